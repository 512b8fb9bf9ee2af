"""``POST /api/breakdown`` in the Omaha games (PLO4, PLO5, PLO6 and hi-lo): the answer is the library's
``equity_breakdown(...).to_dict()`` with the hands of the most equity listed first and at most
MAX_LISTED_HANDS of them (the total and the rest counted), each listed hand's figures are those of
an exact ``equity()`` of that hand against the opponent's range, and a third player, ``exact:
false``, bad hands and a spot past the time limit are refused as 4xx JSON naming the field."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client; httpx still works
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from starlette.testclient import TestClient  # noqa: E402

import holdEm  # noqa: E402
from holdEm.web import ServerLimits, create_app  # noqa: E402
from holdEm.web.jobs import MAX_LISTED_HANDS  # noqa: E402

LIMITS = ServerLimits(time_limit=20.0, general_slots=2, fast_slots=2, queue_wait=5.0)
FLOP = "Jh8h2c"


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(LIMITS)) as test_client:
        yield test_client


def post(client: TestClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/api/breakdown", json=body)
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.parametrize(
    ("game", "library_game", "hands", "board", "player"),
    [
        ("omaha", "omaha", ["AAKK,T976:xxyy", "KsKdQhQc"], FLOP, 0),
        ("PLO", "omaha", ["AsKsQdJd", "KKT9"], FLOP, 1),  # an alias, the second player's hands
        ("plo5", "plo5", ["AAKKQ", "QsQhJsTs9c"], "Jh8h2c7d", 0),
        ("plo6", "plo6", ["AsAhKsKhQdJd", "TT9988"], FLOP, 1),
        ("omaha-hilo", "omaha-hilo", ["AA2:xxyy", "KsKdQhQc"], "Jh8h2c7d", 0),  # scoops and other shares
        ("PLO5-HILO", "plo5-hilo", ["AsKs2d3d7c", "AA34K:xxyy"], "Jh8h2c7d", 1),
    ],
)
def test_an_omaha_breakdown_is_the_librarys_most_equity_first(
    client: TestClient, game: str, library_game: str, hands: list[str], board: str, player: int
) -> None:
    answer = post(client, {"hands": hands, "board": board, "game": game, "player": player})
    expected = holdEm.equity_breakdown(hands, board, player=player, game=library_game)
    rows = expected.to_dict()["combos"]
    assert 0 < len(rows) <= MAX_LISTED_HANDS  # every hand listed here
    assert answer["game"] == library_game and answer["player"] == player and answer["exact"] is True
    assert answer["order"] == "equity" and answer["total"] == len(rows) and answer["more"] == 0
    # The same rows, the most equity first (equal equities in the library's order).
    assert answer["combos"] == sorted(rows, key=lambda r: -r["equity"])
    assert answer["listed_weight"] == pytest.approx(1.0, abs=1e-12)
    assert "by_class" not in answer and "classes" not in answer  # Omaha hands have no 13x13 grid
    # Against the equity engine: the player's equity, and a listed hand's figures as an exact
    # equity() of that hand against the opponent's range.
    whole = holdEm.equity(hands, board, game=library_game, exact=True)
    assert answer["equity"] == pytest.approx(whole.equity[player], abs=1e-9)
    for row in (answer["combos"][0], answer["combos"][-1]):
        alone = list(hands)
        alone[player] = row["combo"]
        one = holdEm.equity(alone, board, game=library_game, exact=True)
        assert row["equity"] == pytest.approx(one.equity[player], abs=1e-9)
        assert row["win"] == pytest.approx(one.win[player], abs=1e-9)
        assert row["tie"] == pytest.approx(one.tie[player], abs=1e-9)


def test_a_large_breakdown_lists_the_hands_of_the_most_equity_and_counts_the_rest(client: TestClient) -> None:
    hands, board = ["AA", "KsKhQsQh"], "Jh8h2c"
    answer = post(client, {"hands": hands, "board": board, "game": "omaha"})
    expected = holdEm.equity_breakdown(hands, board, game="omaha")
    total = len(expected.combos)
    assert total > MAX_LISTED_HANDS
    assert answer["total"] == total and answer["more"] == total - MAX_LISTED_HANDS
    listed = answer["combos"]
    assert len(listed) == MAX_LISTED_HANDS
    equities = [r["equity"] for r in listed]
    assert equities == sorted(equities, reverse=True)
    # No hand left out has more equity than the least one listed.
    shown = {r["combo"] for r in listed}
    left_out = [e for c, e in zip(expected.combos, expected.equities) if c not in shown]
    assert len(left_out) == total - MAX_LISTED_HANDS and max(left_out) <= min(equities)
    by_hand = {r.combo: r for r in expected.rows()}
    for row in listed:
        assert by_hand[row["combo"]]._asdict() == row
    assert answer["listed_weight"] == pytest.approx(sum(r["weight"] for r in listed), abs=1e-12)
    assert 0 < answer["listed_weight"] < 1
    # The overall equity is over every hand, listed or not.
    assert answer["equity"] == pytest.approx(expected.equity, abs=1e-12)


def test_the_two_card_games_still_answer_the_grid(client: TestClient) -> None:
    answer = post(client, {"hands": ["QQ+,AKs", "random", "random"], "board": FLOP})
    assert len(answer["by_class"]) == 169 and "order" not in answer and "total" not in answer


@pytest.mark.parametrize(
    ("body", "status", "field", "reason"),
    [
        ({"hands": ["AA", "KK", "QQ"]}, 400, "hands", "the Omaha breakdown is heads-up (two players), got 3"),
        ({"hands": ["AA", "KK"], "exact": False}, 400, "exact", "an Omaha breakdown is exact"),
        ({"hands": ["AA", "KK"], "player": 2}, 400, "player", "player must be from 0 to 1"),
        ({"hands": ["AsKsQdJd", "AA+"]}, 400, "hands", "player 2: "),
        ({"hands": ["AsKsQd", "KK"]}, 400, "hands", "player 1: an Omaha breakdown is heads-up, each player a range"),
        ({"hands": ["KK", "random"]}, 400, "hands", "player 2: an Omaha breakdown is heads-up, each player a range"),
        ({"hands": ["AsKsJhQd", "KK"]}, 400, "hands", "player 1: duplicate card Jh"),  # in the hand and on the board
        ({"hands": ["AA", "KK"], "board": "Jh8h2c2c"}, 400, "board", "2c"),
        ({"hands": ["AA", "KK"], "board": ""}, 400, "hands", "too large to enumerate"),  # the library's refusal
    ],
)
def test_bad_omaha_breakdowns_are_refused_naming_the_field(
    client: TestClient, body: dict[str, Any], status: int, field: str | None, reason: str
) -> None:
    response = client.post("/api/breakdown", json={"board": FLOP, "game": "omaha", **body})
    assert response.status_code == status, response.text
    answer = response.json()
    assert reason in answer["error"]
    assert answer.get("field") == field


def test_a_spot_past_the_time_limit_is_422_and_the_server_goes_on() -> None:
    limits = ServerLimits(time_limit=0.1, probe_time=0.05, general_slots=1, fast_slots=1, queue_wait=5.0)
    with TestClient(create_app(limits)) as small:
        body = {"hands": ["AA", "KK"], "board": "Jh8h2c7d", "game": "omaha"}  # about half a second
        response = small.post("/api/breakdown", json=body)
        assert response.status_code == 422, response.text
        error = response.json()["error"]
        assert error.startswith("stopped after") and "% of the deals: this server allows 0.1 s per request" in error
        quick = small.post("/api/breakdown", json={**body, "hands": ["AsAhKsKh", "QsQhJsJd"]})
        assert quick.status_code == 200 and quick.json()["total"] == 1
