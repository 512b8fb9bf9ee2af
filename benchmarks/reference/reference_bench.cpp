// holdEm side by side with other 7-card evaluators, built from their own
// sources, which are not part of this repository:
//
//   cmake -B build -DHOLDEM_OMPEVAL_DIR=/path/to/OMPEval -DHOLDEM_SKPOKEREVAL_DIR=/path/to/SKPokerEval
//   cmake --build build && ./build/reference_bench [runs]
//
// Every evaluator gets the same 10 M random 7-card hands as card arrays, one
// thread; the lines run in turn, and x is each line's rate over the first
// line's, round by round (median).  The evaluators must agree on the order of
// every two neighbouring hands, or the benchmark says so and fails.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "../bench_support.hpp"
#include "holdem/eval/batch.hpp"
#include "holdem/eval/evaluator.hpp"

#if defined(HOLDEM_WITH_OMPEVAL)
#include "omp/HandEvaluator.h"
#endif
#if defined(HOLDEM_WITH_SKPOKEREVAL)
#include "SevenEval.h"
#endif

using namespace holdem;
using namespace holdem::bench;

namespace {

volatile std::uint64_t sink;

struct Line {
    std::string label;
    Work work;
    std::vector<std::uint32_t> values;  // each hand's value, for the order check
};

// Hands whose order against the next hand differs from holdEm's.
std::size_t order_disagreements(const std::vector<std::uint32_t>& values, const std::vector<Strength>& ours) {
    std::size_t bad = 0;
    auto sign = [](long long x) { return (x > 0) - (x < 0); };
    for (std::size_t i = 0; i + 1 < ours.size(); ++i)
        bad += sign(static_cast<long long>(values[i + 1]) - values[i]) != sign(static_cast<long long>(ours[i + 1]) - ours[i]);
    return bad;
}

// A line that evaluates hand i as value(i) for every hand, summing the values
// so that nothing is optimised away; the values are kept for the order check.
template <class Value>
Line per_hand_line(const char* label, std::size_t n, Value value) {
    Line line{label,
              [n, value] {
                  std::uint64_t sum = 0;
                  for (std::size_t i = 0; i < n; ++i) sum += value(i);
                  sink = sum;
                  return static_cast<std::uint64_t>(n);
              },
              {}};
    for (std::size_t i = 0; i < n; ++i) line.values.push_back(value(i));
    return line;
}

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::atoi(argv[1]) : 9;
    const std::size_t n = 10'000'000;
    const std::vector<Card> hands = random_hands(n, 42);
    std::vector<Strength> out(n);
    std::vector<Line> lines;

#if defined(HOLDEM_WITH_OMPEVAL)
    // OMPEval numbers cards as we do (4 * rank + suit, deuce first).
    static const omp::HandEvaluator omp_eval;
    lines.push_back(per_hand_line("OMPEval HandEvaluator::evaluate", n, [&](std::size_t i) {
        omp::Hand hand = omp::Hand::empty();
        for (int k = 0; k < 7; ++k) hand += omp::Hand(hands[7 * i + k]);
        return static_cast<std::uint32_t>(omp_eval.evaluate(hand));
    }));
#endif
#if defined(HOLDEM_WITH_SKPOKEREVAL)
    // SKPokerEval numbers cards from the ace of spades down: 4 * (12 - rank) + suit.
    std::vector<unsigned char> sk_hands(hands.size());
    for (std::size_t i = 0; i < hands.size(); ++i)
        sk_hands[i] = static_cast<unsigned char>(4 * (12 - rank_of(hands[i])) + suit_of(hands[i]));
    lines.push_back(per_hand_line("SKPokerEval SevenEval::GetRank", n, [&](std::size_t i) {
        const unsigned char* h = &sk_hands[7 * i];
        return static_cast<std::uint32_t>(SevenEval::GetRank(h[0], h[1], h[2], h[3], h[4], h[5], h[6]));
    }));
#endif
    lines.push_back(per_hand_line("holdEm evaluate() loop", n,
                                  [&](std::size_t i) { return std::uint32_t{evaluate(&hands[7 * i], 7)}; }));
    for (const bool validate : {true, false})
        lines.push_back({validate ? "holdEm evaluate_batch (validated)" : "holdEm evaluate_batch (validate=false)",
                         [&, validate] {
                             evaluate_batch(hands.data(), n, 7, out.data(), 1, validate);
                             return static_cast<std::uint64_t>(n);
                         },
                         {}});

    std::vector<Strength> ours(n);
    for (std::size_t i = 0; i < n; ++i) ours[i] = evaluate(&hands[7 * i], 7);
    for (const Line& line : lines)
        if (!line.values.empty())
            if (const std::size_t bad = order_disagreements(line.values, ours)) {
                std::printf("%s orders %zu neighbouring hands otherwise than holdEm: a card numbering mistake?\n",
                            line.label.c_str(), bad);
                return 1;
            }

    std::vector<Work> works;
    for (const Line& line : lines) works.push_back(line.work);
    std::printf("10 M random 7-card hands from card arrays, one thread, %d rounds; holdEm's evaluate_batch kernel: %s\n",
                runs, batch_simd_active() ? "AVX2" : "portable");
    std::printf(kHeader, "M hands/s", "wall", "cpu", "best", "x");
    const std::vector<Rates> rates = interleaved_rates(runs, works);
    for (std::size_t i = 0; i < lines.size(); ++i) print_row(lines[i].label.c_str(), rates[i]);
    return 0;
}
