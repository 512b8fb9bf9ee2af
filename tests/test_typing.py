"""The public API's types as a user's type checker reads them: a typical program (typed_usage.py)
passes ``mypy --strict`` without casts, and runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
PROGRAM = HERE / "typed_usage.py"


def test_a_typical_program_type_checks_strictly(tmp_path: Path) -> None:
    pytest.importorskip("mypy", reason="mypy comes with the dev extra: pip install '.[dev]'")
    import holdEm

    env = dict(os.environ)
    package = Path(holdEm.__file__).resolve().parent.parent
    if package.name not in ("site-packages", "dist-packages"):  # the source tree: as mypy's path
        env["MYPYPATH"] = str(package)
    command = [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-incremental"]
    command += ["--cache-dir", str(tmp_path / "mypy-cache"), str(PROGRAM)]  # (nothing written in the tree)
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_typical_program_runs() -> None:
    from cli_support import cli_env

    done = subprocess.run([sys.executable, str(PROGRAM)], capture_output=True, text=True, timeout=300, env=cli_env())
    assert done.returncode == 0, done.stderr
    assert "True" in done.stdout
