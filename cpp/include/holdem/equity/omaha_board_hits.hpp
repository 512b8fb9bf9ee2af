// The hit report of Omaha high (PLO4, PLO5, PLO6): how each hand of an Omaha
// range connects with a flop, a turn or a river, under Omaha's rule that a hand is
// made from exactly two hole cards and exactly three board cards.
//
// The classes, which python/holdEm/hits.py (board_hits) documents for users:
//   - A "pair" below is two of the hand's hole cards (6, 10 or 15 per hand).
//   - Made hand (MadeHand, Hold'em's keys; a partition): the strongest class,
//     in MadeHand's order, of any of the hand's pairs.  A pair's class is
//     Hold'em's for those two cards, except that its five-card hand is the
//     best of the pair and exactly three board cards:
//       straight flush, four of a kind, full house, flush, straight: that
//       five-card hand; three of a kind: "set" when the pair is a pocket pair
//       of a board rank, "trips" otherwise (a hole card with a board pair, or
//       the board's own three of a kind with the pair); two pair (with three
//       board cards at least one pair holds a hole card).  Below that what
//       the pair contributes: "overpair" / "pocket pair below top pair" (a
//       pocket pair above every board card / not), "top pair", "middle
//       pair", "weak pair" (a hole card of the highest, second-highest or a
//       lower distinct board rank), "ace high" (an ace in the pair), "no made
//       hand".  A pair only on the board makes no class of its own.
//   - On a river the same classes, the best five from ten threes of board
//     cards; a hand playing three board cards alone makes no class of its own
//     (Omaha always plays two hole cards).  No draws on a river.
//   - Draws are only looked for below a straight, as in Hold'em: a hand whose
//     made hand is a straight or better has none.  Otherwise, the union over
//     its pairs:
//       flush draw: a pair of one suit with exactly two board cards of it;
//       nut flush draw: such a pair holding the highest card of the suit not
//       on the board (dead cards do not matter); backdoor flush draw (flop
//       only): a pair of one suit with one board card of it.
//       Straight ranks: ranks such that a card of that rank as the next board
//       card gives some pair a straight with three board cards (the new one
//       among them, the wheel included).  Such a rank is never a board rank;
//       one whose four cards are all in the hand cannot come and is not
//       counted (held ranks otherwise count: ranks, not outs).  Exactly one:
//       gutshot; two: open-ended straight draw (double gutshots included);
//       three or more: wrap.
//       overcards: made hand "ace high" or "no made hand" and a pair whose
//       two cards are both above the board's highest card.
//       combo draw: a flush draw and a straight draw (any of the three).
// Implementation: the class, flush flags and straight ranks of every pair of
// cards are tabled once per board (at most 1,326 pairs), so a hand costs a
// table look-up per pair.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/equity/board_hits.hpp"

namespace holdem {

// Draw flags of the Omaha report, bit i for draw i in omaha_draw_name order.
enum OmahaDrawFlag : std::uint8_t {
    kOmahaFlushDraw = 1 << 0,
    kOmahaNutFlushDraw = 1 << 1,
    kOmahaBackdoorFlushDraw = 1 << 2,
    kOmahaOpenEndedStraightDraw = 1 << 3,
    kOmahaWrap = 1 << 4,
    kOmahaGutshot = 1 << 5,
    kOmahaOvercards = 1 << 6,
    kOmahaComboDraw = 1 << 7,
};
inline constexpr int kNumOmahaDraws = 8;

// "flush draw", "nut flush draw", "backdoor flush draw", "open-ended straight
// draw", "wrap", "gutshot", "overcards", "combo draw" for index 0..7.
const char* omaha_draw_name(int index);

struct OmahaHandHit {
    MadeHand made;
    std::uint8_t draws;  // OmahaDrawFlag bits
};

// Counts of hands in each class, as OmahaHitTable::count adds them up.
struct OmahaHitCounts {
    std::array<std::uint64_t, kNumMadeHands> made{};    // by MadeHand
    std::array<std::uint64_t, kNumOmahaDraws> draws{};  // by draw index
    std::uint64_t hands = 0;                            // the hands counted (their weights)
};

// The per-pair table of one board of 3, 4 or 5 distinct cards (not checked).
class OmahaHitTable {
public:
    OmahaHitTable(const Card* board, std::size_t board_size);

    // A hand of 4 to 6 cards, none on the board (not checked).
    OmahaHandHit classify(CardMask hand) const;

    // Adds the n hands that share no card with `excluded` (the board's and
    // the dead cards) to `counts`, each by its weight (weights: null, each
    // hand counting 1, or one weight a hand): a caller may go through a long
    // range in pieces.
    void count(const CardMask* hands, std::size_t n, CardMask excluded, OmahaHitCounts& counts,
               const std::uint8_t* weights = nullptr) const;

    // Appends to `kept` the hands of the n, in their order, that share no
    // card with `excluded` and whose made hand is one of `made` (bit i for
    // MadeHand i) or that have one of `draws` (OmahaDrawFlag bits).
    void select(const CardMask* hands, std::size_t n, CardMask excluded, std::uint32_t made, std::uint8_t draws,
                std::vector<CardMask>& kept) const;

private:
    struct PairHit {
        std::uint8_t made;       // MadeHand
        std::uint8_t flags;      // the three flush draws (OmahaDrawFlag bits) and kBothOver
        std::uint16_t straight;  // straight ranks, bit r for rank r
    };
    static constexpr std::uint8_t kBothOver = 1 << 7;  // both cards above the board's highest card
    std::array<PairHit, kNumCards * kNumCards> pairs_{};
};

// The mask of the board and the dead cards (hits_excluded), the board of 3, 4 or 5
// cards; throws std::invalid_argument as those checks do.
CardMask omaha_hits_excluded(const std::vector<Card>& board, const std::vector<Card>& dead);

struct OmahaBoardHitsResult {
    std::array<double, kNumMadeHands> made{};    // shares, summing to 1
    std::array<double, kNumOmahaDraws> draws{};  // shares, each 0..1
    std::size_t hands = 0;                       // the hands counted
};

// The shares of the counts; throws std::invalid_argument when no hand was
// counted (none was left once the board and dead cards were removed).
OmahaBoardHitsResult omaha_hit_shares(const OmahaHitCounts& counts);

// The share of the hands (masks of 4 to 6 cards) sharing no card with the
// board or the dead cards in each class, in one go: the checks of
// omaha_hits_excluded and omaha_hit_shares.
OmahaBoardHitsResult omaha_board_hits(const std::vector<CardMask>& hands, const std::vector<Card>& board,
                                      const std::vector<Card>& dead);

}  // namespace holdem
