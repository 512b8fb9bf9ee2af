// Flopzilla-style hit report: how a range's combos connect with a flop, a turn or a river.
//
// Each combo gets one made-hand class (a partition) and a set of draw flags.
// The rules, which python/holdEm/hits.py (board_hits) documents for users:
//   - Straight flush, four of a kind, full house, flush, straight: from the
//     best five of hole and board cards, whichever cards make it; then three
//     of a kind from the best five ("set" when a pocket pair matches a board
//     rank, "trips" otherwise).
//   - From two pair down only what the hole cards contribute counts: "two
//     pair" needs two paired ranks of which at least one holds a hole card; a
//     pair is a pocket pair or a hole card matching a board rank.  A pair only
//     on the board makes no class of its own ("ace high" / "no made hand").
//   - The same classes on a river: five board cards may be the best hand
//     (the board "plays"), and such a combo is in the class of the best five,
//     whichever cards make it (a straight on the board is every weaker
//     combo's straight); below three of a kind, what the hole cards add.
//   - Draws are only looked for below a straight, and never on a river (no
//     card is to come).  A straight draw rank is a rank, not yet among the
//     cards, whose card would give the combo a straight above any the board
//     makes with that card alone (a card that only straightens the board is
//     everyone's); two or more such ranks are open-ended (double gutshots
//     included), exactly one a gutshot.  The wheel is a straight.
//   - The nut flush draw holds the highest card of the suit not on the board
//     (dead cards are not considered).
// Short deck (Game::kShortDeck, kShortDeckTriton): the same classes from the
// 36 cards six through ace, under the game's hand order (a flush beats a full
// house; Triton: three of a kind beats a straight), with the six short-deck
// straights (A-6-7-8-9 the lowest) for made straights and straight draws.
// Under Triton rules a set or trips has no straight draw (a straight would
// not improve it); its flush draws count.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/equity/equity.hpp"
#include "holdem/equity/range.hpp"

namespace holdem {

enum class MadeHand : std::uint8_t {
    kStraightFlush,
    kFourOfAKind,
    kFullHouse,
    kFlush,
    kStraight,
    kSet,
    kTrips,
    kTwoPair,
    kOverpair,
    kTopPair,
    kPocketPairBelowTopPair,
    kMiddlePair,
    kWeakPair,
    kAceHigh,
    kNoMadeHand,
};
inline constexpr int kNumMadeHands = 15;

// Draw flags, bit i for draw i in draw_name order.
enum DrawFlag : std::uint8_t {
    kFlushDraw = 1 << 0,
    kNutFlushDraw = 1 << 1,
    kBackdoorFlushDraw = 1 << 2,
    kOpenEndedStraightDraw = 1 << 3,
    kGutshot = 1 << 4,
    kOvercards = 1 << 5,
    kComboDraw = 1 << 6,
};
inline constexpr int kNumDraws = 7;

// "straight flush", ..., "no made hand" (the Python keys).
const char* made_hand_name(MadeHand made);
// "flush draw", ..., "combo draw" for draw index 0..6.
const char* draw_name(int index);

struct ComboHit {
    MadeHand made;
    std::uint8_t draws;  // DrawFlag bits
};

// The made-hand classes in the game's order, strongest first (Hold'em: the
// enum's order; short deck: a flush above a full house; Triton: also a set and
// trips above a straight).  Throws std::invalid_argument for a game other
// than Hold'em and the two short decks, as the functions below do.
const std::array<MadeHand, kNumMadeHands>& made_hand_order(Game game);

// Throws std::invalid_argument, naming the count, unless the board has 3, 4
// or 5 cards (a flop, a turn or a river): the one check of every hit report.
void check_hits_board_size(std::size_t board_size);

// The mask of the board and the dead cards.  Throws std::invalid_argument for a
// card not 0..51, a card repeated on the board, in the dead cards or between the
// two (the board's size is not checked here).
CardMask hits_excluded(const std::vector<Card>& board, const std::vector<Card>& dead);

// One combo on a board of 3, 4 or 5 cards (all cards distinct and in the game's
// deck; not checked) under the game's rules.
ComboHit classify_combo(Card hole_a, Card hole_b, const Card* board, std::size_t board_size,
                        Game game = Game::kHoldem);

struct BoardHitsResult {
    std::array<double, kNumMadeHands> made{};  // weighted shares, summing to 1
    std::array<double, kNumDraws> draws{};     // weighted shares, each 0..1
    double combos = 0.0;                       // total weight of the combos counted
};

// The weighted share of the range's combos (those sharing no card with the
// board or the dead cards) in each class.  Throws std::invalid_argument for a
// board not of 3, 4 or 5 cards, a card repeated on the board, in the dead cards
// or between the two, and when no combo is left; in short deck also for a
// board or dead card below six and a range combo holding one (naming them).
BoardHitsResult board_hits(const Range& range, const std::vector<Card>& board, const std::vector<Card>& dead,
                           Game game = Game::kHoldem);

// board_hits on each board, the range's combos listed once, the boards spread
// over `threads` (0: every core).  The same checks, each board's naming what is
// wrong with it; a failing board stops the others.  Throws Cancelled once
// cancel_requested() (holdem/core/cancel.hpp).
std::vector<BoardHitsResult> board_hits_each(const Range& range, const std::vector<std::vector<Card>>& boards,
                                             const std::vector<Card>& dead, Game game = Game::kHoldem,
                                             int threads = 0);

}  // namespace holdem
