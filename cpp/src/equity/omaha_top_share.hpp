// Top shares in Omaha ranges ("15%"): the strongest suit classes of a
// shipped PLO4 or PLO5 ranking (by Monte Carlo equity against one random
// hand: the pot share in hi-lo) whose hands come closest to that share of
// every hand.  Internal to the Omaha range reader.
#pragma once

#include <array>
#include <cstdint>

#include "holdem/equity/omaha_range.hpp"
#include "omaha_hand_bits.hpp"

namespace holdem::omaha_detail {

inline constexpr int kPlo4Classes = 16432;
inline constexpr int kPlo5Classes = 134459;

// The classes strongest first, each its representative's cards (highest
// first) six bits apiece, card i at bit 6i: generated into the build tree by
// codegen/gen_omaha_ranking.py from python/holdEm/data/plo{4,5}{,_hilo}_ranking.npy.
extern const std::array<std::uint32_t, kPlo4Classes> kPlo4Ranking;
extern const std::array<std::uint32_t, kPlo4Classes> kPlo4HiLoRanking;
extern const std::array<std::uint32_t, kPlo5Classes> kPlo5Ranking;
extern const std::array<std::uint32_t, kPlo5Classes> kPlo5HiLoRanking;

// Whether hands of `hole_cards` cards have a shipped ranking (PLO4, PLO5).
constexpr bool has_top_shares(int hole_cards) { return hole_cards == 4 || hole_cards == 5; }

// Sets in `out` (hands of `hole_cards` cards in colex order) the hands of the
// strongest classes of the ranking closest to `share` (0 < share <= 1) of
// every hand; the shorter prefix on a tie.  Needs has_top_shares(hole_cards).
void fill_top_share(double share, int hole_cards, OmahaRange::Shares ranking, HandBits& out);

}  // namespace holdem::omaha_detail
