#include "holdem/omaha.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "holdem/evaluator.hpp"

namespace holdem {

Strength evaluate_omaha(const Card* board, const Card* hole, std::size_t hole_n) {
    // Every 3 of the 5 board cards with every 2 of the hole cards.
    Strength best = 0;
    for (int a = 0; a < 5; ++a)
        for (int b = a + 1; b < 5; ++b)
            for (int c = b + 1; c < 5; ++c) {
                const HandAccumulator three = HandAccumulator().add(board[a]).add(board[b]).add(board[c]);
                for (std::size_t i = 0; i < hole_n; ++i)
                    for (std::size_t j = i + 1; j < hole_n; ++j)
                        best = std::max(best, three.plus(hole[i]).plus(hole[j]).strength());
            }
    return best;
}

Strength evaluate_omaha_checked(const Card* board, std::size_t board_n, const Card* hole, std::size_t hole_n) {
    if (board_n != 5) throw std::invalid_argument("an Omaha board needs 5 cards, got " + std::to_string(board_n));
    if (hole_n < 4 || hole_n > 6)
        throw std::invalid_argument("an Omaha hand needs 4, 5 or 6 hole cards, got " + std::to_string(hole_n));
    checked_mask(hole, hole_n, checked_mask(board, board_n));
    return evaluate_omaha(board, hole, hole_n);
}

}  // namespace holdem
