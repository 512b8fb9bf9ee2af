// One Omaha player's exact equity hand by hand against one opponent (the
// per-combo breakdown of range tools, for Omaha hands): heads-up Omaha, high
// or hi-lo, each player a range, an array of hands or known cards, through the
// hand-pairs walk of exact equity (exact_omaha_pairs.cpp).
//
//     auto b = holdem::omaha_breakdown(holdem::parse_players({"AA", "KK"}, holdem::Game::kOmaha4),
//                                      holdem::parse_cards("Jh8h2c7d"), {}, 0, options);
//     b.wins[0] / b.deals[0];  // how often b.hands[0] wins alone
#pragma once

#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/equity/equity.hpp"

namespace holdem {

struct OmahaBreakdown {
    // The player's hands that some deal holds, in increasing mask order, and
    // per hand the deals (opponent hand and board) it is in, its lone wins
    // (in hi-lo its scoops), its ties (in hi-lo every other share of a pot)
    // and its pot shares summed; its equity is shares / deals (in Omaha high
    // (wins + ties / 2) / deals).
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

// Two players of an Omaha game (options.game), each a range, an array of
// hands or all its cards; `player` is 0 or 1.  Uses options.threads, poll,
// time_limit and progress (its result's `progress` is the share done; false
// stops).  Throws std::invalid_argument for bad input (as calculate_equity),
// another game or player count, a player with unknown cards, or a spot too
// large to enumerate.
OmahaBreakdown omaha_breakdown(const std::vector<PlayerSpec>& players, const std::vector<Card>& board,
                               const std::vector<Card>& dead, int player, const EquityOptions& options = {});

}  // namespace holdem
