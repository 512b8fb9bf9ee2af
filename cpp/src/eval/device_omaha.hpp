// Omaha high for code that also runs on a CUDA device: the best hand of
// exactly two hole cards and three board cards, from the DeviceTables view
// of device_eval.hpp.  Every one of the C(h,2) x C(5,3) five-card hands is
// looked up as if it made no flush (rank keys only: 32-bit sums, no suit
// branch, the board triples and hole pairs hashed once each); flushes are
// looked up apart, and only where they can exist: at most one suit has
// three board cards, and a player needs two hole cards of it.  A five-card
// flush's plain lookup (straight or high card) is below its flush value, so
// the maximum over both passes is the best hand.
#pragma once

#include <cstdint>

#include "core/hd.hpp"
#include "eval/device_eval.hpp"

namespace holdem::device {

inline constexpr int kOmahaBoardTriples = 10;  // C(5,3)

// What every player's hand on one board shares.
struct OmahaBoard {
    std::uint32_t triple[kOmahaBoardTriples];  // rank_hash of the board's three-card subsets' rank keys
    std::uint32_t flush_ranks = 0;            // rank mask of the suit with three or more board cards
    int flush_suit = -1;                      // that suit, -1 for none
};

HOLDEM_HD inline OmahaBoard omaha_board(const unsigned char (&board)[5], const DeviceTables& t) {
    OmahaBoard b;
    std::uint32_t r[5];
    std::uint64_t lanes = 0;
    HOLDEM_UNROLL
    for (int i = 0; i < 5; ++i) {
        r[i] = t.rank_keys[board[i] >> 2];
        lanes |= card_lane(board[i]);
    }
    int k = 0;
    HOLDEM_UNROLL
    for (int i = 0; i < 5; ++i) {
        HOLDEM_UNROLL
        for (int j = i + 1; j < 5; ++j) {
            HOLDEM_UNROLL
            for (int l = j + 1; l < 5; ++l) b.triple[k++] = rank_hash(r[i] + r[j] + r[l]);
        }
    }
    HOLDEM_UNROLL
    for (int s = 0; s < 4; ++s) {
        const auto ranks = static_cast<std::uint32_t>(lanes >> (16 * s)) & 0x1fff;
        if (popcount(ranks) >= 3) {
            b.flush_ranks = ranks;
            b.flush_suit = s;
        }
    }
    return b;
}

// The best flush of two of `hole` (a rank mask, 2+ bits) and three of `board` (3..5 bits), one suit.
HOLDEM_HD inline std::uint16_t best_omaha_flush(std::uint32_t hole, std::uint32_t board, const DeviceTables& t) {
    std::uint16_t best = 0;
    for (std::uint32_t a = hole; a; a &= a - 1) {
        for (std::uint32_t b = a & (a - 1); b; b &= b - 1) {
            const std::uint32_t pair = (a & (0u - a)) | (b & (0u - b));
            for (std::uint32_t x = board; x; x &= x - 1) {
                for (std::uint32_t y = x & (x - 1); y; y &= y - 1) {
                    for (std::uint32_t z = y & (y - 1); z; z &= z - 1) {
                        const std::uint32_t five = pair | (x & (0u - x)) | (y & (0u - y)) | (z & (0u - z));
                        const std::uint16_t s = flush_strength(five, t);
                        best = s > best ? s : best;
                    }
                }
            }
        }
    }
    return best;
}

// Strength 1..7462 of the best Omaha hand of H hole cards on `board` (from omaha_board).
template <int H>
HOLDEM_HD std::uint16_t omaha_strength(const unsigned char (&hole)[H], const OmahaBoard& board,
                                       const DeviceTables& t) {
    std::uint32_t r[H];
    std::uint64_t lanes = 0;
    HOLDEM_UNROLL
    for (int i = 0; i < H; ++i) {
        r[i] = t.rank_keys[hole[i] >> 2];
        lanes |= card_lane(hole[i]);
    }
    std::uint16_t best = 0;
    HOLDEM_UNROLL
    for (int i = 0; i < H; ++i) {
        HOLDEM_UNROLL
        for (int j = i + 1; j < H; ++j) {
            const std::uint32_t pair = rank_hash(r[i] + r[j]);
            HOLDEM_UNROLL
            for (int k = 0; k < kOmahaBoardTriples; ++k) {
                const std::uint16_t s = plain_strength_of_hash(board.triple[k] + pair, t);
                best = s > best ? s : best;
            }
        }
    }
    if (board.flush_suit >= 0) {
        const auto suited = static_cast<std::uint32_t>(lanes >> (16 * board.flush_suit)) & 0x1fff;
        if (popcount(suited) >= 2) {
            const std::uint16_t s = best_omaha_flush(suited, board.flush_ranks, t);
            best = s > best ? s : best;
        }
    }
    return best;
}

}  // namespace holdem::device
