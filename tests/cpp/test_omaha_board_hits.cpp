// The Omaha hit report's C++ entry points: a few hands by hand, counts and shares, and the
// errors (tests/test_omaha_hits.py checks many hands against a brute force).
#include <stdexcept>
#include <string>
#include <vector>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

holdem::CardMask mask(const char* text) {
    holdem::CardMask m = 0;
    for (const holdem::Card c : holdem::parse_cards(text)) m |= holdem::card_bit(c);
    return m;
}

holdem::OmahaHandHit hit(const char* hand, const char* board) {
    const auto b = holdem::parse_cards(board);
    return holdem::OmahaHitTable(b.data(), b.size()).classify(mask(hand));
}

void classes() {
    // Q, T, 7, 6, 5 make a straight next card: a wrap; J and T above the board: overcards.
    CHECK(hit("JdTs7c6d", "9h8c2d").made == holdem::MadeHand::kNoMadeHand);
    CHECK_EQ(hit("JdTs7c6d", "9h8c2d").draws,
             holdem::kOmahaWrap | holdem::kOmahaBackdoorFlushDraw | holdem::kOmahaOvercards);
    // Two hole cards and three board cards: A-2 on 7-7-7-2 is trips, not a full house.
    CHECK(hit("Ah2d5c6s", "7s7h7d2c").made == holdem::MadeHand::kTrips);
    // One heart in hand on four hearts: no flush, no flush draw.
    CHECK(hit("Ah3c4d9s", "2h5h9hJh").made == holdem::MadeHand::kMiddlePair);
    CHECK_EQ(hit("Ah3c4d9s", "2h5h9hJh").draws, holdem::kOmahaWrap);
    CHECK_EQ(hit("KsQs9c8c", "AsJs2h").draws,
             holdem::kOmahaFlushDraw | holdem::kOmahaNutFlushDraw | holdem::kOmahaGutshot | holdem::kOmahaComboDraw);
    CHECK(hit("AsAd7h7c", "KsKd7s").made == holdem::MadeHand::kFullHouse);
    CHECK_EQ(hit("AsAd7h7c", "KsKd7s").draws, 0);  // no draws above a straight
    CHECK_EQ(std::string(holdem::omaha_draw_name(4)), std::string("wrap"));
    // A river: two hole cards with any three of the five board cards, and no draws.  A royal flush
    // on the board is no hand's (Omaha never plays the board alone).
    CHECK(hit("AsKs2c3d", "QsJsTs4h5h").made == holdem::MadeHand::kStraightFlush);
    CHECK(hit("Ac2d3d9c", "AhKhQhJhTh").made == holdem::MadeHand::kTopPair);  // not the board's royal flush
    CHECK(hit("KhQh3c3d", "Jh8h2c4s5d").made == holdem::MadeHand::kPocketPairBelowTopPair);
    CHECK_EQ(hit("KhQh3c3d", "Jh8h2c4s5d").draws, 0);  // a nut flush draw on the turn, none now
    CHECK_EQ(hit("KhQh3c3d", "Jh8h2c4s").draws & holdem::kOmahaFlushDraw, holdem::kOmahaFlushDraw);
}

void shares() {
    const auto board = holdem::parse_cards("Jh8h2c");
    const auto range = holdem::OmahaRange::parse("AA", 4);
    const auto r = holdem::omaha_board_hits(range.hands(), board, holdem::parse_cards("As"));
    // The PLO4 hands holding two or more of the three aces left, none with a board card or the As.
    std::size_t expected = 0;
    const holdem::CardMask excluded = mask("Jh8h2cAs");
    for (const holdem::CardMask h : range.hands()) expected += (h & excluded) == 0;
    CHECK_EQ(r.hands, expected);
    double sum = 0;
    for (const double share : r.made) sum += share;
    CHECK_NEAR(sum, 1.0, 1e-12);
    CHECK(r.made[static_cast<int>(holdem::MadeHand::kOverpair)] > 0.5);
}

void errors() {
    const std::vector<holdem::CardMask> one{mask("AsAhKsKh")};
    CHECK_THROWS(holdem::omaha_board_hits(one, holdem::parse_cards("7h8h"), {}), std::invalid_argument,
                 "3, 4 or 5 cards");
    CHECK_THROWS(holdem::omaha_board_hits(one, holdem::parse_cards("7h8h2c3d4sKc"), {}), std::invalid_argument,
                 "not 6");
    CHECK_THROWS(holdem::omaha_board_hits(one, holdem::parse_cards("7h8h2c"), holdem::parse_cards("8h")),
                 std::invalid_argument, "both on the board and dead");
    CHECK_THROWS(holdem::omaha_board_hits(one, holdem::parse_cards("AsKd2c"), {}), std::invalid_argument,
                 "no hand of the range is left");
}

}  // namespace

int main() {
    classes();
    shares();
    errors();
    return holdem_test::report("test_omaha_board_hits");
}
