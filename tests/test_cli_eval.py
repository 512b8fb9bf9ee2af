"""`holdem eval`, `holdem equity` (against a stand-in for holdEm.equity, and the real one), help."""

from __future__ import annotations

import importlib.metadata
import io
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
import types
from typing import Any

import pytest
from cli_support import cli_env, reference_strength, run_cli

import holdEm
from holdEm import cli
from holdEm.cli import equity as equity_cli
from holdEm.cli import progress

# --- eval ---------------------------------------------------------------------------------------


def test_eval_royal_flush() -> None:
    result = run_cli("eval", "AsKsQsJsTs9h2c")
    assert result.returncode == 0
    text = result.stdout.decode()
    assert "strength   7462" in text and "10 Royal flush" in text
    assert "best five  As Ks Qs Js Ts" in text and "score      91413121110" in text


def test_eval_cards_as_separate_arguments_and_json() -> None:
    result = run_cli("eval", "--json", "9s", "Th", "4d", "4s", "7s", "7h", "5s")
    assert result.returncode == 0
    data = json.loads(result.stdout)
    best = holdEm.best_hand("9sTh4d4s7s7h5s")
    assert data == {
        "game": "holdem",
        "strength": best.strength,
        "category": 3,
        "name": "Two pair",
        "cards": list(best.cards),
        "score": "30707040410",
    }


def test_eval_omaha() -> None:
    result = run_cli("eval", "--omaha", "6c3sJs8s7c", "Td6s5c3d")
    assert result.returncode == 0
    text = result.stdout.decode()
    assert "3 Two pair" in text and "score      30606030311" in text
    strength = reference_strength(holdEm.parse_cards("6c3sJs8s7c"), holdEm.parse_cards("Td6s5c3d"))
    assert f"strength   {strength} " in text
    kings = json.loads(run_cli("eval", "--omaha", "--json", "6c3sJs8s7c", "Kd4cKh2h").stdout)
    assert (kings["name"], kings["score"]) == ("Pair", "21313110807")


def test_eval_omaha_uses_exactly_two_hole_cards() -> None:
    # Four hearts on the board and one in the hand: a flush in Hold'em, not in Omaha.
    assert holdEm.best_hand("2h5h9hKh3cAh7c").category == 6
    data = json.loads(run_cli("eval", "--omaha", "--json", "2h5h9hKh3c", "Ah7c8d9s").stdout)
    assert data["category"] != 6
    assert data["strength"] == reference_strength(holdEm.parse_cards("2h5h9hKh3c"), holdEm.parse_cards("Ah7c8d9s"))


def test_omaha_best_hand_agrees_with_brute_force() -> None:
    rng = random.Random(3)
    for _ in range(200):
        cards = rng.sample(range(52), 5 + rng.choice((4, 5, 6)))
        best = holdEm.best_omaha_hand(holdEm.format_cards(cards[:5]), holdEm.format_cards(cards[5:]))
        assert best.strength == reference_strength(cards[:5], cards[5:])
        assert holdEm.evaluate(list(best.cards)) == best.strength


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["AsAs2c3d4h"], "duplicate card As"),
        (["AsKs"], "5, 6 or 7"),
        (["AsKsQsJsXx"], "unknown card"),
        (["--omaha", "6c3sJs8s7c"], "BOARD HOLE"),
        (["--omaha", "6c3sJs8s", "Td6s5c3d"], "board"),
        (["--omaha", "6c3sJs8s7c", "Td6s"], "hole"),
        (["--omaha", "6c3sJs8s7c", "Td6s5c6c"], "duplicate card 6c"),
    ],
)
def test_eval_bad_input(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["eval", *args]) == 2
    captured = capsys.readouterr()
    assert message in captured.err and captured.out == ""


# --- equity, against a stand-in ---------------------------------------------------------------


def FakeResult(  # noqa: N802 - stands in for a class
    trials: int, exact: bool, board: str = "", complete: bool = True, progress: float = 1.0
) -> holdEm.EquityResult:
    """A made-up holdEm.EquityResult (the calculator itself is not run)."""
    return holdEm.EquityResult(
        hands=("AsKs", "QhQd"),
        board=board,
        dead="",
        game="holdem",
        equity=(0.289899, 0.710101),
        win=(0.28, 0.70),
        tie=(0.019798, 0.019798),
        categories=((0.1, 0.4, 0.3, 0.1, 0.05, 0.05, 0.0, 0.0, 0.0, 0.0),) * 2,
        stderr=(0.0, 0.0) if exact else (0.001, 0.001),
        trials=trials,
        exact=exact,
        enumerated=exact,
        complete=complete,
        progress=progress,
        elapsed=0.25,
    )


class FakeEquity:
    """Records its calls; reports progress through the callback; may be interrupted."""

    def __init__(self, interrupt: bool = False, reports: int = 1, error: Exception | None = None) -> None:
        self.calls: list[dict[str, Any]] = []
        self.interrupt = interrupt
        self.reports = reports
        self.error = error

    def __call__(self, hands: list[str], board: str = "", dead: str = "", **options: Any) -> holdEm.EquityResult:
        self.calls.append({"hands": hands, "board": board, "dead": dead, **options})
        if self.error is not None:
            raise self.error
        for k in range(self.reports):
            trials = 1000 * (k + 1)
            progress = trials / options["trials"] if options["trials"] else 0.0
            partial = FakeResult(trials=trials, exact=False, board=board, complete=False, progress=progress)
            assert options["callback"](partial) is not False
        if self.interrupt:
            raise KeyboardInterrupt
        return FakeResult(trials=990, exact=options["exact"] is not False, board=board)


@pytest.fixture
def fake_equity(monkeypatch: pytest.MonkeyPatch) -> FakeEquity:
    fake = FakeEquity()
    monkeypatch.setattr(holdEm, "equity", fake, raising=False)
    return fake


def test_equity_table(fake_equity: FakeEquity, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["equity", "AsKs", "QhQd", "--board", "5h6sTd"]) == 0
    call = fake_equity.calls[0]
    assert (call["hands"], call["board"], call["dead"], call["game"]) == (
        ["AsKs", "QhQd"],
        "5h6sTd",
        "",
        "holdem",
    )
    assert (call["exact"], call["trials"], call["threads"], call["seed"]) == (None, None, 0, None)
    out = capsys.readouterr().out
    assert "AsKs" in out and "QhQd" in out and "28.990%" in out and "71.010%" in out
    assert "exact enumeration" in out and "Two pair" in out and "Royal flush" not in out


def test_a_hand_after_an_option_is_refused_with_where_hands_go(capsys: pytest.CaptureFixture[str]) -> None:
    """Not taken as one more player (``--board 5h 6s Td`` would make two of 6s and Td): refused,
    saying where hands go; an option's mistake keeps the plain message."""
    with pytest.raises(SystemExit):
        cli.main(["equity", "AsKs", "--board", "5h6sTd", "QhQd"])
    err = capsys.readouterr().err
    assert "unrecognized arguments: QhQd (the hands come before the options: holdem equity HAND HAND" in err
    with pytest.raises(SystemExit):
        cli.main(["equity", "AsKs", "QhQd", "--bord", "5h6sTd"])
    assert "unrecognized arguments: --bord 5h6sTd\n" in capsys.readouterr().err


def test_a_blank_hand_is_refused_without_the_one_player_note(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["equity", " "]) == 2
    assert capsys.readouterr().err == "holdem equity: error: player 1: empty hand: give cards, a range or 'random'\n"


def test_equity_options_reach_the_calculator(fake_equity: FakeEquity, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["equity", "AsKsQdJd", "random", "--dead", "2c", "--game", "omaha", "--trials", "5000"]
    args += ["--threads", "2", "--seed", "7", "--target-stderr", "0.001", "--time-limit", "3"]
    assert cli.main(args) == 0
    call = fake_equity.calls[0]
    assert (call["exact"], call["trials"], call["threads"], call["seed"]) == (False, 5000, 2, 7)
    assert (call["game"], call["dead"], call["target_stderr"], call["time_limit"]) == (
        "omaha",
        "2c",
        0.001,
        3.0,
    )
    assert "Monte Carlo" in capsys.readouterr().out
    assert cli.main(["equity", "AsKs", "QhQd", "--exact"]) == 0
    assert fake_equity.calls[1]["exact"] is True


def test_equity_unbounded_target_stderr_gets_a_note(
    fake_equity: FakeEquity, capsys: pytest.CaptureFixture[str]
) -> None:
    # 0.5 / sqrt(deals) bounds the error: 1e-9 may need 2.5e17 deals, so the run is said to be long.
    assert cli.main(["equity", "AsKs", "QhQd", "--target-stderr", "1e-9"]) == 0
    assert "may take up to 2.5e+17 deals; --time-limit or --trials bounds the run" in capsys.readouterr().err
    for bounded in (["--target-stderr", "1e-3"], ["--target-stderr", "1e-9", "--time-limit", "5"]):
        assert cli.main(["equity", "AsKs", "QhQd", *bounded]) == 0
        assert "note" not in capsys.readouterr().err, bounded


def test_equity_exact_and_trials_exclude_each_other(fake_equity: FakeEquity) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["equity", "AsKs", "QhQd", "--exact", "--trials", "10"])
    assert exit_info.value.code == 2


def test_equity_json(fake_equity: FakeEquity, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["equity", "AsKs", "QhQd", "--board", "5h6sTd", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["equity"] == [0.289899, 0.710101] and data["interrupted"] is False
    assert data["hands"] == ["AsKs", "QhQd"] and data["board"] == "5h6sTd"


@pytest.mark.parametrize("as_json", [False, True])
def test_equity_ctrl_c_prints_the_partial_result(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], as_json: bool
) -> None:
    monkeypatch.setattr(holdEm, "equity", FakeEquity(interrupt=True, reports=3), raising=False)
    assert cli.main(["equity", "AsKs", "QhQd"] + (["--json"] if as_json else [])) == 130
    out = capsys.readouterr().out
    if as_json:
        data = json.loads(out)
        assert data["interrupted"] is True and data["trials"] == 3000
    else:
        assert "INTERRUPTED" in out and "3,000 trials" in out and "28.990%" in out


def test_equity_ctrl_c_before_any_report(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(holdEm, "equity", FakeEquity(interrupt=True, reports=0), raising=False)
    assert cli.main(["equity", "AsKs", "QhQd"]) == 130
    assert "interrupted" in capsys.readouterr().err


def test_equity_brief_is_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``--brief``: each hand and its equity, a sampled one with its standard error, in one line."""
    assert cli.main(["equity", "AsKs", "QhQd", "--brief"]) == 0
    exact = holdEm.equity(["AsKs", "QhQd"])
    assert capsys.readouterr().out == f"AsKs {100 * exact.equity[0]:.3f}%  QhQd {100 * exact.equity[1]:.3f}%\n"
    assert cli.main(["equity", "AsKs", "QQ", "random", "--trials", "5000", "--seed", "3", "--brief"]) == 0
    sampled = holdEm.equity(["AsKs", "QQ", "random"], trials=5000, seed=3)
    cells = [f"{h} {100 * e:.3f}% ±{100 * s:.3f}%" for h, e, s in zip(sampled.hands, sampled.equity, sampled.stderr)]
    assert capsys.readouterr().out == "  ".join(cells) + "\n"
    monkeypatch.setattr(holdEm, "equity", FakeEquity(interrupt=True, reports=3), raising=False)
    assert cli.main(["equity", "AsKs", "QhQd", "--brief"]) == 130
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and out.startswith("AsKs 28.990% ±")
    assert out.endswith("(interrupted: the figures so far)\n")


def test_ctrl_c_while_the_command_loads_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The ``holdem`` entry point loads the package itself (a tenth of a second): a Ctrl-C in that
    moment printed a traceback.  Here a real SIGINT arrives while the command line loads, once
    raised as it comes, once turned into an ImportError as NumPy's C extensions turn it."""
    import _holdem_command

    class Loading(types.ModuleType):
        def __init__(self, name: str, as_import_error: bool) -> None:
            super().__init__(name)
            self.as_import_error = as_import_error

        def __getattr__(self, name: str) -> Any:
            try:
                os.kill(os.getpid(), signal.SIGINT)
                time.sleep(5)  # (the handler raises within milliseconds)
            except KeyboardInterrupt:
                if self.as_import_error:
                    raise ImportError("PyCapsule_Import could not import module") from None
                raise
            raise AssertionError("no KeyboardInterrupt")

    before = signal.getsignal(signal.SIGINT)
    for as_import_error in (False, True):
        monkeypatch.setitem(sys.modules, "holdEm.cli", Loading("holdEm.cli", as_import_error))
        assert _holdem_command.main() == 130 == equity_cli.EXIT_INTERRUPTED
        assert capsys.readouterr().err == "holdem: interrupted\n"
        assert signal.getsignal(signal.SIGINT) is before  # given back
    # An error while loading that no Ctrl-C caused is raised as it is.
    broken = types.ModuleType("holdEm.cli")
    monkeypatch.setitem(sys.modules, "holdEm.cli", broken)
    with pytest.raises(ImportError, match="cannot import name 'main'"):
        _holdem_command.main()
    monkeypatch.undo()
    # Loaded, it is the command line.
    done = subprocess.run(
        [sys.executable, "-c", "import _holdem_command, sys; sys.exit(_holdem_command.main())", "eval", "AsKsQsJsTs"],
        capture_output=True,
        env=cli_env(),
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout == run_cli("eval", "AsKsQsJsTs").stdout
    # Installed, the command is this entry point.
    installed = [e for e in importlib.metadata.entry_points(group="console_scripts") if e.name == "holdem"]
    assert [e.value for e in installed] in ([], ["_holdem_command:main"])


def test_equity_bad_input(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    fake = FakeEquity(error=ValueError("duplicate card As"))
    monkeypatch.setattr(holdEm, "equity", fake, raising=False)
    assert cli.main(["equity", "AsKs", "AsQd"]) == 2
    assert "duplicate card As" in capsys.readouterr().err


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_on_a_terminal_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress, "PROGRESS_AFTER_S", 0.0)
    request = equity_cli.EquityRequest(hands=["AsKs", "QhQd"], trials=4000)
    terminal, out = FakeTerminal(), io.StringIO()
    assert equity_cli.run_equity(request, stdout=out, stderr=terminal, equity=FakeEquity(reports=2)) == 0
    drawn = terminal.getvalue()
    assert "[" in drawn and " 25.0%" in drawn and " 50.0%" in drawn and "2,000 trials" in drawn
    assert drawn.endswith("\r")  # the bar is wiped before the result is printed
    pipe = io.StringIO()
    assert equity_cli.run_equity(request, stdout=io.StringIO(), stderr=pipe, equity=FakeEquity(reports=2)) == 0
    assert pipe.getvalue() == ""


@pytest.mark.parametrize("columns, bar", [(200, 30), (60, None), (40, 0), (12, 0)])
def test_progress_bar_fits_the_terminal(monkeypatch: pytest.MonkeyPatch, columns: int, bar: int | None) -> None:
    """Each redraw stays on its line: at most the terminal's width less a column (a full 86
    characters wrapped on a narrow terminal, and every redraw left a line behind), the bar
    narrower where there is less room, none at all where there is too little."""
    monkeypatch.setattr(progress, "PROGRESS_AFTER_S", 0.0)
    monkeypatch.setenv("COLUMNS", str(columns))
    request = equity_cli.EquityRequest(hands=["AsKs", "QhQd"], trials=4000)
    terminal = FakeTerminal()
    assert equity_cli.run_equity(request, stdout=io.StringIO(), stderr=terminal, equity=FakeEquity(reports=2)) == 0
    lines = [line for line in terminal.getvalue().split("\r") if line.strip()]
    assert lines and all(len(line) <= columns - 1 for line in lines), lines
    widths = {len(m) for line in lines for m in re.findall(r"\[([#.]*)\]", line)}
    if bar is not None:
        assert widths == ({bar} if bar else set()), lines
    assert terminal.getvalue().endswith("\r") and terminal.getvalue().split("\r")[-2].strip() == ""  # wiped


# --- equity, the real calculator --------------------------------------------------------------


@pytest.mark.skipif(not hasattr(holdEm, "equity"), reason="holdEm.equity is not built yet")
def test_real_equity_json() -> None:
    result = run_cli("equity", "AsKs", "QhQd", "--json", timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count(b"\n") == 1  # one line, as every command's --json
    data = json.loads(result.stdout)
    assert data["exact"] is True
    assert data["equity"][0] == pytest.approx(0.462145, abs=1e-6)
    assert data["equity"][1] == pytest.approx(0.537855, abs=1e-6)
    table = run_cli("equity", "AsKs", "QhQd", "--board", "5h6sTd", timeout=120).stdout.decode()
    assert "28.990%" in table
    lines = table.splitlines()
    head = lines[lines.index("hand categories (probability of ending with each):") + 1]
    assert head.split() == ["1", "AsKs", "2", "QhQd"]  # each player's number and hand, as the rows above


def test_real_equity_table_shows_the_cards_as_read_and_no_nan(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["equity", "AsKs", "QhQd", "--board", "5H6STD", "--dead", "2C"]) == 0
    assert capsys.readouterr().out.startswith("holdem, board 5h6sTd, dead 2c: exact enumeration")
    # One deal has no standard error: a dash, not "nan%".
    assert cli.main(["equity", "AsKs", "QhQd", "--trials", "1", "--seed", "1"]) == 0
    rows = capsys.readouterr().out.splitlines()[2:4]
    assert all(row.endswith("        -") and "nan" not in row for row in rows), rows


# --- help ---------------------------------------------------------------------------------------


def help_text(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(args)
    assert exit_info.value.code == 0
    return capsys.readouterr().out


def test_help_everywhere_shows_examples(capsys: pytest.CaptureFixture[str]) -> None:
    text = help_text(["--help"], capsys)
    assert "examples:" in text and "--type=2" in text
    for command in ("compare", "generate", "validate", "eval", "equity"):
        assert command in text
        assert "example" in help_text([command, "--help"], capsys), command
    assert "--json" in help_text(["equity", "--help"], capsys)
    assert help_text(["--Help"], capsys) == text  # the original's spelling


def test_every_help_text_shows_percent_signs_once(capsys: pytest.CaptureFixture[str]) -> None:
    # argparse %-formats argument help but not descriptions: a "%%" meant for one shows as typed.
    text = help_text(["--help"], capsys)
    commands = re.findall(r"^    ([a-z]+)\s", text, flags=re.MULTILINE)
    assert len(commands) >= 15
    for command in commands:
        shown = help_text([command, "--help"], capsys)
        assert "%%" not in shown, command
        assert "%(" not in shown, command


def test_help_usage_and_version_through_python_m() -> None:
    result = run_cli("--help")
    assert result.returncode == 0 and b"examples:" in result.stdout
    result = run_cli()
    assert result.returncode == 2 and b"usage: holdem" in result.stderr
    version = run_cli("--version")
    assert version.returncode == 0 and version.stdout.decode().startswith("holdem ")


def test_an_unknown_flag_is_named_with_its_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    # The subcommand's usage and name, where argparse would print the top level's.
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["nextcard", "AsKs", "QhQd", "--board", "7h8h2c", "--seed", "3"])
    err = capsys.readouterr().err
    assert exit_info.value.code == 2
    assert "usage: holdem nextcard" in err and "holdem nextcard: error: unrecognized arguments: --seed 3" in err


def test_library_names_in_messages_are_spelled_as_flags() -> None:
    from holdEm.cli.subcommand import as_flags

    assert as_flags("small_blind must be at most 1") == "--small-blind must be at most 1"
    assert as_flags("exact=True enumerates: target_stderr is for Monte Carlo (exact=False or None)") == (
        "--exact enumerates: --target-stderr is for Monte Carlo (without --exact)"
    )
    assert as_flags("use Monte Carlo (exact=False)") == "use Monte Carlo (drop --exact, or use --trials N instead)"
    # Whole names only: other words and flags already spelled stay as they are.
    for kept in ("my_time_limit", "time_limits", "--time-limit", "exact=True2", "big_blinds"):
        assert as_flags(f"a {kept} b") == f"a {kept} b"
