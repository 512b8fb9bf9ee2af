"""An audit of the command line as its demanding users type it: the short deck's range grid, game
names in any case, -b for --board, --threads where the Python call takes it, and hostile numbers
and text (each an exit code 2 with a message naming the problem, never a traceback).

The hostile inputs that were already refused well when the audit was made stay here as a table,
so that they stay refused.  Most commands run in this process (``holdEm.cli.main``); the ones
that could crash or hang run in a child with a timeout and a memory limit.
"""

from __future__ import annotations

import io
import json
import re
import signal
import subprocess
import sys
import time

import pytest
from cli_support import cli_env, run_cli, start_cli
from cli_support import cli_in_process as cli

import holdEm
from holdEm import Range, _budget
from holdEm.cli import main as cli_main
from holdEm.cli import progress

SHORT_RANKS = "AKQJT9876"


# --- holdem range --game shortdeck: the 9x9 grid of the short deck's classes -------------------------------------


def grid_rows(text: str) -> list[list[tuple[str, float]]]:
    """The grid lines of ``holdem range`` as (class, share) cells; '.' is 0."""
    rows = []
    for line in text.splitlines():
        cells = re.findall(r"([AKQJT2-9]{2}[so]?) +(\d\.\d\d|\.)", line)
        if cells:
            rows.append([(name, 0.0 if share == "." else float(share)) for name, share in cells])
    return rows


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-triton"])
def test_range_grid_in_short_deck_is_nine_by_nine(capsys: pytest.CaptureFixture[str], game: str) -> None:
    """It was the 13x13 grid with the rows and columns of the twos to fives always empty."""
    code, out, err = cli(capsys, "range", "20%", "--game", game)
    assert code == 0, err
    rows = grid_rows(out)
    assert len(rows) == 9 and all(len(row) == 9 for row in rows)
    expected = Range("20%", game=game).grid(game)
    for r, row in enumerate(rows):
        for c, (name, share) in enumerate(row):
            high, low = SHORT_RANKS[min(r, c)], SHORT_RANKS[max(r, c)]
            assert name == (high * 2 if r == c else high + low + ("s" if r < c else "o"))
            assert share == pytest.approx(expected[r, c], abs=0.005)
    assert out.splitlines()[-1].startswith(f"{len(Range('20%', game=game))} combos (") and "of 630)" in out
    code, out, _ = cli(capsys, "range", "20%", "--game", game, "--json")
    data = json.loads(out)
    assert data["game"] == game and len(data["grid"]) == 81
    assert data["grid"] == dict(zip(holdEm.hand_range.grid_classes(game), expected.ravel().tolist()))


def test_range_grid_in_holdem_is_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "range", "20%")
    rows = grid_rows(out)
    assert code == 0 and len(rows) == 13 and all(len(row) == 13 for row in rows)
    assert [name for row in rows for name, _ in row] == list(holdEm.HAND_CLASSES)
    assert "of 1326)" in out
    data = json.loads(cli(capsys, "range", "20%", "--json")[1])
    assert len(data["grid"]) == 169 and "game" not in data


def test_range_random_in_short_deck(capsys: pytest.CaptureFixture[str]) -> None:
    """ "random" was refused in short deck ("the range holds 2d2c"); it is the deck's 630 combos."""
    code, out, err = cli(capsys, "range", "random", "--game", "shortdeck")
    assert code == 0, err
    assert "630 combos (100.0% of 630)" in out
    assert all(share == 1.0 for row in grid_rows(out) for _, share in row)


# --- the same flags across the subcommands --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["hits", "15%", "--board", "7h8h6c"],
        ["nextcard", "AsKs", "QhQd", "--board", "7h8h6c"],
        ["breakdown", "QQ+", "AsKs", "--board", "7h8h6c"],
        ["range", "15%"],
        ["preflop", "--ranking"],
    ],
    ids=["hits", "nextcard", "breakdown", "range", "preflop"],
)
def test_two_card_game_in_any_case(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    """--game of these was case-sensitive (invalid choice: 'ShortDeck'), unlike equity's and eval's."""
    plain = cli(capsys, *args, "--game", "shortdeck", "--json")
    assert plain[0] == 0, plain[2]
    assert cli(capsys, *args, "--game", " ShortDeck ", "--json") == plain


@pytest.mark.parametrize(
    "args",
    [
        ["equity", "AsKs", "QhQd"],
        ["hits", "QQ+"],
        ["nextcard", "AsKs", "QhQd"],
        ["breakdown", "QQ+", "AsKs"],
    ],
    ids=["equity", "hits", "nextcard", "breakdown"],
)
def test_b_is_board(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    long = cli(capsys, *args, "--board", "7h8h2c", "--json")
    assert long[0] == 0, long[2]
    short = cli(capsys, *args, "-b", "7h8h2c", "--json")
    if args[0] == "equity":  # the elapsed time differs
        assert json.loads(short[1])["equity"] == json.loads(long[1])["equity"]
    else:
        assert short == long


def test_threads_and_seed_of_the_analyses(capsys: pytest.CaptureFixture[str]) -> None:
    """next_card and equity_breakdown take threads (and the breakdown a seed); now their commands do."""
    one = cli(capsys, "nextcard", "AsKs", "QhQd", "--board", "7h8h2c", "--threads", "1", "--json")
    assert one[0] == 0 and json.loads(one[1]) == holdEm.next_card(["AsKs", "QhQd"], "7h8h2c").to_dict()
    code, out, err = cli(capsys, "breakdown", "QQ+", "random", "--threads", "2", "--seed", "7", "--json")
    assert code == 0, err
    expected = holdEm.equity_breakdown(["QQ+", "random"], threads=2, seed=7)
    assert json.loads(out)["equity"] == pytest.approx(expected.equity, abs=1e-12)
    for command in (["nextcard", "AsKs", "QhQd", "--board", "7h8h2c"], ["breakdown", "QQ+", "AsKs"]):
        code, _, err = cli(capsys, *command, "--threads", "-1")
        assert code == 2 and "argument --threads: must be >= 0" in err


def test_time_limit_of_the_analyses(capsys: pytest.CaptureFixture[str]) -> None:
    """The Python calls take a time limit; now their commands do, and say where they stopped."""
    slow = ["nextcard", "AhKh", "random", "random", "-b", "2c7d9h", "--threads", "1"]
    code, out, err = cli(capsys, *slow, "--time-limit", "0.1")
    assert code == 2 and out == "" and "next_card: --time-limit of 0.1 s reached after" in err
    code, out, err = cli(capsys, "breakdown", "random", "QQ+", "--threads", "1", "--time-limit", "0.1")
    assert code == 2 and out == ""
    assert re.search(r"--time-limit of 0.1 s reached after \d+ of \d+ combos up to suit symmetry", err)
    code, _, err = cli(capsys, "breakdown", "QQ+", "AKs", "--time-limit", "0")
    assert code == 2 and "argument --time-limit: must be > 0" in err
    assert cli(capsys, "nextcard", "AsKs", "QhQd", "-b", "7h8h2c", "--time-limit", "60")[0] == 0


def test_flops_past_its_time_limit_names_the_sampling_way(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = cli(capsys, "flops", "AsKs", "QhQd", "random", "--threads", "1", "--time-limit", "0.2")
    assert code == 2 and out == "" and "--trials N samples each class of flops with N deals instead" in err
    code, out, err = cli(capsys, "flops", "AsKs", "random", "random", "--trials", "5", "--time-limit", "0.01")
    assert code == 2 and "--trials N samples" not in err  # (sampled already)


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    "command",
    [
        ["nextcard", "AhKh", "random", "random", "-b", "2c7d9h"],  # (about 2 s: the engine calls every 0.25 s)
        ["breakdown", "QQ+", "random", "-b", "2c7d"],
        ["flops", "AhKh", "QQ", "JJ"],
    ],
)
def test_the_analyses_draw_a_progress_bar_on_a_terminal_only(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    """As equity's: the share of the analysis done, and the time left, then wiped before the answer."""
    monkeypatch.setattr(progress, "PROGRESS_AFTER_S", 0.0)
    monkeypatch.setattr(_budget, "_CALLBACK_INTERVAL", 0.0)  # (a call every 0.25 s: these take less)
    terminal = FakeTerminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert cli_main([*command, "--threads", "1"]) == 0
    drawn = terminal.getvalue()
    assert re.search(r"\[[#.]{30}\] +\d+\.\d%", drawn) and drawn.endswith("\r"), drawn[-300:]
    monkeypatch.undo()
    assert cli(capsys, *command, "--threads", "1")[2] == ""  # not a terminal: no bar


def test_ctrl_c_stops_an_analysis_and_says_so() -> None:
    """The analyses ended on Ctrl-C with exit code 130 and no word."""
    process = start_cli("breakdown", "random", "random", "--threads", "1", stdout=subprocess.DEVNULL)
    time.sleep(1.5)  # (the import and the set-up, then the walk over the combos)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=30)
    assert process.returncode == 130 and err.decode().strip().endswith("holdem breakdown: interrupted"), err


def test_next_card_too_large_is_one_line_at_once() -> None:
    """Three random hands on a turn grew until the system killed the process (a minute and more
    of swapping first); now exit code 2 with one line saying what to do."""
    script = (
        "import resource, sys\n"
        "resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))\n"
        "from holdEm.cli import main\n"
        "sys.exit(main(['nextcard', 'random', 'random', 'random', '--board', '2c7d9hTs']))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=cli_env(), timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("holdem nextcard: error: next_card: these 3 hands")


# --- hostile input: exit code 2, a message naming the problem, no traceback -----------------------------------------

# (arguments, what the message must contain).  All were refused so when the audit was made.
REFUSED: list[tuple[list[str], str]] = [
    (["equity", "AsKs", "QhQd", "--seed", "1.5"], "argument --seed: invalid int value: '1.5'"),
    (["equity", "AsKs", "QhQd", "--seed", "nan"], "argument --seed: invalid int value"),
    (["equity", "AsKs", "QhQd", "--trials", "1.5"], "argument --trials: must be an integer"),
    (["equity", "AsKs", "QhQd", "--trials", "nan"], "argument --trials: must be an integer"),
    (["equity", "AsKs", "QhQd", "--trials", "inf"], "argument --trials: must be an integer"),
    (["equity", "AsKs", "QhQd", "--trials", "1e999999999"], "argument --trials: is far too large"),
    (["equity", "AsKs", "QhQd", "--threads", "inf"], "argument --threads: must be an integer"),
    (["equity", "AsKs", "QhQd", "--threads", "1.5"], "argument --threads: must be an integer"),
    (["equity", "AsKs", "QhQd", "--target-stderr", "0"], "argument --target-stderr: must be > 0"),
    (["equity", "AsKs", "QhQd", "--target-stderr", "1e400", "--trials", "9"], "--target-stderr must be a positive"),
    (["equity", "AsKs", "QhQd", "--time-limit=-inf"], "argument --time-limit: must be > 0"),
    (["equity", "AsKs", "QhQd", "--exact", "--trials", "9"], "not allowed with argument --exact"),
    (["equity", "", "QhQd"], "player 1: empty hand"),
    (["equity", " ", "QhQd"], "player 1: empty hand"),
    (["equity", "ＡｓＫｓ", "QhQd"], "player 1: invalid range item"),
    (["equity", "AsKs", "QhQd", "--board", "5h6s7s8s9sTs"], "at most 5 cards"),
    (["equity", "AsKs", "QhQd", "--board", "2c", "--game", "shortdeck"], "card 2c is not in the short deck"),
    (["equity", "22+", "random", "--game", "shortdeck"], "the range holds 2d2c, a hand with a card below six"),
    (["equity", "AA", "KK", "--dead", "AsAhAd"], "player 1: the range has no hand left"),
    (["equity", *["random"] * 16, "--game", "shortdeck"], "too many players: 16 players"),
    (["equity", *["random"] * 24], "too many players: 24 players"),
    (["equity", "AsKs", "QhQd", "--game", "stud"], "unknown game 'stud'"),
    (["nextcard", "AsKs", "QhQd", "--board", ""], "a board of 3 or 4 cards"),
    (["nextcard", "AsKs", "QhQd", "--board", "7h8h2c", "--game", "stud"], "unknown game 'stud'"),
    (["nextcard", "AsKsQdJd", "random", "random", "--board", "7h8h2c", "--game", "omaha"], "too large"),
    (["nextcard", "AsKs", "--board", "7h8h2c"], "at least 2 players are needed, got 1"),
    (["nextcard", "AA", "KK", "--board", "AsAhAd"], "player 1: the range has no hand left"),
    (["breakdown", "AsKs", "QhQd", "--player", "0"], "players count from 1"),
    (["breakdown", "AsKs", "QhQd", "--player", "3"], "--player 3: there are only 2 players"),
    (["breakdown", "AsKs", "QhQd", "--player", "1.5"], "argument --player: must be an integer"),
    (["breakdown", "AA", "KK", "--board", "AsAhAd"], "player 1: the range has no hand left"),
    (["hits", "", "--board", "7h8h2c"], "empty range"),
    (["hits", "AA", "--board", "AsAhAd"], "no combo of the range is left"),
    (["hits", "AA", "--board", "7h8h2c", "--game", "shortdeck"], "board: card 2c is not in the short deck"),
    (["hits", "AA", "--board", "7h8h6c", "--dead", "2c", "--game", "shortdeck"], "dead cards: card 2c"),
    (["range", ""], "empty range"),
    (["range", " "], "empty range"),
    (["range", "0%"], "a share of hands must be above 0%"),
    (["range", "22+", "--game", "shortdeck"], "a card below six"),
    (["preflop", "ZZ"], "'ZZ' is not a hand class"),
    (["preflop", "AKs", "--players", "3"], "the shipped table is heads-up"),
    (["preflop", "AKs", "--game", "shortdeck"], "give --ranking for shortdeck's ranking"),
    (["eval", " "], "a hand needs 5, 6 or 7 cards, got 0"),
    (["eval", "AsKsQsJsTs", "--game", "poker"], "invalid choice: 'poker'"),
    (["eval", "AsKsQsJsTs9s8s7s"], "a hand needs 5, 6 or 7 cards, got 8"),
]


@pytest.mark.parametrize(("args", "message"), REFUSED, ids=[" ".join(a)[:60] for a, _ in REFUSED])
def test_hostile_input_is_refused(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    code, out, err = cli(capsys, *args)
    assert code == 2 and out == ""
    last = err.rstrip("\n").splitlines()[-1]
    assert message in last and ": error: " in last and "Traceback" not in err


def test_hostile_input_in_a_real_process() -> None:
    """The same from a real process: one error line (after argparse's usage), no traceback."""
    for args, message in (REFUSED[0], REFUSED[14], REFUSED[22]):
        done = run_cli(*args, timeout=60)
        stderr = done.stderr.decode()
        assert done.returncode == 2 and message in stderr and "Traceback" not in stderr
