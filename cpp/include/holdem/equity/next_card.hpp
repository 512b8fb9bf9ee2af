// Each player's exact equity after each card that can come next on a flop or
// a turn (PokerCruncher's next-card map): one enumeration of every deal,
// each deal's showdown counted for the card (or cards) that make its board.
//
//     auto r = holdem::next_card_equity({"AsKs", "QhQd"}, "7h8h2c");
//     r.cards[0];      // a card that can come next
//     r.equity[0][1];  // the second player's equity once it has come
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/equity/equity.hpp"

namespace holdem {

struct NextCardResult {
    std::vector<Card> cards;                  // the cards that can come next, in deck order
    std::vector<double> weights;              // the chance that each comes next; sums to 1
    std::vector<std::vector<double>> equity;  // equity[i][p]: player p's equity once cards[i] has come
    std::vector<double> equity_now;           // each player's equity on the current board
    // False when options.time_limit or options.progress stopped the run
    // (then there are no figures: the weights need every deal).
    bool complete = true;
    bool timed_out = false;  // stopped by options.time_limit
    double progress = 1.0;   // the share of the enumeration done
};

// Hands of any game (options.game) as for calculate_equity (cards, one known card, ranges,
// random; Omaha: cards, some of them, or random) and a board of 3 or 4 cards;
// in hi-lo an equity is the pot share, high and low halves together.  Uses options.threads, poll,
// time_limit and progress (its result's `progress` is the share done;
// false stops); the other options do not apply (the answer is always
// exact).  Throws std::invalid_argument for bad input, as calculate_equity.
NextCardResult next_card_equity(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                const std::vector<Card>& dead, const EquityOptions& options = {});
NextCardResult next_card_equity(const std::vector<std::string>& hands, std::string_view board,
                                std::string_view dead = "", const EquityOptions& options = {});

}  // namespace holdem
