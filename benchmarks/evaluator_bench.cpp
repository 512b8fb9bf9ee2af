// Throughput of the three evaluators: random 7-card hands from card arrays, and
// sequential enumeration of 7-card hands.  Prints medians of several runs.
//
//   cmake --build build && ./build/evaluator_bench [runs]
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

#include "holdem/batch.hpp"
#include "holdem/enumeration.hpp"
#include "holdem/evaluator.hpp"
#include "holdem/hand.hpp"
#include "holdem/prime_evaluator.hpp"
#include "holdem/random.hpp"

using namespace holdem;

namespace {

std::vector<Card> random_hands(std::size_t count, std::uint64_t seed) {
    std::vector<Card> cards(count * 7);
    Rng rng(seed);
    Card deck[52];
    for (int i = 0; i < 52; ++i) deck[i] = static_cast<Card>(i);
    for (std::size_t h = 0; h < count; ++h)
        for (int k = 0; k < 7; ++k) {
            std::swap(deck[k], deck[k + rng.below(52 - k)]);
            cards[h * 7 + k] = deck[k];
        }
    return cards;
}

// Runs `work` (which returns the number of hands it evaluated) and reports the median rate.
double median_rate(int runs, const std::function<std::uint64_t()>& work) {
    std::vector<double> rates;
    for (int r = 0; r < runs; ++r) {
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t hands = work();
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        rates.push_back(static_cast<double>(hands) / took.count());
    }
    std::sort(rates.begin(), rates.end());
    return rates[rates.size() / 2];
}

volatile std::uint64_t sink;

// All 7-card hands in order with a strength histogram (holdem::seven_card_histogram).
std::uint64_t enumerate_fast() {
    std::uint64_t count = 0;
    for (auto n : seven_card_histogram(1)) count += n;
    return count;
}

// The first `limit` 7-card hands in order, through `eval` on a card array.
template <class Eval>
std::uint64_t enumerate_prefix(std::uint64_t limit, Eval eval) {
    Card h[7];
    std::uint64_t count = 0, checksum = 0;
    for (h[0] = 0; h[0] < 46; ++h[0])
        for (h[1] = h[0] + 1; h[1] < 47; ++h[1])
            for (h[2] = h[1] + 1; h[2] < 48; ++h[2])
                for (h[3] = h[2] + 1; h[3] < 49; ++h[3])
                    for (h[4] = h[3] + 1; h[4] < 50; ++h[4])
                        for (h[5] = h[4] + 1; h[5] < 51; ++h[5])
                            for (h[6] = h[5] + 1; h[6] < 52; ++h[6]) {
                                checksum += eval(h);
                                if (++count == limit) { sink = checksum; return count; }
                            }
    sink = checksum;
    return count;
}

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::atoi(argv[1]) : 5;
    const std::size_t n = 10'000'000;
    const std::vector<Card> hands = random_hands(n, 42);
    const std::size_t n_brute = 1'000'000;

    auto random_fast = [&] {
        std::uint64_t sum = 0;
        for (std::size_t i = 0; i < n; ++i) sum += evaluate(&hands[i * 7], 7);
        sink = sum;
        return static_cast<std::uint64_t>(n);
    };
    std::vector<Strength> out(n);
    auto batch = [&](int threads, bool validate) {
        return [&, threads, validate] {
            evaluate_batch(hands.data(), n, 7, out.data(), threads, validate);
            return static_cast<std::uint64_t>(n);
        };
    };
    auto random_prime = [&] {
        std::uint64_t sum = 0;
        for (std::size_t i = 0; i < n; ++i) sum += prime_packed(&hands[i * 7], 7);
        sink = sum;
        return static_cast<std::uint64_t>(n);
    };
    auto random_brute = [&] {
        std::uint64_t sum = 0;
        for (std::size_t i = 0; i < n_brute; ++i) sum += static_cast<std::uint64_t>(brute_force_rank(&hands[i * 7], 7).score);
        sink = sum;
        return static_cast<std::uint64_t>(n_brute);
    };

    std::printf("holdEm evaluator benchmark (single thread, median of %d runs; M hands/s)\n", runs);
    std::printf("fast evaluator tables: %zu bytes\n\n", table_bytes());
    const double fast = median_rate(runs, random_fast);
    const double batch_checked = median_rate(runs, batch(1, true));
    const double batch_unchecked = median_rate(runs, batch(1, false));
    const double batch_threads = median_rate(runs, batch(0, true));
    const double prime = median_rate(runs, random_prime);
    const double brute = median_rate(std::min(runs, 3), random_brute);
    std::printf("%-44s %10s %10s\n", "random 7-card hands from card arrays", "M/s", "vs fast");
    std::printf("%-44s %10.1f %10.2f\n", "  fast evaluator (10 M hands)", fast / 1e6, 1.0);
    std::printf("%-44s %10.1f %10.2f\n", "  fast, evaluate_batch (validated)", batch_checked / 1e6, batch_checked / fast);
    std::printf("%-44s %10.1f %10.2f\n", "  fast, evaluate_batch (validate=false)", batch_unchecked / 1e6,
                batch_unchecked / fast);
    std::printf("%-44s %10.1f %10.2f\n", "  fast, evaluate_batch (every core)", batch_threads / 1e6, batch_threads / fast);
    std::printf("%-44s %10.1f %10.3f\n", "  prime method (10 M hands)", prime / 1e6, prime / fast);
    std::printf("%-44s %10.2f %10.4f\n", "  brute force (1 M hands)", brute / 1e6, brute / fast);

    const double seq_fast = median_rate(runs, enumerate_fast);
    const double seq_prime = median_rate(std::min(runs, 3), [] {
        return enumerate_prefix(20'000'000, [](const Card* h) { return prime_packed(h, 7); });
    });
    const double seq_brute = median_rate(std::min(runs, 3), [] {
        return enumerate_prefix(1'000'000, [](const Card* h) { return static_cast<std::uint64_t>(brute_force_rank(h, 7).score); });
    });
    std::printf("\n%-44s %10s %10s\n", "sequential 7-card enumeration", "M/s", "vs fast");
    std::printf("%-44s %10.1f %10.2f   (all 133,784,560 hands in %.3f s)\n",
                "  fast evaluator, incremental, histogram", seq_fast / 1e6, 1.0, 133784560.0 / seq_fast);
    std::printf("%-44s %10.1f %10.3f\n", "  prime method (first 20 M hands)", seq_prime / 1e6, seq_prime / seq_fast);
    std::printf("%-44s %10.2f %10.4f\n", "  brute force (first 1 M hands)", seq_brute / 1e6, seq_brute / seq_fast);
    return 0;
}
