// The hand rules the Hold'em-style enumerations and samplers are compiled
// for: Hold'em, and short deck in its two orders.  Each gives a hand's
// strength from its summed card keys without a flush (plain) and from its
// flush suit's 13-bit rank mask (flush), and the hand code of each strength
// (categories, category_shifts for mc_counters.hpp).  Both games share the
// card keys, so dealing, summing and flush detection are the same code.
// Internal to the equity calculator.
#pragma once

#include <cstdint>

#include "holdem/eval/evaluator.hpp"
#include "holdem/eval/shortdeck.hpp"
#include "mc_counters.hpp"
#include "showdown.hpp"

namespace holdem::equity_detail {

struct HoldemRules {
    // The Monte Carlo sampler's loops specialised by player count (the common spots).
    static constexpr bool kSpecialised = true;
    static Strength plain(std::uint64_t key) { return detail::non_flush_strength(key); }
    static Strength flush(unsigned rank_mask) { return tables::kFlushStrength[rank_mask & 0x1fff]; }
    static const std::uint8_t* categories() { return category_table().data(); }
    static const std::uint8_t* category_shifts() { return category_shift_table().data(); }
};

// Hand code of every short-deck strength (0 past 1404), and its counter's
// bit offset as category_shift_table gives them for Hold'em.
const std::array<std::uint8_t, kNumStrengths + 1>& shortdeck_category_table(ShortDeck rules);
const std::array<std::uint8_t, kNumStrengths + 1>& shortdeck_category_shift_table(ShortDeck rules);

template <ShortDeck R>
struct ShortDeckRules {
    static constexpr bool kSpecialised = false;
    static Strength plain(std::uint64_t key) { return detail::shortdeck_non_flush(key, R); }
    static Strength flush(unsigned rank_mask) { return detail::shortdeck_flush(rank_mask, R); }
    static const std::uint8_t* categories() { return shortdeck_category_table(R).data(); }
    static const std::uint8_t* category_shifts() { return shortdeck_category_shift_table(R).data(); }
};

// Calls f(Rules{}) with the rules of a Hold'em-style game (Hold'em or short deck).
template <class F>
decltype(auto) with_rules(Game game, F&& f) {
    if (game == Game::kShortDeck) return f(ShortDeckRules<ShortDeck::kStandard>{});
    if (game == Game::kShortDeckTriton) return f(ShortDeckRules<ShortDeck::kTriton>{});
    return f(HoldemRules{});
}

}  // namespace holdem::equity_detail
