"""``holdem serve`` stopped (Ctrl-C, SIGTERM) with requests in flight: their computations stop and
each is answered 503, "the server is shutting down" (a stream ends with that line), at once and
without a traceback.  uvicorn had cancelled them past its grace: a 500 in plain text, a stream
cut short, a traceback in the log."""

from __future__ import annotations

import json
import subprocess
import threading
import time
import urllib.error
import urllib.request

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

from web_support import running_server  # noqa: E402

# Six players, Monte Carlo to a hundred million deals: minutes of work, far past the server's grace.
LONG = {"hands": ["22+,A2s+", "random", "random", "random", "random", "random"], "exact": False, "trials": 10**8}


def post(url: str, body: dict[str, object]) -> tuple[int, bytes]:
    request = urllib.request.Request(
        url + "/api/equity", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def busy(url: str) -> None:
    """Waits until both general slots are taken: both requests past the fast lane's probe, computing."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with urllib.request.urlopen(url + "/api/status", timeout=10) as answer:
            if json.loads(answer.read())["general_free"] == 0:
                return
        time.sleep(0.1)
    raise AssertionError("the two requests never both reached the general lane")


@pytest.mark.parametrize("signal_name, exit_code", [("SIGINT", 0), ("SIGTERM", 143)])
def test_requests_in_flight_are_answered_as_the_server_stops(signal_name: str, exit_code: int) -> None:
    import signal

    log: list[bytes] = []
    servers: list[subprocess.Popen[bytes]] = []
    answers: dict[str, tuple[int, bytes]] = {}
    with running_server("--time-limit", "60", "--slots", "2", log=log, processes=servers) as url:
        clients = [
            threading.Thread(target=lambda: answers.__setitem__("plain", post(url, LONG))),
            threading.Thread(target=lambda: answers.__setitem__("stream", post(url, {**LONG, "stream": True}))),
        ]
        for client in clients:
            client.start()
        busy(url)
        assert not answers
        server = servers[0]
        server.send_signal(getattr(signal, signal_name))
        stopped = time.monotonic()
        assert server.wait(timeout=30) == exit_code
        assert time.monotonic() - stopped < 3  # inside uvicorn's grace of 3 s: nothing had to be cancelled
        for client in clients:
            client.join(timeout=30)
    assert answers["plain"] == (503, b'{"error":"the server is shutting down"}')
    status, body = answers["stream"]
    last = json.loads(body.splitlines()[-1])
    assert status == 200 and last == {"error": "the server is shutting down", "status": 503}
    text = b"".join(log).decode()
    assert "Traceback" not in text and "ERROR" not in text, text
