"""Running the holdem command line (and the examples) in a subprocess, and an independent reference comparator."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import holdEm

# The folder holding the holdEm package this test run imports (installed, or python/ in development).
PYTHON_DIR = Path(holdEm.__file__).resolve().parent.parent
ROOT = Path(__file__).resolve().parent.parent


def cli_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(PYTHON_DIR) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def cli_in_process(capsys: Any, *args: str) -> tuple[int, str, str]:
    """``holdem ARGS`` in this process (``capsys``: pytest's capture fixture): exit code, standard
    output, standard error."""
    from holdEm.cli import main

    try:
        code = main(list(args))
    except SystemExit as stop:  # argparse's errors
        code = stop.code if isinstance(stop.code, int) else 2
    out, err = capsys.readouterr()
    return code, out, err


def run_cli(
    *args: str, input: bytes | str = b"", cwd: Path | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[bytes]:
    """`python -m holdEm ARGS` with input on stdin; stdout and stderr captured as bytes."""
    data = input.encode() if isinstance(input, str) else input
    return subprocess.run(
        [sys.executable, "-m", "holdEm", *args],
        input=data,
        capture_output=True,
        cwd=cwd,
        env=cli_env(),
        timeout=timeout,
    )


def start_cli(
    *args: str, stdin: int | None = None, stdout: int | None = subprocess.PIPE, own_group: bool = False
) -> subprocess.Popen[bytes]:
    """`python -m holdEm ARGS` started (stderr piped), for a test that talks to it or signals it;
    `own_group` starts it in a process group of its own, which a test can kill whole."""
    return subprocess.Popen(
        [sys.executable, "-m", "holdEm", *args],
        stdin=stdin,
        stdout=stdout,
        stderr=subprocess.PIPE,
        env=cli_env(),
        start_new_session=own_group,
    )


def run_example(name: str, timeout: float) -> str:
    """examples/NAME run to the end (an error fails the test) with the holdEm this test run imports; its stdout."""
    return subprocess.run(
        [sys.executable, str(ROOT / "examples" / name)],
        env=cli_env(),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=True,
    ).stdout


def run_shell(script: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess[bytes]:
    """A bash script (with pipefail) in which `holdem` runs this checkout's command line.

    `holdem` is an executable that execs Python, as the installed console
    script does: a shell function would leave a shell holding the named
    pipes open.  On a timeout the whole process group is killed.
    """
    bin_dir = cwd / "bin"
    bin_dir.mkdir(exist_ok=True)
    launcher = bin_dir / "holdem"
    launcher.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m holdEm "$@"\n')
    launcher.chmod(0o755)
    env = cli_env()
    env["PATH"] = str(bin_dir) + os.pathsep + env.get("PATH", "")
    process = subprocess.Popen(
        ["bash", "-c", "set -o pipefail\n" + script],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=cwd,
        env=env,
        start_new_session=True,
    )
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        raise
    return subprocess.CompletedProcess(process.args, process.returncode, stdout, stderr)


def reference_strength(board: list[int], hand: list[int]) -> int:
    """Best strength by brute force over five-card subsets: Hold'em any 5 of 7, Omaha 3 board + 2 hole."""
    if not board:
        return holdEm.evaluate(hand)
    if len(hand) == 2:
        fives = itertools.combinations(board + hand, 5)
    else:
        fives = (t + h for t in itertools.combinations(board, 3) for h in itertools.combinations(hand, 2))
    return max(holdEm.evaluate(list(five)) for five in fives)


def reference_answer(line: str, ties_equals: bool = False, draw: bool = False) -> str:
    """The comparator's answer computed independently of the C++ comparator."""
    tokens = line.split()
    board = [] if draw else holdEm.parse_cards(tokens[0])
    hands = [holdEm.format_cards(t) for t in (tokens if draw else tokens[1:])]
    ranked = sorted((reference_strength(board, holdEm.parse_cards(h)), h) for h in hands)
    out = ranked[0][1]
    for (before, _), (strength, text) in zip(ranked, ranked[1:]):
        out += ("=" if ties_equals and strength == before else " ") + text
    return out
