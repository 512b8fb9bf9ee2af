// Exact Omaha hi-lo equity, deal by deal as Omaha hi (exact_omaha.cpp):
// every assignment of the unknown hole cards and every board, each hand
// scored high (OmahaBoard, built once per board) and low (two rank masks
// and a table load), the pot shared as HiLoShowdown does.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "exact.hpp"
#include "hilo_showdown.hpp"
#include "holdem/eval/omaha.hpp"
#include "holdem/eval/omaha_lo.hpp"
#include "problem.hpp"
#include "runner.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

namespace {

template <int H>
void evaluate_hands(const OmahaBoard& hi_board, unsigned board_low, const Card* holes, const unsigned* hole_low,
                    int n, Strength* s, LowStrength* l) {
    for (int p = 0; p < n; ++p) {
        s[p] = hi_board.evaluate_n<H>(holes + p * H);
        l[p] = omaha_low_of_masks(board_low, hole_low[p]);
    }
}

}  // namespace

EquityResult run_exact_hilo(const Problem& problem, int threads, const EquityOptions& options, double start) {
    const OmahaDeals deals = omaha_assignments(problem, Poller(options, start, options.time_limit));
    const int n = problem.players;
    const int h = problem.hole_n;
    const int k = problem.board_missing();
    const int remaining = free_after_holes(problem);
    const double boards = board_count(problem, remaining);
    // Work units as for Omaha hi: an assignment with the board's first new
    // card fixed when boards are many, else groups of assignments.
    const bool split = k >= 1 && boards >= 20000;
    const std::uint64_t per_assignment = split ? static_cast<std::uint64_t>(remaining - k + 1) : 1;
    const std::size_t group = split ? 1 : static_cast<std::size_t>(std::max(1.0, 20000.0 / boards));
    const std::uint64_t units = deals.count * per_assignment;
    const std::uint64_t items = (units + group - 1) / group;

    ItemFn work = [&](std::uint64_t item, Tally& out) {
        const auto* category_of = category_table().data();
        HiLoShowdown sums;
        sums.clear(n);
        Card board[5];
        std::copy(problem.board.begin(), problem.board.end(), board);
        const int known = static_cast<int>(problem.board.size());
        Card free[kNumCards];
        Strength s[kMaxPlayers];
        LowStrength l[kMaxPlayers];
        unsigned hole_low[kMaxPlayers];
        for (std::uint64_t unit = item * group; unit < std::min(units, (item + 1) * group); ++unit) {
            const std::size_t a = static_cast<std::size_t>(unit / per_assignment);
            const Card* holes = &deals.holes[a * static_cast<std::size_t>(n * h)];
            CardMask used = problem.board_mask | problem.dead_mask;
            for (int i = 0; i < n * h; ++i) used |= card_bit(holes[i]);
            for (int p = 0; p < n; ++p) hole_low[p] = detail::low_mask(holes + p * h, static_cast<std::size_t>(h));
            int f = 0;
            for (Card c = 0; c < kNumCards; ++c)
                if (!(used & card_bit(c))) free[f++] = c;
            const int first_lo = split ? static_cast<int>(unit % per_assignment) : 0;
            const int first_hi = split ? first_lo : f - k;
            auto showdown = [&] {
                const OmahaBoard hi_board(board);
                const unsigned board_low = detail::low_mask(board, 5);
                if (h == 4) evaluate_hands<4>(hi_board, board_low, holes, hole_low, n, s, l);
                else if (h == 5) evaluate_hands<5>(hi_board, board_low, holes, hole_low, n, s, l);
                else evaluate_hands<6>(hi_board, board_low, holes, hole_low, n, s, l);
                sums.add(s, l, n, 1.0, category_of);
            };
            // Nested choice of k free cards, first one in [first_lo, first_hi].
            auto choose_from = [&](auto&& self, int depth, int from) -> void {
                if (depth == k) { showdown(); return; }
                const int hi = depth == 0 ? first_hi : f - (k - depth);
                for (int i = (depth == 0 ? first_lo : from); i <= hi; ++i) {
                    board[known + depth] = free[i];
                    self(self, depth + 1, i + 1);
                }
            };
            choose_from(choose_from, 0, 0);
        }
        sums.add_to(out, n, 1.0);
        out.trials = static_cast<std::uint64_t>(sums.weight);
    };
    return finish(run_items(items, threads, work, exact_control(options, n, start)));
}

}  // namespace holdem::equity_detail
