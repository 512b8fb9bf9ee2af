// Omaha hi evaluation: exactly two hole cards and exactly three board cards.
#pragma once

#include <cstddef>

#include "holdem/cards.hpp"
#include "holdem/strength.hpp"

namespace holdem {

// Strength 1..7462 of the best Omaha hand from 5 board cards and 4, 5 or 6
// hole cards (unchecked: distinct valid cards).
Strength evaluate_omaha(const Card* board, const Card* hole, std::size_t hole_n);

// As evaluate_omaha, but throws std::invalid_argument on a wrong count, a bad
// card or a duplicate, naming the problem.
Strength evaluate_omaha_checked(const Card* board, std::size_t board_n, const Card* hole, std::size_t hole_n);

}  // namespace holdem
