#include "holdem/core/cards.hpp"

#include <algorithm>
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

std::string shown_token(std::string_view text, std::size_t limit) {
    std::string out;
    for (char c : text.substr(0, limit)) out += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
    if (text.size() > limit) out += "...";
    return "'" + out + "'";
}

Card parse_card(std::string_view text) {
    std::size_t pos = 0;
    Card card = 0;
    if (!read_card(text, pos, card) || pos != text.size()) throw std::invalid_argument("unknown card " + shown_token(text));
    return card;
}

std::vector<Card> parse_cards(std::string_view text) {
    std::vector<Card> cards;
    auto is_separator = [](char c) { return c == ',' || std::isspace(static_cast<unsigned char>(c)); };
    std::size_t i = 0;
    while (i < text.size()) {
        if (is_separator(text[i])) { ++i; continue; }
        Card card = 0;
        if (!read_card(text, i, card)) {
            std::size_t end = i;
            while (end < text.size() && !is_separator(text[end])) ++end;
            throw std::invalid_argument("unknown card " + shown_token(text.substr(i, std::max<std::size_t>(end - i, 1))));
        }
        cards.push_back(card);
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
