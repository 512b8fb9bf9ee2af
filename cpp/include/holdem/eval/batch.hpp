// Evaluating many hands at once, across threads.
#pragma once

#include <cstddef>
#include <cstdint>

#include "holdem/core/cards.hpp"
#include "holdem/core/strength.hpp"

namespace holdem {

// rows x width cards (row-major, width 5..7) -> rows strengths.  threads: 0 =
// every core.  With validate, throws std::invalid_argument naming the first
// bad row ("row 3: duplicate card As"); without, a bad row gets a
// meaningless strength (never a read out of bounds).  Throws Cancelled, with
// `out` partly written, once cancel_requested() (holdem/core/cancel.hpp).
void evaluate_batch(const Card* cards, std::size_t rows, std::size_t width, Strength* out,
                    int threads = 1, bool validate = true);

// evaluate_batch and evaluate_shortdeck_batch (shortdeck.hpp) run a vector
// kernel (AVX2) where the processor has one and a portable kernel elsewhere;
// both give the same strengths.  Turning the vector kernel off (tests,
// benchmarks) sends every row of either batch to the portable kernel.
void set_batch_simd_enabled(bool enabled);
// True when evaluate_batch uses the vector kernel: enabled, and the processor has it.
bool batch_simd_active();

}  // namespace holdem
