#include <array>

#include "holdem/eval/evaluator.hpp"
#include "holdem/eval/omaha.hpp"

namespace holdem {

BestHand best_omaha_hand(const Card* board, std::size_t board_n, const Card* hole, std::size_t hole_n) {
    BestHand best;
    best.strength = evaluate_omaha_checked(board, board_n, hole, hole_n);
    best.category = category(best.strength);
    // Find two hole and three board cards reaching that strength (at most 150 tries).
    for (std::size_t i = 0; i < hole_n; ++i)
        for (std::size_t j = i + 1; j < hole_n; ++j)
            for (int a = 0; a < 5; ++a)
                for (int b = a + 1; b < 5; ++b)
                    for (int c = b + 1; c < 5; ++c) {
                        const std::array<Card, 5> five = {hole[i], hole[j], board[a], board[b], board[c]};
                        if (evaluate(five.data(), 5) == best.strength) {
                            best.cards = order_five(five, best.category);
                            return best;
                        }
                    }
    return best;  // unreachable for valid input
}

}  // namespace holdem
