// A set of Omaha hands as one bit per hand: the hands of k cards (k = 1..6)
// numbered by the combinatorial number system (colex order), so that index
// order is the order of the hands' card masks and set operations on ranges
// are word-wise AND, AND-NOT and OR.
//
// The numbering has the property the pattern filler lives on: the hands of k
// cards all below card c are exactly the indices below C(c, k), and a hand
// U + L whose cards U all lie above the cards L has index
// offset(U) + index(L).  So "every hand of ranks below r that matches" is a
// prefix of one bit set, and it can be copied in place word by word.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "holdem/core/cards.hpp"

namespace holdem::omaha_detail {

inline constexpr int kMaxHoleCards = 6;

// C(n, k) for n <= 52, k <= 6.
struct Binomials {
    std::array<std::array<std::uint64_t, kMaxHoleCards + 1>, kNumCards + 1> c{};
    constexpr Binomials() {
        for (int n = 0; n <= kNumCards; ++n) {
            c[n][0] = 1;
            for (int k = 1; k <= kMaxHoleCards; ++k) c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
        }
    }
};
inline constexpr Binomials kBinomials;

constexpr std::uint64_t choose(int n, int k) { return n < 0 || k < 0 ? 0 : kBinomials.c[n][k]; }

// Bits 0..size-1; bits past size are always zero.
class HandBits {
public:
    HandBits() = default;
    explicit HandBits(std::uint64_t size) { resize(size); }

    std::uint64_t size() const { return size_; }
    // Grows (or shrinks) to `size` bits, keeping the bits below it.
    void resize(std::uint64_t size) {
        size_ = size;
        words_.resize(static_cast<std::size_t>((size + 63) / 64), 0);
        clear_tail();
    }
    void clear() { std::fill(words_.begin(), words_.end(), 0); }
    void set_all() {
        std::fill(words_.begin(), words_.end(), ~std::uint64_t{0});
        clear_tail();
    }
    bool test(std::uint64_t i) const { return (words_[i >> 6] >> (i & 63)) & 1; }

    // Sets bits [begin, end).
    void set_range(std::uint64_t begin, std::uint64_t end) {
        if (begin >= end) return;
        const std::uint64_t first = begin >> 6, last = (end - 1) >> 6;
        const std::uint64_t head = ~std::uint64_t{0} << (begin & 63);
        const std::uint64_t tail = ~std::uint64_t{0} >> (63 - ((end - 1) & 63));
        if (first == last) {
            words_[first] |= head & tail;
            return;
        }
        words_[first] |= head;
        std::fill(words_.begin() + static_cast<std::ptrdiff_t>(first + 1),
                  words_.begin() + static_cast<std::ptrdiff_t>(last), ~std::uint64_t{0});
        words_[last] |= tail;
    }

    // ORs bits [0, length) of `src` into bits [offset, offset + length);
    // returns whether any of them was set.  The filler's inner loop.
    bool or_prefix(std::uint64_t offset, const HandBits& src, std::uint64_t length) {
        const std::uint64_t full = length >> 6;
        const unsigned tail = static_cast<unsigned>(length & 63);
        const unsigned shift = static_cast<unsigned>(offset & 63);
        std::uint64_t* d = words_.data() + (offset >> 6);
        const std::uint64_t* s = src.words_.data();
        std::uint64_t any = 0;
        if (shift == 0) {
            for (std::uint64_t i = 0; i < full; ++i) {
                d[i] |= s[i];
                any |= s[i];
            }
        } else {
            // A full source word's high bits land below offset + length: always inside.
            for (std::uint64_t i = 0; i < full; ++i) {
                const std::uint64_t w = s[i];
                d[i] |= w << shift;
                d[i + 1] |= w >> (64 - shift);
                any |= w;
            }
        }
        if (tail != 0) {
            const std::uint64_t w = s[full] & ((std::uint64_t{1} << tail) - 1);
            any |= w;
            d[full] |= w << shift;
            if (shift != 0 && (w >> (64 - shift)) != 0) d[full + 1] |= w >> (64 - shift);
        }
        return any != 0;
    }

    void or_with(const HandBits& o) {
        for (std::size_t i = 0; i < words_.size(); ++i) words_[i] |= o.words_[i];
    }
    void and_with(const HandBits& o) {
        for (std::size_t i = 0; i < words_.size(); ++i) words_[i] &= o.words_[i];
    }
    void and_not(const HandBits& o) {
        for (std::size_t i = 0; i < words_.size(); ++i) words_[i] &= ~o.words_[i];
    }
    std::uint64_t count() const {
        std::uint64_t n = 0;
        for (const std::uint64_t w : words_) n += static_cast<std::uint64_t>(__builtin_popcountll(w));
        return n;
    }
    const std::vector<std::uint64_t>& words() const { return words_; }

private:
    void clear_tail() {
        if ((size_ & 63) != 0) words_.back() &= (std::uint64_t{1} << (size_ & 63)) - 1;
    }

    std::vector<std::uint64_t> words_;
    std::uint64_t size_ = 0;
};

// The hand of k cards with colex index `index`, as a mask.
inline CardMask unrank_hand(std::uint64_t index, int k) {
    CardMask mask = 0;
    int c = kNumCards - 1;
    for (int j = k; j >= 1; --j) {
        while (choose(c, j) > index) --c;
        mask |= card_bit(static_cast<Card>(c));
        index -= choose(c, j);
        --c;
    }
    return mask;
}

// The next mask with as many bits (Gosper's hack): the next hand in colex order.
inline CardMask next_hand(CardMask x) {
    const CardMask low = x & (~x + 1);
    const CardMask ripple = x + low;
    return ripple | (((x ^ ripple) >> 2) / low);
}

// The masks of the hands set in `bits` (hands of k cards), in increasing order.
inline std::vector<CardMask> hands_of(const HandBits& bits, int k) {
    std::vector<CardMask> hands;
    hands.reserve(static_cast<std::size_t>(bits.count()));
    const auto& words = bits.words();
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::uint64_t w = words[i];
        if (w == 0) continue;
        std::uint64_t at = 0;
        CardMask hand = unrank_hand(i * 64, k);
        while (w != 0) {
            const auto bit = static_cast<std::uint64_t>(__builtin_ctzll(w));
            for (; at < bit; ++at) hand = next_hand(hand);
            hands.push_back(hand);
            w &= w - 1;
        }
    }
    return hands;
}

}  // namespace holdem::omaha_detail
