#include "holdem/eval/omaha.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "holdem/eval/evaluator.hpp"

namespace holdem {

namespace detail {

namespace {

// The highest `k` set bits of `mask` (all of them if it has fewer: only
// possible for invalid input, batches without validation).
std::uint32_t top_bits(std::uint32_t mask, int k) {
    std::uint32_t top = 0;
    for (; k > 0 && mask != 0; --k) {
        const std::uint32_t bit = 1u << (31 - __builtin_clz(mask));
        top |= bit;
        mask ^= bit;
    }
    return top;
}

constexpr std::uint32_t kWheel = 0x100f;  // A, 5, 4, 3, 2

bool holds_a_straight(std::uint32_t ranks) {
    return (ranks & ranks >> 1 & ranks >> 2 & ranks >> 3 & ranks >> 4) || (ranks & kWheel) == kWheel;
}

}  // namespace

Strength omaha_best_flush(std::uint32_t hole, std::uint32_t board) {
    if (holds_a_straight(hole | board)) {
        // A straight flush needs its five ranks split exactly two from the hand, three from the board.
        for (int low = kNumRanks - 5; low >= -1; --low) {
            const std::uint32_t window = low >= 0 ? 0x1fu << low : kWheel;
            if ((window & ~(hole | board)) == 0 && __builtin_popcount(window & hole) == 2)
                return tables::kFlushStrength[window];
        }
    }
    // Plain flushes rank as their rank masks do numerically, so take the top ranks.
    return tables::kFlushStrength[top_bits(hole, 2) | top_bits(board, 3)];
}

}  // namespace detail

Strength evaluate_omaha_checked(const Card* board, std::size_t board_n, const Card* hole, std::size_t hole_n) {
    if (board_n != kOmahaBoardCards)
        throw std::invalid_argument("an Omaha board needs 5 cards, got " + std::to_string(board_n));
    if (hole_n < kOmahaMinHole || hole_n > kOmahaMaxHole)
        throw std::invalid_argument("an Omaha hand needs 4, 5 or 6 hole cards, got " + std::to_string(hole_n));
    checked_mask(hole, hole_n, checked_mask(board, board_n));
    return evaluate_omaha(board, hole, hole_n);
}

Strength evaluate_omaha_naive(const Card* board, const Card* hole, std::size_t hole_n) {
    Strength best = 0;
    for (int a = 0; a < 5; ++a)
        for (int b = a + 1; b < 5; ++b)
            for (int c = b + 1; c < 5; ++c) {
                const HandAccumulator three = HandAccumulator().add(board[a]).add(board[b]).add(board[c]);
                for (std::size_t i = 0; i < hole_n; ++i)
                    for (std::size_t j = i + 1; j < hole_n; ++j)
                        best = std::max(best, three.plus(hole[i]).plus(hole[j]).strength());
            }
    return best;
}

std::size_t omaha_table_bytes() {
    return sizeof(tables::kOmahaNonFlush) + sizeof(tables::kOmahaDisplacement) + sizeof(tables::kOmahaRowOfSlot);
}

}  // namespace holdem
