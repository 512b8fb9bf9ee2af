// The public calls that take cards as numbers or masks refuse what is not a card: a number of 52
// or more, a mask with bits above 51 or of the wrong size, a combo of one card twice, a weight out
// of (0, 1], a hand code out of 1..10 (each was read as an index before: out-of-bounds reads and
// writes under ASan and UBSan).
#include <cmath>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

constexpr holdem::CardMask kHighBits = 0xF000000000000000ull;  // "cards" 60..63

void range_add() {
    holdem::Range range;
    CHECK_THROWS(range.add(60, 2), std::invalid_argument, "card 60 out of range 0..51");
    CHECK_THROWS(range.add(3, 255), std::invalid_argument, "card 255 out of range 0..51");
    CHECK_THROWS(range.add(5, 5), std::invalid_argument, "got 3d twice");
    CHECK_THROWS(range.add(5, 6, 0.0), std::invalid_argument, "weight must be above 0 and at most 1");
    CHECK_THROWS(range.add(5, 6, 5.0), std::invalid_argument, "weight must be above 0 and at most 1");
    CHECK_THROWS(range.add(5, 6, -1e-7), std::invalid_argument, "at most 1, got -1e-07");  // it read -0.000000
    CHECK_EQ(range.size(), 0u);
    range.add(51, 47, 0.5);  // AsKs
    CHECK_EQ(range.size(), 1u);
    // A weight asked for is checked as a combo added is (weight(60, 0) read past the weights, and
    // weight(5, 5) answered combo (6, 0)'s).
    CHECK_EQ(range.weight(47, 51), 0.5);
    CHECK_EQ(range.weight(51, 46), 0.0);
    CHECK_THROWS(range.weight(60, 0), std::invalid_argument, "card 60 out of range 0..51");
    CHECK_THROWS(range.weight(5, 5), std::invalid_argument, "got 3d twice");
}

// A player asked for what it does not hold, and options out of their range, are named.
void player_specs_and_options() {
    CHECK_THROWS(holdem::PlayerSpec::random().omaha_hands(), std::logic_error, "not an Omaha range");
    CHECK_EQ(holdem::PlayerSpec::parse("AA:xxyy", holdem::Game::kOmaha4).omaha_hands().size(), 864u);
    const std::vector<std::string> hands = {"AsKs", "QhQd"};
    const auto refused = [&](auto set, const char* expected) {
        holdem::EquityOptions options;
        options.trials = 1000;
        set(options);
        CHECK_THROWS(holdem::calculate_equity(hands, "", "", options), std::invalid_argument, expected);
    };
    refused([](auto& o) { o.target_stderr = -1; }, "target_stderr must be a positive number (0: none), got -1");
    refused([](auto& o) { o.time_limit = std::nan(""); }, "time_limit must be a positive number of seconds (0: none)");
    refused([](auto& o) { o.progress_interval = -0.5; }, "progress_interval must be a number of seconds, 0 or more");
    CHECK_THROWS(holdem::calculate_equity(hands, "Ah 3z", ""), std::invalid_argument, "board: unknown card '3z'");
    CHECK_THROWS(holdem::next_card_equity(hands, "Ah2c3d", "9q"), std::invalid_argument,
                 "dead cards: unknown card '9q'");
    CHECK_THROWS(holdem::heads_up_breakdown(holdem::parse_players(hands, holdem::Game::kHoldem), {}, {}, 2),
                 std::invalid_argument, "player must be 0 to 1 (counted from 0), got 2");
    std::vector<holdem::Card> row = {0, 1, 2, 3, 4};
    holdem::Strength out[1];
    CHECK_THROWS(holdem::evaluate_batch(row.data(), 1, 5, out, -1), std::invalid_argument, "threads must be >= 0");
}

void omaha_range_masks() {
    CHECK_THROWS(holdem::OmahaRange::from_hands({kHighBits}, 4), std::invalid_argument, "a card above 51");
    CHECK_EQ(holdem::OmahaRange::from_hands({0xFull}, 4).size(), 1u);
}

void hit_reports() {
    const holdem::Range qq = holdem::Range::parse("QQ+");
    CHECK_THROWS(holdem::board_hits(qq, {1, 2, 70}, {}), std::invalid_argument, "board: card 70 out of range 0..51");
    CHECK_THROWS(holdem::board_hits(qq, {1, 2, 3}, {99}), std::invalid_argument, "dead cards: card 99 out of range");
    CHECK_THROWS(holdem::omaha_board_hits({0x7F00ull}, {1, 2, 3}, {}), std::invalid_argument, "a mask of 7 cards");
    CHECK_THROWS(holdem::omaha_board_hits({0x3ull}, {1, 2, 3}, {}), std::invalid_argument, "a mask of 2 cards");
    CHECK_THROWS(holdem::omaha_board_hits({kHighBits}, {1, 2, 3}, {}), std::invalid_argument, "above 51");
    CHECK_EQ(holdem::omaha_board_hits({0xF00ull}, {1, 2, 3}, {}).hands, 1u);
}

void category_names() {
    CHECK_EQ(std::string(holdem::category_name(10)), std::string("Royal flush"));
    CHECK_THROWS(holdem::category_name(11), std::invalid_argument, "hand code 11 out of range 1..10");
    CHECK_THROWS(holdem::category_name(0), std::invalid_argument, "hand code 0 out of range 1..10");
}

// Suit symbols read as their letters wherever cards are read (black and white, an emoji variation
// selector after one); an unknown card is named by itself, then the token it stands in.
void card_text() {
    const auto read = [](std::string_view text) { return holdem::cards_to_string(holdem::parse_cards(text)); };
    CHECK_EQ(read("A\u2660K\u2665Q\u2666J\u2663"), read("AsKhQdJc"));
    CHECK_EQ(read("A\u2664 K\u2661 Q\u2662 J\u2667"), read("AsKhQdJc"));
    CHECK_EQ(read("10\u2660\uFE0F,9\u2665\uFE0F"), read("Ts9h"));
    CHECK_EQ(int{holdem::parse_card("T\u2663")}, int{holdem::parse_card("Tc")});
    CHECK_EQ(holdem::Range::parse("A\u2660K\u2660,QQ").size(), holdem::Range::parse("AsKs,QQ").size());
    CHECK_EQ(holdem::as_plain_text("x\u2668y"), std::string("x\u2668y"));  // (hot springs: no suit)
    CHECK_EQ(read("As\u00A0Kd\u3000Qh\u202F"), read("As Kd Qh"));                // pasted spaces
    CHECK(!holdem::has_typed_symbols("As\xE2\x80\x41"));                      // (no space: a broken sequence)
    CHECK(!holdem::has_typed_symbols("A\u2668 \xE2\x99"));  // (it read as one, and parsing recursed without end)
    CHECK_THROWS(read("A\u2668"), std::invalid_argument, "unknown card 'A\u2668'");
    CHECK_THROWS(read("As\xE2\x99"), std::invalid_argument, "unknown card");
    CHECK_THROWS(read("1h6sTd"), std::invalid_argument, "unknown card '1h' in '1h6sTd'");
    CHECK_THROWS(read("As Kd 7x"), std::invalid_argument, "unknown card '7x'");
    CHECK_THROWS(read("AsZz7h"), std::invalid_argument, "unknown card 'Zz' in 'Zz7h'");
    CHECK_THROWS(read("10z"), std::invalid_argument, "unknown card '10z'");
    CHECK_THROWS(read("A\u2660K"), std::invalid_argument, "unknown card 'K'");
    // A symbol read after a rank only, so an error quotes what was typed; a wide character whole.
    CHECK_THROWS(read("\u2660A"), std::invalid_argument, "unknown card '\u2660A'");
    CHECK_THROWS(read("A\u2660X\u2660"), std::invalid_argument, "unknown card 'X\u2660'");
    CHECK_THROWS(read("\uFF21\uFF53\uFF2B\uFF53"), std::invalid_argument, "unknown card '\uFF21\uFF53' in");
    // Errors in text with symbols quote it as typed, not as read with letters ('AsX').
    CHECK_THROWS(read("Q\u2665X\u2666J\u2660"), std::invalid_argument, "unknown card 'X\u2666' in 'X\u2666J\u2660'");
    CHECK_THROWS(holdem::Range::parse("A\u2660K\u2660,Q\u2665X"), std::invalid_argument, "item 'Q\u2665X' (");
    CHECK_THROWS(holdem::Range::parse("[50]10\u2660\uFE0FZ[/50]"), std::invalid_argument, "item '10\u2660\uFE0FZ' (");
    CHECK_THROWS(holdem::Range::parse("K\u2660K\u2660"), std::invalid_argument, "item 'K\u2660K\u2660': the same");
    CHECK_THROWS(holdem::OmahaRange::parse("A\u2660A\u2660KK", 4), std::invalid_argument, "'A\u2660A\u2660KK'");
    // A message's other quotes, and its apostrophes, pass as they were.
    CHECK_EQ(holdem::quoted_as_typed("a combo's 'Ks' of 'AsKs', 'Xy', '', 'AsK...'", "A\u2660K\u2660"),
             std::string("a combo's 'K\u2660' of 'A\u2660K\u2660', 'Xy', '', 'A\u2660K...'"));
}

}  // namespace

int main() {
    card_text();
    range_add();
    player_specs_and_options();
    omaha_range_masks();
    hit_reports();
    category_names();
    return holdem_test::report("test_api_checks");
}
