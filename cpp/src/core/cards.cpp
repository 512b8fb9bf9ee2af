#include "holdem/core/cards.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
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

namespace {

// U+2660..U+2667 (UTF-8 E2 99 A0..A7): ♠ ♡ ♢ ♣ ♤ ♥ ♦ ♧, black and white of each suit.
constexpr std::string_view kSuitSymbolLead = "\xE2\x99";
constexpr char kSymbolSuits[8] = {'s', 'h', 'd', 'c', 's', 'h', 'd', 'c'};
constexpr std::string_view kEmojiStyle = "\xEF\xB8\x8F";  // U+FE0F, as phones type ♠️

std::size_t suit_symbol_at(std::string_view text, std::size_t i) {  // its index 0..7, or 8
    if (text.substr(i, 2) != kSuitSymbolLead || i + 2 >= text.size()) return 8;
    const auto last = static_cast<unsigned char>(text[i + 2]);
    return last >= 0xA0 && last <= 0xA7 ? last - 0xA0u : 8;
}

// The bytes of a space other than ASCII's at text[i] (0 for none): no-break spaces (U+00A0,
// U+202F), the typographic ones (U+2000..U+200A, U+205F, U+3000), and the invisible zero-width
// space and byte order mark (U+200B, U+FEFF), as text pasted from a web page or a file holds them.
std::size_t unicode_space_at(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u; };
    if (byte(i) == 0xC2 && byte(i + 1) == 0xA0) return 2;
    const unsigned a = byte(i), b = byte(i + 1), c = byte(i + 2);
    const bool space = (a == 0xE2 && b == 0x80 && (c <= 0x8B || c == 0xAF)) || (a == 0xE2 && b == 0x81 && c == 0x9F) ||
                       (a == 0xE3 && b == 0x80 && c == 0x80) || (a == 0xEF && b == 0xBB && c == 0xBF);
    return space && c >= 0x80 ? 3 : 0;
}

// The text of the first card that does not read at text[i] (of a token ending at `end`): its
// rank's character ("10" for a ten) and the code point after it, as far as the token goes.
std::string_view bad_card(std::string_view text, std::size_t i, std::size_t end) {
    const auto code_point = [&](std::size_t at) { return std::max<std::size_t>(printable_utf8_length(text, at), 1); };
    std::size_t n = text.substr(i, 2) == "10" ? 2 : code_point(i);
    if (i + n < end) n += code_point(i + n);
    return text.substr(i, std::min(n, end - i));
}

// Whether text[i] follows a rank's character (or the 0 of a "10"): a suit symbol is read there only,
// so that an error quotes a symbol elsewhere as it was typed.
bool after_rank(std::string_view text, std::size_t i) {
    return i > 0 && (detail::kCardChars.rank[static_cast<unsigned char>(text[i - 1])] >= 0 || text[i - 1] == '0');
}

// as_plain_text, and where each byte of its text was typed (with one more
// entry, the typed text's end) when `typed_at` is given.
std::string plain_text(std::string_view text, std::vector<std::size_t>* typed_at) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        if (typed_at) typed_at->push_back(i);
        if (const std::size_t space = unicode_space_at(text, i)) {
            out += ' ';
            i += space;
            continue;
        }
        const std::size_t symbol = suit_symbol_at(text, i);
        if (symbol == 8 || !after_rank(text, i)) {
            out += text[i++];
            continue;
        }
        out += kSymbolSuits[symbol];
        i += 3;
        if (text.substr(i, kEmojiStyle.size()) == kEmojiStyle) i += kEmojiStyle.size();
    }
    if (typed_at) typed_at->push_back(text.size());
    return out;
}

// Whether message[i] opens a quote: a ' not inside a word (as the one of "combo's" is).
bool opens_quote(std::string_view message, std::size_t i) {
    return message[i] == '\'' && (i == 0 || !std::isalnum(static_cast<unsigned char>(message[i - 1])));
}

}  // namespace

namespace detail {

bool is_separator(char c) { return c == ',' || std::isspace(static_cast<unsigned char>(c)); }

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    return text;
}

std::string lowered(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string number_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

}  // namespace detail

bool has_typed_symbols(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (static_cast<unsigned char>(text[i]) < 0xC2) continue;  // ASCII, or inside a sequence
        if (unicode_space_at(text, i) || (suit_symbol_at(text, i) < 8 && after_rank(text, i))) return true;
    }
    return false;
}

std::string as_plain_text(std::string_view text) { return plain_text(text, nullptr); }

std::string quoted_as_typed(std::string_view message, std::string_view typed) {
    std::vector<std::size_t> typed_at;
    const std::string letters = plain_text(typed, &typed_at);
    constexpr std::string_view kCut = "...";  // shown_token's mark of a cut quote
    std::string out;
    for (std::size_t i = 0; i < message.size();) {
        const std::size_t close = opens_quote(message, i) ? message.find('\'', i + 1) : std::string_view::npos;
        std::string_view quoted = close == std::string_view::npos ? "" : message.substr(i + 1, close - i - 1);
        const bool cut = quoted.size() > kCut.size() && quoted.substr(quoted.size() - kCut.size()) == kCut;
        if (cut) quoted.remove_suffix(kCut.size());
        const std::size_t at = quoted.empty() ? std::string_view::npos : letters.find(quoted);
        if (at == std::string_view::npos) {
            out += message[i++];
            continue;
        }
        const std::size_t from = typed_at[at], to = typed_at[at + quoted.size()];
        out += "'" + std::string(typed.substr(from, to - from)) + (cut ? "..." : "") + "'";
        i = close + 1;
    }
    return out;
}

Card parse_card(std::string_view text) {
    if (has_typed_symbols(text)) return parse_typed_text(text, [](std::string_view t) { return parse_card(t); });
    std::size_t pos = 0;
    Card card = 0;
    if (!read_card(text, pos, card) || pos != text.size()) throw std::invalid_argument("unknown card " + shown_token(text));
    return card;
}

std::vector<Card> parse_cards(std::string_view text) {
    if (has_typed_symbols(text)) return parse_typed_text(text, [](std::string_view t) { return parse_cards(t); });
    std::vector<Card> cards;
    std::size_t i = 0;
    while (i < text.size()) {
        if (detail::is_separator(text[i])) { ++i; continue; }
        Card card = 0;
        if (!read_card(text, i, card)) {
            std::size_t end = i;
            while (end < text.size() && !detail::is_separator(text[end])) ++end;
            const std::string_view token = text.substr(i, std::max<std::size_t>(end - i, 1));
            const std::string_view card = bad_card(text, i, i + token.size());
            throw std::invalid_argument("unknown card " + shown_token(card) +
                                        (card.size() < token.size() ? " in " + shown_token(token) : ""));
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
