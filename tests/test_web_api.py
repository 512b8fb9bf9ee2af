"""The web API (holdem serve): answers equal the library's, bad input is refused with a reason,
and the bounded-work rules hold (time limits, fallbacks, queueing, disconnects), both through
Starlette's TestClient and against a real uvicorn server on a free loopback port."""

from __future__ import annotations

import json
import math
import re
import socket
import statistics
import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from urllib.parse import urlsplit

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")

with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client; httpx still works
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from starlette.testclient import TestClient  # noqa: E402
from cli_support import run_cli  # noqa: E402
from web_support import hits_answer, running_server  # noqa: E402

import holdEm  # noqa: E402
from holdEm.preflop import class_index  # noqa: E402
from holdEm.web import ServerLimits, create_app  # noqa: E402
from holdEm.web import jobs as web_jobs  # noqa: E402

LIMITS = ServerLimits(time_limit=3.0, general_slots=2, fast_slots=2, queue_wait=2.0)
FIGURES = ("equity", "win", "tie", "stderr", "trials", "exact", "enumerated", "hands", "board", "dead", "game")


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(LIMITS)) as test_client:
        yield test_client


def library_equity(body: dict[str, Any]) -> dict[str, Any]:
    args = {k: v for k, v in body.items() if k not in ("hands", "board", "dead", "stream")}
    return holdEm.equity(body["hands"], body.get("board", ""), body.get("dead", ""), **args).to_dict()


def assert_same_figures(answer: dict[str, Any], expected: dict[str, Any]) -> None:
    for key in FIGURES:
        assert answer[key] == pytest.approx(expected[key], abs=1e-12), key
    assert answer["categories"] == expected["categories"]
    assert math.isclose(sum(answer["equity"]), 1.0, abs_tol=1e-9)  # shares of one pot


# Exact cases (identical to the library whatever the method), and Monte Carlo with a seed
# (the same seed gives the same deals whatever the thread count).
EQUITY_CASES = [
    {"hands": ["AsKs", "QhQd"]},
    {"hands": ["AsKs", "QhQd"], "board": "5h6sTd"},
    {"hands": ["QQ+,AKs", "JhTh", "random"], "board": "9h8h2c", "dead": "3d"},
    {"hands": ["AsAhKsKh", "random"], "board": "2c7d9s", "game": "omaha", "exact": False, "trials": 20000, "seed": 5},
    {"hands": ["AhKh", "random", "random"], "exact": False, "trials": 50000, "seed": 11},
    {"hands": ["random", "random"], "seed": 3},  # auto: too large to enumerate, so 1,000,000 deals
]


@pytest.mark.parametrize("body", EQUITY_CASES, ids=lambda b: ",".join(b["hands"]))
def test_equity_equals_library(client: TestClient, body: dict[str, Any]) -> None:
    response = client.post("/api/equity", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    assert_same_figures(answer, library_equity(body))
    assert answer["notes"] == [] and answer["complete"]


def test_streamed_equity_reports_progress_then_the_result(client: TestClient) -> None:
    body = {"hands": ["AhKh", "random", "random"], "exact": False, "trials": 20_000_000, "seed": 2, "stream": True}
    with client.stream("POST", "/api/equity", json=body) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("application/x-ndjson")
        items = [json.loads(line) for line in response.iter_lines() if line]
    assert "result" in items[-1] and all("progress" in item for item in items[:-1])
    # A progress line every 0.25 s while it runs (a second or so here; less on a fast machine).
    took = items[-1]["result"]["elapsed"]
    assert len(items) - 1 >= min(2, int(took / 0.25) - 1), (len(items), took)
    assert all(0.0 <= item["progress"] <= 1.0 for item in items[:-1])
    assert_same_figures(items[-1]["result"], library_equity(body))
    # Each line is what /openapi.json declares for the NDJSON answer, the error line too.
    jsonschema = pytest.importorskip("jsonschema")
    spec = client.get("/openapi.json").json()
    line = spec["paths"]["/api/equity"]["post"]["responses"]["200"]["content"]["application/x-ndjson"]["schema"]
    validator = jsonschema.Draft202012Validator({**line, "components": spec["components"]})
    with client.stream("POST", "/api/equity", json={"hands": ["AsKs", "AsQd"], "stream": True}) as refused:
        error = [json.loads(text) for text in refused.iter_lines() if text]
    for item in items + error:
        validator.validate(item)


# The categories weakest first in each game's order: the short deck's flush beats its full house,
# and under Triton rules three of a kind beats a straight too.
WEAKEST_FIRST = ["High card", "Pair", "Two pair"]
CATEGORY_ORDERS = {
    "holdem": [*WEAKEST_FIRST, "Three of a kind", "Straight", "Flush", "Full house"],
    "shortdeck": [*WEAKEST_FIRST, "Three of a kind", "Straight", "Full house", "Flush"],
    "shortdeck-triton": [*WEAKEST_FIRST, "Straight", "Three of a kind", "Full house", "Flush"],
}


@pytest.mark.parametrize("game", list(CATEGORY_ORDERS))
def test_equity_answers_say_the_games_category_order_as_a_list(client: TestClient, game: str) -> None:
    # A list, not only the categories' key order, which a proxy that sorts JSON keys would lose.
    expected = [*CATEGORY_ORDERS[game], "Four of a kind", "Straight flush", "Royal flush"]
    body = {"hands": ["AsKs", "QhQd"], "game": game}
    answer = client.post("/api/equity", json=body).json()
    assert answer["category_order"] == expected
    assert all(set(cats) == set(expected) for cats in answer["categories"])
    # The streamed answer's partial snapshots carry it too (the page lists their categories).
    slow = {"hands": ["AhKh", "random", "random"], "game": game, "exact": False, "trials": 20_000_000, "seed": 2}
    with client.stream("POST", "/api/equity", json={**slow, "stream": True}) as response:
        items = [json.loads(line) for line in response.iter_lines() if line]
    partials = [item["partial"] for item in items if "partial" in item]
    assert partials and all(p["category_order"] == expected for p in partials)
    assert items[-1]["result"]["category_order"] == expected


def test_exact_request_far_too_large_falls_back_to_monte_carlo(client: TestClient) -> None:
    # Minutes of enumeration: 1,000,000 seeded deals instead.  (Heads-up, random v random is a few
    # seconds since the walk by orbits.)
    body = {"hands": ["random", "random", "AhKh"], "exact": True, "seed": 9}
    start = time.monotonic()
    answer = client.post("/api/equity", json=body).json()
    assert time.monotonic() - start < LIMITS.time_limit + 1.0
    assert answer["method"] == "Monte Carlo" and "Monte Carlo instead" in answer["notes"][0]
    assert re.search(r"would take (far longer|about [\d,]+ s on one thread), far more than the 3 s", answer["notes"][0])
    assert_same_figures(answer, library_equity({**body, "exact": False, "trials": 1_000_000}))


def test_ranges_slow_to_read_leave_the_fast_lane_and_are_sampled(client: TestClient, monkeypatch: Any) -> None:
    # Long Omaha pattern ranges can take the probe's whole time to read (holdEm.equity's TimeoutError):
    # the request goes on to the general lane, enumerated where the engine's model puts it within the
    # automatic mode's reach or exact was asked, else sampled, and refused (422) where the reading
    # passes the server's own limit too.
    library = web_jobs.equity
    limits_seen: list[float] = []

    def slow_reading(*args: Any, time_limit: float, **kwargs: Any) -> Any:
        limits_seen.append(time_limit)
        if time_limit <= LIMITS.probe_time:
            raise TimeoutError(f"time_limit of {time_limit:g} s reached while reading player 2's range")
        return library(*args, time_limit=time_limit, **kwargs)

    monkeypatch.setattr(web_jobs, "equity", slow_reading)
    spot = {"hands": ["AsKsQhJh", "random"], "board": "2c7d9h", "game": "plo", "seed": 3}
    answer = client.post("/api/equity", json=spot).json()
    assert answer["method"] == "Monte Carlo" and limits_seen == [LIMITS.probe_time, LIMITS.time_limit]
    answer = client.post("/api/equity", json={**spot, "board": "2c7d9hTs5s", "exact": True}).json()
    assert answer["method"] == "exact enumeration" and answer["complete"]
    small = {**spot, "hands": ["AsKsQhJh", "AdAcKdKc"]}  # (a flop's 990 turns and rivers)
    answer = client.post("/api/equity", json=small).json()
    assert answer["method"] == "exact enumeration" and answer["complete"]

    def always_slow(*args: Any, time_limit: float, **kwargs: Any) -> Any:
        raise TimeoutError(f"time_limit of {time_limit:g} s reached while reading player 2's range")

    monkeypatch.setattr(web_jobs, "equity", always_slow)
    response = client.post("/api/equity", json=spot)
    assert response.status_code == 422
    assert response.json()["error"] == (
        f"time_limit of {LIMITS.time_limit:g} s reached while reading player 2's range: "
        f"this server allows {LIMITS.time_limit:g} s per request; narrow the ranges"
    )


def test_exact_request_over_the_limit_gives_an_honest_estimate(client: TestClient) -> None:
    # About 3 s of enumeration on one idle thread here, 5-20 s on a busy one: over the 3 s limit,
    # not far over it (10x). The enumeration runs to the limit and answers from the random sample
    # of its blocks done.
    body = {"hands": ["random", "random"], "board": "2c7d9h", "exact": True}
    start = time.monotonic()
    answer = client.post("/api/equity", json=body).json()
    assert time.monotonic() - start < LIMITS.time_limit + 1.5
    if answer["method"] == "Monte Carlo":  # a probe on a very busy machine can judge it far too large
        assert "Monte Carlo instead" in answer["notes"][0]
        return
    if answer["complete"]:  # a fast machine: done within the limit, the exact answer
        assert answer["method"] == "exact enumeration" and answer["equity"] == pytest.approx([0.5, 0.5], abs=1e-12)
        return
    assert answer["method"] == "sample of an exact enumeration" and not answer["complete"]
    assert "stopped at this server's time limit, 3 s" in answer["notes"][0]
    assert 0 < answer["progress"] < 1 and all(0 < s < 0.01 for s in answer["stderr"])
    assert answer["equity"] == pytest.approx([0.5, 0.5], abs=6 * max(answer["stderr"]))  # symmetric


def test_monte_carlo_stops_at_the_time_limit_and_says_so(client: TestClient) -> None:
    # A server of its own with a 1 s limit: the most trials it takes, among 8 players, need
    # several seconds even on a fast machine.
    limits = ServerLimits(time_limit=1.0, general_slots=2, fast_slots=2, queue_wait=2.0)
    with TestClient(create_app(limits)) as short:
        start = time.monotonic()
        answer = short.post("/api/equity", json={"hands": ["random"] * 8, "trials": 100_000_000, "seed": 1}).json()
        elapsed = time.monotonic() - start
    assert limits.time_limit - 0.5 < elapsed < limits.time_limit + 1.5
    assert 0 < answer["trials"] < 100_000_000
    assert "stopped at this server's time limit" in answer["notes"][0]
    # A shorter limit of the request's own is kept and named.
    answer = client.post("/api/equity", json={"hands": ["random"] * 3, "trials": 10**8, "time_limit": 0.1}).json()
    assert answer["elapsed"] < 0.5 and "the time limit asked for" in answer["notes"][0]


def test_a_run_that_met_one_of_its_goals_is_not_cut_short(client: TestClient) -> None:
    """trials and target_stderr: whichever comes first ends the run, as in the library; no note says
    it stopped at the time limit (it was run a second time on a long slot for it)."""
    body = {"hands": ["AsKs", "QhQd"], "board": "2c7d9h", "trials": 100, "target_stderr": 1e-6, "seed": 3}
    answer = client.post("/api/equity", json=body).json()
    assert answer["trials"] == 100 and answer["notes"] == [] and answer["complete"], answer
    body = {"hands": ["AsKs", "QhQd"], "board": "2c7d9h", "trials": 10**8, "target_stderr": 0.01, "seed": 3}
    answer = client.post("/api/equity", json=body).json()
    assert answer["trials"] < 10**8 and max(answer["stderr"]) <= 0.01 and answer["notes"] == [], answer


def test_breakdown_equals_library(client: TestClient) -> None:
    body = {"hands": ["QQ+,AKs,T9s", "AhKh"], "board": "Th9c2d", "player": 0}
    answer = client.post("/api/breakdown", json=body).json()
    expected = holdEm.equity_breakdown(body["hands"], body["board"], player=0)
    assert answer["notes"] == []
    # The combos counted by range weight, as the hit report counts the range with the other hand dead.
    assert answer["range_combos"] == pytest.approx(holdEm.board_hits("QQ+,AKs,T9s", "Th9c2d", "AhKh").combos)
    weighted = {"hands": ["QQ+,AKo:0.5,AhKh@25", "JhJd"], "board": "Th9c2d"}
    counted = client.post("/api/breakdown", json=weighted).json()["range_combos"]
    assert counted == pytest.approx(holdEm.board_hits(weighted["hands"][0], "Th9c2d", "JhJd").combos)
    assert counted != len(client.post("/api/breakdown", json=weighted).json()["combos"])
    assert {k: v for k, v in answer.items() if k not in ("classes", "by_class", "notes", "range_combos")} == json.loads(
        json.dumps(expected.to_dict())
    )
    by_class = [None if math.isnan(v) else v for v in expected.by_class().ravel()]
    assert answer["by_class"] == pytest.approx(by_class) and answer["classes"] == list(holdEm.HAND_CLASSES)
    # Independently: the combos' weighted mean is the player's equity from /api/equity.
    mean = sum(c["weight"] * c["equity"] for c in answer["combos"])
    whole = client.post("/api/equity", json={"hands": body["hands"], "board": body["board"]}).json()
    assert mean == pytest.approx(whole["equity"][0], abs=1e-9)


def test_a_breakdown_too_large_to_be_exact_in_time_is_sampled_with_a_note() -> None:
    """random v random preflop: 169 combos up to suit symmetry, each exact in about 0.2 s on one
    thread; in the automatic mode the server samples them instead of refusing the spot, and says so.
    The preflop table (exact, from the rules' counts) is the independent figure for each class."""
    limits = ServerLimits(time_limit=4.0, general_slots=1, fast_slots=1, queue_wait=2.0)
    with TestClient(create_app(limits)) as own:
        answer = own.post("/api/breakdown", json={"hands": ["random", "random"], "seed": 5})
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["exact"] is False and "Monte Carlo instead, 100,000 deals a combo" in body["notes"][0]
    assert body["by_class"] == pytest.approx(holdEm.preflop.vs_random().tolist(), abs=0.01)
    # A probe that said nothing of the pace (a loaded machine): the general lane enumerates for its
    # share of the limit (here a quarter: the 3 s left sample the spot even on a busy machine, where
    # the usual 1 s did not), then samples in the time left.
    with pytest.MonkeyPatch.context() as patch, TestClient(create_app(limits)) as own:
        patch.setattr(web_jobs, "_projected_seconds", lambda cut: 0.0)
        patch.setattr(web_jobs, "ENUMERATE_SHARE", 0.25)
        late = own.post("/api/breakdown", json={"hands": ["random", "random"], "seed": 5})
    assert late.status_code == 200, late.text
    assert late.json()["notes"][0].startswith("every combo exactly ran past 1 s of the 4 s this server allows")
    assert late.json()["by_class"] == pytest.approx(holdEm.preflop.vs_random().tolist(), abs=0.01)
    # Asked for exact, the spot is refused as before (422: narrow it), naming the limit.
    with TestClient(create_app(limits)) as own:
        refused = own.post("/api/breakdown", json={"hands": ["random", "random"], "exact": True})
    assert refused.status_code == 422 and "narrow the ranges" in refused.json()["error"]


def test_next_card_hits_preflop_ranking_equal_library(client: TestClient) -> None:
    answer = client.post("/api/nextcard", json={"hands": ["AsKs", "QhQd"], "board": "2c7d9h"}).json()
    assert answer == json.loads(json.dumps(holdEm.next_card(["AsKs", "QhQd"], "2c7d9h").to_dict()))
    answer = client.post("/api/hits", json={"range": "22+,A2s+", "board": "7h8h2c", "dead": "Kd"}).json()
    assert answer == hits_answer(holdEm.board_hits("22+,A2s+", "7h8h2c", "Kd"))  # with the classes' order
    row = client.get("/api/preflop", params={"hand": "kqo"}).json()
    table = holdEm.preflop_table()
    assert row["hand"] == "KQo" and row["equity"] == table[class_index("KQo")].tolist()
    whole = client.get("/api/preflop").json()
    assert whole["classes"] == list(holdEm.HAND_CLASSES) and whole["table"] == table.tolist()
    ranking = client.get("/api/ranking").json()["ranking"]
    assert [(r["hand_class"], r["equity"], r["combos"]) for r in ranking] == [
        (r.hand_class, r.equity, r.combos) for r in holdEm.hand_ranking()
    ]


BAD_REQUESTS = [
    ("/api/equity", {"hands": ["AsKx", "QhQd"]}, 400, "'AsKx'"),
    ("/api/equity", {"hands": ["AsKs", "AsQd"]}, 400, "duplicate card As"),
    ("/api/equity", {"hands": ["AsKs", "QhQd"], "board": "5h6sTz"}, 400, "'Tz'"),
    ("/api/equity", {"hands": ["AsKs"] + ["random"] * 10}, 400, "2 to 10 players, got 11"),
    ("/api/equity", {"hands": ["AsKs", "QhQd"], "game": "chess"}, 400, "unknown game 'chess'"),
    ("/api/equity", {"hands": ["AsKs", "QhQd"], "colour": 1}, 400, "unknown field 'colour'"),
    ("/api/equity", {"hands": ["AsKs", "QhQd"], "trials": 0}, 400, "trials must be from 1"),
    ("/api/equity", {"hands": ["AsKs", "QhQd"], "exact": "yes"}, 400, "exact must be true, false or null"),
    ("/api/equity", {"hands": ["AsKs", "Q" * 3000]}, 400, "player 2: the hand or range is 3000 characters long"),
    ("/api/equity", {"hands": "AsKs QhQd"}, 400, "hands must be an array"),
    ("/api/equity", {"hands": ["random"] * 3, "exact": True}, 400, "too large"),
    ("/api/equity", [1, 2], 400, "must be a JSON object, not an array"),
    ("/api/breakdown", {"hands": ["AsKs", "QhQd"], "player": 2}, 400, "player must be from 0 to 1"),
    ("/api/nextcard", {"hands": ["AsKs", "QhQd"], "board": "2c7d"}, 400, "board of 3 or 4 cards"),
    ("/api/hits", {"range": "random", "board": "7h8h"}, 400, "3, 4 or 5 cards"),
    ("/api/hits", {"range": "QQ++", "board": "7h8h2c"}, 400, "QQ++"),
    ("/api/hits", {"range": "random", "board": "7h8h2c", "select": "top pairs"}, 400, "unknown hit class"),
    ("/api/hits", {"range": "random", "board": "7h8h2c", "select": ["set"]}, 400, "select must be a string"),
]


@pytest.mark.parametrize(("path", "body", "status", "reason"), BAD_REQUESTS, ids=[r[3] for r in BAD_REQUESTS])
def test_bad_input_is_refused_with_a_reason(client: TestClient, path: str, body: Any, status: int, reason: str) -> None:
    response = client.post(path, json=body)
    assert response.status_code == status
    assert reason in response.json()["error"]


def test_hits_select_is_the_librarys_filter(client: TestClient) -> None:
    body = {"range": "22+,A2s+,KTs+", "board": "Jh8h2c", "dead": "Kd", "select": "top pair+, flush draw"}
    answer = client.post("/api/hits", json=body).json()
    hits = holdEm.board_hits("22+,A2s+,KTs+", "Jh8h2c", "Kd")
    chosen = hits.select("top pair+", "flush draw")
    assert answer["selected"] == {"classes": body["select"], "range": str(chosen), "combos": chosen.weighted_combos}
    assert {k: v for k, v in answer.items() if k != "selected"} == hits_answer(hits)
    assert "selected" not in client.post("/api/hits", json={**body, "select": " "}).json()
    bad = client.post("/api/hits", json={**body, "select": "flush draw+"})
    assert bad.status_code == 400 and bad.json()["field"] == "select"


@pytest.mark.parametrize(
    ("text", "game"),
    [
        ("QQ+,AKs", "holdem"),
        ("A5s-A2s,KQo:0.5", "holdem"),
        ("15%", "holdem"),
        ("AhKh,7c6c@25", "holdem"),
        ("15%", "shortdeck"),
        ("KK,AKo:0.5,AhKd", "holdem"),
    ],
)
def test_range_gives_the_grid_of_the_text_as_calculations_read_it(client: TestClient, text: str, game: str) -> None:
    """Each class's share, counted here from the parser's combos (a class is its pairs, suited or
    offsuit combos by the cards' ranks and suits), and the normalised text and weighted count."""
    answer = client.post("/api/range", json={"range": text, "game": game}).json()
    combos = holdEm.parse_range(text, game)
    ranks = "AKQJT98765432"[: 13 if game == "holdem" else 9]
    sizes = {}
    counted = dict.fromkeys(answer["classes"], 0.0)
    for i, high in enumerate(ranks):
        for j, low in enumerate(ranks):
            name = high + high if i == j else (high + low + "s" if i < j else low + high + "o")
            sizes[name] = 6 if i == j else 4 if i < j else 12
    weights: dict[str, set[float]] = {}
    held = dict.fromkeys(answer["classes"], 0)
    for combo, weight in combos.items():
        (r1, s1), (r2, s2) = combo[:2], combo[2:]
        name = r1 + r2 if r1 == r2 else r1 + r2 + ("s" if s1 == s2 else "o")
        counted[name] += weight
        weights.setdefault(name, set()).add(weight)
        held[name] += 1
    # Mixed: a class some of whose combos are left out, or in at different weights.
    mixed = {c for c in weights if len(weights[c]) > 1 or held[c] < sizes[c]}
    assert set(answer["mixed"]) == mixed
    assert answer["classes"] == list(sizes)
    assert answer["grid"] == pytest.approx([counted[c] / sizes[c] for c in answer["classes"]])
    assert answer["combos"] == pytest.approx(sum(combos.values()))
    assert holdEm.parse_range(answer["range"], game) == combos and answer["game"] == game


def test_suit_symbols_read_as_the_library_reads_them(client: TestClient) -> None:
    """Cards as players copy them (the page's card picker shows them too): the same answers as
    the letters, and a letter that is no suit still named with its field."""
    body = {"hands": ["A\u2660K\u2660", "Q\u2665Q\u2666\ufe0f"], "board": "5\u26656\u2660T\u2666", "dead": "2\u2663"}
    letters = {"hands": ["AsKs", "QhQd"], "board": "5h6sTd", "dead": "2c"}
    answer, expected = client.post("/api/equity", json=body).json(), client.post("/api/equity", json=letters).json()
    assert answer["equity"] == expected["equity"] and answer["board"] == "5h6sTd"
    hits = client.post("/api/hits", json={"range": "QQ+,A\u2660K\u2660", "board": "J\u26658\u26652\u2663"}).json()
    assert hits == hits_answer(holdEm.board_hits("QQ+,AsKs", "Jh8h2c")) | {"range": hits["range"]}
    refused = client.post("/api/equity", json={**letters, "board": "5h6s\u2605"}).json()
    assert refused["field"] == "board" and "'\u2605' at character 5" in refused["error"]


def test_range_refusals_name_the_field(client: TestClient) -> None:
    for body, field, reason in [
        ({"range": "QQ++"}, "range", "range:"),
        ({"range": "AK", "game": "omaha"}, "game", "the range grid plays"),
        ({"game": "holdem"}, "range", "range is missing"),
        ({"range": "22", "game": "shortdeck"}, "range", "range:"),
    ]:
        response = client.post("/api/range", json=body)
        assert response.status_code == 400 and response.json()["field"] == field, response.json()
        assert reason in response.json()["error"]


def test_bad_json_bodies_and_routes(client: TestClient) -> None:
    for raw, reason in [(b"{bad", "not valid JSON"), (b"", "empty"), (b"\xff\xfe", "not valid JSON")]:
        response = client.post("/api/equity", content=raw)
        assert response.status_code == 400 and reason in response.json()["error"]
    assert client.post("/api/equity", content=b"[" * 100_000).status_code == 400  # nested too deeply
    for number in (b"1e999", b"NaN", b"2.5", b"1" * 5000):  # JSON's infinity, NaN, a fraction, 5000 digits
        response = client.post("/api/equity", content=b'{"hands": ["AsKs", "QhQd"], "trials": ' + number + b"}")
        error = response.json()["error"]
        assert response.status_code == 400 and ("trials must be" in error or "trials is too large" in error), error
    twice = client.post("/api/equity", content=b'{"hands": ["AsKs", "QQ"], "board": "", "board": "5h6sTd"}').json()
    assert twice == {"error": "'board' is given twice in one object: give each field once", "field": "board"}
    # An integer past Python's conversion limit is refused by its field, not as the whole body.
    digits = client.post("/api/equity", content=b'{"hands": ["AsKs", "QQ"], "trials": ' + b"1" * 5000 + b"}").json()
    assert digits == {"error": "trials is too large: a number of 5000 digits", "field": "trials"}
    stack = client.post("/api/pushfold", content=b'{"stack": -' + b"9" * 5000 + b"}").json()
    assert stack == {"error": "stack is too large: a number of 5000 digits", "field": "stack"}
    stacks = client.post(
        "/api/pushfold", content=b'{"stacks": [10, ' + b"9" * 5000 + b'], "payouts": [1], "big_blind": 1}'
    ).json()
    assert stacks == {"error": "stacks: item 2 is too large: a number of 5000 digits", "field": "stacks"}
    hand = client.post("/api/equity", content=b'{"hands": ["AsKs", ' + b"1" * 5000 + b"]}").json()
    assert hand["field"] == "hands" and "a number" in hand["error"], hand
    too_large = client.post("/api/equity", json={"hands": ["random"] * 3, "exact": True})
    assert too_large.status_code == 400 and too_large.json()["field"] == "exact"
    assert "exact=False" not in too_large.json()["error"] and "(exact: false)" in too_large.json()["error"]
    crowded = client.post("/api/nextcard", json={"hands": ["AsKs"] + ["random"] * 3, "board": "2c7d9h"}).json()
    assert crowded["field"] == "hands" and crowded["error"].startswith("the next-card table: these 4 hands"), crowded
    assert "holdEm." not in crowded["error"] and "next_card" not in crowded["error"], crowded
    response = client.get("/api/preflop", params={"hand": "XYz"})
    assert response.status_code == 400 and "'XYz'" in response.json()["error"]
    assert client.get("/nowhere").json() == {"error": "Not Found"}
    assert client.get("/api/equity").status_code == 405 and "error" in client.get("/api/equity").json()


def test_oversized_bodies_get_413(client: TestClient) -> None:
    most = ServerLimits().max_body
    big = json.dumps({"hands": ["AsKs", "QhQd"], "board": " " * (most + 1)}).encode()
    response = client.post("/api/equity", content=big)  # refused on its Content-Length
    assert response.status_code == 413 and f"more than the {most} allowed" in response.json()["error"]

    def chunks() -> Any:  # no Content-Length: refused by counting what streams in
        yield b'{"hands": ["AsKs", "QhQd"], "board": "'
        for _ in range(most // 50_000 + 2):
            yield b" " * 50_000
        yield b'"}'

    response = client.post("/api/equity", content=chunks())
    assert response.status_code == 413 and f"more than the {most} bytes" in response.json()["error"]


def test_the_largest_request_fits_the_body_limit_and_the_limit_grows_with_max_text() -> None:
    # Every player's text at its longest, each character a suit symbol written as a JSON escape.
    limits = ServerLimits()
    texts = ["\u2660" * limits.max_text] * limits.max_players
    largest = json.dumps({"hands": texts, "board": "As Ks Qs Js Ts", "dead": "2c 3c 4c", "game": "holdem"})
    assert len(largest) <= limits.max_body < 200_000  # (a megabyte of JSON took the event loop half a second)
    assert ServerLimits.for_machine(max_text=12_300).max_body >= 10 * 12_300 * 6


def test_a_body_of_many_json_values_is_refused_before_it_is_read(client: TestClient) -> None:
    # Small enough in bytes, but each {} a Python object built on the event loop: refused by a count
    # of the values outside strings (commas and brackets inside range texts do not count).
    response = client.post("/api/equity", content=b'{"hands": [' + b"{}," * 20_000 + b'"AsKs"]}')
    assert response.status_code == 400 and "JSON values; a request has at most 1,000" in response.json()["error"]
    text = ",".join(["AA", "KK", "[50]QQ[/50]", "{x}"] * 100)
    response = client.post("/api/equity", json={"hands": [text, "random"]})
    assert "JSON values" not in response.json().get("error", "")


def test_unexpected_errors_are_500_json_and_the_server_goes_on(client: TestClient, monkeypatch: Any) -> None:
    def broken(*_: Any) -> Any:
        raise RuntimeError("boom")

    monkeypatch.setattr(web_jobs, "hits_job", broken)
    response = client.post("/api/hits", json={"range": "random", "board": "7h8h2c"})
    assert response.status_code == 500 and response.json()["error"].startswith("internal error (RuntimeError)")
    monkeypatch.undo()
    assert client.post("/api/hits", json={"range": "random", "board": "7h8h2c"}).status_code == 200


def test_busy_server_answers_503_but_keeps_small_work_going() -> None:
    limits = ServerLimits(time_limit=2.0, general_slots=1, fast_slots=1, queue_wait=0.3)
    long_body = {"hands": ["random"] * 3, "trials": 10**8}
    with TestClient(create_app(limits)) as busy:
        with ThreadPoolExecutor(2) as pool:
            first = pool.submit(busy.post, "/api/equity", json=long_body)
            time.sleep(0.6)  # the first holds the one long slot now
            second = busy.post("/api/equity", json=long_body)
            assert second.status_code == 503 and "busy" in second.json()["error"]
            assert second.headers["retry-after"] == "1"
            small = busy.post("/api/equity", json={"hands": ["AsKs", "QhQd"]})
            assert small.status_code == 200
            assert first.result().status_code == 200


def test_serve_binds_loopback_unless_told() -> None:
    from holdEm.cli import build_parser

    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port) == ("127.0.0.1", 8000)
    args = build_parser().parse_args(["serve", "--host", "0.0.0.0", "--port", "0", "--log-level", "DEBUG"])
    assert (args.host, args.port, args.log_level) == ("0.0.0.0", 0, "debug")  # (any case, as --game)
    # An empty --host (an unset "$HOST") would listen on every interface: refused instead.
    for empty in ("", "  "):
        with pytest.raises(SystemExit) as exit_info:
            build_parser().parse_args(["serve", "--host", empty])
        assert exit_info.value.code == 2


def test_serve_names_a_port_in_use_in_one_line() -> None:
    """A port another program holds, or a host that is not this machine's: the command's one-line
    error and exit code 2, not uvicorn's log and its exit code 3."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = run_cli("serve", "--port", str(port), timeout=60)
    assert result.returncode == 2 and result.stdout == b""
    assert result.stderr.decode() == f"holdem serve: error: cannot listen on 127.0.0.1:{port}: Address already in use\n"
    result = run_cli("serve", "--host", "nosuchhost.invalid", timeout=60)
    assert result.returncode == 2 and result.stderr.startswith(b"holdem serve: error: cannot listen on nosuchhost")


# --- against a real server


@pytest.fixture(scope="module")
def server() -> Any:
    with running_server("--time-limit", "2", "--slots", "2") as url:
        yield url


def test_real_server_answers_like_the_library(server: str) -> None:
    body = {"hands": ["QQ+,AKs", "JhTh"], "board": "9h8h2c"}
    response = httpx.post(server + "/api/equity", json=body, timeout=10)
    assert response.status_code == 200
    assert_same_figures(response.json(), library_equity(body))
    page = httpx.get(server + "/", timeout=10)
    assert page.status_code == 200 and "app.js" in page.text
    assert "default-src 'self'" in page.headers["content-security-policy"]


def test_a_solvers_export_and_pasted_spaces_are_read() -> None:
    """A combo-by-combo export of every combo with its weight (12,289 characters) was past the text
    limit with no way to raise it (--max-text now), and a no-break or thin space, which the library
    reads as a space, was refused as not range text."""
    export = ",".join(f"{combo}:{0.25 + (i % 3) / 4:g}" for i, combo in enumerate(holdEm.parse_range("random")))
    with running_server("--time-limit", "2", "--max-text", "20000") as url:
        status = httpx.get(url + "/api/status", timeout=10).json()
        answer = httpx.post(url + "/api/range", json={"range": export}, timeout=10)
        pasted = httpx.post(url + "/api/equity", json={"hands": ["QQ+\u00a0AKs", "JhTh\u2009"]}, timeout=10)
    assert status["max_text"] == 20000 and len(export) > 12000
    assert answer.status_code == 200, answer.text
    assert answer.json()["combos"] == pytest.approx(sum(holdEm.parse_range(export).values()))
    assert pasted.status_code == 200, pasted.text
    assert pasted.json()["equity"] == pytest.approx(list(holdEm.equity(["QQ+ AKs", "JhTh"]).equity), abs=1e-12)


def test_forty_concurrent_requests_all_right(server: str) -> None:
    kinds = [
        ("/api/equity", {"hands": ["AsKs", "QhQd"], "board": "5h6sTd"}),
        ("/api/equity", {"hands": ["AhKh", "random"], "exact": False, "trials": 20000, "seed": 4}),
        ("/api/hits", {"range": "15%", "board": "As7d2c"}),
        ("/api/equity", {"hands": ["JJ+", "AKs", "random"], "board": "Kh7c2d5s"}),
    ]
    expected = [
        library_equity(kinds[0][1]),
        library_equity(kinds[1][1]),
        hits_answer(holdEm.board_hits("15%", "As7d2c")),
        library_equity(kinds[3][1]),
    ]
    with httpx.Client(base_url=server, timeout=20) as http:

        def one(i: int) -> tuple[int, int, dict[str, Any]]:
            path, body = kinds[i % len(kinds)]
            response = http.post(path, json=body)
            return i % len(kinds), response.status_code, response.json()

        with ThreadPoolExecutor(40) as pool:
            answers = list(pool.map(one, range(40)))
    for kind, status, answer in answers:
        assert status == 200, answer
        if kind == 2:
            assert answer == expected[kind]
        else:
            assert_same_figures(answer, expected[kind])


def test_huge_requests_are_bounded_and_small_ones_still_answer_at_once(server: str) -> None:
    huge = [
        {"hands": ["random"] * 3, "trials": 10**8},  # Monte Carlo to the server's 2 s limit
        # An enumeration of about 100 s on one thread here: sampled instead, or cut short at the limit (random
        # v random on a flop, 2 s here, could finish within the limit on a quiet machine).
        {"hands": ["random", "random", "AhKh"], "exact": True},
        {"hands": ["random"] * 4, "trials": 10**8},
    ]
    small = {"hands": ["AsKs", "QhQd"], "board": "5h6sTd"}
    with httpx.Client(base_url=server, timeout=20) as http, ThreadPoolExecutor(len(huge)) as pool:
        start = time.monotonic()
        futures = [pool.submit(http.post, "/api/equity", json=body) for body in huge]
        time.sleep(0.6)  # the huge ones are past their first, short try
        latencies = []
        for _ in range(6):
            t = time.monotonic()
            response = http.post("/api/equity", json=small)
            latencies.append(time.monotonic() - t)
            assert response.status_code == 200
        answers = [f.result() for f in futures]
        elapsed = time.monotonic() - start
    assert max(latencies) < 0.75 and statistics.median(latencies) < 0.4, latencies
    # Each huge one is bounded: answered (200, or 503 when it found no long slot in time) within the limits.
    assert elapsed < 2 * 2.0 + 2.0 + 1.5
    statuses = sorted(a.status_code for a in answers)
    assert statuses.count(200) >= 2 and set(statuses) <= {200, 503}
    for answer in answers:
        if answer.status_code == 200:
            assert answer.json()["notes"], answer.json()  # stopped at the limit, or sampled instead


def _free_general_slots(url: str) -> int:
    return httpx.get(url + "/api/status", timeout=5).json()["general_free"]


def test_a_client_that_disconnects_stops_its_computation() -> None:
    with running_server("--time-limit", "30", "--slots", "2") as url:
        host, port = urlsplit(url).hostname, urlsplit(url).port
        body = json.dumps({"hands": ["random"] * 3, "trials": 10**8}).encode()
        request = (
            f"POST /api/equity HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n"
        ).encode() + body
        sockets = [socket.create_connection((host, port)) for _ in range(2)]
        for s in sockets:
            s.sendall(request)
        deadline = time.monotonic() + 5
        while _free_general_slots(url) > 0:  # both long slots taken (30 s of work each)
            assert time.monotonic() < deadline
            time.sleep(0.05)
        for s in sockets:
            s.close()
        start = time.monotonic()
        while _free_general_slots(url) < 2:
            assert time.monotonic() - start < 3.0, "the computations went on after their clients left"
            time.sleep(0.05)
        # A streamed request that is abandoned after its first progress line stops too.
        streamed = {"hands": ["random"] * 3, "trials": 10**8, "stream": True}
        with httpx.Client(base_url=url, timeout=10) as http, http.stream("POST", "/api/equity", json=streamed) as r:
            next(r.iter_lines())
        start = time.monotonic()
        while _free_general_slots(url) < 2:
            assert time.monotonic() - start < 3.0, "the streamed computation went on after its client left"
            time.sleep(0.05)


def test_status_reports_the_command_line_limits(server: str) -> None:
    status = httpx.get(server + "/api/status", timeout=5).json()
    assert status["general_slots"] == 2 and status["time_limit"] == 2.0 and status["max_players"] == 10
    assert status["general_free"] == 2 and status["fast_free"] == status["fast_slots"]  # nothing running


def test_the_unicode_spaces_taken_are_the_librarys() -> None:
    """The web's list of Unicode spaces (bodies._UNICODE_SPACES) and the core's reading (cards.cpp's
    unicode_space_at) are two lists of one thing: every code point below U+10000 that the core reads
    as a space between two cards is in the web's list, and every one in it is read so."""
    from holdEm.web import bodies

    read_as_space = set()
    for code in range(0x80, 0x10000):
        if 0xD800 <= code < 0xE000:  # (surrogates are no text)
            continue
        try:
            if holdEm.parse_cards(f"As{chr(code)}Kd") == holdEm.parse_cards("AsKd"):
                read_as_space.add(chr(code))
        except ValueError:
            pass
    assert read_as_space == set(bodies._UNICODE_SPACES)
