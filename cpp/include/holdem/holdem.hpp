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
#include "holdem/cards.hpp"
#include "holdem/strength.hpp"

// Evaluators: the fast evaluator, incremental enumeration, best five cards, batches, Omaha.
#include "holdem/batch.hpp"
#include "holdem/best_hand.hpp"
#include "holdem/enumeration.hpp"
#include "holdem/evaluator.hpp"
#include "holdem/omaha.hpp"
#include "holdem/prime_evaluator.hpp"

// Equity: ranges, exact enumeration and Monte Carlo.
#include "holdem/equity.hpp"
#include "holdem/range.hpp"

// The original library's classes (hand, deck, table) and its comparator pipeline.
#include "holdem/comparator.hpp"
#include "holdem/deck.hpp"
#include "holdem/hand.hpp"
#include "holdem/sample_generator.hpp"
#include "holdem/table.hpp"

// Self-checks, threads and random numbers.
#include "holdem/census.hpp"
#include "holdem/omaha_census.hpp"
#include "holdem/cancel.hpp"
#include "holdem/parallel.hpp"
#include "holdem/random.hpp"
