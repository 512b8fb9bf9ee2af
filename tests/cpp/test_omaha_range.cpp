// Omaha ranges: counts against formulas and a direct walk over every PLO4 hand, hands in order,
// and errors that name the text.
#include <algorithm>
#include <stdexcept>
#include <string>

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

void errors() {
    using holdem::OmahaRange;
    CHECK_THROWS(OmahaRange::parse("AeKK", 4), std::invalid_argument, "unknown symbol 'e' at character 2");
    CHECK_THROWS(OmahaRange::parse("AAKKQ", 4), std::invalid_argument, "has 5 cards, a PLO4 hand 4");
    CHECK_THROWS(OmahaRange::parse("AsAs", 4), std::invalid_argument, "duplicate card As");
    CHECK_THROWS(OmahaRange::parse("AA:0.5", 4), std::invalid_argument, "no weights");
    CHECK_THROWS(OmahaRange::parse("random", 6), std::invalid_argument, "20,358,520");
    CHECK_THROWS(OmahaRange::parse("AA", 3), std::invalid_argument, "4, 5 or 6 cards");
    CHECK_THROWS(OmahaRange::parse(std::string(5000, 'A'), 4), std::invalid_argument, "at most 4096");
}

}  // namespace

int main() {
    counts();
    direct_walk();
    order();
    errors();
    return holdem_test::report("test_omaha_range");
}
