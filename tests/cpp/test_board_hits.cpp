// The hit report's C++ entry points: a few classes by hand, shares, and the errors
// (tests/test_hits.py checks every combo against a brute force).
#include <stdexcept>
#include <string>
#include <vector>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

holdem::ComboHit hit(const char* hole, const char* board, holdem::Game game = holdem::Game::kHoldem) {
    const auto h = holdem::parse_cards(hole);
    const auto b = holdem::parse_cards(board);
    return holdem::classify_combo(h[0], h[1], b.data(), b.size(), game);
}

void classes() {
    CHECK(hit("4c5d", "Ah2d3c").made == holdem::MadeHand::kStraight);  // the wheel
    CHECK(hit("KcKd", "7s7h2c").made == holdem::MadeHand::kTwoPair);
    CHECK(hit("AcKd", "7s7h2c").made == holdem::MadeHand::kAceHigh);  // a pair only on the board
    CHECK(hit("Ac8d", "Jh8h2c").made == holdem::MadeHand::kMiddlePair);
    CHECK_EQ(hit("KhQh", "Ah8h2c").draws, holdem::kFlushDraw | holdem::kNutFlushDraw);
    CHECK_EQ(hit("7c9d", "5s8hJc").draws, holdem::kOpenEndedStraightDraw);  // a double gutshot
    CHECK_EQ(hit("AcKd", "5s6h7c8d").draws, holdem::kOvercards);          // the board's draw only
    // A card that only straightens the board is no out, whatever the hand holds of it; one that
    // lifts the hand above the board's straight is.
    CHECK_EQ(hit("6c2c", "9c8d7h6s").draws, 0);
    CHECK_EQ(hit("Jc2c", "9c8d7h6s").draws, holdem::kGutshot);  // a ten: J-high over the board's T-high
    CHECK_EQ(std::string(holdem::made_hand_name(holdem::MadeHand::kPocketPairBelowTopPair)),
             std::string("pocket pair below top pair"));
    CHECK_EQ(std::string(holdem::draw_name(6)), std::string("combo draw"));
}

void shares() {
    const auto board = holdem::parse_cards("Jh8h2c");
    const auto r = holdem::board_hits(holdem::Range::parse("AhKh,QQ:0.5"), board, {});
    CHECK_NEAR(r.combos, 4.0, 1e-12);
    CHECK_NEAR(r.made[static_cast<int>(holdem::MadeHand::kOverpair)], 0.75, 1e-12);
    CHECK_NEAR(r.draws[1], 0.25, 1e-12);  // nut flush draw
    double sum = 0;
    for (const double share : holdem::board_hits(holdem::Range::parse("random"), board, {}).made) sum += share;
    CHECK_NEAR(sum, 1.0, 1e-12);
}

void errors() {
    const holdem::Range all = holdem::Range::parse("random");
    CHECK_THROWS(holdem::board_hits(all, holdem::parse_cards("7h8h"), {}), std::invalid_argument, "3, 4 or 5 cards");
    CHECK_THROWS(holdem::board_hits(all, holdem::parse_cards("7h8h2c3d4sKc"), {}), std::invalid_argument,
                 "3, 4 or 5 cards (a flop, a turn or a river), not 6");
    CHECK_THROWS(holdem::board_hits(all, holdem::parse_cards("7h8h2c"), holdem::parse_cards("8h")),
                 std::invalid_argument, "both on the board and dead");
    CHECK_THROWS(holdem::board_hits(holdem::Range::parse("AhKh"), holdem::parse_cards("AhKd2c"), {}),
                 std::invalid_argument, "no combo");
}

// board_hits_each: each board's board_hits, on any number of threads; a bad board named.
void each_board() {
    const holdem::Range range = holdem::Range::parse("QQ+,AKs,T9s:0.5,76s");
    std::vector<std::vector<holdem::Card>> boards;
    for (const char* text : {"Jh8h2c", "AsKd7c", "Th9h8c7d", "2c3d4h5s6c", "QsQhQd"})
        boards.push_back(holdem::parse_cards(text));
    const auto dead = holdem::parse_cards("Ac");
    for (const int threads : {0, 1, 3}) {
        const auto each = holdem::board_hits_each(range, boards, dead, holdem::Game::kHoldem, threads);
        CHECK_EQ(each.size(), boards.size());
        for (std::size_t i = 0; i < boards.size(); ++i) {
            const holdem::BoardHitsResult one = holdem::board_hits(range, boards[i], dead);
            CHECK(each[i].made == one.made);
            CHECK(each[i].draws == one.draws);
            CHECK_EQ(each[i].combos, one.combos);
        }
    }
    boards.push_back(holdem::parse_cards("7h8hAc"));
    CHECK_THROWS(holdem::board_hits_each(range, boards, dead), std::invalid_argument, "card Ac is both on the board and dead");
}

// A river: the board's own hand plays, and no card is to come (no draws).
void river() {
    using holdem::MadeHand;
    CHECK(hit("AhKd", "5c6d7h8s9c").made == MadeHand::kStraight);  // the board's straight
    CHECK(hit("AhQh", "KsKd7c7h2s").made == MadeHand::kAceHigh);   // the board's two pair
    CHECK(hit("Qh2h", "KsKd7c7h2s").made == MadeHand::kTwoPair);   // a hole card pairs the deuce
    CHECK_EQ(hit("9hTh", "Jh8h2c3s").draws, holdem::kFlushDraw | holdem::kOpenEndedStraightDraw | holdem::kComboDraw);
    CHECK_EQ(hit("9hTh", "Jh8h2c3s4d").draws, 0);
    CHECK(hit("7s7h", "7d8c9hTsJc", holdem::Game::kShortDeckTriton).made == MadeHand::kSet);  // above the straight
    CHECK(hit("7s7h", "7d8c9hTsJc", holdem::Game::kShortDeck).made == MadeHand::kStraight);
    const auto r = holdem::board_hits(holdem::Range::parse("random"), holdem::parse_cards("Jh8h2c3s4d"), {});
    CHECK_NEAR(r.combos, 47.0 * 46.0 / 2.0, 1e-9);
    for (const double share : r.draws) CHECK_EQ(share, 0.0);
}

// Short deck: the wheel A-6-7-8-9, a flush above a full house, Triton's trips above a straight.
void short_deck() {
    using holdem::Game;
    using holdem::MadeHand;
    CHECK(hit("6c9d", "Ah7d8c", Game::kShortDeck).made == MadeHand::kStraight);
    CHECK(hit("6c9d", "Ah7d8c").made == MadeHand::kNoMadeHand);  // no such straight in Hold'em
    CHECK_EQ(hit("Ks9s", "Ah7d8c", Game::kShortDeck).draws, holdem::kGutshot);  // a six makes the wheel
    CHECK_EQ(hit("Ks9s", "Ah7d8c").draws, 0);
    // A ten straightens the board for everyone (7-8-9-T-J): no draw for the set.
    CHECK_EQ(hit("7s7h", "7d8d9cJh", Game::kShortDeck).draws, 0);
    // Trips with an open-ended draw (an eight or a king, the ten in the hand playing), which under
    // Triton rules would not improve them.
    CHECK_EQ(hit("9hTh", "9c9dJsQh", Game::kShortDeck).draws, holdem::kOpenEndedStraightDraw);
    CHECK_EQ(hit("9hTh", "9c9dJsQh", Game::kShortDeckTriton).draws, 0);
    CHECK(hit("Kh6h", "AhJh7h7c", Game::kShortDeckTriton).made == MadeHand::kFlush);
    const auto& triton = holdem::made_hand_order(Game::kShortDeckTriton);
    CHECK(triton[2] == MadeHand::kFlush && triton[3] == MadeHand::kFullHouse && triton[4] == MadeHand::kSet &&
          triton[6] == MadeHand::kStraight);
    const auto& standard = holdem::made_hand_order(Game::kShortDeck);
    CHECK(standard[2] == MadeHand::kFlush && standard[4] == MadeHand::kStraight && standard[5] == MadeHand::kSet);
    CHECK(holdem::made_hand_order(Game::kHoldem)[2] == MadeHand::kFullHouse);

    // 66+ on A-7-8: 36 - 3 board cards leave 6 combos of each pair not on the board, 3 of AA, 77 and 88.
    const auto board = holdem::parse_cards("Ah7d8c");
    const auto r = holdem::board_hits(holdem::Range::parse("66+"), board, {}, Game::kShortDeck);
    CHECK_NEAR(r.combos, 6 * 6 + 3 * 3, 1e-12);
    CHECK_NEAR(r.made[static_cast<int>(MadeHand::kSet)], 9.0 / 45.0, 1e-12);
    CHECK_NEAR(r.made[static_cast<int>(MadeHand::kOverpair)], 0.0, 1e-12);  // the ace is on the board
    CHECK_THROWS(holdem::board_hits(holdem::Range::parse("AA"), holdem::parse_cards("Ah7d5c"), {}, Game::kShortDeck),
                 std::invalid_argument, "board: card 5c is not in the short deck");
    CHECK_THROWS(holdem::board_hits(holdem::Range::parse("AA"), board, holdem::parse_cards("2c"), Game::kShortDeck),
                 std::invalid_argument, "dead cards: card 2c");
    CHECK_THROWS(holdem::board_hits(holdem::Range::parse("A5s"), board, {}, Game::kShortDeckTriton),
                 std::invalid_argument, "a card below six");
    CHECK_THROWS(holdem::board_hits(holdem::Range::parse("AA"), board, {}, Game::kOmaha4), std::invalid_argument,
                 "Hold'em and short deck only");
}

}  // namespace

int main() {
    classes();
    shares();
    errors();
    each_board();
    river();
    short_deck();
    return holdem_test::report("test_board_hits");
}
