// Showdowns weighed into per-player sums (WeightedShowdown, for exact
// enumeration), the hand code of each strength, and a tally's sums as a
// result.  Internal to the equity calculator.
#pragma once

#include <array>
#include <cstdint>

#include "holdem/equity/equity.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

// Hand code 1..10 of every strength 0..7462 (0 for 0).
const std::array<std::uint8_t, kNumStrengths + 1>& category_table();

// Adds one showdown with weight w to per-player sums (exact enumeration).
struct WeightedShowdown {
    double win[kMaxPlayers];
    double tie[kMaxPlayers];
    double share[kMaxPlayers];
    double categories[kMaxPlayers][kNumCategories + 1];
    double weight;

    void clear(int n);
    // Inline: exact enumeration calls it for every group of boards.
    void add(const Strength* s, int n, double w, const std::uint8_t* category_of) {
        Strength best = 0;
        int count = 0;
        for (int p = 0; p < n; ++p) {
            if (s[p] > best) { best = s[p]; count = 1; }
            else if (s[p] == best) ++count;
            categories[p][category_of[s[p]]] += w;
        }
        weight += w;
        if (count == 1) {
            for (int p = 0; p < n; ++p)
                if (s[p] == best) { win[p] += w; share[p] += w; break; }
            return;
        }
        const double part = w / count;
        for (int p = 0; p < n; ++p)
            if (s[p] == best) { tie[p] += w; share[p] += part; }
    }
    // Adds factor times these sums into a tally.
    void add_to(Tally& tally, int n, double factor) const;
};

// A tally's sums as a result: equity, win, tie and categories per player,
// each divided by the tally's weight; trials.  Standard errors and `exact`
// are left for the caller (exact and sampled results differ there).
EquityResult tally_result(const Tally& tally);

}  // namespace holdem::equity_detail
