"""The C++ library as other CMake projects use it.

holdEm is configured without the Python module (no pybind11 needed), built with its C++ tests
(run by CTest), and installed into a temporary prefix; tests/cpp_consumer is then built against
the installed package (find_package(holdem) and holdem::core) and, a second time, with holdEm
added as a subdirectory.  Either way it evaluates a royal flush and prints 7462.

Building the library takes a minute or more, so the tests are slow ones.  HOLDEM_CPP_BUILD_DIR
names a build directory that is already configured (top level, -DHOLDEM_PYTHON=OFF) and built,
to install from instead of building again (.ci/run does this after running CTest there).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONSUMER = ROOT / "tests" / "cpp_consumer"


def _compiler() -> str | None:
    candidates = [os.environ["CXX"]] if os.environ.get("CXX") else ["c++", "g++", "clang++"]
    return next((c for c in candidates if shutil.which(c)), None)


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not (ROOT / "CMakeLists.txt").exists(), reason="needs the source tree"),
    pytest.mark.skipif(shutil.which("cmake") is None, reason="needs cmake (pip install cmake)"),
    pytest.mark.skipif(_compiler() is None, reason="needs a C++17 compiler (c++, g++ or clang++ on PATH, or CXX)"),
]


def _generator() -> list[str]:
    return ["-G", "Ninja"] if shutil.which("ninja") else []


def _run(*args: str | Path, cwd: Path | None = None) -> str:
    """Runs a command; on failure the test fails with its output."""
    result = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"{' '.join(map(str, args))} exited with {result.returncode}:\n{result.stdout}\n{result.stderr}")
    return result.stdout


@pytest.fixture(scope="module")
def build_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """holdEm's C++ library and tests, configured without the Python module and built."""
    given = os.environ.get("HOLDEM_CPP_BUILD_DIR")
    if given:
        return Path(given).resolve()
    build = tmp_path_factory.mktemp("holdem-build")
    _run(
        "cmake",
        "-S",
        ROOT,
        "-B",
        build,
        *_generator(),
        "-DHOLDEM_PYTHON=OFF",
        "-DHOLDEM_TESTS=ON",
        "-DHOLDEM_EXAMPLES=OFF",
        f"-DPython_EXECUTABLE={sys.executable}",
    )
    _run("cmake", "--build", build, "--parallel", "2")
    return build


@pytest.fixture(scope="module")
def prefix(build_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    prefix = tmp_path_factory.mktemp("holdem-prefix")
    _run("cmake", "--install", build_dir, "--prefix", prefix)
    return prefix


def test_ctest_passes(build_dir: Path) -> None:
    out = _run("ctest", "--test-dir", build_dir, "--output-on-failure")
    assert "100% tests passed" in out


def test_install_layout(prefix: Path) -> None:
    include = prefix / "include" / "holdem"
    assert (include / "holdem.hpp").is_file()
    # Every public header, in its layer's folder, as the umbrella header includes them.
    for name in re.findall(r'#include "holdem/(.+?)"', (include / "holdem.hpp").read_text()):
        assert (include / name).is_file(), name
    assert (include / "eval" / "evaluator.hpp").is_file()
    assert (include / "fast_tables.hpp").is_file()  # generated, and included by evaluator.hpp
    config = list(prefix.glob("lib*/cmake/holdem/holdemConfig.cmake"))
    assert config and (config[0].parent / "holdemConfigVersion.cmake").is_file()
    # The C++ package holds no Python module.
    assert not list(prefix.rglob("_core*"))
    # The licence's notice goes with the installed copy (GNUInstallDirs' default data folder).
    assert (prefix / "share" / "doc" / "holdem" / "LICENSE").read_text() == (ROOT / "LICENSE").read_text()


def test_each_public_header_compiles_alone(prefix: Path, tmp_path: Path) -> None:
    """Each installed header includes what it uses, and a user who builds with strict warnings
    (add_subdirectory gives them -I, not -isystem) sees none from it: -Wall -Wextra -Wpedantic
    -Wsign-conversion -Werror, C++17."""
    include = prefix / "include"
    headers = sorted(str(p.relative_to(include)) for p in (include / "holdem").rglob("*.hpp"))
    assert len(headers) > 30
    compiler = _compiler()
    assert compiler is not None

    def compile_alone(header: str) -> str:
        source = tmp_path / (header.replace("/", "_") + ".cpp")
        source.write_text(f"#include <{header}>\n")
        flags = ["-std=c++17", "-fsyntax-only", "-Wall", "-Wextra", "-Wpedantic", "-Wsign-conversion", "-Werror"]
        done = subprocess.run([compiler, *flags, f"-I{include}", str(source)], capture_output=True, text=True)
        return "" if done.returncode == 0 else f"{header}:\n{done.stderr[-2000:]}"

    with ThreadPoolExecutor(max_workers=2) as pool:
        failures = [f for f in pool.map(compile_alone, headers) if f]
    assert not failures, "\n".join(failures)


def test_consumer_of_installed_package(prefix: Path, tmp_path: Path) -> None:
    build = tmp_path / "consumer"
    _run("cmake", "-S", CONSUMER, "-B", build, *_generator(), f"-DCMAKE_PREFIX_PATH={prefix}")
    _run("cmake", "--build", build)
    assert _run(build / "consumer").strip() == "7462"


def test_consumer_with_add_subdirectory(tmp_path: Path) -> None:
    build = tmp_path / "consumer-subdir"
    _run(
        "cmake",
        "-S",
        CONSUMER,
        "-B",
        build,
        *_generator(),
        f"-DHOLDEM_SOURCE_DIR={ROOT}",
        f"-DPython_EXECUTABLE={sys.executable}",
    )
    _run("cmake", "--build", build, "--parallel", "2")
    assert _run(build / "consumer").strip() == "7462"
    # As a subproject holdEm builds neither its module, nor its programs and tests.
    cache = (build / "CMakeCache.txt").read_text()
    for option in ("HOLDEM_PYTHON", "HOLDEM_EXAMPLES", "HOLDEM_TESTS", "HOLDEM_INSTALL"):
        assert f"{option}:BOOL=OFF" in cache
