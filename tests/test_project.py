"""Project-wide agreements: the package's exports, one version everywhere (python/holdEm/_version.py),
figures in the documents that match the code, and an umbrella header that includes every public header."""

from __future__ import annotations

import dataclasses
import importlib.metadata
import re
from pathlib import Path

import pytest

import holdEm

ROOT = Path(__file__).resolve().parent.parent


# A release X.Y.Z, or between releases the next one's development version X.Y.Z.devN (PEP 440).
VERSION = re.compile(r"(\d+)\.(\d+)\.(\d+)(\.dev\d+)?")


def test_version_is_semantic() -> None:
    assert VERSION.fullmatch(holdEm.__version__), holdEm.__version__


def test_installed_metadata_agrees() -> None:
    try:
        dist = importlib.metadata.distribution("holdEm")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("holdEm is not installed (a development run)")
    files = {Path(str(dist.locate_file(f))).resolve() for f in dist.files or []}
    if Path(holdEm.__file__).resolve() not in files:
        pytest.skip("the holdEm imported here is not the installed one")
    assert dist.version == holdEm.__version__


@pytest.mark.skipif(not (ROOT / "pyproject.toml").exists(), reason="needs the source tree")
def test_defined_once() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert re.search(r'^dynamic = \["version"\]', pyproject, re.M)
    assert not re.search(r"^version\s*=", pyproject, re.M)
    cmake = (ROOT / "CMakeLists.txt").read_text()
    assert "project(holdEm VERSION ${HOLDEM_VERSION}" in cmake
    # CMake's VERSION takes numbers only: what its pattern reads from _version.py is the X.Y.Z part.
    pattern = re.search(r'string\(REGEX MATCH "(.+?)" HOLDEM_VERSION', cmake)
    assert pattern, "CMakeLists.txt no longer reads HOLDEM_VERSION with string(REGEX MATCH ...)"
    line = re.search(r"^__version__ *=.*", (ROOT / "python/holdEm/_version.py").read_text(), re.M)
    assert line, "python/holdEm/_version.py has no __version__ line"
    read = re.search(pattern.group(1).replace("\\\\", "\\"), line.group())  # CMake's "\\." is the pattern's "\."
    assert read and read.group() == re.sub(r"\.dev\d+$", "", holdEm.__version__)


@pytest.mark.skipif(not (ROOT / "CHANGELOG.md").exists(), reason="needs the source tree")
def test_version_follows_the_changelog() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text()
    match = VERSION.fullmatch(holdEm.__version__)
    assert match, holdEm.__version__
    release, dev = tuple(map(int, match.groups()[:3])), match.group(4)
    released = [tuple(map(int, v)) for v in re.findall(r"^## \[(\d+)\.(\d+)\.(\d+)\]", changelog, re.M)]
    unreleased = re.search(r"^## \[Unreleased\]\n(.*?)(?=^## \[|\Z)", changelog, re.M | re.S)
    if unreleased and re.search(r"^- ", unreleased.group(1), re.M):
        # Changes since the last release: not that release, but the next one's development version.
        assert dev and all(release > v for v in released), f"{holdEm.__version__} with unreleased changes"
    else:  # a release: the changelog's newest section is this version's
        assert not dev and released and released[0] == release, holdEm.__version__


def test_exports() -> None:
    for name in holdEm.__all__:
        assert hasattr(holdEm, name), name
    # EquityResult.categories is indexed like CATEGORY_NAMES (hand codes 1..10 at code - 1).
    assert "CATEGORY_NAMES" in holdEm.__all__
    assert holdEm.CATEGORY_NAMES == tuple(holdEm.category_name(code) for code in range(1, 11))
    assert holdEm.CATEGORY_NAMES[-1] == "Royal flush"


def test_original_classes_live_in_legacy() -> None:
    import holdEm.legacy

    assert holdEm.legacy.__all__ == ["deck", "hand", "table"]
    for name in holdEm.legacy.__all__:
        assert getattr(holdEm, name) is getattr(holdEm.legacy, name), name
    assert holdEm.table is holdEm.legacy.table


def test_results_are_named_types_not_tuples() -> None:
    best = holdEm.best_hand("9sTh4d4s7s7h5s")
    assert dataclasses.is_dataclass(best) and not isinstance(best, tuple)
    assert [f.name for f in dataclasses.fields(best)] == ["strength", "category", "cards", "score"]
    assert (best.category, best.name, best.cards) == (3, "Two pair", ("7s", "7h", "4s", "4d", "Th"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        best.strength = 1  # type: ignore[misc]
    result = holdEm.equity(["AsKs", "QhQd"], board="5h6sTd")
    assert dataclasses.is_dataclass(result) and not isinstance(result, tuple)
    # Across the binding the fields travel by name.
    assert set(holdEm._core._best_hand("AsKsQsJsTs")) == {"strength", "category", "cards", "score"}


@pytest.mark.skipif(not (ROOT / "docs").is_dir(), reason="needs the source tree")
def test_documented_table_sizes() -> None:
    figure = f"{holdEm.table_bytes():,} bytes"
    assert figure in (ROOT / "docs" / "evaluators.md").read_text()
    assert figure in (ROOT / "cpp" / "include" / "holdem" / "eval" / "evaluator.hpp").read_text()


@pytest.mark.skipif(not (ROOT / "docs").is_dir(), reason="needs the source tree")
def test_design_strength_table() -> None:
    """docs/design.md's table of hand codes and strength ranges agrees with the evaluator."""
    rows = re.findall(
        r"^  \| (\d+) \| ([a-z ]+) \| (\d+)(?:\.\.(\d+))? \|$", (ROOT / "docs" / "design.md").read_text(), re.M
    )
    assert [int(code) for code, *_ in rows] == list(range(1, 11))
    for code, name, low, high in rows:
        assert holdEm.category_name(int(code)).lower() == name
        assert holdEm.category(int(low)) == int(code) == holdEm.category(int(high or low))
        if int(code) > 1:
            assert holdEm.category(int(low) - 1) == int(code) - 1


@pytest.mark.skipif(not (ROOT / "cpp").is_dir(), reason="needs the source tree")
def test_umbrella_header_includes_every_public_header() -> None:
    include = ROOT / "cpp" / "include"
    umbrella = include / "holdem" / "holdem.hpp"
    included = set(re.findall(r'^#include "(holdem/[^"]+)"', umbrella.read_text(), re.M))
    public = {p.relative_to(include).as_posix() for p in include.rglob("*.hpp")} - {"holdem/holdem.hpp"}
    assert public - included == set(), "add these to cpp/include/holdem/holdem.hpp"
    assert included - public == set()


@pytest.mark.skipif(not (ROOT / "cpp").is_dir(), reason="needs the source tree")
def test_source_tree_is_arranged_by_layer() -> None:
    """cpp/src keeps its files in one folder per layer, and no C++ file grows past 600 lines."""
    loose = [p.name for p in (ROOT / "cpp" / "src").iterdir() if p.is_file()]
    assert len(loose) <= 8, f"put these in a layer's folder: {loose}"
    layers = {"core", "eval", "equity", "legacy", "tools", "verify"}
    for tree in (ROOT / "cpp" / "src", ROOT / "cpp" / "include" / "holdem"):
        assert {p.name for p in tree.iterdir() if p.is_dir()} <= layers
    sources = [p for p in (ROOT / "cpp").rglob("*") if p.suffix in {".cpp", ".hpp", ".h"}]
    long_files = {p.relative_to(ROOT).as_posix(): n for p in sources if (n := len(p.read_text().splitlines())) > 600}
    assert long_files == {}
