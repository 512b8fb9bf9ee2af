#include "holdem/cards.hpp"

#include <array>
#include <cctype>
#include <cstdint>
#include <stdexcept>

namespace holdem {

std::string card_to_string(Card card) {
    if (card >= kNumCards) throw std::invalid_argument("card " + std::to_string(card) + " out of range 0..51");
    return {kRankChars[rank_of(card)], kSuitChars[suit_of(card)]};
}

std::string cards_to_string(const Card* cards, std::size_t n) {
    std::string text;
    text.reserve(2 * n);
    for (std::size_t i = 0; i < n; ++i) text += card_to_string(cards[i]);
    return text;
}

std::string cards_to_string(const std::vector<Card>& cards) { return cards_to_string(cards.data(), cards.size()); }

namespace {

// Character -> rank or suit index (-1 if none), either case.
struct CharTables {
    std::array<std::int8_t, 256> rank{}, suit{};
    constexpr CharTables() {
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
constexpr CharTables kChars;

int rank_index(char c) { return kChars.rank[static_cast<unsigned char>(c)]; }
int suit_index(char c) { return kChars.suit[static_cast<unsigned char>(c)]; }

// Printable form of a bad token for error messages (bounded, no control bytes).
std::string shown(std::string_view text) {
    std::string out;
    for (char c : text.substr(0, 20)) out += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
    if (text.size() > 20) out += "...";
    return "'" + out + "'";
}

}  // namespace

Card parse_card(std::string_view text) {
    int rank = -1;
    if (text.size() == 2) rank = rank_index(text[0]);
    else if (text.size() == 3 && text[0] == '1' && text[1] == '0') rank = 8;  // "10h"
    const int suit = text.empty() ? -1 : suit_index(text.back());
    if (rank < 0 || suit < 0) throw std::invalid_argument("unknown card " + shown(text));
    return make_card(rank, suit);
}

std::vector<Card> parse_cards(std::string_view text) {
    std::vector<Card> cards;
    std::size_t i = 0;
    auto is_separator = [](char c) { return c == ',' || std::isspace(static_cast<unsigned char>(c)); };
    while (i < text.size()) {
        if (is_separator(text[i])) { ++i; continue; }
        // A token is two characters, or three for "10x".
        std::size_t len = (text[i] == '1' && i + 1 < text.size() && text[i + 1] == '0') ? 3 : 2;
        len = std::min(len, text.size() - i);
        std::string_view token = text.substr(i, len);
        if (len < 2 || is_separator(token.back())) {
            std::size_t end = i;
            while (end < text.size() && !is_separator(text[end])) ++end;
            throw std::invalid_argument("unknown card " + shown(text.substr(i, std::max<std::size_t>(end - i, 1))));
        }
        cards.push_back(parse_card(token));
        i += len;
    }
    return cards;
}

CardMask checked_mask(const Card* cards, std::size_t n, CardMask known) {
    CardMask mask = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (cards[i] >= kNumCards)
            throw std::invalid_argument("card " + std::to_string(cards[i]) + " out of range 0..51");
        if ((mask | known) & card_bit(cards[i]))
            throw std::invalid_argument("duplicate card " + card_to_string(cards[i]));
        mask |= card_bit(cards[i]);
    }
    return mask;
}

void check_cards(const Card* cards, std::size_t n) { checked_mask(cards, n); }

}  // namespace holdem
