// The kernels behind evaluate_batch and evaluate_shortdeck_batch (internal to holdem_core).
//
// Both evaluate rows [begin, end) of a rows x width array (width 5..7) into
// out[begin, end); `rows` bounds the reads.  With validate they stop at a bad
// row.  evaluate_batch runs the AVX2 kernel where the processor has it and
// the scalar kernel on what it leaves; the census checks both on every hand.
#pragma once

#include <cstddef>

#include "holdem/core/cards.hpp"
#include "holdem/core/strength.hpp"
#include "holdem/eval/shortdeck.hpp"

namespace holdem::detail {

// Every row; returns the first invalid row (with validate), or `end`.
std::size_t evaluate_rows_scalar(const Card* cards, std::size_t rows, std::size_t width, std::size_t begin,
                                 std::size_t end, Strength* out, bool validate);

// Eight rows at a time, as long as a whole group of eight lies in [begin, end)
// and, with validate, holds only valid rows.  Returns the first row it did not
// evaluate: the scalar kernel takes over there (the tail, or the group that
// holds the bad row, which it names).  Only where avx2_kernel_available().
std::size_t evaluate_rows_avx2(const Card* cards, std::size_t rows, std::size_t width, std::size_t begin,
                               std::size_t end, Strength* out, bool validate);

// True when this processor runs the AVX2 kernel (checked once).
bool avx2_kernel_available();

// What evaluate_batch does with a block of rows: the AVX2 kernel when `simd`
// (only where available), then the scalar kernel on the rows it leaves.
// Returns the first invalid row (with validate), or `end`.
std::size_t evaluate_block(const Card* cards, std::size_t rows, std::size_t width, std::size_t begin,
                           std::size_t end, Strength* out, bool validate, bool simd);

// The lowest short-deck card, the six of clubs: cards 0..15 (two through five) are not in the deck.
inline constexpr int kShortDeckLowestCard = 16;
static_assert(kShortDeckMissing == (CardMask{1} << kShortDeckLowestCard) - 1, "kShortDeckMissing: cards 0..15");

// The short-deck AVX2 kernel (shortdeck_avx2.cpp), as evaluate_rows_avx2:
// eight rows at a time; returns the first row it did not evaluate, where
// evaluate_shortdeck_batch's scalar loop takes over.  Validation also
// rejects cards below six.  Only where avx2_kernel_available().
std::size_t evaluate_shortdeck_rows_avx2(const Card* cards, std::size_t rows, std::size_t width, std::size_t begin,
                                         std::size_t end, Strength* out, ShortDeck rules, bool validate);

}  // namespace holdem::detail
