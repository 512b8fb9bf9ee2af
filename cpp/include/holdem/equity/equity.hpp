// The equity calculator: each player's share of the pot, by exact enumeration
// or Monte Carlo, for Hold'em (hole cards, partly known hands, ranges or
// random) and Omaha (PLO4/5/6: exact or partly known hands, ranges of
// patterns (holdem/equity/omaha_range.hpp), or random).
//
// Semantics (the usual Equilab ones): every unknown card is dealt uniformly
// from what is left; a range's combos are weighted by their weights; combos
// that collide with known cards or with each other are impossible.  A pot
// split k ways gives each player 1/k.
//
//     holdem::EquityOptions options;
//     options.exact = holdem::ExactMode::kExact;
//     auto result = holdem::calculate_equity({"AsKs", "QQ+,AKs:0.5"}, "5h6sTd", "", options);
//     result.equity[0];   // the first player's share of the pot
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/equity/omaha_range.hpp"
#include "holdem/equity/range.hpp"
#include "holdem/core/strength.hpp"

namespace holdem {

// Short deck (kShortDeck: a straight beats three of a kind; kShortDeckTriton:
// three of a kind beats a straight) is Hold'em dealt from the 36 cards six
// through ace, with the short-deck hand order (holdem/eval/shortdeck.hpp).
// Omaha hi-lo, eight or better (kOmahaHiLo4/5/6): the pot is split between
// the best high hand and the best qualifying low (holdem/eval/omaha_lo.hpp);
// without a low the high takes it all; each half is split among tied hands.
enum class Game { kHoldem, kOmaha4, kOmaha5, kOmaha6, kShortDeck, kShortDeckTriton, kOmahaHiLo4, kOmahaHiLo5, kOmahaHiLo6 };

// "holdem", "omaha" (= "plo4"), "plo4", "plo5", "plo6", "shortdeck",
// "shortdeck-triton", "omaha-hilo" (= "plo4-hilo"), "plo4-hilo",
// "plo5-hilo", "plo6-hilo", any case; throws std::invalid_argument
// otherwise, listing the valid names.
Game parse_game(std::string_view name);
// Hole cards per player: 2, 4, 5 or 6.
int hole_card_count(Game game);
// Hold'em or short deck: two hole cards, ranges, the Hold'em enumeration.
bool is_holdem_like(Game game);
// Omaha hi-lo with 4, 5 or 6 hole cards.
bool is_hilo(Game game);
// The ranking behind a top share like "15%" in the game's ranges; throws
// std::invalid_argument for Omaha (no ranges).
ShareRanking share_ranking(Game game);
// The ranking behind a top share like "15%" in the game's Omaha ranges:
// the high one, or in the hi-lo games the hi-lo one (PLO4's or PLO5's, by
// the hole cards).
OmahaRange::Shares omaha_share_ranking(Game game);
// Throws std::invalid_argument naming a combo of the range that the game's
// deck cannot deal (short deck: a card below six).
void check_range_in_deck(const Range& range, Game game);
// Cards in the deck: 52, or 36 for short deck.
int deck_size(Game game);
// The most players the deck deals a hand and a full board to: 23 for
// Hold'em, 15 for short deck, 11, 9 and 7 for PLO4/5/6.
int max_players(Game game);
// Throws std::invalid_argument for no players or more than max_players:
// callers check the count before building anything per player.
void check_player_count(Game game, std::size_t players);

// One player's hand as far as it is known.
class PlayerSpec {
public:
    enum class Kind { kCards, kRandom, kRange, kOmahaRange };

    // Some (or all) of the hole cards; the rest are dealt.
    static PlayerSpec cards(std::vector<Card> known);
    static PlayerSpec random() { return PlayerSpec(Kind::kRandom, {}, Range()); }
    static PlayerSpec range(Range range) { return PlayerSpec(Kind::kRange, {}, std::move(range)); }
    // An Omaha range (its hands all of the game's hole-card count).
    static PlayerSpec omaha_range(OmahaRange range);
    // "AsKs" (exact), "As" (one card known), "random", or a range: Hold'em
    // and short deck ranges (a top share like "15%" by the game's ranking),
    // Omaha patterns like "AA:xxyy".  Throws std::invalid_argument naming
    // what is wrong.  `poll`: as OmahaRange::parse takes it.
    static PlayerSpec parse(std::string_view text, Game game = Game::kHoldem, const std::function<void()>& poll = {});

    Kind kind() const { return kind_; }
    const std::vector<Card>& known() const { return known_; }
    const Range& hand_range() const { return range_; }
    // kOmahaRange: the range (shared, since copies of a spec are common and
    // an Omaha range may hold millions of hands); throws std::logic_error for
    // another kind.
    const OmahaRange& omaha_hands() const;

private:
    PlayerSpec(Kind kind, std::vector<Card> known, Range range)
        : kind_(kind), known_(std::move(known)), range_(std::move(range)) {}
    Kind kind_;
    std::vector<Card> known_;
    Range range_;
    std::shared_ptr<const OmahaRange> omaha_;
};

// "player 2" for index 1: how messages name a player (counted from 1).
std::string player_label(std::size_t index);

// PlayerSpec::parse for player `index`, its errors prefixed with player_label.
PlayerSpec parse_player(std::string_view text, Game game, std::size_t index, const std::function<void()>& poll = {});
// Every player's hand from text (the count checked first), as parse_player.
std::vector<PlayerSpec> parse_players(const std::vector<std::string>& hands, Game game);
// parse_cards of the board or the dead cards, its errors prefixed with `what`
// ("board: unknown card '3z'").
std::vector<Card> parse_spot_cards(std::string_view text, std::string_view what);

enum class ExactMode {
    kAuto,        // enumerate when it takes about a second or less (and at most half the time limit), else Monte Carlo
    kExact,       // always enumerate
    kMonteCarlo,  // always sample
};

struct EquityResult;

struct EquityOptions {
    Game game = Game::kHoldem;
    ExactMode exact = ExactMode::kAuto;
    // Monte Carlo stops at the first of: `trials` deals, every player's
    // standard error at most `target_stderr`, `time_limit` seconds.  0 means
    // not given; with none given it deals kDefaultTrials.  `time_limit`
    // bounds an exact enumeration too: cut short, its result is an estimate
    // (see EquityResult::complete).
    std::uint64_t trials = 0;
    double target_stderr = 0.0;
    double time_limit = 0.0;
    // Seconds of the call already spent before the engine was called (the
    // Python module's reading of the range texts): its clock starts that much
    // earlier, so that `time_limit` and EquityResult::elapsed cover the whole
    // call.  Where the limit passes while the seats are built (millions of
    // Omaha hands), the run comes back cut short before its first deal.
    double time_spent = 0.0;
    int threads = 0;  // 0: every core
    // Monte Carlo's deals follow from the seed alone, whatever the threads:
    // 0 is a seed like any other, so runs that leave it alone deal the same
    // (the Python module draws one when none is given).
    std::uint64_t seed = 0;
    // Called on the calling thread about every 0.05 s; may throw to abort the
    // run (the Python binding raises KeyboardInterrupt from here).
    std::function<void()> poll;
    // Called on the calling thread about every `progress_interval` seconds
    // (0: at every check, about every 0.05 s) with the result so far;
    // returning false stops the run early.
    std::function<bool(const EquityResult&)> progress;
    double progress_interval = 0.25;
    // Monte Carlo also counts, per player and hand code, the deals it ended
    // with that code and the deals it won or tied with it
    // (EquityResult::hand_counts, win_counts, tie_counts).  Off by default,
    // so the usual runs do not pay for it.
    bool count_codes = false;

    static constexpr std::uint64_t kDefaultTrials = 1'000'000;
    // ExactMode::kAuto enumerates what the planner models at this many
    // single-thread seconds or less (and at most half the time limit).
    static constexpr double kAutoExactSeconds = 1.0;
    // The largest `trials` and `threads` accepted.
    static constexpr std::uint64_t kMaxTrials = std::uint64_t{1} << 50;
    static constexpr int kMaxThreads = 4096;
};

struct EquityResult {
    std::vector<double> equity;  // share of the pot; sums to 1
    std::vector<double> win;     // probability of winning alone
    std::vector<double> tie;     // probability of splitting the pot
    // Probability of ending with each hand code 1..10 (index code - 1).
    std::vector<std::array<double, kNumCategories>> categories;
    std::vector<double> std_error;  // standard error of `equity`; 0 when exact
    std::uint64_t trials = 0;        // deals sampled, or (hand combination, board) pairs enumerated
    bool exact = false;              // the figures are exact (a finished enumeration)
    bool enumerated = false;         // exact enumeration ran (perhaps cut short), not Monte Carlo
    // False when the run stopped before what it was asked to do: an exact
    // enumeration cut short (time limit, progress callback), or Monte Carlo
    // stopped by the progress callback or by a time limit before its first
    // deals were in (ranges that seldom fit together: every figure NaN).  A
    // cut-short enumeration visits its blocks in a random order, so the part
    // done is a random sample of the whole: its figures are an estimate with
    // a real standard error, or NaN (every figure) when too few blocks were
    // done to estimate from.
    bool complete = true;
    // The share of the planned work done, 0..1: of the enumeration, or of the
    // trials, time or standard error asked of Monte Carlo.
    double progress = 1.0;
    double elapsed = 0.0;  // seconds
    // With EquityOptions::count_codes and Monte Carlo: per player and hand
    // code 1..10 (index code - 1), the deals that ended with that code, and
    // those won alone or tied with it.  Exact integers (whole deals, also
    // with ranges); empty after an exact enumeration or without the option.
    std::vector<std::array<std::uint64_t, kNumCategories>> hand_counts, win_counts, tie_counts;
    // Omaha hi-lo only (empty, and low_frequency 0, for the other games):
    // per player the share of the pot won with the high hand (the whole pot
    // when no low qualifies) and with the low, so equity = hi_share +
    // lo_share; `win` is then the chance of scooping (the whole pot alone)
    // and `tie` of getting part of it.  low_frequency: how often a low
    // qualifies for anyone.  `categories` are the high hands' codes.
    std::vector<double> hi_share, lo_share;
    double low_frequency = 0.0;
};

// Blocks an interrupted exact enumeration must have done before its figures
// are shown as an estimate (fewer give too unsteady a standard error).
inline constexpr std::uint64_t kMinBlocksForEstimate = 64;

// Throws std::invalid_argument for impossible input: duplicate cards, too
// many players for the deck, a range that card removal empties, ranges that
// can never be dealt together, bad options.
EquityResult calculate_equity(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                              const std::vector<Card>& dead, const EquityOptions& options = {});

// The same from text: hands as PlayerSpec::parse reads them, cards as parse_cards.
EquityResult calculate_equity(const std::vector<std::string>& hands, std::string_view board = "",
                              std::string_view dead = "", const EquityOptions& options = {});

// The planner's modelled single-thread seconds of an exact enumeration of the
// spot (+inf out of reach), from counts alone: what ExactMode::kAuto decides
// by.  Checks the input as calculate_equity does.
double planned_exact_seconds(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                             const std::vector<Card>& dead, const EquityOptions& options = {});

}  // namespace holdem
