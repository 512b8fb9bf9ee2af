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

// Bits set in x, without relying on a popcount instruction (the library is
// built without -march flags, where __builtin_popcountll is a library call).
constexpr int popcount64(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

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
    // Room for `size` bits, so that growing to it copies nothing.
    void reserve(std::uint64_t size) { words_.reserve(static_cast<std::size_t>((size + 63) / 64)); }
    void clear() { std::fill(words_.begin(), words_.end(), 0); }
    void set_all() {
        std::fill(words_.begin(), words_.end(), ~std::uint64_t{0});
        clear_tail();
    }
    bool test(std::uint64_t i) const { return (words_[i >> 6] >> (i & 63)) & 1; }
    void set(std::uint64_t i) { words_[i >> 6] |= std::uint64_t{1} << (i & 63); }

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
    // returns whether any of them was set.  The filler's inner loop: each
    // destination word is written once, from two source words, so the
    // compiler can vectorise it.
    bool or_prefix(std::uint64_t offset, const HandBits& src, std::uint64_t length) {
        const std::uint64_t full = length >> 6;
        const unsigned tail = static_cast<unsigned>(length & 63);
        const unsigned shift = static_cast<unsigned>(offset & 63);
        std::uint64_t* d = words_.data() + (offset >> 6);
        const std::uint64_t* s = src.words_.data();
        const std::uint64_t last = tail != 0 ? s[full] & ((std::uint64_t{1} << tail) - 1) : 0;
        std::uint64_t any = last;
        if (shift == 0) {
            for (std::uint64_t i = 0; i < full; ++i) {
                d[i] |= s[i];
                any |= s[i];
            }
            if (tail != 0) d[full] |= last;
            return any != 0;
        }
        const unsigned back = 64 - shift;
        if (full > 0) {
            d[0] |= s[0] << shift;
            any |= s[0];
        }
        for (std::uint64_t i = 1; i < full; ++i) {
            d[i] |= (s[i] << shift) | (s[i - 1] >> back);
            any |= s[i];
        }
        // The carry out of the last full word, then the tail word (bits past
        // offset + length are zero, so a zero carry may point past the end).
        const std::uint64_t carry = full > 0 ? s[full - 1] >> back : 0;
        if ((carry | (last << shift)) != 0) d[full] |= carry | (last << shift);
        if ((last >> back) != 0) d[full + 1] |= last >> back;
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
        for (const std::uint64_t w : words_) n += static_cast<std::uint64_t>(popcount64(w));
        return n;
    }
    const std::vector<std::uint64_t>& words() const { return words_; }
    // Calls visit(i) for each set bit i, in increasing order.
    template <class Visit>
    void for_each_set(Visit visit) const {
        for (std::size_t w = 0; w < words_.size(); ++w)
            for (std::uint64_t word = words_[w]; word != 0; word &= word - 1)
                visit(w * 64 + static_cast<std::size_t>(__builtin_ctzll(word)));
    }

private:
    void clear_tail() {
        if ((size_ & 63) != 0) words_.back() &= (std::uint64_t{1} << (size_ & 63)) - 1;
    }

    std::vector<std::uint64_t> words_;
    std::uint64_t size_ = 0;
};

namespace hands_detail {

// Whether any bit of [begin, end) is set.
inline bool any_in(const std::vector<std::uint64_t>& words, std::uint64_t begin, std::uint64_t end) {
    if (begin >= end) return false;
    const std::uint64_t first = begin >> 6, last = (end - 1) >> 6;
    const std::uint64_t head = ~std::uint64_t{0} << (begin & 63);
    const std::uint64_t tail = ~std::uint64_t{0} >> (63 - ((end - 1) & 63));
    if (first == last) return (words[first] & head & tail) != 0;
    if ((words[first] & head) != 0 || (words[last] & tail) != 0) return true;
    for (std::uint64_t i = first + 1; i < last; ++i)
        if (words[i] != 0) return true;
    return false;
}

inline void collect_with_top(const std::vector<std::uint64_t>& words, int j, CardMask upper, std::uint64_t base,
                             int top, std::vector<CardMask>& out);

// The hands of j more cards below `limit` (indices from `base`) plus the
// cards `upper`: the lowest card's hands are one run of `limit` indices, read
// from the words at once; bigger blocks are skipped when empty.
inline void collect(const std::vector<std::uint64_t>& words, int j, CardMask upper, std::uint64_t base, int limit,
                    std::vector<CardMask>& out) {
    if (j == 1) {
        const std::uint64_t word = base >> 6;
        const unsigned shift = static_cast<unsigned>(base & 63);
        std::uint64_t run = words[word] >> shift;
        if (shift != 0 && word + 1 < words.size()) run |= words[word + 1] << (64 - shift);
        run &= (std::uint64_t{1} << limit) - 1;  // limit <= 51
        for (; run != 0; run &= run - 1) out.push_back(upper | (CardMask{1} << __builtin_ctzll(run)));
        return;
    }
    for (int c = j - 1; c < limit; ++c) collect_with_top(words, j, upper, base, c, out);
}

// The hands of collect(words, j, upper, base, ...) whose highest of the j cards is `top`.
inline void collect_with_top(const std::vector<std::uint64_t>& words, int j, CardMask upper, std::uint64_t base,
                             int top, std::vector<CardMask>& out) {
    const std::uint64_t start = base + choose(top, j);
    const std::uint64_t size = choose(top, j - 1);
    if (size >= 256 && !any_in(words, start, start + size)) return;
    collect(words, j - 1, upper | card_bit(static_cast<Card>(top)), start, top, out);
}

}  // namespace hands_detail

// The masks of the hands set in `bits` (hands of k cards), in increasing
// order.  `between()` is called before each top card's hands: a PLO6 range
// of millions takes tens of milliseconds, the largest top card's share of it
// a few.
template <class Between>
std::vector<CardMask> hands_of(const HandBits& bits, int k, Between between) {
    std::vector<CardMask> hands;
    hands.reserve(static_cast<std::size_t>(bits.count()));
    for (int top = k - 1; top < kNumCards; ++top) {
        between();
        hands_detail::collect_with_top(bits.words(), k, 0, 0, top, hands);
    }
    return hands;
}

}  // namespace holdem::omaha_detail
