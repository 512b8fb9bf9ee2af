// Short deck and Omaha hi-lo from C++: the category counts of all 376,992 short-deck five-card
// hands (the published figures), the two orders on named hands, the checked entry points, the
// short-deck equity of a spot counted by hand here, and hi-lo pot shares on complete boards.
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

using holdem::ShortDeck;

holdem::Strength strength(const std::string& text, ShortDeck rules = ShortDeck::kStandard) {
    const std::vector<holdem::Card> cards = holdem::parse_cards(text);
    return holdem::evaluate_shortdeck_checked(cards.data(), cards.size(), rules);
}

// Every five of the 36 cards by hand code, against counts worked out by combinatorics (nine
// ranks, four suits, six straights: A-6-7-8-9 up to T-J-Q-K-A): straight flushes 6 x 4 (the
// royal ones 4), quads 9 x 32, flushes 4 x (126 - 6), full houses 9 x 4 x 8 x 6, straights
// 6 x (4^5 - 4), trips 9 x 4 x C(8,2) x 16, two pair C(9,2) x 36 x 7 x 4, pairs 9 x 6 x C(8,3)
// x 64, high cards (126 - 6) x (4^5 - 4); 376,992 in all.
void census() {
    std::array<std::uint64_t, 11> counts{};
    holdem::Card h[5];
    for (h[0] = 16; h[0] < 52; ++h[0])
        for (h[1] = h[0] + 1; h[1] < 52; ++h[1])
            for (h[2] = h[1] + 1; h[2] < 52; ++h[2])
                for (h[3] = h[2] + 1; h[3] < 52; ++h[3])
                    for (h[4] = h[3] + 1; h[4] < 52; ++h[4])
                        ++counts[static_cast<std::size_t>(holdem::shortdeck_category(
                            holdem::evaluate_shortdeck(h, 5, ShortDeck::kStandard), ShortDeck::kStandard))];
    CHECK_EQ(counts[holdem::kRoyalFlush], 4u);
    CHECK_EQ(counts[holdem::kStraightFlush], 20u);
    CHECK_EQ(counts[holdem::kFourOfAKind], 288u);
    CHECK_EQ(counts[holdem::kFlush], 480u);
    CHECK_EQ(counts[holdem::kFullHouse], 1728u);
    CHECK_EQ(counts[holdem::kStraight], 6120u);
    CHECK_EQ(counts[holdem::kThreeOfAKind], 16128u);
    CHECK_EQ(counts[holdem::kTwoPair], 36288u);
    CHECK_EQ(counts[holdem::kPair], 193536u);
    CHECK_EQ(counts[holdem::kHighCard], 122400u);
}

void orders() {
    CHECK(strength("AhKh9h8h6h") > strength("AsAdAcKsKd"));
    CHECK(strength("As6d7h8c9s") < strength("6d7h8c9sTd"));
    CHECK(strength("6d7h8c9sTd") > strength("AsAdAhKcQd"));
    CHECK(strength("6d7h8c9sTd", ShortDeck::kTriton) < strength("AsAdAhKcQd", ShortDeck::kTriton));
    CHECK_EQ(strength("AsKsQsJsTs"), holdem::kShortDeckStrengths);
    CHECK_EQ(strength("Jc9d8h7s6c"), 1);
    CHECK_THROWS(strength("AsKsQsJs5h"), std::invalid_argument, "card 5h is not in the short deck");
    CHECK_THROWS(holdem::shortdeck_category(0, ShortDeck::kStandard), std::invalid_argument, "out of range");
}

// Heads-up on the turn, counted here over the 28 rivers with the evaluator.
void short_deck_equity() {
    holdem::EquityOptions options;
    options.game = holdem::Game::kShortDeck;
    options.exact = holdem::ExactMode::kExact;
    const auto result = holdem::calculate_equity({"9sTs", "8d8c"}, "6c7d8hKs", "", options);
    const std::vector<holdem::Card> board = holdem::parse_cards("6c7d8hKs");
    const std::vector<holdem::Card> a = holdem::parse_cards("9sTs"), b = holdem::parse_cards("8d8c");
    double share = 0;
    int rivers = 0;
    for (holdem::Card c = 16; c < 52; ++c) {
        const holdem::CardMask used = holdem::card_bit(c);
        bool taken = false;
        for (auto x : {board[0], board[1], board[2], board[3], a[0], a[1], b[0], b[1]}) taken |= (used == holdem::card_bit(x));
        if (taken) continue;
        const holdem::Card ha[7] = {board[0], board[1], board[2], board[3], c, a[0], a[1]};
        const holdem::Card hb[7] = {board[0], board[1], board[2], board[3], c, b[0], b[1]};
        const auto sa = holdem::evaluate_shortdeck(ha, 7, ShortDeck::kStandard);
        const auto sb = holdem::evaluate_shortdeck(hb, 7, ShortDeck::kStandard);
        share += sa > sb ? 1.0 : sa == sb ? 0.5 : 0.0;
        ++rivers;
    }
    CHECK_EQ(rivers, 28);
    CHECK(result.exact);
    CHECK_NEAR(result.equity[0], share / rivers, 1e-12);
    options.game = holdem::Game::kShortDeck;
    CHECK_THROWS(holdem::calculate_equity({"9sTs", "5d5c"}, "", "", options), std::invalid_argument,
                 "player 2: card 5d is not in the short deck");
}

// Short-deck next-card equity: each river's equity against the river counted by hand above,
// so the turn 6c7d8hKs gives 28 cards, each a win, tie or loss for 9sTs.
void short_deck_next_card() {
    holdem::EquityOptions options;
    options.game = holdem::Game::kShortDeck;
    const auto result = holdem::next_card_equity({"9sTs", "8d8c"}, "6c7d8hKs", "", options);
    CHECK_EQ(result.cards.size(), 28u);
    const std::vector<holdem::Card> board = holdem::parse_cards("6c7d8hKs");
    const std::vector<holdem::Card> a = holdem::parse_cards("9sTs"), b = holdem::parse_cards("8d8c");
    for (std::size_t i = 0; i < result.cards.size(); ++i) {
        const holdem::Card c = result.cards[i];
        CHECK(c >= 16);  // six or higher
        const holdem::Card ha[7] = {board[0], board[1], board[2], board[3], c, a[0], a[1]};
        const holdem::Card hb[7] = {board[0], board[1], board[2], board[3], c, b[0], b[1]};
        const auto sa = holdem::evaluate_shortdeck(ha, 7, ShortDeck::kStandard);
        const auto sb = holdem::evaluate_shortdeck(hb, 7, ShortDeck::kStandard);
        CHECK_NEAR(result.equity[i][0], sa > sb ? 1.0 : sa == sb ? 0.5 : 0.0, 1e-12);
        CHECK_NEAR(result.weights[i], 1.0 / 28, 1e-12);
    }
}

void hilo() {
    const std::vector<holdem::Card> board = holdem::parse_cards("2c5d7hKcKs");
    const std::vector<holdem::Card> hole = holdem::parse_cards("3h4hKhQd");
    CHECK_EQ(holdem::evaluate_omaha_lo(board.data(), hole.data(), 4), 46);
    CHECK(holdem::low_ranks(46) == (std::array<int, 5>{7, 5, 4, 3, 2}));
    CHECK(holdem::low_ranks(56) == (std::array<int, 5>{5, 4, 3, 2, 1}));
    holdem::EquityOptions options;
    options.game = holdem::parse_game("omaha-hilo");
    // Quartered: both make 7-5-4-3-2, the first also wins the high alone.
    const auto quartered = holdem::calculate_equity({"3h4hKhQd", "3s4s9d9c"}, "2c5d7hKcKs", "", options);
    CHECK_NEAR(quartered.equity[0], 0.75, 1e-12);
    CHECK_NEAR(quartered.lo_share[1], 0.25, 1e-12);
    CHECK_NEAR(quartered.low_frequency, 1.0, 1e-12);
    // No low: the high takes it all.
    const auto no_low = holdem::calculate_equity({"Ah2h3d4d", "KsKdQhJh"}, "Kc9d9h2cQc", "", options);
    CHECK_NEAR(no_low.equity[1], 1.0, 1e-12);
    CHECK_NEAR(no_low.low_frequency, 0.0, 1e-12);
    CHECK_THROWS(holdem::parse_game("stud"), std::invalid_argument, "omaha-hilo");
}

}  // namespace

int main() {
    census();
    orders();
    short_deck_equity();
    short_deck_next_card();
    hilo();
    return holdem_test::report("test_variants");
}
