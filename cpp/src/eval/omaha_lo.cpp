// Omaha low: checks, batches, the ranks of a strength.
#include "holdem/eval/omaha_lo.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "holdem/core/parallel.hpp"
#include "holdem/eval/omaha.hpp"

namespace holdem {

LowStrength evaluate_omaha_lo_checked(const Card* board, std::size_t board_n, const Card* hole, std::size_t hole_n) {
    if (board_n != kOmahaBoardCards)
        throw std::invalid_argument("an Omaha board needs 5 cards, got " + std::to_string(board_n));
    if (hole_n < kOmahaMinHole || hole_n > kOmahaMaxHole)
        throw std::invalid_argument("an Omaha hand needs 4, 5 or 6 hole cards, got " + std::to_string(hole_n));
    checked_mask(hole, hole_n, checked_mask(board, board_n));
    return evaluate_omaha_lo(board, hole, hole_n);
}

void evaluate_omaha_lo_batch(const Card* boards, const Card* holes, std::size_t rows, std::size_t hole_n,
                             LowStrength* out, int threads, bool validate) {
    if (hole_n < kOmahaMinHole || hole_n > kOmahaMaxHole)
        throw std::invalid_argument("an Omaha hand needs 4, 5 or 6 hole cards, got " + std::to_string(hole_n));
    if (validate) {
        const std::size_t bad = first_invalid_omaha_row(boards, holes, rows, hole_n, threads);
        if (bad < rows) {
            try {
                evaluate_omaha_lo_checked(boards + bad * 5, 5, holes + bad * hole_n, hole_n);
            } catch (const std::invalid_argument& e) {
                throw std::invalid_argument("row " + std::to_string(bad) + ": " + e.what());
            }
        }
    }
    parallel_blocks(rows, std::size_t{1} << 15, threads, [&](std::size_t begin, std::size_t end) {
        for (std::size_t r = begin; r < end; ++r) out[r] = evaluate_omaha_lo(boards + r * 5, holes + r * hole_n, hole_n);
    });
}

std::array<int, 5> low_ranks(LowStrength strength) {
    if (strength < 1 || strength > kNumLowStrengths)
        throw std::invalid_argument("low strength " + std::to_string(strength) + " out of range 1..56");
    // The strength counts five-rank masks of ranks ace..eight from the largest (the worst low).
    int seen = 0;
    for (unsigned mask = 255; mask > 0; --mask) {
        if (__builtin_popcount(mask) != 5) continue;
        if (++seen != strength) continue;
        std::array<int, 5> ranks{};
        int i = 0;
        for (int bit = 7; bit >= 0; --bit)
            if (mask >> bit & 1) ranks[static_cast<std::size_t>(i++)] = bit + 1;
        return ranks;
    }
    return {};
}

std::size_t omaha_lo_table_bytes() { return sizeof(tables::kOmahaLow); }

}  // namespace holdem
