// Walker's alias method: a range's combos drawn in proportion to their
// weights in O(1).  Internal to the equity calculator; compiled in
// monte_carlo.cpp only.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "holdem/core/random.hpp"
#include "holdem/equity/range.hpp"

namespace holdem::equity_detail {

// Walker's alias method: O(1) draws in proportion to weights.
class AliasTable {
public:
    explicit AliasTable(const std::vector<WeightedCombo>& combos) : n_(static_cast<std::uint32_t>(combos.size())) {
        build([&](std::uint32_t i) { return combos[i].weight; });
    }
    // An Omaha range's `n` hands by their weights (empty: all the same).
    AliasTable(const std::vector<std::uint8_t>& weights, std::size_t n) : n_(static_cast<std::uint32_t>(n)) {
        if (!weights.empty()) build([&](std::uint32_t i) { return static_cast<double>(weights[i]); });
    }

    std::uint32_t size() const { return n_; }

    std::uint32_t sample(Rng& rng) const { return resolve(rng.below(n_), rng); }

    // The combo for a uniform draw i below size(): i, or its alias.
    std::uint32_t resolve(std::uint32_t i, Rng& rng) const {
        if (uniform_) return i;
        return rng.next() < threshold_[i] ? i : alias_[i];
    }

private:
    template <class WeightOf>
    void build(WeightOf weight_of) {
        double total = 0.0;
        bool uniform = true;
        for (std::uint32_t i = 0; i < n_; ++i) {
            total += weight_of(i);
            uniform &= weight_of(i) == weight_of(0);
        }
        uniform_ = uniform;
        if (uniform_) return;
        threshold_.assign(n_, 0);
        alias_.assign(n_, 0);
        std::vector<double> scaled(n_);
        std::vector<std::uint32_t> small, large;
        for (std::uint32_t i = 0; i < n_; ++i) {
            scaled[i] = weight_of(i) * n_ / total;
            (scaled[i] < 1.0 ? small : large).push_back(i);
        }
        while (!small.empty() && !large.empty()) {
            const std::uint32_t s = small.back();
            small.pop_back();
            const std::uint32_t l = large.back();
            set(s, scaled[s], l);
            scaled[l] -= 1.0 - scaled[s];
            if (scaled[l] < 1.0) {
                large.pop_back();
                small.push_back(l);
            }
        }
        for (std::uint32_t i : small) set(i, 1.0, i);  // rounding leftovers
        for (std::uint32_t i : large) set(i, 1.0, i);
    }

    void set(std::uint32_t i, double keep, std::uint32_t other) {
        if (keep >= 1.0) {
            threshold_[i] = std::numeric_limits<std::uint64_t>::max();
            alias_[i] = i;
        } else {
            threshold_[i] = static_cast<std::uint64_t>(std::ldexp(keep, 64));
            alias_[i] = other;
        }
    }

    std::uint32_t n_;
    bool uniform_ = true;
    std::vector<std::uint64_t> threshold_;
    std::vector<std::uint32_t> alias_;
};

}  // namespace holdem::equity_detail
