#include "holdem/eval/enumeration.hpp"

#include <algorithm>
#include <memory>
#include <mutex>

#include "holdem/core/cancel.hpp"
#include "holdem/core/parallel.hpp"

namespace holdem {

namespace {

// Adds the 7-card hands completing `six` with each card above `last` to the histogram.
// When no suit holds four of the six cards, no seventh card can make a flush, so the
// strength depends on the seventh card's rank only: one lookup per rank, not per card.
void count_sevenths(const HandAccumulator& six, int last, StrengthHistogram& histogram) {
    if (!six.flush_possible_with(1)) {
        const std::uint64_t key = six.key();
        int card = last + 1;
        while (card < kNumCards) {
            const int rank = rank_of(static_cast<Card>(card));
            const int next_rank_start = 4 * (rank + 1);
            histogram[detail::non_flush_strength(key + tables::kRankKeys[rank])] +=
                static_cast<std::uint64_t>(next_rank_start - card);
            card = next_rank_start;
        }
        return;
    }
    for (int card = last + 1; card < kNumCards; ++card) ++histogram[six.plus(static_cast<Card>(card)).strength()];
}

void count_from_first_card(int first, StrengthHistogram& histogram) {
    const HandAccumulator h1 = HandAccumulator().add(static_cast<Card>(first));
    for (int b = first + 1; b < 47; ++b) {
        const HandAccumulator h2 = h1.plus(static_cast<Card>(b));
        for (int c = b + 1; c < 48; ++c) {
            const HandAccumulator h3 = h2.plus(static_cast<Card>(c));
            for (int d = c + 1; d < 49; ++d) {
                const HandAccumulator h4 = h3.plus(static_cast<Card>(d));
                for (int e = d + 1; e < 50; ++e) {
                    const HandAccumulator h5 = h4.plus(static_cast<Card>(e));
                    for (int f = e + 1; f < 51; ++f) count_sevenths(h5.plus(static_cast<Card>(f)), f, histogram);
                }
            }
        }
    }
}

}  // namespace

StrengthHistogram seven_card_histogram(int threads) {
    StrengthHistogram total{};
    std::mutex mutex;
    const int workers = std::min(resolve_threads(threads), 46);
    parallel_chunks(static_cast<std::size_t>(workers), workers, [&](std::size_t w, std::size_t, std::size_t) {
        auto histogram = std::make_unique<StrengthHistogram>();
        histogram->fill(0);
        // First cards interleaved across workers: low first cards carry far more hands.
        for (int first = static_cast<int>(w); first < 46; first += workers) {
            throw_if_cancelled();
            count_from_first_card(first, *histogram);
        }
        std::lock_guard<std::mutex> lock(mutex);
        for (std::size_t s = 0; s < total.size(); ++s) total[s] += (*histogram)[s];
    });
    return total;
}

}  // namespace holdem
