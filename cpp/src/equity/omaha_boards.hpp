// The walks both exact Omaha enumerations share (exact_omaha.cpp for the
// high hand, exact_hilo.cpp for high and low): every assignment of the
// unknown hole cards and every completion of the board, in work items,
// assignment by assignment (run_omaha_boards) or, when the assignments are
// many, board by board (run_omaha_by_board).  Internal to the equity
// calculator.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

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

// Board by board once the hands to score on each board (assignments times
// players) outweigh a board's pair table (omaha_pair_table.hpp): up to 1,326
// pair evaluations, each a few times cheaper than one evaluate_omaha, which
// a hand costs the walk assignment by assignment.
inline bool walk_by_board(const Problem& problem, double assignments) {
    constexpr double kPairTableHands = 512;
    return assignments * problem.players >= kPairTableHands;
}

// C(n, k) for n <= 52 and k <= 5: the boards' combinatorial number system.
inline constexpr auto kBoardBinomials = [] {
    std::array<std::array<std::uint64_t, 6>, kNumCards + 1> c{};
    for (int n = 0; n <= kNumCards; ++n) {
        c[static_cast<std::size_t>(n)][0] = 1;
        for (int k = 1; k <= 5 && k <= n; ++k)
            c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)] =
                c[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k - 1)] +
                (k <= n - 1 ? c[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k)] : 0);
    }
    return c;
}();

inline std::uint64_t board_binomial(int n, int k) {
    return kBoardBinomials[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
}

// Board number `rank` of the C(open.size(), k) boards (colex order): its k
// cards from `open` written to `to`; returns them as a mask.
inline CardMask draw_board(std::uint64_t rank, int k, const std::vector<Card>& open, Card* to) {
    const int m = static_cast<int>(open.size());
    CardMask drawn = 0;
    for (int depth = k; depth >= 1; --depth) {
        int top = depth - 1;  // the largest top with C(top, depth) <= rank
        while (top + 1 < m && board_binomial(top + 1, depth) <= rank) ++top;
        rank -= board_binomial(top, depth);
        to[depth - 1] = open[static_cast<std::size_t>(top)];
        drawn |= card_bit(open[static_cast<std::size_t>(top)]);
    }
    return drawn;
}

// Walker: copied fresh for each work item; board(cards, hole_cards, count)
// for each full board of the item (5 cards; the cards any hand holds), then
// hand(holes) for each assignment (hole_n cards
// per player) that shares no card with that board; finish(out) once at the
// item's end.  The same (assignment, board) pairs as run_omaha_boards, each
// once: boards come from the cards no one holds for sure, and an assignment
// meets each board that misses its cards.  Worth it when the assignments are
// many (a random hand): the walker then does the board's work once for all
// of them.
// With next_cards, each item also adds into Tally::next_card, at c * (players
// + 1), the weight and each player's share of each board's showdowns for
// every card c the board draws (the next card: on a flop both new cards
// count), from the walker's running weight() and share(p).
template <class Walker>
RunOutcome walk_omaha_boards(const Problem& problem, const OmahaDeals& deals, const Walker& prototype, int threads,
                             const RunControl& control, bool next_cards = false) {
    const int n = problem.players;
    const int h = problem.hole_n;
    const int k = problem.board_missing();
    // The cards a board may draw, and each assignment's cards as a mask.
    std::vector<Card> open;
    for (Card c = 0; c < kNumCards; ++c)
        if (!(problem.known_mask & card_bit(c))) open.push_back(c);
    std::vector<CardMask> masks(deals.count);
    CardMask held = 0;  // the cards some hand holds: a board's work is for their pairs only
    for (std::size_t a = 0; a < deals.count; ++a) {
        for (int i = 0; i < n * h; ++i) masks[a] |= card_bit(deals.holes[a * static_cast<std::size_t>(n * h) + i]);
        held |= masks[a];
    }
    std::vector<Card> hole_cards;
    for (Card c = 0; c < kNumCards; ++c)
        if (held & card_bit(c)) hole_cards.push_back(c);
    // Items: a group of boards and a chunk of the assignments.  Chunks, so
    // that a complete board (one board) still spreads over the threads, and
    // a run cut short has done enough items to estimate from: about a
    // thousand items where chunks of a few thousand assignments allow it (a
    // chunk much smaller would cost more in pair tables than it scores).
    // Groups, so that few assignments (known hands) make items of a few
    // thousand hands, not one each.
    const int m = static_cast<int>(open.size());
    const std::uint64_t boards = board_binomial(m, k);
    constexpr std::uint64_t kMostChunk = 65536, kLeastChunk = 4096, kItemsWanted = 1024;
    const std::uint64_t wanted_chunks = (kItemsWanted + boards - 1) / boards;
    const std::uint64_t chunk = std::clamp<std::uint64_t>((deals.count + wanted_chunks - 1) / wanted_chunks,
                                                          kLeastChunk, kMostChunk);
    const std::uint64_t chunks = (deals.count + chunk - 1) / chunk;
    const std::uint64_t group = std::max<std::uint64_t>(1, kLeastChunk / deals.count);
    const std::uint64_t groups = (boards + group - 1) / group;
    const std::size_t stride = static_cast<std::size_t>(n) + 1;
    ItemFn work = [&](std::uint64_t item, Tally& out) {
        Walker walker = prototype;
        Card board[5];
        std::copy(problem.board.begin(), problem.board.end(), board);
        const int known = static_cast<int>(problem.board.size());
        const std::size_t first = static_cast<std::size_t>(item % chunks * chunk);
        const std::size_t last = std::min(deals.count, first + static_cast<std::size_t>(chunk));
        if (next_cards) out.next_card.assign(kNumCards * stride, 0.0);
        double weight_before = 0.0, shares_before[kMaxPlayers] = {};
        const std::uint64_t first_board = item / chunks * group;
        for (std::uint64_t b = first_board; b < std::min(boards, first_board + group); ++b) {
            const CardMask drawn = draw_board(b, k, open, board + known);
            walker.board(board, hole_cards.data(), hole_cards.size());
            for (std::size_t a = first; a < last; ++a)
                if (!(masks[a] & drawn)) walker.hand(&deals.holes[a * static_cast<std::size_t>(n * h)]);
            if (!next_cards) continue;
            // This board's showdowns, credited to each card it draws.
            const double weight = walker.weight();
            for (int i = known; i < 5; ++i) {
                double* row = &out.next_card[board[i] * stride];
                row[0] += weight - weight_before;
                for (int p = 0; p < n; ++p) row[p + 1] += walker.share(p) - shares_before[p];
            }
            weight_before = weight;
            for (int p = 0; p < n; ++p) shares_before[p] = walker.share(p);
        }
        walker.finish(out);
    };
    return run_items(groups * chunks, threads, work, control);
}

template <class Walker>
EquityResult run_omaha_by_board(const Problem& problem, const OmahaDeals& deals, const Walker& prototype, int threads,
                                const EquityOptions& options, double start) {
    return finish(walk_omaha_boards(problem, deals, prototype, threads, exact_control(options, problem.players, start)));
}

}  // namespace holdem::equity_detail
