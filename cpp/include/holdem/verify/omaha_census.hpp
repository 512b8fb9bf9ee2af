// Random-deal self-check of the Omaha evaluator against two references that
// try all C(hole, 2) x 10 two-hole, three-board hands: the five-card fast
// evaluator (every deal, strengths must be equal) and the original's brute
// force (a sample of deals; its score must order hands as strengths do).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "holdem/core/strength.hpp"

namespace holdem {

struct OmahaCensus {
    std::uint64_t hands = 0;
    std::array<std::uint64_t, 11> category_counts{};  // by hand code 1..10
    std::uint64_t naive_disagreements = 0;            // deals where the best-of-combinations strength differs
    std::uint64_t brute_checked = 0;                  // deals also run through the brute force
    std::uint64_t brute_contradictions = 0;           // equal strengths with different brute-force scores
    // Brute-force score first seen for each strength (-1: none yet).
    std::vector<std::int64_t> brute_score = std::vector<std::int64_t>(kNumStrengths + 1, -1);

    void merge(const OmahaCensus& other);
    // Contradictions plus strengths whose brute-force scores do not strictly increase.
    std::uint64_t brute_disagreements() const;
};

// Deals hands [begin, end) of the run seeded with `seed` (deal i depends only
// on seed and i, so results do not depend on threads or on how the range is
// split): 5 board cards and `hole_n` (4..6) hole cards.  Every
// `brute_every`-th deal (0: none) also goes through the brute force.
OmahaCensus omaha_random_census(std::uint64_t begin, std::uint64_t end, std::size_t hole_n, std::uint64_t seed,
                                int threads = 0, std::uint64_t brute_every = 64);

// Exhaustive checks of the evaluator's two parts against five-card
// evaluations of every two-hole, three-board choice:
// - every entry of the non-flush table: each board rank multiset with each
//   hole rank pair (suits spread so no flush can form), through OmahaBoard;
// - the flush rule for every board suit holding 3..5 ranks and every
//   disjoint set of 2..6 hole ranks of that suit.
struct OmahaExhaustiveCensus {
    std::uint64_t table_entries = 0;
    std::uint64_t table_mismatches = 0;
    std::uint64_t flush_cases = 0;
    std::uint64_t flush_mismatches = 0;
};
OmahaExhaustiveCensus omaha_exhaustive_census();

}  // namespace holdem
