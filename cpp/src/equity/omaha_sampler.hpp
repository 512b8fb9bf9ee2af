// Monte Carlo Omaha deals: one work item's deals, each hand evaluated by the
// table-driven Omaha evaluator, and counted.  Internal to the equity
// calculator; compiled in monte_carlo.cpp only.
#pragma once

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include "alias_table.hpp"
#include "holdem/eval/omaha.hpp"
#include "mc_counters.hpp"
#include "mc_deck.hpp"
#include "problem.hpp"
#include "runner.hpp"  // item_checkpoint
#include "showdown.hpp"  // category_table

namespace holdem::equity_detail {

// Each range player's hands drawn by their weights (uniformly when they weigh
// the same): an alias table a range seat, in seat order, built once a run.
struct OmahaRangeDraws {
    explicit OmahaRangeDraws(const Problem& problem) {
        for (const Seat& seat : problem.seats)
            if (seat.kind == Seat::Kind::kRange) tables.emplace_back(seat.hand_weights, seat.hands.size());
    }
    std::vector<AliasTable> tables;
};

// One Omaha deal's cards: the known board and hole cards copied once, each
// range player's hand drawn from its list by weight (the whole draw redone
// when two collide) and set aside in the deck, the rest filled from the
// deck's drawn cards (board first, then the players in order).  Shared by
// the Omaha hi and hi-lo samplers.
class OmahaDeal {
public:
    OmahaDeal(const Problem& problem, const OmahaRangeDraws& draws)
        : n_(problem.players), h_(problem.hole_n), known_board_(static_cast<int>(problem.board.size())) {
        std::copy(problem.board.begin(), problem.board.end(), board_);
        for (int p = 0; p < n_; ++p) {
            const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
            std::copy(seat.known.begin(), seat.known.end(), holes_ + p * h_);
            known_[p] = static_cast<int>(seat.known.size());
            if (seat.kind == Seat::Kind::kRange) {
                known_[p] = h_;  // written by each draw
                ranges_.push_back({p, &seat.hands, &draws.tables[ranges_.size()]});
            }
        }
    }
    // The deck the deals draw from: the cards no known hand holds, with room
    // behind them for the range players' hands.
    Deck deck(const Problem& problem) const {
        return Deck(problem.known_mask, dealt_per_deal(problem), h_ * static_cast<int>(ranges_.size()));
    }
    // The next deal, from `deck` (made by deck()).
    void draw(Rng& rng, Deck& deck) {
        if (ranges_.empty()) {
            fill(deck.draw<false>(rng));
            return;
        }
        draw_ranges(rng, deck);
        fill(deck.draw<true>(rng));
    }
    const Card* board() const { return board_; }
    const Card* hole(int p) const { return holes_ + p * h_; }
    std::size_t hole_size() const { return static_cast<std::size_t>(h_); }

private:
    struct RangeSeat {
        int player;
        const std::vector<CardMask>* hands;
        const AliasTable* draw;
    };

    void fill(const Card* cards) {
        for (int i = known_board_; i < 5; ++i) board_[i] = *cards++;
        for (int p = 0; p < n_; ++p)
            for (int j = known_[p]; j < h_; ++j) holes_[p * h_ + j] = *cards++;
    }
    void draw_ranges(Rng& rng, Deck& deck) {
        CardMask hand[kMaxPlayers];
        const std::size_t r_n = ranges_.size();
        for (std::uint64_t attempt = 0;; ++attempt) {
            if (attempt == kMaxRejections)
                throw std::invalid_argument("the ranges almost never fit together (no deal without a collision in " +
                                            std::to_string(kMaxRejections) + " draws)");
            if ((attempt & kCheckpointMask) == kCheckpointMask) item_checkpoint();
            CardMask used = 0;
            std::size_t r = 0;
            for (; r < r_n; ++r) {
                hand[r] = (*ranges_[r].hands)[ranges_[r].draw->sample(rng)];
                if (used & hand[r]) break;
                used |= hand[r];
            }
            if (r == r_n) break;
        }
        int aside = 0;
        for (std::size_t r = 0; r < r_n; ++r) {
            Card* slot = holes_ + ranges_[r].player * h_;
            write_cards(hand[r], slot);
            for (int j = 0; j < h_; ++j) deck.set_aside(slot[j], aside++);
        }
    }

    int n_;
    int h_;
    int known_board_;
    Card board_[5];
    Card holes_[kMaxPlayers * 6];
    int known_[kMaxPlayers];
    std::vector<RangeSeat> ranges_;
};

class OmahaSampler {
public:
    explicit OmahaSampler(const Problem& problem)
        : problem_(problem), draws_(problem), category_of_(category_table().data()) {}

    void run(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        if (problem_.count_codes) run_with<true>(seed, deals, out);
        else run_with<false>(seed, deals, out);
    }

private:
    // Codes: also count wins and ties by hand code (EquityOptions::count_codes).
    template <bool Codes>
    void run_with(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        const int n = problem_.players;
        Rng rng(seed);
        OmahaDeal deal(problem_, draws_);
        Deck deck = deal.deck(problem_);
        Counters counters;
        [[maybe_unused]] std::conditional_t<Codes, CodeCounters, NoCodeCounters> codes;
        Strength s[kMaxPlayers];
        for (std::uint64_t d = 0; d < deals; ++d) {
            deal.draw(rng, deck);
            for (int p = 0; p < n; ++p) s[p] = evaluate_omaha(deal.board(), deal.hole(p), deal.hole_size());
            counters.showdown<0>(s, n, category_of_);
            if constexpr (Codes) codes.count(s, n, category_of_);
        }
        counters.add_to(out, n, deals);
        if constexpr (Codes) codes.add_to(out, n);
    }

    const Problem& problem_;
    OmahaRangeDraws draws_;
    const std::uint8_t* category_of_;
};

}  // namespace holdem::equity_detail
