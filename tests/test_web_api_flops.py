"""``POST /api/flops`` (the flop report of a preflop spot): the answer is :func:`holdEm.flop_report`'s,
its rows trimmed to each player's best and worst flops; bad bodies are refused with 400 naming the
field; a spot too large to enumerate within the time limit is sampled, and one past it even so is
422; with ``"stream": true`` progress lines come before the same answer; a client that leaves
(streamed or not) stops its report; the server goes on."""

from __future__ import annotations

import json
import math
import re
import socket
import time
import warnings
from typing import Any
from urllib.parse import urlsplit

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")

with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client; httpx still works
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from starlette.testclient import TestClient  # noqa: E402
from web_support import running_server  # noqa: E402

import holdEm  # noqa: E402
from holdEm.web import ServerLimits, create_app, jobs  # noqa: E402
from holdEm.web.jobs import RANKED_FLOPS  # noqa: E402

# A roomy limit: an exact report here is sampled only past half of it, which a loaded machine must not reach.
LIMITS = ServerLimits(time_limit=10.0, general_slots=2, fast_slots=2, queue_wait=2.0)
GOOD = {"hands": ["AsKs", "QhQd"]}


@pytest.fixture(scope="module")
def client() -> Any:
    with TestClient(create_app(LIMITS)) as test_client:
        yield test_client


def plain(data: Any) -> Any:
    return json.loads(json.dumps(data))


def row_of(row: holdEm.FlopRow) -> dict[str, Any]:
    """A library row as the answer lists it (what ``to_dict()["flops"]`` holds)."""
    return plain(
        {"flop": row.flop, "flops": row.flops, "frequency": row.frequency, "equity": row.equity, "stderr": row.stderr}
        | row.texture._asdict()
    )


# Cheap spots (about a second or less each): hand v hand, a short deck with a range and dead cards,
# and three players.
SPOTS = [
    {"hands": ["AsKs", "QhQd"]},
    {"hands": ["AhKh", "QQ"], "dead": "Tc", "game": "shortdeck"},
    {"hands": ["AhKh", "QsQd", "7c6c"]},
]


@pytest.mark.parametrize("body", SPOTS, ids=lambda b: " v ".join(b["hands"]))
def test_flops_equal_the_library(client: TestClient, body: dict[str, Any]) -> None:
    response = client.post("/api/flops", json=body)
    assert response.status_code == 200, response.text
    answer = response.json()
    report = holdEm.flop_report(body["hands"], body.get("dead", ""), game=body.get("game", "holdem"))
    expected = plain(report.to_dict())
    for key in ("hands", "dead", "game", "exact"):
        assert answer[key] == expected[key], key
    assert answer["equity"] == pytest.approx(expected["equity"], abs=1e-12)
    assert answer["stderr"] == pytest.approx(expected["stderr"], abs=1e-12)
    assert answer["groups"].keys() == expected["groups"].keys()
    for by, groups in expected["groups"].items():
        assert [g["label"] for g in answer["groups"][by]] == [g["label"] for g in groups], by
        for got, want in zip(answer["groups"][by], groups):
            assert got == pytest.approx(want, abs=1e-12), (by, want["label"])
    assert answer["classes"] == len(report) and "flops" not in answer  # the rows are trimmed
    for p in range(len(body["hands"])):
        ranked = report.ranked(p)
        assert answer["best"][p] == pytest.approx([row_of(r) for r in ranked[:RANKED_FLOPS]], abs=1e-12)
        assert answer["worst"][p] == pytest.approx([row_of(r) for r in ranked[::-1][:RANKED_FLOPS]], abs=1e-12)
    # Independently of the report: its flops' mean is the preflop equity that /api/equity enumerates.
    whole = client.post("/api/equity", json={**body, "exact": True}).json()
    assert answer["equity"] == pytest.approx(whole["equity"], abs=1e-9)
    for groups in answer["groups"].values():
        assert sum(g["frequency"] for g in groups) == pytest.approx(1.0, abs=1e-12)


def test_the_answer_is_small(client: TestClient) -> None:
    # Every row of AsKs v QhQd (9,804 classes) would be about 2 MB of JSON; the answer holds 20 of them.
    response = client.post("/api/flops", json=GOOD)
    assert response.status_code == 200 and len(response.content) < 20_000


BAD_BODIES = [
    ({"hands": ["AsKs", "QhQd"], "board": "2c7d9h"}, "board", None, "preflop spot"),
    ({"hands": ["AsKs", "QhQd"], "board": "2c7z"}, "board", None, "'7z'"),
    ({"hands": ["AsAhKsKh", "random"], "game": "omaha"}, "game", None, "not 'omaha'"),
    ({"hands": ["AsKs", "QhQd"], "game": "plo5-hilo"}, "game", None, "not 'plo5-hilo'"),
    ({"hands": ["AsKs", "QhQd"], "game": "chess"}, "game", None, "unknown game 'chess'"),
    ({"hands": ["AsKs", "QQ++"]}, "hands", 1, "'QQ++'"),
    ({"hands": ["AsKs", "AsQd"]}, "hands", 1, "duplicate card As"),
    ({"hands": ["AsKs"]}, "hands", None, "2 to 10 players, got 1"),
    ({"hands": ["AsKs"] + ["random"] * 10}, "hands", None, "2 to 10 players, got 11"),
    ({"hands": ["AsKs", "Q" * 3000]}, "hands", 1, "player 2: the hand or range is 3000 characters long"),
    ({"hands": ["AsKs", 7]}, "hands", 1, "a hand is a string"),
    ({"hands": ["AsKs", "QhQd"], "dead": "Xx" * 150}, "dead", None, "more than the 200 allowed"),
    ({"hands": ["AsKs", "QhQd"], "player": 1}, "player", None, "unknown field 'player'"),
    ({"hands": ["AsKs", "QhQd"], "stream": "yes"}, "stream", None, "stream must be true, false or null"),
]


@pytest.mark.parametrize(("body", "field", "index", "reason"), BAD_BODIES, ids=[b[3] for b in BAD_BODIES])
def test_bad_bodies_are_refused_naming_the_field(
    client: TestClient, body: dict[str, Any], field: str, index: int | None, reason: str
) -> None:
    response = client.post("/api/flops", json=body)
    assert response.status_code == 400, response.text
    answer = response.json()
    assert reason in answer["error"] and answer["field"] == field and answer.get("index") == index
    assert client.post("/api/flops", json={"hands": ["AhKh", "QsQd"], "game": "shortdeck"}).status_code == 200


# Six players: minutes of flops to enumerate, over a second to sample (its hits, a call a class).
SIX_WAY = {"hands": ["AhKh"] + ["random"] * 5}


def test_huge_bodies_and_spots_past_the_time_limit(client: TestClient) -> None:
    big = json.dumps({"hands": ["AsKs", "QhQd"], "dead": " " * 1_100_000}).encode()
    assert client.post("/api/flops", content=big).status_code == 413
    # Past a 0.3 s limit even sampled (about 0.8 s on two cores): refused as the analyses are.
    limits = ServerLimits(time_limit=0.3, general_slots=1, fast_slots=1, queue_wait=2.0)
    with TestClient(create_app(limits)) as short:
        start = time.monotonic()
        response = short.post("/api/flops", json=SIX_WAY)
        assert time.monotonic() - start < 3.0
        assert response.status_code == 422
        error = response.json()["error"]
        assert "this server allows 0.3 s per request" in error and "classes of flops" in error
        assert "board cards" not in error  # no board to add: the report is preflop
        # The server goes on: a spot far inside the limit (about 0.05 s; short deck's whole report,
        # about 0.2 s idle, took 0.6 s on a loaded CI machine and was refused).
        small = {"hands": ["AhKh", "QsQd"], "game": "shortdeck", "dead": "6c 6d 6h 6s 7c 7d 7h 7s 8c 8d 8h 8s"}
        assert short.post("/api/flops", json=small).status_code == 200


def test_a_spot_too_large_to_enumerate_is_sampled() -> None:
    """AhKh v two random hands: about two minutes of flops to enumerate on one thread, past a 10 s
    limit, so each class of flops is sampled instead (with its standard error), and the notes say so;
    the preflop equity agrees with a Monte Carlo of its own.  A spot that fits stays exact.  (The
    sampled report takes about 1.2 s on an idle 2-core machine; 3 s left too little margin on a
    loaded one, where the limit refused it.)"""
    hands = ["AhKh", "random", "random"]
    with TestClient(create_app(ServerLimits(time_limit=10.0, general_slots=2, fast_slots=2))) as client:
        answer = client.post("/api/flops", json={"hands": hands}).json()
        # (Heads-up, one engine call of about 0.2 s: a three-way spot of 0.4 s, a call a class of flops,
        # came back sampled once on a loaded CI machine, its probe's projection from its first classes.)
        fits = client.post("/api/flops", json={"hands": ["AhKh", "QsQd"]}).json()
    assert answer["exact"] is False and answer["classes"] == 4494
    (note,) = answer["notes"]
    # As projected by the fast lane's probe; on a loaded machine, where the probe finished no class of
    # flops or spent too little time on them to judge, after the enumeration ran past its share of the limit.
    why = r"every flop exactly (would take about [\d,]+ s, more than 50% of|ran past 7.5 s of) the 10 s"
    assert re.fullmatch(why + " this server allows: Monte Carlo instead, 2,000 deals a class of flops", note), note
    assert all(s > 0 for s in answer["stderr"])
    rows = [row for listed in answer["best"] + answer["worst"] for row in listed]
    assert all(s > 0 for row in rows for e, s in zip(row["equity"], row["stderr"]) if 0 < e < 1)  # (a royal: 0)
    reference = holdEm.equity(hands, exact=False, target_stderr=5e-4, seed=5)
    for p in range(3):
        bound = 4 * math.hypot(answer["stderr"][p], reference.stderr[p])
        assert abs(answer["equity"][p] - reference.equity[p]) <= bound, (p, answer["equity"], reference.equity)
    assert fits["exact"] is True and fits["notes"] == []


def test_a_probe_is_projected_only_from_enough_time_on_its_items() -> None:
    """The probe's pace is projected over every item only when it spent ``JUDGED_SECONDS`` on them:
    three flops in 4 ms after a set-up that took the rest of the probe say nothing (one pause of a
    loaded machine is that long), and a spot projected from them was sampled though it fitted."""
    from holdEm._budget import WorkTimeout

    def cut(done: int, seconds: float) -> WorkTimeout:
        return WorkTimeout("cut short", done, 4496, seconds)

    assert jobs._projected_seconds(cut(10, 0.2)) == pytest.approx(0.2 * 4496 / 10)
    assert jobs._projected_seconds(cut(3, 0.004)) == 0.0  # not known: the general lane enumerates, bounded
    # None done in 0.2 s on the items: each takes longer, so at least 0.2 s each (a spot to sample).
    assert jobs._projected_seconds(cut(0, 0.2)) == pytest.approx(0.2 * 4496)
    assert jobs._projected_seconds(cut(1, jobs.JUDGED_SECONDS)) > 0


def test_openapi_describes_flops(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    post = spec["paths"]["/api/flops"]["post"]
    assert post["requestBody"]["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/FlopsRequest"}
    request = spec["components"]["schemas"]["FlopsRequest"]
    assert set(request["properties"]) == {"hands", "board", "dead", "game", "stream"}
    assert "NDJSON" in request["properties"]["stream"]["description"]
    assert (
        "omaha" not in request["properties"]["game"]["enum"]
        and "shortdeck-triton" in request["properties"]["game"]["enum"]
    )


# About 2.5 s of flops on an idle core here (4,494 classes): long enough for several progress lines.
STREAMED = {"hands": ["AhKh", "30%"]}


def stream_lines(client: Any, body: dict[str, Any]) -> list[dict[str, Any]]:
    """The lines of a streamed ``POST /api/flops``, parsed (the answer is checked to be NDJSON)."""
    with client.stream("POST", "/api/flops", json={**body, "stream": True}) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("application/x-ndjson")
        return [json.loads(line) for line in response.iter_lines() if line]


def test_a_streamed_report_gives_its_progress_then_the_same_answer() -> None:
    with TestClient(create_app(ServerLimits(time_limit=30.0, general_slots=1, fast_slots=1))) as roomy:
        items = stream_lines(roomy, STREAMED)
        plain_answer = roomy.post("/api/flops", json=STREAMED).json()
    progress, last = items[:-1], items[-1]
    assert "result" in last and all(set(item) == {"progress", "elapsed"} for item in progress), items[-2:]
    # Lines about every 0.25 s while it ran, the share of the flops done rising from 0 towards 1
    # (1 itself in a line that comes once the flops are done and the rows are being put together).
    # A loaded machine sends fewer (its first line can come late), never more: the count is
    # bounded above by the pace, below only by the two lines any machine sends.
    took = last["result"]["elapsed"]
    assert 2 <= len(progress) <= 2 * took / 0.25 + 4, (len(progress), took)
    shares = [item["progress"] for item in progress]
    assert 0.0 <= shares[0] < shares[-1] <= 1.0 and shares[0] < 1.0 and shares == sorted(shares), shares
    seconds = [item["elapsed"] for item in progress]
    assert seconds == sorted(seconds) and 0 < seconds[0] and seconds[-1] <= took + 2.0, seconds
    # The last line is the answer without stream (only the report's own run time differs).
    result = last["result"]
    assert result.keys() == plain_answer.keys()
    assert {k: v for k, v in result.items() if k != "elapsed"} == {
        k: v for k, v in plain_answer.items() if k != "elapsed"
    }


def test_a_bad_request_in_a_stream_is_refused_as_in_the_equity_stream(client: TestClient) -> None:
    # Refused by the body's checks: answered before any stream, as without it.
    for body, field in (({**GOOD, "board": "2c7d9h"}, "board"), ({**GOOD, "game": "omaha"}, "game")):
        response = client.post("/api/flops", json={**body, "stream": True})
        assert response.status_code == 400 and response.headers["content-type"] == "application/json"
        assert response.json()["field"] == field
    # Refused by the engine, once the stream has begun: its one line names the field and the status.
    (line,) = stream_lines(client, {"hands": ["AsKs", "QQ++"]})
    assert line["error"].startswith("player 2: invalid range item 'QQ++'")
    assert (line["status"], line["field"], line["index"]) == (400, "hands", 1)
    # Past the time limit: progress, then the refusal of a spot too large, as its status says.
    with TestClient(create_app(ServerLimits(time_limit=0.3, general_slots=1, fast_slots=1))) as short:
        *progress, last = stream_lines(short, SIX_WAY)
    assert all("progress" in item for item in progress)
    assert last["status"] == 422 and "this server allows 0.3 s per request" in last["error"], last


def test_an_enumeration_past_its_share_of_the_limit_is_sampled_instead(monkeypatch: pytest.MonkeyPatch) -> None:
    """A spot the probe misjudges (here: told never to sample up front) is enumerated for 3/4 of the
    6 s limit, then sampled in the time left, rather than refused; its progress never goes back."""
    monkeypatch.setattr(jobs, "SAMPLE_PAST_SHARE", 1e9)
    # Three players: about 0.6 s a class of flops exactly (heads-up reports are one fast walk).
    hands = ["QQ+,AKs", "JJ-99", "random"]
    with TestClient(create_app(ServerLimits(time_limit=6.0, general_slots=1, fast_slots=1))) as server:
        start = time.monotonic()
        *progress, last = stream_lines(server, {"hands": hands})
        assert time.monotonic() - start < 6.0 + 2.0
    answer = last["result"]
    assert answer["exact"] is False and answer["classes"] == 1755 and all(s > 0 for s in answer["stderr"])
    (note,) = answer["notes"]
    assert note == (
        "every flop exactly ran past 4.5 s of the 6 s this server allows: Monte Carlo instead, "
        "2,000 deals a class of flops"
    )
    shares = [item["progress"] for item in progress]
    assert shares == sorted(shares), shares
    reference = holdEm.equity(hands, trials=2_000_000, seed=1)
    assert abs(answer["equity"][0] - reference.equity[0]) <= 4 * math.hypot(answer["stderr"][0], reference.stderr[0])


def _free_general_slots(url: str) -> int:
    return httpx.get(url + "/api/status", timeout=5).json()["general_free"]


def test_a_client_that_leaves_stops_its_report() -> None:
    with running_server("--time-limit", "30", "--slots", "1") as url:
        host, port = urlsplit(url).hostname, urlsplit(url).port
        body = json.dumps({"hands": ["AhKh", "random"]}).encode()  # about 17 s of work here
        request = (
            f"POST /api/flops HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n"
        ).encode() + body
        with socket.create_connection((host, port)) as s:
            s.sendall(request)
            deadline = time.monotonic() + 5
            while _free_general_slots(url) > 0:  # the long slot taken
                assert time.monotonic() < deadline
                time.sleep(0.05)
        start = time.monotonic()
        while _free_general_slots(url) < 1:
            assert time.monotonic() - start < 3.0, "the report went on after its client left"
            time.sleep(0.05)
        answer = httpx.post(url + "/api/flops", json={"hands": ["AhKh", "QsQd"], "game": "shortdeck"}, timeout=10)
        assert answer.status_code == 200


def test_a_client_that_leaves_mid_stream_stops_its_report() -> None:
    with running_server("--time-limit", "30", "--slots", "1") as url:
        body = {"hands": ["AhKh", "random"], "stream": True}  # about 17 s of work here
        with httpx.Client(base_url=url, timeout=10) as http, http.stream("POST", "/api/flops", json=body) as r:
            lines = r.iter_lines()  # (held: a dropped iterator closes the response)
            assert set(json.loads(next(lines))) == {"progress", "elapsed"}
            assert _free_general_slots(url) == 0  # running on the long slot
        start = time.monotonic()
        while _free_general_slots(url) < 1:
            assert time.monotonic() - start < 3.0, "the streamed report went on after its client left"
            time.sleep(0.05)
        answer = httpx.post(url + "/api/flops", json={"hands": ["AhKh", "QsQd"], "game": "shortdeck"}, timeout=10)
        assert answer.status_code == 200
