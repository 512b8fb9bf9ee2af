// The low half of the Omaha hi-lo hit report: a few hands by hand, the nut lows of boards, counts,
// and the names (tests/test_omaha_low_hits.py checks many hands against a brute force).
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

holdem::OmahaLowHit hit(const char* hand, const char* board) {
    const auto b = holdem::parse_cards(board);
    return holdem::OmahaLowTable(b.data(), b.size()).classify(mask(hand));
}

void classes() {
    // On 3-4-5, A-2 makes the wheel (the nut low), A-6 6-5-4-3-A (the 2nd nut), 2-6 a weaker low.
    CHECK(hit("Ac2dKsQs", "3c4d5h").low == holdem::LowHand::kNutLow);
    CHECK(hit("Ac6dKsQs", "3c4d5h").low == holdem::LowHand::kSecondNutLow);
    CHECK(hit("2c6dKsQs", "3c4d5h").low == holdem::LowHand::kOtherLow);
    CHECK_EQ(hit("Ac2dKsQs", "3c4d5h").draws, 0);  // a made low has no draws
    // Blockers do not count: all four aces held, A-6 on 2-3-4 is still the 2nd nut (A-5 the nut).
    CHECK(hit("AcAdAhAs6c7c", "2c3d4h").low == holdem::LowHand::kSecondNutLow);
    // Two low ranks on the board: A-2 has no low yet, and a 5 next gives it the wheel.
    CHECK(hit("Ac2dKsQs", "3c4dKh").low == holdem::LowHand::kNoLow);
    CHECK_EQ(hit("Ac2dKsQs", "3c4dKh").draws, holdem::kOmahaLowDraw | holdem::kOmahaNutLowDraw);
    // A-4 pairs the board's 4: one card more leaves two other low ranks on the board, two more
    // (a 5 and a 6: A-4 with 3-5-6) three, a backdoor low draw; on a turn no backdoor.
    CHECK_EQ(hit("Ac4sKsQs", "3c4dKh").draws, holdem::kOmahaBackdoorLowDraw);
    CHECK_EQ(hit("Ac4sKsQs", "3c4dKh9s").draws, 0);
    // One low board card: any two of 4..8 as turn and river give A-2 a low; A-3 pairs the 3.
    CHECK_EQ(hit("Ac2dKsQs", "3cKdQh").draws, holdem::kOmahaBackdoorLowDraw);
    CHECK_EQ(hit("Ac3sKsQs", "3cKdQh").draws, 0);
    // A river has no draws.
    CHECK_EQ(hit("Ac2dKsQs", "3c4dKh9sTd").draws, 0);
    CHECK_EQ(std::string(holdem::low_hand_name(1)), std::string("2nd nut low"));
    CHECK_EQ(std::string(holdem::omaha_low_draw_name(1)), std::string("nut low draw"));
    CHECK_EQ(std::string(holdem::omaha_low_draw_name(2)), std::string("backdoor low draw"));
}

void nuts() {
    const auto wheel = holdem::parse_cards("3c4d5h");
    const holdem::OmahaLowTable table(wheel.data(), wheel.size());
    CHECK_EQ(holdem::low_ranks(static_cast<holdem::LowStrength>(table.nut()))[0], 5);  // 5-4-3-2-A
    CHECK_EQ(holdem::low_ranks(static_cast<holdem::LowStrength>(table.second_nut()))[0], 6);  // 6-5-4-3-A
    const auto high = holdem::parse_cards("KsQdJh");
    CHECK_EQ(holdem::OmahaLowTable(high.data(), high.size()).nut(), 0);
}

void counts() {
    const auto board = holdem::parse_cards("3c4d5h");
    const holdem::OmahaLowTable table(board.data(), board.size());
    const std::vector<holdem::CardMask> hands{mask("Ac2dKsQs"), mask("Ac6dKsQs"), mask("KcQdJsTs"), mask("3s2d2h2s")};
    holdem::OmahaLowCounts counts;
    table.count(hands.data(), hands.size(), mask("3c4d5h3s"), counts);  // the 3s is dead: the last hand is out
    CHECK_EQ(counts.hands, 3u);
    CHECK_EQ(counts.lows[static_cast<int>(holdem::LowHand::kNutLow)], 1u);
    CHECK_EQ(counts.lows[static_cast<int>(holdem::LowHand::kSecondNutLow)], 1u);
    CHECK_EQ(counts.lows[static_cast<int>(holdem::LowHand::kNoLow)], 1u);
}

}  // namespace

int main() {
    classes();
    nuts();
    counts();
    return holdem_test::report("test_omaha_low_hits");
}
