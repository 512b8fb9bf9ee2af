// Monte Carlo dealing: the constants that fix work items, groups and units,
// the keyed cards the Hold'em sampler shuffles, and BasicDeck, a partial
// Fisher-Yates shuffle that reads several offsets from one random word.
// Internal to the equity calculator; compiled in monte_carlo.cpp only.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "holdem/core/cards.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/core/random.hpp"
#include "problem.hpp"

namespace holdem::equity_detail {

// Deals per work item: fixed, so that results do not depend on threads.
inline constexpr std::uint64_t kDealsPerItem = 4096;
// Deals whose hand strengths are looked up together.
inline constexpr int kGroup = 8;
// Preflop deals sharing their hole cards (see HoldemSampler::run_with).
inline constexpr int kBoardsPerUnit = 4;
// A single range with up to this many combos gives each its own deck (at
// most 52 KB of them); more share one deck with the range's cards set aside.
inline constexpr std::size_t kMaxComboDecks = 128;
// Consecutive rejected range draws before giving up on ranges that almost never fit.
inline constexpr std::uint64_t kMaxRejections = std::uint64_t{1} << 24;
// Every 16,384 rejected draws (about a millisecond) a draw calls item_checkpoint (runner.hpp):
// an item whose ranges seldom fit can take seconds, and Ctrl-C, the time limit and a progress
// callback's stop must not wait for it.
inline constexpr std::uint64_t kCheckpointMask = (std::uint64_t{1} << 14) - 1;

// A card as the Hold'em dealing shuffles it: its evaluator key (which uses
// bits 0..47), with the card number in the top byte.  Summing entries sums
// the keys (the top byte's sum is never read), so dealt cards need no
// lookup; whole 64-bit words also move faster than bytes in the shuffle.
using KeyedCard = std::uint64_t;
inline constexpr int kCardShift = 56;

constexpr bool keys_leave_top_bits_free() {
    for (int c = 0; c < kNumCards; ++c)
        if (detail::kCardKeys[static_cast<std::size_t>(c)] >> 48) return false;
    // Seven cards' suit counters stay below 16: no carry out of bit 47.
    return (detail::kSuitCounterStart >> 44) + 7 < 16;
}
static_assert(keys_leave_top_bits_free(), "KeyedCard needs evaluator keys below 2^48");

constexpr KeyedCard keyed(Card c) { return detail::kCardKeys[c] | (KeyedCard{c} << kCardShift); }
constexpr Card card_of(KeyedCard k) { return static_cast<Card>(k >> kCardShift); }
constexpr Card card_of(Card c) { return c; }

// Digits per chain: three bounds of at most 52 multiply to under 2^17.1,
// which leaves a rejection chance of at most 2^-14.9 in 32 bits (a first
// bound of up to 1326, a range's combo, raises it to 2^-10.2).
inline constexpr int kDigitsPerChain = 3;
inline constexpr int kMaxDigits = kNumCards + 1;
inline constexpr int kMaxChains = (kMaxDigits + kDigitsPerChain - 1) / kDigitsPerChain;

// The cards no known hand holds, dealt by a partial Fisher-Yates shuffle;
// Entry is Card or KeyedCard.
//
// The shuffle's offsets are read as digits of mixed-radix draws: the high
// half of low * bound is a digit, the low half carries on to the next
// bound.  A chain of digits read from 32 random bits this way is exactly
// Lemire's multiply-and-reject on the product of their bounds
// (Brackett-Rozinsky and Lemire, "Batched ranged random integer
// generation"): exactly uniform and independent once the final low half is
// checked against that product's threshold.  Three digits to a chain and
// two chains to a random word keep the multiplications that wait on each
// other few, with one well-predicted check per chain.
//
// The shuffle leaves uniformly random distinct cards at the front whatever
// order the array was in, so the array is never reset.  Cards that range
// players hold in a deal are first set aside at the back (positions are
// tracked for that), or, for a single range, each combo keeps its own array
// of the cards it leaves (see HoldemSampler), which saves the tracking.
template <typename Entry>
class BasicDeck {
public:
    struct Ignore {
        void operator()(int, Entry) const {}
    };

    // first_bound > 0: each deal draws one more digit first, below
    // first_bound (a range's combo; draw_into<..., true>).
    BasicDeck(CardMask known, int draws, int aside, std::uint32_t first_bound = 0)
        : draws_(draws), first_bound_(first_bound) {
        for (Card c = 0; c < kNumCards; ++c)
            if (!(known & card_bit(c))) {
                position_[c] = static_cast<std::uint8_t>(size_);
                cards_[size_++] = entry(c);
            }
        reach_ = size_ - aside;
        // Lemire's threshold for each chain: 2^32 mod the product of its bounds.
        const bool first = first_bound_ > 0;
        const int digits = draws_ + (first ? 1 : 0);
        for (int chain = 0; chain * kDigitsPerChain < digits; ++chain) {
            std::uint64_t product = 1;
            for (int i = chain * kDigitsPerChain; i < std::min(digits, (chain + 1) * kDigitsPerChain); ++i)
                product *= bound(i, first, static_cast<std::uint32_t>(reach_), first_bound_);
            threshold_[chain] = static_cast<std::uint32_t>((std::uint64_t{1} << 32) % product);
        }
    }

    static Entry entry(Card c) {
        if constexpr (std::is_same_v<Entry, KeyedCard>) return keyed(c);
        else return c;
    }

    // Moves card c behind the cards this deal's draw can reach; the k-th
    // set-aside of a deal, before draw<true>.
    void set_aside(Card c, int k) {
        const int at = position_[c];
        const int last = size_ - 1 - k;
        const Entry other = cards_[last];
        cards_[at] = other;
        position_[card_of(other)] = static_cast<std::uint8_t>(at);
        cards_[last] = entry(c);
        position_[c] = static_cast<std::uint8_t>(last);
    }

    // Uniformly random distinct cards (not set aside) at the front.
    // Track: keep positions for set_aside.  Draws: the count of draws known
    // at compile time (the loops unroll), 0 for any.  out: where the drawn
    // cards are also written (else the deck array is returned).
    // take(s, card), if given, is called with each drawn card in turn (to
    // sum keys as they come, in registers).
    template <bool Track, int Draws = 0, typename Take = Ignore>
    const Entry* draw(Rng& rng, Entry* out = nullptr, Take&& take = Take()) {
        std::uint8_t* const position = position_;
        return draw_into<Track, Draws, false>(rng, [this](std::uint32_t) { return cards_; }, position, out, take);
    }

    // As draw, on the array pick(first) returns, where `first` is the extra
    // first digit (below first_bound; 0 without First): a range combo's own
    // array of the same reachable size.  (Locals, not members, in the loop:
    // stores through the array may alias any member, which would force reloads.)
    template <bool Track, int Draws, bool First, typename Pick, typename Take = Ignore>
    Entry* draw_into(Rng& rng, Pick&& pick, std::uint8_t* const position, Entry* const out = nullptr,
                     Take&& take = Take()) const {
        const int draws = Draws > 0 ? Draws : draws_;
        const int digits = draws + (First ? 1 : 0);
        const std::uint32_t reach = static_cast<std::uint32_t>(reach_);
        const std::uint32_t first_bound = first_bound_;
        Entry* cards = First ? nullptr : pick(0);
        // Digit i moves a random card of those left into place i - First.
        auto use = [&](int i, std::uint32_t digit) {
            if (First && i == 0) {
                cards = pick(digit);
                return;
            }
            const int s = i - (First ? 1 : 0);
            const std::size_t j = static_cast<std::size_t>(s) + digit;  // unsigned: no sign extension
            const Entry a = cards[s];
            const Entry c = cards[j];
            cards[s] = c;
            cards[j] = a;
            if (out) out[s] = c;
            take(s, c);
            if (Track) {
                position[card_of(c)] = static_cast<std::uint8_t>(s);
                position[card_of(a)] = static_cast<std::uint8_t>(j);
            }
        };
        std::uint64_t word = 0;
#pragma GCC unroll 18
        for (int chain = 0; chain * kDigitsPerChain < digits; ++chain) {
            const int begin = chain * kDigitsPerChain;
            const int count = std::min(kDigitsPerChain, digits - begin);
            // Two chains to a random word.
            if (chain % 2 == 0) word = rng.next();
            std::uint32_t bits = static_cast<std::uint32_t>(chain % 2 == 0 ? word >> 32 : word);
            std::uint32_t digit[kDigitsPerChain] = {};
            for (;;) {
                std::uint32_t low = bits;
#pragma GCC unroll 3
                for (int k = 0; k < count; ++k) {
                    const std::uint64_t m = std::uint64_t{low} * bound(begin + k, First, reach, first_bound);
                    digit[k] = static_cast<std::uint32_t>(m >> 32);
                    low = static_cast<std::uint32_t>(m);
                }
                if (__builtin_expect(low >= threshold_[chain], 1)) break;
                bits = static_cast<std::uint32_t>(rng.next() >> 32);
            }
#pragma GCC unroll 3
            for (int k = 0; k < count; ++k) use(begin + k, digit[k]);
        }
        return out ? out : cards;
    }

    int reach() const { return reach_; }

private:
    // The bound of digit i: the first bound, then the shuffle's offsets.
    static std::uint32_t bound(int i, bool first, std::uint32_t reach, std::uint32_t first_bound) {
        if (first) return i == 0 ? first_bound : reach - static_cast<std::uint32_t>(i - 1);
        return reach - static_cast<std::uint32_t>(i);
    }

    Entry cards_[kNumCards] = {};
    std::uint8_t position_[kNumCards] = {};
    std::uint32_t threshold_[kMaxChains] = {};
    int size_ = 0;
    int reach_ = 0;
    int draws_;
    std::uint32_t first_bound_;
};

using Deck = BasicDeck<Card>;
using KeyDeck = BasicDeck<KeyedCard>;

// Cards dealt per deal: the rest of the board and every unknown hole card.
inline int dealt_per_deal(const Problem& problem) {
    int m = problem.board_missing();
    for (const Seat& seat : problem.seats) m += seat.kind == Seat::Kind::kDealt ? seat.dealt : 0;
    return m;
}

}  // namespace holdem::equity_detail
