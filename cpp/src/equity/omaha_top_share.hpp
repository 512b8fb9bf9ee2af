// Top shares in Omaha ranges ("15%"): the strongest PLO4 suit classes of the
// shipped ranking (by Monte Carlo equity against one random hand) whose hands come closest to that share of the 270,725.
// Internal to the Omaha range reader.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "omaha_hand_bits.hpp"

namespace holdem::omaha_detail {

inline constexpr int kPlo4Classes = 16432;

// The classes strongest first, each its representative's four cards (highest
// first) six bits apiece, card i at bit 6i: generated into the build tree by
// codegen/gen_omaha_ranking.py from python/holdEm/data/plo4_ranking.npy.
extern const std::array<std::uint32_t, kPlo4Classes> kOmahaRanking;

// Sets in `out` (PLO4 hands in colex order) the hands of the strongest
// classes closest to `share` (0 < share <= 1) of every hand; the shorter
// prefix on a tie.
void fill_top_share(double share, HandBits& out);

// Each PLO4 hand's class as its place in the ranking (0 = strongest), by
// colex index; and each place's count of hands.  Built on first use.
struct Plo4Classes {
    std::vector<std::uint16_t> place_of_hand;
    std::vector<std::uint8_t> hands_in_place;
};
const Plo4Classes& plo4_classes();

}  // namespace holdem::omaha_detail
