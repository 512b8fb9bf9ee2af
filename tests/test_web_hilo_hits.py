"""The hit report of ``POST /api/hits`` in the Omaha hi-lo games (omaha-hilo, plo5-hilo, plo6-hilo):
the answers equal the library's ``board_hits(...).to_dict()`` with the low half (``lows``,
``low_draws``), a selection of low classes equals the library's ``select`` (and, on a small range,
the hands that the plain-Python brute force of tests/omaha_low_hits_reference.py puts in those
classes), a large selection is capped as in Omaha high, and bad class names are refused as 400
JSON naming ``select``."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client; httpx still works
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from starlette.testclient import TestClient  # noqa: E402
from hits_reference import cards  # noqa: E402
from omaha_low_hits_reference import SPEC_LOW_DRAWS, SPEC_LOWS, low_class  # noqa: E402
from omaha_reference import card_text  # noqa: E402
from web_support import hits_answer  # noqa: E402

import holdEm  # noqa: E402
from holdEm.web import ServerLimits, create_app  # noqa: E402
from holdEm.web.jobs import MAX_LISTED_HANDS  # noqa: E402

LIMITS = ServerLimits(time_limit=5.0, general_slots=2, fast_slots=2, queue_wait=5.0)
FLOP = "3c4d8h"  # the nut low is A-2 (8-4-3-2-A), the 2nd nut low A-5 (8-5-4-3-A)
TURN = "3c4dKh9s"  # no low yet: every low is a draw
HOLE = {"omaha-hilo": 4, "plo4-hilo": 4, "plo5-hilo": 5, "plo6-hilo": 6}


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(LIMITS)) as test_client:
        yield test_client


def hand_text(row: np.ndarray) -> str:
    return "".join(map(card_text, row.tolist()))


def hits(client: TestClient, **body: Any) -> Any:
    return client.post("/api/hits", json=body)


@pytest.mark.parametrize(
    ("game", "library_game", "range_text", "board", "dead"),
    [
        ("omaha-hilo", "omaha-hilo", "A2xx,A3xx,KQJT", FLOP, ""),
        ("plo-hilo", "omaha-hilo", "random", FLOP, "Ks"),  # an alias, as the other endpoints read it
        ("OMAHA-HILO", "omaha-hilo", "15%", TURN, ""),
        ("plo5-hilo", "plo5-hilo", "A2,A3K", TURN, "2s"),
        ("plo6-hilo", "plo6-hilo", "A23,KK", FLOP, ""),
    ],
)
def test_hi_lo_report_equals_the_librarys_with_the_low_half(
    client: TestClient, game: str, library_game: str, range_text: str, board: str, dead: str
) -> None:
    response = hits(client, range=range_text, board=board, dead=dead, game=game)
    assert response.status_code == 200, response.text
    answer = response.json()
    expected = holdEm.board_hits(range_text, board, dead, game=library_game)
    assert answer == hits_answer(expected)
    assert list(answer["lows"]) == SPEC_LOWS and list(answer["low_draws"]) == SPEC_LOW_DRAWS
    assert sum(answer["lows"].values()) == pytest.approx(1.0, abs=1e-9)
    assert answer["game"] == library_game


def test_the_high_games_answer_no_low_half(client: TestClient) -> None:
    answer = hits(client, range="A2xx", board=FLOP, game="omaha").json()
    assert "lows" not in answer and "low_draws" not in answer


@pytest.mark.parametrize(
    ("game", "range_text", "board", "select"),
    [
        ("omaha-hilo", "A2xx,A5KQ,2345", FLOP, "nut low"),
        ("omaha-hilo", "A2xx,A5KQ,2345", FLOP, "2nd nut low+"),
        ("omaha-hilo", "A2KQ,A5KQ,2367", FLOP, "other low,no low"),
        ("omaha-hilo", "A2KQ,A3KQ,22KQ", TURN, "nut low draw"),
        ("omaha-hilo", "A2KQ,A3KQ,88KQ", "3cKdQh", "backdoor low draw"),  # need two more
        ("plo5-hilo", "A2KQJ,A3KQJ", TURN, "low draw, top pair+"),  # a low draw or a high class
        ("plo6-hilo", "A2KQJT", FLOP, "NUT LOW,flush draw"),  # any case
    ],
)
def test_a_selection_of_low_classes_equals_the_librarys(
    client: TestClient, game: str, range_text: str, board: str, select: str
) -> None:
    response = hits(client, range=range_text, board=board, game=game, select=select)
    assert response.status_code == 200, response.text
    answer = response.json()
    selected = answer.pop("selected")
    report = holdEm.board_hits(range_text, board, game=game)
    assert answer == hits_answer(report)  # the report, as without select
    kept = report.select(select)
    assert kept.shape[1] == HOLE[game]
    assert selected["classes"] == select
    assert selected["combos"] == len(kept) > 0
    assert selected["hands"] == [hand_text(row) for row in kept[:MAX_LISTED_HANDS]]
    assert selected["more"] == max(0, len(kept) - MAX_LISTED_HANDS)


# A small range, classified hand by hand by the brute force (nothing there asks the engine).
SMALL = "A2KQ:xxyy,A5KQ:xxyy,2367:xxyy,A3KQ:xxyy,88KQ"  # 174 hands off the flop: all listed


@pytest.mark.parametrize("board", [FLOP, TURN])
def test_the_low_selections_are_the_hands_the_brute_force_puts_in_those_classes(client: TestClient, board: str) -> None:
    hands = holdEm.omaha_hands(SMALL, "omaha-hilo")
    on_board = set(cards(board))
    texts = [hand_text(row) for row in hands]
    texts = [t for t in texts if on_board.isdisjoint(cards(t))]
    classes = {t: low_class(cards(t), cards(board)) for t in texts}
    answer = hits(client, range=SMALL, board=board, game="omaha-hilo").json()
    assert answer["combos"] == len(texts)
    for name in SPEC_LOWS:
        want = sum(low == name for low, _ in classes.values()) / len(texts)
        assert answer["lows"][name] == pytest.approx(want, abs=1e-12)
    for name in [*SPEC_LOWS, *SPEC_LOW_DRAWS]:
        want = {t for t, (low, draws) in classes.items() if low == name or name in draws}
        selected = hits(client, range=SMALL, board=board, game="omaha-hilo", select=name).json()["selected"]
        assert selected["combos"] == len(want) and selected["more"] == 0
        assert {frozenset(cards(h)) for h in selected["hands"]} == {frozenset(cards(t)) for t in want}
    # The classes met: on the flop made lows of every kind, on the turn draws (no low yet).
    met = {low for low, _ in classes.values()} | {d for _, draws in classes.values() for d in draws}
    assert met >= ({"nut low", "2nd nut low", "other low", "no low"} if board == FLOP else {"nut low draw"})


def test_a_large_hi_lo_selection_is_capped_with_its_count(client: TestClient) -> None:
    response = hits(client, range="random", board=FLOP, game="omaha-hilo", select="no low")
    assert response.status_code == 200, response.text
    assert len(response.content) < 64_000  # the count and 200 hands, not a hundred thousand
    selected = response.json()["selected"]
    kept = holdEm.board_hits("random", FLOP, game="omaha-hilo").select("no low")
    assert selected["combos"] == len(kept) > MAX_LISTED_HANDS
    assert len(selected["hands"]) == MAX_LISTED_HANDS
    assert selected["more"] == len(kept) - MAX_LISTED_HANDS


@pytest.mark.parametrize(
    ("game", "select", "words"),
    [
        ("omaha-hilo", "nut lows", "unknown hit class 'nut lows'"),
        ("plo5-hilo", "third nut low", "the lows are nut low, 2nd nut low, other low, no low"),
        ("omaha-hilo", "low draw+", "'+' follows a made hand"),
        ("omaha", "nut low", "unknown hit class 'nut low'"),  # Omaha high has no low classes
        ("omaha-hilo", ",", "name at least one hit class"),
    ],
)
def test_bad_class_names_are_refused_naming_select(client: TestClient, game: str, select: str, words: str) -> None:
    response = hits(client, range="A2xx", board=FLOP, game=game, select=select)
    assert response.status_code == 400
    answer = response.json()
    assert answer["field"] == "select" and words in answer["error"]


def test_a_bad_hi_lo_range_is_named(client: TestClient) -> None:
    response = hits(client, range="A2+", board=FLOP, game="omaha-hilo")
    assert response.status_code == 400 and response.json()["field"] == "range"


def test_openapi_offers_the_hi_lo_games_for_the_hit_report(client: TestClient) -> None:
    schemas = client.get("/openapi.json").json()["components"]["schemas"]
    games = schemas["HitsRequest"]["properties"]["game"]["enum"]
    assert {"omaha-hilo", "plo-hilo", "plo4-hilo", "plo5-hilo", "plo6-hilo"} <= set(games)
    for game in (g for g in games if "hilo" in g):  # every hi-lo game it offers is answered, low half and all
        response = hits(client, range="A2", board=FLOP, game=game)
        assert response.status_code == 200, (game, response.text)
        assert set(response.json()["lows"]) == set(SPEC_LOWS)
    assert "low_draws" in schemas["Hits"]["description"]
    assert "nut low" in schemas["HitsRequest"]["properties"]["select"]["description"]
