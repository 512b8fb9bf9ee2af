// Exact Omaha hi-lo equity, deal by deal as Omaha hi (the walks of
// omaha_boards.hpp): every assignment of the unknown hole cards and every board, each hand
// scored high (OmahaBoard, built once per board, or the board's pair table
// when the assignments are many) and low (two rank masks and a table load),
// the pot shared in integers as HiLoCounters does.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "exact.hpp"
#include "hilo_counters.hpp"
#include "holdem/eval/omaha.hpp"
#include "holdem/eval/omaha_lo.hpp"
#include "omaha_boards.hpp"
#include "omaha_pair_table.hpp"
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

// The high and the low hand of every player on each board.
class HiLoWalker {
public:
    HiLoWalker(int players, int hole)
        : n_(players), h_(hole), category_of_(category_table().data()), counts_(players) {}
    void begin(const Card* holes) {
        holes_ = holes;
        for (int p = 0; p < n_; ++p) hole_low_[p] = detail::low_mask(holes + p * h_, static_cast<std::size_t>(h_));
    }
    void board(const Card* board) {
        const OmahaBoard hi_board(board);
        const unsigned board_low = detail::low_mask(board, 5);
        Strength s[kMaxPlayers];
        LowStrength l[kMaxPlayers];
        if (h_ == 4) evaluate_hands<4>(hi_board, board_low, holes_, hole_low_, n_, s, l);
        else if (h_ == 5) evaluate_hands<5>(hi_board, board_low, holes_, hole_low_, n_, s, l);
        else evaluate_hands<6>(hi_board, board_low, holes_, hole_low_, n_, s, l);
        count(s, l);
    }
    void finish(Tally& out) const {
        counts_.add_to(out, n_, false);
        out.trials = counts_.deals;
    }

private:
    int n_;
    int h_;
    const std::uint8_t* category_of_;
    const Card* holes_ = nullptr;
    unsigned hole_low_[kMaxPlayers];
    HiLoCounters counts_;

    void count(const Strength* s, const LowStrength* l) {
        if (n_ == 2) counts_.add<2, false>(s, l, 2, category_of_);
        else counts_.add<0, false>(s, l, n_, category_of_);
    }
};

// The high and the low hand of every player, board by board
// (run_omaha_by_board): the high from the board's pair table.
class HiLoPairWalker {
public:
    HiLoPairWalker(int players, int hole)
        : n_(players), h_(hole), category_of_(category_table().data()), counts_(players) {}
    void board(const Card* board, const Card* hole_cards, std::size_t count) {
        pairs_.fill(board, hole_cards, count);
        board_low_ = detail::low_mask(board, 5);
    }
    void hand(const Card* holes) {
        Strength s[kMaxPlayers];
        LowStrength l[kMaxPlayers];
        if (h_ == 4) score<4>(holes, s, l);
        else if (h_ == 5) score<5>(holes, s, l);
        else score<6>(holes, s, l);
        // Integer counts without data-dependent branches (every showdown weighs 1 here).
        if (n_ == 2) counts_.add<2, false>(s, l, 2, category_of_);
        else counts_.add<0, false>(s, l, n_, category_of_);
    }
    void finish(Tally& out) const {
        counts_.add_to(out, n_, false);
        out.trials = counts_.deals;
    }
    // The running sums: showdowns so far, and player p's share of their pots.
    double weight() const { return static_cast<double>(counts_.deals); }
    double share(int p) const { return counts_.share(p); }

private:
    template <std::size_t H>
    void score(const Card* holes, Strength* s, LowStrength* l) const {
        for (int p = 0; p < n_; ++p) {
            const Card* hole = holes + p * static_cast<int>(H);
            s[p] = pairs_.best<H>(hole);
            l[p] = omaha_low_of_masks(board_low_, detail::low_mask(hole, H));
        }
    }

    int n_;
    int h_;
    const std::uint8_t* category_of_;
    OmahaPairTable pairs_;
    unsigned board_low_ = 0;
    HiLoCounters counts_;
};

}  // namespace

EquityResult run_exact_hilo(const Problem& problem, int threads, const EquityOptions& options, double start) {
    const OmahaDeals deals = omaha_assignments(problem, Poller(options, start, options.time_limit));
    if (walk_by_board(problem, static_cast<double>(deals.count)))
        return run_omaha_by_board(problem, deals, HiLoPairWalker(problem.players, problem.hole_n), threads, options,
                                  start);
    return run_omaha_boards(problem, deals, HiLoWalker(problem.players, problem.hole_n), threads, options, start);
}

RunOutcome hilo_next_card_run(const Problem& problem, const OmahaDeals& deals, int threads, const RunControl& control) {
    return walk_omaha_boards(problem, deals, HiLoPairWalker(problem.players, problem.hole_n), threads, control, true);
}

}  // namespace holdem::equity_detail
