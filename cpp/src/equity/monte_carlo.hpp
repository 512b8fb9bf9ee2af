// Monte Carlo equity: independent deals until a trial count, a standard
// error or a time limit is reached.  Internal to the equity calculator.
#pragma once

#include "holdem/equity/equity.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

EquityResult run_monte_carlo(const Problem& problem, int threads, const EquityOptions& options, double start);

}  // namespace holdem::equity_detail
