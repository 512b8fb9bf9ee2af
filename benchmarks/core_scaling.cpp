// How much a second thread can add on this machine, next to what it adds to
// evaluate_batch.  Two synthetic loops bound by execution throughput alone (no
// memory): integer ALU work, and byte shuffles plus vector adds like the AVX2
// batch kernel's.  If the cores share execution units (simultaneous
// multithreading, or virtual cores on one physical core), these loops cannot
// scale either, and evaluate_batch(threads=0) is judged against them.
//
//   cmake --build build && ./build/core_scaling [runs]
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HOLDEM_BENCH_AVX2 1
#endif

#include "bench_support.hpp"
#include "holdem/eval/batch.hpp"
#include "holdem/core/parallel.hpp"

using namespace holdem;
using namespace holdem::bench;

namespace {

volatile std::uint64_t sink;
constexpr std::uint64_t kIterations = 100'000'000;

// Six independent integer chains: bound by the ALUs, not by latency.
void scalar_loop() {
    std::uint64_t a = 1, b = 2, c = 3, d = 4, e = 5, f = 6;
    for (std::uint64_t i = 0; i < kIterations; ++i) {
        a += i, b ^= i, c += b, d += a, e ^= c, f += d;
        asm volatile("" : "+r"(a), "+r"(b), "+r"(c), "+r"(d), "+r"(e), "+r"(f));  // keep the loop as written
    }
    sink = a + b + c + d + e + f;
}

#if defined(HOLDEM_BENCH_AVX2)
// Four independent shuffle chains feeding four add chains: bound by the vector units.
[[gnu::target("avx2")]] void vector_loop() {
    const __m256i rotate = _mm256_setr_epi8(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6,
                                            7, 8, 9, 10, 11, 12, 13, 14, 15, 0);
    __m256i s[4], t[4];
    for (int k = 0; k < 4; ++k) s[k] = t[k] = _mm256_set1_epi8(static_cast<char>(k + 1));
    for (std::uint64_t i = 0; i < kIterations; ++i)
        for (int k = 0; k < 4; ++k) {
            s[k] = _mm256_shuffle_epi8(s[k], rotate);
            t[k] = _mm256_add_epi64(t[k], s[k]);
        }
    sink = static_cast<std::uint64_t>(_mm256_extract_epi64(_mm256_xor_si256(_mm256_xor_si256(t[0], t[1]),
                                                                            _mm256_xor_si256(t[2], t[3])), 0));
}
#endif

// `loop` on each of `threads` threads; returns the iterations done.
Work on_threads(void (*loop)(), int threads) {
    return [loop, threads] {
        std::vector<std::thread> others;
        for (int t = 1; t < threads; ++t) others.emplace_back(loop);
        loop();
        for (auto& t : others) t.join();
        return kIterations * static_cast<std::uint64_t>(threads);
    };
}

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::atoi(argv[1]) : 9;
    const int cores = resolve_threads(0);
    const std::size_t n = 10'000'000;
    const std::vector<Card> hands = random_hands(n, 42);
    std::vector<Strength> out(n);
    auto batch = [&](int threads) {
        return [&, threads] {
            evaluate_batch(hands.data(), n, 7, out.data(), threads, true);
            return static_cast<std::uint64_t>(n);
        };
    };
    struct Pair {
        const char* label;
        Work one, all;
    };
    std::vector<Pair> pairs = {{"integer ALU loop", on_threads(scalar_loop, 1), on_threads(scalar_loop, cores)}};
#if defined(HOLDEM_BENCH_AVX2)
    if (__builtin_cpu_supports("avx2"))
        pairs.push_back({"vector shuffle/add loop (AVX2)", on_threads(vector_loop, 1), on_threads(vector_loop, cores)});
#endif
    pairs.push_back({"evaluate_batch, 10 M rows, validated", batch(1), batch(0)});

    // Round by round, every pair in turn, so that the machine's swings hit all alike.
    auto wall_rate = [](const Work& work) {
        const auto start = std::chrono::steady_clock::now();
        const auto items = static_cast<double>(work());
        return items / std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    std::vector<std::vector<double>> ratios(pairs.size());
    for (int r = 0; r < runs; ++r)
        for (std::size_t p = 0; p < pairs.size(); ++p) {
            const double one = wall_rate(pairs[p].one);
            ratios[p].push_back(wall_rate(pairs[p].all) / one);
        }
    std::printf("every core (%d) over one thread: wall-clock rates, median of %d rounds' ratios (all lines in each round)\n",
                cores, runs);
    for (std::size_t p = 0; p < pairs.size(); ++p)
        std::printf("  %-40s %6.2fx\n", pairs[p].label, median(ratios[p]));
    return 0;
}
