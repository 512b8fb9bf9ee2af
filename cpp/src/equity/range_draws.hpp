// Range players' combos for Monte Carlo: drawn in proportion to their
// weights, the whole draw rejected when two collide, and set aside in the
// deck.  Internal to the equity calculator; compiled in monte_carlo.cpp only.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "alias_table.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/core/random.hpp"
#include "mc_deck.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

// Range players' combos: drawn in proportion to their weights, the whole
// draw rejected when two collide.
class RangeDraws {
public:
    explicit RangeDraws(const Problem& problem) {
        for (int p = 0; p < problem.players; ++p) {
            const Seat& seat = problem.seats[static_cast<std::size_t>(p)];
            if (seat.kind != Seat::Kind::kRange) continue;
            Range r{p, AliasTable(seat.combos), {}, {}, {}};
            for (const auto& c : seat.combos) {
                r.masks.push_back(card_bit(c.high) | card_bit(c.low));
                r.keys.push_back(detail::kCardKeys[c.high] + detail::kCardKeys[c.low]);
                r.cards.push_back({c.high, c.low});
            }
            ranges_.push_back(std::move(r));
        }
    }

    int count() const { return static_cast<int>(ranges_.size()); }
    const AliasTable& alias(int r) const { return ranges_[static_cast<std::size_t>(r)].alias; }
    // Each combo's two card keys, summed.
    const std::uint64_t* keys(int r) const { return ranges_[static_cast<std::size_t>(r)].keys.data(); }
    int player(int r) const { return ranges_[static_cast<std::size_t>(r)].player; }
    const std::array<Card, 2>& cards(int r, std::uint32_t i) const { return ranges_[static_cast<std::size_t>(r)].cards[i]; }

    // One combo per range (indices into `chosen`), none colliding, and each
    // set aside in the deck.
    // Defined in monte_carlo.cpp, not inline here: see there.
    [[gnu::visibility("hidden")]] void draw(Rng& rng, KeyDeck& deck, std::uint32_t* chosen) const;

private:
    struct Range {
        int player;
        AliasTable alias;
        std::vector<CardMask> masks;
        std::vector<std::uint64_t> keys;
        std::vector<std::array<Card, 2>> cards;
    };
    std::vector<Range> ranges_;
};

}  // namespace holdem::equity_detail
