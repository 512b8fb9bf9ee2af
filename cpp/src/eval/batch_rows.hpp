// One row of a batch, checked or evaluated alone: the scalar kernels' steps,
// and the AVX2 kernel's answer for its rare flush rows (internal to holdem_core).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "holdem/eval/evaluator.hpp"

namespace holdem::detail {

// Keys indexed by the raw byte, so a row costs no masking and a byte that is
// no card (batches without validation) reads a zero key, never out of bounds.
constexpr std::array<std::uint64_t, 256> make_byte_keys() {
    std::array<std::uint64_t, 256> keys{};
    for (int c = 0; c < kNumCards; ++c) keys[c] = kCardKeys[c];
    return keys;
}
inline constexpr auto kByteKeys = make_byte_keys();

// The flush case (about 3% of random 7-card hands), kept out of the hot loop.
[[gnu::noinline, gnu::cold]] inline Strength flush_row_strength(std::uint64_t key, const Card* row,
                                                               std::size_t width) {
    return strength_of_key(key, row, width);
}

// Scalar check of one row: each byte's card bit (bit 63, a poison bit, for a
// byte that is no card or a card below LowestCard) both added and ORed; a
// repeated card makes the sum differ from the OR.
template <int LowestCard>
constexpr std::array<CardMask, 256> make_checked_bits() {
    std::array<CardMask, 256> bits{};
    for (int c = 0; c < 256; ++c)
        bits[c] = c >= LowestCard && c < kNumCards ? CardMask{1} << c : CardMask{1} << 63;
    return bits;
}
// static: a copy in each file that checks rows, addressed directly rather than through the GOT.
template <int LowestCard>
static constexpr auto kCheckedBits = make_checked_bits<LowestCard>();

// True when the row holds Width distinct cards, none below LowestCard (16 for short deck).
template <std::size_t Width, int LowestCard = 0>
bool row_valid(const Card* row) {
    CardMask sum = 0, any = 0;
    for (std::size_t i = 0; i < Width; ++i) {
        sum += kCheckedBits<LowestCard>[row[i]];
        any |= kCheckedBits<LowestCard>[row[i]];
    }
    return sum == any && (any >> kNumCards) == 0;
}

template <std::size_t Width>
Strength row_strength(const Card* row) {
    std::uint64_t key = kSuitCounterStart;
    for (std::size_t i = 0; i < Width; ++i) key += kByteKeys[row[i]];
    if (key & kFlushBits) return flush_row_strength(key, row, Width);
    return non_flush_strength(key);
}

// Throws for a batch's first bad row `r`: what `check` (which throws std::invalid_argument naming
// what is wrong) says of it; or, where the row reads valid now, that the array changed during the
// call: the rows after it were left unwritten, and returning would give them out as strengths.
template <class Check>
[[noreturn, gnu::cold]] void throw_bad_row(std::size_t r, Check&& check) {
    try {
        check();
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument("row " + std::to_string(r) + ": " + e.what());
    }
    throw std::invalid_argument("row " + std::to_string(r) +
                                ": invalid when checked but valid now: the array changed during the call");
}

}  // namespace holdem::detail
