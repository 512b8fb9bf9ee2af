"""The C++ side builds through CMake as a library target, and its examples run."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not (ROOT / "CMakeLists.txt").exists() or shutil.which("cmake") is None, reason="needs cmake"),
]


@pytest.fixture(scope="module")
def build_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    build = tmp_path_factory.mktemp("cmake-build")
    subprocess.run(
        [
            "cmake",
            "-S",
            str(ROOT),
            "-B",
            str(build),
            "-DHOLDEM_PYTHON=OFF",
            "-DHOLDEM_EXAMPLES=ON",
            "-DHOLDEM_TESTS=OFF",
            f"-DPython_EXECUTABLE={sys.executable}",
        ],
        check=True,
        capture_output=True,
    )
    subprocess.run(["cmake", "--build", str(build), "-j2"], check=True, capture_output=True)
    return build


def test_hand_example_runs(build_dir: Path) -> None:
    out = subprocess.run([str(build_dir / "hand_example")], check=True, capture_output=True, text=True).stdout
    assert "status a: 0" in out and "hand code: 3" in out
    assert "face: 14 , suit: 2" in out
