// One player's exact equity hand by hand against one opponent (the per-combo
// breakdown of range tools), from one enumeration: heads-up Hold'em or short
// deck (each player a range, random, some or all of its cards) through the
// board-by-board walk (exact_holdem_pairs.cpp), and heads-up Omaha, high or
// hi-lo (each player a range, an array of hands or all its cards) through the
// hand-pairs walk (exact_omaha_pairs.cpp), each hand's sums kept.
//
//     holdem::EquityOptions options;
//     options.game = holdem::Game::kOmaha4;
//     auto b = holdem::heads_up_breakdown(holdem::parse_players({"AA", "KK"}, options.game),
//                                         holdem::parse_cards("Jh8h2c7d"), {}, 0, options);
//     b.wins[0] / b.deals[0];  // how often b.hands[0] wins alone
#pragma once

#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/equity/equity.hpp"

namespace holdem {

struct HeadsUpBreakdown {
    // The player's hands (Hold'em combos, Omaha hands) that some deal holds,
    // in the order of the player's list (a range's, or every combo of the
    // cards left), and per hand the deals (opponent hand and board) it is in,
    // weighted by the ranges, its lone wins (in hi-lo its scoops), its ties
    // (in hi-lo every other share of a pot) and its pot shares summed; its
    // equity is shares / deals (outside hi-lo (wins + ties / 2) / deals).
    std::vector<CardMask> hands;
    std::vector<double> deals;
    std::vector<double> wins;
    std::vector<double> ties;
    std::vector<double> shares;
    // False when options.time_limit or options.progress stopped the run (then
    // there are no figures).
    bool complete = true;
    bool timed_out = false;
    double progress = 1.0;  // the share of the enumeration done
};

// Two players of options.game; `player` is 0 or 1.  Uses options.threads,
// poll, time_limit and progress (its result's `progress` is the share done;
// false stops).  Throws std::invalid_argument for bad input (as
// calculate_equity), another player count, an Omaha player with unknown
// cards, or a spot too large to enumerate.
HeadsUpBreakdown heads_up_breakdown(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                                    const std::vector<Card>& dead, int player, const EquityOptions& options = {});

}  // namespace holdem
