// Short-deck evaluation: checks, hand codes, batches and the table size.
#include "holdem/eval/shortdeck.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <stdexcept>
#include <string>

#include "holdem/core/parallel.hpp"

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

void evaluate_shortdeck_batch(const Card* cards, std::size_t rows, std::size_t width, Strength* out,
                              ShortDeck rules, int threads, bool validate) {
    if (width < 5 || width > 7)
        throw std::invalid_argument("hands need 5, 6 or 7 cards, got rows of " + std::to_string(width));
    constexpr std::size_t kBlockRows = 1 << 14;
    // The first bad row over all blocks (rows: none); blocks after it are skipped.
    std::atomic<std::size_t> first_bad{rows};
    std::string message;
    std::mutex lock;
    parallel_blocks(rows, kBlockRows, threads, [&](std::size_t begin, std::size_t end) {
        if (begin > first_bad.load(std::memory_order_relaxed)) return;
        for (std::size_t r = begin; r < end; ++r) {
            const Card* row = cards + r * width;
            if (validate) {
                try {
                    evaluate_shortdeck_checked(row, width, rules);
                } catch (const std::invalid_argument& e) {
                    const std::lock_guard<std::mutex> guard(lock);
                    if (r < first_bad.load()) {
                        first_bad.store(r);
                        message = "row " + std::to_string(r) + ": " + e.what();
                    }
                    return;
                }
            }
            out[r] = evaluate_shortdeck(row, width, rules);
        }
    });
    if (first_bad.load() < rows) throw std::invalid_argument(message);
}

std::size_t shortdeck_table_bytes() {
    return sizeof(tables::kShortDeckRowOffsets) + sizeof(tables::kShortDeckNonFlush) + sizeof(tables::kShortDeckFlush);
}

}  // namespace holdem
