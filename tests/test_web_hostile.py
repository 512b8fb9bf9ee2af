"""Hostile clients against a real ``holdem serve`` (uvicorn in a subprocess): whatever a client
sends, the server stays up and answers a 4xx JSON error that names the field at fault, in its
words and in ``field`` (and ``index``, the player).  Wrong types for every field of every
endpoint, huge numbers, NaN and infinity, text that is no card or range text, unknown fields,
query parameters, wrong methods and content types, clients that leave mid-upload or mid-stream,
and many streams at once."""

from __future__ import annotations

import asyncio
import json
import re
import socket
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")

from web_support import running_server  # noqa: E402

from holdEm.web import ServerLimits  # noqa: E402
from holdEm.web.bodies import BadRequest, read_json  # noqa: E402

# A valid body per endpoint, and its fields.
VALID = {
    "/api/equity": {"hands": ["AsKs", "QhQd"], "board": "2c7d9h"},
    "/api/breakdown": {"hands": ["AsKs", "QQ+"], "board": "2c7d9h"},
    "/api/nextcard": {"hands": ["AsKs", "QhQd"], "board": "2c7d9h"},
    "/api/hits": {"range": "QQ+", "board": "2c7d9h"},
    "/api/flops": {"hands": ["AsKs", "QhQd"]},
    "/api/pushfold": {"stack": 10},
    "/api/range": {"range": "QQ+,A5s-A2s"},
}
# Push/fold's other form (ICM), whose fields the chip form's body cannot hold.
VALID_ICM = {"stacks": [7500, 3000, 1600, 1400], "payouts": [0.5, 0.3, 0.2], "big_blind": 300}
FIELDS = {
    "/api/equity": ("hands", "board", "dead", "game", "exact", "trials", "target_stderr", "seed", "time_limit"),
    "/api/breakdown": ("hands", "board", "dead", "game", "player", "exact", "seed"),
    "/api/nextcard": ("hands", "board", "dead", "game"),
    "/api/hits": ("range", "board", "dead", "game"),
    "/api/flops": ("hands", "board", "dead", "game", "stream"),
    "/api/pushfold": ("stack", "ante", "small_blind"),
    "/api/range": ("range", "game"),
}
ICM_FIELDS = ("stacks", "payouts", "big_blind", "small_blind", "ante")
TEXT_FIELDS = {"board", "dead", "game", "range"}
BOOL_FIELDS = {"exact", "stream"}
# JSON values of the wrong type for each kind of field, as raw JSON text (NaN and Infinity are
# literals Python's reader takes; 400 digits overflow a float).
NOT_TEXT = ["0", "1.5", "true", "[]", "{}", '["AsKs"]', "NaN", "-Infinity", "1" * 400]
NOT_NUMBER = ['"5"', '""', "true", "[]", "{}", "[1]", "NaN", "Infinity", "-Infinity", "1e400", "1" * 400]
NOT_BOOL = ['"true"', "0", "1", "[]", "{}", "NaN"]
NOT_NUMBERS = ['"5"', "5", "true", "{}", "[]", '["5"]', "[true]", "[null]", "[NaN]", "[1e400]", "[" + "1" * 400 + "]"]
NOT_HANDS = ['"AsKs"', "{}", "[]", '["AsKs"]', "[1, 2]", '["AsKs", null]', '["AsKs", ["QhQd"]]', "NaN", "1e400"]


def wrong_values(field: str) -> list[str]:
    if field == "hands":
        return NOT_HANDS
    if field in TEXT_FIELDS:
        return NOT_TEXT
    if field in BOOL_FIELDS:
        return NOT_BOOL
    if field in ("stacks", "payouts"):
        return NOT_NUMBERS
    return NOT_NUMBER


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, list[bytes]]]:
    log: list[bytes] = []
    with running_server("--time-limit", "5", "--slots", "2", log=log) as url:
        yield url, log


@pytest.fixture(scope="module")
def http(server: tuple[str, list[bytes]]) -> Iterator[Any]:
    with httpx.Client(base_url=server[0], timeout=20) as client:
        yield client


def post_raw(http: Any, path: str, field: str, raw: str, body: dict[str, Any] | None = None) -> Any:
    """POSTs the endpoint's valid body (or ``body``) with ``field`` set to the raw JSON text ``raw``."""
    text = json.dumps({**(VALID[path] if body is None else body), field: "@"}).replace('"@"', raw)
    return http.post(path, content=text.encode(), headers={"content-type": "application/json"})


def assert_refused(response: Any, field: str, words: str, index: int | None = None) -> dict[str, Any]:
    """A 400 JSON answer naming ``field`` (and ``index``), with ``words`` in its message."""
    assert response.status_code == 400, response.text[:300]
    answer = response.json()
    assert words in answer["error"], answer
    assert answer.get("field") == field and answer.get("index") == index, answer
    return answer


CASES = [
    (path, field, raw, VALID[path])
    for path, fields in FIELDS.items()
    for field in fields
    for raw in wrong_values(field)
] + [("/api/pushfold", field, raw, VALID_ICM) for field in ICM_FIELDS for raw in wrong_values(field)]


def test_a_wrong_type_for_any_field_of_any_endpoint_is_a_400_naming_it(http: Any) -> None:
    failures = []
    for path, field, raw, body in CASES:
        response = post_raw(http, path, field, raw, body)
        try:
            answer = response.json()
        except ValueError:
            answer = {"error": response.text[:100]}
        words = answer.get("error", "")
        named = field in words or (field == "hands" and "player" in words)
        if response.status_code != 400 or answer.get("field") != field or not named:
            failures.append((path, field, raw[:20], response.status_code, answer))
    assert not failures, failures
    assert http.get("/api/status").status_code == 200  # still up


def test_huge_integers_in_the_number_fields_are_out_of_range_not_an_internal_error(http: Any) -> None:
    # 400 digits: Python reads an int, which no float holds.
    huge = "1" * 400
    assert_refused(post_raw(http, "/api/equity", "target_stderr", huge), "target_stderr", "at most 1, got 1111")
    assert_refused(post_raw(http, "/api/equity", "time_limit", huge), "time_limit", "too large: a number of 400 digits")
    assert_refused(post_raw(http, "/api/equity", "time_limit", "-" + huge), "time_limit", "must be above 0, got -111")
    assert post_raw(http, "/api/equity", "time_limit", "1" + "0" * 300).status_code == 200  # large, but a float


@pytest.mark.parametrize(
    ("path", "field", "value", "words", "index"),
    [
        ("/api/equity", "hands", ["AsKs", "Qh\ud800"], "player 2: '\\ud800' at character 3", 1),
        ("/api/equity", "board", "2c7d\u00e9", "board: '\u00e9' at character 5", None),
        ("/api/equity", "dead", "\u2605A", "dead cards: '\u2605' at character 1", None),
        ("/api/equity", "dead", "\u2660A", "dead cards: unknown card '\u2660A'", None),  # a suit symbol: the engine's
        ("/api/hits", "range", "QQ+,\uff21Ks", "range: '\uff21' at character 5", None),
        ("/api/breakdown", "board", "2c7d9h\x00", "board: '\\x00' at character 7", None),
        ("/api/nextcard", "dead", "\ud800", "dead cards: '\\ud800' at character 1", None),
    ],
)
def test_text_that_is_not_card_or_range_text_names_the_field_and_the_character(
    http: Any, path: str, field: str, value: Any, words: str, index: int | None
) -> None:
    # The engine reads bytes: it named a lone surrogate's UTF-8 error, or '??' for an accented letter.
    text = json.dumps({**VALID[path], field: value})  # ASCII JSON: \ud800 travels as an escape
    response = http.post(path, content=text.encode(), headers={"content-type": "application/json"})
    assert_refused(response, field, words, index)


@pytest.mark.parametrize("path", ["/api/breakdown", "/api/nextcard"])
def test_the_analyses_name_the_board_or_the_dead_cards_at_fault(http: Any, path: str) -> None:
    assert_refused(http.post(path, json={**VALID[path], "board": "2c7d9x"}), "board", "board: unknown card '9x'")
    assert_refused(http.post(path, json={**VALID[path], "dead": "Kx"}), "dead", "dead cards: unknown card 'Kx'")


@pytest.mark.parametrize(
    ("path", "body", "field", "index", "words"),
    [
        ("/api/equity", {"hands": ["AsKs", "QQ++"]}, "hands", 1, "player 2: invalid range item 'QQ++'"),
        ("/api/equity", {"hands": ["AsKs", "QhQd"], "board": "2c7d9x"}, "board", None, "board: unknown card '9x'"),
        ("/api/equity", {"hands": ["AsKs", "QhQd"], "board": "2c7d9h5h6h8h"}, "board", None, "at most 5 cards"),
        ("/api/equity", {"hands": ["AsKs", "QhQd"], "dead": "Kx"}, "dead", None, "dead cards: unknown card 'Kx'"),
        ("/api/equity", {"hands": ["random"] * 3, "exact": True}, "exact", None, "too large"),
        ("/api/equity", {**VALID["/api/equity"], "exact": True, "trials": 10}, "exact", None, "trials is for Monte"),
        ("/api/equity", {**VALID["/api/equity"], "exact": True, "target_stderr": 0.01}, "exact", None, "target_stderr"),
        ("/api/equity", {"hands": ["AA", "AA", "AA"]}, "hands", None, "no deal is possible"),
        ("/api/equity", {"hands": ["AA**"] * 3, "game": "omaha"}, "hands", None, "the ranges almost never fit"),
        ("/api/breakdown", {"hands": ["AA**", "KK**"], "game": "plo5"}, "hands", None, "breakdown is too large"),
        ("/api/hits", {"range": "[AKQ]", "board": "2c7d9h"}, "range", None, "invalid range block '[AKQ]'"),
        ("/api/hits", {"range": "K5s", "board": "AdTc8s", "game": "shortdeck"}, "range", None, "the range holds Kc5c"),
        ("/api/equity", {"hands": ["AsKs", "QQ+"], "game": "omaha"}, "hands", 1, "player 2: unknown symbol '+'"),
        ("/api/equity", {"hands": ["AsKs", "QhQd"], "game": "chess"}, "game", None, "unknown game 'chess'"),
        ("/api/equity", {"hands": ["AsKs"] * 11}, "hands", None, "2 to 10 players, got 11"),
        ("/api/equity", {"hands": ["AsKs", "A" * 2001]}, "hands", 1, "player 2: the hand or range is 2001 characters"),
        ("/api/breakdown", {"hands": ["AsKs", "QQ"], "player": 2}, "player", None, "player must be from 0 to 1"),
        ("/api/nextcard", {"hands": ["AsKs", "QhQd"], "board": "2c7d"}, "board", None, "board of 3 or 4 cards"),
        ("/api/hits", {"range": "QQ++", "board": "7h8h2c"}, "range", None, "invalid range item 'QQ++'"),
        ("/api/hits", {"board": "7h8h2c"}, "range", None, "range is missing"),
        ("/api/hits", {"range": "random", "board": "7h8h"}, "board", None, "3, 4 or 5 cards"),
        ("/api/hits", {"range": "QQ", "board": "Qh7c2d", "dead": "Qh"}, "dead", None, "both on the board and dead"),
        ("/api/pushfold", {"stack": 0.5}, "stack", None, "stack must be a finite number more than the big blind"),
        ("/api/pushfold", {**VALID_ICM, "stack": 10}, "stacks", None, "stack and stacks are of two forms"),
        ("/api/pushfold", {**VALID_ICM, "stacks": [100] * 500}, "stacks", None, "2 to 10 numbers"),
        ("/api/pushfold", {**VALID_ICM, "payouts": [1, 2]}, "payouts", None, "each at most the one before"),
        (
            "/api/hits",
            {"range": "A2", "board": "2c7d9h", "game": "plo5-hilo", "select": "nut lows"},
            "select",
            None,
            "unknown hit class 'nut lows'",
        ),
    ],
)
def test_every_refusal_says_which_field_is_at_fault(
    http: Any, path: str, body: dict[str, Any], field: str, index: int | None, words: str
) -> None:
    assert_refused(http.post(path, json=body), field, words, index)


def test_an_engine_error_in_the_stream_names_its_field_too(http: Any) -> None:
    body = {"hands": ["AsKs", "QQ++"], "stream": True}  # found by the engine, once the stream has begun
    response = http.post("/api/equity", json=body)
    assert response.status_code == 200
    lines = [json.loads(line) for line in response.text.splitlines() if line]
    assert len(lines) == 1 and lines[0]["error"].startswith("player 2: invalid range item 'QQ++'")
    assert (lines[0]["status"], lines[0]["field"], lines[0]["index"]) == (400, "hands", 1)


def test_a_key_twice_in_an_object_inside_a_field_is_that_fields_fault(http: Any) -> None:
    """Only the body's own keys are fields: a key given twice deeper down is no field of the API."""
    body = b'{"hands": ["AsKs", "QhQd"], "x": {"a": 1, "a": 2}}'
    assert_refused(http.post("/api/equity", content=body), "x", "unknown field 'x'")
    body = b'{"hands": [{"a": 1, "a": 2}, "QhQd"]}'
    assert http.post("/api/equity", content=body).json()["field"] == "hands"


def test_unknown_fields_are_named_but_never_echoed_at_length(http: Any) -> None:
    response = http.post("/api/equity", json={"hands": ["AsKs", "QhQd"], "x" * 100_000: 1})
    assert_refused(response, "x" * 40 + "...", "unknown field 'xxxx")
    assert len(response.content) < 600  # not the 100 kB sent


@pytest.mark.parametrize("path", [*VALID, "/api/status"])
def test_a_query_parameter_where_none_is_read_is_refused(http: Any, path: str) -> None:
    """?stream=true on a POST was ignored (the answer came whole): its fields are in its body."""
    if path == "/api/status":
        assert_refused(http.get(path, params={"x": "1"}), "x", "unknown parameter 'x'")
        return
    assert_refused(http.post(path, params={"stream": "true"}, json=VALID[path]), "stream", "in its JSON body")


def test_query_parameters_are_named_and_given_once(http: Any) -> None:
    for path, name, bad, words in [
        ("/api/preflop", "hand", "AK", "hand: 'AK' is not a hand class"),
        ("/api/ranking", "game", "omaha", "game: a ranking is for holdem"),
        ("/api/ranking", "game", "", "game: a ranking is for holdem"),
        ("/api/ranking", "game", "holdem" + " " * 14 + "junk", "game: a ranking is for holdem"),
    ]:
        assert_refused(http.get(path, params={name: bad}), name, words)
    twice = http.get("/api/preflop?hand=AKs&hand=72o")
    assert_refused(twice, "hand", "hand is given 2 times")
    assert_refused(http.get("/api/ranking?game=holdem&game=shortdeck"), "game", "game is given 2 times")
    assert_refused(http.get("/api/preflop?x=1"), "x", "unknown parameter 'x'")


_FORM = "application/x-www-form-urlencoded"


def test_a_body_that_is_not_json_says_how_it_was_sent(http: Any) -> None:
    response = http.post("/api/equity", data={"hands": "AsKs"})  # a form, as curl -F or an HTML form sends
    assert response.status_code == 400
    assert "not valid JSON" in response.json()["error"]
    assert "sent as application/x-www-form-urlencoded" in response.json()["error"]
    # A JSON body with a syntax error is not blamed on its type (curl -d sends a form's).
    broken = http.post("/api/equity", content=b'{"hands": ["AsKs", "QhQd"],}', headers={"content-type": _FORM})
    assert "not valid JSON" in broken.json()["error"] and "sent as" not in broken.json()["error"]
    # JSON is read whatever the Content-Type says (curl -d sends a form's type).
    plain = http.post("/api/equity", content=json.dumps(VALID["/api/equity"]), headers={"content-type": "text/plain"})
    assert plain.status_code == 200


def test_wrong_methods_and_bodies_of_no_object_are_json_4xx(http: Any) -> None:
    for method in ("GET", "PUT", "DELETE", "PATCH", "OPTIONS"):
        for path in VALID:
            response = http.request(method, path)
            assert response.status_code == 405 and response.headers["allow"] == "POST"
            assert "error" in response.json()
    for raw in (b"[]", b"1", b'"x"', b"null", b"[" * 100_000, b'{"a":' * 20_000, b'{"a":' * 900, b"\xff", b"NaN"):
        for path in VALID:
            response = http.post(path, content=raw)
            assert response.status_code == 400 and "error" in response.json(), (path, raw[:20])


def _free(http: Any) -> tuple[int, int]:
    status = http.get("/api/status").json()
    return status["general_free"] + status["fast_free"], status["general_slots"] + status["fast_slots"]


def _wait_all_free(http: Any, within: float) -> float:
    start = time.monotonic()
    while True:
        free, slots = _free(http)
        if free == slots:
            return time.monotonic() - start
        assert time.monotonic() - start < within, f"{free} of {slots} slots free after {within} s"
        time.sleep(0.05)


def test_a_client_that_leaves_mid_upload_is_no_internal_error(server: tuple[str, list[bytes]], http: Any) -> None:
    url, log = server
    host, port = urlsplit(url).hostname, urlsplit(url).port
    head = b"POST /api/equity HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    for cut in (b'Content-Length: 1000\r\n\r\n{"hands": [', b'Transfer-Encoding: chunked\r\n\r\n5\r\n{"han\r\n'):
        with socket.create_connection((host, port)) as s:
            s.sendall(head + cut)
            time.sleep(0.1)
    time.sleep(0.3)
    text = b"".join(log).decode(errors="replace")
    assert "unexpected error" not in text and "Traceback" not in text, text[-2000:]
    assert http.post("/api/equity", json=VALID["/api/equity"]).status_code == 200


def test_many_streams_at_once_then_gone_give_every_slot_back(server: tuple[str, list[bytes]], http: Any) -> None:
    url = server[0]
    host, port = urlsplit(url).hostname, urlsplit(url).port
    body = json.dumps({"hands": ["random"] * 3, "trials": 10**8, "stream": True}).encode()
    request = b"POST /api/equity HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)
    sockets = [socket.create_connection((host, port)) for _ in range(24)]
    for s in sockets:
        s.sendall(request)
    start = time.monotonic()
    while _free(http)[0] > 0:  # every slot taken by 5 s computations
        assert time.monotonic() - start < 5
        time.sleep(0.05)
    t = time.monotonic()
    assert http.get("/api/status").status_code == 200 and time.monotonic() - t < 1.0  # the loop still answers
    for s in sockets[:12]:  # half leave at once, half after a line of progress
        s.close()
    for s in sockets[12:]:
        s.recv(1)
        s.close()
    # Slots come back as the computations stop (about 0.25 s each), not after their 5 s.
    assert _wait_all_free(http, within=3.0) < 3.0
    assert http.post("/api/equity", json=VALID["/api/equity"]).status_code == 200


class _TrickleRequest:
    """A request whose body arrives a chunk at a time, ``pause`` seconds apart, and never ends."""

    headers: dict[str, str] = {"content-type": "application/json"}

    def __init__(self, pause: float) -> None:
        self.pause = pause

    async def stream(self) -> Any:
        yield b'{"hands": '
        while True:
            await asyncio.sleep(self.pause)
            yield b" "


def test_a_body_that_never_ends_is_refused_in_time() -> None:
    # A client that declares more than it sends (or trickles) holds no slot, but would hold its
    # request open for ever: it gets 408 once the body's time is up.
    limits = ServerLimits(body_timeout=0.3)
    start = time.monotonic()
    with pytest.raises(BadRequest, match=r"the body did not arrive within 0\.3 s") as refused:
        asyncio.run(read_json(_TrickleRequest(0.05), limits))
    assert refused.value.status == 408 and time.monotonic() - start < 1.0
    with pytest.raises(ValueError, match="body_timeout must be positive"):
        ServerLimits(body_timeout=0)


def test_past_max_connections_requests_are_answered_503_at_once() -> None:
    # Every place holds a request in progress (headers in, the body not yet): a further one waits for none.
    with running_server("--max-connections", "3") as url:
        address = urlsplit(url)
        busy = [socket.create_connection((address.hostname, address.port)) for _ in range(2)]
        try:
            for s in busy:
                s.sendall(
                    b"POST /api/equity HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    b"Content-Length: 100\r\n\r\n"
                )
            time.sleep(0.3)  # the server has read their headers
            start = time.monotonic()
            refused = httpx.get(f"{url}/api/status", timeout=5)
            assert refused.status_code == 503 and time.monotonic() - start < 2
        finally:
            for s in busy:
                s.close()
        deadline = time.monotonic() + 5
        while httpx.get(f"{url}/api/status", timeout=5).status_code != 200:
            assert time.monotonic() < deadline, "the server did not take requests again"
            time.sleep(0.1)


def test_idle_connections_give_their_places_to_a_new_one() -> None:
    """A client holding every place with connections that send nothing (and opening them again as
    the header deadline closes them) shut every other client out: now a new connection closes the
    one that has waited longest for its headers, and its own request is answered."""
    with running_server("--max-connections", "4") as url:
        address = urlsplit(url)
        idle = []
        for _ in range(6):  # more than the places: each new one closed the longest waiting
            idle.append(socket.create_connection((address.hostname, address.port)))
            time.sleep(0.05)  # accepted in this order
        try:
            for _ in range(5):
                assert httpx.get(f"{url}/api/status", timeout=5).status_code == 200
            closed = []
            for s in idle:
                s.settimeout(2)
                try:
                    closed.append(s.recv(1) == b"")
                except (TimeoutError, socket.timeout):
                    closed.append(False)
            # The oldest went first; the newest (places for them, beside each request's own) stayed.
            assert closed[:3] == [True, True, True] and closed[-1] is False
        finally:
            for s in idle:
                s.close()


def test_connections_that_never_finish_their_headers_are_closed() -> None:
    """Idle connections, and headers begun and never finished (before any request and after a
    response), are closed after --header-timeout: held open, they kept every place of
    --max-connections and every other client got 503 for as long as they stayed."""
    with running_server("--max-connections", "4", "--header-timeout", "1") as url:
        address = urlsplit(url)

        def connect(first: bytes) -> socket.socket:
            s = socket.create_connection((address.hostname, address.port))
            s.settimeout(5)
            if first:
                s.sendall(first)
            return s

        def response(s: socket.socket) -> bytes:
            """One whole response: its headers, then as many bytes of body as they say."""
            data = b""
            while b"\r\n\r\n" not in data:
                data += s.recv(4096)
            head, _, body = data.partition(b"\r\n\r\n")
            length = int(re.search(rb"(?i)content-length: *(\d+)", head)[1])
            while len(body) < length:
                body += s.recv(4096)
            return head

        kept_alive = connect(b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert response(kept_alive).startswith(b"HTTP/1.1 200")
        kept_alive.sendall(b"GET /api/status HTTP/1.1\r\nHo")  # the next request's headers, never ended
        stalled = [connect(b""), connect(b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n"), kept_alive]
        try:
            time.sleep(0.3)
            for s in stalled:  # still open within the timeout
                s.setblocking(False)
                with pytest.raises(BlockingIOError):
                    s.recv(1)
                s.settimeout(5)
            start = time.monotonic()
            for s in stalled:
                assert s.recv(4096) == b""  # closed by the server
            assert time.monotonic() - start < 3
            assert httpx.get(f"{url}/api/status", timeout=5).status_code == 200
        finally:
            for s in stalled:
                s.close()
        # A request slow to start but within the deadline is answered.
        slow = connect(b"GET /api/status HTTP/1.1\r\n")
        time.sleep(0.5)
        slow.sendall(b"Host: 127.0.0.1\r\n\r\n")
        assert response(slow).startswith(b"HTTP/1.1 200")
        slow.close()


def test_pages_of_other_sites_are_refused(server: tuple[str, list[bytes]], http: Any) -> None:
    """A browser names the page's site in Origin: another site's (or none's, "null") is refused
    with a JSON 403, the server's own page and clients sending no Origin are answered."""
    own = server[0].rstrip("/")
    body = VALID["/api/equity"]
    assert http.post("/api/equity", json=body, headers={"origin": own}).status_code == 200
    assert http.post("/api/equity", json=body).status_code == 200
    for origin in ("https://evil.example", "null", own.replace("127.0.0.1", "localhost"), "http://[bad"):
        refused = http.post(
            "/api/equity", content=json.dumps(body), headers={"origin": origin, "content-type": "text/plain"}
        )
        assert refused.status_code == 403 and "refused" in refused.json()["error"], (origin, refused.text)


def test_every_answer_carries_the_security_headers(server: tuple[str, list[bytes]], http: Any) -> None:
    """Not the page's files alone: the API's answers, its errors (some echo what was sent, as text
    that must never be read as a page) and the origin check's refusals are never sniffed, framed,
    or cached; the page's files keep their own policy."""
    answers = {
        "answer": http.post("/api/equity", json=VALID["/api/equity"]),
        "refusal echoing input": http.get("/api/status?%3Csvg%20onload%3Dalert(1)%3E=1"),
        "not found": http.get("/nowhere"),
        "wrong method": http.get("/api/equity"),
        "openapi": http.get("/openapi.json"),
        "other site": http.post("/api/equity", json=VALID["/api/equity"], headers={"origin": "https://evil.example"}),
    }
    for what, answer in answers.items():
        headers = answer.headers
        assert headers["x-content-type-options"] == "nosniff", what
        assert "frame-ancestors 'none'" in headers["content-security-policy"], what
        assert headers["cache-control"] == "no-store", what
    for path in ("/", "/static/app.js"):
        page = http.get(path)
        assert page.headers["content-security-policy"].startswith("default-src 'self'"), path
        assert page.headers["cache-control"] == "no-cache" and page.headers["x-content-type-options"] == "nosniff"


def test_on_loopback_only_this_machines_names_are_answered(server: tuple[str, list[bytes]], http: Any) -> None:
    """holdem serve on 127.0.0.1 answers localhost, 127.0.0.1 and [::1], with any port: a name of
    another site resolving here (DNS rebinding) gets a JSON 403."""
    port = urlsplit(server[0]).port
    for host in (f"localhost:{port}", f"127.0.0.1:{port}", f"[::1]:{port}", "LOCALHOST", f"127.0.0.2:{port}",
                 f"[0:0:0:0:0:0:0:1]:{port}", f"localhost.:{port}"):  # fmt: skip
        assert http.get("/api/status", headers={"host": host}).status_code == 200, host
    for host in (f"evil.example:{port}", "evil.example", f"127.0.0.1.evil.example:{port}"):
        refused = http.get("/", headers={"host": host})
        assert refused.status_code == 403 and "not the host" in refused.json()["error"], host


def test_behind_a_proxy_its_name_is_allowed_by_name() -> None:
    """holdem serve --allowed-host: the name a proxy serves the page under is answered, whether the
    proxy passes the public Host or rewrites it to the loopback address (its pages' Origin then
    names the public site); other names are still refused."""
    with running_server("--allowed-host", "Poker.Example.org") as url, httpx.Client(base_url=url, timeout=20) as http:
        port = urlsplit(url).port
        body = VALID["/api/equity"]
        assert http.post("/api/equity", json=body, headers={"host": "poker.example.org"}).status_code == 200
        rewritten = {"host": f"127.0.0.1:{port}", "origin": "https://poker.example.org"}
        assert http.post("/api/equity", json=body, headers=rewritten).status_code == 200
        assert http.post("/api/equity", json=body, headers={"host": "other.example"}).status_code == 403
        other = {"host": f"127.0.0.1:{port}", "origin": "https://other.example"}
        assert http.post("/api/equity", json=body, headers=other).status_code == 403


def test_on_every_interface_a_warning_and_the_allowed_names_are_checked() -> None:
    """Listening beyond loopback without --allowed-host, the server says it answers any host name
    (DNS rebinding reaches it); with --allowed-host there, only those names (and loopback's) are."""
    log: list[bytes] = []
    with running_server("--host", "0.0.0.0", log=log) as url, httpx.Client(base_url=url, timeout=20) as http:
        assert http.get("/api/status", headers={"host": "rebind.example"}).status_code == 200
    assert any(b"warning: listening on 0.0.0.0" in line and b"--allowed-host" in line for line in log)
    log.clear()
    with (
        running_server("--host", "0.0.0.0", "--allowed-host", "poker.lan", log=log) as url,
        httpx.Client(base_url=url, timeout=20) as http,
    ):
        assert http.get("/api/status", headers={"host": "poker.lan"}).status_code == 200
        assert http.get("/api/status", headers={"host": "127.0.0.1"}).status_code == 200  # loopback's names
        refused = http.get("/api/status", headers={"host": "rebind.example"})
        assert refused.status_code == 403 and "not the host 'rebind.example'" in refused.json()["error"]
    assert not any(b"warning" in line for line in log)


def test_the_pages_files_carry_the_pages_headers(http: Any) -> None:
    """/static/index.html is the page too: it may not be framed by another site either."""
    for path in ("/", "/static/index.html", "/static/app.js"):
        response = http.get(path)
        assert response.status_code == 200 and "frame-ancestors 'none'" in response.headers["content-security-policy"]
        assert response.headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize(
    ("host", "loopback"),
    [("127.0.0.1", True), ("127.0.0.2", True), ("::1", True), ("[::1]", True), ("localhost", True),
     ("localhost.", True), ("0.0.0.0", False), ("192.168.1.5", False), ("example.org", False), ("::", False)],
)  # fmt: skip
def test_which_addresses_are_loopback(host: str, loopback: bool) -> None:
    from holdEm.web.origins import is_loopback

    assert is_loopback(host) is loopback


def _scope(host: str, origin: str | None = None) -> dict[str, Any]:
    headers = [(b"host", host.encode())] + ([(b"origin", origin.encode())] if origin is not None else [])
    return {"type": "http", "headers": headers}


@pytest.mark.parametrize("given", ["fd00::5", "[FD00::5]", "[fd00::5]."])
def test_an_allowed_ipv6_address_is_one_host_however_it_is_written(given: str) -> None:
    """--allowed-host fd00::5 and [fd00::5] name one host: the Host header brackets it, a page's
    Origin too; both are answered on loopback, another address is not."""
    from holdEm.web.origins import SameSiteOnly, refusal

    allowed = SameSiteOnly(app=lambda *a: None, loopback_only=True, allowed=frozenset([given])).allowed
    assert refusal(_scope("[fd00::5]:8000"), True, allowed) is None
    assert refusal(_scope("[FD00::5]"), True, allowed) is None
    assert refusal(_scope("127.0.0.1:8000", "http://[fd00::5]:8000"), True, allowed) is None
    assert "not the host" in (refusal(_scope("[fd00::6]:8000"), True, allowed) or "")
    assert "another site" in (refusal(_scope("127.0.0.1:8000", "http://[fd00::6]"), True, allowed) or "")


def test_two_origin_or_host_headers_are_refused() -> None:
    """No browser sends two; a client that does is refused whichever is first (the last was read)."""
    from holdEm.web.origins import refusal

    own, evil = (b"origin", b"http://127.0.0.1:8000"), (b"origin", b"http://evil.example")
    for headers in ([(b"host", b"127.0.0.1:8000"), evil, own], [(b"host", b"127.0.0.1:8000"), own, evil]):
        assert "2 Origin headers" in (refusal({"type": "http", "headers": headers}, True) or "")
    two_hosts = [(b"host", b"evil.example"), (b"host", b"127.0.0.1:8000")]
    assert "2 Host headers" in (refusal({"type": "http", "headers": two_hosts}, True) or "")


@pytest.mark.parametrize("origin", ["http://[bad", "http://[::1", "://", "\x00"])
def test_an_origin_that_is_no_url_is_refused_not_an_error(origin: str) -> None:
    """Origin "http://[bad" makes Python's URL parser raise: the request is refused with the reason."""
    from holdEm.web.origins import refusal

    reason = refusal(_scope("127.0.0.1:8000", origin), True) or ""
    assert "refused" in reason, origin
