// Cards: the numbering and text form fixed by docs/design.md (Cards).
// A card is 4 * rank + suit, rank 0..12 for 2..A, suit 0..3 for c, d, h, s.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace holdem {

using Card = std::uint8_t;
using CardMask = std::uint64_t;  // bit c set for card c

inline constexpr int kNumCards = 52;
inline constexpr int kNumRanks = 13;
inline constexpr int kNumSuits = 4;
inline constexpr char kRankChars[] = "23456789TJQKA";
inline constexpr char kSuitChars[] = "cdhs";

constexpr int rank_of(Card card) { return card >> 2; }
constexpr int suit_of(Card card) { return card & 3; }
constexpr Card make_card(int rank, int suit) { return static_cast<Card>(4 * rank + suit); }
constexpr CardMask card_bit(Card card) { return CardMask{1} << card; }
// The cards of `mask`, lowest first, written to `out`; returns how many.
inline int write_cards(CardMask mask, Card* out) {
    int n = 0;
    for (; mask; mask &= mask - 1) out[n++] = static_cast<Card>(__builtin_ctzll(mask));
    return n;
}

// "As", "Td", ...
std::string card_to_string(Card card);
// Cards run together: "AsKd7h".
std::string cards_to_string(const Card* cards, std::size_t n);
std::string cards_to_string(const std::vector<Card>& cards);

namespace detail {

// Character -> rank or suit index (-1 for anything else), either case.
struct CardChars {
    std::array<std::int8_t, 256> rank{}, suit{};
    constexpr CardChars() {
        for (auto& r : rank) r = -1;
        for (auto& x : suit) x = -1;
        for (int i = 0; i < kNumRanks; ++i) {
            rank[static_cast<unsigned char>(kRankChars[i])] = static_cast<std::int8_t>(i);
            rank[static_cast<unsigned char>(kRankChars[i] | 0x20)] = static_cast<std::int8_t>(i);  // lower case
        }
        for (int i = 0; i < kNumSuits; ++i) {
            suit[static_cast<unsigned char>(kSuitChars[i])] = static_cast<std::int8_t>(i);
            suit[static_cast<unsigned char>(kSuitChars[i] & ~0x20)] = static_cast<std::int8_t>(i);  // upper case
        }
    }
};
inline constexpr CardChars kCardChars;

}  // namespace detail

// The one card reader every parser uses: the card at text[pos] ("As",
// "10h", "td"; either case).  On success stores it, moves pos past it and
// returns true; otherwise returns false and leaves both alone.  Inline: the
// comparator reads millions of cards a second through it.
inline bool read_card(std::string_view text, std::size_t& pos, Card& card) {
    std::size_t i = pos;
    int rank;
    if (i + 1 < text.size() && text[i] == '1' && text[i + 1] == '0') {  // "10" is a ten
        rank = 8;
        i += 2;
    } else if (i < text.size()) {
        rank = detail::kCardChars.rank[static_cast<unsigned char>(text[i++])];
    } else {
        return false;
    }
    if (rank < 0 || i >= text.size()) return false;
    const int suit = detail::kCardChars.suit[static_cast<unsigned char>(text[i++])];
    if (suit < 0) return false;
    card = make_card(rank, suit);
    pos = i;
    return true;
}

namespace detail {

// The text helpers of the library's parsers (not its API): a card list's
// separator (a comma or a blank), the text without blanks around it, and in
// lower case (ASCII); a number as a message quotes it (printf's %g: 0.5,
// 1e-07, -1, nan).
bool is_separator(char c);
std::string_view trimmed(std::string_view text);
std::string lowered(std::string_view text);
std::string number_text(double value);

}  // namespace detail

// The text with each suit symbol after a rank (UTF-8 ♠♥♦♣ and the white
// ♤♡♢♧, an emoji variation selector after one dropped) written as its letter
// s, h, d or c, as hand histories and forums write cards, and each space
// other than ASCII's (a no-break space pasted from a web page) as ' '; the
// text as it is without one.
bool has_typed_symbols(std::string_view text);
std::string as_plain_text(std::string_view text);

// An error message about as_plain_text(typed) with each quoted part of
// that text ('AsX') quoted as the user typed it ('A♠X').
std::string quoted_as_typed(std::string_view message, std::string_view typed);

// parse(text) of as_plain_text(text): a parser's way in for text with suit
// symbols or other spaces, whose errors then quote the text as typed.
template <class Parse>
auto parse_typed_text(std::string_view text, Parse&& parse) -> decltype(parse(text)) {
    const std::string letters = as_plain_text(text);
    try {
        return parse(std::string_view(letters));
    } catch (const std::invalid_argument& error) {
        throw std::invalid_argument(quoted_as_typed(error.what(), text));
    }
}

// A bad token as error messages show it: quoted, at most `limit`
// characters (then "..."), printable UTF-8 as typed, control and stray
// bytes as '?'.
std::string shown_token(std::string_view text, std::size_t limit = 20);

// One card's text: rank char (or "10"), suit char; either case. Throws
// std::invalid_argument naming the token on anything else.
Card parse_card(std::string_view text);
// A card list: "AsKd7h", "As Kd 7h", "As,Kd,7h" (spaces and commas ignored).
// Does not check for duplicates.
std::vector<Card> parse_cards(std::string_view text);

// Throws std::invalid_argument for a card >= 52 or one given twice.
void check_cards(const Card* cards, std::size_t n);
// The mask of the cards, after check_cards; `known` cards count as taken too.
CardMask checked_mask(const Card* cards, std::size_t n, CardMask known = 0);

// Calls visit(five) for every 5-card subset of the n <= 7 cards, in the given
// order, until visit returns true.  Returns whether a visit returned true.
template <class Visit>
bool for_each_five(const Card* cards, std::size_t n, Visit&& visit) {
    for (unsigned subset = 0; subset < (1u << n); ++subset) {
        if (__builtin_popcount(subset) != 5) continue;
        std::array<Card, 5> five{};
        std::size_t k = 0;
        for (std::size_t i = 0; i < n; ++i)
            if (subset >> i & 1) five[k++] = cards[i];
        if (visit(five)) return true;
    }
    return false;
}

}  // namespace holdem
