// Exact Omaha equity, deal by deal (the rank shortcut of exact_holdem.cpp
// does not apply: exactly two hole cards play).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "exact.hpp"
#include "holdem/eval/omaha.hpp"
#include "problem.hpp"
#include "runner.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

OmahaDeals omaha_assignments(const Problem& problem, Poller poller) {
    const int n = problem.players;
    const int h = problem.hole_n;
    OmahaDeals deals;
    std::vector<Card> current(static_cast<std::size_t>(n * h));
    auto known_count = [&](int p) { return static_cast<int>(problem.seats[static_cast<std::size_t>(p)].known.size()); };
    for (int p = 0; p < n; ++p) {
        const auto& known = problem.seats[static_cast<std::size_t>(p)].known;
        std::copy(known.begin(), known.end(), current.begin() + p * h);
    }
    // Fills player p's slot `pos` onwards with cards from `from` up, in increasing order.
    auto descend = [&](auto&& self, int p, int pos, Card from, CardMask used) -> void {
        if (p == n) {
            poller.tick();
            deals.holes.insert(deals.holes.end(), current.begin(), current.end());
            ++deals.count;
            return;
        }
        if (pos == h) {
            self(self, p + 1, p + 1 < n ? known_count(p + 1) : 0, 0, used);
            return;
        }
        for (Card c = from; c < kNumCards; ++c) {
            if (used & card_bit(c)) continue;
            current[static_cast<std::size_t>(p * h + pos)] = c;
            self(self, p, pos + 1, static_cast<Card>(c + 1), used | card_bit(c));
        }
    };
    descend(descend, 0, known_count(0), 0, problem.known_mask);
    return deals;
}

EquityResult run_exact_omaha(const Problem& problem, int threads, const EquityOptions& options, double start) {
    const OmahaDeals deals = omaha_assignments(problem, Poller(options, start, options.time_limit));
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
        const auto* category_of = category_table().data();
        WeightedShowdown sums;
        sums.clear(n);
        Card board[5];
        std::copy(problem.board.begin(), problem.board.end(), board);
        const int known = static_cast<int>(problem.board.size());
        Card free[kNumCards];
        Strength s[kMaxPlayers];
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
            auto showdown = [&] {
                for (int p = 0; p < n; ++p) s[p] = evaluate_omaha(board, holes + p * h, static_cast<std::size_t>(h));
                sums.add(s, n, 1.0, category_of);
            };
            // Nested choice of k free cards, first one in [first_lo, first_hi].
            auto choose_from = [&](auto&& self, int depth, int from) -> void {
                if (depth == k) { showdown(); return; }
                const int lo = from;
                const int hi = depth == 0 ? first_hi : f - (k - depth);
                for (int i = (depth == 0 ? first_lo : lo); i <= hi; ++i) {
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
