"""holdem pushfold: the lines and the JSON are push_fold's (and push_fold_chart's), bad input is named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cli_support import cli_in_process as cli

from holdEm import push_fold
from holdEm.push_fold_chart import push_fold_chart


def test_one_stack_prints_the_solution_and_the_hands_asked(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "pushfold", "8", "--ante", "0.125", "--hand", "QTo", "--hand", "Ah5h")
    assert code == 0
    s = push_fold(8, ante=0.125)
    assert out.splitlines() == [*s.text().splitlines(), s.hand_line("QTo"), s.hand_line("A5s")]


def test_json_and_plot(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    picture = tmp_path / "pf.png"
    code, out, _ = cli(capsys, "pushfold", "12", "--small-blind", "0.4", "--json", "--plot", str(picture))
    assert code == 0
    assert json.loads(out) == json.loads(json.dumps(push_fold(12, small_blind=0.4).to_dict()))
    assert picture.stat().st_size > 10_000


def test_chart(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "pushfold", "--chart", "--up-to", "4")
    assert code == 0
    chart = push_fold_chart([k / 10 for k in range(11, 41)])
    assert out == chart.text("push") + "\n\n" + chart.text("call") + "\n"
    code, out, _ = cli(capsys, "pushfold", "--chart", "--up-to", "3", "--ante", "0.5", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["stacks"][0] == 1.6 and data["stacks"][-1] == 3.0 and data["ante"] == 0.5
    for up_to, last in [("1.15", 1.1), ("12.35", 12.3), ("2.99999", 2.9), ("3.0000000001", 3.0)]:  # never past it
        code, out, _ = cli(capsys, "pushfold", "--chart", "--up-to", up_to, "--json")
        assert code == 0 and json.loads(out)["stacks"][-1] == last


def test_json_carries_the_hands_asked(capsys: pytest.CaptureFixture[str]) -> None:
    """--hand with --json: each hand as typed with its class's figures (it was checked, then dropped)."""
    code, out, _ = cli(capsys, "pushfold", "10", "--json", "--hand", "AA", "--hand", "7h2c")
    data, whole = json.loads(out), push_fold(10).to_dict()
    assert code == 0 and set(data["hands"]) == {"AA", "7h2c"}
    assert data["hands"]["7h2c"] == {"class": "72o", **whole["classes"]["72o"]}
    code, out, _ = cli(capsys, "pushfold", "10", "--json")
    assert "hands" not in json.loads(out)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "give a STACK in big blinds, --chart, or --stacks, --payouts and --big-blind"),
        (["ten"], "must be a number of big blinds, got 'ten'"),
        (["1"], "stack must be a finite number more than the big blind plus the ante (1) and at most 1e+09, got 1.0"),
        (["1e305"], "and at most 1e+09, got 1e+305"),
        (["--chart", "--up-to", "inf"], "argument --up-to: must be a finite number, got 'inf'"),
        (["--chart", "--up-to", "nan"], "argument --up-to: must be a finite number, got 'nan'"),
        (["--chart", "--ante", "nan"], "argument --ante: must be a finite number, got 'nan'"),
        (["10", "--ante", "-1"], "error: --ante must be a finite number at least 0"),
        (["10", "--hand", "A2o+"], "'A2o+' is not a hand class (like AA, AKs or AKo) or a combo (like AhKh)"),
        (["10", "--small-blind", "2"], "--small-blind must be a finite number above 0 and at most 1"),
        (["10", "--hand", "AKx"], "'AKx' is not a hand class"),
        (["--chart", "10"], "--chart takes no STACK, --hand or ICM flags"),
        (["--chart", "--up-to", "500"], "--up-to must be 1.1 to 200 big blinds, got 500"),
        (["10", "--up-to", "5"], "--up-to is the chart's largest stack: give it with --chart"),
        (["--chart", "--up-to", "2", "--ante", "1"], "no stack of the chart is more than the big blind plus the ante"),
    ],
)
def test_bad_input_is_named(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, out, err = cli(capsys, "pushfold", *args)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_tournament_equity(capsys: pytest.CaptureFixture[str]) -> None:
    from holdEm import push_fold_icm

    args = ("--stacks", "7500,3000,1600,1400", "--payouts", "50,30,20", "--big-blind", "300", "--ante", "25")
    code, out, _ = cli(capsys, "pushfold", *args, "--hand", "A9o")
    assert code == 0
    s = push_fold_icm([7500, 3000, 1600, 1400], [50, 30, 20], big_blind=300, ante=25)
    assert out.splitlines() == [*s.text().splitlines(), s.hand_line("A9o")]
    code, out, err = cli(capsys, "pushfold", "--stacks", "7500,3000", "--payouts", "1")
    assert code == 2 and "ICM takes --stacks, --payouts and --big-blind together" in err
    code, out, err = cli(capsys, "pushfold", "--stacks", "7500,x", "--payouts", "1", "--big-blind", "3")
    assert code == 2 and "must be numbers separated by commas, got '7500,x'" in err


def test_icm_lines_places_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    from holdEm import icm

    code, out, _ = cli(capsys, "icm", "7500", "3000", "1600", "1400", "--payouts", "0.5,0.3,0.2")
    assert code == 0
    r = icm([7500, 3000, 1600, 1400], [0.5, 0.3, 0.2])
    assert out == f"{r}\n"
    code, out, _ = cli(capsys, "icm", "7500", "3000", "1600", "1400", "--payouts", "0.5,0.3,0.2", "--places")
    first = out.splitlines()[0]
    assert first.startswith(str(r).splitlines()[0] + "; places ")
    assert first.endswith(" ".join(f"{p:.1%}" for p in r.places[0]))
    code, out, _ = cli(capsys, "icm", "5000", "3000", "2000", "--payouts", "50,30,20", "--json")
    assert json.loads(out)["equity"] == pytest.approx(list(icm([5000, 3000, 2000], [50, 30, 20]).equity))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["100", "x", "--payouts", "1"], "must be a number of chips, got 'x'"),
        (["100", "200"], "the following arguments are required: --payouts"),
        (["100", "200", "--payouts", "1,2"], "payouts must be at least 0, each at most the one before"),
        (["100", "-5", "--payouts", "1"], "stacks must be at least 0 chips each"),
        (["100", "--payouts", "1,1"], "2 payouts for 1 player: at most one payout per player"),
        (["100", "200", "--payouts", "0"], "payouts must have one above 0 at least, got [0.0]"),
    ],
)
def test_icm_bad_input_is_named(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, out, err = cli(capsys, "icm", *args)
    assert code == 2 and out == "" and message in err and "Traceback" not in err
