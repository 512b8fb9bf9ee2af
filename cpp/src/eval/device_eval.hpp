// The fast evaluator (evaluator.hpp) for code that also runs on a CUDA
// device: the same keys, perfect hash and tables, but read through a
// DeviceTables view (global or shared memory on the device, the library's
// own tables on the CPU) instead of the host's constexpr arrays.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/hd.hpp"
#include "holdem/fast_tables.hpp"

namespace holdem::device {

// A card's key (rank key plus its suit counter) and its bit in its suit's
// 16-bit rank lane: 16 bytes, read in one shared-memory load.
struct CardBits {
    std::uint64_t key;
    std::uint64_t lane;
};

// The tables in one contiguous block, the layout the kernels copy into
// shared memory: every card's CardBits, rank keys (16 words, 13 used), the
// byte select of the Monte Carlo deal (a word per byte value, nibble i the
// position of its i-th set bit), the flush table, the row offsets, the
// non-flush table; padded to a multiple of 16 bytes for 16-byte copies.
inline constexpr std::size_t kCardBitsOffset = 0;
inline constexpr std::size_t kRankKeysOffset = 52 * sizeof(CardBits);
inline constexpr std::size_t kByteSelectOffset = kRankKeysOffset + 16 * sizeof(std::uint32_t);
inline constexpr std::size_t kFlushOffset = kByteSelectOffset + 256 * sizeof(std::uint32_t);
inline constexpr std::size_t kRowOffsetsOffset = kFlushOffset + 8192 * sizeof(std::uint16_t);
inline constexpr std::size_t kNonFlushOffset = kRowOffsetsOffset + tables::kNumRows * sizeof(std::uint16_t);
inline constexpr std::size_t kTableBlockBytes =
    (kNonFlushOffset + tables::kNonFlushSize * sizeof(std::uint16_t) + 15) / 16 * 16;

inline constexpr std::uint64_t kSuitCounterStart = 0x3333ull << 32;
inline constexpr std::uint64_t kFlushBits = 0x8888ull << 32;

struct DeviceTables {
    const CardBits* cards;
    const std::uint32_t* rank_keys;
    const std::uint32_t* byte_select;
    const std::uint16_t* flush;
    const std::uint16_t* row_offsets;
    const std::uint16_t* non_flush;
};

// A view of a table block laid out as above.
HOLDEM_HD inline DeviceTables tables_in(const void* block) {
    const auto* bytes = static_cast<const unsigned char*>(block);
    return {reinterpret_cast<const CardBits*>(bytes + kCardBitsOffset),
            reinterpret_cast<const std::uint32_t*>(bytes + kRankKeysOffset),
            reinterpret_cast<const std::uint32_t*>(bytes + kByteSelectOffset),
            reinterpret_cast<const std::uint16_t*>(bytes + kFlushOffset),
            reinterpret_cast<const std::uint16_t*>(bytes + kRowOffsetsOffset),
            reinterpret_cast<const std::uint16_t*>(bytes + kNonFlushOffset)};
}

// The host's copy of the table block (built once from the generated tables).
const unsigned char* host_table_block();

// A card's bit in the lanes (16 * suit + rank: its bit in its suit's 16-bit
// rank lane), and the card of a lane bit.
HOLDEM_HD inline unsigned lane_bit(unsigned card) { return 16 * (card & 3) + (card >> 2); }
HOLDEM_HD inline unsigned card_of_lane_bit(unsigned bit) { return 4 * (bit & 15) + (bit >> 4); }

// The key (rank key plus suit counter) of the card whose lane bit is `bit`,
// from the rank keys.
HOLDEM_HD inline std::uint64_t lane_bit_key(unsigned bit, const DeviceTables& t) {
    return t.rank_keys[bit & 15] | (std::uint64_t{1} << (32 + 4 * (bit >> 4)));
}

// A card's key and lane; t.cards[card] holds both (host_table_block fills it with these).
HOLDEM_HD inline std::uint64_t card_key(unsigned card, const DeviceTables& t) { return lane_bit_key(lane_bit(card), t); }
HOLDEM_HD inline std::uint64_t card_lane(unsigned card) { return std::uint64_t{1} << lane_bit(card); }

HOLDEM_HD inline unsigned lowest_bit(std::uint64_t x) {
#if defined(__CUDA_ARCH__)
    return static_cast<unsigned>(__ffsll(static_cast<long long>(x)) - 1);
#else
    return static_cast<unsigned>(__builtin_ctzll(x));
#endif
}

HOLDEM_HD inline int popcount(std::uint32_t x) {
#if defined(__CUDA_ARCH__)
    return __popc(x);
#else
    return __builtin_popcount(x);
#endif
}

// The non-flush table's hash of a rank-key sum, before its mask.  It is
// linear (mod 2^32): the hash of a + b is rank_hash(a) + rank_hash(b), so
// parts of a hand shared by many hands (Omaha's board triples and hole
// pairs) are hashed once.
HOLDEM_HD inline std::uint32_t rank_hash(std::uint32_t rank_sum) { return rank_sum * tables::kHashMultiplier; }

// The non-flush table's entry for the rank_hash of 5..7 cards' rank keys.
HOLDEM_HD inline const std::uint16_t* plain_entry(std::uint32_t hash, const DeviceTables& t) {
    const std::uint32_t h = hash & tables::kHashMask;
    return &t.non_flush[tables::kRowOffsetStep * t.row_offsets[h >> tables::kRowShift] + (h & tables::kColumnMask)];
}

// Strength of 5..7 cards read as if none made a flush, from the rank_hash of their rank keys' sum.
HOLDEM_HD inline std::uint16_t plain_strength_of_hash(std::uint32_t hash, const DeviceTables& t) {
    return *plain_entry(hash, t);
}

// Strength of 5..7 cards read as if none made a flush, from the sum of their rank keys.
HOLDEM_HD inline std::uint16_t plain_strength(std::uint32_t rank_sum, const DeviceTables& t) {
    return plain_strength_of_hash(rank_hash(rank_sum), t);
}

// Strength of a flush (or straight flush) from its suit's 13-bit rank mask (5..7 bits).
HOLDEM_HD inline std::uint16_t flush_strength(std::uint32_t rank_mask, const DeviceTables& t) {
    return t.flush[rank_mask & 0x1fff];
}

// Strength 1..7462 of 5..7 cards from their summed keys (from
// kSuitCounterStart) and ORed lanes.
HOLDEM_HD inline std::uint16_t strength(std::uint64_t key, std::uint64_t lanes, const DeviceTables& t) {
    if (const std::uint64_t flush = key & kFlushBits) {
        const unsigned suit = (lowest_bit(flush) - 35) >> 2;
        return flush_strength(static_cast<std::uint32_t>(lanes >> (16 * suit)), t);
    }
    return plain_strength(static_cast<std::uint32_t>(key), t);
}

// Hand code 1..10 of a strength (the floors of strength.hpp's kCategoryFloor, counted without branches).
HOLDEM_HD inline int category_of(std::uint16_t s) {
    return 1 + (s >= 1278) + (s >= 4138) + (s >= 4996) + (s >= 5854) + (s >= 5864) + (s >= 7141) + (s >= 7297) +
           (s >= 7453) + (s >= 7462);
}

}  // namespace holdem::device
