// Throughput of the three evaluators: random 7-card hands from card arrays, and
// sequential enumeration of 7-card hands.  Prints medians of several runs.
//
//   cmake --build build && ./build/evaluator_bench [runs] [batch]
//
// With "batch", only the evaluate_batch lines (benchmarks/batch_bench.py reads them).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

#include "holdem/eval/batch.hpp"
#include "holdem/eval/enumeration.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/legacy/hand.hpp"
#include "holdem/core/parallel.hpp"
#include "holdem/legacy/prime_evaluator.hpp"
#include "holdem/core/random.hpp"

#include "bench_support.hpp"

using namespace holdem;
using namespace holdem::bench;

namespace {

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
    const bool batch_only = argc > 2 && std::string(argv[2]) == "batch";
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
    const bool simd = batch_simd_active();
    auto batch = [&](int threads, bool validate, bool vector_kernel = true) {
        return [&, threads, validate, vector_kernel] {
            set_batch_simd_enabled(vector_kernel);
            evaluate_batch(hands.data(), n, 7, out.data(), threads, validate);
            set_batch_simd_enabled(true);
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

    std::printf("holdEm evaluator benchmark: M hands/s per second of wall-clock time and of processor time,\n"
                "median of %d runs taken in turn, and the best run (processor time); x: processor-time rate over\n"
                "the first line of the group's, round by round, median\n",
                runs);
    std::printf("fast evaluator tables: %zu bytes; evaluate_batch kernel: %s\n\n", table_bytes(),
                simd ? "AVX2 (the portable kernel's line for comparison)" : "portable (no AVX2 here)");
    std::printf(kHeader, "random 7-card hands from card arrays", "wall", "cpu", "best", "x");
    const char* const random_labels[] = {"  fast evaluator, evaluate() loop", "  evaluate_batch (validated)",
                                         "  evaluate_batch (validate=false)", "  evaluate_batch (validated, every core)",
                                         "  evaluate_batch (validated, portable)",
                                         "  prime method", "  brute force (1 M hands)"};
    std::vector<Work> random_works = {random_fast, batch(1, true), batch(1, false), batch(0, true)};
    if (simd) random_works.push_back(batch(1, true, false));
    if (!batch_only) random_works.insert(random_works.end(), {random_prime, random_brute});
    const std::vector<Rates> random_rates = interleaved_rates(runs, random_works);
    for (std::size_t i = 0; i < random_rates.size(); ++i)
        print_row(random_labels[i + (!simd && i >= 4)], random_rates[i]);
    // Every core against one thread, both validated: wall-clock rates, round by round, on all
    // 10 M rows (70 MB: memory bandwidth counts) and ten times on the first 1 M (7 MB: in cache).
    auto cached_batch = [&](int threads) {
        return [&, threads] {
            for (int i = 0; i < 10; ++i) evaluate_batch(hands.data(), n / 10, 7, out.data(), threads, true);
            return static_cast<std::uint64_t>(n);
        };
    };
    const std::vector<Rates> scaling =
        interleaved_rates(runs, {batch(1, true), batch(0, true), cached_batch(1), cached_batch(0)});
    std::printf("evaluate_batch (validated), every core (%d) over one thread, wall-clock rates round by round:\n"
                "  %.2fx on 10 M rows (%.1f -> %.1f M/s), %.2fx on 1 M rows ten times (%.1f -> %.1f M/s)\n",
                resolve_threads(0), scaling[1].wall_ratio, scaling[0].wall / 1e6, scaling[1].wall / 1e6,
                scaling[3].wall / scaling[2].wall, scaling[2].wall / 1e6, scaling[3].wall / 1e6);
    if (batch_only) return 0;

    std::printf("\n");
    std::printf(kHeader, "sequential 7-card enumeration", "wall", "cpu", "best", "x");
    const std::vector<Rates> seq = interleaved_rates(runs, {
        enumerate_fast,
        [] { return enumerate_prefix(20'000'000, [](const Card* h) { return prime_packed(h, 7); }); },
        [] {
            return enumerate_prefix(1'000'000, [](const Card* h) {
                return static_cast<std::uint64_t>(brute_force_rank(h, 7).score);
            });
        },
    });
    print_row("  fast, incremental, histogram", seq[0]);
    print_row("  prime method (first 20 M hands)", seq[1]);
    print_row("  brute force (first 1 M hands)", seq[2]);
    std::printf("all 133,784,560 hands with a histogram: %.3f s (wall, median), %.3f s (processor, median), "
                "%.3f s (best)\n",
                133784560.0 / seq[0].wall, 133784560.0 / seq[0].cpu, 133784560.0 / seq[0].best);
    return 0;
}
