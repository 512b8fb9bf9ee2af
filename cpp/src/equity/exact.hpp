// Exact enumeration: its plan (the estimated cost that decides between exact
// and Monte Carlo), the run, and the check that some deal is possible at
// all.  Internal to the equity calculator.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "holdem/equity.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

// Hold'em hole-card assignments merged into classes that are equal up to a
// suit permutation fixing the board and dead cards: one representative
// (two cards per player), the summed weight and the count of each.
struct HoldemClasses {
    std::vector<Card> holes;
    std::vector<double> weight;
    std::vector<std::uint64_t> count;
    std::size_t size() const { return weight.size(); }
};

struct ExactPlan {
    // Estimated single-thread seconds, from counts alone (so the choice of
    // method never depends on the machine or the thread count); +inf when
    // out of reach.
    double seconds = 0.0;
    bool built = false;  // classes already enumerated (when that was cheap)
    HoldemClasses classes;
};

ExactPlan plan_exact(const Problem& problem, const EquityOptions& options);
// Throws std::invalid_argument when the plan is out of reach.
EquityResult run_exact(const Problem& problem, ExactPlan& plan, int threads, const EquityOptions& options,
                       double start);

// Throws std::invalid_argument when no deal is possible at all (ranges that
// always collide).  `budget` bounds the search; past it the deal is assumed possible.
void check_some_deal_exists(const Problem& problem, std::uint64_t budget = 2'000'000);

}  // namespace holdem::equity_detail
