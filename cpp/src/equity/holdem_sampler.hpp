// Monte Carlo Hold'em deals: one work item's deals dealt from keyed decks,
// evaluated from summed card keys in groups, and counted; preflop, units of
// deals share their hole cards.  Internal to the equity calculator; compiled
// in monte_carlo.cpp only, so the dealing loops inline as one unit.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "alias_table.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/core/random.hpp"
#include "mc_counters.hpp"
#include "mc_deck.hpp"
#include "game_rules.hpp"
#include "problem.hpp"
#include "range_draws.hpp"
#include "showdown.hpp"  // category_table

namespace holdem::equity_detail {

// Rules: game_rules.hpp (Hold'em, or short deck: the same keys and deals
// from a deck without the cards two through five, another hand order).
template <class Rules>
class HoldemSampler {
public:
    explicit HoldemSampler(const Problem& problem)
        : problem_(problem),
          ranges_(problem),
          category_shift_(Rules::category_shifts()),
          category_of_(Rules::categories()),
          draws_(dealt_per_deal(problem)),
          missing_(problem.board_missing()),
          reach_(kNumCards - __builtin_popcountll(problem.known_mask) - 2 * ranges_.count()) {
        for (Card c : problem.board) board_key_ += detail::kCardKeys[c];
        int at = 0;  // among the dealt hole cards
        all_two_ = true;
        for (int p = 0; p < problem.players; ++p) {
            const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
            std::uint64_t key = 0;
            for (Card c : seat.known) key += detail::kCardKeys[c];
            known_keys_.push_back(key);
            HandAccumulator known;
            for (Card c : problem.board) known.add(c);
            for (Card c : seat.known) known.add(c);
            holdings_.push_back({known, at, seat.kind == Seat::Kind::kDealt ? seat.dealt : 0, -1});
            if (seat.kind == Seat::Kind::kDealt) {
                dealt_.push_back({p, seat.dealt, key});
                all_two_ &= seat.dealt == 2;
                at += seat.dealt;
            }
        }
        for (int r = 0; r < ranges_.count(); ++r) holdings_[static_cast<std::size_t>(ranges_.player(r))].range = r;
        combo_decks_used_ = ranges_.count() == 1 && ranges_.alias(0).size() <= kMaxComboDecks;
        if (combo_decks_used_) {
            const std::size_t combos = ranges_.alias(0).size();
            for (std::uint32_t i = 0; i < combos; ++i) {
                const CardMask taken = problem.known_mask | card_bit(ranges_.cards(0, i)[0]) | card_bit(ranges_.cards(0, i)[1]);
                for (Card c = 0; c < kNumCards; ++c)
                    if (!(taken & card_bit(c))) combo_decks_.push_back(keyed(c));
            }
        }
    }

    void run(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        // 1: a single range with its combos' own decks; 2: ranges set aside in one deck.
        const int ranges = ranges_.count() == 0 ? 0 : combo_decks_used_ ? 1 : 2;
        const int shape = problem_.players * 3 + ranges;
        // Preflop with hole cards to deal (random hands or ranges) and the
        // cards for a unit's boards: units share their hole cards.
        const bool shared = problem_.board.empty() && (!dealt_.empty() || ranges > 0) &&
                            draws_ + 5 * (kBoardsPerUnit - 1) <= reach_;
        // Counting by hand code (opt-in): the general loops only, so that
        // the usual runs keep their specialised ones and no extra work.
        if (problem_.count_codes) {
            if (shared) {
                if (ranges == 0) return run_with<0, 0, -1, true, true>(seed, deals, out);
                if (ranges == 1) return run_with<0, 1, -1, true, true>(seed, deals, out);
                return run_with<0, 2, -1, true, true>(seed, deals, out);
            }
            if (ranges == 0) return run_with<0, 0, -1, false, true>(seed, deals, out);
            if (ranges == 1) return run_with<0, 1, -1, false, true>(seed, deals, out);
            return run_with<0, 2, -1, false, true>(seed, deals, out);
        }
        // The commonest spots, preflop with every unknown hand random: the
        // count of random hands known at compile time unrolls the dealing.
        // Hold'em only (the other rules take the general loops, compiled once).
        if constexpr (Rules::kSpecialised) {
            if (shared && all_two_) {
                switch (shape * 32 + static_cast<int>(dealt_.size())) {
                    case 7 * 32 + 1: return run_with<2, 1, 1, true>(seed, deals, out);    // range v random
                    case 7 * 32 + 0: return run_with<2, 1, 0, true>(seed, deals, out);    // range v hand
                    case 8 * 32 + 0: return run_with<2, 2, 0, true>(seed, deals, out);    // range v range
                    case 6 * 32 + 1: return run_with<2, 0, 1, true>(seed, deals, out);    // hand v random
                    case 9 * 32 + 2: return run_with<3, 0, 2, true>(seed, deals, out);    // hand v 2 random
                    case 18 * 32 + 5: return run_with<6, 0, 5, true>(seed, deals, out);   // hand v 5 random
                    default: break;
                }
            }
        }
        if (shared) {
            if (ranges == 0) return run_with<0, 0, -1, true>(seed, deals, out);
            if (ranges == 1) return run_with<0, 1, -1, true>(seed, deals, out);
            return run_with<0, 2, -1, true>(seed, deals, out);
        }
        if constexpr (Rules::kSpecialised) {
            switch (shape) {
                case 6: return run_with<2, 0, -1, false>(seed, deals, out);
                case 7: return run_with<2, 1, -1, false>(seed, deals, out);
                case 8: return run_with<2, 2, -1, false>(seed, deals, out);
                case 9: return run_with<3, 0, -1, false>(seed, deals, out);
                case 10: return run_with<3, 1, -1, false>(seed, deals, out);
                case 11: return run_with<3, 2, -1, false>(seed, deals, out);
                case 18: return run_with<6, 0, -1, false>(seed, deals, out);
                case 19: return run_with<6, 1, -1, false>(seed, deals, out);
                default: break;
            }
        }
        if (ranges == 0) return run_with<0, 0, -1, false>(seed, deals, out);
        if (ranges == 1) return run_with<0, 1, -1, false>(seed, deals, out);
        return run_with<0, 2, -1, false>(seed, deals, out);
    }

private:
    struct Dealt {
        int player;
        int cards;
        std::uint64_t known_key;  // the summed keys of its known cards
    };

    // Hands are evaluated from summed card keys alone (the board's once,
    // then each player's two cards); the cards themselves are gathered
    // only in the rare case of five or more of a suit (flush_strength).
    // N > 0: the player count, known at compile time.  Ranges: 0, 1 or
    // 2 (two or more) range players.  Random >= 0: the board is dealt whole
    // and every dealt hand is a random one, Random of them (known at
    // compile time: the dealing unrolls); -1: any.  Codes: also count wins
    // and ties by hand code (EquityOptions::count_codes).
    //
    // Shared: preflop deals come in units of kBoardsPerUnit that share
    // their hole cards (random hands and range combos): those are dealt
    // once, then as many boards.  Each deal of a unit is dealt exactly as
    // a lone deal would be (its board a uniformly random draw from the
    // cards left: disjoint parts of one shuffle), so each deal's outcome
    // has exactly the right distribution and the mean of all deals stays
    // unbiased.  Deals of a unit are not independent, so the standard
    // error is taken over units.  A unit costs less than as many lone
    // deals and adds little variance: preflop, the hole cards explain only
    // a few percent of a share's variance (2-5% measured, 2 to 9 players),
    // the board the rest.
    template <int N, int Ranges, int Random, bool Shared, bool Codes = false>
    void run_with(std::uint64_t seed, std::uint64_t deals, Tally& out) const {
        constexpr int kUnit = Shared ? kBoardsPerUnit : 1;
        constexpr int kHoleDraws = 2 * (Random > 0 ? Random : 0);
        constexpr int kDraws = Random < 0 ? 0 : kHoleDraws + 5 * kUnit;
        static_assert(kGroup % kUnit == 0, "units fill groups");
        const int n = N > 0 ? N : problem_.players;
        const int missing = Random >= 0 ? 5 : problem_.board_missing();
        const int hole_draws = Random >= 0 ? kHoleDraws : draws_ - missing;
        const int range_count = ranges_.count();
        const Dealt* const dealt = dealt_.data();
        const int dealt_count = Random >= 0 ? Random : static_cast<int>(dealt_.size());
        const bool all_two = Random >= 0 || all_two_;
        const std::uint64_t board0 = board_key_;
        // The single range's tables, for the common case.
        const AliasTable* const alias = Ranges == 1 ? &ranges_.alias(0) : nullptr;
        const std::uint64_t* const range_keys = Ranges == 1 ? ranges_.keys(0) : nullptr;
        const int range_player = Ranges == 1 ? ranges_.player(0) : 0;
        Rng rng(seed);
        // Dealt in this order: the hole cards, then each board.  A single
        // range's combo is the first draw of each unit.
        KeyDeck deck(problem_.known_mask, hole_draws + missing * kUnit, 2 * range_count,
                     Ranges == 1 ? ranges_.alias(0).size() : 0);
        // A single range: each combo shuffles its own array of the cards it leaves.
        std::vector<KeyedCard> combo_decks(Ranges == 1 ? combo_decks_.size() : 0);
        if (Ranges == 1) std::copy(combo_decks_.begin(), combo_decks_.end(), combo_decks.begin());
        KeyedCard* const combo_base = combo_decks.data();
        const std::size_t stride = static_cast<std::size_t>(deck.reach());
        Counters counters;
        [[maybe_unused]] std::conditional_t<Codes, CodeCounters, NoCodeCounters> codes;
        std::uint32_t chosen[kMaxPlayers] = {};
        std::uint64_t hole[kMaxPlayers];  // each player's summed hole-card keys
        std::copy(known_keys_.begin(), known_keys_.end(), hole);
        // Deals go in groups: first every deal's keys, then all their
        // strengths, then the showdowns.  The table lookups of a group are
        // independent, so their cache misses overlap instead of queueing.
        // A flush (five or more of a suit, rare) is looked up from the
        // cards, so each deal's cards and combos are kept for the strength
        // pass: deciding there, with the keys ready, keeps the mispredicted
        // branch cheap.
        std::uint64_t hand_keys[kGroup * kMaxPlayers];
        Strength s[kGroup * kMaxPlayers];
        KeyedCard drawn[kGroup][kNumCards];
        // Without ranges, each unit of a group shuffles its own copy of the
        // deck: its cards stay in place for the flush lookups (no copy),
        // and consecutive units do not wait on each other's stores.
        std::vector<KeyDeck> decks(Ranges == 0 ? kGroup : 0, deck);
        // Each deal's dealt board cards and dealt hole cards (in dealt order).
        const KeyedCard* deal_board[kGroup];
        const KeyedCard* deal_holes[kGroup];
        std::uint32_t combos[kGroup][kMaxPlayers];
        for (std::uint64_t done = 0; done < deals;) {
            const int group = static_cast<int>(std::min<std::uint64_t>(kGroup, deals - done));
            // Units of kUnit deals; the last may be cut short (its extra deals dealt, never counted).
            for (int g = 0; g < group; g += kUnit) {
                const KeyedCard* cards;
                // Preflop with random hands only: keys summed as the cards come.
                std::uint64_t board[kUnit];
                std::fill(board, board + kUnit, board0);
                std::uint64_t pairs[Random > 0 ? Random : 1] = {};
                auto take = [&](int at, KeyedCard c) {
                    if constexpr (Random > 0) {
                        if (at < kHoleDraws) {
                            pairs[at / 2] += c;
                            return;
                        }
                    }
                    if constexpr (Random >= 0) board[(at - kHoleDraws) / 5] += c;
                };
                if constexpr (Ranges == 1) {
                    cards = deck.draw_into<false, kDraws, true>(
                        rng,
                        [&](std::uint32_t first) {
                            chosen[0] = alias->resolve(first, rng);
                            return combo_base + chosen[0] * stride;
                        },
                        nullptr, drawn[g], take);
                    hole[range_player] = range_keys[chosen[0]];
                } else {
                    if constexpr (Ranges == 2) {
                        ranges_.draw(rng, deck, chosen);
                        for (int r = 0; r < range_count; ++r) hole[ranges_.player(r)] = ranges_.keys(r)[chosen[r]];
                    }
                    if constexpr (Ranges == 0) cards = decks[static_cast<std::size_t>(g)].draw<false, kDraws>(rng, nullptr, take);
                    else cards = deck.draw<true, kDraws>(rng, drawn[g], take);
                }
                if constexpr (Random >= 0) {
#pragma GCC unroll 8
                    for (int k = 0; k < Random; ++k) hole[dealt[k].player] = pairs[k];
                } else {
                    const KeyedCard* next = cards;
                    if (all_two) {
                        // Unknown Hold'em hands ("random"): two cards each.
                        for (int k = 0; k < dealt_count; ++k, next += 2)
                            hole[dealt[k].player] = next[0] + next[1];
                    } else {
                        for (int k = 0; k < dealt_count; ++k) {
                            std::uint64_t key = dealt[k].known_key;
                            for (int j = 0; j < dealt[k].cards; ++j) key += *next++;
                            hole[dealt[k].player] = key;
                        }
                    }
                    for (int i = 0; i < kUnit; ++i)
                        for (int k = 0; k < missing; ++k) board[i] += *next++;
                }
#pragma GCC unroll 4
                for (int i = 0; i < kUnit; ++i) {
                    const int d = g + i;
                    for (int p = 0; p < n; ++p) hand_keys[d * n + p] = board[i] + hole[p];
                    deal_holes[d] = cards;
                    deal_board[d] = cards + hole_draws + missing * i;
                    if (Ranges == 1) combos[d][0] = chosen[0];
                    if (Ranges == 2)
                        for (int r = 0; r < range_count; ++r) combos[d][r] = chosen[r];
                }
            }
            for (int g = 0; g < group; ++g)
                for (int p = 0; p < n; ++p) {
                    const std::uint64_t key = hand_keys[g * n + p];
                    s[g * n + p] = __builtin_expect((key & detail::kFlushBits) != 0, 0)
                                       ? flush_strength(p, deal_board[g], deal_holes[g], combos[g])
                                       : Rules::plain(key);
                }
            for (int u = 0; u < group; u += kUnit) {
                const int unit = std::min(kUnit, group - u);
                int splits[kUnit];
                int split_count = 0;
                for (int g = u; g < u + unit; ++g) {
                    splits[split_count] = g;
                    split_count += counters.count<N, Shared>(s + g * n, n, category_shift_);
                    if constexpr (Codes) codes.count(s + g * n, n, category_of_);
                }
                for (int i = 0; i < split_count; ++i) counters.split(s + splits[i] * n, n);
                if (Shared) counters.close_unit(n, unit == kUnit ? 1.0 / kUnit : 1.0 / unit);
            }
            counters.counted(group, n);
            done += static_cast<std::uint64_t>(group);
        }
        counters.add_to(out, n, deals);
        if constexpr (Codes) codes.add_to(out, n);
    }

    // Player p's strength when its summed key shows five or more of a suit
    // (rare): its seven cards accumulated again, suits and all.  board: the
    // deal's dealt board cards; holes: its dealt hole cards, in dealt order.
    // Defined in monte_carlo.cpp, not inline here: see there.
    [[gnu::noinline, gnu::visibility("hidden")]] Strength flush_strength(int p, const KeyedCard* board,
                                                                          const KeyedCard* holes,
                                                                          const std::uint32_t* chosen) const;

    const Problem& problem_;
    RangeDraws ranges_;
    const std::uint8_t* category_shift_;
    const std::uint8_t* category_of_;  // for CodeCounters
    int draws_;                                          // cards dealt per deal
    std::uint64_t board_key_ = detail::kSuitCounterStart;  // the known board's keys, summed from the start value
    std::vector<std::uint64_t> known_keys_;              // each player's known hole cards' keys, summed
    // For flush_strength: what each player holds besides the dealt board.
    struct Holding {
        HandAccumulator known;  // the known board and known hole cards
        int dealt_at;           // where its dealt cards lie among the dealt hole cards
        int dealt;              // how many
        int range;              // its range's index, -1 for none
    };
    std::vector<Holding> holdings_;
    int missing_;  // board cards dealt
    int reach_;    // cards a deal can draw from
    std::vector<Dealt> dealt_;
    bool all_two_ = true;                                // every dealt player gets two cards
    bool combo_decks_used_ = false;
    std::vector<KeyedCard> combo_decks_;  // a single range: each combo's cards left, in a row
};

}  // namespace holdem::equity_detail
