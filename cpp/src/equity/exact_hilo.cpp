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
        : n_(players), h_(hole), category_shift_(category_shift_table().data()), counts_(players) {}
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
        counts_.add<false>(s, l, category_shift_);
    }
    void finish(Tally& out) {
        counts_.add_to(out, false);
        out.trials = counts_.deals;
    }

private:
    int n_;
    int h_;
    const std::uint8_t* category_shift_;
    const Card* holes_ = nullptr;
    unsigned hole_low_[kMaxPlayers];
    HiLoCounters counts_;
};

// The high and the low hand of every player, board by board
// (run_omaha_by_board): the high from the board's pair table.  A seat whose
// hole cards are all known holds the same hand in every assignment, so its
// high and low are scored once a board, not once an assignment.
class HiLoPairWalker {
public:
    explicit HiLoPairWalker(const Problem& problem)
        : n_(problem.players),
          h_(problem.hole_n),
          category_shift_(category_shift_table().data()),
          counts_(problem.players) {
        for (int p = 0; p < n_; ++p) {
            const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
            if (seat.kind != Seat::Kind::kRange && static_cast<int>(seat.known.size()) == h_) {
                std::copy(seat.known.begin(), seat.known.end(), fixed_cards_ + fixed_n_ * h_);
                fixed_[fixed_n_++] = p;
            } else {
                dealt_[dealt_n_++] = p;
            }
        }
    }
    void board(const Card* board, const Card* hole_cards, std::size_t count) {
        pairs_.fill(board, hole_cards, count);
        board_low_ = detail::low_mask(board, 5);
        // Fewer than three low ranks on the board: no hand makes a low.
        low_possible_ = __builtin_popcount(board_low_) >= 3;
        for (int f = 0; f < fixed_n_; ++f) {
            const Card* hole = fixed_cards_ + f * h_;
            if (h_ == 4) s_[fixed_[f]] = pairs_.best<4>(hole);
            else if (h_ == 5) s_[fixed_[f]] = pairs_.best<5>(hole);
            else s_[fixed_[f]] = pairs_.best<6>(hole);
            l_[fixed_[f]] = omaha_low_of_masks(board_low_, detail::low_mask(hole, static_cast<std::size_t>(h_)));
        }
    }
    void hand(const Card* holes) {
        if (h_ == 4) score<4>(holes);
        else if (h_ == 5) score<5>(holes);
        else score<6>(holes);
        // Integer counts without data-dependent branches (every showdown weighs 1 here).
        counts_.add<false>(s_, l_, category_shift_);
    }
    void finish(Tally& out) {
        counts_.add_to(out, false);
        out.trials = counts_.deals;
    }
    // The running sums: showdowns so far, and player p's share of their pots.
    double weight() const { return static_cast<double>(counts_.deals); }
    double share(int p) { return counts_.share(p); }

private:
    // The seats dealt cards in this assignment (the others were scored in board()).
    template <std::size_t H>
    void score(const Card* holes) {
        for (int d = 0; d < dealt_n_; ++d) {
            const int p = dealt_[d];
            const Card* hole = holes + p * static_cast<int>(H);
            s_[p] = pairs_.best<H>(hole);
            // A branch the predictor gets right: it goes the same way for a whole board.
            l_[p] = low_possible_ ? omaha_low_of_masks(board_low_, detail::low_mask(hole, H)) : 0;
        }
    }

    int n_;
    int h_;
    const std::uint8_t* category_shift_;
    OmahaPairTable pairs_;
    unsigned board_low_ = 0;
    bool low_possible_ = false;
    int fixed_[kMaxHiLoPlayers] = {};  // seats with every hole card known
    int fixed_n_ = 0;
    Card fixed_cards_[kMaxHiLoPlayers * 6] = {};
    int dealt_[kMaxHiLoPlayers] = {};  // the other seats
    int dealt_n_ = 0;
    Strength s_[kMaxHiLoPlayers] = {};
    LowStrength l_[kMaxHiLoPlayers] = {};
    HiLoCounters counts_;
};

}  // namespace

EquityResult run_exact_hilo(const Problem& problem, int threads, const EquityOptions& options, double start) {
    const OmahaDeals deals = omaha_assignments(problem, Poller(options, start, options.time_limit));
    if (walk_by_board(problem, static_cast<double>(deals.count)))
        return run_omaha_by_board(problem, deals, HiLoPairWalker(problem), threads, options, start);
    return run_omaha_boards(problem, deals, HiLoWalker(problem.players, problem.hole_n), threads, options, start);
}

RunOutcome hilo_next_card_run(const Problem& problem, const OmahaDeals& deals, int threads, const RunControl& control) {
    return walk_omaha_boards(problem, deals, HiLoPairWalker(problem), threads, control, true);
}

}  // namespace holdem::equity_detail
