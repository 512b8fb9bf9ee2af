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
// wins, the ties, and each player's showdowns by hand category (each a
// pair's weight: 1, or the product of the two hands' weights), and the
// pairs counted (the trials).
struct PairCounts {
    std::uint64_t wins[2] = {};
    std::uint64_t ties = 0;
    std::uint64_t categories[2][kNumCategories + 1] = {};
    std::uint64_t pairs = 0;

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
        out.trials += pairs;
        out.units += pairs;
    }
};

// The runs of b's values (increasing) below, equal to and above `value`: [0, first), [first, second), [second, n).
std::pair<std::size_t, std::size_t> value_runs(const std::vector<Strength>& values, Strength value) {
    const auto [below, above] = std::equal_range(values.begin(), values.end(), value);
    return {static_cast<std::size_t>(below - values.begin()), static_cast<std::size_t>(above - values.begin())};
}

// x where `flag` (0 or 1) is set, else 0: an AND, where a product would cost a multiply.
[[gnu::always_inline]] inline std::uint32_t kept_if(std::uint32_t x, std::uint32_t flag) { return x & (0u - flag); }

// A weighted walk's weights: b's hands' and the outer hand's.  An
// unweighted walk (Weighted false) reads neither: every pair weighs 1.
struct PairWeights {
    const std::uint32_t* b = nullptr;
    std::uint32_t a = 1;
};

// The hands of b_masks[from, to) that share no card with `mine`: their
// weight (met), of which how much has a low below `low` and the same low
// (Lows), and how many they are (pairs).  Each such hand's weight met
// (b_meets) goes up by the outer hand's weight.  Branch-free, so that it
// vectorises; inlined, as a call costs as much as a short run.
struct LowRun {
    std::uint32_t met = 0, below = 0, level = 0, pairs = 0;
};
template <bool Lows, bool Weighted>
[[gnu::always_inline]] inline LowRun count_fits(CardMask mine, LowStrength low, const BoardHands& b, PairWeights w,
                                                std::uint32_t* b_meets, std::size_t from, std::size_t to) {
    const CardMask* b_masks = b.masks.data();
    const LowStrength* b_lows = b.lows.data();
    std::uint32_t met = 0, below = 0, level = 0, pairs = 0;
    for (std::size_t j = from; j < to; ++j) {
        const std::uint32_t fits = (mine & b_masks[j]) == 0;
        const std::uint32_t weight = Weighted ? kept_if(w.b[j], fits) : fits;
        met += weight;
        if constexpr (Lows) {
            below += kept_if(weight, b_lows[j] < low);
            level += kept_if(weight, b_lows[j] == low);
        }
        if constexpr (Weighted) pairs += fits;
        b_meets[j] += Weighted ? kept_if(w.a, fits) : fits;
    }
    return {met, below, level, Weighted ? pairs : met};
}

// One outer hand against b: the hands that share no card with it and that
// it beats, ties and loses to on the high, each run with (Lows) how many
// have a low below its low and the same low.
struct HighRuns {
    LowRun beaten, tied, above;
    std::uint32_t pairs() const { return beaten.pairs + tied.pairs + above.pairs; }
};

// From b sorted by value: three passes over its runs.
template <bool Lows, bool Weighted>
[[gnu::always_inline]] inline HighRuns sorted_runs(const BoardHands& b, CardMask mine, Strength value, LowStrength low,
                                                   PairWeights w, std::uint32_t* b_meets) {
    const auto [lo, hi] = value_runs(b.values, value);
    return {count_fits<Lows, Weighted>(mine, low, b, w, b_meets, 0, lo),
            count_fits<Lows, Weighted>(mine, low, b, w, b_meets, lo, hi),
            count_fits<Lows, Weighted>(mine, low, b, w, b_meets, hi, b.size())};
}

// From b in any order: one pass comparing values (for a few outer hands,
// where sorting b would cost more than it saves).
template <bool Lows, bool Weighted>
HighRuns unsorted_runs(const BoardHands& b, CardMask mine, Strength value, LowStrength low, PairWeights w,
                       std::uint32_t* b_meets) {
    std::uint32_t met = 0, won = 0, tied = 0, pairs = 0;
    std::uint32_t below = 0, level = 0, won_below = 0, won_level = 0, tied_below = 0, tied_level = 0;
    for (std::size_t j = 0; j < b.size(); ++j) {
        const std::uint32_t fits = (mine & b.masks[j]) == 0;
        const std::uint32_t weight = Weighted ? kept_if(w.b[j], fits) : fits;
        const std::uint32_t wins = kept_if(weight, b.values[j] < value);
        const std::uint32_t ties = kept_if(weight, b.values[j] == value);
        met += weight;
        won += wins;
        tied += ties;
        if constexpr (Weighted) pairs += fits;
        b_meets[j] += Weighted ? kept_if(w.a, fits) : fits;
        if constexpr (Lows) {
            const std::uint32_t lower = b.lows[j] < low;
            const std::uint32_t same = b.lows[j] == low;
            below += kept_if(weight, lower);
            level += kept_if(weight, same);
            won_below += kept_if(wins, lower);
            won_level += kept_if(wins, same);
            tied_below += kept_if(ties, lower);
            tied_level += kept_if(ties, same);
        }
    }
    // The pairs of each run are not told apart: only their sum is used.
    if constexpr (!Weighted) pairs = met;
    return {{won, won_below, won_level, pairs},
            {tied, tied_below, tied_level, 0},
            {met - won - tied, below - won_below - tied_below, level - won_level - tied_level, 0}};
}

template <bool Lows, bool Weighted>
[[gnu::always_inline]] inline HighRuns high_runs(const BoardHands& b, bool b_sorted, CardMask mine, Strength value,
                                                 LowStrength low, PairWeights w, std::uint32_t* b_meets) {
    return b_sorted ? sorted_runs<Lows, Weighted>(b, mine, value, low, w, b_meets)
                    : unsorted_runs<Lows, Weighted>(b, mine, value, low, w, b_meets);
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

// A hand's row: its deals' weight (each outcome's times the hand's own weight), scoops, other shares, pot share.
void add_hand_row(double* row, const std::uint32_t* outcomes, std::uint32_t weight) {
    for (int o = 0; o < kOutcomes; ++o) {
        const double count = static_cast<double>(outcomes[o]) * weight;
        row[0] += count;
        row[1] += kFirstQuarters[o] == 4 ? count : 0.0;
        row[2] += kFirstQuarters[o] % 4 ? count : 0.0;
        row[3] += count * kFirstQuarters[o] / 4.0;
    }
}

// The weights the outer hand i of a and the run over b use.
template <bool Weighted>
PairWeights pair_weights(const BoardHands& a, const BoardHands& b, std::size_t i) {
    if constexpr (Weighted) return {b.weights.data(), a.weights[i]};
    else return {};
}

// b's showdowns by hand category: each hand's weight met times its own.
template <bool Weighted>
void add_second_categories(const BoardHands& b, const std::vector<std::uint32_t>& b_meets,
                           std::uint64_t (&categories)[kNumCategories + 1]) {
    const std::uint8_t* category_of = category_table().data();
    for (std::size_t j = 0; j < b.size(); ++j)
        categories[category_of[b.values[j]]] += Weighted ? std::uint64_t{b_meets[j]} * b.weights[j] : b_meets[j];
}

template <bool Weighted>
void high_showdowns_of(const BoardHands& a, const BoardHands& b, bool b_sorted, std::vector<std::uint32_t>& b_meets,
                       Tally& out, double* by_hand) {
    const std::uint8_t* category_of = category_table().data();
    b_meets.assign(b.size(), 0);
    PairCounts counts;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const Strength value = a.values[i];
        const PairWeights w = pair_weights<Weighted>(a, b, i);
        const HighRuns runs = high_runs<false, Weighted>(b, b_sorted, a.masks[i], value, 0, w, b_meets.data());
        const std::uint64_t won = std::uint64_t{runs.beaten.met} * w.a, tied = std::uint64_t{runs.tied.met} * w.a,
                            lost = std::uint64_t{runs.above.met} * w.a;
        counts.wins[0] += won;
        counts.wins[1] += lost;
        counts.ties += tied;
        counts.pairs += runs.pairs();
        counts.categories[0][category_of[value]] += won + tied + lost;
        if (by_hand) {
            double* row = by_hand + Tally::kByHandColumns * a.places[i];
            row[0] += static_cast<double>(won + tied + lost);
            row[1] += static_cast<double>(won);
            row[2] += static_cast<double>(tied);
            row[3] += static_cast<double>(won) + 0.5 * static_cast<double>(tied);
        }
    }
    add_second_categories<Weighted>(b, b_meets, counts.categories[1]);
    counts.add_to(out);
}

template <bool Weighted>
void hilo_showdowns_of(const BoardHands& a, const BoardHands& b, bool b_sorted, bool low_possible,
                       std::vector<std::uint32_t>& b_meets, Tally& out, double* by_hand) {
    const std::uint8_t* category_of = category_table().data();
    b_meets.assign(b.size(), 0);
    HiLoCounters counts(2);
    std::uint64_t totals[kOutcomes] = {};
    std::uint64_t pairs = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const Strength value = a.values[i];
        const PairWeights w = pair_weights<Weighted>(a, b, i);
        std::uint32_t outcomes[kOutcomes] = {};
        if (low_possible) {
            const LowStrength low = a.lows[i];
            const HighRuns runs = high_runs<true, Weighted>(b, b_sorted, a.masks[i], value, low, w, b_meets.data());
            add_low_run<0>(runs.beaten, low, outcomes);
            add_low_run<2>(runs.tied, low, outcomes);
            add_low_run<1>(runs.above, low, outcomes);
            pairs += runs.pairs();
        } else {  // no low: the high takes the pot
            const HighRuns runs = high_runs<false, Weighted>(b, b_sorted, a.masks[i], value, 0, w, b_meets.data());
            outcomes[0] = runs.beaten.met;
            outcomes[8] = runs.tied.met;
            outcomes[4] = runs.above.met;
            pairs += runs.pairs();
        }
        std::uint64_t met = 0;
        for (int o = 0; o < kOutcomes; ++o) {
            totals[o] += std::uint64_t{outcomes[o]} * w.a;
            met += outcomes[o];
        }
        counts.categories[0][category_of[value]] += met * w.a;
        if (by_hand) add_hand_row(by_hand + Tally::kByHandColumns * a.places[i], outcomes, w.a);
    }
    add_second_categories<Weighted>(b, b_meets, counts.categories[1]);
    for (int o = 0; o < kOutcomes; ++o) {
        counts.add_heads_up(static_cast<unsigned>(o), totals[o]);
        counts.deals += totals[o];
    }
    counts.add_to(out, true);
    out.trials += pairs;
    out.units += pairs;
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
    const bool weights = !hands.weights.empty();
    spare.weights.resize(weights ? n : 0);
    for (std::size_t j = 0; j < n; ++j) {
        spare.masks[to[j]] = hands.masks[j];
        spare.values[to[j]] = hands.values[j];
        if (lows) spare.lows[to[j]] = hands.lows[j];
        if (weights) spare.weights[to[j]] = hands.weights[j];
        spare.places[to[j]] = hands.places[j];
    }
    std::swap(hands, spare);
}

void high_showdowns(const BoardHands& a, const BoardHands& b, bool b_sorted, std::vector<std::uint32_t>& b_meets,
                    Tally& out, double* by_hand) {
    if (a.weights.empty()) high_showdowns_of<false>(a, b, b_sorted, b_meets, out, by_hand);
    else high_showdowns_of<true>(a, b, b_sorted, b_meets, out, by_hand);
}

void hilo_showdowns(const BoardHands& a, const BoardHands& b, bool b_sorted, bool low_possible,
                    std::vector<std::uint32_t>& b_meets, Tally& out, double* by_hand) {
    if (a.weights.empty()) hilo_showdowns_of<false>(a, b, b_sorted, low_possible, b_meets, out, by_hand);
    else hilo_showdowns_of<true>(a, b, b_sorted, low_possible, b_meets, out, by_hand);
}

}  // namespace holdem::equity_detail
