"""Generate the short-deck (6+) evaluator's lookup tables (C++ source, table data only).

Short deck plays with the 36 cards six through ace.  A flush beats a full
house, and A-6-7-8-9 is the lowest straight (the ace plays low only there).
Two orders are in use: the standard one ranks a straight above three of a
kind, the Triton one three of a kind above a straight; every other
comparison is the same, so one hash serves both and each slot holds the two
strengths side by side (index 0 standard, 1 Triton).

The evaluator sums the same per-card keys as the Hold'em one (see
gen_fast_tables.py), so accumulation and flush detection are shared.  A
non-flush hand's rank-key sum goes through its own, smaller perfect hash
(short-deck multisets use only nine ranks); a flush is looked up by the
flush suit's ranks six through ace (a 9-bit mask).  Strengths run 1..1404
over the distinct five-card values, from the weakest (J-9-8-7-6 of mixed
suits) to the royal flush.

Usage: python gen_shortdeck_tables.py OUTPUT_DIR
Writes OUTPUT_DIR/holdem/shortdeck_tables.hpp and OUTPUT_DIR/shortdeck_tables.cpp.
"""

from __future__ import annotations

import itertools
import sys
from functools import cache
from pathlib import Path

from emit import array_initializer, write_if_changed
from gen_fast_tables import RANK_KEYS, pack_rows
from hand_values import FLUSH, FULL_HOUSE, HIGH_CARD, PAIR, QUADS, STRAIGHT, STRAIGHT_FLUSH, TRIPS, TWO_PAIR

LOW_RANK = 4  # the six: ranks 0..3 (2..5) are not in the deck
RANKS = tuple(range(LOW_RANK, 13))
ACE = 12
HAND_SIZES = (5, 6, 7)
HASH_BITS = 25
HASH_MULTIPLIER = 0x2545F491
ROW_SHIFT = 12
# Category order, weakest first, of each variant (0 standard, 1 Triton).
ORDERS = (
    (HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FULL_HOUSE, FLUSH, QUADS, STRAIGHT_FLUSH),
    (HIGH_CARD, PAIR, TWO_PAIR, STRAIGHT, TRIPS, FULL_HOUSE, FLUSH, QUADS, STRAIGHT_FLUSH),
)
NUM_STRENGTHS = 1404


def straight_top(ranks: set[int]) -> int | None:
    """Top rank of the straight five distinct ranks make, A-6-7-8-9 counting as nine-high."""
    ordered = sorted(ranks)
    if len(ordered) != 5:
        return None
    if ordered[-1] - ordered[0] == 4:
        return ordered[-1]
    if ordered == [4, 5, 6, 7, ACE]:
        return 7
    return None


def five_card_value(ranks: tuple[int, ...], flush: bool) -> tuple[int, ...]:
    """(category, tiebreak ranks...) of exactly five cards, by short-deck rules."""
    counts = {r: ranks.count(r) for r in set(ranks)}
    # Ranks by (count, rank), most significant first: the tiebreak order of every category.
    by_count = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    top = straight_top(set(ranks))
    if top is not None:
        return (STRAIGHT_FLUSH if flush else STRAIGHT, top)
    if flush:
        return (FLUSH, *by_count)
    category = {
        (4, 1): QUADS,
        (3, 2): FULL_HOUSE,
        (3, 1, 1): TRIPS,
        (2, 2, 1): TWO_PAIR,
        (2, 1, 1, 1): PAIR,
        (1, 1, 1, 1, 1): HIGH_CARD,
    }[tuple(shape)]
    return (category, *by_count)


def order_key(value: tuple[int, ...], variant: int) -> tuple[int, ...]:
    """A value as a tuple that sorts in the variant's hand order."""
    return (ORDERS[variant].index(value[0]), *value[1:])


@cache
def strengths(variant: int) -> dict[tuple[int, ...], int]:
    """Each distinct five-card value -> its strength 1..1404 in the variant's order."""
    values = {
        five_card_value(combo, False)
        for combo in itertools.combinations_with_replacement(RANKS, 5)
        if max(combo.count(r) for r in combo) <= 4
    }
    values |= {five_card_value(combo, True) for combo in itertools.combinations(RANKS, 5)}
    ordered = sorted(values, key=lambda v: order_key(v, variant))
    assert len(ordered) == NUM_STRENGTHS, len(ordered)
    return {v: i + 1 for i, v in enumerate(ordered)}


def best_strength(ranks: tuple[int, ...], flush: bool, variant: int) -> int:
    """Strength of the best five of 5..7 ranks (all of one suit when ``flush``)."""
    table = strengths(variant)
    return max(table[five_card_value(five, flush)] for five in itertools.combinations(ranks, 5))


def rank_multisets(size: int):
    """Every multiset of ``size`` short-deck ranks, no rank more than four times."""
    for combo in itertools.combinations_with_replacement(RANKS, size):
        if max(combo.count(r) for r in combo) <= 4:
            yield combo


def main(out_dir: Path) -> None:
    entries: dict[int, tuple[int, int]] = {}
    for size in HAND_SIZES:
        for combo in rank_multisets(size):
            key = sum(RANK_KEYS[r] for r in combo)
            assert key not in entries
            # A non-flush hand: the best five ignoring suits (a five-card flush is
            # looked up elsewhere, so no entry here ever sees one).
            entries[key] = (best_strength(combo, False, 0), best_strength(combo, False, 1))
    keys = sorted(entries)
    if keys[-1] >= 1 << HASH_BITS:
        raise SystemExit("rank-key sums exceed the hash width")
    slots = [(key * HASH_MULTIPLIER) & ((1 << HASH_BITS) - 1) for key in keys]
    offsets, size = pack_rows(slots, ROW_SHIFT)
    # A row for every hash value, so a sum that is no hand still reads in bounds.
    offsets += [0] * ((1 << (HASH_BITS - ROW_SHIFT)) - len(offsets))
    if max(offsets) >= 1 << 16:
        raise SystemExit("row offsets do not fit 16 bits")
    # Room for any column past every row's offset, as in the Hold'em table.
    size = max(size, max(offsets) + (1 << ROW_SHIFT))
    table = [0] * (2 * size)
    for key, slot in zip(keys, slots):
        at = offsets[slot >> ROW_SHIFT] + (slot & ((1 << ROW_SHIFT) - 1))
        table[2 * at], table[2 * at + 1] = entries[key]
    flush = [0] * (2 * 512)
    for size_ in HAND_SIZES:
        for combo in itertools.combinations(RANKS, size_):
            mask = sum(1 << (r - LOW_RANK) for r in combo)
            flush[2 * mask] = best_strength(combo, True, 0)
            flush[2 * mask + 1] = best_strength(combo, True, 1)
    floors = []
    for variant in (0, 1):
        table_v = strengths(variant)
        floors.append([min(s for v, s in table_v.items() if v[0] == code) for code in range(1, 10)])

    floor_rows = ", ".join("{" + ", ".join(map(str, row)) + "}" for row in floors)
    header = f"""// Generated by codegen/gen_shortdeck_tables.py: do not edit.
#pragma once
#include <cstddef>
#include <cstdint>

namespace holdem::tables {{

inline constexpr std::uint32_t kShortDeckHashMultiplier = {HASH_MULTIPLIER}u;
inline constexpr std::uint32_t kShortDeckHashMask = {(1 << HASH_BITS) - 1}u;
inline constexpr unsigned kShortDeckRowShift = {ROW_SHIFT};
inline constexpr std::uint32_t kShortDeckColumnMask = {(1 << ROW_SHIFT) - 1}u;
inline constexpr std::size_t kShortDeckNumRows = {len(offsets)};
inline constexpr std::size_t kShortDeckNonFlushSize = {size};
inline constexpr std::size_t kShortDeckNonFlushEntries = {len(entries)};
// Lowest strength of the categories high card .. straight flush (hand codes 1..9), per variant.
inline constexpr std::uint16_t kShortDeckFloors[2][9] = {{{floor_rows}}};

// Row displacement of the perfect hash on short-deck rank-key sums.
extern const std::uint16_t kShortDeckRowOffsets[kShortDeckNumRows];
// Per slot, the standard and the Triton strength of a non-flush rank multiset (0 = unused).
extern const std::uint16_t kShortDeckNonFlush[kShortDeckNonFlushSize][2];
// Per 9-bit mask of a flush suit's ranks six..ace (5..7 bits), both strengths (0 = not a flush).
extern const std::uint16_t kShortDeckFlush[512][2];

}}  // namespace holdem::tables
"""
    source = f"""// Generated by codegen/gen_shortdeck_tables.py: do not edit.
#include "holdem/shortdeck_tables.hpp"

namespace holdem::tables {{

const std::uint16_t kShortDeckRowOffsets[kShortDeckNumRows] = {array_initializer(offsets)};

const std::uint16_t kShortDeckNonFlush[kShortDeckNonFlushSize][2] = {_pairs(table)};

const std::uint16_t kShortDeckFlush[512][2] = {_pairs(flush)};

}}  // namespace holdem::tables
"""
    write_if_changed(out_dir / "holdem" / "shortdeck_tables.hpp", header)
    write_if_changed(out_dir / "shortdeck_tables.cpp", source)


def _pairs(values: list[int]) -> str:
    """A brace initialiser of two-element rows."""
    rows = [f"{{{values[i]}, {values[i + 1]}}}" for i in range(0, len(values), 2)]
    lines = [", ".join(rows[i : i + 8]) for i in range(0, len(rows), 8)]
    return "{\n    " + ",\n    ".join(lines) + "\n}"


if __name__ == "__main__":
    main(Path(sys.argv[1]))
