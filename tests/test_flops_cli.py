"""holdem flops: the texture table and the JSON are flop_report's, the flags reach it, bad input is one line."""

from __future__ import annotations

import json

import pytest
from cli_support import cli_in_process as cli

from holdEm.flops import flop_report


def test_the_table_lists_each_texture_group(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "flops", "AhKh", "QQ", "--threads", "2")
    assert code == 0
    report = flop_report(["AhKh", "QQ"], threads=2)
    lines = out.splitlines()
    assert lines[0].startswith(f"flops of AhKh v QQ: {len(report)} classes of flops, exact")
    rows = {line[:17].strip(): line[17:].split() for line in lines[2:] if not line.startswith(("best", "worst"))}
    assert rows["preflop"][1:] == [f"{e:.4f}" for e in report.equity]
    for by in ("suits", "pairing", "high", "straight"):
        for g in report.groups(by):
            label = f"high {g.label}" if by == "high" else g.label
            assert rows[label] == [f"{g.frequency:.1%}", *(f"{e:.4f}" for e in g.equity)], label
    best = [r.flop for r in report.ranked(0)[:5]]
    assert lines[-2] == "best flops for AhKh: " + " ".join(best)


def test_by_player_best_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "flops", "AsKs", "QhQd", "--by", "suits", "--player", "2", "--best", "3")
    assert code == 0
    assert "rainbow" in out and "unpaired" not in out and "high A" not in out
    report = flop_report(["AsKs", "QhQd"])
    assert out.splitlines()[-2] == "best flops for QhQd: " + " ".join(r.flop for r in report.ranked(1)[:3])
    code, out, _ = cli(capsys, "flops", "AsKs", "QhQd", "--json", "--dead", "2c")
    data = json.loads(out)
    assert data["dead"] == "2c" and data["exact"] is True
    assert data["equity"] == pytest.approx(list(flop_report(["AsKs", "QhQd"], "2c").equity), abs=1e-12)


def test_trials_and_seed_reach_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("flops", "AsKs", "QQ,JJ", "--trials", "200", "--seed", "3", "--json", "--threads", "2")
    code, out, _ = cli(capsys, *args)
    assert code == 0
    data = json.loads(out)
    report = flop_report(["AsKs", "QQ,JJ"], trials=200, seed=3, threads=2)
    assert data["exact"] is False and data["equity"] == pytest.approx(list(report.equity), abs=1e-12)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["AsKs"], "at least 2 players"),
        (["AsKs", "AsQd"], "duplicate card As"),
        (["AsKs", "QQ", "--player", "3"], "--player 3: there are only 2 players"),
        (["AsKs", "QQ", "--by", "colour"], "invalid choice: 'colour'"),
        (["AsKs", "QQ", "--game", "plo4"], "invalid choice: 'plo4'"),
        (["AsKs", "QQ", "--trials", "0"], "trials must be positive"),
        (["AsKs", "QQ", "--best", "-1"], "must be >= 0"),
    ],
)
def test_bad_input_is_one_line(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, out, err = cli(capsys, "flops", *args)
    assert code == 2 and not out
    assert message in err and "Traceback" not in err


def test_hits_table_is_the_reports_hits(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "flops", "AhKh", "QQ", "--hits", "--by", "suits", "--best", "0")
    assert code == 0
    report = flop_report(["AhKh", "QQ"])
    lines = out.splitlines()
    start = lines.index("hits of AhKh on the flop")
    assert lines[start + 1].split() == ["all", "flops", "rainbow", "two-tone", "monotone"]
    columns = [report.hits(0)["all flops"], *report.hits(0, by="suits").values()]
    shown = {line[:26].strip(): line[26:].split() for line in lines[start + 2 :]}
    assert shown["top pair"] == [f"{c['top pair']:.1%}" for c in columns]
    assert shown["flush"][-1] == f"{columns[-1]['flush']:.1%}"
    assert "set" not in shown  # AhKh never makes a set: the row is left out
    assert not any(line.startswith(("best", "worst")) for line in lines)
