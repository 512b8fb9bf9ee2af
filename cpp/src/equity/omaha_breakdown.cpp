// The Omaha breakdown (omaha_breakdown.hpp): the hand-pairs walk with each
// hand's sums kept.
#include "holdem/equity/omaha_breakdown.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "exact.hpp"
#include "holdem/core/parallel.hpp"
#include "problem.hpp"
#include "runner.hpp"

namespace holdem {

OmahaBreakdown omaha_breakdown(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                               const std::vector<Card>& dead, int player, const EquityOptions& options) {
    using namespace equity_detail;
    check_options(options);
    const Problem problem = make_problem(players, board, dead, options);
    if (player < 0 || player >= problem.players)
        throw std::invalid_argument("player must be 1 to " + std::to_string(problem.players) + ", got " +
                                    std::to_string(player + 1));
    if (!omaha_pairs_fit(problem))
        throw std::invalid_argument("an Omaha breakdown is heads-up, each player a range, an array of hands or "
                                    "all its cards (not random or some of its cards)");
    check_some_deal_exists(problem);
    if (!std::isfinite(plan_exact(problem, options).seconds))
        throw std::invalid_argument("this breakdown is too large to enumerate (too many hand pairs and boards)");
    const double start = now_seconds();
    RunControl control = exact_control(options, problem.players, start);
    control.snapshot = share_done;
    const int threads = std::min(resolve_threads(options.threads), 256);
    const RunOutcome outcome = omaha_pairs_by_hand_run(problem, player, threads, control);
    OmahaBreakdown result;
    if (!outcome.complete()) {
        result.complete = false;
        result.timed_out = outcome.reason == StopReason::kTimeLimit;
        result.progress = outcome.count ? static_cast<double>(outcome.merged) / static_cast<double>(outcome.count) : 0;
        return result;
    }
    if (outcome.tally.weight <= 0.0)
        throw std::invalid_argument("no deal is possible: the players' hands always collide");
    const Seat& seat = problem.seats[static_cast<std::size_t>(player)];
    std::vector<CardMask> hands = seat.hands;
    if (seat.kind == Seat::Kind::kFixed) {
        CardMask mask = 0;
        for (Card c : seat.known) mask |= card_bit(c);
        hands = {mask};
    }
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
