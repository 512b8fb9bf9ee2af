// The original comparator's line protocol: "BOARD HAND HAND ..." in, the
// hands from weakest to strongest out (equal strengths in plain alphabetical
// order of their text).  Hands of 2 cards are Hold'em, of 4 cards Omaha (two
// hole cards and three board cards); five-card draw lines have no board.
// Short deck: 2-card hands of the 36-card deck, ranked by the short-deck
// order.  Omaha hi-lo: 4-card hands in high order, then " | " and the hands
// that make an eight-or-better low, weakest low first ("-" when none does).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/core/strength.hpp"

namespace holdem {

enum class CompareGame {
    kBoardGame,     // Hold'em or Omaha, told apart per line by the hand size
    kFiveCardDraw,  // 5-card hands, no board
    kShortDeck,       // short deck, a straight above three of a kind
    kShortDeckTriton, // short deck, three of a kind above a straight
    kOmahaHiLo,       // Omaha hi-lo: the high order, then the low order
};

struct CompareOptions {
    CompareGame game = CompareGame::kBoardGame;
    bool ties_equals = false;  // join hands of equal strength with '=' instead of ' '
    bool debug = false;        // also describe each hand's best five and score string
};

// One line's verdict.  Reuse an instance across lines: its buffers are kept.
class LineComparator {
public:
    explicit LineComparator(CompareOptions options = {}) : options_(options) {}

    // Answers one line (no line end).  Returns false for a bad line, with the
    // reason in error(); an empty or blank line gets an empty answer.
    bool compare(std::string_view line);

    const std::string& answer() const { return answer_; }
    const std::string& debug() const { return debug_; }  // "HAND|BEST5->SCORE| ..." when options.debug
    const std::string& error() const { return error_; }

private:
    struct Entry {
        Strength strength;
        unsigned char low;     // Omaha hi-lo: the low strength (0: none)
        unsigned char length;  // characters used in text
        char text[10];         // canonical card text, e.g. "Kd4cKh2h"
        Card cards[5];
        unsigned char count;
    };

    void parse_line(std::string_view line);
    void rank_hands();
    void write_answer();
    void write_low_answer();
    void write_debug();

    CompareOptions options_;
    std::vector<Card> board_;
    std::vector<Entry> entries_;
    std::string answer_, debug_, error_;
};

// A stream of input bytes in, answer lines (and diagnostics for stderr) out.
// Lines may end in "\n" or "\r\n"; each answer line ends in "\n".
class StreamComparator {
public:
    // Lines longer than this are answered with an error without being buffered.
    static constexpr std::size_t kMaxLine = 1 << 16;

    explicit StreamComparator(CompareOptions options = {}) : line_(options) {}

    // Answers every complete line in `data` (after what earlier calls left
    // unfinished), appending to `answers` (stdout) and `diagnostics` (stderr:
    // error lines and, with options.debug, one debug line per answered line).
    // Throws Cancelled between lines once cancel_requested() (holdem/core/cancel.hpp).
    void feed(std::string_view data, std::string& answers, std::string& diagnostics);
    // Answers a last line that had no line end.
    void finish(std::string& answers, std::string& diagnostics);

    std::size_t lines() const { return lines_; }
    std::size_t errors() const { return errors_; }

private:
    void answer_line(std::string_view line, std::string& answers, std::string& diagnostics);
    void reject_overlong(std::string& answers, std::string& diagnostics);
    void report_error(const std::string& reason, std::string& answers, std::string& diagnostics);

    LineComparator line_;
    std::string pending_;
    bool overlong_ = false;  // inside a line past kMaxLine: skip to its end
    std::size_t lines_ = 0, errors_ = 0;
};

// The answer to one line; throws std::invalid_argument with the reason for a bad line.
std::string compare_line(std::string_view line, CompareOptions options = {});

}  // namespace holdem
