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

// One Omaha deal's cards: the known board and hole cards copied once, the
// rest filled from each deal's drawn cards (board first, then the players in
// order).  Shared by the Omaha hi and hi-lo samplers.
class OmahaDeal {
public:
    explicit OmahaDeal(const Problem& problem)
        : n_(problem.players), h_(problem.hole_n), known_board_(static_cast<int>(problem.board.size())) {
        std::copy(problem.board.begin(), problem.board.end(), board_);
        for (int p = 0; p < n_; ++p) {
            const auto& cards = problem.seats[static_cast<std::size_t>(p)].known;
            std::copy(cards.begin(), cards.end(), holes_ + p * h_);
            known_[p] = static_cast<int>(cards.size());
        }
    }
    void fill(const Card* cards) {
        for (int i = known_board_; i < 5; ++i) board_[i] = *cards++;
        for (int p = 0; p < n_; ++p)
            for (int j = known_[p]; j < h_; ++j) holes_[p * h_ + j] = *cards++;
    }
    const Card* board() const { return board_; }
    const Card* hole(int p) const { return holes_ + p * h_; }
    std::size_t hole_size() const { return static_cast<std::size_t>(h_); }

private:
    int n_;
    int h_;
    int known_board_;
    Card board_[5];
    Card holes_[kMaxPlayers * 6];
    int known_[kMaxPlayers];
};

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
        DealRng rng(seed);
        Deck deck(problem_.known_mask, dealt_per_deal(problem_), 0);
        Counters counters;
        [[maybe_unused]] std::conditional_t<Codes, CodeCounters, NoCodeCounters> codes;
        Strength s[kMaxPlayers];
        OmahaDeal deal(problem_);
        for (std::uint64_t d = 0; d < deals; ++d) {
            deal.fill(deck.draw<false>(rng));
            for (int p = 0; p < n; ++p) s[p] = evaluate_omaha(deal.board(), deal.hole(p), deal.hole_size());
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
