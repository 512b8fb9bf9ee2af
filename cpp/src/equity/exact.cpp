// Exact equity: every assignment of hole cards (weighted by the ranges) and
// every completion of the board.  Here: the plan (the modelled cost that
// decides between exact and Monte Carlo), the run of either game's
// enumeration, and the honest estimate a run cut short still gives; the
// enumerations themselves are in exact_holdem.cpp and exact_omaha.cpp.
#include "exact.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <vector>

#include "board_orbits.hpp"
#include "runner.hpp"
#include "omaha_boards.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

namespace {

// The Hold'em walks' seconds as measured, as a share of the model's, per number of missing
// board cards: the model weighs the two walks against each other, and these bring its total to
// about 1.3 times a measured single-thread run (docs/performance.md, "Exact or Monte Carlo").
constexpr double kMeasuredShare[6] = {0.1, 0.1, 0.1, 0.19, 0.25, 0.33};

double choose(int n, int k) {
    if (k < 0 || k > n) return 0.0;
    double r = 1.0;
    for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return std::round(r);
}

}  // namespace

// Every figure NaN: a run cut short before it could estimate anything.
EquityResult no_figures(const RunOutcome& outcome, int players) {
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    EquityResult result;
    result.equity.assign(static_cast<std::size_t>(players), nan);
    result.win = result.tie = result.std_error = result.equity;
    std::array<double, kNumCategories> categories;
    categories.fill(nan);
    result.categories.assign(static_cast<std::size_t>(players), categories);
    result.trials = outcome.tally.trials;
    result.exact = false;
    result.enumerated = true;
    result.complete = false;
    result.progress = outcome.count ? static_cast<double>(outcome.merged) / static_cast<double>(outcome.count) : 0.0;
    result.elapsed = outcome.elapsed;
    return result;
}

namespace {

// A finished enumeration's exact figures, or a cut-short one's estimate.
// The blocks were visited in a random order, so the m done of M are a
// simple random sample of them, and each figure (a sum of shares over the
// sum of weights) is a ratio estimate: its standard error is
// sqrt((1 - m/M) * s^2 / (m * xbar^2)), with s^2 the sample variance of the
// blocks' residuals y - R x and xbar their mean weight.
EquityResult exact_result(const RunOutcome& outcome) {
    const Tally& tally = outcome.tally;
    const int n = tally.players();
    if (outcome.complete()) {
        EquityResult result = tally_result(tally);
        result.std_error.assign(static_cast<std::size_t>(n), 0.0);
        result.exact = result.enumerated = true;
        result.elapsed = outcome.elapsed;
        return result;
    }
    const auto m = static_cast<double>(outcome.merged);
    if (outcome.merged < kMinBlocksForEstimate || !(tally.weight > 0.0)) return no_figures(outcome, n);
    EquityResult result = tally_result(tally);
    const double x_mean = tally.weight / m;
    const double sampled = m / static_cast<double>(outcome.count);
    for (int p = 0; p < n; ++p) {
        const auto q = static_cast<std::size_t>(p);
        const double r = result.equity[q];
        const double residuals = outcome.moments.share_squared[q] - 2 * r * outcome.moments.share_weight[q] +
                                 r * r * outcome.moments.weight_squared;
        const double variance = (1.0 - sampled) * std::max(0.0, residuals) / (m - 1) / (m * x_mean * x_mean);
        result.std_error.push_back(std::sqrt(variance));
    }
    result.exact = false;
    result.enumerated = true;
    result.complete = false;
    result.progress = sampled;
    result.elapsed = outcome.elapsed;
    return result;
}

// Modelled costs (seconds on one core of a few-GHz machine): enumerating
// an assignment (per board symmetry and player), and one class's boards.
double assignment_seconds(int players, double symmetries) { return 3e-8 + symmetries * players * 3e-9; }
double class_seconds(double leaves, int players) { return leaves * (1e-7 + 4e-8 * players) + 1e-6; }

// The class walk's leaves: the multisets of the missing board cards' ranks, each rank at most as
// many times as it has cards neither on the board nor dead (Hold'em's 13 ranks of four: 6,175 for
// five cards; short deck, its ranks two to five dead: 1,278; fewer again with more dead cards).
double rank_leaves(const Problem& problem) {
    const int missing = problem.board_missing();
    const CardMask out = problem.board_mask | problem.dead_mask;
    double multisets[6] = {1, 0, 0, 0, 0, 0};  // of each size, over the ranks so far
    for (int r = 0; r < kNumRanks; ++r) {
        const int left = 4 - __builtin_popcountll(out >> (4 * r) & 0xF);
        for (int k = missing; k >= 1; --k)  // downwards: the smaller sizes are still without rank r
            for (int m = 1; m <= std::min(left, k); ++m) multisets[k] += multisets[k - m];
    }
    return multisets[missing];
}

// The Hold'em walks' modelled seconds, from counts alone: the class walk's
// parts (per assignment listed, per class enumerated) and the least it can
// cost, and the heads-up walk board by board's (+inf where it does not apply).
struct HoldemWalkCosts {
    double assignments = 1.0;
    double symmetries = 1.0;
    double listing = 0.0;    // listing every assignment
    double per_class = 0.0;  // enumerating one class's boards
    double fewest = 0.0;     // the class walk at the least (orbits the size of the whole group)
    double pairs = 0.0;      // every board
    double pairs_by_orbits = 0.0;  // the boards that stand for their orbits, as the equity walk goes
};

// The class walk's assignments, a combo to each player.  From three players on, those that share
// no card, estimated: every product of the lists times each two lists' disjoint share (as if the
// pairs' collisions were independent), which the listing visits; the product alone read 1.5-4
// times a run for colliding ranges, and 8 times for three `random` of 16 cards (0.42 disjoint).
// Heads-up, the product: the choice between the walks was measured with it (a disjoint count
// there took the class walk where the board walk was up to 1.5 times faster).
double class_walk_assignments(const std::vector<std::vector<WeightedCombo>>& choices) {
    double assignments = 1.0;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        assignments *= static_cast<double>(choices[i].size());
        if (choices.size() < 3) continue;
        for (std::size_t j = 0; j < i; ++j)  // the share of the two lists' pairs that share no card
            assignments *= disjoint_pairs(choices[j], choices[i], 0, false) /
                           (static_cast<double>(choices[j].size()) * static_cast<double>(choices[i].size()));
    }
    return assignments;
}

HoldemWalkCosts holdem_walk_costs(const Problem& problem) {
    const int n = problem.players;
    HoldemWalkCosts costs;
    double combos = 0.0;
    const auto choices = holdem_choices(problem);
    for (const auto& list : choices) combos += static_cast<double>(list.size());
    costs.assignments = class_walk_assignments(choices);
    costs.symmetries = n <= kMaxIsomorphismPlayers ? static_cast<double>(board_symmetries(problem).size()) : 1.0;
    costs.listing = costs.assignments * assignment_seconds(n, costs.symmetries);
    costs.per_class = class_seconds(rank_leaves(problem), n);
    costs.fewest = costs.listing + costs.assignments / costs.symmetries * costs.per_class;
    // The walk board by board in the class walk's units as measured: it sweeps a board alike on any
    // street, so its model reads a run as on the flop, where the class walk's reads one differently
    // before it (kMeasuredShare).
    const double as_measured = kMeasuredShare[2] / kMeasuredShare[problem.board_missing()];
    costs.pairs = holdem_pairs_apply(problem) ? as_measured * holdem_pairs_seconds(problem, combos)
                                              : std::numeric_limits<double>::infinity();
    costs.pairs_by_orbits = costs.pairs;
    // The deals' symmetries are worked out only where they could make the walk the cheaper one (a
    // group has at most 24 permutations).
    if (problem.board_missing() >= 2 && costs.pairs / 24 < costs.fewest)  // as run_exact_holdem_pairs walks
        costs.pairs_by_orbits = as_measured * holdem_pairs_seconds(problem, combos, deal_orbits(problem).size());
    return costs;
}

// The heads-up walk board by board instead of the class walk, when its modelled seconds are fewer.
void choose_cheaper(ExactPlan& plan, double pairs_seconds) {
    if (pairs_seconds >= plan.seconds) return;
    plan.seconds = pairs_seconds;
    plan.holdem_pairs = true;
}

}  // namespace

double disjoint_pairs(const std::vector<WeightedCombo>& a, const std::vector<WeightedCombo>& b, CardMask out,
                      bool weighed) {
    double total = 0.0;
    std::array<double, kNumCards> by_card{};
    std::array<double, kNumCombos> weight_of{};
    for (const WeightedCombo& c : b) {
        if (out & (card_bit(c.high) | card_bit(c.low))) continue;
        const double w = weighed ? c.weight : 1.0;
        total += w;
        by_card[c.high] += w;
        by_card[c.low] += w;
        weight_of[static_cast<std::size_t>(combo_index(c.high, c.low))] = w;
    }
    double pairs = 0.0;
    for (const WeightedCombo& c : a) {
        if (out & (card_bit(c.high) | card_bit(c.low))) continue;
        const double same_cards = weight_of[static_cast<std::size_t>(combo_index(c.high, c.low))];
        const double met = total - by_card[c.high] - by_card[c.low] + same_cards;
        pairs += (weighed ? c.weight : 1.0) * met;
    }
    return pairs;
}

bool holdem_pairs_cheaper(const Problem& problem) {
    const HoldemWalkCosts costs = holdem_walk_costs(problem);
    return costs.pairs_by_orbits <= costs.fewest;
}

double measured_share(int missing) { return kMeasuredShare[missing]; }

double board_count(const Problem& problem, int remaining) { return choose(remaining, problem.board_missing()); }

int free_after_holes(const Problem& problem) {
    return kNumCards - static_cast<int>(problem.board.size()) - __builtin_popcountll(problem.dead_mask) -
           problem.players * problem.hole_n;
}

RunControl exact_control(const EquityOptions& options, int players, double start) {
    RunControl control;
    control.options = &options;
    control.players = players;
    control.start = start;
    control.apply_time_limit = true;
    control.shuffle = true;
    control.snapshot = exact_result;
    return control;
}

EquityResult finish(const RunOutcome& outcome) {
    if (outcome.complete() && outcome.tally.weight <= 0.0)
        throw std::invalid_argument("no deal is possible: the players' hands always collide");
    return exact_result(outcome);
}

ExactPlan plan_exact(const Problem& problem, const EquityOptions& options) {
    constexpr double kOutOfReach = std::numeric_limits<double>::infinity();
    ExactPlan plan;
    if (is_holdem_like(problem.game)) {
        const HoldemWalkCosts costs = holdem_walk_costs(problem);
        if (costs.pairs_by_orbits <= costs.fewest) {  // the walk board by board wins: no need to list the classes
            plan.seconds = kOutOfReach;
        } else if (costs.assignments <= 4e5) {
            // Cheap to list: count the classes exactly (and keep them).
            plan.classes = holdem_classes(problem, Poller(options));
            plan.built = true;
            plan.seconds = costs.listing + static_cast<double>(plan.classes.size()) * costs.per_class;
        } else {
            // Orbits are often smaller than the symmetry group: assume a quarter of it.
            const double classes = costs.assignments / std::max(1.0, costs.symmetries / 4);
            // Past 5e6 classes, memory (a few hundred MB of them) rules the class walk out.
            plan.seconds = classes > 5e6 ? kOutOfReach : costs.listing + classes * costs.per_class;
        }
        choose_cheaper(plan, costs.pairs_by_orbits);
        plan.seconds *= kMeasuredShare[problem.board_missing()];
        return plan;
    }
    if (omaha_pairs_apply(problem)) {  // heads-up lists of hands: no assignments to list
        plan.seconds = omaha_pairs_seconds(problem);
        if (plan.seconds > 3600) plan.seconds = kOutOfReach;
        return plan;
    }
    plan.seconds = omaha_deals_seconds(problem);
    return plan;
}

void check_weighted_omaha_exact(const Problem& problem) {
    if (problem.has_weighted_omaha() && !omaha_pairs_apply(problem))
        throw std::invalid_argument("exact enumeration takes weighted Omaha ranges heads-up only, each player a "
                                    "range or all its cards (not random or some of its cards); use Monte Carlo "
                                    "(exact=False)");
}

double omaha_deals_seconds(const Problem& problem) {
    constexpr double kOutOfReach = std::numeric_limits<double>::infinity();
    if (problem.has_weighted_omaha()) return kOutOfReach;  // the assignment walks count every deal as 1
    const int n = problem.players;
    // Omaha: every deal of the unknown hole cards times every board.
    const double boards = board_count(problem, free_after_holes(problem));
    double assignments = 1.0;
    int free_cards = kNumCards - __builtin_popcountll(problem.known_mask);
    for (const Seat& seat : problem.seats) {
        if (seat.kind == Seat::Kind::kDealt) {
            assignments *= choose(free_cards, seat.dealt);
            free_cards -= seat.dealt;
        }
        // At most: hands that collide with an earlier player's are skipped.
        if (seat.kind == Seat::Kind::kRange) assignments *= static_cast<double>(seat.hands.size());
    }
    if (assignments > 5e6 || assignments * boards * n > 2e10) return kOutOfReach;  // memory, or hours of work
    // The table-driven Omaha evaluator costs about 20 ns plus 2 ns per pair of
    // hole cards (measured single-threaded, showdown included: PLO4 ~33 ns,
    // PLO5 ~39 ns, PLO6 ~47 ns per hand); board by board, from the pair
    // table, about 2 ns plus 0.8 ns a pair (PLO4 ~6.5 ns, PLO5 ~10.5 ns).
    const double pairs = problem.hole_n * (problem.hole_n - 1) / 2.0;
    const double per_hand = walk_by_board(problem, assignments) ? 2e-9 + 8e-10 * pairs : 2e-8 + 2.2e-9 * pairs;
    return assignments * boards * n * per_hand;
}

EquityResult run_exact(const Problem& problem, ExactPlan& plan, int threads, const EquityOptions& options,
                       double start) {
    check_weighted_omaha_exact(problem);
    if (!plan.built && !std::isfinite(plan.seconds))
        throw std::invalid_argument("exact enumeration is too large here (too many hand combinations); "
                                    "use Monte Carlo (exact=False)");
    try {
        if (omaha_pairs_apply(problem)) return run_exact_omaha_pairs(problem, threads, options, start);
        if (is_hilo(problem.game)) return run_exact_hilo(problem, threads, options, start);
        if (!is_holdem_like(problem.game)) return run_exact_omaha(problem, threads, options, start);
        if (plan.holdem_pairs) return run_exact_holdem_pairs(problem, threads, options, start);
        if (!plan.built) {
            plan.classes = holdem_classes(problem, Poller(options, start, options.time_limit));
            plan.built = true;
        }
    } catch (const TimeLimitReached&) {
        // Out of time while listing the hands: nothing was enumerated yet.
        RunOutcome outcome(problem.players);
        outcome.reason = StopReason::kTimeLimit;
        outcome.elapsed = now_seconds() - start;
        return no_figures(outcome, problem.players);
    }
    return run_exact_holdem(problem, plan.classes, threads, options, start);
}

void check_some_deal_exists(const Problem& problem, std::uint64_t budget) {
    // Each range's hands as masks: Omaha's as they are, Hold'em's combos made masks.
    std::vector<std::vector<CardMask>> holdem_masks;
    std::vector<const std::vector<CardMask>*> ranges;
    for (const Seat& seat : problem.seats) {
        if (seat.kind != Seat::Kind::kRange) continue;
        if (!seat.hands.empty()) {
            ranges.push_back(&seat.hands);
            continue;
        }
        auto& masks = holdem_masks.emplace_back();
        for (const WeightedCombo& c : seat.combos) masks.push_back(card_bit(c.high) | card_bit(c.low));
    }
    for (const auto& masks : holdem_masks) ranges.push_back(&masks);
    if (ranges.size() < 2) return;  // one range alone always fits: its hands avoid the known cards
    std::sort(ranges.begin(), ranges.end(), [](auto a, auto b) { return a->size() < b->size(); });
    std::uint64_t nodes = 0;
    auto fits = [&](auto&& self, std::size_t i, CardMask used) -> bool {
        if (i == ranges.size()) return true;
        for (const CardMask m : *ranges[i]) {
            if (++nodes > budget) return true;  // too long to prove: assume it fits
            if (!(used & m) && self(self, i + 1, used | m)) return true;
        }
        return false;
    };
    if (!fits(fits, 0, problem.known_mask))
        throw std::invalid_argument("no deal is possible: the players' ranges always collide with each other");
}

}  // namespace holdem::equity_detail
