// The walk both exact Omaha enumerations share (exact_omaha.cpp for the
// high hand, exact_hilo.cpp for high and low): every assignment of the
// unknown hole cards and every completion of the board, in work items.
// Internal to the equity calculator.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "exact.hpp"
#include "problem.hpp"
#include "runner.hpp"

namespace holdem::equity_detail {

// Walker: copied fresh for each work item; begin(holes) for each assignment
// (hole_n cards per player), board(cards) for each full board (5 cards),
// finish(out) once at the item's end.
template <class Walker>
EquityResult run_omaha_boards(const Problem& problem, const OmahaDeals& deals, const Walker& prototype, int threads,
                              const EquityOptions& options, double start) {
    const int n = problem.players;
    const int h = problem.hole_n;
    const int k = problem.board_missing();
    const int remaining = free_after_holes(problem);
    const double boards = board_count(problem, remaining);
    // Work units: an assignment with the board's first new card fixed when
    // boards are many, else groups of assignments.
    const bool split = k >= 1 && boards >= 20000;
    const std::uint64_t per_assignment = split ? static_cast<std::uint64_t>(remaining - k + 1) : 1;
    const std::size_t group = split ? 1 : static_cast<std::size_t>(std::max(1.0, 20000.0 / boards));
    const std::uint64_t units = deals.count * per_assignment;
    const std::uint64_t items = (units + group - 1) / group;

    ItemFn work = [&](std::uint64_t item, Tally& out) {
        Walker walker = prototype;
        Card board[5];
        std::copy(problem.board.begin(), problem.board.end(), board);
        const int known = static_cast<int>(problem.board.size());
        Card free[kNumCards];
        for (std::uint64_t unit = item * group; unit < std::min(units, (item + 1) * group); ++unit) {
            const std::size_t a = static_cast<std::size_t>(unit / per_assignment);
            const Card* holes = &deals.holes[a * static_cast<std::size_t>(n * h)];
            CardMask used = problem.board_mask | problem.dead_mask;
            for (int i = 0; i < n * h; ++i) used |= card_bit(holes[i]);
            int f = 0;
            for (Card c = 0; c < kNumCards; ++c)
                if (!(used & card_bit(c))) free[f++] = c;
            const int first_lo = split ? static_cast<int>(unit % per_assignment) : 0;
            const int first_hi = split ? first_lo : f - k;
            walker.begin(holes);
            // Nested choice of k free cards, the first one in [first_lo, first_hi].
            auto choose_from = [&](auto&& self, int depth, int from) -> void {
                if (depth == k) {
                    walker.board(board);
                    return;
                }
                const int hi = depth == 0 ? first_hi : f - (k - depth);
                for (int i = (depth == 0 ? first_lo : from); i <= hi; ++i) {
                    board[known + depth] = free[i];
                    self(self, depth + 1, i + 1);
                }
            };
            choose_from(choose_from, 0, 0);
        }
        walker.finish(out);
    };
    return finish(run_items(items, threads, work, exact_control(options, n, start)));
}

}  // namespace holdem::equity_detail
