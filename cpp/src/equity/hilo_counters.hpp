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
#include "mc_counters.hpp"  // kRecentBits, category_shift_table
#include "problem.hpp"

namespace holdem::equity_detail {

// The most players a hi-lo game seats: four hole cards each and a board of five.
inline constexpr int kMaxHiLoPlayers = (kNumCards - 5) / 4;

// Heads-up, each deal is one of 12 outcomes (the high to either player or
// split, times no low, the low to either or split), counted in
// kOutcomeBits-bit fields of one word and settled into the per-player
// counters every (1 << kOutcomeBits) - 1 deals.
inline constexpr int kOutcomeBits = 5;
static_assert(kOutcomeBits * 12 <= 64, "twelve outcome counters in a word");

struct HiLoCounters {
    int n;
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
    // Each player's latest hand codes in kRecentBits-bit fields of one word,
    // as Counters counts them (an add to a register, where a counter picked
    // by the hand code would be a store whose address waits on the lookup),
    // and heads-up the latest outcomes; both settled every so many deals.
    std::uint64_t recent[kMaxHiLoPlayers] = {};
    std::uint64_t recent_outcomes = 0;
    int recent_deals = 0;

    explicit HiLoCounters(int players) : n(players) {
        if (n < 1 || n > kMaxHiLoPlayers) throw std::logic_error("hi-lo counters: player count out of range");
        std::uint64_t lcm = 1;
        for (std::uint64_t k = 2; k <= static_cast<std::uint64_t>(n); ++k) lcm = std::lcm(lcm, k);
        for (int k = 1; k <= n; ++k) half_of[k] = lcm / static_cast<std::uint64_t>(k);
        denominator = 2 * lcm;
    }

    // One deal: high strengths s, low strengths l (0: no low), the hand
    // codes' shifts from category_shift_table().  Squares: also sum each
    // share's square (Monte Carlo's standard error).  Inlined, as the
    // caller's loop runs it once a hand: a call would cost as much as the
    // counting.
    template <bool Squares>
    [[gnu::always_inline]] void add(const Strength* s, const LowStrength* l, const std::uint8_t* category_shift) {
        // Player counts known at compile time, so that the loops unroll.
        switch (n) {
            case 2: add_n<2, Squares>(s, l, category_shift); break;
            case 3: add_n<3, Squares>(s, l, category_shift); break;
            case 4: add_n<4, Squares>(s, l, category_shift); break;
            default: add_n<0, Squares>(s, l, category_shift);
        }
    }

    // Counts `count` heads-up showdowns of one outcome (as recent_outcomes
    // numbers them: 4 * high + low) into the shares, scoops and lows; the
    // caller counts their deals and hand codes.
    void add_heads_up(unsigned outcome, std::uint64_t count) {
        const unsigned high = outcome / 4, low = outcome % 4;
        const Strength s[2] = {static_cast<Strength>(high == 1 ? 1 : 2), static_cast<Strength>(high == 0 ? 1 : 2)};
        const LowStrength l[2] = {static_cast<LowStrength>(low == 0 ? 0 : low == 2 ? 1 : 2),
                                  static_cast<LowStrength>(low == 0 ? 0 : low == 1 ? 1 : 2)};
        settle_deal<2, true>(s, l, count);
    }

    // Player p's share of the pots so far.
    double share(int p) {
        settle_recent();
        return static_cast<double>(hi[p] + lo[p]) / static_cast<double>(denominator);
    }

    // Adds these counts into a tally (its hi-lo sums too; with_squares, its
    // squared shares).  Trials and units are the caller's.
    void add_to(Tally& tally, bool with_squares) {
        settle_recent();
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

private:
    // N > 0: the player count n known at compile time; 0: not.
    template <int N, bool Squares>
    [[gnu::always_inline]] void add_n(const Strength* s, const LowStrength* l, const std::uint8_t* category_shift) {
        const int players = N > 0 ? N : n;
        for (int p = 0; p < players; ++p) recent[p] += std::uint64_t{1} << category_shift[s[p]];
        ++deals;
        if constexpr (N == 2) {
            // The outcome: high 0 (first player), 1 (second), 2 (split),
            // times 4, plus low 0 (none), 1 (first), 2 (second), 3 (split).
            const unsigned high = (s[1] > s[0]) + 2u * (s[0] == s[1]);
            const unsigned has_low = (l[0] | l[1]) != 0;
            const unsigned low = has_low * (1u + (l[1] > l[0]) + 2u * (l[0] == l[1]));
            recent_outcomes += std::uint64_t{1} << (kOutcomeBits * (4 * high + low));
            if (++recent_deals == (1 << kOutcomeBits) - 1) settle_recent();
        } else {
            settle_deal<N, Squares>(s, l, 1);
            if (++recent_deals == (1 << kRecentBits) - 1) settle_recent();
        }
    }

    // count deals with these strengths into the per-player counters
    // (not the hand codes or the deal count), without data-dependent branches.
    template <int N, bool Squares>
    [[gnu::always_inline]] void settle_deal(const Strength* s, const LowStrength* l, std::uint64_t count) {
        const int players = N > 0 ? N : n;
        Strength best_hi = 0;
        LowStrength best_lo = 0;
        for (int p = 0; p < players; ++p) {
            best_hi = std::max(best_hi, s[p]);
            best_lo = std::max(best_lo, l[p]);
        }
        int hi_count = 0, lo_count = 0;
        for (int p = 0; p < players; ++p) {
            hi_count += s[p] == best_hi;
            lo_count += l[p] == best_lo;
        }
        // Without a low the high takes both halves and the low none; masks,
        // not branches, as whether a low qualifies is a coin toss to the
        // branch predictor on many boards.
        const std::uint64_t has_low = best_lo != 0;
        const std::uint64_t hi_part = half_of[hi_count] << (1 - has_low);
        const std::uint64_t lo_part = half_of[lo_count] & (0 - has_low);
        lows += has_low * count;
        for (int p = 0; p < players; ++p) {
            const std::uint64_t h = hi_part & (0 - static_cast<std::uint64_t>(s[p] == best_hi));
            const std::uint64_t o = lo_part & (0 - static_cast<std::uint64_t>(l[p] == best_lo));
            const std::uint64_t got = h + o;
            hi[p] += h * count;
            lo[p] += o * count;
            if constexpr (Squares) squares[p] += got * got * count;
            // The whole pot only for a lone winner of both halves (or of the high with no low).
            const std::uint64_t whole = got == denominator;
            scoops[p] += whole * count;
            parts[p] += (static_cast<std::uint64_t>(got != 0) & (whole ^ 1)) * count;
        }
    }

    // Empties the hand-code fields of recent into categories, and heads-up
    // the outcome fields into the per-player counters (each outcome through
    // settle_deal with strengths that make it).  Out of line: it runs once
    // every so many deals, and inlined into the deal loop it slowed that loop.
    [[gnu::noinline]] void settle_recent() {
        if (recent_deals == 0) return;
        for (int p = 0; p < n; ++p) {
            for (int c = 0; c < kNumCategories; ++c)
                categories[p][c + 1] += (recent[p] >> (kRecentBits * c)) & ((1u << kRecentBits) - 1);
            recent[p] = 0;
        }
        for (unsigned outcome = 0; recent_outcomes; ++outcome, recent_outcomes >>= kOutcomeBits) {
            const std::uint64_t count = recent_outcomes & ((1u << kOutcomeBits) - 1);
            if (count) add_heads_up(outcome, count);
        }
        recent_deals = 0;
    }
};

}  // namespace holdem::equity_detail
