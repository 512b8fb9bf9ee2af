// A Monte Carlo stream's hand-code counts (device_mc.hpp's StreamCounts):
// each player's deals by hand code 1..10, at most kDealsPerStream (256) a
// stream, kept in registers in one of two ways, chosen by the player count.
// Written once for the device and the CPU.
#pragma once

#include <cstdint>
#include <type_traits>

#include "core/hd.hpp"
#include "eval/device_eval.hpp"
#include "holdem/core/strength.hpp"

namespace holdem::device {

// The floors each deal's strength reached (kCategoryFloor[1..10], the
// floors of codes 1..10; code c's count is floor c's less floor c + 1's),
// two to a 32-bit word, a 16-bit count a half.  A word takes a strength s
// in three instructions: s in both halves plus, in each half, 0x8000 less
// its floor sets the half's top bit when s reaches the floor (s < 2^15:
// nothing carries between the halves), and the two top bits, shifted
// down, are the counts' increments.  Five words a player.
HOLDEM_HD constexpr std::uint32_t floor_pair(std::uint32_t low, std::uint32_t high) {
    return (0x8000u - high) << 16 | (0x8000u - low);
}
inline constexpr std::uint32_t kFloorPair0 = floor_pair(kCategoryFloor[1], kCategoryFloor[2]);
inline constexpr std::uint32_t kFloorPair1 = floor_pair(kCategoryFloor[3], kCategoryFloor[4]);
inline constexpr std::uint32_t kFloorPair2 = floor_pair(kCategoryFloor[5], kCategoryFloor[6]);
inline constexpr std::uint32_t kFloorPair3 = floor_pair(kCategoryFloor[7], kCategoryFloor[8]);
inline constexpr std::uint32_t kFloorPair4 = floor_pair(kCategoryFloor[9], kCategoryFloor[10]);

template <int N>
struct FloorCodes {
    static constexpr int kWords = 5;
    std::uint32_t floors[N][kWords] = {};  // floor i reached: half i % 2 of word i / 2

    HOLDEM_HD void add(int p, std::uint16_t strength) {
        const std::uint32_t pairs[kWords] = {kFloorPair0, kFloorPair1, kFloorPair2, kFloorPair3, kFloorPair4};
        const std::uint32_t both = strength * 0x10001u;
        HOLDEM_UNROLL
        for (int w = 0; w < kWords; ++w) floors[p][w] += ((both + pairs[w]) & 0x80008000u) >> 15;
    }
    // Player p's deals of hand code c (1..10).
    HOLDEM_HD std::uint32_t count(int p, int c) const { return reached(p, c - 1) - reached(p, c); }

private:
    HOLDEM_HD std::uint32_t reached(int p, int i) const {
        return i < 2 * kWords ? (floors[p][i / 2] >> (16 * (i % 2))) & 0xffffu : 0;
    }
};

// Each code's count in a 10-bit field, five to a 64-bit word: four
// registers a player, where the floors take five, and some twenty more
// instructions a strength (the code, then its field's shift).
template <int N>
struct FieldCodes {
    std::uint64_t fields[N][2] = {};  // hand code c: field (c - 1) % 5 of word (c - 1) / 5

    HOLDEM_HD void add(int p, std::uint16_t strength) {
        const int i = category_of(strength) - 1;
        fields[p][0] += i < 5 ? std::uint64_t{1} << (10 * i) : 0;
        fields[p][1] += i < 5 ? 0 : std::uint64_t{1} << (10 * (i - 5));
    }
    HOLDEM_HD std::uint32_t count(int p, int c) const {
        return static_cast<std::uint32_t>(fields[p][(c - 1) / 5] >> (10 * ((c - 1) % 5))) & 1023u;
    }
};

// The floors for up to six players, where the registers hold them; from
// seven the fields (`-Xptxas -v`: with the floors, 7 to 10 players spilled
// 96 to 576 bytes against none to 304).
inline constexpr int kMaxFloorPlayers = 6;
template <int N>
using CodeCounts = std::conditional_t<(N <= kMaxFloorPlayers), FloorCodes<N>, FieldCodes<N>>;

}  // namespace holdem::device
