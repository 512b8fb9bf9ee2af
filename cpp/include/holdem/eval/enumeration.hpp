// Sequential enumeration with incremental evaluation.
//
// Walking hands in order lets each level of the walk add one card to the
// accumulator of the level above, so a 7-card hand costs one addition and one
// lookup.  for_each_completion visits every way to add k cards to a partial
// hand (all boards given the hole cards, all hands, ...);
// seven_card_histogram counts every 7-card hand by strength.
#pragma once

#include <array>
#include <cstdint>

#include "holdem/core/cards.hpp"
#include "holdem/eval/evaluator.hpp"

namespace holdem {

// Calls visit(hand, added) for every set of k cards not in `used`, added to
// `base`; `added` is the mask of the k cards.  Cards are taken in increasing
// order from `first`, so each set is visited once.
template <class Visit>
void for_each_completion(const HandAccumulator& base, CardMask used, int k, Visit&& visit, int first = 0,
                         CardMask added = 0) {
    if (k == 0) {
        visit(base, added);
        return;
    }
    for (int c = first; c <= kNumCards - k; ++c) {
        if (used & card_bit(static_cast<Card>(c))) continue;
        for_each_completion(base.plus(static_cast<Card>(c)), used, k - 1, visit, c + 1,
                            added | card_bit(static_cast<Card>(c)));
    }
}

using StrengthHistogram = std::array<std::uint64_t, kNumStrengths + 1>;

// Every 7-card hand (133,784,560) counted by strength.  threads: 0 = every core.
// Throws Cancelled once cancel_requested() (holdem/core/cancel.hpp).
StrengthHistogram seven_card_histogram(int threads = 1);

}  // namespace holdem
