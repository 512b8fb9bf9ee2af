// Monte Carlo Omaha hi-lo deals: one work item's deals dealt as for Omaha
// hi (omaha_sampler.hpp), each hand scored high and low, the pot shared in
// integers as HiLoCounters does.  Every deal is its own unit.  Internal to the equity
// calculator; compiled in monte_carlo.cpp only.
#pragma once

#include <algorithm>
#include <cstdint>

#include "hilo_counters.hpp"
#include "holdem/eval/omaha.hpp"
#include "holdem/eval/omaha_lo.hpp"
#include "mc_deck.hpp"
#include "omaha_sampler.hpp"  // OmahaDeal
#include "problem.hpp"

namespace holdem::equity_detail {

class HiLoSampler {
public:
    explicit HiLoSampler(const Problem& problem)
        : problem_(problem), draws_(problem), category_shift_(category_shift_table().data()) {}

    void run(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        const int n = problem_.players;
        Rng rng(seed);
        OmahaDeal deal(problem_, draws_);
        Deck deck = deal.deck(problem_);
        HiLoCounters counts(n);
        Strength s[kMaxPlayers];
        LowStrength l[kMaxPlayers];
        for (std::uint64_t d = 0; d < deals; ++d) {
            deal.draw(rng, deck);
            const OmahaBoard hi_board(deal.board());
            const unsigned board_low = detail::low_mask(deal.board(), 5);
            for (int p = 0; p < n; ++p) {
                s[p] = hi_board.evaluate(deal.hole(p), deal.hole_size());
                l[p] = omaha_low_of_masks(board_low, detail::low_mask(deal.hole(p), deal.hole_size()));
            }
            counts.add<true>(s, l, category_shift_);
        }
        counts.add_to(out, true);
        out.trials += deals;
        out.units += deals;
    }

private:
    const Problem& problem_;
    OmahaRangeDraws draws_;
    const std::uint8_t* category_shift_;
};

}  // namespace holdem::equity_detail
