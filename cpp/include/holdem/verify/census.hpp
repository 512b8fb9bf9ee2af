// Exhaustive and random self-checks of the three evaluators.
//
// "Agree" means: the map from fast strength to the other evaluator's value is
// a function (hands of equal strength always tie there too) and strictly
// increasing (so it orders every pair of hands the same way).
#pragma once

#include <array>
#include <cstdint>

namespace holdem {

struct Census {
    std::uint64_t hands = 0;
    std::array<std::uint64_t, 11> category_counts{};  // by hand code 1..10 (fast evaluator)
    std::uint64_t distinct_strengths = 0;
    std::uint64_t prime_disagreements = 0;   // hands whose prime value breaks the order
    std::uint64_t brute_disagreements = 0;   // likewise for the brute force (when run)
    std::uint64_t batch_mismatches = 0;      // hands that a kernel of evaluate_batch evaluates otherwise
    bool brute_force_run = false;
};

// Every 5-card hand through all three evaluators; also checks that the brute
// force and the prime method give identical hand codes and MFVPs.  Every
// census also runs its hands through each kernel of evaluate_batch (scalar,
// and AVX2 where the processor has it) and counts the strengths that differ.
// Each census throws Cancelled once cancel_requested() (holdem/core/cancel.hpp).
Census five_card_census();

// Every 7-card hand, fast evaluator and prime method (threads: 0 = every core).
Census seven_card_census(int threads = 0);

// `count` random hands of `size` cards (5..7) through the brute force and the fast evaluator.
Census random_census(std::uint64_t count, int size, std::uint64_t seed, int threads = 0);

}  // namespace holdem
