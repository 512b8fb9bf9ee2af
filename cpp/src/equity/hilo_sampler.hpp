// Monte Carlo Omaha hi-lo deals: one work item's deals dealt as for Omaha
// hi (omaha_sampler.hpp), each hand scored high and low, the pot shared as
// HiLoShowdown does.  Every deal is its own unit.  Internal to the equity
// calculator; compiled in monte_carlo.cpp only.
#pragma once

#include <algorithm>
#include <cstdint>

#include "hilo_showdown.hpp"
#include "holdem/eval/omaha.hpp"
#include "holdem/eval/omaha_lo.hpp"
#include "mc_deck.hpp"
#include "problem.hpp"
#include "showdown.hpp"  // category_table

namespace holdem::equity_detail {

class HiLoSampler {
public:
    explicit HiLoSampler(const Problem& problem) : problem_(problem), category_of_(category_table().data()) {}

    void run(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        const int n = problem_.players;
        const int h = problem_.hole_n;
        DealRng rng(seed);
        Deck deck(problem_.known_mask, dealt_per_deal(problem_), 0);
        HiLoShowdown sums;
        sums.clear(n);
        Strength s[kMaxPlayers];
        LowStrength l[kMaxPlayers];
        Card board[5];
        Card holes[kMaxPlayers * 6];
        int known[kMaxPlayers];
        const int known_board = static_cast<int>(problem_.board.size());
        std::copy(problem_.board.begin(), problem_.board.end(), board);
        for (int p = 0; p < n; ++p) {
            const auto& cards = problem_.seats[static_cast<std::size_t>(p)].known;
            std::copy(cards.begin(), cards.end(), holes + p * h);
            known[p] = static_cast<int>(cards.size());
        }
        for (std::uint64_t d = 0; d < deals; ++d) {
            const Card* cards = deck.draw<false>(rng);
            for (int i = known_board; i < 5; ++i) board[i] = *cards++;
            const OmahaBoard hi_board(board);
            const unsigned board_low = detail::low_mask(board, 5);
            for (int p = 0; p < n; ++p) {
                for (int j = known[p]; j < h; ++j) holes[p * h + j] = *cards++;
                s[p] = hi_board.evaluate(holes + p * h, static_cast<std::size_t>(h));
                l[p] = omaha_low_of_masks(board_low, detail::low_mask(holes + p * h, static_cast<std::size_t>(h)));
            }
            sums.add(s, l, n, 1.0, category_of_);
        }
        sums.add_to(out, n, 1.0);
        out.trials += deals;
        out.units += deals;
    }

private:
    const Problem& problem_;
    const std::uint8_t* category_of_;
};

}  // namespace holdem::equity_detail
