// The low half of the Omaha hi-lo hit report (omaha-hilo, plo5-hilo,
// plo6-hilo): each hand's made eight-or-better low on a board and, before the
// river, its low draws.  The high half is OmahaHitTable's (omaha_board_hits.hpp).
//
// The classes, which python/holdEm/hits.py (board_hits) documents for users:
//   - A low is omaha_lo.hpp's: two hole cards and three board cards of five
//     distinct ranks eight or lower, the ace low; lows compare from their
//     highest card down.
//   - The nut low of a board is the best low that any two cards off the board
//     make with it; the 2nd nut low is the best low below that one.  Blockers
//     do not count: neither the hand's own cards nor the dead cards change
//     them (a low depends on ranks only, and every rank a low can use has a
//     card off the board).
//   - Made low (LowHand, a partition): "nut low" (the hand's best low is the
//     board's nut low), "2nd nut low", "other low" (any weaker low), "no low".
//   - Low draws (flop and turn only; a hand with a made low has none): "low
//     draw": some card that can come next gives the hand a low; "nut low
//     draw": some such card gives it the nut low of the board it makes.  A
//     card can come unless it is on the board or the hand holds it (a rank of
//     which the hand holds all four cannot come); dead cards do not matter.
//     "backdoor low draw" (flop only): no low and no low draw, but some two
//     distinct cards that can come as turn and river give the hand a low.
//     Only two new low ranks can do that (a board rank, a rank above eight
//     or a second card of one rank adds at most one, which the low draw
//     already covers), so it is a pair of low ranks off the board, neither
//     of which the hand holds all four of.
//     Draws are counted as hands, not outs.
// Implementation: lows depend only on the board's and the hand's low-rank
// masks (8 bits each), so the class, the draw ranks and the backdoor rank
// pairs of all 256 hand masks are tabled once per board; a hand costs its mask,
// one look-up and a few bit operations.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"

namespace holdem {

enum class LowHand : std::uint8_t { kNutLow, kSecondNutLow, kOtherLow, kNoLow };
inline constexpr int kNumLowHands = 4;

// Low draw flags, bit i for draw i in omaha_low_draw_name order.
enum OmahaLowDrawFlag : std::uint8_t {
    kOmahaLowDraw = 1 << 0,
    kOmahaNutLowDraw = 1 << 1,
    kOmahaBackdoorLowDraw = 1 << 2,
};
inline constexpr int kNumOmahaLowDraws = 3;

// "nut low", "2nd nut low", "other low", "no low" for index 0..3.
const char* low_hand_name(int index);
// "low draw", "nut low draw", "backdoor low draw" for index 0..2.
const char* omaha_low_draw_name(int index);

struct OmahaLowHit {
    LowHand low;
    std::uint8_t draws;  // OmahaLowDrawFlag bits
};

struct OmahaLowCounts {
    std::array<std::uint64_t, kNumLowHands> lows{};        // by LowHand
    std::array<std::uint64_t, kNumOmahaLowDraws> draws{};  // by draw index
    std::uint64_t hands = 0;
};

// The per-mask table of one board of 3, 4 or 5 distinct cards (not checked).
class OmahaLowTable {
public:
    OmahaLowTable(const Card* board, std::size_t board_size);

    // A hand of 4 to 6 cards, none on the board (not checked).
    OmahaLowHit classify(CardMask hand) const;

    // Adds the n hands that share no card with `excluded` to `counts`, each
    // by its weight (as OmahaHitTable::count).
    void count(const CardMask* hands, std::size_t n, CardMask excluded, OmahaLowCounts& counts,
               const std::uint8_t* weights = nullptr) const;

    // The board's nut and 2nd nut lows as strengths (omaha_lo.hpp: 1..56,
    // higher is better; 0 when the board has none).
    int nut() const { return nut_; }
    int second_nut() const { return second_; }

private:
    struct MaskHit {
        std::uint8_t low;        // LowHand
        std::uint8_t draw;       // low-rank bits whose card next gives a low
        std::uint8_t nut_draw;   // low-rank bits whose card next gives the new board's nut low
        std::uint32_t pairs;     // flop: the rank pairs (low_pair_bit) whose two cards next give a low
    };
    std::array<MaskHit, 256> masks_{};
    int nut_ = 0, second_ = 0;
};

}  // namespace holdem
