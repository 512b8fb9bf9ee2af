// Evaluating many hands at once, across threads.
#pragma once

#include <cstddef>
#include <cstdint>

#include "holdem/cards.hpp"
#include "holdem/strength.hpp"

namespace holdem {

// rows x width cards (row-major, width 5..7) -> rows strengths.  threads: 0 =
// every core.  With validate, throws std::invalid_argument naming the first
// bad row ("row 3: duplicate card As"); without, a bad row gets a
// meaningless strength (never a read out of bounds).
void evaluate_batch(const Card* cards, std::size_t rows, std::size_t width, Strength* out,
                    int threads = 1, bool validate = true);

}  // namespace holdem
