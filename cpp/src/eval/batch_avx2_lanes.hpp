// The AVX2 batch kernel, eight rows at a time without a table load per card,
// for any game whose cards carry the Hold'em evaluator's keys: Hold'em
// (batch_avx2.cpp) and short deck (shortdeck_avx2.cpp) instantiate it with
// their own hash, tables and lowest card (internal to holdem_core).
//
// A card's key (see evaluator.hpp) is a rank key of three bytes plus a suit
// counter.  Rather than load seven keys per row, the kernel spreads each row
// into its own 8-byte lane and looks the key's bytes up with byte shuffles
// (a 16-entry table per byte of the rank key, indexed by rank; two for the
// suit counters, indexed by the card itself).  A sum of absolute differences
// against zero then adds the eight bytes of each lane: each byte plane of
// the key sums separately, and shifting the plane sums into place gives the
// row's key sum exactly.  The hash and the flush test run on eight rows at
// once; the two table loads per row follow in a plain loop over a chunk of
// rows (gathers measured slower), and flushes (about 3% of random 7-card
// rows, 2% in short deck) are fixed up one row at a time.
//
// Validation happens on the spread lanes as well: a byte above 51 (or below
// the game's lowest card) is no card, and each lane is compared with itself
// rotated by one to four bytes, which pairs every two of its bytes (the empty
// bytes hold distinct non-card values).
//
// The AVX2 functions carry a target attribute; the files are not compiled
// with -mavx2, because inline functions of shared headers compiled there must
// stay runnable on any x86-64 (the linker may keep those files' copy of them).
//
// A Game supplies:
//   static constexpr std::uint32_t kHashMultiplier, kHashMask;  // slot = (sum * multiplier) & mask
//   static constexpr int kLowestCard;                 // cards below it are invalid (0: every card is valid)
//   static Strength slot_strength(std::uint32_t slot);    // a non-flush row's strength
//   template <std::size_t Width> static Strength row_strength(const Card* row);  // a row alone (flush rows)
#pragma once

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define HOLDEM_HAVE_AVX2_KERNEL 1
#endif

#if defined(HOLDEM_HAVE_AVX2_KERNEL)

#include <immintrin.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "holdem/core/cards.hpp"
#include "holdem/core/strength.hpp"
#include "holdem/fast_tables.hpp"

namespace holdem::detail::avx2 {

// ---- Byte tables (each 32 bytes: the same 16 in both 128-bit lanes, as vpshufb works per lane) -----------------
using ByteTable = std::array<std::uint8_t, 32>;

template <class Entry>
constexpr ByteTable both_lanes(Entry entry) {
    ByteTable table{};
    for (int i = 0; i < 32; ++i) table[i] = static_cast<std::uint8_t>(entry(i % 16));
    return table;
}

// Byte `b` of each rank's key; ranks 13..15 (the empty bytes) have key 0.
constexpr ByteTable rank_key_byte(int b) {
    return both_lanes([b](int rank) { return rank < 13 ? (tables::kRankKeys[rank] >> (8 * b)) & 0xff : 0u; });
}
static_assert(tables::kRankKeys[12] < (1u << 24), "rank keys must fit three bytes");

// Suit counters, two suits a table (nibbles: c0 + 16 c1, c2 + 16 c3),
// indexed by the card (vpshufb uses its low four bits, whose low two are the suit).
constexpr ByteTable suit_counter_byte(int first_suit) {
    return both_lanes([first_suit](int card) {
        const int suit = card & 3;
        return suit == first_suit ? 1 : suit == first_suit + 1 ? 16 : 0;
    });
}

// Spreads two rows of `width` bytes (16 bytes loaded at the first) into two
// 8-byte lanes; 0x80 makes vpshufb write a zero.
constexpr ByteTable spread(int width) {
    return both_lanes([width](int j) { return j % 8 < width ? (j / 8) * width + j % 8 : 0x80; });
}

// The empty bytes of a lane: distinct values that are no cards, and whose
// rank index (byte >> 2, low four bits) is 15, a zero key.
constexpr ByteTable empty_bytes(int width) {
    return both_lanes([width](int j) { return j % 8 < width ? 0 : 0xff - (j % 8 - width); });
}

// Rotates each 8-byte lane by `k` bytes.
constexpr ByteTable rotate(int k) {
    return both_lanes([k](int j) { return (j & ~7) | ((j + k) & 7); });
}

struct alignas(32) KernelTables {
    ByteTable rank_key[3] = {rank_key_byte(0), rank_key_byte(1), rank_key_byte(2)};
    ByteTable suit_counter[2] = {suit_counter_byte(0), suit_counter_byte(2)};
    ByteTable spread_rows[3] = {spread(5), spread(6), spread(7)};
    ByteTable empty[3] = {empty_bytes(5), empty_bytes(6), empty_bytes(7)};
    ByteTable rotations[4] = {rotate(1), rotate(2), rotate(3), rotate(4)};
};
inline constexpr KernelTables kKernelTables{};

// ---- Vector helpers --------------------------------------------------------------------------------------------------
[[gnu::target("avx2"), gnu::always_inline]] inline __m256i load_table(const ByteTable& table) {
    return _mm256_load_si256(reinterpret_cast<const __m256i*>(table.data()));
}

// Rows r, r+1 in the low 128-bit lane and r+2, r+3 in the high one, spread.
template <std::size_t Width>
[[gnu::target("avx2"), gnu::always_inline]] inline __m256i load_four_rows(const Card* row) {
    const __m128i low = _mm_loadu_si128(reinterpret_cast<const __m128i*>(row));
    const __m128i high = _mm_loadu_si128(reinterpret_cast<const __m128i*>(row + 2 * Width));
    const __m256i bytes = _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
    return _mm256_shuffle_epi8(bytes, load_table(kKernelTables.spread_rows[Width - 5]));
}

// Nonzero bytes where a lane (cards and empty bytes) is invalid: a byte above
// 51, below LowestCard, or two equal bytes.  `lanes` has its empty bytes
// filled (values above 51, so they pass the lowest-card test).
template <int LowestCard>
[[gnu::target("avx2"), gnu::always_inline]] inline __m256i invalid_bytes(__m256i spread_cards, __m256i lanes) {
    __m256i bad = _mm256_subs_epu8(spread_cards, _mm256_set1_epi8(kNumCards - 1));
    if constexpr (LowestCard > 0) bad = _mm256_or_si256(bad, _mm256_subs_epu8(_mm256_set1_epi8(LowestCard), lanes));
    for (const ByteTable& rotation : kKernelTables.rotations)
        bad = _mm256_or_si256(bad, _mm256_cmpeq_epi8(lanes, _mm256_shuffle_epi8(lanes, load_table(rotation))));
    return bad;
}

// Sum of the bytes of `table` looked up at each byte of the lane, per 64-bit lane.
[[gnu::target("avx2"), gnu::always_inline]] inline __m256i lane_sum(const ByteTable& table, __m256i index) {
    return _mm256_sad_epu8(_mm256_shuffle_epi8(load_table(table), index), _mm256_setzero_si256());
}

// Rank-key sums of four spread rows (in the low 32 bits of each 64-bit lane),
// and their suit counts (nibbles c0, c1, c2, c3 in the low 16 bits).
struct LaneSums {
    __m256i ranks;
    __m256i suits;
};

[[gnu::target("avx2"), gnu::always_inline]] inline LaneSums lane_sums(__m256i lanes) {
    const __m256i rank = _mm256_and_si256(_mm256_srli_epi16(lanes, 2), _mm256_set1_epi8(0x0f));
    const __m256i ranks = _mm256_add_epi64(
        _mm256_add_epi64(lane_sum(kKernelTables.rank_key[0], rank),
                         _mm256_slli_epi64(lane_sum(kKernelTables.rank_key[1], rank), 8)),
        _mm256_slli_epi64(lane_sum(kKernelTables.rank_key[2], rank), 16));
    const __m256i suits = _mm256_add_epi64(lane_sum(kKernelTables.suit_counter[0], lanes),
                                           _mm256_slli_epi64(lane_sum(kKernelTables.suit_counter[1], lanes), 8));
    return {ranks, suits};
}

// The hashed slot of each rank-key sum (low 32 bits of each 64-bit lane), as the game's scalar evaluator hashes it.
template <class Game>
[[gnu::target("avx2"), gnu::always_inline]] inline __m256i hash_slots(__m256i ranks) {
    return _mm256_and_si256(_mm256_mul_epu32(ranks, _mm256_set1_epi64x(Game::kHashMultiplier)),
                            _mm256_set1_epi64x(Game::kHashMask));
}

// Bit i set when lane i holds five or more cards of a suit (a count + 3 reaches 8).
[[gnu::target("avx2"), gnu::always_inline]] inline int flush_lanes(__m256i suits) {
    const __m256i flush = _mm256_and_si256(_mm256_add_epi64(suits, _mm256_set1_epi64x(0x3333)),
                                           _mm256_set1_epi64x(0x8888));
    const __m256i none = _mm256_cmpeq_epi64(flush, _mm256_setzero_si256());
    return ~_mm256_movemask_pd(_mm256_castsi256_pd(none)) & 0xf;
}

// ---- The kernel ------------------------------------------------------------------------------------------------------
// Rows go through in chunks, in two passes: the vector pass hashes every row
// of the chunk into a small buffer, then a plain loop makes the two table
// loads per row.  Apart, the loads are independent of one another and the
// processor overlaps them; made right after each group's vector work they
// cost about a third more.
inline constexpr std::size_t kChunkRows = 2048;
static_assert(kChunkRows % 64 == 0, "fix_flushes reads the flush flags 64 rows at a time");

struct Chunk {
    alignas(32) std::uint32_t slots[kChunkRows];
    std::uint8_t flushes[kChunkRows / 8];  // bit i of entry g: row 8g + i is a flush (kChunkRows / 64 words)
};

// Hashes the groups of eight rows from `begin` to `end` (a multiple of eight
// rows apart) into `chunk`; with Validate, stops at the first group holding an
// invalid row.  Returns the row it stopped at.
template <class Game, std::size_t Width, bool Validate>
[[gnu::target("avx2")]] std::size_t hash_groups(const Card* cards, std::size_t begin, std::size_t end, Chunk& chunk) {
    const __m256i empty = load_table(kKernelTables.empty[Width - 5]);
    // After the blend below the rows stand in the order r, r+4, r+1, r+5, ...
    const __m256i in_order = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    std::size_t r = begin;
    for (std::size_t g = 0; r < end; r += 8, ++g) {
        const Card* group = cards + r * Width;
        const __m256i first = load_four_rows<Width>(group);
        const __m256i second = load_four_rows<Width>(group + 4 * Width);
        const __m256i first_lanes = _mm256_or_si256(first, empty);
        const __m256i second_lanes = _mm256_or_si256(second, empty);
        if constexpr (Validate) {
            const __m256i bad = _mm256_or_si256(invalid_bytes<Game::kLowestCard>(first, first_lanes),
                                                invalid_bytes<Game::kLowestCard>(second, second_lanes));
            if (!_mm256_testz_si256(bad, bad)) break;
        }
        const LaneSums first_sums = lane_sums(first_lanes);
        const LaneSums second_sums = lane_sums(second_lanes);
        const __m256i slots = _mm256_permutevar8x32_epi32(
            _mm256_blend_epi32(hash_slots<Game>(first_sums.ranks),
                               _mm256_slli_epi64(hash_slots<Game>(second_sums.ranks), 32), 0xaa),
            in_order);
        _mm256_store_si256(reinterpret_cast<__m256i*>(chunk.slots + 8 * g), slots);
        chunk.flushes[g] =
            static_cast<std::uint8_t>(flush_lanes(first_sums.suits) | flush_lanes(second_sums.suits) << 4);
    }
    return r;
}

// Flush rows, about 2 in 64 random 7-card rows, are evaluated alone
// (Game::row_strength).  Their flags are read 64 rows at a time, so the loop
// mispredicts about once per 64 rows rather than once per group.
template <class Game, std::size_t Width>
void fix_flushes(const Chunk& chunk, std::size_t groups, const Card* rows, Strength* out) {
    for (std::size_t g = 0; g < groups; g += 8) {
        std::uint64_t flushes;
        std::memcpy(&flushes, chunk.flushes + g, sizeof flushes);
        if (groups - g < 8) flushes &= (std::uint64_t{1} << (8 * (groups - g))) - 1;
        for (; flushes; flushes &= flushes - 1) {
            const std::size_t row = 8 * g + static_cast<std::size_t>(__builtin_ctzll(flushes));
            out[row] = Game::template row_strength<Width>(rows + row * Width);
        }
    }
}

// Rows [begin, end) of `rows` rows in all, eight at a time, as long as a
// whole group of eight lies in the range (and its 16-byte loads inside the
// array) and, with Validate, holds only valid rows.  Returns the first row it
// did not evaluate, where the game's scalar kernel takes over.
template <class Game, std::size_t Width, bool Validate>
std::size_t evaluate_groups(const Card* cards, std::size_t rows, std::size_t begin, std::size_t end,
                            Strength* out) {
    std::size_t groups = end > begin ? (end - begin) / 8 : 0;
    // A group's last load reads 16 bytes at its seventh row.
    while (groups > 0 && (begin + 8 * (groups - 1) + 6) * Width + 16 > rows * Width) --groups;
    const std::size_t groups_end = begin + 8 * groups;
    Chunk chunk;
    for (std::size_t r = begin; r < groups_end; r += kChunkRows) {
        const std::size_t chunk_end = std::min(groups_end, r + kChunkRows);
        const std::size_t hashed_end = hash_groups<Game, Width, Validate>(cards, r, chunk_end, chunk);
        for (std::size_t i = 0; i < hashed_end - r; ++i) out[r + i] = Game::slot_strength(chunk.slots[i]);
        fix_flushes<Game, Width>(chunk, (hashed_end - r) / 8, cards + r * Width, out + r);
        if (hashed_end < chunk_end) return hashed_end;
    }
    return groups_end;
}

// evaluate_groups for a width 5..7 and validation chosen at run time.
template <class Game>
std::size_t evaluate_groups(const Card* cards, std::size_t rows, std::size_t width, std::size_t begin,
                            std::size_t end, Strength* out, bool validate) {
    switch (width) {
        case 5:
            return validate ? evaluate_groups<Game, 5, true>(cards, rows, begin, end, out)
                            : evaluate_groups<Game, 5, false>(cards, rows, begin, end, out);
        case 6:
            return validate ? evaluate_groups<Game, 6, true>(cards, rows, begin, end, out)
                            : evaluate_groups<Game, 6, false>(cards, rows, begin, end, out);
        default:
            return validate ? evaluate_groups<Game, 7, true>(cards, rows, begin, end, out)
                            : evaluate_groups<Game, 7, false>(cards, rows, begin, end, out);
    }
}

}  // namespace holdem::detail::avx2

#endif  // HOLDEM_HAVE_AVX2_KERNEL
