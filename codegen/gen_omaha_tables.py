"""Generate the Omaha evaluator's tables (C++ source, table data only).

An Omaha hand uses exactly two hole cards and three board cards.  Ignoring
flushes, its value depends only on ranks: the multiset of the five board
ranks and the two ranks of the hole pair used.  So the main table holds, for
every board rank multiset (row) and every unordered hole rank pair (column),
the best non-flush strength over the ten board triples:

    row    = the board's rank multiset, 0 .. 6174 (lexicographic order)
    column = colex index of the hole ranks a <= b: a + C(b + 1, 2), 0 .. 90

Entries that cannot occur (a rank five times) hold 0.  Strengths need 13
bits: a row is 91 13-bit fields, a little-endian bit stream padded to 148
bytes, so rows start on bytes (915 KB in all; 16-bit entries would take
1.12 MB).  Three spare bytes at the end let readers always load four bytes.
Flushes are not in the table: the evaluator looks them up by rank mask in the
fast evaluator's flush table.

Finding the row without sorting the board: each rank has a key (RANK_KEYS,
every multiset of up to five ranks has its own sum), and a two-level perfect
hash (hash and displace) maps the board's key sum to its row:

    bucket = (sum * BUCKET_MULTIPLIER mod 2**32) >> (32 - BUCKET_BITS)
    slot   = ((sum * SLOT_MULTIPLIER mod 2**32) >> (32 - SLOT_BITS)) ^ DISPLACEMENT[bucket]
    row    = ROW_OF_SLOT[slot]

Usage: python gen_omaha_tables.py OUTPUT_DIR
Writes OUTPUT_DIR/holdem/omaha_tables.hpp and OUTPUT_DIR/omaha_tables.cpp.
"""

from __future__ import annotations

import itertools
import sys
from math import comb
from pathlib import Path

import numpy as np
from emit import array_initializer, write_if_changed
from hand_values import NUM_RANKS, rank_multisets, strength_of, value_from_counts

BOARD_CARDS = 5
NUM_COLUMNS = comb(NUM_RANKS + 1, 2)  # 91 unordered hole rank pairs
ENTRY_BITS = 13
ROW_BYTES = -(-NUM_COLUMNS * ENTRY_BITS // 8)  # 148
MULTISET_SIZE_5 = comb(NUM_RANKS + 4, 5)

# Greedy (each key the smallest keeping every multiset of at most five ranks,
# each at most four times, summing uniquely); verified below.
RANK_KEYS = (0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415)
BUCKET_BITS = 11
SLOT_BITS = 13
# Tried in order until the displacement search succeeds (the first does).
MULTIPLIERS = ((0x9E3779B1, 0x85EBCA77), (0xC2B2AE3D, 0x27D4EB2F), (0x165667B1, 0xD3A2646C))


def multiset_index(sorted_ranks: np.ndarray) -> np.ndarray:
    """Colex index of rank multisets given as rows of ascending ranks."""
    index = np.zeros(sorted_ranks.shape[:-1], dtype=np.int64)
    for i in range(sorted_ranks.shape[-1]):
        shifted = sorted_ranks[..., i].astype(np.int64) + i
        binomials = np.array([comb(int(x), i + 1) for x in range(NUM_RANKS + i)], dtype=np.int64)
        index += binomials[shifted]
    return index


def all_multisets(size: int) -> np.ndarray:
    """Every multiset of ``size`` ranks (repeats unbounded) as ascending rows."""
    return np.array(list(itertools.combinations_with_replacement(range(NUM_RANKS), size)), dtype=np.int64)


def five_rank_strengths() -> np.ndarray:
    """Non-flush strength of each 5-rank multiset, by colex index (0 for five of a kind)."""
    strengths = strength_of()
    table = np.zeros(MULTISET_SIZE_5, dtype=np.int64)
    for counts in rank_multisets(5):
        ranks = np.array([[r for r in range(NUM_RANKS) for _ in range(counts[r])]])
        table[multiset_index(ranks)[0]] = strengths[value_from_counts(counts)]
    return table


def rank_counts(multisets: np.ndarray) -> np.ndarray:
    """Per-rank counts (…, 13) of rows of ranks."""
    return (multisets[..., :, None] == np.arange(NUM_RANKS)).sum(axis=-2)


def board_multisets() -> np.ndarray:
    """The possible board rank multisets (no rank five times), ascending rows, in row order."""
    boards = all_multisets(BOARD_CARDS)
    return boards[rank_counts(boards).max(axis=-1) <= 4]


def non_flush_table(boards: np.ndarray) -> np.ndarray:
    """The (boards, columns) table of best non-flush strengths, columns in colex order."""
    pairs = all_multisets(2)
    five = five_rank_strengths()
    best = np.zeros((len(boards), len(pairs)), dtype=np.int64)
    for triple in itertools.combinations(range(BOARD_CARDS), 3):
        chosen = np.broadcast_to(boards[:, None, list(triple)], (len(boards), len(pairs), 3))
        held = np.broadcast_to(pairs[None, :, :], (len(boards), len(pairs), 2))
        hands = np.sort(np.concatenate([chosen, held], axis=-1), axis=-1)
        best = np.maximum(best, five[multiset_index(hands)])
    possible = (rank_counts(boards)[:, None, :] + rank_counts(pairs)[None, :, :]).max(axis=-1) <= 4
    best[~possible] = 0
    table = np.zeros_like(best)
    table[:, multiset_index(pairs)] = best
    return table


def key_sums(boards: np.ndarray) -> np.ndarray:
    """Each board's rank-key sum; fails unless every multiset of up to five ranks has its own."""
    for size in range(1, BOARD_CARDS + 1):
        multisets = all_multisets(size)
        multisets = multisets[rank_counts(multisets).max(axis=-1) <= 4]
        sums = np.array(RANK_KEYS, dtype=np.int64)[multisets].sum(axis=-1)
        if len(np.unique(sums)) != len(sums):
            raise SystemExit(f"rank keys are not unique for {size} ranks")
    return np.array(RANK_KEYS, dtype=np.int64)[boards].sum(axis=-1)


def hash_bits(sums: np.ndarray, multiplier: int, bits: int) -> np.ndarray:
    return ((sums * multiplier) & 0xFFFFFFFF) >> (32 - bits)


def perfect_hash(sums: np.ndarray) -> tuple[int, int, np.ndarray, np.ndarray]:
    """Multipliers, displacements and slot -> row of a hash-and-displace perfect hash on ``sums``.

    Buckets are placed fullest first, each with the smallest displacement
    that sends all its sums to free slots.
    """
    for bucket_multiplier, slot_multiplier in MULTIPLIERS:
        buckets = hash_bits(sums, bucket_multiplier, BUCKET_BITS)
        slots = hash_bits(sums, slot_multiplier, SLOT_BITS)
        displacement = np.zeros(1 << BUCKET_BITS, dtype=np.int64)
        row_of_slot = np.zeros(1 << SLOT_BITS, dtype=np.int64)
        used = np.zeros(1 << SLOT_BITS, dtype=bool)
        placed = True
        for bucket in np.argsort(-np.bincount(buckets, minlength=1 << BUCKET_BITS), kind="stable"):
            rows = np.flatnonzero(buckets == bucket)
            if rows.size == 0:
                break
            for d in range(256):  # displacements fit a byte
                targets = slots[rows] ^ d
                if not used[targets].any() and len(np.unique(targets)) == targets.size:
                    used[targets] = True
                    row_of_slot[targets] = rows
                    displacement[bucket] = d
                    break
            else:
                placed = False
                break
        if placed:
            return bucket_multiplier, slot_multiplier, displacement, row_of_slot
    raise SystemExit("no perfect hash found for the board rank-key sums")


def pack_rows(table: np.ndarray, bits: int, row_bytes: int) -> np.ndarray:
    """Each row as a little-endian stream of ``bits``-bit fields padded to ``row_bytes``; 3 spare bytes."""
    fields = ((table[:, :, None] >> np.arange(bits)) & 1).astype(np.uint8).reshape(len(table), -1)
    padded = np.zeros((len(table), 8 * row_bytes), dtype=np.uint8)
    padded[:, : fields.shape[1]] = fields
    return np.concatenate([np.packbits(padded, axis=1, bitorder="little").ravel(), np.zeros(3, dtype=np.uint8)])


def main(out_dir: Path) -> None:
    boards = board_multisets()
    table = non_flush_table(boards)
    assert table.max() < 1 << ENTRY_BITS
    stream = pack_rows(table, ENTRY_BITS, ROW_BYTES)
    bucket_multiplier, slot_multiplier, displacement, row_of_slot = perfect_hash(key_sums(boards))

    header = f"""// Generated by codegen/gen_omaha_tables.py: do not edit.
#pragma once
#include <cstddef>
#include <cstdint>

namespace holdem::tables {{

inline constexpr std::size_t kOmahaRows = {len(boards)};
inline constexpr std::size_t kOmahaColumns = {NUM_COLUMNS};
inline constexpr unsigned kOmahaEntryBits = {ENTRY_BITS};
inline constexpr std::size_t kOmahaRowBytes = {ROW_BYTES};
inline constexpr std::size_t kOmahaBytes = {stream.size};

// Board rank multiset -> row: rank keys, then a hash-and-displace perfect hash on their sum.
inline constexpr std::uint32_t kOmahaRankKeys[13] = {{{", ".join(map(str, RANK_KEYS))}}};
inline constexpr std::uint32_t kOmahaBucketMultiplier = {bucket_multiplier:#x}u;
inline constexpr std::uint32_t kOmahaSlotMultiplier = {slot_multiplier:#x}u;
inline constexpr unsigned kOmahaBucketShift = {32 - BUCKET_BITS};
inline constexpr unsigned kOmahaSlotShift = {32 - SLOT_BITS};
extern const std::uint8_t kOmahaDisplacement[{1 << BUCKET_BITS}];
extern const std::uint16_t kOmahaRowOfSlot[{1 << SLOT_BITS}];

// Best non-flush strength for each board rank multiset (row, kOmahaRowBytes
// bytes) and hole rank pair (column c: kOmahaEntryBits bits from bit
// kOmahaEntryBits * c of the row, little-endian; 0 = impossible).
extern const std::uint8_t kOmahaNonFlush[kOmahaBytes];

}}  // namespace holdem::tables
"""
    source = f"""// Generated by codegen/gen_omaha_tables.py: do not edit.
#include "holdem/omaha_tables.hpp"

namespace holdem::tables {{

const std::uint8_t kOmahaDisplacement[{1 << BUCKET_BITS}] = {array_initializer(displacement.tolist(), per_line=24)};

const std::uint16_t kOmahaRowOfSlot[{1 << SLOT_BITS}] = {array_initializer(row_of_slot.tolist())};

const std::uint8_t kOmahaNonFlush[kOmahaBytes] = {array_initializer(stream.tolist(), per_line=24)};

}}  // namespace holdem::tables
"""
    write_if_changed(out_dir / "holdem" / "omaha_tables.hpp", header)
    write_if_changed(out_dir / "omaha_tables.cpp", source)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
