// Monte Carlo Omaha deals: one work item's deals, each hand evaluated by the
// table-driven Omaha evaluator, and counted.  Internal to the equity
// calculator; compiled in monte_carlo.cpp only.
#pragma once

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include "holdem/eval/omaha.hpp"
#include "mc_counters.hpp"
#include "mc_deck.hpp"
#include "problem.hpp"
#include "showdown.hpp"  // category_table

namespace holdem::equity_detail {

class OmahaSampler {
public:
    explicit OmahaSampler(const Problem& problem) : problem_(problem), category_of_(category_table().data()) {}

    void run(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        if (problem_.count_codes) run_with<true>(seed, deals, out);
        else run_with<false>(seed, deals, out);
    }

private:
    // Codes: also count wins and ties by hand code (EquityOptions::count_codes).
    template <bool Codes>
    void run_with(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        const int n = problem_.players;
        const int h = problem_.hole_n;
        DealRng rng(seed);
        Deck deck(problem_.known_mask, dealt_per_deal(problem_), 0);
        Counters counters;
        [[maybe_unused]] std::conditional_t<Codes, CodeCounters, NoCodeCounters> codes;
        Strength s[kMaxPlayers];
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
            for (int p = 0; p < n; ++p) {
                for (int j = known[p]; j < h; ++j) holes[p * h + j] = *cards++;
                s[p] = evaluate_omaha(board, holes + p * h, static_cast<std::size_t>(h));
            }
            counters.showdown<0>(s, n, category_of_);
            if constexpr (Codes) codes.count(s, n, category_of_);
        }
        counters.add_to(out, n, deals);
        if constexpr (Codes) codes.add_to(out, n);
    }

    const Problem& problem_;
    const std::uint8_t* category_of_;
};

}  // namespace holdem::equity_detail
