"""The CUDA backend's build: its sources compile with nvcc where nvcc is installed (so device code
cannot rot on machines without a GPU), and the ordinary build compiles none of them."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CUDA_SOURCES = sorted((ROOT / "cpp" / "src").rglob("*.cu"))
pytestmark = pytest.mark.skipif(not (ROOT / "cpp").is_dir(), reason="needs the source tree")


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The generated evaluator tables' header, written by the code generator as the build does."""
    out = tmp_path_factory.mktemp("generated")
    subprocess.run([sys.executable, str(ROOT / "codegen" / "gen_fast_tables.py"), str(out)], check=True, timeout=300)
    return out


def test_cuda_sources_exist() -> None:
    names = {p.relative_to(ROOT / "cpp" / "src").as_posix() for p in CUDA_SOURCES}
    assert {"equity/cuda/monte_carlo.cu", "eval/cuda_batch.cu"} <= names


@pytest.mark.parametrize("source", CUDA_SOURCES, ids=lambda p: p.name)
def test_cuda_source_compiles_with_nvcc(source: Path, generated: Path, tmp_path: Path) -> None:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc is not installed")
    # The device passes run unoptimised (-O0): this checks that the sources compile for sm_90, in
    # 14 s instead of 66 s for the Monte Carlo kernels; gpu_h200.sh builds them optimised.
    command = [nvcc, "-std=c++17", "-arch=sm_90", "-Xcicc=-O0", "-Xptxas=-O0", "-DHOLDEM_WITH_CUDA=1",
               "-Xcompiler=-Wall,-Wextra",
               f"-I{ROOT / 'cpp' / 'include'}", f"-I{ROOT / 'cpp' / 'src'}", f"-I{generated}",
               "-c", str(source), "-o", str(tmp_path / (source.stem + ".o"))]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "warning" not in done.stderr.lower(), done.stderr


def test_plain_build_globs_take_no_cuda_sources() -> None:
    text = (ROOT / "cpp" / "CMakeLists.txt").read_text()
    cuda_block = re.search(r"^if\(HOLDEM_CUDA\)\n(.*?)^endif\(\)", text, re.M | re.S)
    assert cuda_block, "the CUDA sources are added inside if(HOLDEM_CUDA) only"
    outside = text.replace(cuda_block.group(0), "")
    assert ".cu" not in re.sub(r"#.*", "", outside).replace(".cuh", "")
    globs = re.findall(r"file\(GLOB\w*\s+\w+\s+CONFIGURE_DEPENDS\s+([^)]*)\)", outside)
    assert globs and all(pattern.strip().endswith("*.cpp") for pattern in globs)
    top = (ROOT / "CMakeLists.txt").read_text()
    assert re.search(r'option\(HOLDEM_CUDA "[^"]*" OFF\)', top)
    assert "enable_language(CUDA)" not in top


def test_plain_configure_enables_no_cuda(tmp_path: Path) -> None:
    """A configure without HOLDEM_CUDA lists no .cu source and never looks for a CUDA compiler."""
    cmake = shutil.which("cmake")
    if cmake is None:
        pytest.skip("cmake is not installed")
    build = tmp_path / "build"
    subprocess.run(
        [cmake, "-S", str(ROOT), "-B", str(build), "-DHOLDEM_PYTHON=OFF", "-DHOLDEM_TESTS=OFF",
         "-DHOLDEM_EXAMPLES=OFF", "-DHOLDEM_INSTALL=OFF", f"-DPython_EXECUTABLE={sys.executable}"],
        check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    cache = (build / "CMakeCache.txt").read_text()
    assert "HOLDEM_CUDA:BOOL=OFF" in cache
    assert "CMAKE_CUDA_COMPILER" not in cache
    build_files = "".join(p.read_text(errors="replace") for p in build.rglob("*.make"))
    assert build_files and not re.search(r"\.cu\b", build_files)
