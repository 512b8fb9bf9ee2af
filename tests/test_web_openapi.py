"""The API's OpenAPI description (``/openapi.json``): a valid document, its routes and fields the
ones the server takes, and the bounds it states the app's own."""

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

from holdEm.web import ServerLimits, create_app  # noqa: E402

LIMITS = ServerLimits(time_limit=3.0, general_slots=1, fast_slots=1)


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(LIMITS)) as test_client:
        yield test_client


def test_openapi_describes_every_route(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    validator = pytest.importorskip("openapi_spec_validator", reason="pip install '.[test]'")
    validator.validate(spec)  # a valid OpenAPI 3.1 document
    # Next card's declared fields are the ones it takes (it shared the breakdown's player, exact, seed).
    refused = client.post("/api/nextcard", json={"hands": ["AsKs", "QhQd"], "board": "7h8h2c", "x": 1}).json()
    taken = set(refused["error"].split("the fields are: ")[1].rstrip(")").split(", "))
    assert set(spec["components"]["schemas"]["NextCardRequest"]["properties"]) == taken
    assert spec["openapi"].startswith("3.")
    assert set(spec["paths"]) == {
        f"/api/{p}" for p in ("equity", "breakdown", "nextcard", "hits", "flops", "range", "pushfold", "preflop")
    } | {
        "/api/ranking",
        "/api/status",
    }
    assert set(spec["components"]["schemas"]["EquityRequest"]["properties"]) >= {
        "hands",
        "board",
        "dead",
        "game",
        "exact",
        "trials",
        "target_stderr",
        "seed",
    }


def test_the_bounds_stated_are_the_apps() -> None:
    """An app with other limits states them (the description was one constant of the defaults):
    players, text lengths, trials, the body's size and time, and each is what the app refuses past."""
    limits = ServerLimits(
        time_limit=3.0, max_players=4, max_text=50, max_cards_text=30, max_trials=1000, max_body=5000, body_timeout=2.5
    )
    with TestClient(create_app(limits)) as client:
        spec = client.get("/openapi.json").json()
        request = spec["components"]["schemas"]["EquityRequest"]["properties"]
        assert request["hands"]["maxItems"] == 4 and request["hands"]["items"]["maxLength"] == 50
        assert request["board"]["maxLength"] == 30 and request["trials"]["maximum"] == 1000
        answers = spec["paths"]["/api/equity"]["post"]["responses"]
        assert "2.5 s" in answers["408"]["description"] and "5000 bytes" in answers["413"]["description"]
        over = {"hands": ["AsKs"] * 5, "board": "", "trials": 1001}
        assert "2 to 4 players" in client.post("/api/equity", json=over).json()["error"]
        over["hands"] = ["AsKs", "QQ"]
        assert client.post("/api/equity", json=over).json()["field"] == "trials"
        assert client.post("/api/equity", json={"hands": ["AsKs", "Q" * 51]}).json()["field"] == "hands"


def answer_validator(client: TestClient, path: str) -> Any:
    """A validator of ``path``'s JSON answer against the schema the document declares for it."""
    jsonschema = pytest.importorskip("jsonschema")
    spec = client.get("/openapi.json").json()
    schema = spec["paths"][path]["post"]["responses"]["200"]["content"]["application/json"]["schema"]
    return jsonschema.Draft202012Validator({**schema, "components": spec["components"]})


def test_answers_cut_short_or_in_chips_are_what_the_document_says(client: TestClient) -> None:
    """An exact equity the time limit cut short has null categories (the schema said numbers);
    a push/fold answer's spot keys are declared with their units (big blinds, under ICM too)."""
    short = client.post("/api/equity", json={"hands": ["random", "random"], "exact": True, "time_limit": 0.001})
    assert short.status_code == 200 and any(v is None for v in short.json()["categories"][0].values())
    answer_validator(client, "/api/equity").validate(short.json())
    body = {"stacks": [7500, 3000, 1600, 1400], "payouts": [50, 30, 20], "big_blind": 300, "small_blind": 100}
    icm = client.post("/api/pushfold", json=body).json()
    pushfold = answer_validator(client, "/api/pushfold")
    pushfold.validate(icm)
    properties = client.get("/openapi.json").json()["components"]["schemas"]["PushFold"]["properties"]
    assert {"stack", "ante", "small_blind", "stacks", "payouts", "big_blind"} <= set(properties)
    assert icm["big_blind"] == 300 and icm["small_blind"] * 300 == pytest.approx(100)


def test_next_card_and_hits_answers_are_described(client: TestClient) -> None:
    """Their schemas named no key: each answer's keys are declared and the answers validate."""
    components = client.get("/openapi.json").json()["components"]["schemas"]
    for path, body, schema in [
        ("/api/nextcard", {"hands": ["AsKs", "QhQd"], "board": "Jh8h2c"}, "NextCard"),
        ("/api/hits", {"range": "QQ+,AKs", "board": "Jh8h2c", "select": "overpair"}, "Hits"),
        ("/api/hits", {"range": "A2xx,KKxx", "board": "Jh8h2c", "game": "omaha-hilo"}, "Hits"),
    ]:
        answer = client.post(path, json=body).json()
        answer_validator(client, path).validate(answer)
        assert set(answer) <= set(components[schema]["properties"]) | {"notes", "text"}, (path, set(answer))
