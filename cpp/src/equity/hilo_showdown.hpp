// Omaha hi-lo showdowns weighed into per-player sums: the high half to the
// best high hands, the low half to the best qualifying lows (the whole pot
// to the high when no low qualifies), each half split evenly among tied
// hands.  Internal to the equity calculator.
#pragma once

#include <cstdint>

#include "holdem/eval/omaha_lo.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

struct HiLoShowdown {
    double scoop[kMaxPlayers];  // the whole pot, alone
    double part[kMaxPlayers];   // some of the pot, not all
    double share[kMaxPlayers];
    double share_squared[kMaxPlayers];
    double hi[kMaxPlayers];
    double lo[kMaxPlayers];
    double categories[kMaxPlayers][kNumCategories + 1];
    double low_weight;
    double weight;

    void clear(int n) {
        for (int p = 0; p < n; ++p) {
            scoop[p] = part[p] = share[p] = share_squared[p] = hi[p] = lo[p] = 0.0;
            for (double& c : categories[p]) c = 0.0;
        }
        low_weight = weight = 0.0;
    }

    // One deal with weight w: high strengths s, low strengths l (0: no low).
    void add(const Strength* s, const LowStrength* l, int n, double w, const std::uint8_t* category_of) {
        Strength best_hi = 0;
        LowStrength best_lo = 0;
        int hi_count = 0, lo_count = 0;
        for (int p = 0; p < n; ++p) {
            if (s[p] > best_hi) { best_hi = s[p]; hi_count = 1; }
            else if (s[p] == best_hi) ++hi_count;
            if (l[p] > best_lo) { best_lo = l[p]; lo_count = 1; }
            else if (l[p] == best_lo) ++lo_count;
            categories[p][category_of[s[p]]] += w;
        }
        weight += w;
        // Halves as shares of the pot: with a low, each half is 1/2.
        const double hi_part = (best_lo ? 0.5 : 1.0) / hi_count;
        const double lo_part = best_lo ? 0.5 / lo_count : 0.0;
        if (best_lo) low_weight += w;
        for (int p = 0; p < n; ++p) {
            const double h = s[p] == best_hi ? hi_part : 0.0;
            const double o = best_lo && l[p] == best_lo ? lo_part : 0.0;
            const double got = h + o;
            hi[p] += w * h;
            lo[p] += w * o;
            share[p] += w * got;
            share_squared[p] += w * got * got;
            // Exact in floating point: halves of 1/k add to 1 only for a lone winner of both.
            if (got == 1.0) scoop[p] += w;
            else if (got > 0.0) part[p] += w;
        }
    }

    // Adds factor times these sums into a tally (its hi-lo sums too).
    void add_to(Tally& tally, int n, double factor) const {
        tally.hilo.resize(static_cast<std::size_t>(2 * n + 1));
        for (int p = 0; p < n; ++p) {
            tally.at(p, Tally::kWin) += factor * scoop[p];
            tally.at(p, Tally::kTie) += factor * part[p];
            tally.at(p, Tally::kShare) += factor * share[p];
            tally.at(p, Tally::kShareSquared) += factor * share_squared[p];
            for (int c = 0; c < kNumCategories; ++c)
                tally.at(p, Tally::kCategory0 + c) += factor * categories[p][c + 1];
            tally.hilo[static_cast<std::size_t>(2 * p)] += factor * hi[p];
            tally.hilo[static_cast<std::size_t>(2 * p + 1)] += factor * lo[p];
        }
        tally.hilo[static_cast<std::size_t>(2 * n)] += factor * low_weight;
        tally.weight += factor * weight;
    }
};

}  // namespace holdem::equity_detail
