// The best five cards of a 5..7-card hand, and the comparator's score string.
#pragma once

#include <array>
#include <cstddef>
#include <string>

#include "holdem/core/cards.hpp"
#include "holdem/core/strength.hpp"

namespace holdem {

struct BestHand {
    Strength strength = 0;
    int category = 0;             // hand code 1..10
    std::array<Card, 5> cards{};  // most significant first: groups by size, then rank; straights top down
};

// Checked: throws std::invalid_argument on a bad count, card or duplicate.
BestHand best_hand(const Card* cards, std::size_t n);

// Five cards in significance order, given their hand code (the order best_hand uses).
std::array<Card, 5> order_five(std::array<Card, 5> five, int category);

// The original comparator's score: category digit 1..9 (royal is 9), then the
// five faces as two digits each (02..14), most significant first; the ace of a
// five-high straight is 01.  "50908070605" is a nine-high straight.
std::string score_string(const BestHand& best);

}  // namespace holdem
