// Reading one Omaha pattern into positions (the grammar: docs/design.md, "Omaha ranges").
#include "omaha_pattern.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace holdem::omaha_detail {

namespace {

constexpr const char* kPositionHint =
    "a position is a rank (A K Q J T 9..2), '*', a rank variable (an upper-case letter like R, O, N) or a "
    "rank list like [AKQ] or [A-T], then or instead a suit s h d c or a suit variable w x y z";

// A place in the pattern, numbered within it: the error quotes the pattern, not the whole range.
std::string at(std::size_t i, std::string_view pattern) {
    return "at character " + std::to_string(i + 1) + " of " + shown_token(pattern, 30);
}

// The bytes of the character starting at byte i (a UTF-8 sequence is shown whole, as typed).
std::size_t symbol_length(std::string_view text, std::size_t i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t n = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    return std::min(n, text.size() - i);
}

[[noreturn]] void unknown_symbol(std::string_view pattern, std::size_t i) {
    throw std::invalid_argument("unknown symbol " + shown_token(pattern.substr(i, symbol_length(pattern, i))) + " " +
                                at(i, pattern) + " (" + kPositionHint + ")");
}

// A rank written as a rank: A K Q J T (either case), 9..2, or "10".
int read_rank(std::string_view text, std::size_t& i) {
    if (i + 1 < text.size() && text[i] == '1' && text[i + 1] == '0') {
        i += 2;
        return 8;
    }
    const char c = text[i];
    if ((c >= '2' && c <= '9') || c == 'A' || c == 'K' || c == 'Q' || c == 'J' || c == 'T' || c == 'a' ||
        c == 'k' || c == 'q' || c == 'j' || c == 't') {
        ++i;
        return detail::kCardChars.rank[static_cast<unsigned char>(c)];
    }
    return -1;
}

int suit_value(char c) {
    switch (c) {
        case 'c': return 0;
        case 'd': return 1;
        case 'h': return 2;
        case 's': return 3;
        default: return -1;
    }
}

bool is_rank_var(char c) { return c >= 'A' && c <= 'Z' && c != 'A' && c != 'K' && c != 'Q' && c != 'J' && c != 'T'; }

// "[AKQ]", "[A,K,Q]", "[A-T]", "[T-A]", "[AK,9-7]": the ranks between the
// brackets at text[i] (i at '['); moves i past ']'.
std::uint16_t read_rank_list(std::string_view text, std::size_t& i) {
    const std::size_t open = i++;
    std::uint16_t ranks = 0;
    int previous = -1;  // the rank just read, for a span
    bool span = false;
    for (;;) {
        if (i >= text.size())
            throw std::invalid_argument("unbalanced '[' " + at(open, text));
        const char c = text[i];
        if (c == ']') break;
        if (c == ',' || c == ' ' || c == '\t') {
            ++i;
            continue;
        }
        if (c == '-') {
            if (previous < 0 || span)
                throw std::invalid_argument("a span in a rank list needs a rank on each side of '-', like [A-T], " +
                                            at(i, text));
            span = true;
            ++i;
            continue;
        }
        const std::size_t start = i;
        const int rank = read_rank(text, i);
        if (rank < 0) unknown_symbol(text, start);
        if (span) {
            for (int r = std::min(previous, rank); r <= std::max(previous, rank); ++r) ranks |= 1u << r;
            span = false;
            previous = -1;
        } else {
            ranks |= 1u << rank;
            previous = rank;
        }
    }
    if (span)
        throw std::invalid_argument("a span in a rank list needs a rank on each side of '-', like [A-T], " +
                                    at(i, text));
    if (ranks == 0) throw std::invalid_argument("an empty rank list " + at(open, text));
    ++i;  // past ']'
    return ranks;
}

std::string game_name(int hole_cards) { return "PLO" + std::to_string(hole_cards); }

}  // namespace

Pattern parse_pattern(std::string_view text, int hole_cards) {
    struct Written {
        Position position;
        int single_rank = -1;  // a rank written alone (not in a list), which no variable may take
        int suit = -1;
        char rank_var = 0, suit_var = 0;
    };
    std::vector<Written> written;
    std::size_t i = 0;
    while (i < text.size()) {
        Written w;
        const std::size_t start = i;
        const char c = text[i];
        bool has_rank = true;
        if (const int rank = read_rank(text, i); rank >= 0) {
            w.position.ranks = static_cast<std::uint16_t>(1u << rank);
            w.single_rank = rank;
        } else if (c == '*') {
            ++i;
        } else if (c == '[') {
            w.position.ranks = read_rank_list(text, i);
        } else if (is_rank_var(c)) {
            w.rank_var = c;
            ++i;
        } else {
            has_rank = false;
        }
        if (i < text.size()) {
            const char s = text[i];
            if (const int suit = suit_value(s); suit >= 0) {
                w.position.suits = static_cast<std::uint8_t>(1u << suit);
                w.suit = suit;
                ++i;
            } else if (s >= 'w' && s <= 'z') {
                w.suit_var = s;
                ++i;
            }
        }
        if (i == start || (!has_rank && w.suit < 0 && w.suit_var == 0)) {
            if (text[start] == ']') throw std::invalid_argument("unbalanced ']' " + at(start, text));
            unknown_symbol(text, start);
        }
        written.push_back(w);
    }
    if (static_cast<int>(written.size()) > hole_cards)
        throw std::invalid_argument(shown_token(text, 30) + " has " + std::to_string(written.size()) + " cards, a " +
                                    game_name(hole_cards) + " hand " + std::to_string(hole_cards));
    Pattern pattern;
    std::string rank_vars, suit_vars;  // letters in order of first use
    for (std::size_t a = 0; a < written.size(); ++a) {
        const Written& w = written[a];
        if (w.single_rank >= 0) pattern.var_ranks &= static_cast<std::uint16_t>(~(1u << w.single_rank));
        if (w.suit >= 0) pattern.var_suits &= static_cast<std::uint8_t>(~(1u << w.suit));
        for (std::size_t b = 0; b < a; ++b)
            if (w.single_rank >= 0 && w.suit >= 0 && written[b].single_rank == w.single_rank &&
                written[b].suit == w.suit)
                throw std::invalid_argument("duplicate card " + card_to_string(make_card(w.single_rank, w.suit)) +
                                            " in " + shown_token(text, 30));
        Position p = w.position;
        if (w.rank_var != 0) {
            std::size_t v = rank_vars.find(w.rank_var);
            if (v == std::string::npos) v = (rank_vars += w.rank_var).size() - 1;
            p.rank_var = static_cast<std::int8_t>(v);
        }
        if (w.suit_var != 0) {
            std::size_t v = suit_vars.find(w.suit_var);
            if (v == std::string::npos) v = (suit_vars += w.suit_var).size() - 1;
            p.suit_var = static_cast<std::int8_t>(v);
        }
        const bool bare_star = p.ranks == kAllRanks && p.suits == kAllSuits && p.rank_var < 0 && p.suit_var < 0;
        if (!bare_star) pattern.positions.push_back(p);
    }
    pattern.rank_vars = static_cast<int>(rank_vars.size());
    return pattern;
}

}  // namespace holdem::omaha_detail
