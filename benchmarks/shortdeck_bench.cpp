// The short-deck evaluator beside the Hold'em one, in one run: random 7-card
// hands through evaluate (Hold'em, 52-card hands), evaluate_shortdeck (both
// orders, 36-card hands) and Hold'em's evaluate on the same 36-card hands;
// then the batch calls.  Medians of interleaved runs (bench_support.hpp).
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
    for (std::size_t h = 0; h < kHands; ++h)
        for (int k = 0; k < 7; ++k) {
            std::swap(deck[k], deck[k + rng.below(36 - k)]);
            cards.push_back(deck[k]);
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
    const std::vector<Work> works = {
        per_call(holdem_cards, [](const Card* c) { return evaluate(c, 7); }),
        per_call(short_cards, [](const Card* c) { return evaluate(c, 7); }),
        per_call(short_cards, [](const Card* c) { return evaluate_shortdeck(c, 7, ShortDeck::kStandard); }),
        per_call(short_cards, [](const Card* c) { return evaluate_shortdeck(c, 7, ShortDeck::kTriton); }),
        [&] {
            evaluate_batch(holdem_cards.data(), kHands, 7, out.data(), 1, true);
            return std::uint64_t{kHands};
        },
        [&] {
            evaluate_shortdeck_batch(short_cards.data(), kHands, 7, out.data(), ShortDeck::kStandard, 1, true);
            return std::uint64_t{kHands};
        },
    };
    const char* labels[] = {
        "Hold'em evaluate, 52-card hands",         "Hold'em evaluate, 36-card hands",
        "evaluate_shortdeck standard",             "evaluate_shortdeck Triton",
        "evaluate_batch Hold'em (1 thread)",       "evaluate_shortdeck_batch (1 thread)",
    };
    std::printf("7-card hands, M hands/s; tables: Hold'em %zu bytes, short deck %zu bytes\n", table_bytes(),
                shortdeck_table_bytes());
    std::printf(kHeader, "", "wall", "cpu", "best", "ratio");
    const auto rates = interleaved_rates(runs, works);
    for (std::size_t i = 0; i < rates.size(); ++i) print_row(labels[i], rates[i]);
    return 0;
}
