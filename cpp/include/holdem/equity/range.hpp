// Hold'em hand ranges in the usual Equilab/PokerStove syntax, with weights.
//
// Items are separated by commas and/or spaces, case-insensitive:
//   pairs        QQ   QQ+ (QQ, KK, AA)   22-55
//   non-pairs    AKs  KQo  AK (suited and offsuit)
//   kicker plus  A2s+ (A2s..AKs)   KTo+ (KTo, KJo, KQo)
//   intervals    A2s-A5s (same top card)   T9s-QJs (same gap: T9s, JTs, QJs)
//   combos       AhKh
//   everything   random (the game's deck: the ranking's, below)
//   tens         T or 10 (A10s = ATs)
//   weights      AK:0.5  QQ+:25%  (0 < w <= 1, or 0% < w <= 100%; the
//                chance the combo is in the range; a combo listed twice
//                keeps the larger weight)
//   blocks       [50]QQ+,AKs[/50]  (Equilab: weight 50% for every item
//                inside; blocks do not nest, and their items take no ':')
//   top share    15%  33.3%  (the strongest classes of the game's ranking,
//                preflop_ranking() for Hold'em, whose combos come closest to
//                that share of the 1326 (630 in short deck), the shorter such
//                prefix on a tie; 0% < share <= 100%)
// Numbers are read the same whatever the C locale's decimal mark is.
// python/holdEm/equity.py (parse_range) documents the same grammar for users.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "holdem/core/cards.hpp"

namespace holdem {

enum class ShortDeck : int;  // holdem/eval/shortdeck.hpp (declared here without its tables)

inline constexpr int kNumCombos = 1326;  // two-card hands
inline constexpr int kNumHandClasses = 169;

// The 169 starting-hand classes as 13x13 grid indices (row * 13 + column,
// rows and columns ace first: pairs on the diagonal, suited above it,
// offsuit below), strongest first by exact heads-up all-in equity against
// one random hand: the order behind percentage ranges like "15%".
const std::array<std::uint8_t, kNumHandClasses>& preflop_ranking();

inline constexpr int kNumShortDeckClasses = 81;  // ranks six through ace
inline constexpr int kNumShortDeckCombos = 630;  // two of the 36 cards

// The 81 short-deck classes (grid indices as above), strongest first by
// exact heads-up all-in equity against one random short-deck hand under the
// given hand order; and those equities, in the same order.
const std::array<std::uint8_t, kNumShortDeckClasses>& shortdeck_preflop_ranking(ShortDeck rules);
const std::array<double, kNumShortDeckClasses>& shortdeck_preflop_equity(ShortDeck rules);

// The order a top share like "15%" takes: classes strongest first, and the
// deck the share is of (its combos, and the cards it lacks), which is also
// the deck that "random" stands for.
struct ShareRanking {
    const std::uint8_t* classes;
    int size;
    int deck_combos;
    CardMask missing = 0;  // short deck: the cards two through five
};
// Hold'em's: preflop_ranking() over 1326 combos.
ShareRanking holdem_share_ranking();
// Short deck's under `rules`: shortdeck_preflop_ranking(rules) over 630 combos.
ShareRanking shortdeck_share_ranking(ShortDeck rules);

// Index 0..1325 of the two distinct cards a and b (either order).
constexpr int combo_index(Card a, Card b) {
    if (a < b) { const Card t = a; a = b; b = t; }
    return a * (a - 1) / 2 + b;
}

struct WeightedCombo {
    Card high;  // the higher card number
    Card low;
    double weight;
};

class Range {
public:
    // The empty range.
    Range() { weights_.fill(0.0); }

    // Parses the syntax above, top shares by `ranking`.  Throws
    // std::invalid_argument naming the bad item on malformed text, and for
    // an empty text.
    static Range parse(std::string_view text, ShareRanking ranking = holdem_share_ranking());

    // Sets a combo's weight, keeping the larger one if it is already there; throws
    // std::invalid_argument for a card out of 0..51, a card twice, or a weight not in (0, 1].
    void add(Card a, Card b, double weight = 1.0);

    // A combo's weight (0 when it is not in the range); throws
    // std::invalid_argument for a card out of 0..51 or a card twice.
    double weight(Card a, Card b) const;
    // The combos with a weight above 0, in combo-index order, with the
    // weights as written.
    std::vector<WeightedCombo> combos() const;
    // The combos that use none of the cards in `excluded`, for dealing: their
    // weights are divided by the largest of them (so it is 1), since only
    // ratios matter and tiny weights multiplied together would underflow.
    std::vector<WeightedCombo> combos(CardMask excluded) const;
    std::size_t size() const;

private:
    std::array<double, kNumCombos> weights_;
};

}  // namespace holdem
