// Omaha low, eight or better: the low half of Omaha hi-lo.
//
// A low uses exactly two hole cards and three board cards of five distinct
// ranks eight or lower, the ace low; straights and flushes are ignored, and
// lows compare from their highest card down.  Strength 0 means no low
// qualifies; otherwise 1 (8-7-6-5-4) .. 56 (5-4-3-2-A), higher is better,
// equal ties.  Evaluation is two rank masks and one load from a generated
// 64 KB table (omaha_lo_table.hpp, codegen/gen_omaha_lo_table.py).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "holdem/core/cards.hpp"
#include "holdem/omaha_lo_table.hpp"

namespace holdem {

using LowStrength = std::uint8_t;

inline constexpr LowStrength kNumLowStrengths = 56;

namespace detail {

// Each card's low-mask bit (ace bit 0, two..eight bits 1..7, nine..king 0); 64 entries.
constexpr std::array<std::uint8_t, 64> make_low_bits() {
    std::array<std::uint8_t, 64> bits{};
    for (std::size_t c = 0; c < kNumCards; ++c) {
        const int r = rank_of(static_cast<Card>(c));
        if (r == 12) bits[c] = 1;
        else if (r <= 6) bits[c] = static_cast<std::uint8_t>(1u << (r + 1));
    }
    return bits;
}
inline constexpr auto kLowBits = make_low_bits();

inline unsigned low_mask(const Card* cards, std::size_t n) {
    unsigned mask = 0;
    for (std::size_t i = 0; i < n; ++i) mask |= kLowBits[cards[i] & 63];
    return mask;
}

}  // namespace detail

// The low of a board's and a hand's low masks (detail::low_mask).
inline LowStrength omaha_low_of_masks(unsigned board_mask, unsigned hole_mask) {
    return tables::kOmahaLow[(board_mask & 0xff) << 8 | (hole_mask & 0xff)];
}

// Low strength of 5 board cards and 4, 5 or 6 hole cards (unchecked).
inline LowStrength evaluate_omaha_lo(const Card* board, const Card* hole, std::size_t hole_n) {
    return omaha_low_of_masks(detail::low_mask(board, 5), detail::low_mask(hole, hole_n));
}

// As evaluate_omaha_lo, checked as evaluate_omaha_checked is (omaha.hpp).
LowStrength evaluate_omaha_lo_checked(const Card* board, std::size_t board_n, const Card* hole, std::size_t hole_n);

// rows x 5 board cards and rows x hole_n hole cards -> rows low strengths,
// checked and threaded as evaluate_omaha_batch.
void evaluate_omaha_lo_batch(const Card* boards, const Card* holes, std::size_t rows, std::size_t hole_n,
                             LowStrength* out, int threads = 1, bool validate = true);

// The five ranks (faces 1 = ace .. 8, highest first) of a low strength 1..56.
std::array<int, 5> low_ranks(LowStrength strength);

// Bytes of the low table.
std::size_t omaha_lo_table_bytes();

}  // namespace holdem
