// What the C++ benchmarks share: random hands, and timing several works in
// turn on a noisy machine.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

#include "holdem/core/cards.hpp"
#include "holdem/core/random.hpp"

namespace holdem::bench {

// `count` random 7-card hands, 7 distinct cards a row.
inline std::vector<Card> random_hands(std::size_t count, std::uint64_t seed) {
    std::vector<Card> cards(count * 7);
    Rng rng(seed);
    Card deck[52];
    for (int i = 0; i < 52; ++i) deck[i] = static_cast<Card>(i);
    for (std::size_t h = 0; h < count; ++h) {
        draw_to_front(deck, 52, 7, rng);
        std::copy(deck, deck + 7, cards.begin() + static_cast<std::ptrdiff_t>(h * 7));
    }
    return cards;
}

// Rates of one benchmark in hands per second: medians over the runs of
// wall-clock time and of processor time (all threads), and the best run's
// processor-time rate.  On a shared machine the processor-time rates are the
// steadier figures of the code's own speed; wall-clock / processor time shows
// how well threads scale.
struct Rates {
    double wall = 0;
    double cpu = 0;
    double best = 0;
    double ratio = 1;       // median over the rounds of this processor-time rate / the first work's
    double wall_ratio = 1;  // likewise for the wall-clock rates (how threads scale)
};

using Work = std::function<std::uint64_t()>;  // evaluates some hands, returns how many

inline double cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

inline double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Runs each of `works` `runs` times, round-robin, so that a noisy moment of a
// shared machine hits all of them alike; the ratio to the first work is taken
// round by round, which cancels most of the machine's swings.
inline std::vector<Rates> interleaved_rates(int runs, const std::vector<Work>& works) {
    std::vector<std::vector<double>> wall(works.size()), cpu(works.size());
    for (int r = 0; r < runs; ++r)
        for (std::size_t w = 0; w < works.size(); ++w) {
            const auto start = std::chrono::steady_clock::now();
            const double cpu_start = cpu_seconds();
            const auto hands = static_cast<double>(works[w]());
            cpu[w].push_back(hands / (cpu_seconds() - cpu_start));
            wall[w].push_back(hands / std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        }
    std::vector<Rates> rates;
    for (std::size_t w = 0; w < works.size(); ++w) {
        std::vector<double> ratios, wall_ratios;
        for (int r = 0; r < runs; ++r) {
            ratios.push_back(cpu[w][r] / cpu[0][r]);
            wall_ratios.push_back(wall[w][r] / wall[0][r]);
        }
        rates.push_back({median(wall[w]), median(cpu[w]), *std::max_element(cpu[w].begin(), cpu[w].end()),
                         median(ratios), median(wall_ratios)});
    }
    return rates;
}

inline const char* const kHeader = "%-42s %8s %8s %8s %7s\n";

// One line of the table: rates in M hands/s and the ratio to the first work.
inline void print_row(const char* label, Rates rates) {
    std::printf("%-42s %8.1f %8.1f %8.1f %7.3f\n", label, rates.wall / 1e6, rates.cpu / 1e6, rates.best / 1e6,
                rates.ratio);
}

}  // namespace holdem::bench
