"""A short run of each fuzz harness in fuzz/ (a few seconds each); skipped without atheris.

The long runs are by hand (see fuzz/README.md).  A harness that finds a
problem exits non-zero and leaves the input as crash-* in its working
directory; the test shows the harness's last output.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import holdEm

pytest.importorskip("atheris")

FUZZ_DIR = Path(__file__).resolve().parent.parent / "fuzz"
# Child processes import the holdEm this process imports (the source tree, a sanitizer build, ...).
PACKAGE_PATH = str(Path(holdEm.__file__).resolve().parent.parent)
HARNESSES = sorted(p.name for p in FUZZ_DIR.glob("fuzz_*.py") if p.name != "fuzz_support.py")
SECONDS = {"fuzz_cards.py": 6, "fuzz_compare_line.py": 10, "fuzz_ranges.py": 10}


def test_every_harness_is_listed() -> None:
    assert set(HARNESSES) <= set(SECONDS)


@pytest.mark.parametrize("harness", HARNESSES)
def test_harness_finds_nothing(harness: str, tmp_path: Path) -> None:
    seconds = SECONDS.get(harness, 5)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([PACKAGE_PATH, str(FUZZ_DIR)]))
    command = [
        sys.executable,
        str(FUZZ_DIR / harness),
        f"-max_total_time={seconds}",
        "-timeout=20",  # seconds per input
        "-rss_limit_mb=2048",
        "-seed=8",
        "-print_final_stats=1",
    ]
    result = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=seconds + 60)
    tail = (result.stdout + result.stderr)[-3000:]
    assert result.returncode == 0, tail
    assert "stat::number_of_executed_units" in tail
    assert not list(tmp_path.glob("crash-*")), tail
