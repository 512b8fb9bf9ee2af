"""holdEm.Range: combos and weights, the 13x13 grid, the normalised text that reads back as the
same range, and a Range wherever range text is accepted."""

from __future__ import annotations

import copy
import itertools
import json
import math
import pickle
import random

import numpy as np
import pytest
from cli_support import run_cli

import holdEm
from holdEm import HAND_CLASSES, Range

RANKS = "AKQJT98765432"
SUITS = "shdc"  # strongest first, as card numbers go


def every_combo() -> list[str]:
    """All 1,326 combos, higher card first, written out here (not by the parser)."""
    cards = [r + s for r in RANKS for s in SUITS]  # strongest first
    return [a + b for a, b in itertools.combinations(cards, 2)]


def class_by_rule(combo: str) -> str:
    high, low = combo[:2], combo[2:]
    if high[0] == low[0]:
        return high[0] * 2
    return high[0] + low[0] + ("s" if high[1] == low[1] else "o")


@pytest.mark.parametrize(
    ("text", "normalised"),
    [
        ("AKs,QQ+,A5s:0.5", "QQ+,AKs,A5s:0.5"),
        ("KK,QQ,JJ,AA", "JJ+"),
        ("99,88,77,66", "99-66"),
        ("A2s,A3s,A4s,A5s", "A5s-A2s"),
        ("KQs,KJs,KTs", "KTs+"),
        ("AKo,AQo,AJo,KQo", "AJo+,KQo"),
        ("AhKh,AsKs", "AhKh,AsKs"),
        ("AKs:0.5,AKo:0.25,22", "22,AKs:0.5,AKo:0.25"),
        ("random", "random"),
        ("AA:0.5,KK", "KK,AA:0.5"),
        ("32s,32o", "32s,32o"),
    ],
)
def test_normalised_text(text: str, normalised: str) -> None:
    hand_range = Range(text)
    assert str(hand_range) == normalised
    assert Range(normalised) == hand_range
    assert repr(hand_range) == f"Range({normalised!r})"


def random_range(rng: random.Random) -> dict[str, float]:
    """Whole classes and loose combos at a few weights (some classes split across weights)."""
    combos: dict[str, float] = {}
    weights = [1.0, 0.5, 0.25, 0.3333333333333333, 0.1, 1e-05]
    by_class: dict[str, list[str]] = {}
    for combo in every_combo():
        by_class.setdefault(class_by_rule(combo), []).append(combo)
    for members in by_class.values():
        roll = rng.random()
        if roll < 0.25:
            weight = rng.choice(weights)
            combos.update(dict.fromkeys(members, weight))
        elif roll < 0.35:
            for combo in rng.sample(members, rng.randint(1, len(members))):
                combos[combo] = rng.choice(weights)
    return combos


@pytest.mark.parametrize("seed", range(40))
def test_text_reads_back_as_the_same_range(seed: int) -> None:
    combos = random_range(random.Random(seed))
    if not combos:
        pytest.skip("empty draw")
    hand_range = Range(combos)
    again = Range(str(hand_range))
    assert again == hand_range
    assert dict(again.combos) == combos  # the parser agrees with the combos written here
    assert len(str(hand_range)) <= len(",".join(combos))


def test_grid_by_rule() -> None:
    combos = random_range(random.Random(7))
    grid = Range(combos).grid()
    assert grid.shape == (13, 13)
    for i, name in enumerate(HAND_CLASSES):
        members = [c for c in every_combo() if class_by_rule(c) == name]
        expected = sum(combos.get(c, 0.0) for c in members) / len(members)
        assert grid.flat[i] == pytest.approx(expected, abs=1e-15), name


def test_combos_and_counts() -> None:
    hand_range = Range("QQ+,AKs:0.5")
    assert len(hand_range) == 22 and "AhKh" in hand_range
    # A combo written any way is found (it was not, silently): either order, any case, spaces.
    assert "KhAh" in hand_range and "kh ah" in hand_range and "QhQs" in hand_range
    assert "AhQh" not in hand_range and "Xx" not in hand_range and 5 not in hand_range  # type: ignore[operator]
    # Pickled and copied (its read-only view of the combos is not picklable as it is).
    assert pickle.loads(pickle.dumps(hand_range)) == hand_range == copy.deepcopy(hand_range)
    assert hand_range.combos["AsKs"] == 0.5 and hand_range.weighted_combos == 20.0
    assert dict(hand_range.combos) == holdEm.parse_range("QQ+,AKs:0.5")
    with pytest.raises(TypeError):
        hand_range.combos["AhAd"] = 0.5  # type: ignore[index]
    assert Range({"KhAh": 1.0}) == Range("AhKh")  # either card order
    assert len({Range("AA"), Range("AA"), Range("KK")}) == 2
    assert Range(Range("15%")) == Range("15%")
    assert Range("random").grid().min() == 1.0 and len(Range("random")) == 1326


@pytest.mark.parametrize(
    ("source", "error", "message"),
    [
        ("ZZ", ValueError, "ZZ"),
        ("101%", ValueError, "101%"),
        ({"AhAh": 1.0}, ValueError, "invalid range item 'AhAh': the same card twice"),
        ({"AhKh": 0.0}, ValueError, "above 0"),
        ({"AhKh": 1.5}, ValueError, "at most 1"),
        ({"AhKhQh": 1.0}, ValueError, "invalid range item 'AhKhQh'"),
        ({"AhKh": "1"}, ValueError, "weight"),
        (42, TypeError, "a range is text"),
    ],
)
def test_bad_input(source: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        Range(source)  # type: ignore[arg-type]


def test_a_range_stands_in_for_its_text() -> None:
    text = "QQ+,AKs:0.5"
    hand_range = Range(text)
    assert holdEm.equity([hand_range, "AhKd"], exact=True).equity == holdEm.equity([text, "AhKd"], exact=True).equity
    by_card = holdEm.next_card([hand_range, "AhKd"], "2c3d4h").equities
    assert by_card == holdEm.next_card([text, "AhKd"], "2c3d4h").equities
    breakdown = holdEm.equity_breakdown([hand_range, "AhKd"], "2c3d4h")
    assert breakdown.hands[0] == str(hand_range)
    assert holdEm.board_hits(hand_range, "2c3d4h").made == holdEm.board_hits(text, "2c3d4h").made


def test_a_mapping_stands_in_for_its_range_too() -> None:
    weights = {"AhKh": 0.5, "QQ": 1.0}
    assert holdEm.board_hits(weights, "2c3d4h").made == holdEm.board_hits(Range(weights), "2c3d4h").made


def test_an_empty_range_is_named_where_a_range_is_taken() -> None:
    """What an operation or a selection can leave: its repr builds it again, and a call given it
    says the range is empty (it said "empty hand", or showed how a range is written)."""
    empty = Range("AK") - "AK"
    assert repr(empty) == "Range({})" and eval(repr(empty), {"Range": Range}) == empty
    said = "the range is empty"
    for call, who in [
        (lambda: holdEm.equity(["QQ", empty]), "player 2"),
        (lambda: holdEm.equity([{}, "QQ"]), "player 1"),
        (lambda: holdEm.next_card(["QQ", empty], "2c3d4h"), "player 2"),
        (lambda: holdEm.equity_breakdown([empty, "QQ"], "2c3d4h"), "player 1"),
        (lambda: holdEm.board_hits(empty, "2c3d4h"), "range"),
    ]:
        with pytest.raises(ValueError, match=f"^{who}: {said}"):
            call()


def test_cli_shows_the_normalised_text() -> None:
    done = run_cli("range", "AKs,QQ+,A5s:0.5")
    assert done.returncode == 0 and done.stdout.strip().endswith(b": QQ+,AKs,A5s:0.5")
    done = run_cli("range", "AKs,QQ+", "--json")
    assert b'"normalised": "QQ+,AKs"' in done.stdout


def test_cli_shows_the_combos_left_once_cards_are_seen() -> None:
    """Flopzilla's count after card removal: the range's combos holding none of the board and dead
    cards, counted here from the combos written out."""
    seen = {"Qh", "7c", "2d", "Ah"}
    given = Range("QQ+,AK").combos
    left = {c: w for c, w in given.items() if not {c[:2], c[2:]} & seen}
    done = run_cli("range", "QQ+,AK", "--board", "Qh7c2d", "--dead", "Ah", "--json")
    data = json.loads(done.stdout)
    assert Range(data["normalised"]).combos == left and data["combos"] == len(left) == 24
    assert (data["seen"], data["combos_given"]) == ("Qh7c2dAh", len(given))
    text = run_cli("range", "QQ+,AK", "-b", "Qh7c2d", "--dead", "Ah").stdout.decode()
    # The share is of the combos the four cards seen leave: C(48, 2).
    after = math.comb(52 - len(seen), 2)
    assert (
        text.strip()
        .splitlines()[-1]
        .startswith(f"24 combos ({100 * 24 / after:.1f}% of {after}) left of 34 once Qh7c2dAh are seen")
    )
    gone = run_cli("range", "AhKh", "-b", "Ah7c2d").stdout.decode().strip().splitlines()[-1]
    assert gone == "0 combos (0.0% of 1176) left of 1 once Ah7c2d are seen: none"  # (it ended in ": ")
    omaha = json.loads(run_cli("range", "AA:xxyy", "--game", "omaha", "-b", "Ah7c2d", "--json").stdout)
    hands = [set(holdEm.format_cards(row.tolist(), " ").split()) for row in holdEm.omaha_hands("AA:xxyy")]
    assert omaha["hands"] == sum(1 for h in hands if not h & {"Ah", "7c", "2d"}) and omaha["hands_given"] == 864
    # The share is of the PLO4 hands the board leaves, as Hold'em's (it was of all 270,725).
    assert omaha["of"] == math.comb(49, 4) and omaha["share"] == omaha["hands"] / math.comb(49, 4)
    for args, message in (
        (["-b", "Qh7c2d", "--dead", "Qh"], b"--dead: Qh is on the board too"),
        (["-b", "Qh7c2d2s3s4s5s"], b"--board: a board has at most 5 cards, got 7"),
        (["--game", "shortdeck", "--dead", "2c"], b"--dead: 2c is not in the short deck"),
        (["-b", "QhQh"], b"--board: duplicate card Qh"),
    ):
        refused = run_cli("range", "QQ+", *args)
        assert refused.returncode == 2 and message in refused.stderr, (args, refused.stderr)


def test_grid_is_a_float_array() -> None:
    assert Range("AA").grid().dtype == np.float64
