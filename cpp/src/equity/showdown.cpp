// Showdowns weighed into per-player sums, the hand code table, and a
// tally's sums as a result.
#include "showdown.hpp"

namespace holdem::equity_detail {

const std::array<std::uint8_t, kNumStrengths + 1>& category_table() {
    static const auto table = [] {
        std::array<std::uint8_t, kNumStrengths + 1> t{};
        for (int s = 1; s <= kNumStrengths; ++s) t[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(category(static_cast<Strength>(s)));
        return t;
    }();
    return table;
}

void WeightedShowdown::clear(int n) {
    for (int p = 0; p < n; ++p) {
        win[p] = tie[p] = share[p] = 0.0;
        for (double& c : categories[p]) c = 0.0;
    }
    weight = 0.0;
}

void WeightedShowdown::add_to(Tally& tally, int n, double factor) const {
    for (int p = 0; p < n; ++p) {
        tally.at(p, Tally::kWin) += factor * win[p];
        tally.at(p, Tally::kTie) += factor * tie[p];
        tally.at(p, Tally::kShare) += factor * share[p];
        for (int c = 0; c < kNumCategories; ++c) tally.at(p, Tally::kCategory0 + c) += factor * categories[p][c + 1];
    }
    tally.weight += factor * weight;
}

EquityResult tally_result(const Tally& tally) {
    EquityResult result;
    const double total = tally.weight;
    for (int p = 0; p < tally.players(); ++p) {
        result.equity.push_back(tally.at(p, Tally::kShare) / total);
        result.win.push_back(tally.at(p, Tally::kWin) / total);
        result.tie.push_back(tally.at(p, Tally::kTie) / total);
        std::array<double, kNumCategories> cats{};
        for (int c = 0; c < kNumCategories; ++c)
            cats[static_cast<std::size_t>(c)] = tally.at(p, Tally::kCategory0 + c) / total;
        result.categories.push_back(cats);
    }
    result.trials = tally.trials;
    if (!tally.hilo.empty()) {
        for (int p = 0; p < tally.players(); ++p) {
            result.hi_share.push_back(tally.hilo[static_cast<std::size_t>(2 * p)] / total);
            result.lo_share.push_back(tally.hilo[static_cast<std::size_t>(2 * p + 1)] / total);
        }
        result.low_frequency = tally.hilo.back() / total;
    }
    if (!tally.code_counts.empty()) {
        for (int p = 0; p < tally.players(); ++p) {
            std::array<std::uint64_t, kNumCategories> hands{}, wins{}, ties{};
            for (int c = 0; c < kNumCategories; ++c) {
                // Whole deals: the double holds the integer exactly (below 2^53).
                hands[static_cast<std::size_t>(c)] = static_cast<std::uint64_t>(tally.at(p, Tally::kCategory0 + c));
                wins[static_cast<std::size_t>(c)] = tally.code_counts[Tally::code_index(p, false, c + 1)];
                ties[static_cast<std::size_t>(c)] = tally.code_counts[Tally::code_index(p, true, c + 1)];
            }
            result.hand_counts.push_back(hands);
            result.win_counts.push_back(wins);
            result.tie_counts.push_back(ties);
        }
    }
    return result;
}

}  // namespace holdem::equity_detail
