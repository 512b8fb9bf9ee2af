"""benchmarks/gpu_bench.py run end to end with the device code on the CPU standing in for a GPU.

The script runs only on a GPU machine, a few scarce minutes at a time; a slip in it (a name, a format, a
checked result) would cost such a run.  Here every GPU call it makes is answered by the host
emulation of the same device code (trials cut a hundredfold), so each of its parts runs on every
machine: the checks, the Monte Carlo figures for both deals and the batch figures for both ways to
the lanes.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "benchmarks" / "gpu_bench.py"
pytestmark = pytest.mark.skipif(not BENCH.is_file(), reason="needs the source tree")

# The host emulation's launch shape (blocks, threads): any gives the same counts.
HOST_SHAPE = (4, 32)


def load_bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gpu_bench", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def gpu_on_host(monkeypatch: pytest.MonkeyPatch) -> None:
    """The GPU calls gpu_bench.py makes, answered by the device code run on the CPU."""
    import holdEm
    from holdEm import _core

    equity_cuda = _core._equity_cuda
    no_device = not holdEm.cuda_available()
    device_code = _core._evaluate_batch_device_code
    evaluate_batch = holdEm.evaluate_batch

    def equity(hands: Any, board: str, dead: str, trials: int, *args: Any, block_threads: int = 0, **kw: Any) -> Any:
        target, limit, seed = args[:3]
        if block_threads and no_device:  # a size the GPU path takes (the host has its own grid)
            with pytest.raises(RuntimeError, match="CUDA"):
                equity_cuda(hands, board, dead, 1, target, limit, seed, block_threads=block_threads, **kw)
        return equity_cuda(hands, board, dead, max(1, trials // 100), target, limit, seed, *HOST_SHAPE, **kw)

    def batch(cards: np.ndarray, *args: Any, device: str = "cpu", **kwargs: Any) -> np.ndarray:
        return device_code(cards) if device == "cuda" else evaluate_batch(cards, *args, **kwargs)

    def timed_batch(cards: np.ndarray, repeats: int, validate: bool, lanes: str) -> tuple[float, np.ndarray]:
        start = time.perf_counter()
        for _ in range(repeats):
            out = device_code(cards, validate, lanes)
        return (time.perf_counter() - start) / repeats, out

    monkeypatch.setattr(holdEm, "cuda_available", lambda: True)
    monkeypatch.setattr(holdEm, "evaluate_batch", batch)
    monkeypatch.setattr(_core, "_equity_cuda", equity)
    monkeypatch.setattr(_core, "_evaluate_batch_cuda", lambda cards, validate, shift: device_code(cards, validate))
    monkeypatch.setattr(_core, "_time_batch_cuda_device", timed_batch)


def run_bench(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    monkeypatch.setattr(sys, "argv", ["gpu_bench.py", "--seconds", "0.01", *args])
    with pytest.raises(SystemExit) as ended:
        load_bench().main()
    return ended.value.code, capsys.readouterr().out


def test_gpu_bench_checks_and_times_every_part(
    gpu_on_host: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = run_bench(monkeypatch, capsys, "--rows", str(1 << 20))
    assert code == 0, out
    checks = [line for line in out.splitlines() if line.startswith("check ")]
    bench = load_bench()
    heads_up = sum(len(hands) == 2 for hands, _, _ in bench.CHECK_SPOTS)  # Hold'em, checked at 3 block sizes
    assert len(checks) == 2 * (len(bench.CHECK_SPOTS) + len(bench.OMAHA_CHECK_SPOTS)) + 2 * heads_up
    assert all("same counts as host: True" in line for line in checks)
    for label in ("heads-up, random opponent", "6-way", "PLO4 heads-up, random", "PLO4 6-way"):
        assert f"MC {label:26} select       GPU" in out
        assert f"MC {label:26} shuffle      GPU" in out and "of select" in out
        assert f"MC {label:26} CPU" in out
        for way in ("select@768", "select@1024"):
            assert (f"MC {label:26} {way:12} GPU" in out) == (label == "heads-up, random opponent")
    assert "GPU host arrays, staged" in out
    for validate in ("True ", "False"):
        for lanes in ("shifts", "table "):
            assert f"validate={validate} lanes={lanes}" in out
        assert f"validate={validate}: the card table's lanes x" in out
    # Last, what the run decides: each spot's fastest way, each batch's faster lanes.
    decided = [line.split()[-1] for line in out.splitlines() if line.startswith("fastest: ")]
    assert len(decided) == len(bench.MC_SPOTS) + 2
    assert set(decided[:1]) <= {"select", "shuffle", "select@768", "select@1024"}
    assert set(decided[1:-2]) <= {"select", "shuffle"} and set(decided[-2:]) <= {"shifts", "table"}


def test_gpu_bench_fails_when_a_check_fails(
    gpu_on_host: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from holdEm import _core

    equity = _core._equity_cuda

    def one_win_more(*args: Any, **kwargs: Any) -> Any:  # the "GPU" (no launch shape given) counts a win too many
        result = equity(*args, **kwargs)
        if len(args) < 8:
            win = result["win"]
            result["win"] = (win[0] + 1e-9, *win[1:])
        return result

    monkeypatch.setattr(_core, "_equity_cuda", one_win_more)
    code, out = run_bench(monkeypatch, capsys, "--parts", "check", "--deals", "select")
    assert code == 1
    assert "same counts as host: False" in out


def test_gpu_bench_needs_a_device(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import holdEm

    monkeypatch.setattr(holdEm, "cuda_available", lambda: False)
    code, _ = run_bench(monkeypatch, capsys)
    assert isinstance(code, str) and code.startswith("no CUDA backend or device")


def test_gpu_h200_script_parses() -> None:
    """gpu_h200.sh, which builds and runs the bench on a GPU, is valid bash."""
    script = ROOT / "benchmarks" / "gpu_h200.sh"
    done = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
