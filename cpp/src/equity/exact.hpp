// Exact enumeration: its plan (the estimated cost that decides between exact
// and Monte Carlo), the run, and the check that some deal is possible at
// all; then what exact.cpp, exact_holdem.cpp and exact_omaha.cpp share.
// Internal to the equity calculator.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "holdem/equity/equity.hpp"
#include "holdem/equity/next_card.hpp"
#include "problem.hpp"
#include "runner.hpp"

namespace holdem::equity_detail {

class BoardOrbits;
class FlopClasses;

// Hold'em hole-card assignments merged into classes that are equal up to a
// suit permutation fixing the board and dead cards: one representative
// (two cards per player), the summed weight and the count of each.
struct HoldemClasses {
    std::vector<Card> holes;
    std::vector<double> weight;
    std::vector<std::uint64_t> count;
    // Only from holdem_classes(..., by_symmetry = true): the symmetries
    // used, and per class c and symmetry t (at c * symmetries.size() + t)
    // the weight of the class's assignments that are the image of its
    // representative under symmetry t.  What depends on more than the
    // showdown's totals (the next card) maps through them.
    std::vector<std::array<Card, kNumCards>> symmetries;
    std::vector<double> weight_by_symmetry;
    std::size_t size() const { return weight.size(); }
};

struct ExactPlan {
    // Estimated single-thread seconds, from counts alone (so the choice of
    // method never depends on the machine or the thread count); +inf when
    // out of reach.
    double seconds = 0.0;
    bool built = false;  // classes already enumerated (when that was cheap)
    bool holdem_pairs = false;  // heads-up Hold'em board by board (exact_holdem_pairs.cpp), not by classes
    HoldemClasses classes;
};

ExactPlan plan_exact(const Problem& problem, const EquityOptions& options);
// Throws std::invalid_argument for weighted Omaha ranges that only the
// assignment walks could enumerate (they weigh every deal 1): more than two
// players, or a random or partly known hand.
void check_weighted_omaha_exact(const Problem& problem);
// Omaha's modelled seconds when every assignment of hole cards is listed and
// walked (omaha_assignments); +inf when out of reach (memory or hours).
double omaha_deals_seconds(const Problem& problem);
// Throws std::invalid_argument when the plan is out of reach.
EquityResult run_exact(const Problem& problem, ExactPlan& plan, int threads, const EquityOptions& options,
                       double start);

// Throws std::invalid_argument when no deal is possible at all (ranges that
// always collide).  `budget` bounds the search; past it the deal is assumed possible.
void check_some_deal_exists(const Problem& problem, std::uint64_t budget = 2'000'000);

// --- Shared by the exact enumerations

inline constexpr int kMaxIsomorphismPlayers = 5;  // 5 * 11 bits of combo index fit a 64-bit key

// Suit permutations that map the board and the dead cards onto themselves,
// as card maps; the identity first.
std::vector<std::array<Card, kNumCards>> board_symmetries(const Problem& problem);

// Each Hold'em player's possible hole cards for enumeration: fixed, one
// known card plus any other, every combo, or the range's combos.
std::vector<std::vector<WeightedCombo>> holdem_choices(const Problem& problem);
// The weight of the pairs of a combo of `a` and a combo of `b` that share no card and hold none of
// `out`'s, each pair the product of its combos' weights (or 1, `weighed` false): each combo of `a`
// by all of `b`'s, less those through either of its cards, plus the one through both.
double disjoint_pairs(const std::vector<WeightedCombo>& a, const std::vector<WeightedCombo>& b, CardMask out,
                      bool weighed);

// Every Hold'em assignment of hole cards, merged into classes up to the
// board's symmetries when there are at most kMaxIsomorphismPlayers players.
// The poller may throw TimeLimitReached.
HoldemClasses holdem_classes(const Problem& problem, Poller poller, bool by_symmetry = false);

// The enumerations (exact_holdem.cpp, exact_omaha.cpp); Omaha lists its
// deals itself.
EquityResult run_exact_holdem(const Problem& problem, const HoldemClasses& classes, int threads,
                              const EquityOptions& options, double start);
EquityResult run_exact_omaha(const Problem& problem, int threads, const EquityOptions& options, double start);
// What a heads-up pairs walk (Hold'em's or Omaha's) sums besides the
// showdowns.  The hands of the seat `first` make its outer loop (the
// tally's players stay in seat order); with next_cards each item adds its
// deals' weight and each player's share into Tally::next_card at c * 3 for
// every card c its board draws (as walk_omaha_boards does); with by_hand,
// Tally::by_hand holds per hand of the seat `first`, at
// Tally::kByHandColumns * its place in the seat's list, its deals, lone wins,
// ties and pot share.  With orbits, each item visits only the boards that
// stand for their orbits (BoardOrbits::multiplicity) and counts each once per
// board of its orbit; the run then spreads the sums by card and by hand over
// the orbits.
// With flops too (no board yet), it adds, for each class of flops, their
// deals' weight and each player's share into Tally::by_flop at class * 3,
// for each flop of the class a board holds; the tally's other sums are then
// left empty.
struct PairWalk {
    int first = 0;
    bool next_cards = false;
    bool by_hand = false;
    const BoardOrbits* orbits = nullptr;
    const FlopClasses* flops = nullptr;
};

// Heads-up Hold'em or short deck board by board (exact_holdem_pairs.cpp):
// whether a problem is one (two players of a two-card game, any kind), its
// modelled single-thread seconds (`combos`: both players' holdem_choices
// together), and the run; holdem_pairs_run sums what `walk` asks besides
// (by_hand's rows follow the seat's holdem_choices list).
bool holdem_pairs_apply(const Problem& problem);
// orbit_group: the size of the group whose orbits the walk visits (1: every board).
double holdem_pairs_seconds(const Problem& problem, double combos, std::size_t orbit_group = 1);
EquityResult run_exact_holdem_pairs(const Problem& problem, int threads, const EquityOptions& options, double start);
RunOutcome holdem_pairs_run(const Problem& problem, PairWalk walk, int threads, const RunControl& control);
// The orbits the walk goes by: the deals' group from the flop back, the identity alone on the turn
// and the river (whose few boards would not pay for the group's tests).
BoardOrbits pairs_walk_orbits(const Problem& problem);
// Whether the heads-up walk board by board surely costs less than the class
// walk (its modelled seconds below the class walk's least): for the walks
// that decide without listing the classes (next_card).
bool holdem_pairs_cheaper(const Problem& problem);
// Heads-up Omaha, high or hi-lo, between two lists of hands (exact_omaha_pairs.cpp):
// whether a problem is one (two players, each a range or a known hand, at
// least one a range), its modelled single-thread seconds, and the run.
bool omaha_pairs_apply(const Problem& problem);
// Two players of Omaha (high or hi-lo), each a range or a known hand (what the walk can take).
bool omaha_pairs_fit(const Problem& problem);
double omaha_pairs_seconds(const Problem& problem);
EquityResult run_exact_omaha_pairs(const Problem& problem, int threads, const EquityOptions& options, double start);
// The same walk with its next-card sums (Tally::next_card, as omaha_next_card_run).
RunOutcome omaha_pairs_next_card_run(const Problem& problem, int threads, const RunControl& control);
// The same walk with `player`'s figures hand by hand (Tally::by_hand: per hand
// of its seat's list, at Tally::kByHandColumns * its place, its deals, lone
// wins, ties and pot share).
RunOutcome omaha_pairs_by_hand_run(const Problem& problem, int player, int threads, const RunControl& control);
// Omaha hi-lo (exact_hilo.cpp), deal by deal like Omaha, where the pairs walk does not apply.
EquityResult run_exact_hilo(const Problem& problem, int threads, const EquityOptions& options, double start);

// Every assignment of the Omaha players' unknown hole cards.
struct OmahaDeals {
    std::vector<Card> holes;  // hole_n per player per assignment
    std::size_t count = 0;
};
OmahaDeals omaha_assignments(const Problem& problem, Poller poller);

// The exact Omaha walk board by board with its next-card sums (Tally::next_card,
// see walk_omaha_boards): high (exact_omaha.cpp) or hi-lo (exact_hilo.cpp).
RunOutcome omaha_next_card_run(const Problem& problem, const OmahaDeals& deals, int threads, const RunControl& control);
RunOutcome hilo_next_card_run(const Problem& problem, const OmahaDeals& deals, int threads, const RunControl& control);

// Next-card equity in Omaha, hi or hi-lo (next_card_omaha.cpp), for a checked
// problem with a board of 3 or 4 cards; next_card_equity's result.
NextCardResult omaha_next_card(const Problem& problem, const EquityOptions& options, double start);
// What a next-card run stopped early answers (no figures: the weights need
// every deal), and its progress snapshots, which hold only the share done
// (next_card.cpp).
NextCardResult next_card_cut_short(bool timed_out, double progress);
NextCardResult next_card_cut_short(const RunOutcome& outcome);
// A pairs or board walk's next-card figures from its Tally::next_card rows
// (per card: the weight of its deals, then each player's share), or what a
// run stopped early answers; throws when a finished run found no possible deal.
NextCardResult next_card_from_outcome(const RunOutcome& outcome, int players);
EquityResult share_done(const RunOutcome& so_far);
// exact_control for the walks that answer only when complete (next_card, the
// breakdown): their progress snapshots hold only the share done.
RunControl answer_when_done_control(const EquityOptions& options, int players, double start);

// The Hold'em walks' measured single-thread seconds as a share of their
// model's (holdem_pairs_seconds, the class walk's), per missing board card.
double measured_share(int missing);

// Boards that complete the known board from `remaining` free cards.
double board_count(const Problem& problem, int remaining);

// The cards left once the board, the dead cards and every hole card are out.
int free_after_holes(const Problem& problem);

// Run control shared by both exact enumerations: blocks in a random order
// (so that a run cut short by the time limit or the progress callback still
// gives an honest estimate), snapshots as exact_result.
RunControl exact_control(const EquityOptions& options, int players, double start);

// The result of an enumeration's run: exact figures, or the estimate of a
// run cut short; throws when a finished run found no possible deal.
EquityResult finish(const RunOutcome& outcome);
// Every figure NaN, not complete: a run cut short before it could estimate
// anything (enumerated; the caller says otherwise for Monte Carlo).
EquityResult no_figures(const RunOutcome& outcome, int players);

}  // namespace holdem::equity_detail
