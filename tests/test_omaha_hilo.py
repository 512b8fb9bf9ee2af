"""Omaha hi-lo (eight or better): the low evaluator and hi-lo equity against the brute forces
of tests/hilo_reference.py (written from the rules, the high half through the five-card
Hold'em evaluator, not the Omaha one)."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hilo_reference import brute_hilo, brute_low

import holdEm


def check_exact(result: holdEm.EquityResult, expected: dict) -> None:
    assert result.exact
    np.testing.assert_allclose(result.equity, expected["equity"], atol=1e-12)
    np.testing.assert_allclose(result.hi_share, expected["hi"], atol=1e-12)
    np.testing.assert_allclose(result.lo_share, expected["lo"], atol=1e-12)
    np.testing.assert_allclose(result.scoop, expected["scoop"], atol=1e-12)
    np.testing.assert_allclose(result.win, expected["scoop"], atol=1e-12)
    np.testing.assert_allclose(result.tie, expected["part"], atol=1e-12)
    assert result.low_frequency == pytest.approx(expected["low_frequency"], abs=1e-12)


@pytest.mark.parametrize("hole_n", [4, 5, 6])
def test_low_against_brute_force_on_random_deals(hole_n: int) -> None:
    rng = random.Random(hole_n)
    boards, holes, expected = [], [], []
    for _ in range(3000):
        deal = rng.sample(range(52), 5 + hole_n)
        boards.append(deal[:5])
        holes.append(deal[5:])
        expected.append(brute_low(deal[:5], deal[5:]))
    got = holdEm.evaluate_omaha_lo_batch(np.array(boards), np.array(holes))
    assert got.dtype == np.uint8
    for board, hole, strength, low in zip(boards, holes, got.tolist(), expected):
        assert holdEm.evaluate_omaha_lo(board, hole) == strength
        assert (strength == 0) == (low is None)
        if low is not None:
            assert holdEm.low_ranks(strength) == low
    assert any(low is None for low in expected) and any(low is not None for low in expected)


def test_low_strength_order() -> None:
    # Every low, weakest first: strength 1 is 8-7-6-5-4, 56 the wheel; better lows are higher.
    lows = [holdEm.low_ranks(s) for s in range(1, 57)]
    assert lows[0] == (8, 7, 6, 5, 4) and lows[-1] == (5, 4, 3, 2, 1)
    assert lows == sorted(lows, reverse=True)
    assert len(set(lows)) == 56
    # Straights and flushes do not spoil a low; pairs on the board do not count twice.
    assert holdEm.evaluate_omaha_lo("3h4h5hKsKd", "AhKh2hQc") == 56
    assert holdEm.evaluate_omaha_lo("3h3d5hKsKd", "Ah2hQcQd") == 0


def test_low_bad_input() -> None:
    with pytest.raises(ValueError, match="duplicate card"):
        holdEm.evaluate_omaha_lo("AsKsQsJsTs", "AsKh2c3c")
    with pytest.raises(ValueError, match="4, 5 or 6 hole cards"):
        holdEm.evaluate_omaha_lo("AsKsQsJsTs", "2c3c")
    with pytest.raises(ValueError, match="row 1"):
        holdEm.evaluate_omaha_lo_batch(
            np.array([[0, 1, 2, 3, 4], [0, 1, 2, 3, 4]]), np.array([[5, 6, 7, 8], [4, 6, 7, 8]])
        )
    with pytest.raises(ValueError, match="low strength 57 out of range"):
        holdEm.low_ranks(57)


def test_quartered_low() -> None:
    # Both players make 7-5-4-3-2; the first also wins the high (trip kings) alone: 3/4 and 1/4.
    hands, board = ["3h4hKhQd", "3s4s9d9c"], "2c5d7hKcKs"
    result = holdEm.equity(hands, board, game="omaha-hilo")
    check_exact(result, brute_hilo(hands, board))
    assert result.equity == pytest.approx((0.75, 0.25))
    assert result.lo_share == pytest.approx((0.25, 0.25))
    assert result.scoop == (0.0, 0.0) and result.tie == (1.0, 1.0)


def test_no_low_board() -> None:
    hands, board = ["Ah2h3d4d", "KsKdQhJh"], "Kc9d9h2c"
    expected = brute_hilo(hands, board)
    result = holdEm.equity(hands, board, game="omaha-hilo")
    check_exact(result, expected)
    full = holdEm.equity(hands, board + "Qc", game="omaha-hilo")
    assert full.low_frequency == 0.0 and full.lo_share == (0.0, 0.0)
    assert full.equity == full.hi_share == (0.0, 1.0) == full.scoop


def test_counterfeited_low() -> None:
    # The ace on the board counterfeits A-2: its low is 8-6-5-2-A, below 6-5-4-3-A.
    hands, board = ["Ah2hKdKs", "3s4sQcQd"], "5c6d8hAdJc"
    result = holdEm.equity(hands, board, game="omaha-hilo")
    check_exact(result, brute_hilo(hands, board))
    assert result.hi_share == (0.5, 0.0) and result.lo_share == (0.0, 0.5)
    # On the turn, before the ace comes, the same hands against the brute force.
    check_exact(holdEm.equity(hands, board[:8], game="omaha-hilo", exact=True), brute_hilo(hands, board[:8]))


@pytest.mark.parametrize("seed", range(4))
def test_random_turn_and_flop_spots(seed: int) -> None:
    rng = random.Random(100 + seed)
    hole_n = (4, 5, 6, 4)[seed]
    game = {4: "omaha-hilo", 5: "plo5-hilo", 6: "plo6-hilo"}[hole_n]
    players = 3 if seed % 2 else 2
    board_n = 4 if seed < 2 else 3
    deal = rng.sample(range(52), board_n + players * hole_n)
    board = holdEm.format_cards(deal[:board_n])
    hands = [holdEm.format_cards(deal[board_n + p * hole_n : board_n + (p + 1) * hole_n]) for p in range(players)]
    check_exact(holdEm.equity(hands, board, game=game, exact=True, threads=2), brute_hilo(hands, board))


@pytest.mark.parametrize(
    ("hands", "board"), [(["Ah2h3d4d", "KsKdQhJh", "5c6c9s9h"], "7c8d"), (["Ah2h3d4d", "random"], "7c8dKs2c9c")]
)
def test_monte_carlo_within_its_standard_error(hands: list[str], board: str) -> None:
    exact = holdEm.equity(hands, board, game="omaha-hilo", exact=True)
    sampled = holdEm.equity(hands, board, game="omaha-hilo", exact=False, trials=200_000, seed=5)
    assert not sampled.exact and sampled.low_frequency is not None
    for p in range(len(hands)):
        assert abs(sampled.equity[p] - exact.equity[p]) < 4.5 * sampled.stderr[p]
        assert sampled.hi_share[p] + sampled.lo_share[p] == pytest.approx(sampled.equity[p])
    assert sampled.low_frequency == pytest.approx(exact.low_frequency, abs=0.005)
    again = holdEm.equity(hands, board, game="omaha-hilo", exact=False, trials=200_000, seed=5, threads=1)
    assert again.equity == sampled.equity and again.lo_share == sampled.lo_share


def test_other_games_have_no_hilo_fields() -> None:
    result = holdEm.equity(["AsKs", "QhQd"], "2c7d9h", game="holdem")
    assert result.hi_share == () and result.low_frequency is None
    assert "lo_share" not in result.to_dict()
    hilo = holdEm.equity(["Ah2h3d4d", "KsKdQhJh"], "2c7d9hTs", game="omaha-hilo").to_dict()
    assert set(hilo) >= {"hi_share", "lo_share", "scoop", "low_frequency"}


@pytest.mark.parametrize("batch", [holdEm.evaluate_omaha_batch, holdEm.evaluate_omaha_lo_batch])
def test_a_long_batch_stops_at_ctrl_c(batch: object) -> None:
    """Ctrl-C during a long batch raises KeyboardInterrupt between its stretches of rows (the low
    batch ran 90 million rows to their end first), and a bad row is named by its place in the
    whole batch, past the first stretch too."""
    import signal
    import time

    rows = 16 * 2**21
    rng = np.random.default_rng(7)
    cards = np.argsort(rng.random((2**16, 52)), axis=1)[:, :9].astype(np.uint8)
    boards, holes = np.tile(cards[:, :5], (rows // 2**16, 1)), np.tile(cards[:, 5:], (rows // 2**16, 1))
    start = time.perf_counter()
    batch(boards, holes, threads=1)  # type: ignore[operator]
    whole = time.perf_counter() - start

    def interrupt(*_: object) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, whole / 8)
    start = time.perf_counter()
    try:
        with pytest.raises(KeyboardInterrupt):
            batch(boards, holes, threads=1)  # type: ignore[operator]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert time.perf_counter() - start < whole / 2
    holes[2**21 + 5, 0] = boards[2**21 + 5, 0]  # a card twice, in the second stretch
    with pytest.raises(ValueError, match=rf"^row {2**21 + 5}: "):
        batch(boards, holes)  # type: ignore[operator]
