#include "holdem/eval/evaluator.hpp"

#include <stdexcept>
#include <string>

namespace holdem {

Strength evaluate_checked(const Card* cards, std::size_t n) {
    if (n < 5 || n > 7)
        throw std::invalid_argument("a hand needs 5, 6 or 7 cards, got " + std::to_string(n));
    check_cards(cards, n);
    return evaluate(cards, n);
}

std::size_t table_bytes() {
    return sizeof(tables::kRowOffsets) + sizeof(tables::kNonFlushStrength) + sizeof(tables::kFlushStrength);
}

}  // namespace holdem
