// Sequential enumeration with incremental evaluation.
//
// Walking hands in order lets each level of the walk add one card to the
// accumulator of the level above, so a 7-card hand costs one addition and one
// lookup.  seven_card_histogram counts every 7-card hand by strength.
#pragma once

#include <array>
#include <cstdint>

#include "holdem/core/cards.hpp"
#include "holdem/eval/evaluator.hpp"

namespace holdem {

using StrengthHistogram = std::array<std::uint64_t, kNumStrengths + 1>;

// Every 7-card hand (133,784,560) counted by strength.  threads: 0 = every core.
// Throws Cancelled once cancel_requested() (holdem/core/cancel.hpp).
StrengthHistogram seven_card_histogram(int threads = 1);

}  // namespace holdem
