"""The original's table class during long runs: they release the GIL, a table changed meanwhile is
refused, and Ctrl-C or an exception from a signal handler stops a run and keeps its counts."""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
import time

import pytest
from cli_support import cli_env
from legacy_table_support import EXAMPLE, METHODS, assert_consistent

# --- GIL, threads and Ctrl-C -------------------------------------------------------------


def test_runs_release_the_gil_and_a_table_changed_meanwhile_is_refused() -> None:
    t = EXAMPLE.table(seed=6)
    errors: list[BaseException] = []

    def long_run() -> None:
        try:
            t.MCP(10**12)
        except RuntimeError as e:
            errors.append(e)

    worker = threading.Thread(target=long_run)
    worker.start()
    time.sleep(0.3)
    runs_seen = t.getNumRuns()  # the table answers while the run goes on
    t.setSeed(7)  # changes the table under the run: its next merge is refused
    worker.join(timeout=60)
    assert not worker.is_alive()
    assert len(errors) == 1 and "changed" in str(errors[0])
    assert runs_seen > 0
    assert_consistent(t)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("method", METHODS)
def test_ctrl_c_stops_a_run_and_keeps_the_counts(method: str) -> None:
    script = f"""
import os, signal, threading, time, holdEm
t = holdEm.table(3)
t.setHoldCards(0, (13, 13), (1, 2))
t.setSeed(1)
threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
start = time.perf_counter()
try:
    t.{method}(10**15)
    print("finished?!")
except KeyboardInterrupt:
    runs = t.getNumRuns()
    assert 0 < runs < 10**15
    assert sum(t.getHandsPP(0)) == runs and sum(t.getWins()) <= runs
    print("interrupted", runs, round(time.perf_counter() - start, 2))
"""
    result = subprocess.run([sys.executable, "-c", script], env=cli_env(), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    words = result.stdout.split()
    assert words[0] == "interrupted", result.stdout
    assert float(words[2]) < 30  # answered promptly (generous for slow sanitizer builds)


def test_signal_handler_exceptions_propagate() -> None:
    class Stop(Exception):
        pass

    def handler(signum: int, frame: object) -> None:
        raise Stop

    previous = signal.signal(signal.SIGALRM, handler)
    try:
        t = EXAMPLE.table(seed=2)
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        with pytest.raises(Stop):
            t.MCF(10**15)
        assert t.getNumRuns() > 0
        assert_consistent(t)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
