#include "holdem/batch.hpp"

#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "holdem/evaluator.hpp"
#include "holdem/parallel.hpp"

namespace holdem {

namespace {

// Index of the first invalid row in [begin, end), or `end` if all are valid.
std::size_t first_bad_row(const Card* cards, std::size_t width, std::size_t begin, std::size_t end) {
    for (std::size_t r = begin; r < end; ++r) {
        CardMask mask = 0;
        bool ok = true;
        for (std::size_t i = 0; i < width; ++i) {
            const Card c = cards[r * width + i];
            ok &= c < kNumCards && !(mask & card_bit(c));
            mask |= card_bit(c & 63);
        }
        if (!ok) return r;
    }
    return end;
}

template <std::size_t Width>
void evaluate_rows(const Card* cards, std::size_t begin, std::size_t end, Strength* out) {
    for (std::size_t r = begin; r < end; ++r) {
        const Card* row = cards + r * Width;
        HandAccumulator hand;
        for (std::size_t i = 0; i < Width; ++i) hand.add(row[i]);
        out[r] = hand.strength();
    }
}

void evaluate_range(const Card* cards, std::size_t width, std::size_t begin, std::size_t end, Strength* out) {
    switch (width) {
        case 5: return evaluate_rows<5>(cards, begin, end, out);
        case 6: return evaluate_rows<6>(cards, begin, end, out);
        default: return evaluate_rows<7>(cards, begin, end, out);
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
        if (validate) {
            const std::size_t r = first_bad_row(cards, width, begin, end);
            if (r != end) { bad[chunk] = r; return; }
        }
        evaluate_range(cards, width, begin, end, out);
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
