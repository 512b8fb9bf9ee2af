// Hand strength 1..7462 (higher is better, 7462 a royal flush) and the
// original's hand codes 1..10 that group strengths into categories.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace holdem {

using Strength = std::uint16_t;

inline constexpr Strength kNumStrengths = 7462;
inline constexpr int kNumCategories = 10;

enum HandCode : int {
    kHighCard = 1, kPair, kTwoPair, kThreeOfAKind, kStraight,
    kFlush, kFullHouse, kFourOfAKind, kStraightFlush, kRoyalFlush,
};

// Lowest strength of each hand code 1..10 (index 0 unused), and one past the top.
inline constexpr std::array<Strength, 12> kCategoryFloor = {
    0, 1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7462, 7463};

inline constexpr std::array<std::string_view, 11> kCategoryNames = {
    "", "High card", "Pair", "Two pair", "Three of a kind", "Straight",
    "Flush", "Full house", "Four of a kind", "Straight flush", "Royal flush"};

// Hand code 1..10 of a strength 1..7462 (branch-free: counts the floors reached).
constexpr int category(Strength strength) {
    int code = 0;
    for (int c = kHighCard; c <= kRoyalFlush; ++c) code += strength >= kCategoryFloor[static_cast<std::size_t>(c)];
    return code;
}

// Name of a hand code 1..10; throws std::invalid_argument for any other code.
std::string_view category_name(int code);

}  // namespace holdem
