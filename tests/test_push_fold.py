"""push_fold: an equilibrium by each player's best response, worked out combo by combo from the rules
of the game (tests/push_fold_reference.py); the class equities against the engine's per-combo
equity; published chart facts."""

from __future__ import annotations

import json
import math
import time

import numpy as np
import pytest
from push_fold_reference import ComboGame, chip_results, class_of

import holdEm
from holdEm import HAND_CLASSES, push_fold

SPOTS = [(1.5, 0.0, 0.5), (3.0, 0.0, 0.5), (6.0, 0.0, 0.5), (10.0, 0.0, 0.5), (10.0, 0.125, 0.5), (8.0, 0.0, 0.4),
         (25.0, 0.1, 0.5), (100.0, 0.0, 0.5)]  # fmt: skip


@pytest.mark.parametrize(("stack", "ante", "small_blind"), SPOTS)
def test_each_player_plays_a_best_response_combo_by_combo(stack: float, ante: float, small_blind: float) -> None:
    s = push_fold(stack, ante=ante, small_blind=small_blind)
    ComboGame(chip_results(stack, ante, small_blind)).check_equilibrium(s)
    assert s.pushes("AA") == 1.0 and s.calls("AA") == 1.0 and s.bb_value == pytest.approx(-s.value, abs=1e-12)


def test_a_cut_short_solve_reports_its_exploitability_honestly() -> None:
    s = push_fold(100, tolerance=1e-30, max_iterations=250)
    game = ComboGame(chip_results(100, 0.0, 0.5))
    assert s.exploitability == pytest.approx(game.exploitability(np.array(s.push), np.array(s.call)), abs=1e-12)
    assert s.iterations == 250


@pytest.mark.parametrize(
    ("combo", "hand_class"), [("AsKs", "QQ"), ("AhKd", "AKs"), ("7c7d", "76s"), ("Td9d", "T9o"), ("2h2c", "22")]
)
def test_a_combos_equity_against_a_class_is_the_class_average(combo: str, hand_class: str) -> None:
    """What makes class-level strategies exact: every combo of a class has the same summed equity
    against the combos of another class that share no card with it."""
    held = set(holdEm.parse_cards(combo))
    others = [c for c in holdEm.parse_range(hand_class) if not held & set(holdEm.parse_cards(c))]
    results = [holdEm.equity([combo, other], exact=True) for other in others]
    mine, theirs = HAND_CLASSES.index(class_of(*holdEm.parse_cards(combo))), HAND_CLASSES.index(hand_class)
    assert sum(r.equity[0] for r in results) / len(others) == pytest.approx(holdEm.preflop_table()[mine, theirs])
    assert sum(r.tie[0] for r in results) / len(others) == pytest.approx(holdEm.preflop_ties()[mine, theirs])


@pytest.mark.parametrize(
    ("stack", "hand", "who", "played"),
    [
        # The published heads-up push/fold Nash charts: the largest stack at which a class is played.
        (7.5, "T3s", "push", True),  # T3s pushes up to 7.7 BB
        (7.9, "T3s", "push", False),
        (5.5, "Q2o", "call", True),  # Q2o calls up to 5.6 BB
        (5.7, "Q2o", "call", False),
        (2.0, "63s", "push", True),  # 63s pushes below 2.3 BB and from 5.1 to 7.1 BB, not between
        (4.0, "63s", "push", False),
        (12.0, "Q8o", "push", True),
        (12.0, "Q7o", "push", False),
    ],
)
def test_published_chart_facts(stack: float, hand: str, who: str, played: bool) -> None:
    s = push_fold(stack)
    frequency = s.pushes(hand) if who == "push" else s.calls(hand)
    assert (frequency > 0) == played


def test_just_above_the_big_blind_everything_is_played() -> None:
    s = push_fold(1.01)
    assert s.push_share == 1.0 and s.call_share == 1.0
    assert all(p == 1.0 for p in s.push) and all(c == 1.0 for c in s.call)


def test_the_result_as_ranges_text_and_data() -> None:
    s = push_fold(10)
    pushed = s.push_range()
    for name, frequency in zip(HAND_CLASSES, s.push):
        combos = holdEm.parse_range(name)
        if frequency == 0:
            assert not set(combos) & set(pushed.combos)
        else:
            assert all(pushed.combos[c] == pytest.approx(frequency, abs=1e-6) for c in combos), name
    assert s.push_share == pytest.approx(pushed.weighted_combos / 1326, abs=1e-6)
    assert s.call_share == pytest.approx(s.call_range().weighted_combos / 1326, abs=1e-6)
    assert s.pushes("AhKd") == s.pushes("AKo") == s.pushes("kao")
    data = json.loads(json.dumps(s.to_dict()))
    assert data["push_range"] == str(pushed) and data["stack"] == 10
    assert data["classes"]["AA"] == {"push": 1.0, "call": 1.0, "push_gain": s.push_gain[0], "call_gain": s.call_gain[0]}
    lines = s.text().splitlines()
    assert lines[0] == "push/fold equilibrium: 10 BB effective, small blind 0.5, big blind 1"
    assert lines[1] == f"SB pushes {s.push_share:.1%}: {pushed}"
    assert s.hand_line("T9s").startswith("T9s: SB pushes 100.0% (+")
    # A mixed class is worth the same as folding: +0, not its rounding error (-2.22e-16).
    mixed = holdEm.push_fold(10)
    assert 0 < mixed.push[holdEm.HAND_CLASSES.index("43s")] < 1
    assert mixed.hand_line("43s").startswith("43s: SB pushes 71.1% (+0 BB over a fold)")
    html = s._repr_html_()
    assert html.count("<table") == 2 and "SB pushes" in html and "BB calls" in html


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"stack": 1.0}, ValueError, r"stack must be a finite number more than the big blind plus the ante \(1\)"),
        ({"stack": 1.1, "ante": 0.2}, ValueError, r"plus the ante \(1.2\) and at most 1e\+09, got 1.1"),
        ({"stack": math.nan}, ValueError, "stack must be a finite number"),
        ({"stack": math.inf}, ValueError, "stack must be a finite number"),
        ({"stack": 1e305}, ValueError, r"and at most 1e\+09, got 1e\+305"),  # the payoffs overflowed to NaN
        ({"stack": "10"}, TypeError, "stack must be a number, not str"),
        ({"stack": True}, TypeError, "stack must be a number, not bool"),
        ({"stack": 10, "ante": -0.1}, ValueError, "ante must be a finite number at least 0"),
        ({"stack": 10, "small_blind": 0}, ValueError, "small_blind must be a finite number above 0 and at most 1"),
        ({"stack": 10, "small_blind": 1.5}, ValueError, "small_blind must be"),
        ({"stack": 10, "tolerance": 0}, ValueError, "tolerance must be a finite number above 0"),
        ({"stack": 10, "max_iterations": 10}, ValueError, "max_iterations must be an int of at least 250"),
        ({"stack": 10, "max_iterations": 1e6}, TypeError, "max_iterations must be an int, not float"),
    ],
)
def test_bad_input_is_named(kwargs: dict[str, object], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        push_fold(**kwargs)  # type: ignore[arg-type]


def test_bad_hand_names() -> None:
    s = push_fold(10)
    with pytest.raises(ValueError, match="'ZZ' is not a hand class"):
        s.pushes("ZZ")
    with pytest.raises(ValueError, match="not a card|duplicate card"):
        s.calls("AhAh")


SLOW = (59.04023992663553, 0.4)  # a spot whose exact step needs 25,250 iterations (1.4 s here)
NEVER = 1e-300  # (it reaches 0 there: below this it would run on to 200,000)


def test_a_time_limit_stops_it_with_an_honest_answer() -> None:
    start = time.monotonic()
    s = push_fold(SLOW[0], small_blind=SLOW[1], tolerance=NEVER, time_limit=0.1)
    assert time.monotonic() - start < 1.5
    assert not s.converged and s.iterations < 200_000
    game = ComboGame(chip_results(SLOW[0], 0.0, SLOW[1]))
    assert s.exploitability == pytest.approx(game.exploitability(np.array(s.push), np.array(s.call)), abs=1e-12)
    assert s.to_dict()["converged"] is False and push_fold(10, time_limit=60).converged


def test_a_callback_sees_the_share_done_and_can_stop_it() -> None:
    seen: list[float] = []

    def stop(share: float) -> bool:  # (its first call comes after 0.25 s)
        seen.append(share)
        return False

    s = push_fold(SLOW[0], small_blind=SLOW[1], tolerance=NEVER, callback=stop)
    assert len(seen) == 1 and 0 < seen[0] < 1 and not s.converged
    assert s.iterations == pytest.approx(seen[0] * 200_000, abs=1)
    kept = push_fold(10, callback=lambda share: None)  # None goes on
    assert kept.converged and kept.push == push_fold(10).push
    with pytest.raises(ValueError, match="time_limit must be a positive number"):
        push_fold(10, time_limit=0)
    with pytest.raises(TypeError, match="callback must be callable"):
        push_fold(10, callback=3)  # type: ignore[arg-type]


def test_text_and_repr_show_the_spot_as_given() -> None:
    """repr showed stack=1 for 1.0000001, and text a value of -0.0000."""
    assert "stack=1.0000001," in repr(push_fold(1.0000001))
    assert "-0.0000" not in push_fold(1.1).text() and "SB's value +0.0000 BB a hand" in push_fold(1.1).text()
