// One board's Omaha high value of every pair of cards (the best five of the
// pair and three of the board), so that a hand on that board is the best of
// its C(hole, 2) pairs' entries: the walk board by board of the exact Omaha
// enumerations (omaha_boards.hpp) builds one a board.  Internal to the
// equity calculator.
#pragma once

#include <algorithm>
#include <cstddef>

#include "holdem/core/cards.hpp"
#include "holdem/core/strength.hpp"
#include "holdem/eval/omaha.hpp"

namespace holdem::equity_detail {

class OmahaPairTable {
public:
    // board: 5 distinct cards; the pairs of `cards` (the count cards that
    // hands may hold) off the board are filled, the others left as they were.
    void fill(const Card* board, const Card* cards, std::size_t count) {
        const OmahaBoard row(board);
        CardMask on = 0;
        for (std::size_t i = 0; i < kOmahaBoardCards; ++i) on |= card_bit(board[i]);
        for (std::size_t i = 0; i < count; ++i) {
            const Card a = cards[i];
            if (on & card_bit(a)) continue;
            for (std::size_t j = i + 1; j < count; ++j) {
                const Card b = cards[j];
                if (on & card_bit(b)) continue;
                const Card pair[2] = {a, b};
                value_[a][b] = value_[b][a] = row.evaluate_n<2>(pair);
            }
        }
    }

    // The high value of H hole cards (none on the board) with the board.
    template <std::size_t H>
    Strength best(const Card* hole) const {
        Strength s = 0;
        for (const auto& [i, j] : detail::kHolePairs<H>) s = std::max(s, value_[hole[i]][hole[j]]);
        return s;
    }

private:
    Strength value_[kNumCards][kNumCards] = {};
};

}  // namespace holdem::equity_detail
