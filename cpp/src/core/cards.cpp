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

namespace {

// The bytes of the UTF-8 sequence at text[i] when it is a well-formed one of a
// code point from U+00A0 up (a letter like 'é' or 'Ａ', shown as typed); 0 for
// anything else (a C1 control, a stray or overlong byte, a surrogate).
std::size_t printable_utf8_length(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    // Per lead byte: the sequence's length and the range its second byte may take.
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) { length = 2; if (lead == 0xC2) low = 0xA0; }
    else if (lead >= 0xE0 && lead <= 0xEF) { length = 3; if (lead == 0xE0) low = 0xA0; if (lead == 0xED) high = 0x9F; }
    else if (lead >= 0xF0 && lead <= 0xF4) { length = 4; if (lead == 0xF0) low = 0x90; if (lead == 0xF4) high = 0x8F; }
    if (length == 0 || i + length > text.size() || byte(i + 1) < low || byte(i + 1) > high) return 0;
    for (std::size_t k = i + 2; k < i + length; ++k)
        if (byte(k) < 0x80 || byte(k) > 0xBF) return 0;
    return length;
}

}  // namespace

std::string shown_token(std::string_view text, std::size_t limit) {
    std::string out;
    std::size_t i = 0, shown = 0;
    for (; i < text.size() && shown < limit; ++shown) {
        const std::size_t wide = printable_utf8_length(text, i);
        if (wide > 0) {
            out.append(text.substr(i, wide));
            i += wide;
        } else {
            out += std::isprint(static_cast<unsigned char>(text[i])) ? text[i] : '?';
            ++i;
        }
    }
    if (i < text.size()) out += "...";
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
