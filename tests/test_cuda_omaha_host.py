"""The CUDA backend's Omaha high Monte Carlo, its device code run on the CPU (no GPU or CUDA needed).

``_core._equity_cuda(..., blocks=B, threads=T, game=...)`` runs the GPU's per-thread code as a
grid of B x T threads would; ``_core._evaluate_omaha_device_code`` runs its Omaha evaluation.
They are checked against the CPU engine's exact Omaha equities and its own Omaha evaluator,
and for the same counts however the work is split.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import numpy as np
import pytest
from cuda_host_support import DEALS, assert_agrees, host_run

import holdEm
from holdEm import _core
from holdEm.gpu import MAX_CUDA_PLAYERS, cuda_max_players

# (game, hands, board, dead): exact hole cards, partly known hands, a random opponent, flops
# and turns, dead cards, suited boards (the flush pass), PLO4/5/6, 2 to 4 players.
SPOTS = [
    ("omaha", ["AsKsQhJh", "9c9d8c7d"], "Ts8h2c", ""),
    ("plo4", ["KsQs4d4c", "JsTs9h9d"], "As7s2s", ""),
    ("omaha", ["AhAdKs7c", "random"], "Qs9s4d2h", ""),
    ("omaha", ["AsKs", "JdTd9c", "8h8c7h6c"], "Qh9h2d5s", "3c"),
    ("plo4", ["AcKcQdJd", "8s8h7s6h", "Tc9c5h5d", "AhQh3s2s"], "Kh7c4c", "2d"),
    ("plo5", ["AsAhKdQdJc", "Ts9s8c7c6h"], "2s5d9h", "3c"),
    ("plo6", ["AsAhKdQdJcTc", "9s8s7h6h5d4d"], "2s3dKh7c", ""),
    ("plo6", ["AsAhKdQdJc", "9s9h8d8c7h6h"], "2s3sKs7c", "4h"),
]


@pytest.mark.parametrize("deal", DEALS)
@pytest.mark.parametrize(("game", "hands", "board", "dead"), SPOTS)
def test_cuda_omaha_device_code_agrees_with_exact_equity(
    game: str, hands: list[str], board: str, dead: str, deal: str
) -> None:
    reference = holdEm.equity(hands, board, dead, game=game, exact=True)
    assert reference.exact
    trials = 60_000
    assert_agrees(host_run(hands, board, dead, game=game, trials=trials, seed=2025, deal=deal), reference, trials)


@pytest.mark.parametrize("deal", DEALS)
@pytest.mark.parametrize(
    ("game", "hands", "board", "dead"),
    [SPOTS[1], SPOTS[3], ("omaha", ["AsKsQsJs"] + ["random"] * 5, "", "2h"), ("plo6", ["random"] * 3, "Kd", "")],
)
def test_cuda_omaha_counts_do_not_depend_on_the_launch_shape(
    game: str, hands: list[str], board: str, dead: str, deal: str
) -> None:
    trials = 5_001  # not a multiple of the deals per stream: the last stream is short
    run: dict[str, Any] = {"game": game, "trials": trials, "deal": deal}
    first = host_run(hands, board, dead, seed=99, blocks=1, threads=1, **run)
    keys = ("equity", "win", "tie", "categories", "stderr", "trials")
    for blocks, threads in [(3, 7), (13, 5), (132, 512)]:
        again = host_run(hands, board, dead, seed=99, blocks=blocks, threads=threads, **run)
        assert {k: again[k] for k in keys} == {k: first[k] for k in keys}, (blocks, threads)
    assert host_run(hands, board, dead, seed=100, **run)["equity"] != first["equity"]


def _suited_rows(rng: np.random.Generator, rows: int, hole_n: int) -> tuple[np.ndarray, np.ndarray]:
    """Deals with three to five board cards of one suit and hole cards heavy in it (flushes)."""
    boards, holes = [], []
    for _ in range(rows):
        suit = int(rng.integers(4))
        suited = rng.permutation(np.arange(13) * 4 + suit)
        on_board = int(rng.integers(3, 6))
        in_hand = int(rng.integers(0, min(hole_n, 13 - on_board) + 1))
        rest = rng.permutation(np.setdiff1d(np.arange(52), suited))
        board = np.concatenate([suited[:on_board], rest[: 5 - on_board]])
        hole = np.concatenate(
            [suited[on_board : on_board + in_hand], rest[5 - on_board : 5 - on_board + hole_n - in_hand]]
        )
        boards.append(rng.permutation(board))
        holes.append(rng.permutation(hole))
    return np.array(boards, np.uint8), np.array(holes, np.uint8)


@pytest.mark.parametrize("hole_n", [4, 5, 6])
def test_cuda_omaha_evaluation_matches_the_cpu_evaluator(hole_n: int) -> None:
    rng = np.random.default_rng(hole_n)
    deals = rng.permuted(np.tile(np.arange(52, dtype=np.uint8), (20_000, 1)), axis=1)[:, : 5 + hole_n]
    boards, holes = np.ascontiguousarray(deals[:, :5]), np.ascontiguousarray(deals[:, 5:])
    suited_boards, suited_holes = _suited_rows(rng, 3_000, hole_n)
    boards, holes = np.vstack([boards, suited_boards]), np.vstack([holes, suited_holes])
    got = _core._evaluate_omaha_device_code(boards, holes)
    assert np.array_equal(got, holdEm.evaluate_omaha_batch(boards, holes))
    # And a few rows by brute force over the two-and-three hands, with the Hold'em evaluator.
    for board, hole, strength in list(zip(boards, holes, got))[-200:]:
        best = max(
            holdEm.evaluate([*pair, *triple]) for pair in combinations(hole, 2) for triple in combinations(board, 3)
        )
        assert strength == best


def test_cuda_omaha_standard_error_is_honest() -> None:
    """The reported standard error matches the spread of independent runs."""
    runs = [host_run(["AhKdQcJs", "random"], "Qs7h2c", game="omaha", trials=1_000, seed=s) for s in range(40)]
    spread = np.std([r["equity"][0] for r in runs], ddof=1)
    reported = float(np.mean([r["stderr"][0] for r in runs]))
    assert 0.7 < spread / reported < 1.4


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"hands": ["AsKsQsJs", "random"], "game": "omaha-hilo"}, "Hold'em and Omaha high only"),
        ({"hands": ["AsKsQsJs", "random"], "game": "plo4-hilo"}, "Hold'em and Omaha high only"),
        ({"hands": ["AsKs", "random"], "game": "shortdeck"}, "Hold'em and Omaha high only"),
        ({"hands": ["random"] * 11, "game": "omaha"}, "at most 10 players in omaha"),
        ({"hands": ["random"] * 10, "game": "plo5"}, "at most 9 players in plo5"),
        ({"hands": ["random"] * 8, "game": "plo6"}, "at most 7 players in plo6"),
        ({"hands": ["AAKK", "random"], "game": "omaha"}, "takes Omaha hands as cards or 'random', not ranges"),
        ({"hands": ["AsKsQsJsTs", "random"], "game": "plo4"}, "has 4 hole cards"),
        ({"hands": ["AsKsQsJs", "AsKhQhJh"], "game": "omaha"}, r"duplicate card As \(also player 1's\)"),
        ({"hands": ["AsKsQsJs", "random"], "game": "omaha", "exact": True}, "Monte Carlo only"),
    ],
)
def test_cuda_omaha_bad_input_is_a_value_error_before_the_device_check(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.equity(**kwargs, trials=1_000, device="cuda")


def test_cuda_omaha_device_code_refuses_what_it_cannot_deal() -> None:
    with pytest.raises(ValueError, match="at most 10 players"):
        host_run(["random"] * 11, game="plo4", trials=1_000, seed=1)
    with pytest.raises(ValueError, match="Hold'em and Omaha high"):
        host_run(["AsKsQsJs", "random"], game="omaha-hilo", trials=1_000, seed=1)
    with pytest.raises(ValueError, match="too many players"):
        host_run(["random"] * 8, game="plo6", trials=1_000, seed=1)
    assert [cuda_max_players(g) for g in ("holdem", "omaha", "plo5", "plo6")] == [MAX_CUDA_PLAYERS, 10, 9, 7]
    assert cuda_max_players("PLO") == 10  # the equity names in any case
    with pytest.raises(ValueError, match="device='cuda' runs holdem, omaha"):
        cuda_max_players("shortdeck")  # (it was a bare KeyError)


def test_cuda_omaha_missing_backend_or_device_is_a_runtime_error() -> None:
    if holdEm.cuda_available():
        pytest.skip("a CUDA device is present: nothing is missing")
    expected = "built without CUDA" if not _core._cuda_built() else "no CUDA device found"
    for game, hands in [
        ("omaha", ["AsKsQsJs", "random"]),
        ("plo5", ["AsKs", "random", "random"]),
        ("plo6", ["random"] * 7),
    ]:
        with pytest.raises(RuntimeError, match=expected):
            holdEm.equity(hands, "2c3d4h", game=game, device="cuda")
