"""A real ``holdem serve`` in a subprocess on a free loopback port, for the web tests."""

from __future__ import annotations

import contextlib
import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

from cli_support import cli_env

_RUNNING = re.compile(rb"Uvicorn running on (http://(?:127\.0\.0\.1|0\.0\.0\.0):\d+)")


@contextlib.contextmanager
def running_server(
    *args: str,
    start_timeout: float = 30.0,
    log: list[bytes] | None = None,
    processes: list[subprocess.Popen[bytes]] | None = None,
) -> Iterator[str]:
    """Starts ``python -m holdEm serve --port 0 ARGS`` and yields its base URL (the port the
    system gave, read from the server's log); stops it afterwards.  The server's log lines are
    appended to ``log`` as they come, when it is given, and its process to ``processes`` (for a
    test that signals it)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "holdEm", "serve", "--port", "0", "--log-level", "info", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env=cli_env(),
    )
    assert process.stderr is not None
    if processes is not None:
        processes.append(process)
    log = [] if log is None else log
    found: list[str] = []
    ready = threading.Event()

    def drain() -> None:  # read the log to its end, so that the server never blocks writing it
        for line in process.stderr:  # type: ignore[union-attr]
            log.append(line)
            match = _RUNNING.search(line)
            if match and not found:
                found.append(match.group(1).decode())
                ready.set()
        ready.set()

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + start_timeout
        while not ready.wait(0.1):
            if time.monotonic() > deadline:
                raise AssertionError("the server did not start: " + b"".join(log).decode(errors="replace"))
        if not found:
            raise AssertionError("the server exited: " + b"".join(log).decode(errors="replace"))
        yield found[0]
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        reader.join(timeout=5)


def hits_answer(hits: Any) -> dict[str, Any]:
    """What ``POST /api/hits`` answers for the library's ``BoardHits`` ``hits`` (without ``select``):
    its ``to_dict()``, and ``order``, each part's class names in the library's order as a list."""
    parts = {"made": hits.made, "draws": hits.draws, "lows": hits.lows, "low_draws": hits.low_draws}
    return {**hits.to_dict(), "order": {part: list(names) for part, names in parts.items() if names is not None}}
