// One Omaha pattern ("AxAyxy", "RROO", "[A-T]s*"): its positions as rank and
// suit constraints, and the hands it matches (docs/design.md, "Omaha ranges").
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "omaha_hand_bits.hpp"

namespace holdem::omaha_detail {

inline constexpr std::uint16_t kAllRanks = (1u << kNumRanks) - 1;
inline constexpr std::uint8_t kAllSuits = (1u << kNumSuits) - 1;
inline constexpr int kNumSuitVars = 4;  // w x y z

// One position: the ranks and suits its card may have, and the variables it
// shares with other positions (-1: none).
struct Position {
    std::uint16_t ranks = kAllRanks;
    std::uint8_t suits = kAllSuits;
    std::int8_t rank_var = -1;
    std::int8_t suit_var = -1;
};

struct Pattern {
    std::vector<Position> positions;  // bare '*' positions dropped: they never constrain a hand
    std::uint16_t var_ranks = kAllRanks;  // what a rank variable may be: no rank written alone in the pattern
    std::uint8_t var_suits = kAllSuits;   // what a suit variable may be: no suit written in the pattern
    int rank_vars = 0;                    // rank variables are 0..rank_vars-1
};

// Reads the pattern `text` (its messages quote it and number its characters).
// Throws std::invalid_argument for an unknown symbol, a bad rank list, more
// positions than `hole_cards` or the same card written twice.
Pattern parse_pattern(std::string_view text, int hole_cards);

// ORs the hands of `hole_cards` cards that match `pattern` into `out` (sized
// C(52, hole_cards)); returns whether any hand matches.
bool fill_pattern(const Pattern& pattern, int hole_cards, HandBits& out);

}  // namespace holdem::omaha_detail
