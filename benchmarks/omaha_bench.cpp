// Omaha evaluation speed, single thread: the naive best-of-all-combinations
// loop over the five-card evaluator against the table-driven evaluator, for
// PLO4, PLO5 and PLO6 on the same random deals (medians of several runs;
// processor time, so other programs on the machine disturb it less).  Also
// the batch call (which fetches table rows ahead) and OmahaBoard reuse (one
// board, many hands, as in equity enumeration).
//
// Usage: omaha_bench [deals per variant, default 262144] [runs, default 7]
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <utility>
#include <vector>

#include "holdem/eval/evaluator.hpp"
#include "holdem/eval/omaha.hpp"
#include "holdem/core/random.hpp"

namespace {

using holdem::Card;
using holdem::Strength;

// `per_board` hands of `hole_n` cards on each board, deal i on board i / per_board.
struct Deals {
    std::size_t hole_n, per_board;
    std::vector<Card> boards, holes;
    std::vector<std::uint32_t> board_of;  // deal -> board index (no division in the timed loops)
    std::size_t size() const { return holes.size() / hole_n; }
    const Card* board(std::size_t i) const { return &boards[board_of[i] * holdem::kOmahaBoardCards]; }
    const Card* hole(std::size_t i) const { return &holes[i * hole_n]; }
};

Deals deal(std::size_t boards, std::size_t per_board, std::size_t hole_n, std::uint64_t seed) {
    Deals d{hole_n, per_board, {}, {}, {}};
    holdem::Rng rng(seed);
    auto shuffle_in = [&rng](Card* deck, std::size_t from, std::size_t to) {  // deck[from, to) drawn from the rest
        const auto left = static_cast<std::uint32_t>(holdem::kNumCards - from);
        holdem::draw_to_front(deck + from, left, static_cast<std::uint32_t>(to - from), rng);
    };
    for (std::size_t b = 0; b < boards; ++b) {
        Card deck[holdem::kNumCards];
        for (int c = 0; c < holdem::kNumCards; ++c) deck[c] = static_cast<Card>(c);
        shuffle_in(deck, 0, holdem::kOmahaBoardCards);
        d.boards.insert(d.boards.end(), deck, deck + holdem::kOmahaBoardCards);
        for (std::size_t h = 0; h < per_board; ++h) {
            shuffle_in(deck, holdem::kOmahaBoardCards, holdem::kOmahaBoardCards + hole_n);
            d.holes.insert(d.holes.end(), deck + holdem::kOmahaBoardCards,
                           deck + holdem::kOmahaBoardCards + hole_n);
            d.board_of.push_back(static_cast<std::uint32_t>(b));
        }
    }
    return d;
}

template <class Pass>
double median_rate(const Deals& d, int runs, Pass pass, std::uint64_t& checksum) {
    std::vector<double> rates;
    for (int run = 0; run < runs; ++run) {
        const std::clock_t start = std::clock();
        checksum = pass(d);
        const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
        rates.push_back(static_cast<double>(d.size()) / std::max(seconds, 1e-9));
    }
    std::sort(rates.begin(), rates.end());
    return rates[rates.size() / 2];
}

// A pass of evaluate(board, hole) over every deal; returns the strengths' sum.
template <class Evaluate>
auto each_deal(Evaluate evaluate) {
    return [evaluate](const Deals& d) {
        std::uint64_t sum = 0;
        for (std::size_t i = 0; i < d.size(); ++i) sum += evaluate(d.board(i), d.hole(i));
        return sum;
    };
}

// One single-threaded evaluate_omaha_batch call over all deals (one hand a board).
std::uint64_t batch_pass(const Deals& d) {
    static std::vector<Strength> out;
    out.resize(d.size());
    holdem::evaluate_omaha_batch(d.boards.data(), d.holes.data(), d.size(), d.hole_n, out.data(), 1, false);
    std::uint64_t sum = 0;
    for (Strength s : out) sum += s;
    return sum;
}

// A pass that prepares each board once (OmahaBoard) for all its hands, as
// equity enumeration does.
std::uint64_t shared_board_pass(const Deals& d) {
    std::uint64_t sum = 0;
    for (std::size_t first = 0; first < d.size(); first += d.per_board) {
        const holdem::OmahaBoard board(d.board(first));
        for (std::size_t i = first; i < first + d.per_board; ++i) sum += board.evaluate(d.hole(i), d.hole_n);
    }
    return sum;
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t count = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 262144;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 7;
    constexpr std::size_t kPerBoard = 10;
    if (count < kPerBoard || runs < 1) {
        std::fprintf(stderr, "usage: omaha_bench [deals >= %zu] [runs >= 1]\n", kPerBoard);
        return 2;
    }
    std::printf("Omaha evaluation, single thread, %zu random deals per variant, M hands per second of\n"
                "processor time, median of %d runs\n", count, runs);
    std::printf("%-6s %10s %15s %7s %10s %22s\n", "game", "naive M/s", "evaluate_omaha", "ratio",
                "batch M/s", "OmahaBoard, 10 a board");
    bool agree = true;
    for (std::size_t hole_n = holdem::kOmahaMinHole; hole_n <= holdem::kOmahaMaxHole; ++hole_n) {
        const Deals single = deal(count, 1, hole_n, 2024 + hole_n);
        const Deals shared = deal(count / kPerBoard, kPerBoard, hole_n, 4048 + hole_n);
        std::uint64_t naive_sum = 0, fast_sum = 0, batch_sum = 0, shared_sum = 0, shared_check = 0;
        const double naive = median_rate(single, runs, each_deal([hole_n](const Card* b, const Card* h) {
            return holdem::evaluate_omaha_naive(b, h, hole_n);
        }), naive_sum);
        const auto fast_pass = each_deal([hole_n](const Card* b, const Card* h) {
            return holdem::evaluate_omaha(b, h, hole_n);
        });
        const double fast = median_rate(single, runs, fast_pass, fast_sum);
        const double batch = median_rate(single, runs, batch_pass, batch_sum);
        const double per_board = median_rate(shared, runs, shared_board_pass, shared_sum);
        median_rate(shared, 1, fast_pass, shared_check);
        agree &= naive_sum == fast_sum && fast_sum == batch_sum && shared_sum == shared_check;
        std::printf("PLO%-3zu %10.2f %15.2f %6.1fx %10.2f %22.2f\n", hole_n, naive / 1e6, fast / 1e6, fast / naive,
                    batch / 1e6, per_board / 1e6);
    }
    std::printf("Omaha table: %zu bytes (it shares the fast evaluator's flush table; all tables: %zu bytes)\n",
                holdem::omaha_table_bytes(), holdem::omaha_table_bytes() + holdem::table_bytes());
    std::printf("checksums %s\n", agree ? "agree" : "DIFFER");
    return agree ? 0 : 1;
}
