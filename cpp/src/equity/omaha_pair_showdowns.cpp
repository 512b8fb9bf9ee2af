// The hand-pairs walk's showdowns on one board (omaha_pair_showdowns.hpp).
#include "omaha_pair_showdowns.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "hilo_counters.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

namespace {

// Heads-up Omaha high in integers: the first player's and the second's lone
// wins, the ties, and each player's showdowns by hand category.
struct PairCounts {
    std::uint64_t wins[2] = {};
    std::uint64_t ties = 0;
    std::uint64_t categories[2][kNumCategories + 1] = {};

    void add_to(Tally& out) const {
        const std::uint64_t deals = wins[0] + wins[1] + ties;
        for (int p = 0; p < 2; ++p) {
            const auto w = static_cast<double>(wins[p]);
            const auto t = static_cast<double>(ties);
            out.at(p, Tally::kWin) += w;
            out.at(p, Tally::kTie) += t;
            out.at(p, Tally::kShare) += w + 0.5 * t;
            out.at(p, Tally::kShareSquared) += w + 0.25 * t;
            for (int c = 0; c < kNumCategories; ++c)
                out.at(p, Tally::kCategory0 + c) += static_cast<double>(categories[p][c + 1]);
        }
        out.weight += static_cast<double>(deals);
        out.trials += deals;
        out.units += deals;
    }
};

// The runs of b's values (increasing) below, equal to and above `value`: [0, first), [first, second), [second, n).
std::pair<std::size_t, std::size_t> value_runs(const std::vector<Strength>& values, Strength value) {
    const auto [below, above] = std::equal_range(values.begin(), values.end(), value);
    return {static_cast<std::size_t>(below - values.begin()), static_cast<std::size_t>(above - values.begin())};
}

// How many of b_masks[from, to) share no card with `mine`; each such hand's
// count of hands met goes up by one.  Branch-free, so that it vectorises;
// inlined, as a call costs as much as a short run.
[[gnu::always_inline]] inline std::uint32_t count_fits(CardMask mine, const CardMask* b_masks, std::uint32_t* b_meets, std::size_t from,
                         std::size_t to) {
    std::uint32_t met = 0;
    for (std::size_t j = from; j < to; ++j) {
        const std::uint32_t fits = (mine & b_masks[j]) == 0;
        met += fits;
        b_meets[j] += fits;
    }
    return met;
}

// count_fits, and of the hands met how many have a low below `low` and how many the same low.
struct LowRun {
    std::uint32_t met = 0, below = 0, level = 0;
};
[[gnu::always_inline]] inline LowRun count_low_fits(CardMask mine, LowStrength low, const CardMask* b_masks, const LowStrength* b_lows,
                      std::uint32_t* b_meets, std::size_t from, std::size_t to) {
    std::uint32_t met = 0, below = 0, level = 0;
    for (std::size_t j = from; j < to; ++j) {
        const std::uint32_t fits = (mine & b_masks[j]) == 0;
        met += fits;
        below += fits & static_cast<std::uint32_t>(b_lows[j] < low);
        level += fits & static_cast<std::uint32_t>(b_lows[j] == low);
        b_meets[j] += fits;
    }
    return {met, below, level};
}

// One outer hand against b: the hands that share no card with it and that
// it beats, ties and loses to on the high, each run with (Lows) how many
// have a low below its low and the same low.
struct HighRuns {
    LowRun beaten, tied, above;
};

// From b sorted by value: three passes over its runs.
template <bool Lows>
[[gnu::always_inline]] inline HighRuns sorted_runs(const BoardHands& b, CardMask mine, Strength value, LowStrength low,
                                                   std::uint32_t* b_meets) {
    const auto [lo, hi] = value_runs(b.values, value);
    const std::size_t nb = b.size();
    if constexpr (Lows) {
        const LowStrength* lows = b.lows.data();
        return {count_low_fits(mine, low, b.masks.data(), lows, b_meets, 0, lo),
                count_low_fits(mine, low, b.masks.data(), lows, b_meets, lo, hi),
                count_low_fits(mine, low, b.masks.data(), lows, b_meets, hi, nb)};
    } else {
        return {{count_fits(mine, b.masks.data(), b_meets, 0, lo)},
                {count_fits(mine, b.masks.data(), b_meets, lo, hi)},
                {count_fits(mine, b.masks.data(), b_meets, hi, nb)}};
    }
}

// From b in any order: one pass comparing values (for a few outer hands,
// where sorting b would cost more than it saves).
template <bool Lows>
HighRuns unsorted_runs(const BoardHands& b, CardMask mine, Strength value, LowStrength low, std::uint32_t* b_meets) {
    std::uint32_t met = 0, won = 0, tied = 0;
    std::uint32_t below = 0, level = 0, won_below = 0, won_level = 0, tied_below = 0, tied_level = 0;
    for (std::size_t j = 0; j < b.size(); ++j) {
        const std::uint32_t fits = (mine & b.masks[j]) == 0;
        const std::uint32_t wins = fits & static_cast<std::uint32_t>(b.values[j] < value);
        const std::uint32_t ties = fits & static_cast<std::uint32_t>(b.values[j] == value);
        met += fits;
        won += wins;
        tied += ties;
        b_meets[j] += fits;
        if constexpr (Lows) {
            const std::uint32_t lower = static_cast<std::uint32_t>(b.lows[j] < low);
            const std::uint32_t same = static_cast<std::uint32_t>(b.lows[j] == low);
            below += fits & lower;
            level += fits & same;
            won_below += wins & lower;
            won_level += wins & same;
            tied_below += ties & lower;
            tied_level += ties & same;
        }
    }
    return {{won, won_below, won_level},
            {tied, tied_below, tied_level},
            {met - won - tied, below - won_below - tied_below, level - won_level - tied_level}};
}

template <bool Lows>
[[gnu::always_inline]] inline HighRuns high_runs(const BoardHands& b, bool b_sorted, CardMask mine, Strength value,
                                                 LowStrength low, std::uint32_t* b_meets) {
    return b_sorted ? sorted_runs<Lows>(b, mine, value, low, b_meets)
                    : unsorted_runs<Lows>(b, mine, value, low, b_meets);
}

// Hi-lo heads-up outcomes as HiLoCounters numbers them, 4 * high + low
// (high: 0 the first player's, 1 the second's, 2 split; low: 0 none, 1 the
// first's, 2 the second's, 3 split), and the first player's share of the
// pot in each, in quarters: half the pot to each half's winner, the whole
// to the high when no hand makes a low.
constexpr int kOutcomes = 12;
constexpr std::array<int, kOutcomes> kFirstQuarters = {4, 4, 2, 3, 0, 2, 0, 1, 2, 3, 1, 2};

// Each run of high values, the outcomes of its hands' lows: below the first
// player's low (the first takes the low; none when it has no low), the same
// low (split, or none when neither has one) and above it (the second's).
// (Constant places, so that the outcomes can stay in registers.)
template <unsigned High>
[[gnu::always_inline]] inline void add_low_run(const LowRun& run, LowStrength low, std::uint32_t* outcomes) {
    const std::uint32_t split = low ? run.level : 0;
    outcomes[4 * High + 0] += run.level - split;
    outcomes[4 * High + 1] += run.below;
    outcomes[4 * High + 2] += run.met - run.below - run.level;
    outcomes[4 * High + 3] += split;
}

void add_hand_row(double* row, const std::uint32_t* outcomes) {
    for (int o = 0; o < kOutcomes; ++o) {
        const double count = outcomes[o];
        row[0] += count;
        row[1] += kFirstQuarters[o] == 4 ? count : 0.0;
        row[2] += kFirstQuarters[o] % 4 ? count : 0.0;
        row[3] += count * kFirstQuarters[o] / 4.0;
    }
}

}  // namespace

void sort_by_value(BoardHands& hands, BoardHands& spare, std::vector<std::uint32_t>& starts) {
    const std::size_t n = hands.size();
    // Where each hand goes: a counting sort, or for a few hands (a known
    // hand, a small range) a comparison sort, cheaper than the 7,464 counters.
    constexpr std::size_t kCountingFrom = 512;
    std::vector<std::uint32_t> to(n);
    if (n >= kCountingFrom) {
        starts.assign(kNumStrengths + 2, 0);
        for (Strength v : hands.values) ++starts[v + 1u];
        for (std::size_t v = 1; v < starts.size(); ++v) starts[v] += starts[v - 1];
        for (std::size_t j = 0; j < n; ++j) to[j] = starts[hands.values[j]]++;
    } else {
        starts.resize(n);
        for (std::size_t j = 0; j < n; ++j) starts[j] = static_cast<std::uint32_t>(j);
        std::sort(starts.begin(), starts.end(),
                  [&](std::uint32_t x, std::uint32_t y) { return hands.values[x] < hands.values[y]; });
        for (std::size_t place = 0; place < n; ++place) to[starts[place]] = static_cast<std::uint32_t>(place);
    }
    const bool lows = !hands.lows.empty();
    spare.masks.resize(n);
    spare.values.resize(n);
    spare.lows.resize(lows ? n : 0);
    spare.places.resize(n);
    for (std::size_t j = 0; j < n; ++j) {
        spare.masks[to[j]] = hands.masks[j];
        spare.values[to[j]] = hands.values[j];
        if (lows) spare.lows[to[j]] = hands.lows[j];
        spare.places[to[j]] = hands.places[j];
    }
    std::swap(hands, spare);
}

void high_showdowns(const BoardHands& a, const BoardHands& b, bool b_sorted, std::vector<std::uint32_t>& b_meets,
                    Tally& out, double* by_hand) {
    const std::uint8_t* category_of = category_table().data();
    const std::size_t nb = b.size();
    b_meets.assign(nb, 0);
    PairCounts counts;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const Strength value = a.values[i];
        const HighRuns runs = high_runs<false>(b, b_sorted, a.masks[i], value, 0, b_meets.data());
        const std::uint32_t won = runs.beaten.met, tied = runs.tied.met, lost = runs.above.met;
        counts.wins[0] += won;
        counts.wins[1] += lost;
        counts.ties += tied;
        counts.categories[0][category_of[value]] += won + tied + lost;
        if (by_hand) {
            double* row = by_hand + Tally::kByHandColumns * a.places[i];
            row[0] += won + tied + lost;
            row[1] += won;
            row[2] += tied;
            row[3] += won + 0.5 * tied;
        }
    }
    for (std::size_t j = 0; j < nb; ++j) counts.categories[1][category_of[b.values[j]]] += b_meets[j];
    counts.add_to(out);
}

void hilo_showdowns(const BoardHands& a, const BoardHands& b, bool b_sorted, bool low_possible,
                    std::vector<std::uint32_t>& b_meets, Tally& out, double* by_hand) {
    const std::uint8_t* category_of = category_table().data();
    const std::size_t nb = b.size();
    b_meets.assign(nb, 0);
    HiLoCounters counts(2);
    std::uint64_t totals[kOutcomes] = {};
    for (std::size_t i = 0; i < a.size(); ++i) {
        const Strength value = a.values[i];
        std::uint32_t outcomes[kOutcomes] = {};
        if (low_possible) {
            const LowStrength low = a.lows[i];
            const HighRuns runs = high_runs<true>(b, b_sorted, a.masks[i], value, low, b_meets.data());
            add_low_run<0>(runs.beaten, low, outcomes);
            add_low_run<2>(runs.tied, low, outcomes);
            add_low_run<1>(runs.above, low, outcomes);
        } else {  // no low: the high takes the pot
            const HighRuns runs = high_runs<false>(b, b_sorted, a.masks[i], value, 0, b_meets.data());
            outcomes[0] = runs.beaten.met;
            outcomes[8] = runs.tied.met;
            outcomes[4] = runs.above.met;
        }
        std::uint32_t met = 0;
        for (int o = 0; o < kOutcomes; ++o) {
            totals[o] += outcomes[o];
            met += outcomes[o];
        }
        counts.categories[0][category_of[value]] += met;
        if (by_hand) add_hand_row(by_hand + Tally::kByHandColumns * a.places[i], outcomes);
    }
    for (std::size_t j = 0; j < nb; ++j) counts.categories[1][category_of[b.values[j]]] += b_meets[j];
    for (int o = 0; o < kOutcomes; ++o) {
        counts.add_heads_up(static_cast<unsigned>(o), totals[o]);
        counts.deals += totals[o];
    }
    counts.add_to(out, true);
    out.trials += counts.deals;
    out.units += counts.deals;
}

}  // namespace holdem::equity_detail
