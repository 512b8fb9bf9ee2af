// The range parser: combo counts of the usual forms, weights, and errors that name the item.
#include <stdexcept>
#include <string>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

std::size_t combos(const std::string& text) { return holdem::Range::parse(text).size(); }

holdem::Card card(const char* text) { return holdem::parse_card(text); }

void counts() {
    CHECK_EQ(combos("AKs"), 4u);
    CHECK_EQ(combos("AKo"), 12u);
    CHECK_EQ(combos("AK"), 16u);
    CHECK_EQ(combos("QQ"), 6u);
    CHECK_EQ(combos("QQ+"), 18u);
    CHECK_EQ(combos("22-55"), 24u);
    CHECK_EQ(combos("A2s+"), 48u);
    CHECK_EQ(combos("A2s-A5s"), 16u);
    CHECK_EQ(combos("KTo+"), 36u);
    CHECK_EQ(combos("T9s-QJs"), 12u);
    CHECK_EQ(combos("AhKh"), 1u);
    CHECK_EQ(combos("random"), 1326u);
    CHECK_EQ(combos("QQ+,AKs, A2s-A5s KQo"), 18u + 4u + 16u + 12u);
    CHECK_EQ(combos("qq+,aks"), 22u);   // case-insensitive
    CHECK_EQ(combos("AKs,AK"), 16u);    // a combo listed twice counts once
}

void shares() {
    // Prefixes of the ranking AA, KK, QQ, JJ, TT, ...: 2% of 1326 is 26.5, nearest 24.
    CHECK_EQ(combos("2%"), 24u);
    CHECK_EQ(combos("0.1%"), 6u);  // never empty: at least the strongest class
    CHECK_EQ(combos("100%"), 1326u);
    CHECK_EQ(combos("10%"), combos("10.0%"));  // "10" is not a ten in a share
    CHECK_EQ(combos("2%,AhKh"), 25u);
    CHECK_EQ(holdem::preflop_ranking()[0], 0);  // AA
    CHECK_THROWS(holdem::Range::parse("101%"), std::invalid_argument, "share of hands");
    CHECK_THROWS(holdem::Range::parse("0%"), std::invalid_argument, "share of hands");
}

void short_deck_random() {
    // "random" is the ranking's deck: the 630 combos of the cards six through ace.
    const holdem::ShareRanking ranking = holdem::shortdeck_share_ranking(holdem::ShortDeck::kStandard);
    const holdem::Range range = holdem::Range::parse("random:0.5", ranking);
    CHECK_EQ(range.size(), 630u);
    CHECK_NEAR(range.weight(card("6c"), card("7d")), 0.5, 0.0);
    CHECK_NEAR(range.weight(card("5c"), card("Ad")), 0.0, 0.0);
    CHECK_EQ(holdem::Range::parse("random,22", ranking).size(), 636u);  // a low pair named is kept, for the game to refuse
}

void weights() {
    const holdem::Range range = holdem::Range::parse("AK:0.5,QQ+:0.25,AhKh");
    CHECK_EQ(range.size(), 34u);
    CHECK_NEAR(range.weight(card("As"), card("Kd")), 0.5, 0.0);
    CHECK_NEAR(range.weight(card("Kd"), card("As")), 0.5, 0.0);  // either order
    CHECK_NEAR(range.weight(card("Qs"), card("Qd")), 0.25, 0.0);
    CHECK_NEAR(range.weight(card("Ah"), card("Kh")), 1.0, 0.0);  // listed twice: the larger weight
    CHECK_NEAR(range.weight(card("Js"), card("Jd")), 0.0, 0.0);
    CHECK_NEAR(holdem::Range::parse("AKs").weight(card("Ac"), card("Kc")), 1.0, 0.0);
    // '@' and a percentage, as Omaha ranges write a weight.
    CHECK_NEAR(holdem::Range::parse("AK@50").weight(card("As"), card("Kd")), 0.5, 0.0);
    CHECK_NEAR(holdem::Range::parse("QQ@12.5%").weight(card("Qs"), card("Qd")), 0.125, 0.0);
    // Card removal: AKs without the ace of spades leaves three combos.
    CHECK_EQ(holdem::Range::parse("AKs").combos(holdem::card_bit(card("As"))).size(), 3u);
}

void errors() {
    CHECK_THROWS(holdem::Range::parse("AKx"), std::invalid_argument, "AKx");
    CHECK_THROWS(holdem::Range::parse("QQ+,ZZ"), std::invalid_argument, "ZZ");
    CHECK_THROWS(holdem::Range::parse("AK:1.5"), std::invalid_argument, "AK:1.5");
    CHECK_THROWS(holdem::Range::parse("AK@150"), std::invalid_argument, "above 0% and at most 100%");
    CHECK_THROWS(holdem::Range::parse("AK:0,5"), std::invalid_argument, "for a fraction like 0,5 write 0.5");
    CHECK_THROWS(holdem::Range::parse(""), std::invalid_argument, "empty");
    // A bad item is shown as typed when it is printable UTF-8 (full-width letters, an accent),
    // with control bytes and broken sequences as '?'.
    CHECK_THROWS(holdem::Range::parse("\xef\xbc\xa1Ks"), std::invalid_argument, "'\xef\xbc\xa1Ks'");
    CHECK_THROWS(holdem::Range::parse("A\xc3\xa9"), std::invalid_argument, "'A\xc3\xa9'");
    CHECK_THROWS(holdem::Range::parse("A\x01K"), std::invalid_argument, "'A?K'");
    CHECK_THROWS(holdem::Range::parse("A\xc3K"), std::invalid_argument, "'A?K'");          // a lead byte alone
    CHECK_THROWS(holdem::Range::parse("A\xc2\x85K"), std::invalid_argument, "'A??K'");   // a C1 control
    CHECK_THROWS(holdem::Range::parse("A\xed\xa0\x80K"), std::invalid_argument, "'A???K'");  // a surrogate
}

}  // namespace

int main() {
    counts();
    shares();
    short_deck_random();
    weights();
    errors();
    return holdem_test::report("test_ranges");
}
