// One row of a batch, evaluated alone: the scalar kernel's step, and the AVX2
// kernel's answer for its rare flush rows (internal to holdem_core).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

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

template <std::size_t Width>
Strength row_strength(const Card* row) {
    std::uint64_t key = kSuitCounterStart;
    for (std::size_t i = 0; i < Width; ++i) key += kByteKeys[row[i]];
    if (key & kFlushBits) return flush_row_strength(key, row, Width);
    return non_flush_strength(key);
}

}  // namespace holdem::detail
