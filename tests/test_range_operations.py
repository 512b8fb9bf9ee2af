"""Range | Range, Range & Range, Range - Range and Range.without: against set arithmetic on
plain dictionaries of combos written out in the test."""

from __future__ import annotations

import itertools
import random

import pytest

import holdEm
from holdEm import Range

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK = [r + s for r in RANKS for s in SUITS]  # card number 4 * rank + suit
COMBOS = ["".join(sorted(pair, key=DECK.index, reverse=True)) for pair in itertools.combinations(DECK, 2)]


def random_combos(rng: random.Random) -> dict[str, float]:
    chosen = rng.sample(COMBOS, rng.randint(1, 300))
    return {combo: rng.choice([1.0, 0.5, 0.25, 0.75]) for combo in chosen}


def pairs_of_ranges(count: int) -> list[tuple[dict[str, float], dict[str, float]]]:
    rng = random.Random(7)
    out = []
    for _ in range(count):
        a = random_combos(rng)
        b = random_combos(rng)
        b.update({c: rng.choice([1.0, 0.5]) for c in rng.sample(sorted(a), len(a) // 3)})  # some overlap
        out.append((a, b))
    return out


@pytest.mark.parametrize(("a", "b"), pairs_of_ranges(25))
def test_set_operations(a: dict[str, float], b: dict[str, float]) -> None:
    union = {c: max(a.get(c, 0.0), b.get(c, 0.0)) for c in a.keys() | b.keys()}
    both = {c: min(a[c], b[c]) for c in a.keys() & b.keys()}
    left = {c: w for c, w in a.items() if c not in b}
    ra, rb = Range(a), Range(b)
    assert dict((ra | rb).combos) == union
    assert dict((ra & rb).combos) == both
    assert dict((ra - rb).combos) == left
    assert ra | rb == rb | ra and ra & rb == rb & ra
    for result in (ra | rb, ra - rb):  # (an empty intersection has no text to read back)
        assert Range(str(result)) == result  # the normal text reads back as the same range


@pytest.mark.parametrize("seen", ["Ah", "AhKd", "2c7s9hTd", ""])
def test_without_removes_every_combo_holding_a_seen_card(seen: str) -> None:
    cards = {seen[i : i + 2] for i in range(0, len(seen), 2)}
    rng = random.Random(seen)
    combos = random_combos(rng) | {"AhAd": 0.5, "KdQc": 1.0}
    left = Range(combos).without(seen)
    assert dict(left.combos) == {c: w for c, w in combos.items() if not {c[:2], c[2:]} & cards}
    assert Range("AKs").without(["Ah", "Kd"]).combos.keys() == {"AcKc", "AsKs"}


def test_text_examples() -> None:
    assert str(Range("QQ+,AK:0.5") | Range("JJ,AKs")) == "JJ+,AKs,AKo:0.5"
    assert str(Range("22+") - Range("TT+")) == "99-22"
    assert len(Range("AK").without("Ah")) == 12
    assert len(Range("AA") & Range("KK")) == 0


def test_range_text_stands_in_for_a_range_on_either_side() -> None:
    """Text is read as ``Range(text)`` reads it (Hold'em: a short deck's share needs its Range)."""
    r = Range("QQ+,AK:0.5")
    for text in ("JJ,AKs", "22+", "random", "AhKh,QcQd"):
        assert r | text == r | Range(text) == text | r
        assert r & text == r & Range(text) == text & r
        assert r - text == r - Range(text) and text - r == Range(text) - r
    with pytest.raises(ValueError, match="Zz"):
        r | "AhZz"  # noqa: B018


def test_in_takes_combos_written_any_way_and_range_text_as_a_whole() -> None:
    r = Range("QQ+,AKs,T9s:0.5")
    for inside in ("AhKh", "kh ah", ("Ah", "Kh"), [48, 44], "AA", "AKs", "QQ+", "KK-QQ", "T9s", "AA,AKs"):
        assert inside in r, inside
    # A class in part (AK: the suited four of sixteen), a combo or class not held, nothing readable.
    for outside in ("AhKd", "AK", "JJ+", "random", ("Ah", "Kd"), "", "Zz", "AhAh", 5, None, ["Ah"]):
        assert outside not in r, outside
    # Against the written-out sets: each class is in the range exactly when all its combos are.
    for name in ("AA", "KK", "AKs", "AKo", "AK", "T9s", "JJ"):
        members = set(Range(name).combos)
        assert (name in r) == (members <= set(r.combos)), name


def test_a_mapping_takes_combos_and_range_text() -> None:
    r = Range({"AKs": 0.5, "AhKh": 1.0, "QQ+": 0.25})
    want = {c: 0.5 for c in Range("AKs").combos} | {"AhKh": 1.0} | dict.fromkeys(Range("QQ+").combos, 0.25)
    assert dict(r.combos) == want  # a combo under two keys keeps the larger weight
    assert dict(Range({"AK": 1.0}, game="shortdeck").combos) == dict(Range("AK", game="shortdeck").combos)
    with pytest.raises(ValueError, match="'AKs:0.5,QQ': a range mapping's key is a combo or range text without"):
        Range({"AKs:0.5,QQ": 1.0})
    # A key of several items weighs each; a combo written any way is one.
    assert Range({"AhKh,QcQd": 0.5, "kh ah": 1.0}) == Range("AhKh,QcQd:0.5")
    # Read for the Range's game (the short deck's top 10%), as a player's mapping is for the call's.
    assert Range({"10%": 1.0}, game="shortdeck") == Range("10%", game="shortdeck")
    short = holdEm.equity([{"10%": 1.0}, "random"], game="shortdeck", exact=True)  # (it played Hold'em's top 10%)
    assert short.equity == holdEm.equity(["10%", "random"], game="shortdeck", exact=True).equity
    with pytest.raises(ValueError, match="invalid range item 'XYZ'"):
        Range({"XYZ": 1.0})
    with pytest.raises(TypeError, match="keys are combos like 'AhKh' or range text"):
        Range({5: 1.0})  # type: ignore[dict-item]


def test_bad_operands() -> None:
    with pytest.raises(TypeError):
        Range("AK") | 5  # type: ignore[operator]
    with pytest.raises(TypeError):
        Range("AK") - {"AhKh": 1.0}  # type: ignore[operator]
    with pytest.raises(ValueError, match="Zz"):
        Range("AK").without("AhZz")
    with pytest.raises(ValueError, match="Ah"):
        Range("AK").without("AhAh")
