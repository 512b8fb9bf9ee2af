// The equity runner's item order (internal, so this test includes its private
// header): a shuffled run, as an exact enumeration makes, visits every item
// once, in an order drawn from the seed, so that runs cut short under other
// seeds are other samples; an unshuffled run (Monte Carlo) goes in order.
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <numeric>
#include <vector>

#include "../../cpp/src/equity/runner.hpp"
#include "check.hpp"

namespace {

using holdem::EquityOptions;
using namespace holdem::equity_detail;

// The items one thread visits, in the order it visits them.
std::vector<std::uint64_t> visits(std::uint64_t count, std::uint64_t seed, bool shuffle) {
    EquityOptions options;
    options.seed = seed;
    RunControl control;
    control.options = &options;
    control.players = 2;
    control.shuffle = shuffle;
    std::vector<std::uint64_t> seen;
    run_items(count, 1, [&](std::uint64_t item, Tally&) { seen.push_back(item); }, control);
    return seen;
}

void every_item_once() {
    for (const std::uint64_t count : {1u, 2u, 3u, 17u, 1000u, 4097u}) {
        for (const std::uint64_t seed : {0u, 1u, 2u}) {
            std::vector<std::uint64_t> seen = visits(count, seed, true);
            std::sort(seen.begin(), seen.end());
            std::vector<std::uint64_t> all(count);
            std::iota(all.begin(), all.end(), 0);
            CHECK(seen == all);
        }
    }
}

void the_seed_draws_the_order() {
    CHECK(visits(1000, 7, true) == visits(1000, 7, true));
    CHECK(visits(1000, 7, true) != visits(1000, 8, true));
    // The first tenth of a run, what a run cut short there has done: other items under another seed.
    const std::vector<std::uint64_t> a = visits(1000, 1, true), b = visits(1000, 2, true);
    std::vector<std::uint64_t> head_a(a.begin(), a.begin() + 100), head_b(b.begin(), b.begin() + 100);
    std::sort(head_a.begin(), head_a.end());
    std::sort(head_b.begin(), head_b.end());
    std::vector<std::uint64_t> shared;
    std::set_intersection(head_a.begin(), head_a.end(), head_b.begin(), head_b.end(), std::back_inserter(shared));
    CHECK(shared.size() < 30);  // about 10 expected for independent samples of a tenth
}

void unshuffled_runs_go_in_order() {
    std::vector<std::uint64_t> all(50);
    std::iota(all.begin(), all.end(), 0);
    CHECK(visits(50, 3, false) == all);
}

}  // namespace

int main() {
    every_item_once();
    the_seed_draws_the_order();
    unshuffled_runs_go_in_order();
    return holdem_test::report("test_item_order");
}
