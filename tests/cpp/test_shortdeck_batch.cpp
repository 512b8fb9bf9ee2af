// evaluate_shortdeck_batch on both kernels (the AVX2 one where the processor has it, and the
// portable one, forced with set_batch_simd_enabled(false)): every five-card short-deck hand
// and random 6- and 7-card batches against evaluate_shortdeck called per hand, bad rows
// named alike by both kernels, validate=false, one thread and every core.
#include <cstdint>
#include <cstdio>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "check.hpp"
#include "holdem/holdem.hpp"

namespace {

using holdem::Card;
using holdem::ShortDeck;
using holdem::Strength;

constexpr ShortDeck kRules[] = {ShortDeck::kStandard, ShortDeck::kTriton};
constexpr bool kKernels[] = {true, false};  // vector (where available), then portable

// Runs `body` with the vector kernel on or off, restoring it afterwards.
template <class Body>
void with_kernel(bool vector, Body body) {
    holdem::set_batch_simd_enabled(vector);
    try {
        body();
    } catch (...) {
        holdem::set_batch_simd_enabled(true);
        throw;
    }
    holdem::set_batch_simd_enabled(true);
}

std::vector<Strength> batch(const std::vector<Card>& cards, std::size_t width, ShortDeck rules, bool vector,
                            int threads = 1, bool validate = true) {
    const std::size_t rows = cards.size() / width;
    std::vector<Strength> out(rows);
    with_kernel(vector, [&] {
        holdem::evaluate_shortdeck_batch(cards.data(), rows, width, out.data(), rules, threads, validate);
    });
    return out;
}

// Rows whose strength differs from evaluate_shortdeck on the row alone.
std::size_t mismatches(const std::vector<Card>& cards, std::size_t width, ShortDeck rules,
                       const std::vector<Strength>& got) {
    std::size_t wrong = 0;
    for (std::size_t r = 0; r < got.size(); ++r)
        wrong += got[r] != holdem::evaluate_shortdeck(&cards[r * width], width, rules);
    return wrong;
}

// `rows` random rows of `width` distinct short-deck cards (16..51).
std::vector<Card> random_rows(std::size_t rows, std::size_t width, std::uint32_t seed) {
    std::mt19937 rng(seed);
    std::vector<Card> deck(36), cards;
    for (int i = 0; i < 36; ++i) deck[static_cast<std::size_t>(i)] = static_cast<Card>(16 + i);
    for (std::size_t r = 0; r < rows; ++r)
        for (std::size_t k = 0; k < width; ++k) {
            std::swap(deck[k], deck[k + std::uniform_int_distribution<std::size_t>(0, 35 - k)(rng)]);
            cards.push_back(deck[k]);
        }
    return cards;
}

// The message of what evaluate_shortdeck_batch throws ("" when nothing).
std::string batch_error(const std::vector<Card>& cards, std::size_t width, ShortDeck rules, bool vector,
                        int threads) {
    try {
        batch(cards, width, rules, vector, threads);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

// All 376,992 five-card hands of the 36 cards, in one batch.
void every_five_card_hand() {
    std::vector<Card> cards;
    for (Card a = 16; a < 52; ++a)
        for (Card b = a + 1; b < 52; ++b)
            for (Card c = b + 1; c < 52; ++c)
                for (Card d = c + 1; d < 52; ++d)
                    for (Card e = d + 1; e < 52; ++e) cards.insert(cards.end(), {a, b, c, d, e});
    CHECK_EQ(cards.size() / 5, 376992u);
    for (const ShortDeck rules : kRules)
        for (const bool vector : kKernels) {
            CHECK_EQ(mismatches(cards, 5, rules, batch(cards, 5, rules, vector)), 0u);
            CHECK_EQ(mismatches(cards, 5, rules, batch(cards, 5, rules, vector, 0)), 0u);
        }
}

// Sizes off every multiple of 8 (a vector group) and of 16,384 (a block): the tails go to the scalar loop.
void random_batches() {
    for (const std::size_t width : {std::size_t{6}, std::size_t{7}})
        for (const std::size_t rows : {std::size_t{1}, std::size_t{7}, std::size_t{13}, std::size_t{16389},
                                       std::size_t{50001}}) {
            const std::vector<Card> cards = random_rows(rows, width, static_cast<std::uint32_t>(rows + width));
            for (const ShortDeck rules : kRules)
                for (const bool vector : kKernels)
                    for (const int threads : {1, 0, 3}) {
                        const std::vector<Strength> got = batch(cards, width, rules, vector, threads);
                        CHECK_EQ(got.size(), rows);
                        CHECK_EQ(mismatches(cards, width, rules, got), 0u);
                        // validate=false gives the same strengths on valid rows.
                        CHECK(batch(cards, width, rules, vector, threads, false) == got);
                    }
        }
}

// One bad row at each position, of each kind: both kernels throw the same text, which names the
// row and what is wrong with it.
void bad_rows() {
    const std::size_t rows = 40005;
    struct Bad {
        std::size_t card;  // which card of the row to spoil
        int value;         // -1: a copy of the row's first card
        const char* text;
    };
    const Bad kinds[] = {{3, -1, "duplicate card"},
                         {6, 52, "card 52 out of range"},
                         {0, 255, "card 255 out of range"},
                         {2, 15, "card 5s is not in the short deck"},
                         {5, 0, "card 2c is not in the short deck"}};
    for (const std::size_t width : {std::size_t{5}, std::size_t{7}})
        for (const std::size_t at : {std::size_t{0}, std::size_t{3}, std::size_t{8007}, std::size_t{20001},
                                     std::size_t{32768}, rows - 3, rows - 1})
            for (const Bad& kind : kinds) {
                std::vector<Card> cards = random_rows(rows, width, static_cast<std::uint32_t>(at));
                const std::size_t spoiled = kind.card % width;
                cards[at * width + spoiled] =
                    kind.value < 0 ? cards[at * width + (spoiled == 0 ? 1 : 0)] : static_cast<Card>(kind.value);
                for (const ShortDeck rules : kRules) {
                    const std::string portable = batch_error(cards, width, rules, false, 1);
                    const std::string wanted = "row " + std::to_string(at) + ": ";
                    CHECK_EQ(portable.rfind(wanted, 0), 0u);
                    CHECK(portable.find(kind.text) != std::string::npos);
                    for (const int threads : {1, 0}) {
                        CHECK_EQ(batch_error(cards, width, rules, true, threads), portable);
                        CHECK_EQ(batch_error(cards, width, rules, false, threads), portable);
                    }
                    // Without validation nothing is thrown, and every other row is still right.
                    for (const bool vector : kKernels) {
                        std::vector<Strength> got = batch(cards, width, rules, vector, 1, false);
                        got[at] = holdem::evaluate_shortdeck(&cards[at * width], width, rules);
                        CHECK_EQ(mismatches(cards, width, rules, got), 0u);
                    }
                }
            }
}

// Two bad rows in different blocks: the first is named, whichever block a thread finishes first.
void first_of_two_bad_rows() {
    const std::size_t rows = 70003;
    std::vector<Card> cards = random_rows(rows, 6, 11);
    cards[60000 * 6 + 1] = 200;
    cards[17000 * 6 + 4] = 4;  // a two
    for (const bool vector : kKernels)
        for (const int threads : {1, 0, 4})
            CHECK_EQ(batch_error(cards, 6, ShortDeck::kTriton, vector, threads),
                     "row 17000: card 3c is not in the short deck (six through ace)");
}

void the_switch() {
    holdem::set_batch_simd_enabled(false);
    CHECK(!holdem::batch_simd_active());
    holdem::set_batch_simd_enabled(true);
    std::printf("AVX2 kernel %s\n", holdem::batch_simd_active() ? "active" : "not available: portable kernel only");
    std::vector<Strength> out(1);
    const std::vector<Card> cards = random_rows(1, 4, 1);
    CHECK_THROWS(holdem::evaluate_shortdeck_batch(cards.data(), 1, 4, out.data(), ShortDeck::kStandard),
                 std::invalid_argument, "hands need 5, 6 or 7 cards, got rows of 4");
}

}  // namespace

int main() {
    the_switch();
    every_five_card_hand();
    random_batches();
    bad_rows();
    first_of_two_bad_rows();
    return holdem_test::report("test_shortdeck_batch");
}
