// Top shares in Omaha ranges ("15%"): the strongest PLO4 suit classes of a
// shipped ranking (by Monte Carlo equity against one random hand: the pot
// share in hi-lo) whose hands come closest to that share of the 270,725.
// Internal to the Omaha range reader.
#pragma once

#include <array>
#include <cstdint>

#include "holdem/equity/omaha_range.hpp"
#include "omaha_hand_bits.hpp"

namespace holdem::omaha_detail {

inline constexpr int kPlo4Classes = 16432;

// The classes strongest first, each its representative's four cards (highest
// first) six bits apiece, card i at bit 6i: generated into the build tree by
// codegen/gen_omaha_ranking.py from python/holdEm/data/plo4_ranking.npy and
// plo4_hilo_ranking.npy.
extern const std::array<std::uint32_t, kPlo4Classes> kOmahaRanking;
extern const std::array<std::uint32_t, kPlo4Classes> kOmahaHiLoRanking;

// Sets in `out` (PLO4 hands in colex order) the hands of the strongest
// classes of the ranking closest to `share` (0 < share <= 1) of every hand;
// the shorter prefix on a tie.
void fill_top_share(double share, OmahaRange::Shares ranking, HandBits& out);

}  // namespace holdem::omaha_detail
