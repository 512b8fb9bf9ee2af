// OmahaRange::parse: a range text's items, their ':' and '!' terms and
// parentheses, each term a bit set over every hand (omaha_hand_bits.hpp),
// and the items' weights ('@50') kept per hand.
#include "holdem/equity/omaha_range.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "omaha_pattern.hpp"
#include "omaha_top_share.hpp"
#include "top_share.hpp"

namespace holdem {

namespace {

using omaha_detail::HandBits;

constexpr std::size_t kMaxText = 4096;
// Each level of parentheses may hold two bit sets of up to 2.5 MB (PLO6).
constexpr int kMaxDepth = 10;
// The fills kept for patterns written again: 25 PLO6 ones, all of PLO4's.
constexpr std::uint64_t kCacheBytes = std::uint64_t{64} << 20;
// The least time between two calls of a caller's poll: often enough for a time limit checked
// there (the Python module's poll takes the GIL itself at most every 50 ms, as the equity runs do).
constexpr std::chrono::milliseconds kPollInterval{10};

std::string at(std::size_t where) { return "at character " + std::to_string(where + 1); }

std::string with_commas(std::uint64_t n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

std::string game_name(int hole_cards) { return "PLO" + std::to_string(hole_cards); }

constexpr std::string_view kRankLetters = "AKQJTakqjt98765432";  // a rank written alone, either case

// Players' shorthand that the pattern language reads otherwise, refused with what to write:
// "AK ds" was AK or any hand with a diamond and a spade, "AKds" an ace, the K♦ and a spade, "AKs"
// an ace and the K♠ (a suit follows its rank).
void refuse_shorthand(std::string_view w, std::size_t start) {
    const auto is_rank = [](char c) { return kRankLetters.find(c) != std::string_view::npos; };
    const auto where = [&] { return shown_token(w) + " " + at(start); };
    const std::string_view tail = w.size() >= 2 ? w.substr(w.size() - 2) : std::string_view{};
    const std::string_view ranks = w.substr(0, w.size() - tail.size());
    const bool ranks_only = std::all_of(ranks.begin(), ranks.end(), [&](char c) {
        return is_rank(c) || c == '1' || c == '0' || c == '*';  // ("10", '*')
    });
    if ((tail == "ds" || tail == "ss") && ranks_only) {
        const bool ds = tail == "ds";
        const std::string meant = ds ? "double-suited" : "single-suited", ask = ds ? "xxyy" : "xxyz";
        const std::string suits = ds ? "a diamond and a spade" : "two spades";
        if (ranks.empty())
            throw std::invalid_argument(where() + " alone is any hand with " + suits + ", not " + meant + ": write " +
                                        ask + " after ':' (AK:" + ask + "), or " + (ds ? "'sd'" : "'ss*'") + " for " +
                                        suits);
        throw std::invalid_argument(where() + ": its '" + std::string(tail) +
                                    "' reads as a suit of the rank before it and a spade (a suit follows its rank), "
                                    "not " + meant + ": write " + std::string(ranks) + ":" + ask + " for " + meant +
                                    " " + std::string(ranks));
    }
    if (w.size() == 3 && is_rank(w[0]) && is_rank(w[1]) && w[2] == 's' &&
        std::toupper(static_cast<unsigned char>(w[0])) != std::toupper(static_cast<unsigned char>(w[1]))) {
        const std::string high(1, w[0]), low(1, w[1]);
        throw std::invalid_argument(where() + " reads as " + high + " and the " + low +
                                    " of spades (a suit follows its rank), not Hold'em's suited " + high + low +
                                    ": write " + high + "x" + low + "x for the two of one suit, or " + low + "s" +
                                    high + " for the cards as written");
    }
}

bool is_operator(char c) { return c == ',' || c == ':' || c == '!' || c == '(' || c == ')' || c == '@'; }
bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

// "0.5", "50%", "1": a number, which may be a weight or a top share (or,
// written with digits 2..9 and "10" only, a pattern like "22").
bool is_number(std::string_view word) {
    if (!word.empty() && word.back() == '%') word.remove_suffix(1);
    bool digit = false;
    for (const char c : word) {
        if (c >= '0' && c <= '9') digit = true;
        else if (c != '.') return false;
    }
    return digit;
}

bool is_pattern_of_digits(std::string_view word) {
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (word[i] == '1' && i + 1 < word.size() && word[i + 1] == '0') ++i;
        else if (word[i] < '2' || word[i] > '9') return false;
    }
    return true;
}

// What a text parses to: one bit per hand and, when some item has a weight,
// each hand's weight by its index (0 for hands not in the range).
struct ParsedRange {
    HandBits hands;
    std::vector<std::uint8_t> weights;
};

// The caller's poll, at most every kPollInterval: a Python poll takes the GIL back, and a text of
// hundreds of cached patterns asked for it hundreds of times while threads were busy.
class GatedPoll {
public:
    explicit GatedPoll(const std::function<void()>& poll) : poll_(poll) {}
    void operator()() {
        if (!poll_) return;
        const auto now = std::chrono::steady_clock::now();
        if (now - last_ < kPollInterval) return;
        last_ = now;
        poll_();
    }

private:
    const std::function<void()>& poll_;
    std::chrono::steady_clock::time_point last_{};  // (the first call polls)
};

class Parser {
public:
    Parser(std::string_view text, int hole_cards, OmahaRange::Shares shares, GatedPoll& poll)
        : text_(text),
          hole_cards_(hole_cards),
          shares_(shares),
          poll_(poll),
          hands_(omaha_detail::choose(kNumCards, hole_cards)) {}

    ParsedRange parse() {
        ParsedRange out{HandBits(hands_), {}};
        skip_space();
        if (pos_ == text_.size()) throw std::invalid_argument("an empty Omaha range (write a pattern, like AA or xxyy)");
        // Only a text with weights pays for a byte per hand and a bit set per item.
        if (text_.find('@') != std::string_view::npos) out.weights.assign(static_cast<std::size_t>(hands_), 0);
        range(out.hands, 0, out.weights.empty() ? nullptr : &out.weights);
        if (pos_ < text_.size()) {  // only ')' stops a top-level range early
            throw std::invalid_argument("unbalanced ')' " + at(pos_) + " in " + shown_token(text_, 40));
        }
        return out;
    }

private:
    void skip_space() {
        while (pos_ < text_.size() && is_space(text_[pos_])) ++pos_;
    }

    // Items up to ')' or the end, ORed into out; at the top level of a text
    // with weights, each item's weight kept for its hands (weights not null).
    void range(HandBits& out, int depth, std::vector<std::uint8_t>* weights = nullptr) {
        for (;;) {
            skip_space();
            const std::size_t start = pos_;
            if (pos_ == text_.size() || text_[pos_] == ',' || text_[pos_] == ')')
                throw std::invalid_argument("an empty item " + at(start) + " in " + shown_token(text_, 40) +
                                            " (items are patterns between commas)");
            if (weights != nullptr) weighted_item(out, *weights);
            else item(out, depth);
            skip_space();
            if (pos_ == text_.size() || text_[pos_] == ')') return;
            if (text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (text_[pos_] == '@') misplaced_weight(depth);
            // Whitespace between two items separates them too; anything else is a missing operator.
            if (!is_space(text_[pos_ - 1]))
                throw std::invalid_argument("expected ',', ':' or '!' " + at(pos_) + " in " + shown_token(text_, 40));
        }
    }

    // Terms joined by ':' and '!', left to right, ORed into out.
    void item(HandBits& out, int depth) {
        std::unique_ptr<HandBits> acc;
        bool first = true;
        for (;;) {
            if (first) {
                first = false;
                if (lone_term()) {
                    term(out, depth, false);  // a lone term goes straight into the range
                    return;
                }
                acc = acquire();
                term(*acc, depth, false);
            }
            skip_space();
            const char op = text_[pos_];
            const std::size_t op_at = pos_++;
            skip_space();
            if (pos_ == text_.size() || (is_operator(text_[pos_]) && text_[pos_] != '('))
                throw std::invalid_argument("'" + std::string(1, op) + "' " + at(op_at) + " needs a pattern after it, in " +
                                            shown_token(text_, 40));
            std::unique_ptr<HandBits> rhs = acquire();
            term(*rhs, depth, op == ':');
            if (op == ':') acc->and_with(*rhs);
            else acc->and_not(*rhs);
            spare_.push_back(std::move(rhs));
            if (!next_is_operator()) break;
        }
        out.or_with(*acc);
        spare_.push_back(std::move(acc));
    }

    // A top-level item into a bit set of its own, then its weight ('@w', or
    // a full weight) for each of its hands, where it is the larger: a hand
    // listed twice keeps its larger weight.
    void weighted_item(HandBits& out, std::vector<std::uint8_t>& weights) {
        std::unique_ptr<HandBits> bits = acquire();
        item(*bits, 0);
        skip_space();
        const std::uint8_t w = pos_ < text_.size() && text_[pos_] == '@' ? weight() : OmahaRange::kFullWeight;
        bits->for_each_set([&](std::size_t i) { weights[i] = std::max(weights[i], w); });
        out.or_with(*bits);
        spare_.push_back(std::move(bits));
    }

    // '@' and the whole number after it, 1 to 100 (a share of a full weight).
    std::uint8_t weight() {
        const std::size_t at_sign = pos_++;
        skip_space();
        const std::string_view w = word();
        if (w.empty())
            throw std::invalid_argument("'@' " + at(at_sign) + " needs a weight after it, a whole number from 1 to " +
                                        std::to_string(OmahaRange::kFullWeight) + " (like AA@50), in " +
                                        shown_token(text_, 40));
        const bool whole = w.size() <= 3 && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
        int value = 0;  // at most three digits: no overflow
        for (const char c : whole ? w : std::string_view()) value = 10 * value + (c - '0');
        if (!whole || value < 1 || value > OmahaRange::kFullWeight)
            throw std::invalid_argument("a weight is a whole number from 1 to " +
                                        std::to_string(OmahaRange::kFullWeight) + " (a share of a full weight, in " +
                                        "percent), not " + shown_token(w) + " " + at(at_sign));
        skip_space();
        if (pos_ < text_.size() && (text_[pos_] == ':' || text_[pos_] == '!'))
            throw std::invalid_argument("'@" + std::string(w) + "' " + at(at_sign) + " ends its item: write '" +
                                        std::string(1, text_[pos_]) + "' terms before the weight, as in AA:xxyy@50");
        return static_cast<std::uint8_t>(value);
    }

    [[noreturn]] void misplaced_weight(int depth) const {
        if (depth > 0)
            throw std::invalid_argument("a weight goes at the end of a top-level item, not inside parentheses: '@' " +
                                        at(pos_) + " in " + shown_token(text_, 40) + " (write (AA,KK)@50)");
        throw std::invalid_argument("a second weight '@' " + at(pos_) + " in " + shown_token(text_, 40) +
                                    " (an item has one weight)");
    }

    // An empty bit set over every hand.
    std::unique_ptr<HandBits> acquire() {
        if (spare_.empty()) return std::make_unique<HandBits>(hands_);
        std::unique_ptr<HandBits> bits = std::move(spare_.back());
        spare_.pop_back();
        bits->clear();
        return bits;
    }

    // Whether the term at pos_ is its item's only one (no ':' or '!' after
    // it), without moving: such a term is ORed straight into the range.
    bool lone_term() {
        const std::size_t start = pos_;
        int open = 0;
        do {
            if (pos_ >= text_.size()) break;
            const char c = text_[pos_];
            if (c == '(') {
                ++open;
                ++pos_;
            } else if (c == ')') {
                --open;
                ++pos_;
            } else if (open > 0 && (is_space(c) || is_operator(c))) {
                ++pos_;
            } else {
                word();
                if (pos_ == start) break;  // an operator where a term should be: the parse will say so
            }
        } while (open > 0);
        const bool lone = !next_is_operator();
        pos_ = start;
        return lone;
    }

    // Whether ':' or '!' follows (after spaces), without moving.
    bool next_is_operator() {
        std::size_t i = pos_;
        while (i < text_.size() && is_space(text_[i])) ++i;
        return i < text_.size() && (text_[i] == ':' || text_[i] == '!');
    }

    // One term ORed into out: 'random', '*', a pattern or '(' range ')'.
    void term(HandBits& out, int depth, bool after_colon) {
        poll_();
        const std::size_t start = pos_;
        if (text_[pos_] == '(') {
            if (depth + 1 > kMaxDepth)
                throw std::invalid_argument("parentheses nested deeper than " + std::to_string(kMaxDepth) + " " +
                                            at(start));
            ++pos_;
            range(out, depth + 1);
            if (pos_ == text_.size())
                throw std::invalid_argument("unbalanced '(' " + at(start) + " in " + shown_token(text_, 40));
            ++pos_;  // ')'
            return;
        }
        const std::string_view w = word();
        if (w.empty())
            throw std::invalid_argument("'" + std::string(1, text_[start]) + "' " + at(start) +
                                        " needs a pattern before it, in " + shown_token(text_, 40));
        if (w == "*" || detail::lowered(w) == "random") {
            out.set_all();
            return;
        }
        const bool decimal = w.find_first_of(".%") != std::string_view::npos;
        if (is_number(w) && (decimal || (after_colon && !is_pattern_of_digits(w)))) {
            if (w.back() == '%' && !after_colon) {
                top_share(w, start, out);
                return;
            }
            throw std::invalid_argument("Omaha range weights go after '@', not ':': " + shown_token(w) + " " +
                                        at(start) + " (write AA@50 for half a full weight, not AA:0.5)");
        }
        refuse_shorthand(w, start);
        const omaha_detail::Pattern pattern = omaha_detail::parse_pattern(w, hole_cards_);
        const std::string key = pattern_key(pattern);
        if (const auto cached = cache_.find(key); cached != cache_.end()) {
            out.or_with(*cached->second);
            return;
        }
        // The first time in place; the second time into the cache, if there is room.
        if (seen_.insert(key).second || cache_bytes_ + hands_ / 8 > kCacheBytes) {
            if (!omaha_detail::fill_pattern(pattern, hole_cards_, out)) no_hand(w);
            return;
        }
        auto bits = std::make_unique<HandBits>(hands_);
        if (!omaha_detail::fill_pattern(pattern, hole_cards_, *bits)) no_hand(w);
        out.or_with(*bits);
        cache_bytes_ += hands_ / 8;
        cache_.emplace(key, std::move(bits));
    }

    // "15%" (PLO4 and PLO5): the strongest classes closest to that share of the hands.
    void top_share(std::string_view w, std::size_t start, HandBits& out) const {
        const std::string where = shown_token(w) + " " + at(start);
        if (!omaha_detail::has_top_shares(hole_cards_))
            throw std::invalid_argument("a top share like " + where + " ranks PLO4 and PLO5 hands only (" +
                                        game_name(hole_cards_) +
                                        " has no ranking yet); write a pattern instead, like AA, AKQJ or xxyy");
        const std::optional<double> percent = range_detail::parse_number(w.substr(0, w.size() - 1));
        if (!percent || !(*percent > 0.0 && *percent <= 100.0))
            throw std::invalid_argument("a top share is above 0% and at most 100%, not " + where);
        omaha_detail::fill_top_share(*percent / 100.0, hole_cards_, shares_, out);
    }

    [[noreturn]] void no_hand(std::string_view w) const {
        throw std::invalid_argument(shown_token(w, 30) + " matches no " + game_name(hole_cards_) + " hand");
    }

    // A pattern as the filler sees it (variables numbered in order of use),
    // so "RROO" and "OONN" share one fill.
    static std::string pattern_key(const omaha_detail::Pattern& p) {
        std::string key;
        for (const omaha_detail::Position& pos : p.positions) {
            key += static_cast<char>(pos.ranks & 0xFF);
            key += static_cast<char>(pos.ranks >> 8);
            key += static_cast<char>(pos.suits);
            key += static_cast<char>(pos.rank_var);
            key += static_cast<char>(pos.suit_var);
        }
        key += static_cast<char>(p.var_ranks & 0xFF);
        key += static_cast<char>(p.var_ranks >> 8);
        key += static_cast<char>(p.var_suits);
        return key;
    }

    // A pattern's text: up to a space or an operator, brackets whole.
    std::string_view word() {
        const std::size_t start = pos_;
        while (pos_ < text_.size() && !is_space(text_[pos_]) && !is_operator(text_[pos_])) {
            if (text_[pos_] == '[') {
                const std::size_t close = text_.find(']', pos_);
                if (close == std::string_view::npos)
                    throw std::invalid_argument("unbalanced '[' " + at(pos_) + " in " + shown_token(text_, 40));
                pos_ = close;
            }
            ++pos_;
        }
        return text_.substr(start, pos_ - start);
    }

    std::string_view text_;
    int hole_cards_;
    OmahaRange::Shares shares_;
    GatedPoll& poll_;
    std::uint64_t hands_;
    std::size_t pos_ = 0;
    // Each distinct pattern is filled once (a long text that repeats one
    // costs a copy per repeat), within a memory budget.
    std::set<std::string> seen_;
    std::map<std::string, std::unique_ptr<HandBits>> cache_;
    std::vector<std::unique_ptr<HandBits>> spare_;  // bit sets to reuse (fresh memory costs page faults)
    std::uint64_t cache_bytes_ = 0;
};

}  // namespace

OmahaRange OmahaRange::parse(std::string_view text, int hole_cards, Shares shares,
                             const std::function<void()>& poll) {
    if (has_typed_symbols(text))
        return parse_typed_text(text, [&](std::string_view t) { return parse(t, hole_cards, shares, poll); });
    if (hole_cards < 4 || hole_cards > 6)
        throw std::invalid_argument("an Omaha hand has 4, 5 or 6 cards, not " + std::to_string(hole_cards));
    if (text.size() > kMaxText)
        throw std::invalid_argument("an Omaha range text has at most " + std::to_string(kMaxText) +
                                    " characters, got " + std::to_string(text.size()));
    GatedPoll gated(poll);
    const ParsedRange parsed = Parser(text, hole_cards, shares, gated).parse();
    const HandBits& bits = parsed.hands;
    const std::uint64_t n = bits.count();
    if (n == 0)
        throw std::invalid_argument(shown_token(text, 40) + " matches no " + game_name(hole_cards) +
                                    " hand (its ':' or '!' leave none)");
    if (n > kMaxHands)
        throw std::invalid_argument(shown_token(text, 40) + " is " + with_commas(n) + " " + game_name(hole_cards) +
                                    " hands, more than the " + with_commas(kMaxHands) +
                                    " an Omaha range may hold; narrow it with ':' or '!'");
    std::vector<std::uint8_t> weights;  // in index order, which is the hands' order
    if (!parsed.weights.empty()) {
        weights.reserve(static_cast<std::size_t>(n));
        bits.for_each_set([&](std::size_t i) { weights.push_back(parsed.weights[i]); });
    }
    // Listing a PLO6 range's millions of hands takes tens of milliseconds: polled as it goes.
    return OmahaRange(omaha_detail::hands_of(bits, hole_cards, [&gated] { gated(); }), std::move(weights),
                      hole_cards);
}

OmahaRange::OmahaRange(std::vector<CardMask> hands, std::vector<std::uint8_t> weights, int hole_cards)
    : hands_(std::move(hands)), weights_(std::move(weights)), hole_cards_(hole_cards) {}

OmahaRange OmahaRange::from_hands(std::vector<CardMask> hands, int hole_cards, std::vector<std::uint8_t> weights) {
    if (hole_cards < 4 || hole_cards > 6)
        throw std::invalid_argument("an Omaha hand has 4, 5 or 6 cards, not " + std::to_string(hole_cards));
    if (!weights.empty() && weights.size() != hands.size())
        throw std::invalid_argument("an Omaha range needs one weight a hand, got " + std::to_string(weights.size()) +
                                    " for " + std::to_string(hands.size()) + " hands");
    for (CardMask h : hands) {
        if (__builtin_popcountll(h) != hole_cards)
            throw std::invalid_argument("an Omaha range hand has " + std::to_string(hole_cards) + " cards");
        if (h >> kNumCards) throw std::invalid_argument("an Omaha range hand holds a card above 51");
    }
    for (std::uint8_t w : weights)
        if (w < 1 || w > kFullWeight)
            throw std::invalid_argument("an Omaha range weight is 1 to " + std::to_string(kFullWeight) + ", got " +
                                        std::to_string(w));
    if (hands.empty()) throw std::invalid_argument("an Omaha range needs at least one hand");
    const bool given = !weights.empty();
    if (!given) weights.assign(hands.size(), kFullWeight);
    // Sorted by hand, the larger weight first, so that the first of each hand is the one kept.
    std::vector<std::size_t> order(hands.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return hands[a] != hands[b] ? hands[a] < hands[b] : weights[a] > weights[b];
    });
    std::vector<CardMask> kept;
    std::vector<std::uint8_t> kept_weights;
    for (std::size_t i : order)
        if (kept.empty() || kept.back() != hands[i]) {
            kept.push_back(hands[i]);
            kept_weights.push_back(weights[i]);
        }
    if (!given) kept_weights.clear();
    return OmahaRange(std::move(kept), std::move(kept_weights), hole_cards);
}

}  // namespace holdem
