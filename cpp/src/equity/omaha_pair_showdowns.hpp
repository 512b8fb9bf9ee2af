// The showdowns of the hand-pairs walk (exact_omaha_pairs.cpp) on one board:
// every pair of the first player's and the second player's hands that share
// no card, counted without looking at each pair's hands twice.  The second
// player's hands are sorted by high value, so that the hands one of the
// first player's hands beats, ties and loses to are three runs of them; a
// pair then costs a mask test (and in hi-lo two compares of the lows).
// Internal to the equity calculator.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/core/strength.hpp"
#include "holdem/eval/omaha_lo.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

// One player's hands that miss a board: masks, high values, lows (hi-lo
// only; 0 for no low), weights (a weighted walk only: both players' hands
// then carry one, 1..100) and each hand's place in its seat's list.
struct BoardHands {
    std::vector<CardMask> masks;
    std::vector<Strength> values;
    std::vector<LowStrength> lows;
    std::vector<std::uint32_t> weights;
    std::vector<std::uint32_t> places;

    std::size_t size() const { return masks.size(); }
    void clear() {
        masks.clear();
        values.clear();
        lows.clear();
        weights.clear();
        places.clear();
    }
};

// Sorts `hands` by increasing high value (a counting sort: values are at
// most 7,462), the lows, weights and places with them; `spare` and `starts` are scratch.
void sort_by_value(BoardHands& hands, BoardHands& spare, std::vector<std::uint32_t>& starts);

// Adds every showdown of a (the first player's hands) against b (the
// second's; b_sorted: sorted by sort_by_value, worth it unless a holds only
// a few hands) that shares no card into `out`: its weight (1 a showdown,
// or, when a and b carry weights, the product of the two hands'), trials
// and units (one a showdown), both players' wins, ties, shares and hand categories,
// and in hi-lo Tally::hilo.  by_hand: null, or per hand of a, at
// Tally::kByHandColumns * its place, its deals, lone wins, ties and pot
// share.  b_meets is scratch.
void high_showdowns(const BoardHands& a, const BoardHands& b, bool b_sorted, std::vector<std::uint32_t>& b_meets,
                    Tally& out, double* by_hand);
// Hi-lo: the lone wins are scoops and the ties every other share of a pot.
// low_possible: false when the board holds fewer than three low ranks (no
// hand has a low; its lows need not be filled).
void hilo_showdowns(const BoardHands& a, const BoardHands& b, bool b_sorted, bool low_possible,
                    std::vector<std::uint32_t>& b_meets, Tally& out, double* by_hand);

}  // namespace holdem::equity_detail
