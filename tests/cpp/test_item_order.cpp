// The equity runner's item order (internal, so this test includes its private
// header): a shuffled run, as an exact enumeration makes, visits every item
// once, in a pseudo-random order.  A run that cannot stop early takes the same
// order whatever the seed (so an exact result is the same to the last bit under
// any seed); one that may (a time limit, a progress callback) takes its seed's,
// so that calls cut short are samples of their own.  An unshuffled run (Monte
// Carlo) goes in order.
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <numeric>
#include <vector>

#include "equity/runner.hpp"
#include "check.hpp"

namespace {

using holdem::EquityOptions;
using namespace holdem::equity_detail;

// The items one thread visits, in the order it visits them.
std::vector<std::uint64_t> visits(std::uint64_t count, std::uint64_t seed, bool shuffle, bool may_stop = false) {
    EquityOptions options;
    options.seed = seed;
    if (may_stop) options.time_limit = 1e9;  // (never reached)
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

void the_order_is_shuffled_and_fixed() {
    const std::vector<std::uint64_t> a = visits(1000, 1, true);
    CHECK(a == visits(1000, 2, true));  // the seed does not move it
    // Shuffled: the first tenth, what a run cut short there has done, is spread over all items.
    const auto below_half = std::count_if(a.begin(), a.begin() + 100, [](std::uint64_t i) { return i < 500; });
    CHECK(below_half > 30 && below_half < 70);
}

void a_run_that_may_stop_early_takes_its_seeds_order() {
    const std::vector<std::uint64_t> a = visits(1000, 1, true, true);
    CHECK(a == visits(1000, 1, true, true));  // the same seed, the same order
    CHECK(a != visits(1000, 2, true, true));
    CHECK(a != visits(1000, 1, true, false));
    // Two seeds' first tenths are two samples: they share about a tenth of their items, not all.
    const std::vector<std::uint64_t> b = visits(1000, 2, true, true);
    std::vector<std::uint64_t> first_a(a.begin(), a.begin() + 100), first_b(b.begin(), b.begin() + 100);
    std::sort(first_a.begin(), first_a.end());
    std::sort(first_b.begin(), first_b.end());
    std::vector<std::uint64_t> shared;
    std::set_intersection(first_a.begin(), first_a.end(), first_b.begin(), first_b.end(), std::back_inserter(shared));
    CHECK(shared.size() < 30);
    for (const bool may_stop : {false, true}) {  // every item once either way
        std::vector<std::uint64_t> seen = visits(4097, 5, true, may_stop);
        std::sort(seen.begin(), seen.end());
        CHECK(seen.size() == 4097 && std::adjacent_find(seen.begin(), seen.end()) == seen.end());
    }
}

void unshuffled_runs_go_in_order() {
    std::vector<std::uint64_t> all(50);
    std::iota(all.begin(), all.end(), 0);
    CHECK(visits(50, 3, false) == all);
}

}  // namespace

int main() {
    every_item_once();
    the_order_is_shuffled_and_fixed();
    a_run_that_may_stop_early_takes_its_seeds_order();
    unshuffled_runs_go_in_order();
    return holdem_test::report("test_item_order");
}
