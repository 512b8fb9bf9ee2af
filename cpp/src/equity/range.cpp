#include "holdem/equity/range.hpp"

#include "holdem/eval/shortdeck.hpp"
#include "preflop_ranking.hpp"
#include "shortdeck_ranking.hpp"
#include "top_share.hpp"

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

using range_detail::parse_number;

enum class Suitedness { kAny, kSuited, kOffsuit };

// A hand class like "AKs", "T9", "QQ": two ranks (high first) and suitedness.
struct HandClass {
    int high = 0;
    int low = 0;
    Suitedness suited = Suitedness::kAny;
    bool pair() const { return high == low; }
};

// The card reader's character tables (cards.hpp): -1 for anything else.
int rank_value(char c) { return detail::kCardChars.rank[static_cast<unsigned char>(c)]; }
int suit_value(char c) { return detail::kCardChars.suit[static_cast<unsigned char>(c)]; }

std::string shown(std::string_view item) { return shown_token(item, 30); }

// Ends the errors that cannot say more than "not understood".
constexpr const char* kGrammarHint = "(a range looks like QQ+,AKs,A5s-A2s,KQo:0.5,[50]JJ[/50])";

[[noreturn]] void bad_item(std::string_view item, const std::string& why) {
    throw std::invalid_argument("invalid range item " + shown(item) +
                                (why.empty() ? std::string(" ") + kGrammarHint : ": " + why));
}

// What a player's spelling that the grammar does not take is written as ("" when none is known):
// other tools' wildcards and separators, a weight in another form, a share with words.
std::string spelling_hint(std::string_view body) {
    const std::string low = detail::lowered(body);
    if (low == "xx" || low == "xxxx" || low == "any" || low == "any2" || low == "anytwo" || low == "all")
        return "any two cards are 'random'";
    if (low.size() >= 2 && low.size() <= 3 && rank_value(body[0]) >= 1 && low[1] == 'x' &&
        (low.size() == 2 || low[2] == 's' || low[2] == 'o')) {  // "Ax", "Kxs": the rank with any lower card
        const std::string r(1, static_cast<char>(std::toupper(static_cast<unsigned char>(body[0]))));
        const std::string kind = low.size() == 3 ? std::string(1, low[2]) : "";
        return r + " and any lower card is written " + r + "2" + kind + "+";
    }
    if (low.find_first_of(";|") != std::string::npos) return "separate the items with ',' or spaces";
    if (low.find("\xE2\x80\x93") != std::string::npos || low.find("\xE2\x80\x94") != std::string::npos)
        return "an interval is written with '-', like TT-77";
    if (low.find("\xEF\xBC\x8C") != std::string::npos) return "separate the items with ',' or spaces";
    if (low.find_first_of("=(") != std::string::npos) return "a weight goes after ':' or '@', like AKs:0.5 or AKs@50";
    if (low.size() == 3 && low[2] == '-' && low[0] == low[1])  // "QQ-"
        return "a pair and the pairs below it is written 22-" + std::string(body.substr(0, 2));
    if (low == "top") return "a share of the hands is written 10%, with no word before it";
    const bool number_first = !low.empty() && (std::isdigit(static_cast<unsigned char>(low[0])) || low[0] == '.');
    const bool numeric = low.find_first_not_of("0123456789.") == std::string::npos;
    if (number_first && (numeric || low.find('%') != std::string::npos))  // "0.5" after a space, "50%AKs"
        return "a weight goes after the hand with ':' and no space, like AKs:0.5 or AKs:50%";
    return "";
}

[[noreturn]] void bad_card(std::string_view item, std::string_view card) {
    bad_item(item, shown(card) + " is not a card (a card is a rank 2-9, T, J, Q, K or A and a suit c, d, h or s, "
                                 "like Ah or Td)");
}

// A percentage like "50" (or "50%") of a [50]...[/50] block as a weight.
double parse_block_weight(std::string_view tag) {
    std::string_view number = tag.substr(tag[1] == '/' ? 2 : 1, tag.size() - (tag[1] == '/' ? 3 : 2));
    if (!number.empty() && number.back() == '%') number.remove_suffix(1);
    const std::optional<double> percent = parse_number(number);
    if (!percent)
        throw std::invalid_argument("invalid range block " + shown(tag) +
                                    ": a block's weight is a percentage, like [50]QQ+,AKs[/50]");
    if (!(*percent > 0.0 && *percent <= 100.0))
        throw std::invalid_argument("invalid range block " + shown(tag) +
                                    ": a weight must be above 0% and at most 100%");
    return *percent / 100.0;
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

// The weight after ':' (a share, 0.5, or a percentage, 50%) or after '@' (a percentage, as Omaha
// ranges write it: AK@50).
double parse_weight(std::string_view item, char sign, std::string_view text) {
    const bool percent = sign == '@' || (!text.empty() && text.back() == '%');
    if (!text.empty() && text.back() == '%') text.remove_suffix(1);
    const std::optional<double> w = parse_number(text);
    if (!w) bad_item(item, sign == '@' ? "the weight after '@' must be a percentage, like 50"
                                       : "the weight after ':' must be a number, like 0.5 or 50%");
    if (percent) {
        if (!(*w > 0.0 && *w <= 100.0)) bad_item(item, "a weight must be above 0% and at most 100%");
        return *w / 100.0;
    }
    // "AK:0,5" reads as AK:0 and an item 5: say how a fraction is written.
    if (text == "0")
        bad_item(item, "a weight must be above 0 and at most 1 (100%): leave out a hand of weight 0 (and for a "
                       "fraction like 0,5 write 0.5)");
    if (*w > 1.0 && *w <= 100.0)  // "AA:50": a percentage without its sign
        bad_item(item, "a weight must be above 0 and at most 1 (100%); for " + std::string(text) + "% write " +
                           std::string(item.substr(0, item.find(sign) + 1)) + std::string(text) + "%");
    if (!(*w > 0.0 && *w <= 1.0)) bad_item(item, "a weight must be above 0 and at most 1 (100%)");
    return *w;
}

// A grid index's class (preflop_ranking's numbering) into the range.
void add_grid_class(Range& range, int index, double weight) {
    const int row = kNumRanks - 1 - index / kNumRanks;  // rank values, ace = 12
    const int col = kNumRanks - 1 - index % kNumRanks;
    if (row == col) add_class(range, row, row, Suitedness::kAny, weight);
    else if (row > col) add_class(range, row, col, Suitedness::kSuited, weight);  // above the diagonal
    else add_class(range, col, row, Suitedness::kOffsuit, weight);
}

int grid_class_combos(int index) {
    const int row = index / kNumRanks;
    const int col = index % kNumRanks;
    return row == col ? 6 : row < col ? 4 : 12;
}

// "15%": the strongest classes whose combos come closest to that share of
// the deck's combos; on a tie the shorter prefix.
void add_top_share(Range& range, std::string_view item, std::string_view body, double weight, ShareRanking ranking) {
    const std::optional<double> percent = parse_number(body.substr(0, body.size() - 1));
    if (!percent) bad_item(item, "a share of hands is a number and '%', like 15% or 33.3%");
    if (!(*percent > 0.0 && *percent <= 100.0))
        bad_item(item, "a share of hands must be above 0% and at most 100%");
    const double target = *percent / 100.0 * ranking.deck_combos;
    const int best_length = range_detail::closest_prefix(
        ranking.size, target, [&](int k) { return grid_class_combos(ranking.classes[k]); });
    for (int k = 0; k < best_length; ++k) add_grid_class(range, ranking.classes[k], weight);
}

// Expands one item's body (no weight) into the range.
void add_body(Range& range, std::string_view item, std::string_view body, double weight, ShareRanking ranking) {
    if (body.size() == 6 || body == "*") {  // ('*' as Omaha ranges write it)
        if (body == "*" || detail::lowered(body) == "random") {
            for (Card a = 1; a < kNumCards; ++a)
                for (Card b = 0; b < a; ++b)
                    if (!(ranking.missing & (card_bit(a) | card_bit(b)))) range.add(a, b, weight);
            return;
        }
    }
    if (!body.empty() && body.back() == '%') {
        add_top_share(range, item, body, weight, ranking);
        return;
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
        std::size_t pos = 0;
        Card a = 0, b = 0;
        read_card(body, pos, a);  // both checked just above
        read_card(body, pos, b);
        if (a == b) bad_item(item, "the same card twice");
        range.add(a, b, weight);
        return;
    }
    std::size_t pos = 0;
    HandClass first;
    if (!read_class(body, pos, first)) bad_item(item, spelling_hint(body));
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
    if (body[pos - 1] != '-' || !read_class(body, pos, last) || pos != body.size())
        bad_item(item, spelling_hint(body));
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

// `block_weight`: the weight of the [50]...[/50] block around the item, if any.
void add_item(Range& range, std::string_view item, std::optional<double> block_weight, ShareRanking ranking) {
    const std::size_t sign = item.find_first_of(":@");
    double weight = block_weight.value_or(1.0);
    std::string_view body = item;
    if (sign != std::string_view::npos) {
        if (block_weight)
            bad_item(item, std::string("a weight after '") + item[sign] +
                               "' inside a [50]...[/50] block (give one or the other)");
        weight = parse_weight(item, item[sign], item.substr(sign + 1));
        body = item.substr(0, sign);
    }
    // "10" is another way to write a ten (but not in a share like "10%").
    const bool share = !body.empty() && body.back() == '%';
    std::string normal(share ? body : std::string_view());
    for (std::size_t i = 0; !share && i < body.size(); ++i) {
        if (body[i] == '1' && i + 1 < body.size() && body[i + 1] == '0') { normal += 'T'; ++i; }
        else normal += body[i];
    }
    if (normal.empty()) bad_item(item, "no hand before the weight");
    add_body(range, item, normal, weight, ranking);
}

}  // namespace

const std::array<std::uint8_t, kNumHandClasses>& preflop_ranking() { return kPreflopRanking; }

const std::array<std::uint8_t, kNumShortDeckClasses>& shortdeck_preflop_ranking(ShortDeck rules) {
    return rules == ShortDeck::kTriton ? kShortDeckTritonRanking : kShortDeckRanking;
}

const std::array<double, kNumShortDeckClasses>& shortdeck_preflop_equity(ShortDeck rules) {
    return rules == ShortDeck::kTriton ? kShortDeckTritonEquity : kShortDeckEquity;
}

ShareRanking holdem_share_ranking() { return {kPreflopRanking.data(), kNumHandClasses, kNumCombos, 0}; }

ShareRanking shortdeck_share_ranking(ShortDeck rules) {
    return {shortdeck_preflop_ranking(rules).data(), kNumShortDeckClasses, kNumShortDeckCombos, kShortDeckMissing};
}

namespace {

// Range::add's refusal, out of its way (the parser adds every combo of a range through it).
[[noreturn, gnu::cold, gnu::noinline]] void refuse_combo(Card a, Card b, double weight) {
    if (a >= kNumCards || b >= kNumCards)
        throw std::invalid_argument("card " + std::to_string(a >= kNumCards ? a : b) + " out of range 0..51");
    if (a == b) throw std::invalid_argument("a combo is two cards, got " + card_to_string(a) + " twice");
    throw std::invalid_argument("a combo's weight must be above 0 and at most 1, got " + detail::number_text(weight));
}

}  // namespace

void Range::add(Card a, Card b, double weight) {
    if (a >= kNumCards || b >= kNumCards || a == b || !(weight > 0.0 && weight <= 1.0)) refuse_combo(a, b, weight);
    double& slot = weights_[static_cast<std::size_t>(combo_index(a, b))];
    slot = std::max(slot, weight);
}

double Range::weight(Card a, Card b) const {
    // Unchecked, a card twice read another combo's weight (combo_index(a, a) is combo_index(a + 1, 0)).
    if (a >= kNumCards || b >= kNumCards || a == b) refuse_combo(a, b, 1.0);
    return weights_[static_cast<std::size_t>(combo_index(a, b))];
}

Range Range::parse(std::string_view text, ShareRanking ranking) {
    if (has_typed_symbols(text))
        return parse_typed_text(text, [&](std::string_view letters) { return parse(letters, ranking); });
    Range range;
    bool any = false;
    // The open [50] tag, and its weight, while inside a block.
    std::string_view open_tag;
    std::optional<double> block_weight;
    std::size_t i = 0;
    while (i < text.size()) {
        if (detail::is_separator(text[i])) { ++i; continue; }
        if (text[i] == '[') {  // Equilab's [50]...[/50] blocks, glued to items or not
            const std::size_t close = text.find(']', i);
            if (close == std::string_view::npos)
                throw std::invalid_argument("invalid range block " + shown(text.substr(i)) + ": no ']' " +
                                            kGrammarHint);
            const std::string_view tag = text.substr(i, close + 1 - i);
            const double weight = parse_block_weight(tag);
            if (tag[1] != '/') {
                if (block_weight)
                    throw std::invalid_argument("invalid range block " + shown(tag) + ": inside " + shown(open_tag) +
                                                ", which is not closed yet (blocks do not nest)");
                open_tag = tag;
                block_weight = weight;
            } else {
                if (!block_weight)
                    throw std::invalid_argument("invalid range block " + shown(tag) + ": it closes no block " +
                                                kGrammarHint);
                if (weight != *block_weight)
                    throw std::invalid_argument("invalid range block " + shown(tag) + ": it does not match " +
                                                shown(open_tag));
                block_weight.reset();
            }
            i = close + 1;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && !detail::is_separator(text[end]) && text[end] != '[') ++end;
        add_item(range, text.substr(i, end - i), block_weight, ranking);
        any = true;
        i = end;
    }
    if (block_weight)
        throw std::invalid_argument("invalid range block " + shown(open_tag) + ": it is never closed (end it with [/" +
                                    std::string(open_tag.substr(1, open_tag.size() - 2)) + "])");
    if (!any) throw std::invalid_argument(std::string("empty range ") + kGrammarHint);
    return range;
}


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
