// Each player's exact equity on each of a list of flops, heads-up, in Hold'em
// or short deck (the flop report's engine).  Where the ranges are wide, from
// one walk of every board: each five-card board is scored once and its
// showdowns are credited to the ten flops it holds, and where a suit
// permutation leaves both players' deals and the dead cards as they are, one
// board of each orbit stands for all of it (random v random: 134,459
// boards for all 22,100 flops, where the flops one by one take 1,755 classes
// of 1,176 boards, 2,063,880).  Where a few combos make a flop's enumeration
// cheap, flop by flop.
//
//     auto f = holdem::heads_up_flop_equities(holdem::parse_players({"QQ+,AKs", "random"}, holdem::Game::kHoldem),
//                                             {{51, 47, 0}}, {});
//     f.equity[0][0];  // QQ+,AKs's equity on AsKs2c
#pragma once

#include <array>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/equity/equity.hpp"

namespace holdem {

struct FlopEquities {
    // Per flop: the summed weight of the deals (each the product of its two
    // combos' weights) that leave its cards in the deck (0 when none does:
    // then its equities are NaN), and each player's equity on it.
    std::vector<double> deals;
    std::vector<std::array<double, 2>> equity;
    // Which way the equities came: true from the walk of every board, false
    // from each flop's own enumeration (the cheaper, as modelled).
    bool by_board = false;
    // False when options.time_limit or options.progress stopped the run (then
    // there are no figures).
    bool complete = true;
    bool timed_out = false;
    double progress = 1.0;  // the share of the boards walked
};

// Two players of Hold'em or short deck (options.game) as for calculate_equity
// (cards, one known card, ranges with weights, random), no board; each flop
// three distinct cards in the deck, none dead or in a player's hand.  Uses
// options.threads, poll, time_limit and progress (its result's `progress` is
// the share done; false stops).  Throws std::invalid_argument for bad input.
FlopEquities heads_up_flop_equities(const std::vector<PlayerSpec>& players,
                                    const std::vector<std::array<Card, 3>>& flops, const std::vector<Card>& dead,
                                    const EquityOptions& options = {});

}  // namespace holdem
