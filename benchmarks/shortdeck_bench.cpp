// The short-deck evaluator beside the Hold'em one, in one run: random 7-card
// hands through evaluate (Hold'em, 52-card hands), evaluate_shortdeck (both
// orders, 36-card hands) and Hold'em's evaluate on the same 36-card hands;
// then the batch calls, each on the portable kernel and, where the processor
// has AVX2, the vector one.  Medians of interleaved runs (bench_support.hpp).
//
//   cmake --build build && ./build/shortdeck_bench [runs]
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "bench_support.hpp"
#include "holdem/eval/batch.hpp"
#include "holdem/eval/evaluator.hpp"
#include "holdem/eval/shortdeck.hpp"

using namespace holdem;
using namespace holdem::bench;

namespace {

volatile std::uint64_t sink;
constexpr std::size_t kHands = 1 << 20;

// Random 7-card hands of the 36-card deck: the 52-card ones with ranks shifted up by four.
std::vector<Card> short_deck_hands(std::uint64_t seed) {
    std::vector<Card> cards;
    Rng rng(seed);
    Card deck[36];
    for (int i = 0; i < 36; ++i) deck[i] = static_cast<Card>(16 + i);
    for (std::size_t h = 0; h < kHands; ++h) {
        draw_to_front(deck, 36, 7, rng);
        cards.insert(cards.end(), deck, deck + 7);
    }
    return cards;
}

template <class Eval>
Work per_call(const std::vector<Card>& cards, Eval eval) {
    return [&cards, eval] {
        std::uint64_t sum = 0;
        for (std::size_t h = 0; h < kHands; ++h) sum += eval(&cards[7 * h]);
        sink = sum;
        return std::uint64_t{kHands};
    };
}

}  // namespace

int main(int argc, char** argv) {
    const int runs = argc > 1 ? std::atoi(argv[1]) : 9;
    const std::vector<Card> holdem_cards = random_hands(kHands, 1);
    const std::vector<Card> short_cards = short_deck_hands(2);
    std::vector<Strength> out(kHands);
    // Both batches on each kernel where the processor has AVX2 (the switch is set_batch_simd_enabled).
    const bool simd = batch_simd_active();
    auto holdem_batch = [&](bool vector) -> Work {
        return [&, vector] {
            set_batch_simd_enabled(vector);
            evaluate_batch(holdem_cards.data(), kHands, 7, out.data(), 1, true);
            set_batch_simd_enabled(true);
            return std::uint64_t{kHands};
        };
    };
    auto shortdeck_batch = [&](ShortDeck rules, bool vector, bool validate = true) -> Work {
        return [&, rules, vector, validate] {
            set_batch_simd_enabled(vector);
            evaluate_shortdeck_batch(short_cards.data(), kHands, 7, out.data(), rules, 1, validate);
            set_batch_simd_enabled(true);
            return std::uint64_t{kHands};
        };
    };
    std::vector<Work> works = {
        per_call(holdem_cards, [](const Card* c) { return evaluate(c, 7); }),
        per_call(short_cards, [](const Card* c) { return evaluate(c, 7); }),
        per_call(short_cards, [](const Card* c) { return evaluate_shortdeck(c, 7, ShortDeck::kStandard); }),
        per_call(short_cards, [](const Card* c) { return evaluate_shortdeck(c, 7, ShortDeck::kTriton); }),
        holdem_batch(simd),
        shortdeck_batch(ShortDeck::kStandard, false),
        shortdeck_batch(ShortDeck::kTriton, false),
    };
    std::vector<const char*> labels = {
        "Hold'em evaluate, 52-card hands",
        "Hold'em evaluate, 36-card hands",
        "evaluate_shortdeck standard",
        "evaluate_shortdeck Triton",
        simd ? "evaluate_batch Hold'em (AVX2)" : "evaluate_batch Hold'em (portable)",
        "evaluate_shortdeck_batch std (portable)",
        "evaluate_shortdeck_batch Triton (portable)",
    };
    if (simd) {
        works.insert(works.end(), {holdem_batch(false), shortdeck_batch(ShortDeck::kStandard, true),
                                   shortdeck_batch(ShortDeck::kTriton, true),
                                   shortdeck_batch(ShortDeck::kStandard, true, false)});
        labels.insert(labels.end(), {"evaluate_batch Hold'em (portable)", "evaluate_shortdeck_batch std (AVX2)",
                                     "evaluate_shortdeck_batch Triton (AVX2)",
                                     "shortdeck_batch std (AVX2, validate=false)"});
    }
    std::printf("7-card hands, M hands/s; tables: Hold'em %zu bytes, short deck %zu bytes; batches: 1 thread,\n"
                "validated unless marked; batch kernels: %s\n",
                table_bytes(), shortdeck_table_bytes(), simd ? "AVX2 and portable" : "portable only (no AVX2 here)");
    std::printf(kHeader, "", "wall", "cpu", "best", "ratio");
    const auto rates = interleaved_rates(runs, works);
    for (std::size_t i = 0; i < rates.size(); ++i) print_row(labels[i], rates[i]);
    if (simd)
        std::printf("short-deck batch, AVX2 over portable (processor-time medians): standard %.2fx, Triton %.2fx\n",
                    rates[8].cpu / rates[5].cpu, rates[9].cpu / rates[6].cpu);
    return 0;
}
