"""holdEm.board_hits and ``holdem hits``: against a plain-Python brute force written from the definitions."""

from __future__ import annotations

import json
import random
import statistics
import time
from collections import Counter
from pathlib import Path

import pytest
from cli_support import run_cli, run_shell
from hits_reference import DECK, SPEC_DRAWS, SPEC_MADE, brute_force, cards, combo_key, draws, made_hand

import holdEm
from holdEm import _core
from holdEm.hits import DRAWS, MADE_HANDS


def classify(hole: str, board: str) -> tuple[str, set[str]]:
    made, found = _core._combo_hits(board)[combo_key(*cards(hole))]
    return made, set(found)


# --- the engine against the brute force --------------------------------------------------------------

HAND_MADE_BOARDS = [
    "7h8h2c", "Ah2d3c", "5s6s7s", "7s7h2c", "7s7h7c", "KsKd7c7h", "2h5h9hJh", "Ah8h2c", "5c8dJh", "Tc9h8d",
    "AsKsQs", "2c3d4h", "Jh8h2c", "QdQcQhQs", "6h6d6c2h", "3h4h5h6h", "Ac5d9hKs", "2d2h3c3s", "9s8s4h4d",
    "AhKhQhJh", "9c8d7h6s", "2s3s4s5s", "8c9dTdQd", "Ac2c3h4s",
]  # fmt: skip


def random_boards(count: int, size: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.sample(DECK, size)) for _ in range(count)]


@pytest.mark.parametrize("board", HAND_MADE_BOARDS + random_boards(12, 3, 1) + random_boards(10, 4, 2))
def test_every_combo_matches_the_brute_force(board: str) -> None:
    engine = {key: (made, set(found)) for key, (made, found) in _core._combo_hits(board).items()}
    expected = brute_force(board)
    assert engine.keys() == expected.keys()
    wrong = {key: (engine[key], want) for key, want in expected.items() if engine[key] != want}
    assert wrong == {}
    hits = holdEm.board_hits("random", board)
    total = len(expected)
    assert hits.combos == total
    made_counts = Counter(made for made, _ in expected.values())
    for name in MADE_HANDS:
        assert hits.made[name] == pytest.approx(made_counts[name] / total)
    for name in DRAWS:
        assert hits.draws[name] == pytest.approx(sum(name in found for _, found in expected.values()) / total)
    assert sum(hits.made.values()) == pytest.approx(1.0)


def test_keys_in_the_documented_order() -> None:
    hits = holdEm.board_hits("random", "7h8h2c")
    assert list(hits.made) == SPEC_MADE == list(MADE_HANDS)
    assert list(hits.draws) == SPEC_DRAWS == list(DRAWS)
    data = hits.to_dict()
    assert list(data["made"]) == SPEC_MADE
    assert json.loads(json.dumps(data)) == data
    assert data["board"] == "7h8h2c" and data["range"] == "random" and data["combos"] == 1176
    text = str(hits)
    assert "random on 7h8h2c: 1,176 combos" in text and "top pair" in text and "combo draw" in text


# --- each key on hand-made boards, edge cases included --------------------------------------------

MADE_CASES = [
    ("8h9h", "5h6h7h", "straight flush"),
    ("Ah5h", "2h3h4h", "straight flush"),  # a wheel straight flush
    ("7d7c", "7s7h2c", "four of a kind"),
    ("AsKd", "QdQcQhQs", "four of a kind"),  # quads on the board count for every combo
    ("7d2d", "7s7h2c", "full house"),
    ("KhKc", "7s7h7c", "full house"),
    ("AhKh", "2h5h9h", "flush"),
    ("Ah3c", "2h5h9hJh", "flush"),  # a four-flush turn and one heart in hand
    ("4c5d", "Ah2d3c", "straight"),  # the wheel
    ("As5s", "2c3d4h", "straight"),
    ("7c7d", "7s8h2c", "set"),
    ("Ac7d", "7s7h2c", "trips"),
    ("AcKd", "7s7h7c", "trips"),  # trips on the board: the best five is three of a kind
    ("Kc7d", "Ks7h2c", "two pair"),
    ("Kc2d", "7s7h2c", "two pair"),  # a paired board and a hole card pairing another rank
    ("KcKd", "7s7h2c", "two pair"),  # a pocket pair on a paired board
    ("AhKc", "2d2h3c3s", "ace high"),  # two pair only on the board
    ("QcQd", "Jh8h2c", "overpair"),
    ("AcJd", "Jh8h2c", "top pair"),
    ("9c9d", "Jh8h2c", "pocket pair below top pair"),
    ("5c5d", "Jh8h2c", "pocket pair below top pair"),
    ("Ac8d", "Jh8h2c", "middle pair"),
    ("Ac2d", "Jh8h2c", "weak pair"),
    ("Ac8d", "JhJd8h", "two pair"),
    ("Kc8d", "JhJd2c8s", "two pair"),
    ("AcKd", "7s7h2c", "ace high"),  # a pair only on the board
    ("QcJd", "7s7h2c", "no made hand"),
    ("3c4d", "Jh8h2c", "no made hand"),
]


@pytest.mark.parametrize(("hole", "board", "made"), MADE_CASES)
def test_made_hand_cases(hole: str, board: str, made: str) -> None:
    assert classify(hole, board)[0] == made
    assert made_hand(cards(hole), cards(board)) == made  # the brute force agrees


DRAW_CASES = [
    ("AhKh", "7h8h2c", {"flush draw", "nut flush draw", "overcards"}),
    ("KhQh", "Ah8h2c", {"flush draw", "nut flush draw"}),  # the ace on the board: the king is the nut
    ("QhJh", "Ah8h2c", {"flush draw"}),
    ("Kh3c", "2h5h9hJh", set()),  # four hearts on the board: a flush, no draw
    ("AcKc", "2h5h9hJh", {"overcards"}),
    ("9hTh", "7h8h2c", {"flush draw", "open-ended straight draw", "combo draw", "overcards"}),
    ("7c9d", "5s8hJc", {"open-ended straight draw"}),  # a double gutshot: 6 and T
    ("4d5c", "2s3h9c", {"open-ended straight draw"}),  # A or 6, the wheel
    ("2d4c", "As3hKc", {"gutshot"}),  # a wheel gutshot (5)
    ("AcKd", "5s6h7c8d", {"overcards"}),  # the board's own straight draw uses no hole card
    ("AhKd", "7h8h2c", {"backdoor flush draw", "overcards"}),
    ("AhKd", "7h8h2c3s", {"overcards"}),  # no backdoor on the turn
    ("JcTd", "9s8h2c", {"open-ended straight draw", "overcards"}),
    ("Jc9d", "Qs8h2c", {"gutshot"}),
    # A card that only straightens the board plays for everyone: no out, whatever the hole cards
    # hold of the board's ranks (a 6, or a 4 below its 9-high straight); one that lifts the hole
    # cards above the board's straight is.
    ("6c2c", "9c8d7h6s", set()),
    ("4c2c", "9c8d7h6s", set()),
    ("Jc2c", "9c8d7h6s", {"gutshot"}),  # a ten: J-high over the board's T-high
    ("2h2d", "Ac2c3h4s", set()),  # a five gives the board the wheel: trips, no draw
    ("7c2d", "2s3s4s5h", {"gutshot"}),  # a six: 7-high over the board's 6-high
]


@pytest.mark.parametrize(("hole", "board", "expected"), DRAW_CASES)
def test_draw_cases(hole: str, board: str, expected: set[str]) -> None:
    assert classify(hole, board)[1] == expected
    assert draws(cards(hole), cards(board), made_hand(cards(hole), cards(board))) == expected


def test_no_draws_for_a_straight_or_better() -> None:
    assert classify("9h6d", "7h8hTh") == ("straight", set())


def test_every_key_is_reached() -> None:
    seen_made = {made for _, _, made in MADE_CASES}
    seen_draws = set().union(*(expected for _, _, expected in DRAW_CASES))
    assert seen_made == set(MADE_HANDS) and seen_draws == set(DRAWS)


# --- weights, dead cards, bad input, speed -----------------------------------------------------------


def test_weights_and_dead_cards() -> None:
    hits = holdEm.board_hits("AA:0.5,KK", "7h8h2c")
    assert hits.combos == 9.0 and hits.made["overpair"] == 1.0
    dead = holdEm.board_hits("AA:0.5,KK,72o", "7h8h2c", dead="Ah")
    assert dead.dead == "Ah"
    assert dead.combos == pytest.approx(1.5 + 6 + 7)  # 72o: 7c with 3 deuces, 7d and 7s with 2 each
    assert dead.made["two pair"] == pytest.approx(7 / 14.5)
    assert dead.made["overpair"] == pytest.approx(7.5 / 14.5)
    half = holdEm.board_hits("AhKh:25%,QQ", "Jh8h2c")
    assert half.combos == 6.25 and half.draws["nut flush draw"] == pytest.approx(0.25 / 6.25)


@pytest.mark.parametrize(
    ("board", "dead", "message"),
    [
        ("7h8h", "", "3, 4 or 5 cards .*not 2"),
        ("7h8h2c3d4s5s", "", "3, 4 or 5 cards .*not 6"),
        ("", "", "3, 4 or 5 cards"),
        ("7h7h2c", "", "7h"),
        ("7h8h2c", "7h", "both on the board and dead"),
        ("7h8h2c", "AsAs", "As"),
        ("7h8h2x", "", "2x"),
    ],
)
def test_bad_input(board: str, dead: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.board_hits("random", board, dead)


def test_empty_range_and_bad_range_text() -> None:
    with pytest.raises(ValueError, match="no combo of the range is left"):
        holdEm.board_hits("AhKh", "AhKd2c")
    with pytest.raises(ValueError, match="no combo of the range is left"):
        holdEm.board_hits("AhKh", "QhKd2c", dead="Ah")
    with pytest.raises(ValueError):
        holdEm.board_hits("AKx", "7h8h2c")
    with pytest.raises(TypeError):
        holdEm.board_hits(["AhKh"], "7h8h2c")  # type: ignore[arg-type]


def test_speed_on_a_random_range() -> None:
    def once() -> float:
        start = time.perf_counter()
        holdEm.board_hits("random", "7h8h2c")
        return time.perf_counter() - start

    assert statistics.median(once() for _ in range(20)) < 0.010


# --- the command line --------------------------------------------------------------------------------


def test_cli_hits_json_and_text() -> None:
    result = run_cli("hits", "random", "--board", "7h8h2c", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == holdEm.board_hits("random", "7h8h2c").to_dict()
    text = run_cli("hits", "QQ+,AKs", "--board", "Jh8h2c", "--dead", "Ah")
    assert text.returncode == 0
    assert b"QQ+,AKs on Jh8h2c, dead Ah: 18 combos" in text.stdout and b"overpair" in text.stdout


def test_cli_hits_errors_and_help() -> None:
    bad = run_cli("hits", "random", "--board", "7h8h")
    assert bad.returncode == 2 and b"holdem hits: error:" in bad.stderr and b"3, 4 or 5 cards" in bad.stderr
    empty = run_cli("hits", "AhKh", "--board", "AhKd2c")
    assert empty.returncode == 2 and b"no combo" in empty.stderr
    assert run_cli("hits", "random").returncode == 2  # --board is required
    assert b"holdem hits " in run_cli("hits", "--help").stdout


def test_the_holdem_hits_command(tmp_path: Path) -> None:
    result = run_shell(
        'holdem hits "22+" --board 7h8h2c --json > out.json && holdem hits random --board 7h8h2c', tmp_path
    )
    assert result.returncode == 0, result.stderr
    data = json.loads((tmp_path / "out.json").read_text())
    assert data["made"]["set"] == pytest.approx(9 / 69) and data["combos"] == 69
    assert b"no made hand" in result.stdout


def test_a_hand_written_with_spaces_is_the_hand_as_equity_reads_it() -> None:
    """A hand pasted from a hand history ("As Ks", "As, Ah, Ks, Kd") is one hand, as equity and the
    other analyses read the player; the hit report read it as range items (Hold'em: 'one card is
    not a hand'; Omaha: every hand holding any of the cards, 76,145)."""
    for spaced, hand, game in [("As Ks", "AsKs", "holdem"), ("As, Ah, Ks, Kd", "AsAhKsKd", "omaha"),
                               ("Ks As 8d", "KsAs8d", "holdem")]:  # fmt: skip
        if len(holdEm.parse_cards(spaced)) != (2 if game == "holdem" else 4):
            with pytest.raises(ValueError, match="one card is not a hand"):
                holdEm.board_hits(spaced, "Qs7d2c", game=game)  # three cards are no hand: range items
            continue
        spaced_hits, hand_hits = (
            holdEm.board_hits(spaced, "Qs7d2c", game=game),
            holdEm.board_hits(hand, "Qs7d2c", game=game),
        )
        assert spaced_hits == hand_hits and spaced_hits.combos == 1
        opponent = "QQ+" if game == "holdem" else "QQ"
        assert holdEm.equity([spaced, opponent], "Qs7d2c", game=game).hands[0] == spaced.strip()
    assert holdEm.board_hits("AA KK", "Qs7d2c", game="omaha").combos > 1  # patterns stay patterns
