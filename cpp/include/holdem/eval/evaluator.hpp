// The fast evaluator: strength 1..7462 of 5, 6 or 7 cards.
//
// Each card contributes a precomputed 64-bit key.  Summed over a hand, the low
// 32 bits are a rank-key sum that identifies the multiset of ranks; bits
// 32..47 hold four suit counters that start at 3, so a counter reaching 8
// (bit 3 of its nibble) means five or more cards of that suit.  A second
// 64-bit word ORs each card's rank bit into its suit's 16-bit lane, giving the
// flush suit's ranks directly.  No initialisation, no mutable state: safe to
// call from any number of threads.  Tables: see fast_tables.hpp (201,752 bytes, table_bytes()).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "holdem/core/cards.hpp"
#include "holdem/fast_tables.hpp"
#include "holdem/core/strength.hpp"

namespace holdem {

namespace detail {

inline constexpr std::uint64_t kSuitCounterStart = 0x3333ull << 32;
inline constexpr std::uint64_t kFlushBits = 0x8888ull << 32;

// 64 entries (52..63 zero) so a masked index `card & 63` is always in bounds.
constexpr std::array<std::uint64_t, 64> make_card_keys() {
    std::array<std::uint64_t, 64> keys{};
    for (std::size_t c = 0; c < kNumCards; ++c)
        keys[c] = tables::kRankKeys[c >> 2] | (std::uint64_t{1} << (32 + 4 * (c & 3)));
    return keys;
}

// 64 entries (52..63 zero), like the keys.
constexpr std::array<std::uint64_t, 64> make_card_lanes() {
    std::array<std::uint64_t, 64> lanes{};
    for (std::size_t c = 0; c < kNumCards; ++c) lanes[c] = std::uint64_t{1} << (16 * (c & 3) + (c >> 2));
    return lanes;
}

inline constexpr auto kCardKeys = make_card_keys();
inline constexpr auto kCardLanes = make_card_lanes();

// Strength of a non-flush hand from its hashed slot (the batch kernels hash eight sums at once).
inline Strength non_flush_slot_strength(std::uint32_t h) {
    return tables::kNonFlushStrength[tables::kRowOffsetStep * tables::kRowOffsets[h >> tables::kRowShift] +
                                     (h & tables::kColumnMask)];
}

// Strength of a non-flush hand from its summed key: perfect hash on the rank-key sum.
inline Strength non_flush_strength(std::uint64_t key) {
    return non_flush_slot_strength((static_cast<std::uint32_t>(key) * tables::kHashMultiplier) & tables::kHashMask);
}

}  // namespace detail

// A partial hand that cards can be added to; its strength is defined once it
// holds 5, 6 or 7 distinct cards.  Copy it to branch an enumeration.  The
// engine's inner loop: its cards are trusted, each must be below 52 (a
// larger one reads past the key tables), as evaluate()'s are.
class HandAccumulator {
public:
    constexpr HandAccumulator() = default;

    constexpr HandAccumulator& add(Card card) {
        key_ += detail::kCardKeys[card];
        lanes_ |= detail::kCardLanes[card];
        return *this;
    }
    constexpr HandAccumulator plus(Card card) const { return HandAccumulator(*this).add(card); }
    constexpr HandAccumulator plus(const HandAccumulator& other) const {
        HandAccumulator sum;
        sum.key_ = key_ + other.key_ - detail::kSuitCounterStart;
        sum.lanes_ = lanes_ | other.lanes_;
        return sum;
    }

    // Could adding `extra` more cards make a flush? (Some suit holds 5 - extra or more.)
    constexpr bool flush_possible_with(int extra) const {
        const std::uint64_t each_suit = std::uint64_t{0x1111} << 32;  // one more card in every suit's counter
        return ((key_ + static_cast<std::uint64_t>(extra) * each_suit) & detail::kFlushBits) != 0;
    }
    // The summed card keys (rank-key sum in the low 32 bits, suit counters above).
    constexpr std::uint64_t key() const { return key_; }
    // Each suit's ranks in a 16-bit lane (clubs lowest).
    constexpr std::uint64_t lanes() const { return lanes_; }

    Strength strength() const {
        if (const std::uint64_t flush = key_ & detail::kFlushBits) {
            const unsigned suit = (static_cast<unsigned>(__builtin_ctzll(flush)) - 35) >> 2;
            return tables::kFlushStrength[(lanes_ >> (16 * suit)) & 0x1fff];
        }
        return detail::non_flush_strength(key_);
    }

private:
    std::uint64_t key_ = detail::kSuitCounterStart;
    std::uint64_t lanes_ = 0;
};

// Strength of the n = 5, 6 or 7 cards whose keys sum (from kSuitCounterStart) to `key`;
// the cards are read again only in the rare flush case, for the flush suit's ranks.
inline Strength strength_of_key(std::uint64_t key, const Card* cards, std::size_t n) {
    if (const std::uint64_t flush = key & detail::kFlushBits) {
        const unsigned suit = (static_cast<unsigned>(__builtin_ctzll(flush)) - 35) >> 2;
        // The cards' rank lanes, ORed without a branch per card (a suit test
        // per card mispredicts).  Masked like the keys: bytes of 52 and up
        // (evaluate_batch without validation) give a meaningless strength,
        // never a read out of bounds.
        std::uint64_t lanes = 0;
        for (std::size_t i = 0; i < n; ++i) lanes |= detail::kCardLanes[cards[i] & 63];
        return tables::kFlushStrength[(lanes >> (16 * suit)) & 0x1fff];
    }
    return detail::non_flush_strength(key);
}

// Strength of n = 5, 6 or 7 distinct valid cards (unchecked; see evaluate_checked).
// Sums only the keys; the flush suit's ranks are gathered in the rare flush case.
inline Strength evaluate(const Card* cards, std::size_t n) {
    std::uint64_t key = detail::kSuitCounterStart;
    for (std::size_t i = 0; i < n; ++i) key += detail::kCardKeys[cards[i]];
    return strength_of_key(key, cards, n);
}

// As evaluate, but throws std::invalid_argument for a wrong count, a card
// out of range or a duplicate, naming the problem.
Strength evaluate_checked(const Card* cards, std::size_t n);

// Total bytes of the fast evaluator's lookup tables.
std::size_t table_bytes();

}  // namespace holdem
