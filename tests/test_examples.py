"""Every Python example in examples/ runs to the end without an error (those that other tests
already run with checks of their output are left to them)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Run with checks of their output by test_deck, test_legacy_table_monte_carlo and test_plot.
RUN_ELSEWHERE = {"deck_example.py", "MC_example.py", "analysis_walkthrough.py"}
EXAMPLES = sorted(p for p in (ROOT / "examples").glob("*.py") if p.name not in RUN_ELSEWHERE)
pytestmark = pytest.mark.skipif(not EXAMPLES, reason="needs the source tree's examples/")


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.name)
def test_example_runs(example: Path, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(example)], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip(), "an example prints what it shows"
