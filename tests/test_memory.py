"""No leaks: many calls into the C++ core (good calls and error paths) grow resident memory by under 5 MB.

Runs benchmarks/memory_growth.py in a child process (a fresh interpreter, so
pytest's own allocations do not blur the figure) and prints its table.
The quick test makes 100,000 calls of each cheap workload; the slow one
makes the issue's million calls of every workload.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import holdEm

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "memory_growth.py"
# Child processes import the holdEm this process imports (the source tree, a sanitizer build, ...).
PACKAGE_PATH = str(Path(holdEm.__file__).resolve().parent.parent)
LIMIT_KB = 5 * 1024
ROW = re.compile(r"^(?P<name>.+?)\s+(?P<calls>[\d,]+)\s+[\d.]+\s+[\d.]+\s+(?P<kb>-?\d+) KB$")
QUICK = [
    "evaluate",
    "evaluate (text)",
    "evaluate (ValueError)",
    "evaluate_batch (4 rows)",
    "compare_line",
    "compare_line (ValueError)",
    "stream comparator line",
    "table.MCF(1)",
]

pytestmark = [
    pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="needs /proc/self/statm"),
    # AddressSanitizer keeps freed memory in quarantine (up to 256 MB): growth there is no leak.
    pytest.mark.skipif("libasan" in os.environ.get("LD_PRELOAD", ""), reason="sanitizer build"),
]


def growth(calls: int, only: list[str], timeout: float) -> dict[str, int]:
    """Workload -> resident KB gained over `calls` calls, printing the script's table."""
    command = [sys.executable, str(SCRIPT), "--calls", str(calls)]
    if only:
        command += ["--only", ",".join(only)]
    env = dict(os.environ, PYTHONPATH=PACKAGE_PATH)
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout)
    print(result.stdout)
    assert result.returncode == 0, result.stdout + result.stderr
    rows = {}
    for line in result.stdout.splitlines():
        match = ROW.match(line)
        if match:
            assert int(match["calls"].replace(",", "")) == calls
            rows[match["name"]] = int(match["kb"])
    return rows


def equity_workloads() -> list[str]:
    return [] if getattr(holdEm, "equity", None) is None else ["equity (Monte Carlo 10 trials)"]


def test_quick_workloads_do_not_grow_memory() -> None:
    only = QUICK + equity_workloads()
    rows = growth(100_000, only, timeout=300)
    assert sorted(rows) == sorted(only)
    assert all(kb < LIMIT_KB for kb in rows.values()), rows


@pytest.mark.slow
def test_a_million_calls_of_every_workload_grow_memory_by_under_5_mb() -> None:
    rows = growth(1_000_000, [], timeout=3600)
    assert {"evaluate", "compare_line"} <= set(rows)
    assert all(kb < LIMIT_KB for kb in rows.values()), rows
