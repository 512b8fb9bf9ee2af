// One assignment of Hold'em hole cards as both exact enumerations
// (exact_holdem.cpp, next_card.cpp) read it: each player's rank-key sum with
// the board, each player's hole ranks by suit, and how many more cards of a
// suit a flush needs at the least.  Internal to the equity calculator.
#pragma once

#include <algorithm>
#include <cstdint>

#include "holdem/eval/evaluator.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

struct HoldemHands {
    std::uint32_t base_key[kMaxPlayers];         // board and hole ranks, as rank-key sums
    std::uint16_t hole_suit[kMaxPlayers][4];     // hole ranks by suit (bit r: rank r)
    int need[4];                                 // new cards of suit s before anyone can have a flush in it

    // holes: two cards per player of n.
    void set(const Card* holes, int n, std::uint32_t board_key, const std::uint16_t* board_suit) {
        int most[4] = {0, 0, 0, 0};
        for (int p = 0; p < n; ++p) {
            const Card a = holes[2 * p];
            const Card b = holes[2 * p + 1];
            base_key[p] = board_key + tables::kRankKeys[rank_of(a)] + tables::kRankKeys[rank_of(b)];
            for (int s = 0; s < 4; ++s) hole_suit[p][s] = 0;
            hole_suit[p][suit_of(a)] |= static_cast<std::uint16_t>(1u << rank_of(a));
            hole_suit[p][suit_of(b)] |= static_cast<std::uint16_t>(1u << rank_of(b));
            for (int s = 0; s < 4; ++s) most[s] = std::max(most[s], __builtin_popcount(hole_suit[p][s]));
        }
        for (int s = 0; s < 4; ++s) need[s] = 5 - most[s] - __builtin_popcount(board_suit[s]);
    }
};

}  // namespace holdem::equity_detail
