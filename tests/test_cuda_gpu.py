"""The CUDA backend on a GPU: the kernels (Hold'em, Omaha) give exactly the counts of the device code run on the CPU.

Skipped, with the reason shown, where the module was built without CUDA or no device is present.
"""

from __future__ import annotations

import numpy as np
import pytest

import holdEm
from holdEm import _core

if not _core._cuda_built():
    pytest.skip("no CUDA device: holdEm was built without CUDA (HOLDEM_CUDA=ON)", allow_module_level=True)
if _core._cuda_device_count() == 0:
    pytest.skip("no CUDA device: none found", allow_module_level=True)

SPOTS = [
    (["AsKs", "QhQd"], "", ""),
    (["AhKh", "random"], "", ""),
    (["AsKs", "QQ+,AKs:0.5,A5s-A2s"], "5h6sTd", "2c"),
    (["JJ+,AKs,AKo:0.7", "random", "8s7s"], "Ts9c2h", ""),
    (["As", "KdQd", "TT-88:0.4,AJs"], "Jd9d2s", "3h4h"),
    (["AcAd"] + ["random"] * 5, "", ""),
    (["AsAh", "KsKh", "QsQh", "JsJh", "TsTh", "9s9h", "8s8h", "7s7h", "6s6h", "5s5h"], "2c3d4c", ""),
]
KEYS = ("equity", "win", "tie", "categories", "stderr", "trials")


@pytest.mark.parametrize(("hands", "board", "dead"), SPOTS)
def test_gpu_equity_equals_the_device_code_on_the_cpu(hands: list[str], board: str, dead: str) -> None:
    trials = 200_003
    gpu = holdEm.equity(hands, board, dead, trials=trials, seed=77, device="cuda")
    host = _core._equity_cuda(hands, board, dead, trials, 0.0, 0.0, 77, 4, 32)
    assert {k: getattr(gpu, k) for k in KEYS} == {k: host[k] for k in KEYS}
    assert not gpu.exact and gpu.trials == trials


@pytest.mark.parametrize("block_threads", [768, 1024])
def test_gpu_heads_up_blocks_count_as_the_default(block_threads: int) -> None:
    """Heads-up Hold'em's select kernels built at other block sizes give the default's counts."""
    for hands, board, dead in SPOTS[:3]:
        gpu = _core._equity_cuda(hands, board, dead, 300_007, 0.0, 0.0, 81, block_threads=block_threads)
        host = _core._equity_cuda(hands, board, dead, 300_007, 0.0, 0.0, 81, 4, 32)
        assert {k: gpu[k] for k in KEYS} == {k: host[k] for k in KEYS}


SHUFFLE_SPOTS = [("holdem", *spot) for spot in SPOTS[:4]] + [("plo4", ["KsQs4d4c", "random", "random"], "As7s2s", "3h")]


@pytest.mark.parametrize(("game", "hands", "board", "dead"), SHUFFLE_SPOTS)
def test_gpu_shuffle_deal_equals_the_device_code_on_the_cpu(game: str, hands: list[str], board: str, dead: str) -> None:
    """The candidate deal (each thread's deck shuffled in shared memory) counts as its host run does."""
    trials = 100_003
    gpu = _core._equity_cuda(hands, board, dead, trials, 0.0, 0.0, 79, game=game, deal="shuffle")
    host = _core._equity_cuda(hands, board, dead, trials, 0.0, 0.0, 79, 4, 32, game=game, deal="shuffle")
    assert {k: gpu[k] for k in KEYS} == {k: host[k] for k in KEYS}


OMAHA_SPOTS = [
    ("omaha", ["AsKsQhJh", "9c9d8c7d"], "Ts8h2c", ""),
    ("plo4", ["KsQs4d4c", "random", "random"], "As7s2s", "3h"),
    ("omaha", ["AsKs", "JdTd9c", "8h8c7h6c"], "Qh9h2d5s", "3c"),
    ("plo4", ["random"] * 10, "", ""),
    ("plo5", ["AsAhKdQdJc"] + ["random"] * 8, "2s5d9h", ""),
    ("plo6", ["AsAhKdQdJcTc"] + ["random"] * 6, "", "2c"),
]


@pytest.mark.parametrize(("game", "hands", "board", "dead"), OMAHA_SPOTS)
def test_gpu_omaha_equity_equals_the_device_code_on_the_cpu(game: str, hands: list[str], board: str, dead: str) -> None:
    trials = 50_003
    gpu = holdEm.equity(hands, board, dead, game=game, trials=trials, seed=78, device="cuda")
    host = _core._equity_cuda(hands, board, dead, trials, 0.0, 0.0, 78, 4, 32, game=game)
    assert {k: getattr(gpu, k) for k in KEYS} == {k: host[k] for k in KEYS}
    assert gpu.game == game and gpu.trials == trials


def test_gpu_omaha_equity_is_close_to_exact() -> None:
    hands, board = ["AhAdKs7c", "random"], "Qs9s4d2h"
    exact = holdEm.equity(hands, board, game="omaha", exact=True)
    gpu = holdEm.equity(hands, board, game="omaha", trials=4_000_000, seed=3, device="cuda")
    assert abs(gpu.equity[0] - exact.equity[0]) <= 4 * gpu.stderr[0]


def test_gpu_equity_is_close_to_exact() -> None:
    exact = holdEm.equity(["AsKs", "QhQd"], exact=True)
    gpu = holdEm.equity(["AsKs", "QhQd"], trials=20_000_000, seed=3, device="cuda")
    assert abs(gpu.equity[0] - exact.equity[0]) <= 4 * gpu.stderr[0]


def test_gpu_target_stderr() -> None:
    gpu = holdEm.equity(["AhKh", "random", "random"], target_stderr=5e-4, seed=1, device="cuda")
    assert max(gpu.stderr) <= 5e-4


def test_gpu_batch_host_arrays() -> None:
    rng = np.random.default_rng(5)
    for width in (5, 6, 7):
        deck = np.tile(np.arange(52, dtype=np.uint8), (300_000, 1))
        cards = np.ascontiguousarray(rng.permuted(deck, axis=1)[:, :width])
        assert np.array_equal(holdEm.evaluate_batch(cards, device="cuda"), holdEm.evaluate_batch(cards))
    bad = np.array([[0, 1, 2, 3, 4], [0, 1, 2, 3, 3]], np.uint8)
    with pytest.raises(ValueError, match="row 1"):
        holdEm.evaluate_batch(bad, device="cuda")


@pytest.mark.parametrize("width", [5, 6, 7])
def test_gpu_batch_rows_at_any_alignment(width: int) -> None:
    """The kernel reads rows as aligned words, the first and last rows byte by byte: every start and count agree."""
    rng = np.random.default_rng(width)
    deck = np.tile(np.arange(52, dtype=np.uint8), (4099, 1))
    pool = np.ascontiguousarray(rng.permuted(deck, axis=1)[:, :width])
    for shift in range(8):
        for rows in (1, 2, 3, 4, 5, 31, 32, 33, 4099):
            cards = np.ascontiguousarray(pool[:rows])
            want = holdEm.evaluate_batch(cards)
            assert np.array_equal(_core._evaluate_batch_cuda(cards, True, shift), want), (shift, rows)
            assert np.array_equal(_core._evaluate_batch_cuda(cards, False, shift), want), (shift, rows)
        for bad_row in (0, 1, 4097, 4098):
            cards = pool.copy()
            cards[bad_row, width - 1] = 52 + shift
            with pytest.raises(ValueError, match=f"row {bad_row}:"):
                _core._evaluate_batch_cuda(cards, True, shift)


def test_gpu_batch_host_arrays_staged() -> None:
    """Large host arrays go through pinned buffers in chunks of 2^21 rows, two in flight: every row, in order."""
    rng = np.random.default_rng(9)
    deck = np.tile(np.arange(52, dtype=np.uint8), (1 << 18, 1))
    pool = rng.permuted(deck, axis=1)[:, :7]
    cards = np.ascontiguousarray(np.tile(pool, (20, 1))[: (5 << 21) + 12345])  # five chunks and a part
    want = holdEm.evaluate_batch(cards)
    assert np.array_equal(holdEm.evaluate_batch(cards, device="cuda"), want)
    assert np.array_equal(holdEm.evaluate_batch(cards, device="cuda", validate=False), want)
    for bad_row in (3 << 21, (3 << 21) + 7, len(cards) - 1):  # the first of a chunk, inside one, the last
        bad = cards.copy()
        bad[bad_row, 2] = bad[bad_row, 5]
        bad[-1, 0] = 99  # a later bad row: the first is the one reported
        with pytest.raises(ValueError, match=f"row {bad_row}:"):
            holdEm.evaluate_batch(bad, device="cuda")


def test_gpu_batch_device_arrays() -> None:
    cupy = pytest.importorskip("cupy", reason="device arrays need CuPy")
    rng = np.random.default_rng(6)
    cards = np.ascontiguousarray(rng.permuted(np.tile(np.arange(52, dtype=np.uint8), (100_000, 1)), axis=1)[:, :7])
    out = cupy.zeros(len(cards), dtype=cupy.uint16)
    holdEm.evaluate_batch(cupy.asarray(cards), device="cuda", out=out)
    assert np.array_equal(cupy.asnumpy(out), holdEm.evaluate_batch(cards))


@pytest.mark.parametrize("lanes", ["shifts", "table"])
@pytest.mark.parametrize("validate", [True, False])
def test_gpu_batch_kernel_both_ways_of_lanes(lanes: str, validate: bool) -> None:
    """The batch kernel with its lanes by shifts and from the card table (BatchLanes), each width."""
    rng = np.random.default_rng(9)
    for width in (5, 6, 7):
        deck = np.tile(np.arange(52, dtype=np.uint8), (50_000, 1))
        cards = np.ascontiguousarray(rng.permuted(deck, axis=1)[:, :width])
        _, strengths = _core._time_batch_cuda_device(cards, 1, validate, lanes)
        assert np.array_equal(strengths, holdEm.evaluate_batch(cards)), width
