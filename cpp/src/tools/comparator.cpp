#include "holdem/tools/comparator.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <stdexcept>

#include "holdem/eval/best_hand.hpp"
#include "holdem/core/cancel.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/eval/omaha.hpp"
#include "holdem/eval/omaha_lo.hpp"
#include "holdem/eval/shortdeck.hpp"

namespace holdem {

namespace {

constexpr int kBoardSize = 5;
constexpr int kHoldemHand = 2;
constexpr int kOmahaHand = 4;
constexpr int kDrawHand = 5;

constexpr bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

// Cards run together ("Kd4cKh2h", "10hJd"); returns how many, or -1 for a
// token that is malformed or holds more than `max` cards.
int parse_token(std::string_view token, Card* out, int max) {
    int n = 0;
    for (std::size_t i = 0; i < token.size(); ++n)
        if (n == max || !read_card(token, i, out[n])) return -1;
    return n;
}

std::string quoted(std::string_view token) { return " ('" + std::string(token) + "')"; }

// Throws unless a token holds as many cards as its place in the line needs.
void check_count(std::string_view token, int n, bool is_board, bool draw) {
    if (is_board && n != kBoardSize)
        throw std::invalid_argument("the board needs 5 cards, got " + std::to_string(n) + quoted(token));
    if (!is_board && draw && n != kDrawHand)
        throw std::invalid_argument("a five-card draw hand needs 5 cards, got " + std::to_string(n) + quoted(token));
    if (!is_board && !draw && n != kHoldemHand && n != kOmahaHand)
        throw std::invalid_argument("a hand needs 2 cards (Hold'em) or 4 (Omaha), got " + std::to_string(n) +
                                    quoted(token));
}

// The five cards (three from the board, two from the hole) that make an Omaha
// hand's strength.
std::array<Card, 5> omaha_five(const Card* board, const Card* hole, std::size_t hole_n, Strength strength) {
    for (int a = 0; a < kBoardSize; ++a)
        for (int b = a + 1; b < kBoardSize; ++b)
            for (int c = b + 1; c < kBoardSize; ++c)
                for (std::size_t i = 0; i < hole_n; ++i)
                    for (std::size_t j = i + 1; j < hole_n; ++j) {
                        const std::array<Card, 5> five = {board[a], board[b], board[c], hole[i], hole[j]};
                        if (evaluate(five.data(), 5) == strength) return five;
                    }
    throw std::logic_error("no Omaha five reaches the hand's strength");
}

bool is_short_deck(CompareGame game) { return game == CompareGame::kShortDeck || game == CompareGame::kShortDeckTriton; }

ShortDeck short_deck_rules(CompareGame game) {
    return game == CompareGame::kShortDeckTriton ? ShortDeck::kTriton : ShortDeck::kStandard;
}

// The best five of a short-deck hand: the first five of the seven cards with its strength.
std::array<Card, 5> short_deck_five(const Card* seven, ShortDeck rules, Strength strength) {
    std::array<Card, 5> five{};
    for (int skip_a = 0; skip_a < 7; ++skip_a)
        for (int skip_b = skip_a + 1; skip_b < 7; ++skip_b) {
            int k = 0;
            for (int i = 0; i < 7; ++i)
                if (i != skip_a && i != skip_b) five[static_cast<std::size_t>(k++)] = seven[i];
            if (evaluate_shortdeck(five.data(), 5, rules) == strength) return five;
        }
    throw std::logic_error("no five reaches the short-deck hand's strength");
}

}  // namespace

bool LineComparator::compare(std::string_view line) {
    answer_.clear();
    debug_.clear();
    error_.clear();
    try {
        parse_line(line);
    } catch (const std::invalid_argument& e) {
        error_ = e.what();
        return false;
    }
    if (entries_.empty()) return true;  // a blank line
    rank_hands();
    write_answer();
    if (options_.debug) write_debug();
    return true;
}

void LineComparator::parse_line(std::string_view line) {
    board_.clear();
    entries_.clear();
    const bool draw = options_.game == CompareGame::kFiveCardDraw;
    const int max_cards = draw ? kDrawHand : kBoardSize;
    CardMask seen = 0;
    bool first = true;
    std::string_view first_hand;  // as typed
    std::size_t i = 0;
    while (true) {
        while (i < line.size() && is_blank(line[i])) ++i;
        if (i == line.size()) break;
        const std::size_t start = i;
        while (i < line.size() && !is_blank(line[i])) ++i;
        const std::string_view token = line.substr(start, i - start);

        Card cards[kDrawHand];
        const bool is_board = first && !draw;
        int n = parse_token(token, cards, max_cards);
        if (n < 0) {  // the general parser names a bad card, or counts too many, or reads "As,Kd"
            const std::vector<Card> parsed = parse_cards(token);
            n = static_cast<int>(parsed.size());
            check_count(token, n, is_board, draw);
            std::copy(parsed.begin(), parsed.end(), cards);
        }
        check_count(token, n, is_board, draw);
        for (int k = 0; k < n; ++k) {
            if (seen & card_bit(cards[k])) throw std::invalid_argument("duplicate card " + card_to_string(cards[k]));
            seen |= card_bit(cards[k]);
        }
        if (is_board) {
            board_.assign(cards, cards + n);
        } else {
            if (entries_.empty()) first_hand = token;
            if (entries_.size() && entries_.front().count != n)  // both named: "As,Kd" reads as one hand
                throw std::invalid_argument("hands mix " + std::to_string(entries_.front().count) + " and " +
                                            std::to_string(n) + " cards ('" + std::string(first_hand) +
                                            "', then '" + std::string(token) + "')");
            Entry entry{};
            entry.count = static_cast<unsigned char>(n);
            entry.length = static_cast<unsigned char>(2 * n);
            for (int k = 0; k < n; ++k) {
                entry.cards[k] = cards[k];
                entry.text[2 * k] = kRankChars[rank_of(cards[k])];
                entry.text[2 * k + 1] = kSuitChars[suit_of(cards[k])];
            }
            entries_.push_back(entry);
        }
        first = false;
    }
    if (first) return;  // blank line
    if (entries_.size() < 2)
        throw std::invalid_argument("a line needs at least 2 hands, got " + std::to_string(entries_.size()));
    if (is_short_deck(options_.game)) {
        if (entries_.front().count != kHoldemHand)
            throw std::invalid_argument("a short-deck hand needs 2 cards, got " +
                                        std::to_string(entries_.front().count));
        check_shortdeck_cards(board_.data(), board_.size());
        for (const Entry& e : entries_) check_shortdeck_cards(e.cards, e.count);
    }
    if (options_.game == CompareGame::kOmahaHiLo && entries_.front().count != kOmahaHand)
        throw std::invalid_argument("an Omaha hi-lo hand needs 4 cards, got " + std::to_string(entries_.front().count));
}

void LineComparator::rank_hands() {
    const std::size_t hand_n = entries_.front().count;
    if (options_.game == CompareGame::kFiveCardDraw) {
        for (Entry& e : entries_) e.strength = evaluate(e.cards, kDrawHand);
    } else if (is_short_deck(options_.game)) {
        Card seven[7];
        std::copy(board_.begin(), board_.end(), seven);
        for (Entry& e : entries_) {
            seven[5] = e.cards[0];
            seven[6] = e.cards[1];
            e.strength = evaluate_shortdeck(seven, 7, short_deck_rules(options_.game));
        }
    } else if (hand_n == kHoldemHand) {
        HandAccumulator board;
        for (Card c : board_) board.add(c);
        for (Entry& e : entries_) e.strength = board.plus(e.cards[0]).plus(e.cards[1]).strength();
    } else {
        for (Entry& e : entries_) e.strength = evaluate_omaha(board_.data(), e.cards, hand_n);
        if (options_.game == CompareGame::kOmahaHiLo)
            for (Entry& e : entries_) e.low = evaluate_omaha_lo(board_.data(), e.cards, hand_n);
    }
    // Weakest first; equal strengths in plain (byte) alphabetical order of the text.
    std::sort(entries_.begin(), entries_.end(), [](const Entry& a, const Entry& b) {
        if (a.strength != b.strength) return a.strength < b.strength;
        return std::memcmp(a.text, b.text, a.length) < 0;  // all hands of a line have one length
    });
}

void LineComparator::write_answer() {
    for (std::size_t k = 0; k < entries_.size(); ++k) {
        if (k) answer_ += options_.ties_equals && entries_[k].strength == entries_[k - 1].strength ? '=' : ' ';
        answer_.append(entries_[k].text, entries_[k].length);
    }
    if (options_.game == CompareGame::kOmahaHiLo) write_low_answer();
}

void LineComparator::write_low_answer() {
    // The hands with a low, weakest low first, equal lows in alphabetical order of the text.
    std::vector<const Entry*> lows;
    for (const Entry& e : entries_)
        if (e.low) lows.push_back(&e);
    std::sort(lows.begin(), lows.end(), [](const Entry* a, const Entry* b) {
        if (a->low != b->low) return a->low < b->low;
        return std::memcmp(a->text, b->text, a->length) < 0;
    });
    answer_ += " |";
    if (lows.empty()) answer_ += " -";
    for (std::size_t k = 0; k < lows.size(); ++k) {
        answer_ += k && options_.ties_equals && lows[k]->low == lows[k - 1]->low ? '=' : ' ';
        answer_.append(lows[k]->text, lows[k]->length);
    }
}

void LineComparator::write_debug() {
    for (std::size_t k = 0; k < entries_.size(); ++k) {
        const Entry& e = entries_[k];
        BestHand best;
        if (is_short_deck(options_.game)) {
            // Short deck has no score string: its strength (1..1404) instead.
            const Card seven[7] = {board_[0], board_[1], board_[2], board_[3], board_[4], e.cards[0], e.cards[1]};
            const auto five = short_deck_five(seven, short_deck_rules(options_.game), e.strength);
            if (k) debug_ += ' ';
            debug_.append(e.text, e.length);
            debug_ += '|' + cards_to_string(five.data(), five.size()) + "->" + std::to_string(e.strength) + '|';
            continue;
        }
        if (options_.game == CompareGame::kFiveCardDraw) {
            best = best_hand(e.cards, kDrawHand);
        } else if (e.count == kHoldemHand) {
            const Card seven[7] = {board_[0], board_[1], board_[2], board_[3], board_[4], e.cards[0], e.cards[1]};
            best = best_hand(seven, 7);
        } else {
            best.strength = e.strength;
            best.category = category(e.strength);
            best.cards = order_five(omaha_five(board_.data(), e.cards, e.count, e.strength), best.category);
        }
        if (k) debug_ += ' ';
        debug_.append(e.text, e.length);
        debug_ += '|';
        debug_ += cards_to_string(best.cards.data(), best.cards.size());
        debug_ += "->";
        debug_ += score_string(best);
        debug_ += '|';
        if (options_.game == CompareGame::kOmahaHiLo) debug_ += "lo=" + std::to_string(e.low) + '|';
    }
}

void StreamComparator::feed(std::string_view data, std::string& answers, std::string& diagnostics) {
    std::size_t pos = 0;
    while (pos < data.size()) {
        throw_if_cancelled();
        const std::size_t end = data.find('\n', pos);
        const std::string_view piece = data.substr(pos, end == std::string_view::npos ? end : end - pos);
        if (end == std::string_view::npos) {  // an unfinished line: keep it for the next call
            if (!overlong_) pending_.append(piece);
            if (pending_.size() > kMaxLine) {
                overlong_ = true;
                pending_.clear();
            }
            return;
        }
        if (overlong_ || pending_.size() + piece.size() > kMaxLine) {
            overlong_ = false;
            pending_.clear();
            reject_overlong(answers, diagnostics);
        } else if (!pending_.empty()) {
            pending_.append(piece);
            answer_line(pending_, answers, diagnostics);
            pending_.clear();
        } else {
            answer_line(piece, answers, diagnostics);
        }
        pos = end + 1;
    }
}

void StreamComparator::finish(std::string& answers, std::string& diagnostics) {
    if (overlong_) reject_overlong(answers, diagnostics);
    else if (!pending_.empty()) answer_line(pending_, answers, diagnostics);
    overlong_ = false;
    pending_.clear();
}

void StreamComparator::answer_line(std::string_view line, std::string& answers, std::string& diagnostics) {
    ++lines_;
    if (!line_.compare(line)) {
        report_error(line_.error(), answers, diagnostics);
        return;
    }
    answers += line_.answer();
    answers += '\n';
    if (!line_.debug().empty()) {
        diagnostics += line_.debug();
        diagnostics += '\n';
    }
}

void StreamComparator::reject_overlong(std::string& answers, std::string& diagnostics) {
    ++lines_;
    report_error("line longer than " + std::to_string(kMaxLine) + " characters", answers, diagnostics);
}

void StreamComparator::report_error(const std::string& reason, std::string& answers, std::string& diagnostics) {
    ++errors_;
    answers += "ERROR: " + reason + '\n';
    diagnostics += "ERROR: " + reason + " (line " + std::to_string(lines_) + ")\n";
}

std::string compare_line(std::string_view line, CompareOptions options) {
    LineComparator comparator(options);
    if (!comparator.compare(line)) throw std::invalid_argument(comparator.error());
    return comparator.answer();
}

}  // namespace holdem
