"""BoardHits.select and ``holdem hits --select``: a range narrowed to the combos that hit.

The combos kept are checked against the plain-Python brute force of the hit report's rules
(tests/hits_reference.py) on ranges written out combo by combo, so that neither the range
parser nor the engine's classifier decides what the answer should be.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest
from cli_support import run_cli
from hits_reference import DECK, SPEC_DRAWS, SPEC_MADE, brute_force, cards, wanted

import holdEm
from holdEm import _core

SHORT_DECK_ORDER = {
    "shortdeck": ["straight flush", "four of a kind", "flush", "full house", "straight", "set", "trips"],
    "shortdeck-triton": ["straight flush", "four of a kind", "flush", "full house", "set", "trips", "straight"],
}


def combo_text(a: str, b: str) -> str:
    """The higher card number (4 * rank + suit) first, as the library writes a combo."""
    number = {card: i for i, card in enumerate(DECK)}
    return "".join(sorted((a, b), key=number.__getitem__, reverse=True))


def random_range(rng: random.Random, size: int) -> dict[str, float]:
    pairs = rng.sample(list(itertools.combinations(DECK, 2)), size)
    return {combo_text(a, b): rng.choice([1.0, 0.5, 0.25, 0.8]) for a, b in pairs}


def expected_selection(combos: dict[str, float], board: str, dead: str, classes: list[str]) -> dict[str, float]:
    truth = brute_force(board)  # every combo off the board: (made hand, draws)
    used = set(cards(dead))
    made, draws = wanted(classes)
    kept = {}
    for combo, weight in combos.items():
        if combo not in truth or used & set(cards(combo)):
            continue
        hand, found = truth[combo]
        if hand in made or draws & found:
            kept[combo] = weight
    return kept


def random_classes(rng: random.Random) -> list[str]:
    names = [name + rng.choice(["", "+"]) for name in rng.sample(SPEC_MADE, rng.randint(0, 3))]
    return names + rng.sample(SPEC_DRAWS, rng.randint(0 if names else 1, 2))


SPOTS = [
    ("Jh8h2c", ""), ("7h8h9c", "Ah"), ("AsKsQs", ""), ("7s7h2c", "Kd"), ("Tc9h8d5c", ""), ("2h5h9hJh", "3h"),
    ("KsKd7c7h", ""), ("Ah2d3c", "4s5s"),
]  # fmt: skip


@pytest.mark.parametrize(("board", "dead"), SPOTS)
def test_the_kept_combos_are_the_brute_forces(board: str, dead: str) -> None:
    rng = random.Random(board)
    for _ in range(6):
        combos = random_range(rng, rng.randint(40, 400))
        classes = random_classes(rng)
        try:
            hits = holdEm.board_hits(holdEm.Range(combos), board, dead)
        except ValueError:  # every combo of a small range on a board card: nothing to select from
            continue
        selected = hits.select(*classes)
        assert dict(selected.combos) == expected_selection(combos, board, dead, classes), classes


@pytest.mark.parametrize("board", ["Jh8h2c", "7s7h2c", "Tc9h8d5c"])
def test_each_class_weighs_what_the_report_says(board: str) -> None:
    """A made class selected alone holds its share of the range; the plus form the shares above it."""
    hits = holdEm.board_hits("22+,A2s+,K9s+,QTs+,JTs,T9s,AJo+,KQo:0.5,98s:0.25", board)
    running = 0.0
    for name in SPEC_MADE:
        alone = hits.select(name).weighted_combos
        assert alone == pytest.approx(hits.made[name] * hits.combos)
        running += alone
        assert hits.select(name + "+").weighted_combos == pytest.approx(running)
    for name in SPEC_DRAWS:
        assert hits.select(name).weighted_combos == pytest.approx(hits.draws[name] * hits.combos)


def test_a_plus_follows_the_short_decks_order() -> None:
    for game, order in SHORT_DECK_ORDER.items():
        hits = holdEm.board_hits("random", "9h8h7c", game=game)
        classes = _core._combo_hits("9h8h7c", game)
        for at, name in enumerate(order):
            stronger = set(order[: at + 1])
            expected = {combo for combo, (made, _) in classes.items() if made in stronger}
            assert set(hits.select(name + "+")) == expected, (game, name)
    # Short deck's flush beats its full house; Hold'em's does not.
    board = "9h9d7h6h"  # flushes, full houses, quads and a straight flush can all be made
    classes = _core._combo_hits(board, "shortdeck")
    made = {classes[combo][0] for combo in holdEm.board_hits("random", board, game="shortdeck").select("flush+")}
    assert made == {"flush", "four of a kind", "straight flush"}
    assert "full house" in {made for made, _ in classes.values()}


def test_text_forms() -> None:
    hits = holdEm.board_hits("QQ+,AKs,T9s", "Jh8h2c")
    assert str(hits.select("top pair+", "open-ended straight draw")) == "QQ+,T9s"
    assert hits.select("Top  Pair +, open-ended straight draw,") == hits.select("overpair+", "open-ended straight draw")
    assert hits.select("overpair").weighted_combos == 18.0
    assert len(hits.select("straight flush")) == 0  # nothing: an empty range, not an error
    assert hits.select("flush draw").combos == {"Th9h": 1.0, "AhKh": 1.0}
    # A list of classes, as the attributes list them (a list was a TypeError).
    assert hits.select(["top pair+", "flush draw"]) == hits.select("top pair+", "flush draw")
    assert hits.select(("flush draw",), "set") == hits.select("flush draw, set")
    with pytest.raises(TypeError, match="a hit class is text"):
        hits.select(["top pair", 5])  # type: ignore[list-item]


def test_weights_are_kept_and_feed_equity() -> None:
    hits = holdEm.board_hits("AA:0.5,KK,JTs:0.25", "Jh8h2c", dead="Ks")
    kept = hits.select("overpair")
    assert kept.combos == {**dict.fromkeys(["AdAc", "AhAc", "AhAd", "AsAc", "AsAd", "AsAh"], 0.5),
                           **dict.fromkeys(["KdKc", "KhKc", "KhKd"], 1.0)}  # fmt: skip
    equity = holdEm.equity([kept, "QdQc"], "Jh8h2c", dead="Ks", exact=True)
    alone = holdEm.equity(["AA:0.5,KK", "QdQc"], "Jh8h2c", dead="Ks", exact=True)
    assert equity.equity == alone.equity  # the selected range is those overpairs, weights and all


@pytest.mark.parametrize(
    ("classes", "error", "message"),
    [
        (("top pairs",), ValueError, "unknown hit class 'top pairs'.*top pair"),
        (("flush draw+",), ValueError, "not the draw 'flush draw\\+'"),
        ((), ValueError, "at least one hit class"),
        (("",), ValueError, "at least one hit class"),
        ((" , ",), ValueError, "at least one hit class"),
        ((5,), TypeError, "a hit class is text"),
        ((["top pair", None],), TypeError, "a hit class is text"),  # (a list of names is taken)
    ],
)
def test_bad_classes(classes: tuple[object, ...], error: type[Exception], message: str) -> None:
    hits = holdEm.board_hits("random", "Jh8h2c")
    with pytest.raises(error, match=message):
        hits.select(*classes)  # type: ignore[arg-type]


def test_cli_select() -> None:
    text = run_cli("hits", "QQ+,AKs,T9s", "--board", "Jh8h2c", "--select", "top pair+,open-ended straight draw")
    assert text.returncode == 0, text.stderr
    lines = text.stdout.decode().splitlines()
    assert lines[-2:] == ["selected (top pair+,open-ended straight draw): 22 combos (84.6%)", "QQ+,T9s"]
    data = json.loads(run_cli("hits", "22+", "--board", "Jh8h2c", "--select", "set", "--json").stdout)
    sets = "JdJc,JsJc,JsJd,8d8c,8s8c,8s8d,2h2d,2s2d,2s2h"  # three combos of each pair are left
    assert data["selected"] == {"classes": "set", "range": sets, "combos": 9.0}
    assert data["made"] == holdEm.board_hits("22+", "Jh8h2c").made
    none = run_cli("hits", "22+", "--board", "Jh8h2c", "--select", "flush")
    assert none.returncode == 0 and none.stdout.decode().splitlines()[-1] == "(none)"
    bad = run_cli("hits", "22+", "--board", "Jh8h2c", "--select", "flsh")
    assert bad.returncode == 2 and b"unknown hit class 'flsh'" in bad.stderr and b"Traceback" not in bad.stderr
