#include "holdem/batch.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "holdem/evaluator.hpp"
#include "holdem/parallel.hpp"

namespace holdem {

namespace {

// True when a row holds `Width` distinct cards below 52 (branch-free).
template <std::size_t Width>
bool row_is_valid(const Card* row) {
    CardMask mask = 0, repeated = 0;
    bool out_of_range = false;
    for (std::size_t i = 0; i < Width; ++i) {
        const CardMask bit = card_bit(row[i] & 63);
        out_of_range |= row[i] >= kNumCards;
        repeated |= mask & bit;
        mask |= bit;
    }
    return !out_of_range && !repeated;
}

// Evaluates rows [begin, end); with validate, stops at the first invalid row and returns its index.
template <std::size_t Width>
std::size_t evaluate_rows(const Card* cards, std::size_t begin, std::size_t end, Strength* out, bool validate) {
    constexpr std::size_t kBlock = 4096;  // validate a block, then evaluate it while it is in cache
    for (std::size_t block = begin; block < end; block += kBlock) {
        const std::size_t stop = std::min(end, block + kBlock);
        if (validate)
            for (std::size_t r = block; r < stop; ++r)
                if (!row_is_valid<Width>(cards + r * Width)) return r;
        for (std::size_t r = block; r < stop; ++r) out[r] = evaluate(cards + r * Width, Width);
    }
    return end;
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
