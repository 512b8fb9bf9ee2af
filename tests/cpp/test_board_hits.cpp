// The hit report's C++ entry points: a few classes by hand, shares, and the errors
// (tests/test_hits.py checks every combo against a brute force).
#include <stdexcept>
#include <string>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

holdem::ComboHit hit(const char* hole, const char* board) {
    const auto h = holdem::parse_cards(hole);
    const auto b = holdem::parse_cards(board);
    return holdem::classify_combo(h[0], h[1], b.data(), b.size());
}

void classes() {
    CHECK(hit("4c5d", "Ah2d3c").made == holdem::MadeHand::kStraight);  // the wheel
    CHECK(hit("KcKd", "7s7h2c").made == holdem::MadeHand::kTwoPair);
    CHECK(hit("AcKd", "7s7h2c").made == holdem::MadeHand::kAceHigh);  // a pair only on the board
    CHECK(hit("Ac8d", "Jh8h2c").made == holdem::MadeHand::kMiddlePair);
    CHECK_EQ(hit("KhQh", "Ah8h2c").draws, holdem::kFlushDraw | holdem::kNutFlushDraw);
    CHECK_EQ(hit("7c9d", "5s8hJc").draws, holdem::kOpenEndedStraightDraw);  // a double gutshot
    CHECK_EQ(hit("AcKd", "5s6h7c8d").draws, holdem::kOvercards);          // the board's draw only
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
    CHECK_THROWS(holdem::board_hits(all, holdem::parse_cards("7h8h"), {}), std::invalid_argument, "3 or 4 cards");
    CHECK_THROWS(holdem::board_hits(all, holdem::parse_cards("7h8h2c"), holdem::parse_cards("8h")),
                 std::invalid_argument, "both on the board and dead");
    CHECK_THROWS(holdem::board_hits(holdem::Range::parse("AhKh"), holdem::parse_cards("AhKd2c"), {}),
                 std::invalid_argument, "no combo");
}

}  // namespace

int main() {
    classes();
    shares();
    errors();
    return holdem_test::report("test_board_hits");
}
