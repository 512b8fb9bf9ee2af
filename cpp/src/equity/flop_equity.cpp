// Each player's exact equity on each of a list of flops, heads-up
// (flop_equity.hpp), by the cheaper of two walks: the board-by-board walk
// (exact_holdem_pairs.cpp) over the boards that stand for their orbits under
// the deals' suit symmetries, each credited to the flops it holds (ranges:
// about ten times fewer boards than flop by flop), or each flop's own exact
// enumeration (a few combos: a flop's class walk costs less than the boards
// its flops share).
#include "holdem/equity/flop_equity.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <stdexcept>
#include <string>

#include "board_orbits.hpp"
#include "exact.hpp"
#include "flop_classes.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/eval/shortdeck.hpp"
#include "problem.hpp"
#include "runner.hpp"

namespace holdem {

namespace {

using namespace equity_detail;

// Why a flop's card cannot come, or "" when it can.
std::string out_of_play(const Problem& problem, Card card, CardMask earlier) {
    if (card >= kNumCards) return "card number " + std::to_string(card) + " is not a card (0..51)";
    const std::string name = card_to_string(card);
    if (earlier & card_bit(card)) return name + " twice";
    if (is_holdem_like(problem.game) && problem.game != Game::kHoldem && (kShortDeckMissing & card_bit(card)))
        return name + " is not in the short deck";
    if (problem.dead_mask & card_bit(card)) return name + " is dead";
    if (problem.known_mask & card_bit(card)) return name + " is in a player's hand";
    return "";
}

void check_flops(const Problem& problem, const std::vector<std::array<Card, 3>>& flops) {
    for (std::size_t i = 0; i < flops.size(); ++i) {
        CardMask seen = 0;
        for (const Card card : flops[i]) {
            const std::string why = out_of_play(problem, card, seen);
            if (!why.empty()) throw std::invalid_argument("flop " + std::to_string(i + 1) + ": " + why);
            seen |= card_bit(card);
        }
    }
}

CardMask flop_mask(const std::array<Card, 3>& flop) {
    return card_bit(flop[0]) | card_bit(flop[1]) | card_bit(flop[2]);
}

// Measured on one core, each way run on six spots from AsKs v QhQd to 22+,A2s+ v random
// (docs/performance.md, "Flop report"): a lone flop's exact run besides its enumeration (checking the
// spot, planning), and its enumeration over what the planner models.  (The walk's test of a board
// for its orbit, 120 ns, is in holdem_pairs_seconds.)
constexpr double kFlopSetUpSeconds = 3e-5, kFlopMeasuredOverModel = 2.0;

// Whether the board-by-board walk is modelled to take less time than the flops one by one (`flops`: one per
// class that some deal reaches; `combos`: both players' together) on `threads` threads: its boards are swept
// as a flop's are (the pairs walk's model and measured share) and spread over every thread; a flop is an item
// of one thread.
bool walk_the_boards(const Problem& problem, double combos, const std::vector<std::array<Card, 3>>& flops,
                     const BoardOrbits& orbits, int threads, const std::vector<PlayerSpec>& players,
                     const std::vector<Card>& dead, const EquityOptions& options) {
    const Problem on_a_flop = make_problem(players, {flops[0].begin(), flops[0].end()}, dead, options);
    const double flop_seconds = kFlopSetUpSeconds + kFlopMeasuredOverModel * plan_exact(on_a_flop, options).seconds;
    // Every board drawn and tested, the least of each orbit swept as a flop's boards are.
    const double walk_seconds = measured_share(2) * holdem_pairs_seconds(problem, combos, orbits.size());
    const auto flop_threads =
        static_cast<double>(std::min<std::size_t>(static_cast<std::size_t>(threads), flops.size()));
    return walk_seconds / threads < flop_seconds * static_cast<double>(flops.size()) / flop_threads;
}

// The flops to enumerate: one of each class that some deal reaches, and its class; each class's deals.
struct ReachedFlops {
    std::vector<double> deals;  // by class
    std::vector<std::array<Card, 3>> flops;
    std::vector<int> classes;
};

ReachedFlops reached_flops(const std::vector<std::vector<WeightedCombo>>& choices, const FlopClasses& classes,
                           const std::vector<std::array<Card, 3>>& flops) {
    ReachedFlops reached;
    reached.deals.assign(classes.count(), -1.0);
    for (std::size_t i = 0; i < flops.size(); ++i) {
        const int cls = classes.class_of_given(i);
        double& deals = reached.deals[static_cast<std::size_t>(cls)];
        if (deals >= 0.0) continue;  // a flop of its class came before
        deals = disjoint_pairs(choices[0], choices[1], flop_mask(flops[i]), true);  // the deals that miss it
        if (deals > 0.0) {
            reached.flops.push_back(flops[i]);
            reached.classes.push_back(cls);
        }
    }
    return reached;
}

using ClassEquities = std::vector<std::array<double, 2>>;

// The walk board by board: each reached class's equities from its sums.
RunOutcome walk_boards(const Problem& problem, const BoardOrbits& orbits, const FlopClasses& classes,
                       const ReachedFlops& reached, int threads, const RunControl& control, ClassEquities& equity) {
    PairWalk walk;
    walk.orbits = &orbits;
    walk.flops = &classes;
    RunOutcome outcome = holdem_pairs_run(problem, walk, threads, control);
    if (!outcome.complete()) return outcome;
    for (const int cls : reached.classes) {
        const double* row = &outcome.tally.by_flop[static_cast<std::size_t>(cls) * 3];
        equity[static_cast<std::size_t>(cls)] = {row[1] / row[0], row[2] / row[0]};
    }
    return outcome;
}

// The flops one by one, a flop an item (its exact equity as calculate_equity gives it, on one
// thread), the items bounded and polled as the run says.
RunOutcome flop_by_flop(const std::vector<PlayerSpec>& players, const std::vector<Card>& dead,
                        const EquityOptions& options, const ReachedFlops& reached, int threads,
                        const RunControl& control, ClassEquities& equity) {
    EquityOptions each = options;
    each.threads = 1;
    each.exact = ExactMode::kExact;
    each.time_limit = 0.0;
    each.poll = nullptr;
    each.progress = nullptr;
    const ItemFn work = [&](std::uint64_t item, Tally&) {
        const std::array<Card, 3>& flop = reached.flops[item];
        const EquityResult r = calculate_equity(players, {flop.begin(), flop.end()}, dead, each);
        equity[static_cast<std::size_t>(reached.classes[item])] = {r.equity[0], r.equity[1]};
    };
    return run_items(reached.flops.size(), threads, work, control);
}

}  // namespace

FlopEquities heads_up_flop_equities(const std::vector<PlayerSpec>& players,
                                    const std::vector<std::array<Card, 3>>& flops, const std::vector<Card>& dead,
                                    const EquityOptions& options) {
    check_options(options);
    const Problem problem = make_problem(players, {}, dead, options);
    if (!holdem_pairs_apply(problem))
        throw std::invalid_argument("flop equities are for two players of Hold'em or short deck, got " +
                                    std::to_string(problem.players) + " players");
    check_flops(problem, flops);
    check_some_deal_exists(problem);
    const BoardOrbits orbits = deal_orbits(problem);
    const FlopClasses classes(orbits, flops);
    const auto choices = holdem_choices(problem);
    const ReachedFlops reached = reached_flops(choices, classes, flops);

    FlopEquities result;
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    ClassEquities equity(classes.count(), {nan, nan});
    if (!reached.flops.empty()) {
        const RunControl control = answer_when_done_control(options, problem.players, call_start(options));
        const int threads = std::min(resolve_threads(options.threads), 256);
        const auto combos = static_cast<double>(choices[0].size() + choices[1].size());
        result.by_board = walk_the_boards(problem, combos, reached.flops, orbits, threads, players, dead, options);
        const RunOutcome outcome =
            result.by_board ? walk_boards(problem, orbits, classes, reached, threads, control, equity)
                            : flop_by_flop(players, dead, options, reached, threads, control, equity);
        if (!outcome.complete()) {
            result.complete = false;
            result.timed_out = outcome.reason == StopReason::kTimeLimit;
            result.progress = static_cast<double>(outcome.merged) / static_cast<double>(outcome.count);
            return result;
        }
    }
    for (std::size_t i = 0; i < flops.size(); ++i) {
        const auto cls = static_cast<std::size_t>(classes.class_of_given(i));
        result.deals.push_back(reached.deals[cls]);
        result.equity.push_back(equity[cls]);
    }
    return result;
}

}  // namespace holdem
