"""holdEm.board_hits on a river (five board cards) in Hold'em and short deck, ``holdem hits`` and
``POST /api/hits`` with a river: every combo against the brute force of tests/hits_reference.py
(the best five of seven cards, the classes from the definitions, no draws since no card is to
come), the boards chosen so that the board itself plays (its straight, flush, full house, quads)
as well as paired and unpaired rivers; then weights, the filter, the output and bad input."""

from __future__ import annotations

import json
import random
import statistics
import time
import warnings
from collections import Counter
from typing import Any

import pytest
from cli_support import run_cli
from hits_reference import DECK, SPEC_MADE, brute_force, cards, combo_key, draws, made_hand

import holdEm
from holdEm import _core
from holdEm.hits import DRAWS, NO_DRAWS_ON_THE_RIVER

# Rivers where the board plays, paired rivers and plain ones, each with a reason.
RIVERS = [
    "5c6d7h8s9c",  # a straight on the board: every combo at least a straight
    "AhKhQhJhTh",  # a royal flush on the board: every combo's hand
    "2h5h9hJh3h",  # a flush on the board, higher hearts improve it
    "7s7h7d2c2d",  # a full house on the board
    "QdQcQhQs2d",  # four of a kind on the board
    "7s7h7dKcQd",  # three of a kind on the board
    "KsKd7c7h2s",  # two pair on the board: a hole card pairing the deuce is two pair
    "7s7h2c9dKh",  # a paired river
    "Ks9h7c4d2s",  # no pair, no three of a suit: overpairs, top pair .. weak pair
    "As9h7c4d2s",  # a wheel for any 5-3
    "Th9h8d7c2s",  # four to a straight on the board
    "Jh8h2c3s4d",  # two hearts on the board: a flush draw on the turn, none now
]
RANDOM_RIVERS = ["".join(random.Random(seed).sample(DECK, 5)) for seed in range(8)]


def classify(hole: str, board: str, game: str = "holdem") -> tuple[str, set[str]]:
    made, found = _core._combo_hits(board, game)[combo_key(*cards(hole))]
    return made, set(found)


@pytest.mark.parametrize("board", RIVERS + RANDOM_RIVERS)
def test_every_combo_matches_the_brute_force(board: str) -> None:
    engine = {key: (made, set(found)) for key, (made, found) in _core._combo_hits(board).items()}
    expected = brute_force(board)
    assert len(expected) == 47 * 46 // 2 and engine.keys() == expected.keys()
    assert {key: (engine[key], want) for key, want in expected.items() if engine[key] != want} == {}
    hits = holdEm.board_hits("random", board)
    assert hits.combos == len(expected) and hits.is_river
    counts = Counter(made for made, _ in expected.values())
    assert hits.made == pytest.approx({name: counts[name] / len(expected) for name in SPEC_MADE})
    assert list(hits.draws) == list(DRAWS) and set(hits.draws.values()) == {0.0}


def test_the_rivers_reach_every_made_hand() -> None:
    """The comparison above is only as good as the classes it meets: all of them come up."""
    seen = {made for board in RIVERS for made, _ in brute_force(board).values()}
    assert seen == set(SPEC_MADE)


# Reasoned out by hand; the brute force must agree too.
CASES = [
    ("AhKd", "5c6d7h8s9c", "straight"),  # the board plays
    ("Ts2d", "5c6d7h8s9c", "straight"),  # a higher straight: still the class straight
    ("2c3c", "AhKhQhJhTh", "straight flush"),  # the board's royal flush
    ("AcKd", "2h5h9hJh3h", "flush"),  # the board's flush, no heart in hand
    ("4h6h", "2h5h9hJh3h", "straight flush"),  # 2-3-4-5-6 of hearts
    ("AhKh", "7s7h7d2c2d", "full house"),  # the board's full house
    ("2h2s", "7s7h7d2c2d", "four of a kind"),
    ("AsKd", "QdQcQhQs2d", "four of a kind"),  # the board's quads
    ("AcKh", "7s7h7dKcQd", "full house"),  # a hole king pairs the board's king
    ("AcJh", "7s7h7dKcQd", "trips"),  # the board's trips, nothing in hand
    ("AhQh", "KsKd7c7h2s", "ace high"),  # the board's two pair with an ace
    ("Qh2h", "KsKd7c7h2s", "two pair"),  # a hole card pairs the deuce
    ("AhKh", "KsKd7c7h2s", "full house"),
    ("AcAd", "Ks9h7c4d2s", "overpair"),
    ("QcQd", "Ks9h7c4d2s", "pocket pair below top pair"),
    ("Kc3d", "Ks9h7c4d2s", "top pair"),
    ("9c3d", "Ks9h7c4d2s", "middle pair"),
    ("4c3d", "Ks9h7c4d2s", "weak pair"),
    ("Ac3d", "Ks9h7c4d2s", "ace high"),
    ("Qc3d", "Ks9h7c4d2s", "no made hand"),
    ("5c3d", "As9h7c4d2s", "straight"),  # the wheel
    ("AhKh", "Jh8h2c3s4d", "ace high"),  # four hearts and no card to come
    ("9hTh", "Jh8h2c3s4d", "no made hand"),  # a flush draw and an open-ender on the turn
]


@pytest.mark.parametrize(("hole", "board", "made"), CASES)
def test_river_cases(hole: str, board: str, made: str) -> None:
    assert classify(hole, board) == (made, set())
    assert made_hand(cards(hole), cards(board)) == made  # the brute force agrees
    assert draws(cards(hole), cards(board), made) == set()


def test_the_turns_draws_are_gone_on_the_river() -> None:
    # The same hole cards have draws on the turn: the river's empty draws are the river's doing.
    assert classify("9hTh", "Jh8h2c3s") == ("no made hand", {"flush draw", "open-ended straight draw", "combo draw"})
    assert classify("AhKh", "Jh8h2c3s")[1] == {"flush draw", "nut flush draw", "overcards"}


@pytest.mark.parametrize("board", ["Ks9h7c4d2s", "KsKd7c7h2s", "2h5h9hJh3h"])
@pytest.mark.parametrize("text", ["QQ+,AKs:0.5,T9s,K7s", "22+,A2s+:0.25,KQo"])
def test_weighted_ranges_with_dead_cards(text: str, board: str) -> None:
    expected = brute_force(board)
    weights = {k: w for k, w in holdEm.parse_range(text).items() if "Ad" not in (k[:2], k[2:])}
    kept = {k: w for k, w in weights.items() if k in expected}  # the board's combos are left out
    total = sum(kept.values())
    hits = holdEm.board_hits(text, board, dead="Ad")
    assert hits.combos == pytest.approx(total)
    for name in SPEC_MADE:
        assert hits.made[name] == pytest.approx(sum(w for k, w in kept.items() if expected[k][0] == name) / total)
    assert set(hits.draws.values()) == {0.0}


def test_select_of_a_draw_keeps_nothing_on_the_river() -> None:
    hits = holdEm.board_hits("QQ+,AKs,T9s,98s", "Jh8h2c3s4d")
    assert len(hits.select("flush draw")) == 0 and str(hits.select("gutshot, overcards")) == ""
    made = hits.select("top pair+")
    assert hits.select("top pair+", "flush draw") == made  # a draw adds nothing to the made hands
    expected = brute_force("Jh8h2c3s4d")
    wanted = {k for k, w in holdEm.parse_range("QQ+,AKs,T9s,98s").items() if k in expected}
    top = SPEC_MADE[: SPEC_MADE.index("top pair") + 1]
    assert set(made) == {k for k in wanted if expected[k][0] in top}


# --- short deck -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hole", "board", "game", "made"),
    [
        ("7s7h", "7d8c9hTsJc", "shortdeck", "straight"),  # 7-J beats trips in the standard order
        ("7s7h", "7d8c9hTsJc", "shortdeck-triton", "set"),  # Triton: three of a kind beats a straight
        ("AsKd", "7d8c9hTsJc", "shortdeck-triton", "straight"),  # the board's straight plays
        ("Kh6c", "9hJhQhAh7h", "shortdeck", "flush"),
        ("6s6h", "6d6c9d9sAh", "shortdeck", "four of a kind"),
        ("KcQd", "6s7h8dTsJc", "shortdeck", "no made hand"),  # no 9, no ace: no short-deck straight
        ("Ac9d", "6s7h8dTsJc", "shortdeck", "straight"),
    ],
)
def test_short_deck_river_cases(hole: str, board: str, game: str, made: str) -> None:
    assert classify(hole, board, game) == (made, set())
    hits = holdEm.board_hits(hole, board, game=game)
    assert hits.made[made] == 1.0 and set(hits.draws.values()) == {0.0}


# --- output, the command line, the web, bad input ------------------------------------------------


def test_text_and_notebook_say_no_draws() -> None:
    hits = holdEm.board_hits("22+,A2s+", "7h8h2cKsTd")
    text = str(hits)
    assert f"draws: {NO_DRAWS_ON_THE_RIVER}" in text and "top pair" in text
    assert not any(name in text for name in DRAWS)  # no column of zeros
    html = hits._repr_html_()
    assert NO_DRAWS_ON_THE_RIVER in html and ">top pair<" in html and ">flush draw<" not in html
    turn = holdEm.board_hits("22+,A2s+", "7h8h2cKs")  # a turn still lists its draws
    assert NO_DRAWS_ON_THE_RIVER not in str(turn) and ">flush draw<" in turn._repr_html_()
    data = hits.to_dict()
    assert data["draws"] == dict.fromkeys(DRAWS, 0.0) and json.loads(json.dumps(data)) == data


def test_cli_river() -> None:
    result = run_cli("hits", "22+,A2s+,KQs", "--board", "7h8h2cKsTd", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == holdEm.board_hits("22+,A2s+,KQs", "7h8h2cKsTd").to_dict()
    text = run_cli("hits", "22+,A2s+,KQs", "--board", "7h8h2cKsTd", "--select", "top pair+,flush draw")
    assert text.returncode == 0, text.stderr
    out = text.stdout.decode()
    kept = holdEm.board_hits("22+,A2s+,KQs", "7h8h2cKsTd").select("top pair+")
    assert f"draws: {NO_DRAWS_ON_THE_RIVER}" in out and f"{kept}\n" in out
    bad = run_cli("hits", "random", "--board", "7h8h2cKsTd3c")
    assert bad.returncode == 2 and b"3, 4 or 5 cards (a flop, a turn or a river), not 6" in bad.stderr


@pytest.mark.parametrize("game", ["holdem", "shortdeck", "shortdeck-triton"])
def test_six_cards_are_refused_naming_the_count(game: str) -> None:
    with pytest.raises(ValueError, match=r"the board must have 3, 4 or 5 cards \(a flop, a turn or a river\), not 6"):
        holdEm.board_hits("AA", "7h8h9cTcJcQc", game=game)
    with pytest.raises(ValueError, match="not 6"):
        _core._combo_hits("7h8h9cTcJcQc", game)


def test_web_hits_on_a_river() -> None:
    pytest.importorskip("starlette")
    pytest.importorskip("httpx")
    with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client
        warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
        from starlette.testclient import TestClient

    from web_support import hits_answer

    from holdEm.web import create_app

    body: dict[str, Any] = {"range": "22+,A2s+", "board": "7h8h2cKsTd", "dead": "Kd", "select": "two pair+"}
    with TestClient(create_app()) as client:
        answer = client.post("/api/hits", json=body).json()
        hits = holdEm.board_hits("22+,A2s+", "7h8h2cKsTd", "Kd")
        assert answer == {**hits_answer(hits), "selected": hits.selection_dict("two pair+")}
        omaha = client.post("/api/hits", json={"range": "AA", "board": "7h8h2cKsTd", "game": "omaha"}).json()
        assert omaha == hits_answer(holdEm.board_hits("AA", "7h8h2cKsTd", game="omaha"))
        bad = client.post("/api/hits", json={"range": "AA", "board": "7h8h2cKsTd3c"})
        assert bad.status_code == 400 and "not 6" in bad.text


def test_a_river_report_is_quick() -> None:
    def once() -> float:
        start = time.perf_counter()
        holdEm.board_hits("random", "7h8h2cKsTd")
        return time.perf_counter() - start

    assert statistics.median(once() for _ in range(20)) < 0.010
