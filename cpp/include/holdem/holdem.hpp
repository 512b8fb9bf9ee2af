// holdEm's whole public C++ API in one include: #include <holdem/holdem.hpp>
// (CMake: find_package(holdem CONFIG REQUIRED), target_link_libraries(app PRIVATE holdem::core)).
//
// Cards are ints 0..51 (4 * rank + suit; ranks 2..A = 0..12, suits c, d, h, s = 0..3); a hand's
// strength is 1..7462, higher is better, equal is a tie; see docs/design.md.
//
//     const holdem::Card royal[5] = {51, 47, 43, 39, 35};   // As Ks Qs Js Ts
//     holdem::evaluate(royal, 5);                           // 7462
#pragma once

// Cards and hand strength.
#include "holdem/core/cards.hpp"
#include "holdem/core/strength.hpp"

// Evaluators: the fast evaluator, incremental enumeration, best five cards, batches, Omaha.
#include "holdem/eval/batch.hpp"
#include "holdem/eval/best_hand.hpp"
#include "holdem/eval/enumeration.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/eval/gpu_batch.hpp"
#include "holdem/eval/omaha.hpp"
#include "holdem/eval/omaha_lo.hpp"
#include "holdem/eval/shortdeck.hpp"
#include "holdem/legacy/prime_evaluator.hpp"

// Equity: ranges, exact enumeration and Monte Carlo, equity flop by flop; the hit report of a range on a flop or turn.
#include "holdem/equity/board_hits.hpp"
#include "holdem/equity/equity.hpp"
#include "holdem/equity/flop_equity.hpp"
#include "holdem/equity/gpu_equity.hpp"
#include "holdem/equity/next_card.hpp"
#include "holdem/equity/heads_up_breakdown.hpp"
#include "holdem/equity/omaha_board_hits.hpp"
#include "holdem/equity/omaha_low_hits.hpp"
#include "holdem/equity/omaha_range.hpp"
#include "holdem/equity/range.hpp"

// The original library's classes (hand, deck, table) and its comparator pipeline.
#include "holdem/tools/comparator.hpp"
#include "holdem/legacy/deck.hpp"
#include "holdem/legacy/hand.hpp"
#include "holdem/tools/sample_generator.hpp"
#include "holdem/legacy/table.hpp"

// Self-checks, threads and random numbers.
#include "holdem/verify/census.hpp"
#include "holdem/verify/omaha_census.hpp"
#include "holdem/core/cancel.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/core/random.hpp"
