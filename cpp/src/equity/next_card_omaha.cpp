// Next-card equity in Omaha (hi and hi-lo): the exact walk board by board
// (omaha_boards.hpp), each board's showdowns credited to the cards it draws,
// both new cards on a flop as in Hold'em (next_card.cpp): the per-card sums
// then add up to twice the flop's, and their mean is the flop equity.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <stdexcept>
#include <vector>

#include "exact.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/equity/next_card.hpp"
#include "problem.hpp"
#include "runner.hpp"

namespace holdem::equity_detail {

namespace {

// The figures from Tally::next_card's rows [weight, share of each player] per card.
NextCardResult from_sums(const std::vector<double>& sums, int n) {
    NextCardResult result;
    result.equity_now.assign(static_cast<std::size_t>(n), 0.0);
    const std::size_t stride = static_cast<std::size_t>(n) + 1;
    double total = 0.0;
    for (int c = 0; c < kNumCards; ++c) {
        const double* row = &sums[static_cast<std::size_t>(c) * stride];
        if (row[0] <= 0.0) continue;  // on the board, dead, or in a hand in every deal
        result.cards.push_back(static_cast<Card>(c));
        result.weights.push_back(row[0]);
        std::vector<double> equity(static_cast<std::size_t>(n));
        for (int p = 0; p < n; ++p) {
            equity[static_cast<std::size_t>(p)] = row[p + 1] / row[0];
            result.equity_now[static_cast<std::size_t>(p)] += row[p + 1];
        }
        result.equity.push_back(std::move(equity));
        total += row[0];
    }
    for (double& w : result.weights) w /= total;
    for (double& e : result.equity_now) e /= total;
    return result;
}

// A finished run's figures, or what a run stopped early answers.
NextCardResult from_outcome(const RunOutcome& outcome, int n) {
    if (!outcome.complete()) return next_card_cut_short(outcome);
    if (outcome.tally.weight <= 0.0) throw std::invalid_argument("no deal is possible: the players' hands always collide");
    return from_sums(outcome.tally.next_card, n);
}

}  // namespace

NextCardResult omaha_next_card(const Problem& problem, const EquityOptions& options, double start) {
    const int n = problem.players;
    const int threads = std::min(resolve_threads(options.threads), 256);
    RunControl control = exact_control(options, n, start);
    control.snapshot = share_done;
    if (omaha_pairs_apply(problem)) {  // heads-up lists of hands: hand pairs board by board, nothing listed
        if (!std::isfinite(plan_exact(problem, options).seconds))
            throw std::invalid_argument("next-card equity is too large here (too many hand combinations)");
        return from_outcome(omaha_pairs_next_card_run(problem, threads, control), n);
    }
    check_weighted_omaha_exact(problem);
    if (!std::isfinite(omaha_deals_seconds(problem)))  // every deal is listed and walked
        throw std::invalid_argument("next-card equity is too large here (too many hand combinations)");
    OmahaDeals deals;
    try {
        deals = omaha_assignments(problem, Poller(options, start, options.time_limit));
    } catch (const TimeLimitReached&) {
        return next_card_cut_short(true, 0.0);
    }
    return from_outcome(is_hilo(problem.game) ? hilo_next_card_run(problem, deals, threads, control)
                                              : omaha_next_card_run(problem, deals, threads, control),
                        n);
}

}  // namespace holdem::equity_detail
