"""push_fold_chart: each column is push_fold's exact equilibrium, the limits and runs read from it,
the published chart's limits, the text grid and bad input."""

from __future__ import annotations

import json

import numpy as np
import pytest

from holdEm import HAND_CLASSES, WorkTimeout, push_fold
from holdEm.push_fold_chart import DEFAULT_STACKS, PushFoldChart, push_fold_chart


@pytest.fixture(scope="module")
def chart() -> PushFoldChart:
    return push_fold_chart()


def test_every_stack_is_an_exact_equilibrium(chart: PushFoldChart) -> None:
    assert chart.stacks == DEFAULT_STACKS and chart.stacks[0] == 1.1 and chart.stacks[-1] == 20.0
    assert len(chart.solutions) == len(DEFAULT_STACKS)
    assert all(s.exploitability < 1e-9 for s in chart.solutions)
    for k in (0, 88, len(DEFAULT_STACKS) - 1):  # the same as solving that stack alone
        alone = push_fold(chart.stacks[k])
        assert chart.solutions[k].push == pytest.approx(alone.push, abs=1e-9)
        assert chart.solutions[k].call == pytest.approx(alone.call, abs=1e-9)


def test_runs_and_limits_read_the_frequencies(chart: PushFoldChart) -> None:
    push = chart.frequencies("push")
    assert push.shape == (len(chart.stacks), 169)
    for name in ("AA", "T3s", "63s", "72o", "J5s"):
        played = push[:, HAND_CLASSES.index(name)] > 0
        runs = chart.played(name)
        expected = [chart.stacks[k] for k in np.flatnonzero(played)]
        assert [s for s in chart.stacks if any(low <= s <= high for low, high in runs)] == expected
        # Runs are maximal: the stacks just outside each run are not played.
        for low, high in runs:
            for outside in (chart.stacks.index(low) - 1, chart.stacks.index(high) + 1):
                assert not (0 <= outside < len(played)) or not played[outside]
        assert chart.limit(name) == (expected[-1] if expected else None)


def test_the_published_limits(chart: PushFoldChart) -> None:
    # The published heads-up Nash charts: T3s pushes up to 7.7 BB, Q2o calls up to 5.6 BB, 63s
    # pushes below 2.3 BB and again from about 5 BB, AA and 22 are played at every stack.
    assert chart.limit("T3s") == 7.7
    assert chart.limit("Q2o", "call") == 5.6
    first, *later = chart.played("63s")
    assert first == (1.1, 2.3) and later and later[0][0] >= 5.0
    assert chart.limit("AA") == chart.limit("22") == chart.limit("AA", "call") == 20.0
    assert chart.played("AA") == ((1.1, 20.0),)


def test_text_and_data(chart: PushFoldChart) -> None:
    lines = chart.text().splitlines()
    assert lines[0].startswith("push/fold chart, small blind 0.5: the largest stack (BB) at which the SB pushes")
    assert lines[1].split() == list("AKQJT98765432")
    cells = {row[:3].strip(): row[3:] for row in lines[2:15]}
    assert [cells["T"][6 * k : 6 * k + 6].strip() for k in range(13)][11] == "7.7*"  # T3s, with its gaps
    assert cells["A"].split() == ["20+"] * 13
    assert any(line.startswith("  63s: 1.1-2.3, ") for line in lines)
    call = chart.text("call").splitlines()
    deuce_row = next(row for row in call if row.startswith("  2"))
    assert deuce_row[3:].split()[2] == "5.6"  # Q2o: offsuit below the diagonal, row 2, column Q
    data = json.loads(json.dumps(chart.to_dict()))
    assert data["stacks"] == list(DEFAULT_STACKS)
    assert data["classes"]["T3s"]["push"] == [list(run) for run in chart.played("T3s")]
    with pytest.raises(ValueError, match="who must be 'push'"):
        chart.text("raise")


def test_stacks_are_sorted_and_checked() -> None:
    small = push_fold_chart([4, 2, 3, 2], ante=0.1, small_blind=0.4)
    assert small.stacks == (2.0, 3.0, 4.0) and small.ante == 0.1 and small.small_blind == 0.4
    assert small.solutions[0].push == push_fold(2, ante=0.1, small_blind=0.4).push
    with pytest.raises(ValueError, match="stacks must hold one number at least, got none"):
        push_fold_chart([])
    with pytest.raises(TypeError, match="stacks must be a sequence of numbers, not str"):
        push_fold_chart("10")  # type: ignore[arg-type]
    with pytest.raises(
        ValueError, match=r"stacks: item 2 must be a finite number more than the big blind plus the ante \(1.5\)"
    ):
        push_fold_chart([2, 1.4], ante=0.5)
    with pytest.raises(TypeError, match="stacks: item 2 must be a number, not str"):
        push_fold_chart([2, "3"])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="stacks: item 1 must be a number a float holds"):
        push_fold_chart([10**400])
    assert push_fold_chart(np.array([4.0, 2.0])).stacks == (2.0, 4.0)  # a NumPy array, as icm takes


def test_a_chart_can_be_bounded_and_stopped() -> None:
    """A long grid (1,990 stacks took 72 s) stops at its time limit or at its callback's False,
    saying how many stacks were done; the callback sees the share done."""
    with pytest.raises(WorkTimeout, match=r"push_fold_chart: time_limit of 0.2 s reached after \d+ of 500 stacks"):
        push_fold_chart([2 + k / 10 for k in range(500)], time_limit=0.2)
    shares: list[float] = []

    def stop_soon(share: float) -> bool:
        shares.append(share)
        return False

    with pytest.raises(InterruptedError, match=r"push_fold_chart: stopped by the callback after \d+ of 3000 stacks"):
        push_fold_chart([2 + k / 100 for k in range(3000)], callback=stop_soon)
    assert shares and 0 <= shares[0] < 1
