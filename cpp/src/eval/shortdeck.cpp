// Short-deck evaluation: checks, hand codes, batches and the table size.
#include "holdem/eval/shortdeck.hpp"

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <string>

#include "batch_kernels.hpp"
#include "batch_rows.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/eval/batch.hpp"

namespace holdem {

void check_shortdeck_cards(const Card* cards, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i)
        if (cards[i] < kNumCards && (kShortDeckMissing & card_bit(cards[i])))
            throw std::invalid_argument("card " + card_to_string(cards[i]) +
                                        " is not in the short deck (six through ace)");
}

Strength evaluate_shortdeck_checked(const Card* cards, std::size_t n, ShortDeck rules) {
    if (n < 5 || n > 7)
        throw std::invalid_argument("a hand needs 5, 6 or 7 cards, got " + std::to_string(n));
    check_cards(cards, n);
    check_shortdeck_cards(cards, n);
    return evaluate_shortdeck(cards, n, rules);
}

int shortdeck_category(Strength strength, ShortDeck rules) {
    if (strength < 1 || strength > kShortDeckStrengths)
        throw std::invalid_argument("strength " + std::to_string(strength) + " out of range 1..1404");
    if (strength == kShortDeckStrengths) return kRoyalFlush;
    // The category whose floor is the highest one at or below the strength.
    const auto& floors = tables::kShortDeckFloors[static_cast<int>(rules)];
    int code = kHighCard;
    for (int c = 1; c <= 9; ++c)
        if (floors[c - 1] <= strength && floors[c - 1] >= floors[code - 1]) code = c;
    return code;
}

namespace {

// The scalar kernel on rows [begin, end), the width and the order fixed at
// compile time (the loops over a row's cards unroll): checked first, then
// evaluated, two tight loops instead of one with a branch per row.  A row is
// checked as evaluate_batch checks one (detail::row_valid), with the cards
// two through five (0..15) invalid too.  Returns the first invalid row, or `end`.
template <ShortDeck R, std::size_t W>
std::size_t evaluate_rows(const Card* cards, std::size_t begin, std::size_t end, Strength* out, bool validate) {
    if (validate)
        for (std::size_t r = begin; r < end; ++r)
            if (!detail::row_valid<W, detail::kShortDeckLowestCard>(cards + r * W)) return r;
    for (std::size_t r = begin; r < end; ++r) out[r] = evaluate_shortdeck(cards + r * W, W, R);
    return end;
}

template <ShortDeck R>
std::size_t evaluate_rows(const Card* cards, std::size_t width, std::size_t begin, std::size_t end, Strength* out,
                          bool validate) {
    if (width == 5) return evaluate_rows<R, 5>(cards, begin, end, out, validate);
    if (width == 6) return evaluate_rows<R, 6>(cards, begin, end, out, validate);
    return evaluate_rows<R, 7>(cards, begin, end, out, validate);
}

std::size_t evaluate_rows_scalar(const Card* cards, std::size_t width, std::size_t begin, std::size_t end,
                                 Strength* out, ShortDeck rules, bool validate) {
    return rules == ShortDeck::kTriton ? evaluate_rows<ShortDeck::kTriton>(cards, width, begin, end, out, validate)
                                       : evaluate_rows<ShortDeck::kStandard>(cards, width, begin, end, out, validate);
}

}  // namespace

void evaluate_shortdeck_batch(const Card* cards, std::size_t rows, std::size_t width, Strength* out,
                              ShortDeck rules, int threads, bool validate) {
    if (width < 5 || width > 7)
        throw std::invalid_argument("hands need 5, 6 or 7 cards, got rows of " + std::to_string(width));
    constexpr std::size_t kBlockRows = 1 << 14;
    // The vector kernel where evaluate_batch runs one (batch_simd_active), the scalar one on the rest.
    const bool simd = batch_simd_active();
    // The first bad row over all blocks (rows: none); blocks after it are skipped.
    std::atomic<std::size_t> first_bad{rows};
    parallel_blocks(rows, kBlockRows, threads, [&](std::size_t begin, std::size_t end) {
        if (begin > first_bad.load(std::memory_order_relaxed)) return;
        // The vector kernel stops at the group of eight holding a bad row; the scalar one names the row.
        const std::size_t simd_end =
            simd ? detail::evaluate_shortdeck_rows_avx2(cards, rows, width, begin, end, out, rules, validate) : begin;
        const std::size_t r = evaluate_rows_scalar(cards, width, simd_end, end, out, rules, validate);
        if (r == end) return;
        for (std::size_t seen = first_bad.load(); r < seen && !first_bad.compare_exchange_weak(seen, r);) {}
    });
    // The checked call names what is wrong with the row.
    if (const std::size_t bad = first_bad.load(); bad < rows)
        detail::throw_bad_row(bad, [&] { evaluate_shortdeck_checked(cards + bad * width, width, rules); });
}

std::size_t shortdeck_table_bytes() {
    return sizeof(tables::kShortDeckRowOffsets) + sizeof(tables::kShortDeckNonFlush) + sizeof(tables::kShortDeckFlush);
}

}  // namespace holdem
