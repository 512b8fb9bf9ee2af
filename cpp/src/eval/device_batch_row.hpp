// One row of the GPU batch kernel (cuda_batch.cu), written for the device's
// instruction budget and compiled for the CPU too, where the tests run it.
//
// A row of 5..7 cards travels packed in two 32-bit words (card i in byte i
// of `lo` for i < 4, in byte i - 4 of `hi` after).  The kernel reads the row
// as the two or three aligned words that hold it and funnel-shifts them into
// place, rather than load seven single bytes.  Then, per card, a byte
// extract and one shared-memory load of the rank key (16 words: a warp's
// loads never conflict), and its bit in its suit's 16-bit lane of `lanes`
// by two shifts; or (the card table, below) the card's key, suit byte and
// lane in one 16-byte load.
// The range test runs on four bytes at once; the lanes' popcounts give the
// duplicate test (seven distinct cards set seven bits) and, with the shifts,
// each suit's count (the card table's suit bytes count them as they are
// summed); the last table load is the flush table's or the non-flush
// table's, chosen by address, without a branch.
#pragma once

#include <cstddef>
#include <cstdint>

#include "eval/device_eval.hpp"
#include "holdem/eval/gpu_batch.hpp"  // BatchLanes

namespace holdem::device {

// A row's cards in two words: bytes 0..3 in lo, 4..Width-1 in hi, hi's other bytes zero.
struct PackedRow {
    std::uint32_t lo;
    std::uint32_t hi;
};

// Byte k (0..3) of x.
HOLDEM_HD inline std::uint32_t byte_of(std::uint32_t x, int k) {
#if defined(__CUDA_ARCH__)
    return __byte_perm(x, 0, 0x4440 | k);
#else
    return (x >> (8 * k)) & 0xff;
#endif
}

// The low word of (hi:lo) >> shift, for shift 0..31.
HOLDEM_HD inline std::uint32_t funnel_right(std::uint32_t lo, std::uint32_t hi, unsigned shift) {
#if defined(__CUDA_ARCH__)
    return __funnelshift_r(lo, hi, shift);
#else
    return static_cast<std::uint32_t>(((std::uint64_t{hi} << 32) | lo) >> shift);
#endif
}

// Whether a row starting at byte `offset` (0..3) of its first aligned word needs a third word.
template <int Width>
HOLDEM_HD constexpr bool row_needs_third_word(unsigned offset) {
    return offset + Width > 8;
}

// The row that starts at byte `offset` (0..3) of w0, read from the aligned
// words w0, w1, w2 that hold it (w2 only where row_needs_third_word).
template <int Width>
HOLDEM_HD inline PackedRow pack_row(std::uint32_t w0, std::uint32_t w1, std::uint32_t w2, unsigned offset) {
    constexpr std::uint32_t kHiBytes = Width == 5 ? 0xffu : Width == 6 ? 0xffffu : 0xffffffu;
    return {funnel_right(w0, w1, 8 * offset), funnel_right(w1, w2, 8 * offset) & kHiBytes};
}

// The row of Width bytes at `row`, packed (the CPU's way in; the kernel packs aligned words).
template <int Width>
HOLDEM_HD inline PackedRow pack_bytes(const unsigned char* row) {
    PackedRow p{0, 0};
    HOLDEM_UNROLL
    for (int i = 0; i < Width; ++i) (i < 4 ? p.lo : p.hi) |= std::uint32_t{row[i]} << (8 * (i & 3));
    return p;
}

// A byte above 51 names no card.  From 64 up it has bit 6 or 7 set
// (bytes_above_63); from 52 to 63 its lane bit (lane_positions) is one of
// ranks 13..15 in its suit's lane, which no card sets (kNoCardLanes).
HOLDEM_HD constexpr std::uint32_t bytes_above_63(std::uint32_t x) { return x & 0xc0c0c0c0u; }
inline constexpr std::uint64_t kNoCardLanes = 0xe000e000e000e000ull;

// Each byte c of x as its bit's position in the lanes, 16 * suit + rank
// (0..63 for any byte, so that a bad byte still shifts in range).
HOLDEM_HD constexpr std::uint32_t lane_positions(std::uint32_t x) {
    return ((x << 4) & 0x30303030u) | ((x >> 2) & 0x0f0f0f0fu);
}

// The rank key of the card in byte k of `rank_offsets` (each byte c & ~3: the
// key's byte offset in t.rank_keys; a byte above 51 reads a word further on in
// the table block, and its row is bad).
HOLDEM_HD inline std::uint32_t rank_key_at(std::uint32_t rank_offsets, int k, const DeviceTables& t) {
    const auto* keys = reinterpret_cast<const unsigned char*>(t.rank_keys);
    return *reinterpret_cast<const std::uint32_t*>(keys + byte_of(rank_offsets, k));
}

// Adds the card in byte k of `positions` (lane_positions) to the lanes (the
// device shifts a 64-bit one by 0..63 in two instructions, with no test).
HOLDEM_HD inline void add_to_lanes(std::uint64_t& lanes, std::uint32_t positions, int k) {
    lanes |= std::uint64_t{1} << byte_of(positions, k);
}

// Strength of a row from its cards' summed rank keys and ORed lanes (bit
// 16 * suit + rank, as card_lane); 0 when `validate` and the row holds a card
// above 51 or a card twice.
template <int Width>
HOLDEM_HD std::uint16_t row_strength(std::uint32_t rank_sum, std::uint64_t lanes, PackedRow row, bool validate,
                                     const DeviceTables& t) {
    const auto low = static_cast<std::uint32_t>(lanes), high = static_cast<std::uint32_t>(lanes >> 32);
    const int counts[4] = {popcount(low & 0xffffu), popcount(low >> 16), popcount(high & 0xffffu), popcount(high >> 16)};
    // At most one suit holds five of seven cards; flush_strength reads the low 13 bits.
    const std::uint32_t flush_lane = (counts[0] >= 5 ? low : 0) | (counts[1] >= 5 ? low >> 16 : 0) |
                                     (counts[2] >= 5 ? high : 0) | (counts[3] >= 5 ? high >> 16 : 0);
    // Both tables' entries are addressed and one is read: no branch for the rare flush.
    const std::uint16_t* plain = plain_entry(rank_hash(rank_sum), t);
    const std::uint16_t s = *(flush_lane ? &t.flush[flush_lane & 0x1fff] : plain);
    const bool bad = bytes_above_63(row.lo | row.hi) != 0 || (lanes & kNoCardLanes) != 0 ||
                     counts[0] + counts[1] + counts[2] + counts[3] != Width;
    return validate && bad ? 0 : s;
}

// Strength of a packed row of Width (5..7) cards, as row_strength: per card its
// rank key's load and two shifts for its lane bit (BatchLanes::kShifts).
template <int Width>
HOLDEM_HD std::uint16_t evaluate_packed(PackedRow row, bool validate, const DeviceTables& t) {
    const std::uint32_t lo_offsets = row.lo & 0xfcfcfcfcu, hi_offsets = row.hi & 0xfcfcfcfcu;
    const std::uint32_t lo_positions = lane_positions(row.lo), hi_positions = lane_positions(row.hi);
    std::uint32_t rank_sum = 0;
    std::uint64_t lanes = 0;
    HOLDEM_UNROLL
    for (int k = 0; k < 4; ++k) {
        rank_sum += rank_key_at(lo_offsets, k, t);
        add_to_lanes(lanes, lo_positions, k);
    }
    HOLDEM_UNROLL
    for (int k = 0; k < Width - 4; ++k) {
        rank_sum += rank_key_at(hi_offsets, k, t);
        add_to_lanes(lanes, hi_positions, k);
    }
    return row_strength<Width>(rank_sum, lanes, row, validate, t);
}

// ---- Lanes from a card table (BatchLanes::kCardTable) ---------------------------------------------------------
// Each card's key and lane from one 16-byte shared-memory load, in place of
// a load and two shifts, and its suit in a byte that the row sums (no
// popcount a suit): fewer integer instructions (the pipe that bounds the
// kernel), more shared-memory traffic.  The table holds 64 cards, 0..51
// and then 12 that no card has (their lane bit is in kNoCardLanes, so a byte
// of 52..63 makes its row bad; a byte from 64 up is bad by bytes_above_63
// and reads card byte & 63), each in kCardCopies copies side by side, 256
// bytes a card: thread t reads copy t % 16, so a quarter warp's eight 16-byte
// loads fall in eight different groups of four banks, whatever their cards.
// A card's byte offset, card * 256 + copy * 16, is one byte permute.
inline constexpr unsigned kCardCopies = 16;
inline constexpr unsigned kCardTableEntries = 64 * kCardCopies;
inline constexpr std::size_t kCardTableBytes = kCardTableEntries * sizeof(CardBits);

// A card's suit in the card table's high key word: a byte a suit, one in
// its suit's byte.  Seven cards' sum from kSuitBytesStart sets bit 7 of a
// suit's byte exactly when the suit holds five or more (123 + 5 = 128, and
// 123 + 7 stays below 256: no byte carries into the next).
HOLDEM_HD constexpr std::uint32_t suit_byte(unsigned card) { return 1u << (8 * (card & 3)); }
inline constexpr std::uint32_t kSuitBytesStart = 0x7b7b7b7bu;
inline constexpr std::uint32_t kSuitByteFlush = 0x80808080u;

// Entry i of the card table: card i / kCardCopies, its rank key in the low
// word of `key` and its suit_byte in the high word.
HOLDEM_HD inline CardBits card_table_entry(unsigned i, const DeviceTables& t) {
    const unsigned card = i / kCardCopies;
    constexpr std::uint64_t kNoCardLane = kNoCardLanes & (~kNoCardLanes + 1);  // the lowest: rank 13, first suit
    if (card >= 52) return CardBits{0, kNoCardLane};
    const std::uint64_t rank_key = t.rank_keys[card >> 2];
    return CardBits{rank_key | (std::uint64_t{suit_byte(card)} << 32), card_lane(card)};
}

// The host's copy of the card table (built once from host_table_block's rank keys).
const CardBits* host_card_table();

// The byte offset in the card table of the card in byte k of `cards` (each
// byte 0..63), copy `copy_offset` / 16: card * 256 + copy_offset.
HOLDEM_HD inline std::uint32_t card_table_offset(std::uint32_t cards, int k, std::uint32_t copy_offset) {
#if defined(__CUDA_ARCH__)
    return __byte_perm(cards, copy_offset, 0x5504 | (k << 4));  // bytes: copy_offset's, the card, 0, 0
#else
    return (((cards >> (8 * k)) & 0xff) << 8) | copy_offset;
#endif
}

// Adds the card in byte k of `cards` to the rank sum, the suit bytes' sum and
// the lanes, from the card table at `table` (copy_offset: 16 * the thread's copy).
HOLDEM_HD inline void add_from_table(const CardBits* table, std::uint32_t cards, int k, std::uint32_t copy_offset,
                                     std::uint32_t& rank_sum, std::uint32_t& suit_sum, std::uint64_t& lanes) {
    const auto* entry = reinterpret_cast<const unsigned char*>(table) + card_table_offset(cards, k, copy_offset);
#if defined(__CUDA_ARCH__)
    const uint4 bits = *reinterpret_cast<const uint4*>(entry);  // one 16-byte load
    rank_sum += bits.x;
    suit_sum += bits.y;
    lanes |= bits.z | (std::uint64_t{bits.w} << 32);
#else
    const auto* bits = reinterpret_cast<const CardBits*>(entry);
    rank_sum += static_cast<std::uint32_t>(bits->key);
    suit_sum += static_cast<std::uint32_t>(bits->key >> 32);
    lanes |= bits->lane;
#endif
}

// Byte n of the result: 0xff where the top bit of byte k of x is set, else
// 0, for nibble n of `selector` 8 + k (k = 0..3).  PTX's prmt does it in one
// instruction (a nibble's top bit asks for the byte's sign); CUDA's
// __byte_perm has no such mode.
HOLDEM_HD inline std::uint32_t byte_signs(std::uint32_t x, std::uint32_t selector) {
#if defined(__CUDA_ARCH__)
    std::uint32_t out;
    asm("prmt.b32 %0, %1, 0, %2;" : "=r"(out) : "r"(x), "r"(selector));
    return out;
#else
    std::uint32_t out = 0;
    for (int n = 0; n < 4; ++n) {
        const unsigned k = (selector >> (4 * n)) & 3;
        if ((x >> (8 * k + 7)) & 1) out |= 0xffu << (8 * n);
    }
    return out;
#endif
}

// Strength of a row as row_strength, its flush suit found from the sum of
// its cards' suit_bytes (from kSuitBytesStart) instead of four popcounts:
// the flush suit's lane is kept by masks made from its byte's top bit.
template <int Width>
HOLDEM_HD std::uint16_t row_strength_by_suit_bytes(std::uint32_t rank_sum, std::uint32_t suit_sum,
                                                   std::uint64_t lanes, PackedRow row, bool validate,
                                                   const DeviceTables& t) {
    const auto low = static_cast<std::uint32_t>(lanes), high = static_cast<std::uint32_t>(lanes >> 32);
    // Suit s's lane is 16-bit half s % 2 of word s / 2: its masks are its byte's sign, twice.
    const std::uint32_t flush_word = (low & byte_signs(suit_sum, 0x9988u)) | (high & byte_signs(suit_sum, 0xbbaau));
    const std::uint32_t flush_lane = flush_word | (flush_word >> 16);  // at most one suit holds five of seven
    const std::uint16_t* plain = plain_entry(rank_hash(rank_sum), t);
    const std::uint16_t s = *((suit_sum & kSuitByteFlush) != 0 ? &t.flush[flush_lane & 0x1fff] : plain);
    const bool bad = bytes_above_63(row.lo | row.hi) != 0 || (lanes & kNoCardLanes) != 0 ||
                     popcount(low) + popcount(high) != Width;
    return validate && bad ? 0 : s;
}

// Strength of a packed row as evaluate_packed, its cards read from the card
// table (add_from_table; copy: the thread's copy, 0..15).
template <int Width>
HOLDEM_HD std::uint16_t evaluate_packed_from_table(PackedRow row, bool validate, const DeviceTables& t,
                                                   const CardBits* table, unsigned copy) {
    const std::uint32_t lo = row.lo & 0x3f3f3f3fu, hi = row.hi & 0x3f3f3f3fu, copy_offset = 16 * copy;
    std::uint32_t rank_sum = 0, suit_sum = kSuitBytesStart;
    std::uint64_t lanes = 0;
    HOLDEM_UNROLL
    for (int k = 0; k < 4; ++k) add_from_table(table, lo, k, copy_offset, rank_sum, suit_sum, lanes);
    HOLDEM_UNROLL
    for (int k = 0; k < Width - 4; ++k) add_from_table(table, hi, k, copy_offset, rank_sum, suit_sum, lanes);
    return row_strength_by_suit_bytes<Width>(rank_sum, suit_sum, lanes, row, validate, t);
}

// Strength of a packed row by either way to its lanes (`table` and `copy`
// are the card table's, read with BatchLanes::kCardTable): the kernel passes
// its template argument, the host emulation the caller's choice.
template <int Width>
HOLDEM_HD std::uint16_t evaluate_packed_by(BatchLanes lanes, PackedRow row, bool validate, const DeviceTables& t,
                                           const CardBits* table, unsigned copy) {
    return lanes == BatchLanes::kShifts ? evaluate_packed<Width>(row, validate, t)
                                        : evaluate_packed_from_table<Width>(row, validate, t, table, copy);
}

}  // namespace holdem::device
