"""Inputs whose every step is slow still stop on time: ranges that seldom fit together, long Omaha
pattern text.

Ten players of ``AA,KK,QQ,JJ,TT`` must share the twenty cards of those ranks exactly, so a deal
takes tens of thousands of range draws and one work item of 4,096 deals takes seconds to minutes.
The time limit, a callback's stop and Ctrl-C used to wait for the item; now they come within a
few milliseconds of draws.  A long PLO6 pattern text takes seconds to read: it is read without
the GIL (other threads go on), with Ctrl-C and within the call's time limit.
"""

from __future__ import annotations

import math
import random
import re
import signal
import sys
import threading
import time

import pytest
from cli_support import cli_env, run_cli, start_cli

import holdEm

SELDOM_FIT = ["AA,KK,QQ,JJ,TT"] * 10


def test_a_time_limit_inside_the_first_deals_gives_no_figures() -> None:
    result = holdEm.equity(SELDOM_FIT, threads=1, time_limit=0.3, seed=1)
    # No item of 4,096 deals finished: the run stopped inside one, not after it.
    assert result.trials == 0 and not result.complete and not result.has_figures
    assert all(math.isnan(x) for x in result.equity + result.win + result.tie + result.stderr)
    assert result.method == "none" and not result.enumerated
    assert result.summary.startswith("Monte Carlo stopped before its first deals were done: no figures")
    assert result.elapsed < 5.0  # the limit's 0.3 s and some slack for a busy machine; an item takes far longer


def test_a_time_limit_while_a_helper_holds_the_only_item() -> None:
    """One item of 4,096 deals on two threads: a helper may take it, leaving the caller nothing to
    run; waiting for it went past the time limit by the item's whole length."""
    for seed in range(3):
        result = holdEm.equity(SELDOM_FIT, trials=4096, threads=2, time_limit=0.3, seed=seed)
        assert result.trials == 0 and not result.complete and result.elapsed < 5.0


def test_a_callback_stop_inside_the_first_deals() -> None:
    seen: list[holdEm.EquityResult] = []

    def stop(so_far: holdEm.EquityResult) -> bool:
        seen.append(so_far)
        return False

    result = holdEm.equity(SELDOM_FIT, threads=2, callback=stop, seed=1)
    assert len(seen) == 1 and seen[0].trials == 0  # called from inside the first item, about 0.25 s in
    assert result.trials == 0 and not result.complete and result.method == "none"


def test_a_time_limit_after_some_deals_gives_honest_figures() -> None:
    """Eight players of one range: each has equity 1/8 by symmetry, the independent figure."""
    result = holdEm.equity(["AA,KK,QQ,JJ"] * 8, threads=2, time_limit=1.5, seed=2)
    if result.trials == 0:
        pytest.skip("the machine dealt no item of 4,096 deals in 1.5 s")
    assert result.complete and result.trials % 4096 == 0  # whole items only: the cut one is left out
    assert sum(result.equity) == pytest.approx(1.0)
    for equity, stderr in zip(result.equity, result.stderr):
        assert abs(equity - 1 / 8) <= 5 * stderr  # (five: eight players' chances of a false alarm stay tiny)


def test_ctrl_c_inside_the_first_deals() -> None:
    process = start_cli("equity", *SELDOM_FIT, "--threads", "2")
    time.sleep(3.0)  # past the start of a loaded machine, well inside the first items (each seconds to minutes)
    process.send_signal(signal.SIGINT)
    started = time.monotonic()
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert time.monotonic() - started < 10  # a chunk of draws, not the item (minutes on one of two threads)
    assert b"INTERRUPTED" in out or b"interrupted" in err  # (the latter before a first progress report)


def long_plo6_text(seed: int) -> str:
    """Distinct PLO6 patterns of wide rank spans and suit variables, then ':AAKK', just under the
    4,096 characters an Omaha range text may have: each pattern takes tens of milliseconds to fill,
    the text seconds."""
    rng = random.Random(seed)
    ranks = "23456789TJQKA"
    items: list[str] = []
    while True:
        cards = []
        for suit in "wxyzwx":
            cards.append(f"[{ranks[rng.randrange(9, 13)]}-{ranks[rng.randrange(0, 4)]}]{suit}")
        item = "".join(cards)
        if sum(len(i) + 1 for i in items) + len(item) > 4000:
            return "(" + ",".join(items) + "):AAKK"  # (the union is too large a range; its aces and kings are not)
        items.append(item)


def test_long_omaha_text_is_read_without_the_gil() -> None:
    text = long_plo6_text(1)
    gaps: list[float] = []
    reader = threading.Thread(target=lambda: holdEm.equity([text, text], game="plo6", trials=1000, threads=1))
    started = last = time.perf_counter()
    reader.start()
    while reader.is_alive():
        time.sleep(0.005)
        now = time.perf_counter()
        gaps.append(now - last)
        last = now
    reader.join()
    took = time.perf_counter() - started
    if took < 0.5:
        pytest.skip(f"the text was read in {took:.2f} s: too fast to tell")
    assert max(gaps) < took / 2  # the GIL held for the reading stalled this thread for all of it


def test_ctrl_c_while_reading_long_omaha_text() -> None:
    code = (
        "import holdEm, sys\n"
        "text = sys.stdin.read()\n"
        "print('reading', flush=True)\n"
        "holdEm.equity([text] * 6, game='plo6', threads=1)\n"
    )
    import subprocess

    process = subprocess.Popen(
        [sys.executable, "-c", code],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=cli_env(),
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(long_plo6_text(2).encode())
    process.stdin.close()
    assert process.stdout.readline() == b"reading\n"
    time.sleep(1.0)
    process.send_signal(signal.SIGINT)
    started = time.monotonic()
    process.wait(timeout=60)
    assert process.stderr is not None
    err = process.stderr.read()
    assert time.monotonic() - started < 5  # a pattern's fill, not the text's (seconds a player)
    assert b"KeyboardInterrupt" in err


def test_cli_time_limit_inside_the_first_deals() -> None:
    completed = run_cli("equity", *SELDOM_FIT, "--time-limit", "0.3", "--threads", "1")
    assert completed.returncode == 2, completed.stderr  # as a time limit that leaves an exact run no figures
    out, err = completed.stdout.decode(), completed.stderr.decode()
    assert "Monte Carlo stopped before its first deals were done: no figures" in out
    assert len(out.splitlines()) == 1  # no table of figures
    assert err.startswith("holdem equity: error: the time limit ran out before Monte Carlo's first deals were done")
    assert "narrow the ranges" in err and len(err.splitlines()) == 1


BIG_PLO6 = ["AK", "RROO", "KQ", "QJ", "JT", "T9", "98"]  # 2.7 to 2.9 million hands each: tens of ms to read


def test_a_time_limit_covers_reading_big_omaha_ranges() -> None:
    """The limit bounds the whole call, not only the run: reading these ranges and seating them took
    0.6 s, whatever the limit (the web's fast lane promises its slot back within its limit)."""
    started = time.perf_counter()
    try:
        result = holdEm.equity(BIG_PLO6, game="plo6", time_limit=0.05, seed=1)
    except TimeoutError as error:
        assert re.fullmatch(r"time_limit of 0\.05 s reached while reading player [1-7]'s range", str(error))
    else:  # (read in time on a fast machine: then seating them runs out of time, with no figures)
        assert not result.complete and result.trials == 0 and not result.has_figures
    assert time.perf_counter() - started < 0.35


def test_reading_alone_past_the_limit_raises_timeout_error() -> None:
    with pytest.raises(TimeoutError) as raised:
        holdEm.equity(BIG_PLO6[:3], game="plo6", time_limit=0.001)
    assert type(raised.value) is TimeoutError  # as the core raised it (no ValueError hint)
    assert str(raised.value) == "time_limit of 0.001 s reached while reading player 1's range"


def test_without_a_limit_the_big_ranges_still_run() -> None:
    result = holdEm.equity(BIG_PLO6[:3], game="plo6", trials=2000, seed=1)
    assert result.complete and result.trials == 2000 and sum(result.equity) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("what", "run"),
    [
        ("next_card", lambda: holdEm.next_card(BIG_PLO6[:2], "Jh8h2c", game="plo6", time_limit=0.001)),
        ("equity_breakdown", lambda: holdEm.equity_breakdown(BIG_PLO6[:2], "Jh8h2c", game="plo6", time_limit=0.001)),
    ],
)
def test_the_exact_walks_time_out_while_reading(what: str, run) -> None:
    """As when their walk runs out of time: holdEm.WorkTimeout, named by the analysis, none done."""
    with pytest.raises(holdEm.WorkTimeout) as raised:
        run()
    e = raised.value
    assert str(e) == f"{what}: time_limit of 0.001 s reached while reading player 1's range"
    assert (e.done, e.total, e.unit) == (0, 1000, "thousandths of the deals") and e.seconds > 0


def test_cli_time_limit_while_reading() -> None:
    completed = run_cli("equity", *BIG_PLO6[:3], "--game", "plo6", "--time-limit", "0.001")
    assert completed.returncode == 2, completed.stderr
    err = completed.stderr.decode()
    assert err == "holdem equity: error: --time-limit of 0.001 s reached while reading player 1's range\n"
