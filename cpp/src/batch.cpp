#include "holdem/batch.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "holdem/evaluator.hpp"
#include "holdem/parallel.hpp"

namespace holdem {

namespace {

// Each byte's card bit, or bit 63 (a poison bit) for a byte that is not a card.
constexpr std::array<CardMask, 256> make_checked_bits() {
    std::array<CardMask, 256> bits{};
    for (int c = 0; c < 256; ++c) bits[c] = c < kNumCards ? CardMask{1} << c : CardMask{1} << 63;
    return bits;
}
constexpr auto kCheckedBits = make_checked_bits();

// Evaluates rows [begin, end).  With Validate, each row's checks ride along with
// summing its keys: the card bits are both added and ORed, so a repeated card
// makes the sum differ from the OR, and a byte of 52 or more sets the poison
// bit.  Returns the first invalid row's index, or `end`.
template <std::size_t Width, bool Validate>
std::size_t evaluate_rows(const Card* cards, std::size_t begin, std::size_t end, Strength* out) {
    for (std::size_t r = begin; r < end; ++r) {
        const Card* row = cards + r * Width;
        std::uint64_t key = detail::kSuitCounterStart;
        CardMask sum = 0, any = 0;
        for (std::size_t i = 0; i < Width; ++i) {
            key += detail::kCardKeys[row[i] & 63];
            if constexpr (Validate) {
                sum += kCheckedBits[row[i]];
                any |= kCheckedBits[row[i]];
            }
        }
        if constexpr (Validate)
            if ((sum != any) | (any >> kNumCards)) return r;
        out[r] = strength_of_key(key, row, Width);
    }
    return end;
}

template <std::size_t Width>
std::size_t evaluate_rows(const Card* cards, std::size_t begin, std::size_t end, Strength* out, bool validate) {
    return validate ? evaluate_rows<Width, true>(cards, begin, end, out)
                    : evaluate_rows<Width, false>(cards, begin, end, out);
}

std::size_t evaluate_range(const Card* cards, std::size_t width, std::size_t begin, std::size_t end, Strength* out,
                           bool validate) {
    switch (width) {
        case 5: return evaluate_rows<5>(cards, begin, end, out, validate);
        case 6: return evaluate_rows<6>(cards, begin, end, out, validate);
        default: return evaluate_rows<7>(cards, begin, end, out, validate);
    }
}

}  // namespace

void evaluate_batch(const Card* cards, std::size_t rows, std::size_t width, Strength* out, int threads,
                    bool validate) {
    if (width < 5 || width > 7)
        throw std::invalid_argument("hands need 5, 6 or 7 cards, got rows of " + std::to_string(width));
    constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
    std::vector<std::size_t> bad(static_cast<std::size_t>(resolve_threads(threads)), kNone);
    parallel_chunks(rows, threads, [&](std::size_t chunk, std::size_t begin, std::size_t end) {
        const std::size_t r = evaluate_range(cards, width, begin, end, out, validate);
        if (r != end) bad[chunk] = r;
    });
    for (std::size_t r : bad) {
        if (r == kNone) continue;
        try {
            checked_mask(cards + r * width, width);
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument("row " + std::to_string(r) + ": " + e.what());
        }
    }
}

}  // namespace holdem
