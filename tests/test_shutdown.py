"""No C++ work outlives the interpreter: Ctrl-C, exit with holdEm calls still running in daemon
threads, and the exit of a child forked while another thread was in a call.

C++ still running without the GIL when Python finalizes used to end the
process with "terminate called without an active exception" (exit 134).
Each case runs in a fresh interpreter, several times, since the failure
depended on timing.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from cli_support import cli_env

import holdEm
from holdEm import _core

ATTEMPTS = range(3)

# Calls that run for minutes unless cancelled; each is well inside C++ when the main thread exits.
LONG_CALLS = {
    "equity": "holdEm.equity(['AsKs', 'QdQc'], trials=10**12, threads=2)",
    "table.MCF": "holdEm.table(6).MCF(10**12)",
    "census.seven_card": "_core.census.seven_card(threads=2)",  # worker threads that must be joined
}

# Analyses of many engine calls on holdEm's threads (a ThreadPoolExecutor's were joined at exit
# with every item queued, before the exit hook could cancel them: 20 s to minutes).  Their
# callback says the items run.
LONG_ANALYSES = {
    "equity_breakdown": "holdEm.equity_breakdown(['random'] * 3, trials=25_000_000, threads=2, callback={running})",
    "flop_report": "holdEm.flop_report(['random'] * 3, trials=10**9, threads=2, callback={running})",
    "preflop_table": "holdEm.preflop_table(recompute=True, threads=2)",  # (no callback: a second's start)
}

DAEMON_SCRIPT = """
import threading
import time

import holdEm
from holdEm import _core

inside = threading.Event()


def work():
    inside.set()
    {call}
    print("the call returned", flush=True)


threading.Thread(target=work, daemon=True).start()
inside.wait()
time.sleep(0.3)  # the call is in C++ by now
"""


def run_python(script: str, timeout: float = 60) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-c", script], capture_output=True, env=cli_env(), timeout=timeout, check=False
    )


@pytest.mark.parametrize("attempt", ATTEMPTS)
@pytest.mark.parametrize("call", sorted(LONG_CALLS))
def test_exit_with_a_call_running_in_a_daemon_thread(call: str, attempt: int) -> None:
    started = time.monotonic()
    result = run_python(DAEMON_SCRIPT.format(call=LONG_CALLS[call]))
    stderr = result.stderr.decode()
    assert result.returncode == 0, stderr
    assert time.monotonic() - started < 20  # (about 1 s here: the start, 0.3 s, the cancel)
    assert "terminate called" not in stderr
    assert "Traceback" not in stderr  # the cancelled call ends its daemon thread quietly
    assert b"the call returned" not in result.stdout  # cancelled, not finished


@pytest.mark.parametrize("call", sorted(LONG_ANALYSES))
def test_exit_with_an_analysis_running_in_a_daemon_thread(call: str) -> None:
    script = DAEMON_SCRIPT.format(call=LONG_ANALYSES[call].format(running="lambda share: items_run.set()"))
    script = script.replace("inside = threading.Event()", "inside, items_run = threading.Event(), threading.Event()")
    wait = "items_run.wait(10)" if "{running}" in LONG_ANALYSES[call] else "time.sleep(1)"
    script = script.replace("inside.wait()", f"inside.wait()\n{wait}")
    started = time.monotonic()
    result = run_python(script)
    assert result.returncode == 0, result.stderr.decode()
    assert "Traceback" not in result.stderr.decode() and b"the call returned" not in result.stdout
    assert time.monotonic() - started < 8  # (about 2 s here)


@pytest.mark.parametrize("waits", ["never.wait()", "time.sleep(30)"])
def test_exit_with_a_daemon_threads_callback_that_does_not_return(waits: str) -> None:
    """The exit waited for the call as long as its Python callback ran: for ever on an event no one
    sets.  Python does not wait for a daemon thread running Python code; the exit hook now waits
    for one in a callback only a while (a second)."""
    call = (
        "never = threading.Event(); "
        f"holdEm.equity(['AhKh', 'random', 'random'], trials=10**12, callback=lambda r: {waits})"
    )
    started = time.monotonic()
    result = run_python(DAEMON_SCRIPT.format(call=call))
    assert result.returncode == 0, result.stderr.decode()
    assert "terminate called" not in result.stderr.decode() and b"the call returned" not in result.stdout
    assert time.monotonic() - started < 20  # (about 2 s here)


def test_calls_after_shutdown_are_refused() -> None:
    script = (
        "import holdEm\nfrom holdEm import _core\n_core._shutdown()\n"
        "try:\n    holdEm.table(3).MCF(10)\nexcept SystemExit as error:\n    print('refused:', error)\n"
    )
    result = run_python(script)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout.decode() == "refused: holdEm: cancelled, the program is shutting down\n"


def test_calls_run_before_shutdown() -> None:
    assert holdEm.table(3).MCF(1000) == 0  # this process is not shutting down
    assert _core._StreamComparator().feed(b"9sTh4d4s7s 7h5s QsAs\n") == (b"7h5s QsAs\n", b"")


#: NumPy's BLAS starts its own threads on import; with one, the thread count tells the writer's start.
SINGLE_THREADED_BLAS = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


def wait_for_threads(pid: int, count: int, timeout: float = 30) -> None:
    """Waits until the process runs `count` threads: then Python's own Ctrl-C handling is in place
    (run it with SINGLE_THREADED_BLAS, so that no library's threads are counted)."""
    deadline = time.monotonic() + timeout
    while len(os.listdir(f"/proc/{pid}/task")) < count:
        assert time.monotonic() < deadline, "the process never started its threads"
        time.sleep(0.02)


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs /proc to see the writer thread start")
@pytest.mark.parametrize("attempt", ATTEMPTS)
def test_generate_interrupted_by_sigint(attempt: int) -> None:
    """`(sleep 3) | holdem generate --size 100000000` and Ctrl-C: the writer is stopped and joined, exit 130."""
    process = subprocess.Popen(
        [sys.executable, "-m", "holdEm", "generate", "--size=100000000"],
        stdin=subprocess.PIPE,  # no answers yet: the main thread waits in a read
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**cli_env(), **SINGLE_THREADED_BLAS},
    )
    try:
        wait_for_threads(process.pid, 2)
        time.sleep(0.3)  # the writer is busy answering and writing samples
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    text = stderr.decode()
    assert process.returncode == 130, text
    assert "terminate called" not in text
    assert "Traceback" not in text


FORK_SCRIPT = """
import os
import sys
import threading
import time

import holdEm

inside, stop = threading.Event(), threading.Event()


def work():
    inside.set()
    holdEm.equity(['AsKs', 'QdQc'], trials=10**12, threads=1, callback=lambda _: not stop.is_set())


threading.Thread(target=work, daemon=True).start()
inside.wait()
time.sleep(0.3)  # the call is in C++ by now
pid = os.fork()
if pid == 0:  # the child: a call of its own, then a normal exit, which runs the exit hook
    r = holdEm.equity(['AsKs', 'QdQc'], trials=10_000, seed=1, threads=1)
    sys.exit(0 if 0.4 < r.equity[0] < 0.5 else 3)
stop.set()
for _ in range(200):  # 20 s, then the child is called hung (and killed, not left behind)
    if os.waitpid(pid, os.WNOHANG)[0]:
        print("the child exited", flush=True)
        break
    time.sleep(0.1)
else:
    os.kill(pid, 9)
    print("the child hung", flush=True)
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="os.fork is POSIX only")
def test_a_child_forked_during_a_call_exits() -> None:
    """The exit hook waits for the calls in flight; a forked child has only the forking thread, so it
    must not wait for the calls of the parent's other threads (it waited for ever)."""
    done = run_python(FORK_SCRIPT)
    assert b"the child exited" in done.stdout, done.stdout + done.stderr
