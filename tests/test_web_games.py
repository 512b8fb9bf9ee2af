"""Every game of holdEm.equity through the web API: the answer equals the library's for the same
input (the hi-lo fields too), aliases are read as the library's names, and a game the library does
not play is refused with a reason that lists the ones it does."""

from __future__ import annotations

import math
import warnings
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client; httpx still works
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from starlette.testclient import TestClient  # noqa: E402

from web_support import hits_answer  # noqa: E402

import holdEm  # noqa: E402
from holdEm.games import EQUITY_GAMES, GAME_ALIASES, GAME_SPELLINGS, HOLE_CARDS, SAME_GAMES, equity_game  # noqa: E402
from holdEm.hand_range import grid_classes  # noqa: E402
from holdEm.web import ServerLimits, create_app  # noqa: E402

LIMITS = ServerLimits(time_limit=10.0, general_slots=2, fast_slots=2, queue_wait=5.0)
FIGURES = ("equity", "win", "tie", "stderr", "trials", "exact", "enumerated", "hands", "board", "dead", "categories")
HILO = ("hi_share", "lo_share", "scoop", "low_frequency")

# One exact case per game (cards, so that the enumeration is small); short deck with a range too.
CASES: dict[str, dict[str, Any]] = {
    "holdem": {"hands": ["JhTd", "9s9c"], "board": "9h8s7c"},
    "shortdeck": {"hands": ["JhTd", "9s9c"], "board": "9h8s7c"},
    "shortdeck-triton": {"hands": ["JhTd", "9s9c"], "board": "9h8s7c"},
    "omaha": {"hands": ["AsAhKsKh", "QdJdTc9c"], "board": "2c7d9s"},
    "plo4": {"hands": ["AsAhKsKh", "QdJdTc9c"], "board": "2c7d9s"},
    "plo5": {"hands": ["AsAhKsKhQs", "JdTd9c8c7h"], "board": "2c3d4s"},
    "plo6": {"hands": ["AsAhKsKhQsQh", "JdTd9c8c7h7c"], "board": "2c3d4s"},
    "omaha-hilo": {"hands": ["AsAh2s3h", "KdKc4d5c"], "board": "6s7d8c"},
    "plo4-hilo": {"hands": ["AsAh2s3h", "KdKc4d5c"], "board": "6s7d8c"},
    "plo5-hilo": {"hands": ["AsAh2s3hKs", "KdKc4d5cQd"], "board": "6s7d8c"},
    "plo6-hilo": {"hands": ["AsAh2s3hKsQs", "KdKc4d5cQdJd"], "board": "6s7d8c"},
}


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(LIMITS)) as test_client:
        yield test_client


def answer_of(client: TestClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/api/equity", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def test_every_game_has_a_case_and_its_hole_cards() -> None:
    assert set(CASES) == set(EQUITY_GAMES) == set(HOLE_CARDS)
    for game, case in CASES.items():
        assert all(len(holdEm.parse_cards(hand)) == HOLE_CARDS[game] for hand in case["hands"]), game
    assert set(GAME_ALIASES.values()) <= set(EQUITY_GAMES) and not set(GAME_ALIASES) & set(EQUITY_GAMES)


@pytest.mark.parametrize("game", EQUITY_GAMES)
def test_each_game_equals_the_library(client: TestClient, game: str) -> None:
    case = CASES[game]
    answer = answer_of(client, {**case, "game": game, "exact": True})
    expected = holdEm.equity(case["hands"], case["board"], game=game, exact=True).to_dict()
    assert answer["game"] == expected["game"] == SAME_GAMES.get(game, game)  # one name a game
    for key in FIGURES:
        assert answer[key] == expected[key], key
    hilo = game.endswith("-hilo")
    assert all((key in answer) == hilo for key in HILO)
    for key in HILO if hilo else ():
        assert answer[key] == expected[key], key
    assert answer["exact"] and answer["complete"]


def test_the_game_reaches_the_engine(client: TestClient) -> None:
    # The same cards score differently by game: J-T makes a straight, the nines trips; six-plus
    # ranks the straight above trips, Triton rules below them, and Hold'em deals from 52 cards.
    case = CASES["holdem"]
    games = ("holdem", "shortdeck", "shortdeck-triton")
    answers = {g: tuple(answer_of(client, {**case, "game": g, "exact": True})["equity"]) for g in games}
    assert len(set(answers.values())) == 3, answers
    assert answers["shortdeck"][0] > answers["shortdeck-triton"][0]


def test_short_deck_takes_ranges_and_the_library_refuses_low_cards(client: TestClient) -> None:
    body = {
        "hands": ["AKs,QQ+", "random"],
        "board": "Th9h6c",
        "game": "shortdeck",
        "exact": False,
        "trials": 20000,
        "seed": 4,
    }
    answer = answer_of(client, body)
    expected = holdEm.equity(
        body["hands"], body["board"], game="shortdeck", exact=False, trials=20000, seed=4
    ).to_dict()
    for key in FIGURES:
        assert answer[key] == pytest.approx(expected[key], abs=1e-12), key
    # A share is of the short deck's own ranking.
    shared = answer_of(client, {"hands": ["15%", "random"], "game": "shortdeck", "trials": 5000, "seed": 1})
    library = holdEm.equity(["15%", "random"], game="shortdeck", trials=5000, seed=1)
    assert shared["equity"] == pytest.approx(list(library.equity), abs=1e-12)
    for hands in (["5h5d", "AsKs"], ["22+", "random"]):
        response = client.post("/api/equity", json={"hands": hands, "game": "shortdeck"})
        with pytest.raises(ValueError) as library:
            holdEm.equity(hands, game="shortdeck")
        assert response.status_code == 400, hands
        assert response.json()["error"] == str(library.value), hands  # the library's own reason


@pytest.mark.parametrize("spelling", [*GAME_ALIASES, " PLO5 ", "ShortDeck", "OMAHA-HILO"])
def test_aliases_and_any_case_are_the_library_names(client: TestClient, spelling: str) -> None:
    name = equity_game(spelling)
    assert name in EQUITY_GAMES
    case = CASES[name]
    answer = answer_of(client, {**case, "game": spelling, "exact": True})
    assert answer["game"] == name
    assert answer["equity"] == list(holdEm.equity(case["hands"], case["board"], game=name, exact=True).equity)


@pytest.mark.parametrize("game", ["chess", "razz", "plo7", "shortdeck-plus", "", "holdem!"])
def test_an_unknown_game_is_named_in_a_400(client: TestClient, game: str) -> None:
    response = client.post("/api/equity", json={"hands": ["AsKs", "QhQd"], "game": game})
    assert response.status_code == 400
    error = response.json()["error"]
    assert f"unknown game {game!r}" in error
    assert all(name in error for name in GAME_SPELLINGS)  # the reason lists what is played


def test_openapi_lists_the_games(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    assert spec["components"]["schemas"]["EquityRequest"]["properties"]["game"]["enum"] == list(GAME_SPELLINGS)
    result = spec["components"]["schemas"]["EquityResult"]["properties"]
    assert set(HILO) <= set(result)


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-triton"])
def test_breakdown_plays_short_deck(client: TestClient, game: str) -> None:
    body = {"hands": ["TT+,AQs+", "random"], "board": "Kd7h6h", "game": game.upper(), "player": 0}
    response = client.post("/api/breakdown", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    expected = holdEm.equity_breakdown(body["hands"], body["board"], game=game)
    assert answer["game"] == game and answer["equity"] == pytest.approx(expected.equity, abs=1e-12)
    assert [row["combo"] for row in answer["combos"]] == list(expected.combos)
    # The page's 13x13 grid: the short deck's 9x9 means in their cells, the classes below six empty.
    means = dict(zip(grid_classes(game), expected.by_class().ravel()))
    assert answer["classes"] == list(holdEm.HAND_CLASSES)
    for name, shown in zip(answer["classes"], answer["by_class"]):
        value = means.get(name, math.nan)
        assert shown is None if math.isnan(value) else shown == pytest.approx(value, abs=1e-12)
    assert answer["by_class"][holdEm.HAND_CLASSES.index("AKs")] is not None
    # Not the Hold'em answer: the short deck's cards make a different spot.
    assert answer["equity"] != pytest.approx(holdEm.equity_breakdown(body["hands"], body["board"]).equity, abs=1e-6)


def test_breakdown_refuses_other_games(client: TestClient) -> None:
    response = client.post("/api/breakdown", json={"hands": ["AsKs", "QhQd"], "game": "stud"})
    assert response.status_code == 400 and "unknown game 'stud'" in response.json()["error"]


def test_next_card_plays_omaha(client: TestClient) -> None:
    body = {"hands": ["AsKsQdJd", "random"], "board": "2c3d4h9s", "game": "PLO"}
    response = client.post("/api/nextcard", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    expected = holdEm.next_card(body["hands"], body["board"], game="plo4")
    assert answer["game"] == "omaha" and answer["equity"] == pytest.approx(list(expected.equity), abs=1e-12)
    too_many = client.post("/api/nextcard", json={**body, "hands": ["AsKsQdJd", "random", "random"], "board": "2c3d4h"})
    assert too_many.status_code == 400 and "too large" in too_many.json()["error"]
    assert too_many.json()["field"] == "hands"
    holdem = {"hands": ["random"] * 3, "board": "2c3d4h"}  # Hold'em's words for it differ
    too_many = client.post("/api/nextcard", json=holdem)
    assert too_many.status_code == 400 and too_many.json()["field"] == "hands", too_many.text
    assert "these 3 hands make about" in too_many.json()["error"]


def test_next_card_plays_short_deck(client: TestClient) -> None:
    body = {"hands": ["AhKh", "QQ+"], "board": "7h8h9c", "game": "shortdeck-triton"}
    response = client.post("/api/nextcard", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    expected = holdEm.next_card(body["hands"], body["board"], game="shortdeck-triton")
    assert answer["game"] == "shortdeck-triton" and answer["equity"] == pytest.approx(list(expected.equity), abs=1e-12)
    assert [c["card"] for c in answer["cards"]] == list(expected.cards)


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-triton"])
def test_ranking_of_the_short_deck(client: TestClient, game: str) -> None:
    answer = client.get(f"/api/ranking?game={game}").json()
    assert answer["game"] == game and answer["total_combos"] == 630
    assert [(r["hand_class"], r["equity"], r["combos"]) for r in answer["ranking"]] == [
        (r.hand_class, r.equity, r.combos) for r in holdEm.hand_ranking(game)
    ]
    for query, reason in [("game=omaha", "a ranking is for holdem, shortdeck"), ("hand=AKs", "unknown parameter")]:
        response = client.get(f"/api/ranking?{query}")
        assert response.status_code == 400 and reason in response.json()["error"]


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-triton"])
def test_hits_plays_short_deck(client: TestClient, game: str) -> None:
    body = {"range": "random", "board": "Ah7d8c", "dead": "Ks", "game": game}
    response = client.post("/api/hits", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    assert answer == hits_answer(holdEm.board_hits("random", "Ah7d8c", "Ks", game=game))
    assert (
        answer["game"] == game
        and answer["combos"] == 32 * 31 / 2
        and list(answer["made"])[2:4] == ["flush", "full house"]
    )


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        ({"range": "random", "board": "Ah7d8c", "game": "stud"}, "unknown game"),
        ({"range": "22+", "board": "Ah7d8c", "game": "shortdeck"}, "a card below six"),
        ({"range": "random", "board": "Ah7d5c", "game": "shortdeck-triton"}, "card 5c is not in the short deck"),
    ],
)
def test_hits_refuses_other_games_and_low_cards(client: TestClient, body: dict[str, Any], reason: str) -> None:
    response = client.post("/api/hits", json=body)
    assert response.status_code == 400 and reason in response.json()["error"]
