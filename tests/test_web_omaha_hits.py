"""The hit report of ``POST /api/hits`` in the Omaha high games (PLO4, PLO5, PLO6): the answers
equal the library's ``board_hits(...).to_dict()``, a selection answers the number of hands kept
and lists the first ones as text (checked against a count of the hands made here with NumPy), bad
input is refused as 4xx JSON naming the field, and huge requests stay within the server's limits
while it goes on answering (the hi-lo games: test_web_hilo_hits.py)."""

from __future__ import annotations

import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np
import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")

with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client; httpx still works
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from starlette.testclient import TestClient  # noqa: E402
from omaha_reference import card_text  # noqa: E402
from web_support import hits_answer, running_server  # noqa: E402

import holdEm  # noqa: E402
from holdEm.hits import OMAHA_DRAWS  # noqa: E402
from holdEm.web import ServerLimits, create_app  # noqa: E402
from holdEm.web.jobs import MAX_LISTED_HANDS  # noqa: E402

LIMITS = ServerLimits(time_limit=5.0, general_slots=2, fast_slots=2, queue_wait=5.0)
# On this flop no hand can make a straight, a flush or a full house (its three cards are too far
# apart, of two suits, unpaired), so a set is the strongest made hand and a flush draw is two
# hearts in hand: the selections below are counted here from the hands themselves.
FLOP = "Jh8h2c"
BOARD_CARDS = (4 * 9 + 2, 4 * 6 + 2, 4 * 0 + 0)  # Jh, 8h, 2c (card = 4 * rank + suit, 2c = 0; suits c d h s)
HEARTS = 2


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(LIMITS)) as test_client:
        yield test_client


def hands_left(range_text: str, game: str, dead: tuple[int, ...] = ()) -> np.ndarray:
    """The range's hands (holdEm.omaha_hands) that hold no board or dead card, in the library's order."""
    hands = holdEm.omaha_hands(range_text, game)
    out = np.isin(hands, (*BOARD_CARDS, *dead)).any(axis=1)
    return hands[~out]


@pytest.mark.parametrize(
    ("game", "library_game", "range_text", "dead"),
    [
        ("omaha", "omaha", "AA:xxyy,KK!KKK,JT98", "Ks"),
        ("plo", "plo4", "random", ""),  # an alias, as the other endpoints read it
        ("PLO4", "plo4", "15%", ""),
        ("plo5", "plo5", "15%", "As"),
        ("plo5", "plo5", "AA,T98", ""),
        ("plo6", "plo6", "AAK,QQJ:xxyy", "Qd"),
    ],
)
def test_omaha_report_equals_the_librarys(
    client: TestClient, game: str, library_game: str, range_text: str, dead: str
) -> None:
    body = {"range": range_text, "board": FLOP, "dead": dead, "game": game}
    response = client.post("/api/hits", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    expected = holdEm.board_hits(range_text, FLOP, dead, game=library_game)
    assert answer == hits_answer(expected)
    assert list(answer["draws"]) == list(OMAHA_DRAWS) and "wrap" in answer["draws"]
    dead_cards = (4 * "23456789TJQKA".index(dead[0]) + "cdhs".index(dead[1]),) if dead else ()
    assert answer["combos"] == len(hands_left(range_text, library_game, dead_cards))  # counted here
    assert sum(answer["made"].values()) == pytest.approx(1.0, abs=1e-9)


def test_a_turn_report_equals_the_librarys(client: TestClient) -> None:
    body = {"range": "AKQJ,T987", "board": "Ts9h8c2d", "game": "omaha"}
    answer = client.post("/api/hits", json=body).json()
    assert answer == hits_answer(holdEm.board_hits("AKQJ,T987", "Ts9h8c2d", game="omaha"))


@pytest.mark.parametrize(("game", "range_text"), [("omaha", "random"), ("plo5", "AA,KK"), ("plo6", "AAK:xxyy")])
def test_an_omaha_selection_counts_the_hands_kept_and_lists_the_first(
    client: TestClient, game: str, range_text: str
) -> None:
    body = {"range": range_text, "board": FLOP, "game": game, "select": "flush draw"}
    response = client.post("/api/hits", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    selected = answer.pop("selected")
    assert answer == hits_answer(holdEm.board_hits(range_text, FLOP, game=game))  # the report, as without select
    kept = holdEm.board_hits(range_text, FLOP, game=game).select("flush draw")
    # Counted here: a flush draw on this flop is two hearts in hand.
    hands = hands_left(range_text, game)
    mine = hands[(hands % 4 == HEARTS).sum(axis=1) >= 2]
    assert selected["combos"] == len(kept) == len(mine) > MAX_LISTED_HANDS
    listed = ["".join(map(card_text, row)) for row in mine[:MAX_LISTED_HANDS]]
    assert selected["hands"] == listed
    assert selected["more"] == len(mine) - MAX_LISTED_HANDS
    assert selected["classes"] == "flush draw"


def test_a_small_omaha_selection_lists_every_hand(client: TestClient) -> None:
    body = {"range": "JJ88,22AK,AKQT", "board": FLOP, "dead": "Js", "game": "omaha", "select": "set+"}
    selected = client.post("/api/hits", json=body).json()["selected"]
    kept = holdEm.board_hits("JJ88,22AK,AKQT", FLOP, "Js", game="omaha").select("set+")
    # Counted here: nothing beats a set on this flop, and a set is two hole cards of a board rank.
    hands = hands_left("JJ88,22AK,AKQT", "omaha", (4 * 9 + 3,))
    ranks = hands // 4
    sets = np.zeros(len(hands), dtype=bool)
    for board_rank in (9, 6, 0):
        sets |= (ranks == board_rank).sum(axis=1) >= 2
    assert selected["combos"] == len(kept) == sets.sum() <= MAX_LISTED_HANDS
    assert selected["hands"] == ["".join(map(card_text, row)) for row in hands[sets]]
    assert selected["more"] == 0
    none = client.post("/api/hits", json={**body, "select": "straight flush"}).json()["selected"]
    assert none == {"classes": "straight flush", "combos": 0, "hands": [], "more": 0}


@pytest.mark.parametrize(
    ("game", "range_text", "select"), [("omaha", "JJ88,22AK,AKQT", "set+"), ("plo5", "22AKQ:xxyy", "set")]
)
def test_a_selection_listed_whole_is_range_text_of_just_those_hands(
    client: TestClient, game: str, range_text: str, select: str
) -> None:
    """What the page's "use as range" sends: the hands listed, comma-separated, within max_text."""
    body = {"range": range_text, "board": FLOP, "game": game, "select": select}
    selected = client.post("/api/hits", json=body).json()["selected"]
    assert selected["more"] == 0 and 0 < selected["combos"]
    text = ",".join(selected["hands"])
    assert len(text) <= client.get("/api/status").json()["max_text"] == LIMITS.max_text
    kept = holdEm.board_hits(range_text, FLOP, game=game).select(select)
    read = holdEm.omaha_hands(text, game)
    assert sorted(map(tuple, read.tolist())) == sorted(map(tuple, kept.tolist()))
    hand = {"omaha": "AsKdQhTc", "plo5": "AsKdQhTc9s"}[game]
    answer = client.post("/api/equity", json={"hands": [hand, text], "board": FLOP, "game": game, "exact": True})
    assert answer.status_code == 200, answer.text
    expected = holdEm.equity([hand, read], FLOP, game=game, exact=True)  # the hands themselves, as an array
    assert answer.json()["equity"] == pytest.approx(list(expected.equity), abs=1e-12)


@pytest.mark.parametrize(
    ("body", "field", "reason"),
    [
        ({"range": "AA++"}, "range", "range: unknown symbol '+'"),
        ({"range": "AA:0.5"}, "range", "weights go after"),
        ({"range": ""}, "range", "empty Omaha range"),
        ({"range": "JhJd"}, "range", "no hand of the range is left"),
        ({"range": "AA", "select": "wraps"}, "select", "unknown hit class 'wraps'"),
        ({"range": "AA", "select": "wrap+"}, "select", "'+' follows a made hand"),
        ({"range": "AA", "board": "Jh8h"}, "board", "3, 4 or 5 cards"),
        ({"range": "AA", "dead": "Jh"}, "dead", "both on the board and dead"),
        ({"range": "15%", "game": "plo6"}, "range", "PLO6 has no ranking"),
    ],
)
def test_bad_omaha_input_is_a_400_naming_the_field(
    client: TestClient, body: dict[str, Any], field: str, reason: str
) -> None:
    response = client.post("/api/hits", json={"board": FLOP, "game": "omaha", **body})
    assert response.status_code == 400, response.text
    answer = response.json()
    assert answer["field"] == field and reason in answer["error"], answer


def test_a_range_text_over_the_limit_is_refused_before_any_work(client: TestClient) -> None:
    text = ",".join(["AKQJ:xxyy"] * 410)  # about 4 KB
    assert len(text) > LIMITS.max_text
    response = client.post("/api/hits", json={"range": text, "board": FLOP, "game": "plo6"})
    assert response.status_code == 400
    answer = response.json()
    assert answer["field"] == "range" and f"more than the {LIMITS.max_text} allowed" in answer["error"]


def test_a_plo6_range_past_the_parsers_limit_is_refused_at_once(client: TestClient) -> None:
    start = time.monotonic()
    response = client.post("/api/hits", json={"range": "random", "board": FLOP, "game": "plo6", "select": "wrap"})
    assert time.monotonic() - start < 2.0
    assert response.status_code == 400
    answer = response.json()
    assert answer["field"] == "range" and "4,000,000" in answer["error"], answer


# About 2.8 million PLO6 hands (AA, KK and QQ overlap), under the parser's 4,000,000.
HUGE = {"range": "AA,KK,QQ", "board": FLOP, "game": "plo6", "select": "overpair,set+,flush draw"}


@pytest.fixture(scope="module")
def server() -> Any:
    with running_server("--time-limit", "5", "--slots", "2") as url:
        yield url


def test_a_huge_plo6_selection_answers_a_count_and_a_short_list_while_the_server_goes_on(server: str) -> None:
    expected = holdEm.board_hits(HUGE["range"], FLOP, game="plo6")
    kept = len(expected.select(HUGE["select"]))
    assert expected.combos > 2_500_000 and kept > 2_500_000
    with httpx.Client(base_url=server, timeout=30) as http, ThreadPoolExecutor(4) as pool:
        futures = [pool.submit(http.post, "/api/hits", json=HUGE) for _ in range(4)]
        latencies = []
        while not all(f.done() for f in futures):  # the event loop answers while the jobs run in threads
            t = time.monotonic()
            assert http.get("/api/status").status_code == 200
            latencies.append(time.monotonic() - t)
            time.sleep(0.02)
        answers = [f.result() for f in futures]
    assert max(latencies) < 1.0, latencies
    for response in answers:
        assert response.status_code in (200, 503), response.text
    answered = [r for r in answers if r.status_code == 200]
    assert answered
    for response in answered:
        assert len(response.content) < 64_000  # the count and 200 hands, not 2.8 million of them
        answer = response.json()
        selected = answer.pop("selected")
        assert answer == hits_answer(expected)
        assert selected["combos"] == kept and len(selected["hands"]) == MAX_LISTED_HANDS
        assert selected["more"] == kept - MAX_LISTED_HANDS


def test_openapi_offers_the_omaha_high_games_for_the_hit_report(client: TestClient) -> None:
    schemas = client.get("/openapi.json").json()["components"]["schemas"]
    games = schemas["HitsRequest"]["properties"]["game"]["enum"]
    assert {"omaha", "plo", "plo4", "plo5", "plo6"} <= set(games)
    for game in games:  # every game it offers is answered
        range_text = "AA" if game.startswith("plo6") else "random"
        response = client.post("/api/hits", json={"range": range_text, "board": "JhTh9c", "game": game})
        assert response.status_code == 200, (game, response.text)
    assert str(MAX_LISTED_HANDS) in schemas["Hits"]["description"]
