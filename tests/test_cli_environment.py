"""The command line outside a developer's shell: an output encoding that cannot hold a typed suit
symbol, warnings made errors with a stream closed, a file name too long or a deep folder missing,
NO_COLOR and a dumb terminal, a process allowed fewer cores than the machine has."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from cli_support import cli_env, run_cli


def run_with(env: dict[str, str], *args: str, stdout: int = subprocess.PIPE) -> subprocess.CompletedProcess[bytes]:
    """``python -m holdEm ARGS`` with ``env`` over the test environment."""
    return subprocess.run(
        [sys.executable, "-m", "holdEm", *args],
        env={**cli_env(), **env},
        stdout=stdout,
        stderr=subprocess.PIPE,
        timeout=120,
    )


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_typed_suit_symbols_on_an_output_that_cannot_hold_them(encoding: str) -> None:
    """The result echoes the hands as typed: the whole output was lost to a UnicodeEncodeError,
    reported as a bad input (exit code 2).  Now the symbols are written as escapes."""
    result = run_with({"PYTHONIOENCODING": encoding}, "equity", "A♠K♠", "Q♥Q♦", "--board", "5h6sTd")
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode(encoding)
    assert "A\\u2660K\\u2660" in out and "28.990%" in out and "71.010%" in out
    ranged = run_with({"PYTHONIOENCODING": encoding}, "range", "A♠K♠,QQ+")
    assert ranged.returncode == 0 and b"19 combos" in ranged.stdout, ranged.stderr


def test_no_warning_with_a_closed_stream_and_warnings_as_errors() -> None:
    """The /dev/null standing in for a closed stream was never closed: a ResourceWarning at exit."""
    result = subprocess.run(
        [sys.executable, "-X", "dev", "-W", "error", "-m", "holdEm", "eval", "AsKsQsJsTs"],
        env=cli_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        preexec_fn=lambda: os.close(1),
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.decode().splitlines() == [
        "holdem eval: error: standard output is closed; eval writes its result there"
    ]


def test_a_file_name_too_long_is_one_line(tmp_path: object) -> None:
    name = f"{tmp_path}/{'a' * 300}.png"
    for args in (["equity", "AsKs", "QhQd", "--plot", name], ["generate", "--size", "3", "--ofile", name]):
        result = run_cli(*args)
        assert result.returncode == 2 and b"Traceback" not in result.stderr, result.stderr
        assert result.stderr.decode().splitlines()[-1].endswith(": File name too long")


def test_a_missing_folder_is_named_whole(tmp_path: object) -> None:
    """Paths were cut to 27 characters: the missing part of a deep one was not shown."""
    missing = f"{tmp_path}/reports/2024/march"
    result = run_cli("equity", "AsKs", "QhQd", "--plot", f"{missing}/eq.png")
    assert result.returncode == 2
    assert f"the folder '{missing}' does not exist" in result.stderr.decode()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal, as Linux gives one")
@pytest.mark.parametrize("env, marked", [({}, True), ({"NO_COLOR": "1"}, False), ({"TERM": "dumb"}, False)])
def test_the_range_grid_marks_cells_on_a_terminal_unless_told_not_to(env: dict[str, str], marked: bool) -> None:
    import pty

    main, child = pty.openpty()
    try:
        result = run_with({"TERM": "xterm", **env}, "range", "QQ+", stdout=child)
        os.close(child)
        child = -1
        drawn = b""
        while True:
            try:
                chunk = os.read(main, 65536)
            except OSError:  # the terminal's other end closed: all read
                break
            if not chunk:
                break
            drawn += chunk
    finally:
        os.close(main)
        if child >= 0:
            os.close(child)
    assert result.returncode == 0, result.stderr
    assert (b"\x1b[7m" in drawn) == marked and b"AA  1.00" in drawn


@pytest.mark.skipif(not hasattr(os, "sched_setaffinity"), reason="CPU affinity is Linux's")
def test_every_core_means_the_cores_the_process_may_use() -> None:
    """``taskset -c 0``: the engine (``hardware_concurrency()``) and the Python side
    (``os.cpu_count()``) counted the machine's cores: two engine threads, two local Dask workers,
    two web threads a job."""
    code = (
        "import os, threading, holdEm\n"
        "from holdEm._threads import core_count\n"
        "from holdEm.web.limits import ServerLimits\n"
        "limits = ServerLimits.for_machine()\n"
        "print(core_count(), limits.general_slots, limits.threads_per_job)\n"
        "# the engine's threads=0: no helper thread beside the calling one\n"
        "before, peak, done = len(os.listdir('/proc/self/task')), [0], threading.Event()\n"
        "def watch():\n"
        "    while not done.is_set():\n"
        "        peak[0] = max(peak[0], len(os.listdir('/proc/self/task')))\n"
        "watcher = threading.Thread(target=watch)\n"
        "watcher.start()\n"
        "holdEm.equity(['AhKh', 'random', 'random'], exact=False, trials=3_000_000, threads=0, seed=1)\n"
        "done.set()\n"
        "watcher.join()\n"
        "print(peak[0] - before - 1)\n"
    )
    pytest.importorskip("starlette")
    result = subprocess.run(
        [sys.executable, "-c", code],
        env=cli_env(),
        capture_output=True,
        preexec_fn=lambda: os.sched_setaffinity(0, {min(os.sched_getaffinity(0))}),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [b"1", b"2", b"1", b"0"]
