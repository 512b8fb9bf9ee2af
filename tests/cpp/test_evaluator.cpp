// The fast evaluator on known hands: the extremes, the first and last strength of every hand
// code, 6- and 7-card hands, the checked entry point, and the counts of all 2,598,960 five-card
// hands by category (the textbook figures).
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

holdem::Strength strength(const std::string& text) {
    const std::vector<holdem::Card> cards = holdem::parse_cards(text);
    return holdem::evaluate(cards.data(), cards.size());
}

void extremes() {
    CHECK_EQ(strength("AsKsQsJsTs"), 7462);
    CHECK_EQ(strength("7h5d4c3s2h"), 1);
    // Ints: 4 * rank + suit, ranks 2..A = 0..12, suits c, d, h, s = 0..3.
    const holdem::Card royal[5] = {51, 47, 43, 39, 35};
    CHECK_EQ(holdem::evaluate(royal, 5), 7462);
    CHECK_EQ(holdem::make_card(12, 3), 51);
    CHECK_EQ(holdem::card_to_string(0), std::string("2c"));
    CHECK_EQ(holdem::parse_card("10h"), holdem::parse_card("Th"));
    CHECK_EQ(holdem::parse_card("as"), 51);
}

// The lowest and highest strength of each hand code 1..10.
void category_boundaries() {
    struct Case {
        const char* hand;
        holdem::Strength strength;
        int category;
    };
    const Case cases[] = {
        {"7h5d4c3s2h", 1, holdem::kHighCard},     {"AhKdQcJs9h", 1277, holdem::kHighCard},
        {"2h2d3c4s5h", 1278, holdem::kPair},      {"AhAdKcQsJh", 4137, holdem::kPair},
        {"3h3d2c2s4h", 4138, holdem::kTwoPair},   {"AhAdKcKsQh", 4995, holdem::kTwoPair},
        {"2h2d2c3s4h", 4996, holdem::kThreeOfAKind}, {"AhAdAcKsQh", 5853, holdem::kThreeOfAKind},
        {"Ah2d3c4s5h", 5854, holdem::kStraight},  {"AhKdQcJsTh", 5863, holdem::kStraight},
        {"7h5h4h3h2h", 5864, holdem::kFlush},     {"AhKhQhJh9h", 7140, holdem::kFlush},
        {"2h2d2c3s3h", 7141, holdem::kFullHouse}, {"AhAdAcKsKh", 7296, holdem::kFullHouse},
        {"2h2d2c2s3h", 7297, holdem::kFourOfAKind}, {"AhAdAcAsKh", 7452, holdem::kFourOfAKind},
        {"Ah2h3h4h5h", 7453, holdem::kStraightFlush}, {"KhQhJhTh9h", 7461, holdem::kStraightFlush},
        {"AhKhQhJhTh", 7462, holdem::kRoyalFlush},
    };
    for (const Case& c : cases) {
        CHECK_EQ(strength(c.hand), c.strength);
        CHECK_EQ(holdem::category(c.strength), c.category);
    }
    for (int code = holdem::kHighCard; code <= holdem::kRoyalFlush; ++code) {
        CHECK_EQ(holdem::category(holdem::kCategoryFloor[code]), code);
        CHECK_EQ(holdem::category(static_cast<holdem::Strength>(holdem::kCategoryFloor[code + 1] - 1)), code);
    }
    CHECK_EQ(std::string(holdem::category_name(holdem::kRoyalFlush)), std::string("Royal flush"));
}

void six_and_seven_cards() {
    // The best five of seven: a flush beats the straight on the same cards.
    CHECK_EQ(strength("9h8h7h6d5h2h3c"), strength("9h8h7h5h2h"));
    CHECK_EQ(strength("AsKsQsJsTs2c3d"), 7462);
    CHECK_EQ(strength("7h5d4c3s2h2c"), strength("2h2c7h5d4c"));
    // Suits do not matter without a flush; order never does.
    CHECK_EQ(strength("AhKdQcJs9h8c2d"), strength("2dAs8cKhQdJc9s"));
    // Equal strength is a tie: two pair with the same kicker in other suits.
    CHECK_EQ(strength("KhKdQcQs9h3c2d"), strength("KcKsQhQd9c4h2s"));
    const holdem::Card seven[7] = {51, 47, 43, 39, 35, 0, 1};
    CHECK_EQ(holdem::evaluate(seven, 7), 7462);
}

void checked() {
    const std::vector<holdem::Card> four = holdem::parse_cards("AsKsQsJs");
    CHECK_THROWS(holdem::evaluate_checked(four.data(), four.size()), std::invalid_argument, "");
    const std::vector<holdem::Card> duplicate = holdem::parse_cards("AsKsQsJsAs");
    CHECK_THROWS(holdem::evaluate_checked(duplicate.data(), duplicate.size()), std::invalid_argument, "As");
    CHECK_THROWS(holdem::parse_cards("AsXx"), std::invalid_argument, "Xx");
    const std::vector<holdem::Card> royal = holdem::parse_cards("As Ks,Qs Js Ts");
    CHECK_EQ(holdem::evaluate_checked(royal.data(), royal.size()), 7462);
    const holdem::BestHand best = holdem::best_hand(royal.data(), royal.size());
    CHECK_EQ(best.strength, 7462);
    CHECK_EQ(best.category, holdem::kRoyalFlush);
    // The comparator's score string keeps the original's one digit: a royal flush is 9 there.
    CHECK_EQ(holdem::score_string(best), std::string("91413121110"));
}

// Every five-card hand once: the number of hands of each category and of distinct strengths.
void five_card_counts() {
    std::array<std::uint64_t, 11> counts{};
    std::vector<bool> seen(holdem::kNumStrengths + 1, false);
    holdem::Card hand[5];
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int c = b + 1; c < 52; ++c)
                for (int d = c + 1; d < 52; ++d)
                    for (int e = d + 1; e < 52; ++e) {
                        hand[0] = static_cast<holdem::Card>(a);
                        hand[1] = static_cast<holdem::Card>(b);
                        hand[2] = static_cast<holdem::Card>(c);
                        hand[3] = static_cast<holdem::Card>(d);
                        hand[4] = static_cast<holdem::Card>(e);
                        const holdem::Strength s = holdem::evaluate(hand, 5);
                        ++counts[static_cast<std::size_t>(holdem::category(s))];
                        seen[s] = true;
                    }
    const std::array<std::uint64_t, 11> expected = {0,     1302540, 1098240, 123552, 54912, 10200,
                                                    5108,  3744,    624,     36,     4};
    for (int code = 1; code <= 10; ++code) CHECK_EQ(counts[static_cast<std::size_t>(code)], expected[code]);
    std::size_t distinct = 0;
    for (int s = 1; s <= holdem::kNumStrengths; ++s) distinct += seen[static_cast<std::size_t>(s)];
    CHECK_EQ(distinct, std::size_t{7462});
}

}  // namespace

int main() {
    extremes();
    category_boundaries();
    six_and_seven_cards();
    checked();
    five_card_counts();
    return holdem_test::report("test_evaluator");
}
