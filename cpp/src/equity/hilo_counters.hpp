// Omaha hi-lo showdowns counted in integers without data-dependent
// branches: each player's high and low halves as numerators over one
// denominator per player count, scoops, part shares, hand codes and the
// deals with a low, turned into a Tally at the end of a work item.  Exact
// hi-lo's two walks and the Monte Carlo hi-lo sampler count with it (every
// showdown weighs 1 there).  Internal to the equity calculator.
//
// The denominator: D = 2 * lcm(1..n) for n players, so that a half pot
// (D / 2) split among any k <= n tied hands is the integer D / (2k), and a
// whole pot (no low) split k ways is 2 * D / (2k).  Hi-lo deals at least
// four hole cards a player, so n <= (52 - 5) / 4 = 11 and D <= 2 * 27720 =
// 55440.  A player's numerators grow by at most D a showdown and the
// squares by at most D^2 (about 3.1e9): 64-bit counters hold
// 2^64 / D^2 > 6e9 showdowns a work item, and items hold far fewer (a few
// thousand deals in Monte Carlo, at most a few hundred thousand showdowns
// in either exact walk).
#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <stdexcept>

#include "holdem/core/cards.hpp"
#include "holdem/core/strength.hpp"
#include "holdem/eval/omaha_lo.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

// The most players a hi-lo game seats: four hole cards each and a board of five.
inline constexpr int kMaxHiLoPlayers = (kNumCards - 5) / 4;

struct HiLoCounters {
    // Half a pot split k ways, as a numerator over denominator: lcm(1..n) / k.
    std::uint64_t half_of[kMaxHiLoPlayers + 1] = {};
    std::uint64_t denominator = 1;
    std::uint64_t scoops[kMaxHiLoPlayers] = {};
    std::uint64_t parts[kMaxHiLoPlayers] = {};
    std::uint64_t hi[kMaxHiLoPlayers] = {};
    std::uint64_t lo[kMaxHiLoPlayers] = {};
    std::uint64_t squares[kMaxHiLoPlayers] = {};  // each showdown's numerator squared
    std::uint64_t categories[kMaxHiLoPlayers][kNumCategories + 1] = {};
    std::uint64_t lows = 0;  // showdowns with a qualifying low
    std::uint64_t deals = 0;

    explicit HiLoCounters(int n) {
        if (n < 1 || n > kMaxHiLoPlayers) throw std::logic_error("hi-lo counters: player count out of range");
        std::uint64_t lcm = 1;
        for (std::uint64_t k = 2; k <= static_cast<std::uint64_t>(n); ++k) lcm = std::lcm(lcm, k);
        for (int k = 1; k <= n; ++k) half_of[k] = lcm / static_cast<std::uint64_t>(k);
        denominator = 2 * lcm;
    }

    // One deal: high strengths s, low strengths l (0: no low).  N > 0: the
    // player count known at compile time (loops unroll); 0: runtime_n.
    // Squares: also sum each share's square (Monte Carlo's standard error).
    template <int N, bool Squares>
    void add(const Strength* s, const LowStrength* l, int runtime_n, const std::uint8_t* category_of) {
        const int n = N > 0 ? N : runtime_n;
        Strength best_hi = 0;
        LowStrength best_lo = 0;
        for (int p = 0; p < n; ++p) {
            ++categories[p][category_of[s[p]]];
            best_hi = std::max(best_hi, s[p]);
            best_lo = std::max(best_lo, l[p]);
        }
        int hi_count = 0, lo_count = 0;
        for (int p = 0; p < n; ++p) {
            hi_count += s[p] == best_hi;
            lo_count += l[p] == best_lo;
        }
        // Without a low the high takes both halves and the low none; masks,
        // not branches, as whether a low qualifies is a coin toss to the
        // branch predictor on many boards.
        const std::uint64_t has_low = best_lo != 0;
        const std::uint64_t hi_part = half_of[hi_count] << (1 - has_low);
        const std::uint64_t lo_part = half_of[lo_count] & (0 - has_low);
        lows += has_low;
        ++deals;
        for (int p = 0; p < n; ++p) {
            const std::uint64_t h = hi_part & (0 - static_cast<std::uint64_t>(s[p] == best_hi));
            const std::uint64_t o = lo_part & (0 - static_cast<std::uint64_t>(l[p] == best_lo));
            const std::uint64_t got = h + o;
            hi[p] += h;
            lo[p] += o;
            if constexpr (Squares) squares[p] += got * got;
            // The whole pot only for a lone winner of both halves (or of the high with no low).
            const std::uint64_t whole = got == denominator;
            scoops[p] += whole;
            parts[p] += static_cast<std::uint64_t>(got != 0) & (whole ^ 1);
        }
    }

    // Player p's share of the pots so far.
    double share(int p) const {
        return static_cast<double>(hi[p] + lo[p]) / static_cast<double>(denominator);
    }

    // Adds these counts into a tally (its hi-lo sums too; with Squares, its
    // squared shares).  Trials and units are the caller's.
    void add_to(Tally& tally, int n, bool with_squares) const {
        const double d = static_cast<double>(denominator);
        tally.hilo.resize(static_cast<std::size_t>(2 * n + 1));
        for (int p = 0; p < n; ++p) {
            tally.at(p, Tally::kWin) += static_cast<double>(scoops[p]);
            tally.at(p, Tally::kTie) += static_cast<double>(parts[p]);
            tally.at(p, Tally::kShare) += share(p);
            if (with_squares) tally.at(p, Tally::kShareSquared) += static_cast<double>(squares[p]) / (d * d);
            for (int c = 0; c < kNumCategories; ++c)
                tally.at(p, Tally::kCategory0 + c) += static_cast<double>(categories[p][c + 1]);
            tally.hilo[static_cast<std::size_t>(2 * p)] += static_cast<double>(hi[p]) / d;
            tally.hilo[static_cast<std::size_t>(2 * p + 1)] += static_cast<double>(lo[p]) / d;
        }
        tally.hilo[static_cast<std::size_t>(2 * n)] += static_cast<double>(lows);
        tally.weight += static_cast<double>(deals);
    }
};

}  // namespace holdem::equity_detail
