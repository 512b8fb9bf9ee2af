#include "holdem/eval/best_hand.hpp"

#include <algorithm>

#include "holdem/eval/evaluator.hpp"

namespace holdem {

namespace {

bool is_straight(int category) {
    return category == kStraight || category == kStraightFlush || category == kRoyalFlush;
}

// A five-high straight's ace counts as the lowest card.
int straight_rank(Card card, bool wheel) {
    return wheel && rank_of(card) == 12 ? -1 : rank_of(card);
}

}  // namespace

std::array<Card, 5> order_five(std::array<Card, 5> five, int category) {
    int count[kNumRanks] = {};
    for (Card c : five) ++count[rank_of(c)];
    const bool wheel = is_straight(category) && count[12] && count[0];
    std::sort(five.begin(), five.end(), [&](Card a, Card b) {
        const int ra = straight_rank(a, wheel), rb = straight_rank(b, wheel);
        if (count[rank_of(a)] != count[rank_of(b)]) return count[rank_of(a)] > count[rank_of(b)];
        if (ra != rb) return ra > rb;
        return suit_of(a) > suit_of(b);
    });
    return five;
}

BestHand best_hand(const Card* cards, std::size_t n) {
    BestHand best;
    best.strength = evaluate_checked(cards, n);
    best.category = category(best.strength);
    // Find a five-card subset reaching the full strength (at most 21 tries).
    for_each_five(cards, n, [&](const std::array<Card, 5>& five) {
        if (evaluate(five.data(), 5) != best.strength) return false;
        best.cards = order_five(five, best.category);
        return true;
    });
    return best;
}

std::string score_string(const BestHand& best) {
    const int digit = best.category == kRoyalFlush ? kStraightFlush : best.category;
    const bool wheel = is_straight(best.category) && rank_of(best.cards[4]) == 12;
    std::string score = std::to_string(digit);
    for (Card c : best.cards) {
        const int face = (wheel && rank_of(c) == 12) ? 1 : rank_of(c) + 2;
        score += static_cast<char>('0' + face / 10);
        score += static_cast<char>('0' + face % 10);
    }
    return score;
}

}  // namespace holdem
