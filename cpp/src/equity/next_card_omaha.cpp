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

NextCardResult omaha_next_card(const Problem& problem, const EquityOptions& options, double start) {
    const int n = problem.players;
    const int threads = std::min(resolve_threads(options.threads), 256);
    const RunControl control = answer_when_done_control(options, n, start);
    if (omaha_pairs_apply(problem)) {  // heads-up lists of hands: hand pairs board by board, nothing listed
        if (!std::isfinite(plan_exact(problem, options).seconds))
            throw std::invalid_argument("next-card equity is too large here (too many hand combinations)");
        return next_card_from_outcome(omaha_pairs_next_card_run(problem, threads, control), n);
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
    return next_card_from_outcome(is_hilo(problem.game) ? hilo_next_card_run(problem, deals, threads, control)
                                              : omaha_next_card_run(problem, deals, threads, control),
                        n);
}

}  // namespace holdem::equity_detail
