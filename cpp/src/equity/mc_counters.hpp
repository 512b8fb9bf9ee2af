// Showdown counters: wins, ties, hand codes and units counted in integers
// without data-dependent branches, turned into a Tally at the end of a work
// item.  Monte Carlo's, and exact Omaha's board by board (every showdown
// there weighs 1).  Internal to the equity calculator.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "holdem/core/strength.hpp"
#include "mc_deck.hpp"  // kGroup
#include "problem.hpp"

namespace holdem::equity_detail {

// Bits per category counter in Counters::recent: counts up to 63.
inline constexpr int kRecentBits = 6;
static_assert(kRecentBits * kNumCategories <= 64, "ten counters in a word");

// The bit offset of each strength's hand-code counter in Counters::recent.
inline const std::array<std::uint8_t, kNumStrengths + 1>& category_shift_table() {
    static const auto table = [] {
        std::array<std::uint8_t, kNumStrengths + 1> t{};
        for (int s = 1; s <= kNumStrengths; ++s)
            t[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(kRecentBits * (category(static_cast<Strength>(s)) - 1));
        return t;
    }();
    return table;
}

// Per-item counters: integers for speed, turned into a Tally at the end.
struct Counters {
    std::uint32_t wins[kMaxPlayers] = {};
    std::uint32_t ties[kMaxPlayers] = {};
    double tie_share[kMaxPlayers] = {};
    double tie_square[kMaxPlayers] = {};
    std::uint32_t categories[kMaxPlayers][kNumCategories + 1] = {};
    // Each player's latest hand codes, counted in kRecentBits-bit fields of
    // one word (an add to a register, where a counter picked by the hand
    // code would be a store whose address waits on the lookup).
    std::uint64_t recent[kMaxPlayers] = {};
    int recent_deals = 0;

    // One deal, without data-dependent branches: who wins is a coin toss
    // to the branch predictor, and the branch would wait on the strength
    // lookups.  Returns whether the pot is split, which the caller settles
    // with split() (rare) after a group of deals.
    // Units: also count the current unit's wins (see close_unit).
    template <int N, bool Units = false>
    bool count(const Strength* s, int runtime_n, const std::uint8_t* category_shift) {
        if constexpr (N == 2) {
            // Heads-up: two comparisons.
            recent[0] += std::uint64_t{1} << category_shift[s[0]];
            recent[1] += std::uint64_t{1} << category_shift[s[1]];
            const unsigned first = s[0] > s[1];
            const unsigned second = s[1] > s[0];
            wins[0] += first;
            wins[1] += second;
            if (Units) {
                unit_wins[0] += first;
                unit_wins[1] += second;
            }
            return s[0] == s[1];
        }
        const int n = N > 0 ? N : runtime_n;
        Strength best = 0;
        for (int p = 0; p < n; ++p) {
            recent[p] += std::uint64_t{1} << category_shift[s[p]];
            best = std::max(best, s[p]);
        }
        int count = 0;
        for (int p = 0; p < n; ++p) count += s[p] == best;
        const bool alone = count == 1;
        for (int p = 0; p < n; ++p) {
            const unsigned won = (s[p] == best) & alone;
            wins[p] += won;
            if (Units) unit_wins[p] += won;
        }
        return !alone;
    }

    // A split pot (count() returned true).
    void split(const Strength* s, int n) {
        const Strength best = *std::max_element(s, s + n);
        const double part = 1.0 / static_cast<double>(std::count(s, s + n, best));
        for (int p = 0; p < n; ++p)
            if (s[p] == best) {
                ++ties[p];
                tie_share[p] += part;
                tie_square[p] += part * part;
                unit_ties[p] += part;
            }
    }

    // After `deals` more deals counted in `recent`: empties it before any
    // field could overflow.
    void counted(int deals, int n) {
        recent_deals += deals;
        if (recent_deals > (1 << kRecentBits) - 1 - kGroup) flush_recent(n);
    }

    void flush_recent(int n) {
        for (int p = 0; p < n; ++p) {
            for (int c = 0; c < kNumCategories; ++c)
                categories[p][c + 1] += static_cast<std::uint32_t>((recent[p] >> (kRecentBits * c)) & ((1u << kRecentBits) - 1));
            recent[p] = 0;
        }
        recent_deals = 0;
    }

    // N > 0: the player count known at compile time (loops unroll); 0: n.
    template <int N>
    void showdown(const Strength* s, int runtime_n, const std::uint8_t* category_of) {
        const int n = N > 0 ? N : runtime_n;
        // Written without data-dependent branches on the common path: who
        // wins a deal is a coin toss to the branch predictor.
        Strength best = 0;
        for (int p = 0; p < n; ++p) {
            ++categories[p][category_of[s[p]]];
            best = std::max(best, s[p]);
        }
        int count = 0;
        for (int p = 0; p < n; ++p) count += s[p] == best;
        if (count == 1) {
            for (int p = 0; p < n; ++p) wins[p] += s[p] == best;
            return;
        }
        const double part = 1.0 / count;
        for (int p = 0; p < n; ++p)
            if (s[p] == best) {
                ++ties[p];
                tie_share[p] += part;
                tie_square[p] += part * part;
            }
    }

    // Deals that share cards form one unit for the standard error: each
    // player's share total over the unit (counted by count<N, true> and
    // split), squared, times 1 / its deal count.
    void close_unit(int n, double per_deal) {
        for (int p = 0; p < n; ++p) {
            const double total = unit_wins[p] + unit_ties[p];
            unit_squares[p] += total * total * per_deal;
            unit_wins[p] = 0;
            unit_ties[p] = 0.0;
        }
        ++units;
    }

    void add_to(Tally& out, int n, std::uint64_t deals) {
        flush_recent(n);
        for (int p = 0; p < n; ++p) {
            out.at(p, Tally::kWin) += wins[p];
            out.at(p, Tally::kTie) += ties[p];
            out.at(p, Tally::kShare) += wins[p] + tie_share[p];
            // Units of one deal: a share's square is 1 for a win.
            out.at(p, Tally::kShareSquared) += units ? unit_squares[p] : wins[p] + tie_square[p];
            for (int c = 0; c < kNumCategories; ++c) out.at(p, Tally::kCategory0 + c) += categories[p][c + 1];
        }
        out.weight += static_cast<double>(deals);
        out.trials += deals;
        out.units += units ? units : deals;
    }

    std::uint32_t unit_wins[kMaxPlayers] = {};
    double unit_ties[kMaxPlayers] = {};
    double unit_squares[kMaxPlayers] = {};
    std::uint64_t units = 0;  // closed units; 0: every deal its own unit
};

// Opt-in (EquityOptions::count_codes): each deal's lone win or ties by the
// hand codes they were won with.  Apart from Counters so that runs without
// it neither clear nor carry these arrays; plainly branched, as only the
// opt-in samplers call it.
struct CodeCounters {
    std::uint32_t wins[kMaxPlayers][kNumCategories + 1] = {};
    std::uint32_t ties[kMaxPlayers][kNumCategories + 1] = {};

    void count(const Strength* s, int n, const std::uint8_t* category_of) {
        const Strength best = *std::max_element(s, s + n);
        auto& to = std::count(s, s + n, best) == 1 ? wins : ties;
        for (int p = 0; p < n; ++p)
            if (s[p] == best) ++to[p][category_of[s[p]]];
    }

    void add_to(Tally& out, int n) const {
        out.code_counts.resize(static_cast<std::size_t>(2 * n * kNumCategories));
        for (int p = 0; p < n; ++p)
            for (int c = 1; c <= kNumCategories; ++c) {
                out.code_counts[Tally::code_index(p, false, c)] += wins[p][c];
                out.code_counts[Tally::code_index(p, true, c)] += ties[p][c];
            }
    }
};

// Stands in for CodeCounters in runs without it (nothing to clear).
struct NoCodeCounters {};

}  // namespace holdem::equity_detail
