// The heads-up breakdown (heads_up_breakdown.hpp): a pairs walk with each
// hand's sums kept, board by board in Hold'em, hand pair by hand pair in Omaha.
#include "holdem/equity/heads_up_breakdown.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>

#include "board_orbits.hpp"
#include "exact.hpp"
#include "holdem/core/parallel.hpp"
#include "problem.hpp"
#include "runner.hpp"

namespace holdem {

namespace {

using namespace equity_detail;

// The player's list as masks, in the order of the walk's rows.
std::vector<CardMask> hand_masks(const Problem& problem, int player) {
    std::vector<CardMask> masks;
    if (is_holdem_like(problem.game)) {
        const auto choices = holdem_choices(problem);
        for (const WeightedCombo& c : choices[static_cast<std::size_t>(player)])
            masks.push_back(card_bit(c.high) | card_bit(c.low));
        return masks;
    }
    const Seat& seat = problem.seats[static_cast<std::size_t>(player)];
    if (seat.kind != Seat::Kind::kFixed) return seat.hands;
    CardMask mask = 0;
    for (Card c : seat.known) mask |= card_bit(c);
    return {mask};
}

// Throws where no pairs walk takes the problem.
void check_walk_applies(const Problem& problem, const EquityOptions& options) {
    if (problem.players != 2)
        throw std::invalid_argument("a breakdown by one enumeration is heads-up (two players), got " +
                                    std::to_string(problem.players));
    if (is_holdem_like(problem.game)) return;
    if (!omaha_pairs_fit(problem))
        throw std::invalid_argument("an Omaha breakdown is heads-up, each player a range, an array of hands or "
                                    "all its cards (not random or some of its cards)");
    if (!std::isfinite(plan_exact(problem, options).seconds))
        throw std::invalid_argument("this breakdown is too large to enumerate (too many hand pairs and boards)");
}

}  // namespace

HeadsUpBreakdown heads_up_breakdown(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                    const std::vector<Card>& dead, int player, const EquityOptions& options) {
    check_options(options);
    const double start = call_start(options);
    std::optional<Problem> seated = timed_problem(players, board, dead, options, start);
    HeadsUpBreakdown result;
    if (!seated) {  // the time limit passed while the seats were built
        result.complete = false;
        result.timed_out = true;
        result.progress = 0.0;
        return result;
    }
    const Problem problem = std::move(*seated);
    if (player < 0 || player >= problem.players)
        throw std::invalid_argument("player must be 0 to " + std::to_string(problem.players - 1) +
                                    " (counted from 0), got " + std::to_string(player));
    check_walk_applies(problem, options);
    check_some_deal_exists(problem);
    const RunControl control = answer_when_done_control(options, problem.players, start);
    const int threads = std::min(resolve_threads(options.threads), 256);
    const BoardOrbits orbits = is_holdem_like(problem.game) ? pairs_walk_orbits(problem) : BoardOrbits({});
    PairWalk walk{player, false, true};
    if (orbits.size() > 1) walk.orbits = &orbits;
    const RunOutcome outcome = is_holdem_like(problem.game) ? holdem_pairs_run(problem, walk, threads, control)
                                                            : omaha_pairs_by_hand_run(problem, player, threads, control);
    if (!outcome.complete()) {
        result.complete = false;
        result.timed_out = outcome.reason == StopReason::kTimeLimit;
        result.progress = outcome.count ? static_cast<double>(outcome.merged) / static_cast<double>(outcome.count) : 0;
        return result;
    }
    if (outcome.tally.weight <= 0.0)
        throw std::invalid_argument("no deal is possible: the players' hands always collide");
    const std::vector<CardMask> hands = hand_masks(problem, player);
    const std::vector<double>& sums = outcome.tally.by_hand;
    for (std::size_t i = 0; i < hands.size(); ++i) {
        const double* row = &sums[Tally::kByHandColumns * i];
        if (row[0] <= 0.0) continue;  // no deal holds it (the opponent always collides)
        result.hands.push_back(hands[i]);
        result.deals.push_back(row[0]);
        result.wins.push_back(row[1]);
        result.ties.push_back(row[2]);
        result.shares.push_back(row[3]);
    }
    return result;
}

}  // namespace holdem
