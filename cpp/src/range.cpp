#include "holdem/range.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>
#include <system_error>

namespace holdem {

namespace {

enum class Suitedness { kAny, kSuited, kOffsuit };

// A hand class like "AKs", "T9", "QQ": two ranks (high first) and suitedness.
struct HandClass {
    int high = 0;
    int low = 0;
    Suitedness suited = Suitedness::kAny;
    bool pair() const { return high == low; }
};

int rank_value(char c) {
    static constexpr std::string_view ranks = "23456789TJQKA";
    const auto pos = ranks.find(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

int suit_value(char c) {
    static constexpr std::string_view suits = "cdhs";
    const auto pos = suits.find(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    return pos == std::string_view::npos ? -1 : static_cast<int>(pos);
}

// Printable, bounded form of an item for error messages.
std::string shown(std::string_view item) {
    std::string out;
    for (char c : item.substr(0, 30)) out += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
    if (item.size() > 30) out += "...";
    return "'" + out + "'";
}

[[noreturn]] void bad_item(std::string_view item, const std::string& why) {
    throw std::invalid_argument("invalid range item " + shown(item) + (why.empty() ? "" : ": " + why));
}

[[noreturn]] void bad_card(std::string_view item, std::string_view card) {
    bad_item(item, shown(card) + " is not a card (a card is a rank 2-9, T, J, Q, K or A and a suit c, d, h or s, "
                                 "like Ah or Td)");
}

// A decimal number, read the same whatever the process locale says the
// decimal mark is (strtod would refuse "0.5" under a comma locale).
std::optional<double> parse_number(std::string_view text) {
    if (!text.empty() && text.front() == '+') {
        text.remove_prefix(1);
        if (!text.empty() && text.front() == '-') return std::nullopt;
    }
    double value = 0.0;
    const char* first = text.data();
    const char* last = first + text.size();
    const auto [end, error] = std::from_chars(first, last, value, std::chars_format::general);
    if (text.empty() || error != std::errc() || end != last || !std::isfinite(value)) return std::nullopt;
    return value;
}

// Reads a hand class at text[pos...], advancing pos; false if there is none.
bool read_class(std::string_view text, std::size_t& pos, HandClass& out) {
    if (pos + 2 > text.size()) return false;
    const int a = rank_value(text[pos]);
    const int b = rank_value(text[pos + 1]);
    if (a < 0 || b < 0) return false;
    pos += 2;
    out.high = std::max(a, b);
    out.low = std::min(a, b);
    out.suited = Suitedness::kAny;
    if (pos < text.size()) {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[pos])));
        if (c == 's') { out.suited = Suitedness::kSuited; ++pos; }
        else if (c == 'o') { out.suited = Suitedness::kOffsuit; ++pos; }
    }
    return true;
}

void add_class(Range& range, int high, int low, Suitedness suited, double weight) {
    for (int s1 = 0; s1 < kNumSuits; ++s1)
        for (int s2 = 0; s2 < kNumSuits; ++s2) {
            if (high == low && s2 <= s1) continue;  // each pair combo once
            if (suited == Suitedness::kSuited && s1 != s2) continue;
            if (suited == Suitedness::kOffsuit && s1 == s2) continue;
            range.add(make_card(high, s1), make_card(low, s2), weight);
        }
}

double parse_weight(std::string_view item, std::string_view text) {
    const std::optional<double> w = parse_number(text);
    if (!w) bad_item(item, "the weight after ':' must be a number");
    if (!(*w > 0.0 && *w <= 1.0)) bad_item(item, "a weight must be above 0 and at most 1");
    return *w;
}

// Expands one item's body (no weight) into the range.
void add_body(Range& range, std::string_view item, std::string_view body, double weight) {
    if (body.size() == 6) {
        std::string lower(body);
        for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (lower == "random") {
            for (Card a = 1; a < kNumCards; ++a)
                for (Card b = 0; b < a; ++b) range.add(a, b, weight);
            return;
        }
    }
    // A suit letter second means cards, not a hand class (whose second
    // character is a rank), so a bad card can be named.
    if ((body.size() == 2 || body.size() == 4) && suit_value(body[1]) >= 0) {
        for (std::size_t k = 0; k < body.size(); k += 2)
            if (rank_value(body[k]) < 0 || suit_value(body[k + 1]) < 0) bad_card(item, body.substr(k, 2));
        if (body.size() == 2) bad_item(item, "one card is not a hand (a combo has two cards, like AhKd)");
    }
    // An explicit combo: rank suit rank suit.
    if (body.size() == 4 && suit_value(body[1]) >= 0) {
        const Card a = make_card(rank_value(body[0]), suit_value(body[1]));
        const Card b = make_card(rank_value(body[2]), suit_value(body[3]));
        if (a == b) bad_item(item, "the same card twice");
        range.add(a, b, weight);
        return;
    }
    std::size_t pos = 0;
    HandClass first;
    if (!read_class(body, pos, first)) bad_item(item, "");
    if (first.pair() && first.suited != Suitedness::kAny) bad_item(item, "a pair cannot be suited or offsuit");
    if (pos == body.size()) {
        add_class(range, first.high, first.low, first.suited, weight);
        return;
    }
    if (body[pos] == '+' && pos + 1 == body.size()) {
        if (first.pair()) {
            for (int r = first.high; r < kNumRanks; ++r) add_class(range, r, r, first.suited, weight);
        } else {
            for (int k = first.low; k < first.high; ++k) add_class(range, first.high, k, first.suited, weight);
        }
        return;
    }
    HandClass last;
    ++pos;
    if (body[pos - 1] != '-' || !read_class(body, pos, last) || pos != body.size()) bad_item(item, "");
    if (first.pair() != last.pair()) bad_item(item, "an interval joins two pairs or two non-pairs");
    if (first.suited != last.suited) bad_item(item, "the two ends differ in suitedness");
    if (first.pair()) {
        for (int r = std::min(first.high, last.high); r <= std::max(first.high, last.high); ++r)
            add_class(range, r, r, first.suited, weight);
    } else if (first.high == last.high) {
        for (int k = std::min(first.low, last.low); k <= std::max(first.low, last.low); ++k)
            add_class(range, first.high, k, first.suited, weight);
    } else if (first.high - first.low == last.high - last.low) {
        const int gap = first.high - first.low;
        for (int h = std::min(first.high, last.high); h <= std::max(first.high, last.high); ++h)
            add_class(range, h, h - gap, first.suited, weight);
    } else {
        bad_item(item, "an interval needs the same top card (A2s-A5s) or the same gap (T9s-QJs)");
    }
}

void add_item(Range& range, std::string_view item) {
    const std::size_t colon = item.find(':');
    double weight = 1.0;
    std::string_view body = item;
    if (colon != std::string_view::npos) {
        weight = parse_weight(item, item.substr(colon + 1));
        body = item.substr(0, colon);
    }
    // "10" is another way to write a ten.
    std::string normal;
    for (std::size_t i = 0; i < body.size(); ++i) {
        if (body[i] == '1' && i + 1 < body.size() && body[i + 1] == '0') { normal += 'T'; ++i; }
        else normal += body[i];
    }
    if (normal.empty()) bad_item(item, "no hand before the weight");
    add_body(range, item, normal, weight);
}

bool is_separator(char c) { return c == ',' || std::isspace(static_cast<unsigned char>(c)); }

}  // namespace

void Range::add(Card a, Card b, double weight) {
    double& slot = weights_[static_cast<std::size_t>(combo_index(a, b))];
    slot = std::max(slot, weight);
}

Range Range::parse(std::string_view text) {
    Range range;
    bool any = false;
    std::size_t i = 0;
    while (i < text.size()) {
        if (is_separator(text[i])) { ++i; continue; }
        std::size_t end = i;
        while (end < text.size() && !is_separator(text[end])) ++end;
        add_item(range, text.substr(i, end - i));
        any = true;
        i = end;
    }
    if (!any) throw std::invalid_argument("empty range");
    return range;
}

Range Range::random() { return parse("random"); }

std::vector<WeightedCombo> Range::combos() const {
    std::vector<WeightedCombo> out;
    for (Card a = 1; a < kNumCards; ++a)
        for (Card b = 0; b < a; ++b) {
            const double w = weights_[static_cast<std::size_t>(combo_index(a, b))];
            if (w > 0.0) out.push_back({a, b, w});
        }
    return out;
}

std::vector<WeightedCombo> Range::combos(CardMask excluded) const {
    std::vector<WeightedCombo> out = combos();
    const auto blocked = [excluded](const WeightedCombo& c) {
        return (excluded & (card_bit(c.high) | card_bit(c.low))) != 0;
    };
    out.erase(std::remove_if(out.begin(), out.end(), blocked), out.end());
    // Equity multiplies one weight per player: weights like 1e-200 would
    // underflow to nothing, while only their ratios matter.
    double largest = 0.0;
    for (const WeightedCombo& c : out) largest = std::max(largest, c.weight);
    if (largest > 0.0 && largest != 1.0)
        for (WeightedCombo& c : out) c.weight /= largest;
    return out;
}

std::size_t Range::size() const {
    return static_cast<std::size_t>(std::count_if(weights_.begin(), weights_.end(), [](double w) { return w > 0; }));
}

}  // namespace holdem
