"""Exact runs cut short (time limit, callback, Ctrl-C) show honest figures or none.

An exact enumeration visits its blocks in a random order, so the part done
when it stops is a random sample: every figure shown must be within 4
standard errors of the exact answer.  The exact answers come from the full
enumeration (checked against brute force elsewhere) and, for the
three-way preflop spot that is too long to enumerate here, from an
independent Monte Carlo run.
"""

from __future__ import annotations

import json
import math
import signal
import subprocess
import sys
import time

import pytest
from cli_support import cli_env

import holdEm

# (hands, board, game): multiway Hold'em, ranges, Omaha, heads-up ranges; each enumerates in a few seconds.
SPOTS = [
    (["AhKh", "random", "random"], "Td7s2c", "holdem"),
    (["AhKh", "QQ+,AKs", "random"], "", "holdem"),
    (["QQ+,AKs,A5s", "22+,A2s+,KTs+", "JJ-88,KQs"], "", "holdem"),
    (["AsAhKsKh", "random"], "2c7d9s8h", "omaha"),
    # Heads-up Hold'em board by board, three cards to come (about 80 ms: its items are runs of boards of
    # about 50 us, and an estimate needs 64 of them; on a flop, 8 ms, a cut at 20% had too few).
    (["random", "JJ+,AQs+:0.5"], "Td7s", "holdem"),
]


def check_honest(partial: holdEm.EquityResult, truth: tuple[float, ...], truth_stderr: float = 0.0) -> None:
    """Figures within 4 standard errors of the truth, or none at all."""
    assert not partial.exact and not partial.complete and partial.enumerated
    assert 0.0 <= partial.progress < 1.0
    if not partial.has_figures:
        assert all(math.isnan(x) for x in partial.equity + partial.win + partial.tie + partial.stderr)
        assert "no figures" in partial.summary
        return
    for p, exact in enumerate(truth):
        se = math.hypot(partial.stderr[p], truth_stderr)
        assert se > 0
        assert abs(partial.equity[p] - exact) <= 4 * se, (partial.hands[p], partial.equity[p], exact, se)
    assert abs(sum(partial.equity) - 1.0) < 1e-9
    assert "an estimate" in partial.summary


@pytest.mark.parametrize("hands, board, game", SPOTS)
def test_time_limit_cuts_an_exact_run_to_an_honest_estimate(hands: list[str], board: str, game: str) -> None:
    started = time.perf_counter()
    full = holdEm.equity(hands, board, game=game, exact=True)
    seconds = time.perf_counter() - started
    assert full.exact and full.complete and full.progress == 1.0 and full.elapsed > 0
    shown = 0
    for fraction in (0.05, 0.2, 0.5):
        partial = holdEm.equity(hands, board, game=game, exact=True, time_limit=fraction * seconds)
        if partial.complete:  # the machine was faster this time
            assert partial.equity == pytest.approx(full.equity, abs=1e-12)
            continue
        check_honest(partial, full.equity)
        shown += partial.has_figures
    assert shown > 0, "no cut-short run had enough blocks to estimate from"


def test_callback_stop_gives_an_honest_estimate() -> None:
    hands, board = SPOTS[0][:2]
    full = holdEm.equity(hands, board, exact=True)
    seen: list[holdEm.EquityResult] = []

    def stop_after_two(so_far: holdEm.EquityResult) -> bool:
        seen.append(so_far)
        check_honest(so_far, full.equity)
        return len(seen) < 2

    partial = holdEm.equity(hands, board, exact=True, threads=1, callback=stop_after_two)
    if not partial.complete:
        check_honest(partial, full.equity)
        assert partial.progress >= seen[-1].progress
    assert all(r.elapsed > 0 for r in seen)


def test_the_reported_bias_is_gone() -> None:
    """AhKh against two random hands preflop, cut short: its true equity is 50.74%, not the prefix's 47.5%."""
    reference = holdEm.equity(["AhKh", "random", "random"], trials=2_000_000, seed=11)
    partial = holdEm.equity(["AhKh", "random", "random"], exact=True, time_limit=1.5)
    check_honest(partial, reference.equity, truth_stderr=max(reference.stderr))
    assert abs(reference.equity[0] - 0.5074) < 0.003


def test_a_tiny_time_limit_stops_even_while_listing_hands() -> None:
    started = time.perf_counter()
    partial = holdEm.equity(["AhKh", "random", "random"], exact=True, time_limit=0.01)
    assert time.perf_counter() - started < 2.0
    assert not partial.has_figures and partial.progress == 0.0
    check_honest(partial, (0.0, 0.0, 0.0))
    data = partial.to_dict()
    assert data["equity"] == [None, None, None] and data["complete"] is False


def test_progress_and_elapsed_in_results_so_far() -> None:
    seen: list[holdEm.EquityResult] = []

    def stop_at_the_second(so_far: holdEm.EquityResult) -> bool:
        seen.append(so_far)
        return len(seen) < 2

    trials = 10**9  # far more than the two reports take
    stopped = holdEm.equity(["AhKh", "random"], trials=trials, threads=1, seed=1, callback=stop_at_the_second)
    assert len(seen) == 2
    for result in seen:
        assert result.elapsed > 0 and not result.complete
        assert result.progress == pytest.approx(result.trials / trials)
    assert not stopped.complete and 0 < stopped.progress < 1 and stopped.has_figures
    final = holdEm.equity(["AhKh", "random"], trials=10_000, seed=1)
    assert final.complete and final.progress == 1.0 and final.method == "Monte Carlo"


def test_time_limited_monte_carlo_is_complete() -> None:
    result = holdEm.equity(["AhKh", "random", "random"], exact=False, time_limit=0.2, seed=3)
    assert result.complete and not result.enumerated and result.trials > 0


def test_cli_ctrl_c_during_an_exact_run() -> None:
    """`holdem equity ... --exact` interrupted: exit 130 and honest figures (or none) in the JSON."""
    reference = holdEm.equity(["AhKh", "random", "random"], trials=2_000_000, seed=12)
    process = subprocess.Popen(
        [sys.executable, "-m", "holdEm", "equity", "AhKh", "random", "random", "--exact", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=cli_env(),
    )
    time.sleep(3.0)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130, err
    if not out:  # interrupted before the first progress report
        assert b"interrupted" in err
        return
    data = json.loads(out)
    assert data["interrupted"] is True and data["complete"] is False and data["exact"] is False
    assert "stopped at" in data["summary"]
    if data["equity"][0] is not None:
        for p in range(3):
            se = math.hypot(data["stderr"][p], max(reference.stderr))
            assert abs(data["equity"][p] - reference.equity[p]) <= 4 * se


def test_cli_time_limit_on_an_exact_run() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "holdEm", "equity", "AhKh", "random", "random", "--exact", "--time-limit", "0.01"],
        capture_output=True,
        env=cli_env(),
        timeout=60,
    )
    assert completed.returncode == 2, completed.stderr  # as the analyses whose time limit runs out
    out = completed.stdout.decode()
    assert "exact enumeration stopped at 0.0%" in out and "no figures" in out
    assert len(out.splitlines()) == 1  # no table of figures
    err = completed.stderr.decode()
    assert err.startswith("holdem equity: error: the time limit ran out at 0.0% of the exact enumeration")
    assert "--trials for Monte Carlo" in err and len(err.splitlines()) == 1
