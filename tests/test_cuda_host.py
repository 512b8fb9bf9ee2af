"""The CUDA backend's device code, run on the CPU on every machine (no GPU or CUDA needed).

The per-thread code of the GPU kernels is compiled for the CPU too
(``_core._equity_cuda(..., blocks=B, threads=T)`` runs it as a grid of B x T
threads would; ``_core._evaluate_batch_device_code`` runs the batch kernel's
row code).  These tests check it against the CPU engine's exact equities and
evaluator, check its generator against the published Philox test vectors, and
check that a seed gives the same counts however the work is split.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from cuda_host_support import DEALS, assert_agrees, host_run

import holdEm
from holdEm import _core

# Published known answers for Philox4x32-10 (Random123's kat_vectors): counter, key, output.
PHILOX_KAT = [
    ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ((0xFFFFFFFF,) * 4, (0xFFFFFFFF,) * 2, (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    (
        (0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344),
        (0xA4093822, 0x299F31D0),
        (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1),
    ),
]


@pytest.mark.parametrize(("counter", "key", "expected"), PHILOX_KAT)
def test_cuda_philox_known_answers(counter: tuple[int, ...], key: tuple[int, ...], expected: tuple[int, ...]) -> None:
    assert tuple(_core._philox4x32_10(counter, key)) == expected


@pytest.mark.parametrize("lanes", ["shifts", "table"])
def test_cuda_batch_row_code_matches_the_cpu_evaluator(lanes: str) -> None:
    rng = np.random.default_rng(7)
    for width in (5, 6, 7):
        rows = rng.permuted(np.tile(np.arange(52, dtype=np.uint8), (20000, 1)), axis=1)[:, :width]
        # Flushes are rare in random rows: add rows of one suit.
        suited = np.array([rng.choice(13, width, replace=False) * 4 + s for s in rng.integers(0, 4, 2000)], np.uint8)
        cards = np.ascontiguousarray(np.vstack([rows, suited]))
        assert np.array_equal(_core._evaluate_batch_device_code(cards, lanes=lanes), holdEm.evaluate_batch(cards))


@pytest.mark.parametrize("lanes", ["shifts", "table"])
def test_cuda_batch_row_code_marks_bad_rows(lanes: str) -> None:
    # A repeated card, and no card: 52..63 (the card table's last entries), from 64 up.
    rows = [[0, 1, 2, 3, 4], [0, 0, 2, 3, 4], [0, 1, 2, 3, 60], [52, 1, 2, 3, 4], [0, 1, 2, 3, 200]]
    cards = np.array(rows, np.uint8)
    out = _core._evaluate_batch_device_code(cards, lanes=lanes)
    assert out[0] == holdEm.evaluate([0, 1, 2, 3, 4]) and not out[1:].any()


def test_cuda_batch_row_code_names_a_wrong_way() -> None:
    with pytest.raises(ValueError, match="lanes must be 'shifts' or 'table', got 'bits'"):
        _core._evaluate_batch_device_code(np.zeros((1, 5), np.uint8), lanes="bits")


# (hands, board, dead): exact cards, random hands, weighted ranges, partly known hands,
# board and dead cards, 2 to 10 players.
SPOTS = [
    (["AsKs", "QhQd"], "", ""),
    (["AA,72o:0.05", "KK"], "Qh9c3d", ""),  # skewed weights: the alias table must honour them
    (["AhKh", "random"], "2c7d9s", ""),
    (["AsKs", "QQ+,AKs:0.5,A5s-A2s"], "5h6sTd", "2c"),
    (["JJ+,AKs,AKo:0.7", "random", "8s7s"], "Ts9c2h", ""),
    (["As", "KdQd", "TT-88:0.4,AJs"], "Jd9d2s", "3h4h"),
    (["AcAd", "random", "random", "random", "random", "random"], "Kc8d3s7h", ""),
    (["AsAh", "KsKh", "QsQh", "JsJh", "TsTh", "9s9h", "8s8h", "7s7h", "6s6h", "5s5h"], "2c3d4c", ""),
]


def _exact(hands: list[str], board: str, dead: str) -> holdEm.EquityResult:
    # Too many random hands to enumerate quickly: a long CPU Monte Carlo instead.
    if len(hands) == 6 and "random" in hands:
        return holdEm.equity(hands, board, dead, exact=False, trials=2_000_000, seed=11)
    return holdEm.equity(hands, board, dead, exact=True)


@pytest.mark.parametrize("deal", DEALS)
@pytest.mark.parametrize(("hands", "board", "dead"), SPOTS)
def test_cuda_device_code_equity_agrees_with_the_cpu_engine(hands: list[str], board: str, dead: str, deal: str) -> None:
    reference = _exact(hands, board, dead)
    trials = 120_000
    assert_agrees(host_run(hands, board, dead, trials=trials, seed=2024, deal=deal), reference, trials)


@pytest.mark.parametrize("deal", DEALS)
@pytest.mark.parametrize(
    ("hands", "board", "dead"), [SPOTS[0], SPOTS[1], SPOTS[4], SPOTS[6], (["AsKs", "random", "random"], "", "7c")]
)
def test_cuda_counts_do_not_depend_on_the_launch_shape(hands: list[str], board: str, dead: str, deal: str) -> None:
    trials = 30_001  # not a multiple of the deals per stream: the last stream is short
    first = host_run(hands, board, dead, trials=trials, seed=99, blocks=1, threads=1, deal=deal)
    keys = ("equity", "win", "tie", "categories", "stderr", "trials")
    for blocks, threads in [(3, 7), (4, 32), (13, 5), (200, 64)]:
        again = host_run(hands, board, dead, trials=trials, seed=99, blocks=blocks, threads=threads, deal=deal)
        assert {k: again[k] for k in keys} == {k: first[k] for k in keys}, (blocks, threads)
    other = host_run(hands, board, dead, trials=trials, seed=100, deal=deal)
    assert other["equity"] != first["equity"]


def test_cuda_deals_draw_differently_from_one_seed() -> None:
    """The two deals spend the generator's words differently: the same seed, other deals."""
    select, shuffle = (host_run(["AhKh", "random"], trials=20_000, seed=3, deal=d) for d in DEALS)
    assert select["equity"] != shuffle["equity"]
    with pytest.raises(ValueError, match="deal must be 'select' or 'shuffle', got 'sort'"):
        host_run(["AhKh", "random"], trials=1000, seed=3, deal="sort")


@pytest.mark.parametrize("deal", DEALS)
def test_cuda_standard_error_is_honest(deal: str) -> None:
    """The reported standard error matches the spread of independent runs."""
    hands, board = ["AhKd", "random", "random"], "Qs7h2c"
    runs = [host_run(hands, board, trials=2000, seed=s, deal=deal) for s in range(40)]
    spread = np.std([r["equity"][0] for r in runs], ddof=1)
    reported = float(np.mean([r["stderr"][0] for r in runs]))
    assert 0.7 < spread / reported < 1.4


def test_cuda_target_stderr_stops_the_run() -> None:
    got = host_run(["AsKs", "QhQd"], trials=0, seed=5, target_stderr=2e-3)
    assert max(got["stderr"]) <= 2e-3 and got["complete"]
    assert got["trials"] % 256 == 0 and got["trials"] < 4_000_000


def test_cuda_device_checks_in_python() -> None:
    with pytest.raises(ValueError, match="device must be 'cpu' or 'cuda'"):
        holdEm.equity(["AsKs", "QhQd"], device="gpu")
    with pytest.raises(ValueError, match="device must be 'cpu' or 'cuda'"):
        holdEm.evaluate_batch(np.zeros((1, 5), np.uint8), device="tpu")
    with pytest.raises(ValueError, match="Monte Carlo only"):
        holdEm.equity(["AsKs", "QhQd"], exact=True, device="cuda")
    with pytest.raises(ValueError, match="Hold'em and Omaha high only"):
        holdEm.equity(["AsKsQsJs", "random"], game="omaha-hilo", device="cuda")
    with pytest.raises(ValueError, match="at most 10 players"):
        holdEm.equity(["random"] * 11, device="cuda")
    # The device code itself refuses what it cannot deal.
    with pytest.raises(ValueError, match="at most 10 players"):
        host_run(["random"] * 11, trials=1000, seed=1)
    with pytest.raises(ValueError, match="Monte Carlo only"):
        holdEm.equity(["AsKs", "QhQd"], exact=True, device="CUDA")
    assert isinstance(holdEm.cuda_available(), bool)


def test_cuda_block_threads_are_checked_before_the_device() -> None:
    """Heads-up Hold'em dealt by select takes a GPU block size of those built; nothing else takes one."""
    heads_up, six_way = ["AsKs", "QhQd"], ["AsKs"] + ["random"] * 5

    def gpu_run(hands: list[str], block_threads: int, deal: str = "select", game: str = "holdem") -> Any:
        return _core._equity_cuda(hands, "", "", 1000, 0.0, 0.0, 1, game=game, deal=deal, block_threads=block_threads)

    with pytest.raises(ValueError, match="block_threads must be one of 512, 768, 1024, got 640"):
        gpu_run(heads_up, 640)
    with pytest.raises(ValueError, match="block_threads is for heads-up Hold'em dealt by 'select' only"):
        gpu_run(six_way, 768)
    with pytest.raises(ValueError, match="block_threads is for heads-up Hold'em dealt by 'select' only"):
        gpu_run(heads_up, 768, deal="shuffle")
    with pytest.raises(ValueError, match="block_threads is for heads-up Hold'em dealt by 'select' only"):
        gpu_run(["AsKsQhJh", "random"], 768, game="plo4")
    with pytest.raises(ValueError, match="block_threads is for the GPU"):
        _core._equity_cuda(heads_up, "", "", 1000, 0.0, 0.0, 1, 4, 32, block_threads=768)
    if not holdEm.cuda_available():  # a valid size gets as far as the missing backend or device
        with pytest.raises(RuntimeError, match="CUDA"):
            gpu_run(heads_up, 1024)


def test_cuda_missing_backend_or_device_is_a_runtime_error() -> None:
    if holdEm.cuda_available():
        pytest.skip("a CUDA device is present: nothing is missing")
    expected = "built without CUDA" if not _core._cuda_built() else "no CUDA device found"
    with pytest.raises(RuntimeError, match=expected):
        holdEm.equity(["AsKs", "QhQd"], device="cuda")
    with pytest.raises(RuntimeError, match=expected):
        holdEm.evaluate_batch(np.array([[0, 1, 2, 3, 4]], np.uint8), device="cuda")
    if not _core._cuda_built():
        with pytest.raises(RuntimeError, match=r"pip install \. -Ccmake\.define\.HOLDEM_CUDA=ON"):
            holdEm.equity(["AsKs", "QhQd"], device="cuda")


class FakeDeviceArray:
    """Only the ``__cuda_array_interface__`` of a device array (its pointer is never used here)."""

    def __init__(self, shape: tuple[int, ...], typestr: str, strides: Any = None, readonly: bool = False) -> None:
        self.__cuda_array_interface__ = {
            "shape": shape,
            "typestr": typestr,
            "data": (0, readonly),
            "strides": strides,
            "version": 3,
        }


@pytest.mark.parametrize(
    ("cards", "out", "message"),
    [
        (FakeDeviceArray((10, 7), "<u2"), FakeDeviceArray((10,), "<u2"), "uint8"),
        (FakeDeviceArray((10, 4), "|u1"), FakeDeviceArray((10,), "<u2"), r"shape \(N, 5\|6\|7\)"),
        (FakeDeviceArray((10, 7), "|u1"), None, "needs out="),
        (FakeDeviceArray((10, 7), "|u1"), FakeDeviceArray((9,), "<u2"), r"shape \(10,\)"),
        (FakeDeviceArray((10, 7), "|u1"), FakeDeviceArray((10,), "<u2", readonly=True), "writable"),
        (FakeDeviceArray((10, 7), "|u1", strides=(14, 2)), FakeDeviceArray((10,), "<u2"), "C-contiguous"),
        (np.zeros((10, 7), np.uint8), FakeDeviceArray((10,), "<u2"), "out= is for device arrays"),
    ],
)
def test_cuda_device_array_arguments_are_checked(cards: Any, out: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.evaluate_batch(cards, device="cuda", out=out)


def test_cuda_device_arrays_need_the_backend() -> None:
    if holdEm.cuda_available():
        pytest.skip("a CUDA device is present (the fake array's pointer must not reach it)")
    with pytest.raises(RuntimeError, match="CUDA"):
        holdEm.evaluate_batch(FakeDeviceArray((10, 7), "|u1"), device="cuda", out=FakeDeviceArray((10,), "<u2"))
    with pytest.raises(ValueError, match="out= is for device='cuda'"):
        holdEm.evaluate_batch(np.zeros((1, 5), np.uint8), out=np.zeros(1, np.uint16))
