// Omaha ranges: counts against formulas and a direct walk over every PLO4 hand, hands in order,
// and errors that name the text.
#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

std::uint64_t comb(int n, int k) {
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    return r;
}

std::size_t hands(const std::string& text, int hole = 4) { return holdem::OmahaRange::parse(text, hole).size(); }

void counts() {
    CHECK_EQ(hands("AA"), comb(4, 2) * comb(48, 2) + comb(4, 3) * 48 + 1);
    CHECK_EQ(hands("AA!AAA"), comb(4, 2) * comb(48, 2));
    CHECK_EQ(hands("RROO"), comb(13, 2) * 36);
    CHECK_EQ(hands("xxyy"), 6 * comb(13, 2) * comb(13, 2));
    CHECK_EQ(hands("RRON"), 13 * 6 * comb(12, 2) * 16);
    CHECK_EQ(hands("random"), comb(52, 4));
    CHECK_EQ(hands("random", 5), comb(52, 5));
    CHECK_EQ(hands("AA", 6), comb(4, 2) * comb(48, 4) + comb(4, 3) * comb(48, 3) + comb(48, 2));
}

// Every PLO4 hand, by its own rank and suit counts: exactly two aces; two suits of two cards.
void direct_walk() {
    const holdem::OmahaRange two_aces = holdem::OmahaRange::parse("AA!AAA", 4);
    const holdem::OmahaRange double_suited = holdem::OmahaRange::parse("xxyy", 4);
    std::size_t aces = 0, suited = 0, aces_found = 0, suited_found = 0;
    for (int a = 0; a < 52; ++a)
        for (int b = a + 1; b < 52; ++b)
            for (int c = b + 1; c < 52; ++c)
                for (int d = c + 1; d < 52; ++d) {
                    const int cards[4] = {a, b, c, d};
                    int n_aces = 0, per_suit[4] = {0, 0, 0, 0};
                    holdem::CardMask mask = 0;
                    for (const int card : cards) {
                        n_aces += card / 4 == 12;
                        ++per_suit[card % 4];
                        mask |= holdem::CardMask{1} << card;
                    }
                    int pairs = 0;
                    for (const int n : per_suit) pairs += n == 2;
                    const auto& h1 = two_aces.hands();
                    const auto& h2 = double_suited.hands();
                    const bool in1 = std::binary_search(h1.begin(), h1.end(), mask);
                    const bool in2 = std::binary_search(h2.begin(), h2.end(), mask);
                    CHECK_EQ(in1, n_aces == 2);
                    CHECK_EQ(in2, pairs == 2);
                    aces += n_aces == 2;
                    suited += pairs == 2;
                    aces_found += in1;
                    suited_found += in2;
                }
    CHECK_EQ(aces_found, aces);
    CHECK_EQ(suited_found, suited);
}

void order() {
    const holdem::OmahaRange range = holdem::OmahaRange::parse("KK:xxyy", 5);
    const auto& h = range.hands();
    CHECK(std::is_sorted(h.begin(), h.end()));
    CHECK(std::adjacent_find(h.begin(), h.end()) == h.end());
    for (const holdem::CardMask m : h) CHECK_EQ(__builtin_popcountll(m), 5);
    CHECK_EQ(holdem::OmahaRange::parse("AsAhKsKh", 4).hands().front(),
             (holdem::CardMask{1} << 51) | (holdem::CardMask{1} << 50) | (holdem::CardMask{1} << 47) |
                 (holdem::CardMask{1} << 46));
}

// Weights: each hand of an item weighs the item's '@' (100 without one), a
// hand in two items its larger weight; the hands stay in mask order.
void weights() {
    using holdem::OmahaRange;
    const OmahaRange aces = OmahaRange::parse("AA", 4), kings = OmahaRange::parse("KK", 4);
    const OmahaRange both = OmahaRange::parse("AA@30, KK@60, AAKK@90", 4);
    CHECK(both.weighted());
    CHECK_EQ(both.size(), aces.size() + kings.size() - OmahaRange::parse("AAKK", 4).size());
    CHECK_EQ(both.weights().size(), both.size());
    CHECK(std::is_sorted(both.hands().begin(), both.hands().end()));
    auto holds = [](const OmahaRange& r, holdem::CardMask m) {
        return std::binary_search(r.hands().begin(), r.hands().end(), m);
    };
    const OmahaRange aakk = OmahaRange::parse("AAKK", 4);
    for (std::size_t i = 0; i < both.size(); ++i) {
        const holdem::CardMask m = both.hands()[i];
        const int expected = holds(aakk, m) ? 90 : holds(kings, m) ? 60 : 30;
        CHECK_EQ(static_cast<int>(both.weights()[i]), expected);
    }
    // A weight is kept as written; an item without '@' weighs 100, a text without one has no weights.
    const OmahaRange forty = OmahaRange::parse("AA@40", 4);
    CHECK(forty.hands() == aces.hands());
    CHECK(std::all_of(forty.weights().begin(), forty.weights().end(), [](std::uint8_t w) { return w == 40; }));
    CHECK(!aces.weighted());
    const OmahaRange mixed = OmahaRange::parse("(AA, KK):xxyy@25, QQ", 4);
    for (std::size_t i = 0; i < mixed.size(); ++i)
        CHECK_EQ(static_cast<int>(mixed.weights()[i]), holds(OmahaRange::parse("QQ", 4), mixed.hands()[i]) ? 100 : 25);
    // from_hands: sorted, a hand given twice keeps its larger weight.
    const holdem::CardMask a = aces.hands()[0], b = aces.hands()[1];
    const OmahaRange given = OmahaRange::from_hands({b, a, b}, 4, {10, 20, 70});
    CHECK(given.hands() == (std::vector<holdem::CardMask>{a, b}));
    CHECK(given.weights() == (std::vector<std::uint8_t>{20, 70}));
    CHECK_THROWS(OmahaRange::from_hands({a}, 4, {0}), std::invalid_argument, "weight is 1 to 100");
    CHECK_THROWS(OmahaRange::from_hands({a, b}, 4, {5}), std::invalid_argument, "one weight a hand");
}

void errors() {
    using holdem::OmahaRange;
    CHECK_THROWS(OmahaRange::parse("AeKK", 4), std::invalid_argument, "unknown symbol 'e' at character 2");
    CHECK_THROWS(OmahaRange::parse("AAKKQ", 4), std::invalid_argument, "has 5 cards, a PLO4 hand 4");
    CHECK_THROWS(OmahaRange::parse("AsAs", 4), std::invalid_argument, "duplicate card As");
    CHECK_THROWS(OmahaRange::parse("AA:0.5", 4), std::invalid_argument, "weights go after '@'");
    CHECK_THROWS(OmahaRange::parse("AA@0", 4), std::invalid_argument, "whole number from 1 to 100");
    CHECK_THROWS(OmahaRange::parse("AA@101", 4), std::invalid_argument, "not '101' at character 3");
    CHECK_THROWS(OmahaRange::parse("AA@", 4), std::invalid_argument, "needs a weight after it");
    CHECK_THROWS(OmahaRange::parse("AA@50:xxyy", 4), std::invalid_argument, "ends its item");
    CHECK_THROWS(OmahaRange::parse("(AA@50,KK)", 4), std::invalid_argument, "not inside parentheses");
    CHECK_THROWS(OmahaRange::parse("AA@50@20", 4), std::invalid_argument, "a second weight");
    CHECK_THROWS(OmahaRange::parse("random", 6), std::invalid_argument, "20,358,520");
    CHECK_THROWS(OmahaRange::parse("AA", 3), std::invalid_argument, "4, 5 or 6 cards");
    CHECK_THROWS(OmahaRange::parse(std::string(5000, 'A'), 4), std::invalid_argument, "at most 4096");
}

}  // namespace

int main() {
    counts();
    direct_walk();
    order();
    weights();
    errors();
    return holdem_test::report("test_omaha_range");
}
