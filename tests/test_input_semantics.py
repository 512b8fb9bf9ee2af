"""Input that means something else than it looks (issue 19, part 2).

Each section and test names the item of the issue it checks; the range
grammar's (item 6) tests are in test_ranges.py.  Answers are checked
against independent computations or the command line run for real.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from cli_support import cli_env, run_cli

import holdEm
from holdEm.cli import equity as equity_cli

# --- 1. range weights whatever the locale ----------------------------------------------------------------------------

LOCALE = "de_DE.UTF-8"  # its decimal mark is a comma

_LOCALE_CHILD = """
import json, locale, sys
import holdEm
locale.setlocale(locale.LC_ALL, sys.argv[1])
out = {"decimal_point": locale.localeconv()["decimal_point"], "comma_number": locale.atof("0,5")}
out["range"] = holdEm.parse_range("AK:0.5,QQ:2.5e-1,JJ:75%,[12.5]TT[/12.5]")
out["equity"] = holdEm.equity(["AsKs", "QQ:0.5,JJ:0.25"], board="2c7d9h").equity
print(json.dumps(out))
"""


@cache
def comma_locale_env(tmp_dir: str) -> dict[str, str] | str:
    """An environment in which LOCALE can be set: the system's, else one generated; or why there is none."""
    env = cli_env()
    probe = [sys.executable, "-c", f"import locale; locale.setlocale(locale.LC_ALL, {LOCALE!r})"]
    if subprocess.run(probe, env=env, capture_output=True).returncode == 0:
        return env
    localedef = shutil.which("localedef")
    if localedef is None:
        return f"the machine has no {LOCALE} locale and no localedef to generate one"
    # Generated into a private folder (LOCPATH), so the machine's locales are left alone.
    made = subprocess.run([localedef, "-i", "de_DE", "-f", "UTF-8", f"{tmp_dir}/{LOCALE}"], capture_output=True)
    env["LOCPATH"] = tmp_dir
    if subprocess.run(probe, env=env, capture_output=True).returncode != 0:
        return f"localedef could not make {LOCALE}: {made.stderr.decode(errors='replace').strip()[:200]}"
    return env


@pytest.fixture(scope="module")
def comma_locale(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    env = comma_locale_env(str(tmp_path_factory.mktemp("locale")))
    if isinstance(env, str):
        pytest.skip(env)
    return env


def test_range_numbers_do_not_depend_on_the_locale(comma_locale: dict[str, str]) -> None:
    """Item 1: under a comma-decimal locale, "0.5" is still one half (strtod read it as invalid)."""
    child = subprocess.run(
        [sys.executable, "-c", _LOCALE_CHILD, LOCALE], env=comma_locale, capture_output=True, timeout=60
    )
    assert child.returncode == 0, child.stderr.decode(errors="replace")
    out = json.loads(child.stdout)
    assert out["decimal_point"] == "," and out["comma_number"] == 0.5  # the locale really is in force
    r = out["range"]
    assert {r["AsKs"], r["QsQh"], r["JsJh"], r["TsTh"]} == {0.5, 0.25, 0.75, 0.125}
    expected = holdEm.equity(["AsKs", "QQ:0.5,JJ:0.25"], board="2c7d9h").equity  # this process: the C locale
    assert out["equity"] == pytest.approx(expected, abs=1e-15)


# --- 2. tiny weights -------------------------------------------------------------------------------------------------


def brute_force_equity(ranges: list[dict[str, float]], board: str) -> float:
    """Player 1's heads-up equity: every pair of combos and every runout, weighted, from the evaluator alone."""
    board_cards = holdEm.parse_cards(board)
    num = den = 0.0
    for (c1, w1), (c2, w2) in itertools.product(*(r.items() for r in ranges)):
        h1, h2 = holdEm.parse_cards(c1), holdEm.parse_cards(c2)
        used = set(h1) | set(h2) | set(board_cards)
        if len(used) != 4 + len(board_cards):
            continue
        rest = [c for c in range(52) if c not in used]
        runouts = np.array(list(itertools.combinations(rest, 5 - len(board_cards))), dtype=np.uint8)
        common = np.hstack([np.tile(np.array(board_cards, dtype=np.uint8), (len(runouts), 1)), runouts])
        s1 = holdEm.evaluate_batch(np.hstack([common, np.tile(np.array(h1, dtype=np.uint8), (len(runouts), 1))]))
        s2 = holdEm.evaluate_batch(np.hstack([common, np.tile(np.array(h2, dtype=np.uint8), (len(runouts), 1))]))
        share = (s1 > s2).sum() + 0.5 * (s1 == s2).sum()
        num += w1 * w2 * share
        den += w1 * w2 * len(runouts)
    return num / den


def test_tiny_weights_give_the_exact_answer() -> None:
    """Item 2: weights whose products are subnormal (or zero) must not change the answer."""
    board = "2c5d9h"
    tiny = holdEm.equity(["AA:2e-162,QQ:3e-162", "KK:3e-162"], board=board, exact=True)
    # Independent: the same ratios as small integers, by brute force over every runout.
    reference = brute_force_equity(
        [{c: 2.0 for c in holdEm.parse_range("AA")} | {c: 3.0 for c in holdEm.parse_range("QQ")},
         {c: 3.0 for c in holdEm.parse_range("KK")}],
        board,
    )  # fmt: skip
    assert tiny.equity[0] == pytest.approx(reference, abs=1e-12)
    assert tiny.equity[0] == pytest.approx(0.4168, abs=1e-4)  # the figure the issue gives
    scaled = holdEm.equity(["AA:0.2,QQ:0.3", "KK:0.3"], board=board, exact=True)
    assert tiny.equity == pytest.approx(scaled.equity, abs=1e-12)


def test_weights_too_small_to_multiply_still_deal() -> None:
    """Item 2: 1e-200 * 1e-200 is 0 in doubles; the deal is still possible and weighs like any other."""
    tiny = holdEm.equity(["AA:1e-200", "KK:1e-200"], exact=True)
    plain = holdEm.equity(["AA", "KK"], exact=True)
    assert tiny.equity == pytest.approx(plain.equity, abs=1e-12)
    mc_tiny = holdEm.equity(["AA:1e-200", "KK:1e-200"], trials=20_000, seed=3)
    mc_plain = holdEm.equity(["AA", "KK"], trials=20_000, seed=3)
    assert mc_tiny.equity == pytest.approx(mc_plain.equity, abs=1e-12)


def test_parse_range_keeps_the_weights_as_written() -> None:
    """Item 2: normalising is for dealing only."""
    r = holdEm.parse_range("AA:1e-200,KK:3e-162,QQ:0.25")
    assert r["AsAh"] == 1e-200 and r["KsKh"] == 3e-162 and r["QsQh"] == 0.25


# --- 3. what a callback's answer means -------------------------------------------------------------------------------


def run_with_answer(answer: object) -> tuple[int, holdEm.EquityResult]:
    calls = [0]

    def callback(result: holdEm.EquityResult) -> Any:
        calls[0] += 1
        return answer

    result = holdEm.equity(["random"] * 3, trials=10**10, time_limit=0.8, seed=1, callback=callback)
    return calls[0], result


@pytest.mark.parametrize("answer", [False, np.False_, 0, 0.0, "", []], ids=repr)
def test_falsy_callback_answers_stop(answer: object) -> None:
    """Item 3: any falsy answer but None stops the run at once (np.False_ used to be ignored)."""
    calls, result = run_with_answer(answer)
    assert calls == 1
    assert 0 < result.trials < 10**10 and not result.exact


@pytest.mark.parametrize("answer", [None, True, np.True_, 1], ids=repr)
def test_none_and_true_callback_answers_go_on(answer: object) -> None:
    """Item 3: None (a callback without return) and true values go on until the time limit."""
    calls, _ = run_with_answer(answer)
    assert calls >= 2


def test_callback_answer_without_a_truth_value_raises() -> None:
    """Item 3: an answer that cannot be read as true or false is an error, not a silent go-on."""
    with pytest.raises(ValueError, match="truth value"):
        holdEm.equity(["random"] * 3, trials=10**9, seed=1, callback=lambda result: np.array([1, 2]))


# --- 4. closed standard streams --------------------------------------------------------------------------------------

STREAM = {"stdin": 0, "stdout": 1, "stderr": 2}


def run_without(stream: str, *args: str, input: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    """The real command with one standard stream closed (as `<&-`, `>&-`, `2>&-` do); the others captured."""
    fd = STREAM[stream]
    pipes: dict[str, Any] = {"stdin": subprocess.PIPE, "stdout": subprocess.PIPE, "stderr": subprocess.PIPE}
    pipes[stream] = subprocess.DEVNULL  # then closed in the child, before Python starts
    child = subprocess.Popen(
        [sys.executable, "-m", "holdEm", *args], env=cli_env(), preexec_fn=lambda: os.close(fd), **pipes
    )
    out, err = child.communicate(None if stream == "stdin" else input, timeout=60)
    return subprocess.CompletedProcess(child.args, child.returncode, out or b"", err or b"")


def assert_one_line_error(text: bytes, pattern: str) -> None:
    lines = text.decode(errors="replace").splitlines()
    assert len(lines) == 1, lines
    assert re.search(pattern, lines[0]), lines[0]
    assert "Traceback" not in lines[0]


@pytest.mark.parametrize(
    "stream, args, pattern",
    [
        ("stdin", ["compare"], r"^holdem compare: error: standard input is closed; compare reads"),
        ("stdin", ["generate", "--size", "10"], r"^holdem generate: error: standard input is closed"),
        ("stdin", ["--type=2"], r"^holdem compare: error: standard input is closed"),
        ("stdin", ["validate", "--ifile", os.devnull], r"^holdem validate: error: standard input is closed"),
        ("stdout", ["equity", "AsKs", "QhQd"], r"^holdem equity: error: standard output is closed"),
        ("stdout", ["eval", "AsKsQsJsTs"], r"^holdem eval: error: standard output is closed"),
        ("stdout", ["compare"], r"^holdem compare: error: standard output is closed"),
    ],
)
def test_a_needed_closed_stream_is_an_error_on_stderr(stream: str, args: list[str], pattern: str) -> None:
    """Item 4: a one-line error on stderr and exit code 2, not a traceback or lost output with exit 0."""
    result = run_without(stream, *args, input=b"9sTh4d4s7s 7h5s QsAs\n")
    assert result.returncode == 2
    assert_one_line_error(result.stderr, pattern)
    assert result.stdout == b""


def test_closed_stderr_for_dbg_is_an_error_on_stdout() -> None:
    """Item 4: `compare --dbg 2>&-`: the only stream left, stdout, carries the error."""
    result = run_without("stderr", "compare", "--dbg", input=b"9sTh4d4s7s 7h5s QsAs\n")
    assert result.returncode == 2
    assert_one_line_error(result.stdout, r"^holdem compare: error: standard error is closed; --dbg writes there")


def test_streams_a_command_does_not_need_may_be_closed(tmp_path: Path) -> None:
    """Item 4: the check is per command: what a command does not use may be closed."""
    result = run_without("stderr", "compare", input=b"9sTh4d4s7s 7h5s QsAs\n")
    assert (result.returncode, result.stdout) == (0, b"7h5s QsAs\n")
    result = run_without("stdin", "generate", "--size", "3", "--seed", "1", "--ofile", str(tmp_path / "v.txt"))
    assert result.returncode == 0 and result.stdout.count(b"\n") == 3, result.stderr
    result = run_without("stdin", "eval", "AsKsQsJsTs")
    assert result.returncode == 0 and b"Royal flush" in result.stdout


# --- 5 and 8: the equity command line's shape ------------------------------------------------------------------------


def test_adjacent_single_cards_get_a_note() -> None:
    """Item 5: `Ah Kd QQ` runs three players, and says so on stderr in one line."""
    result = run_cli("equity", "Ah", "Kd", "QQ", "--trials", "2000", "--seed", "1", "--json")
    assert result.returncode == 0, result.stderr
    note = result.stderr.decode().splitlines()
    assert len(note) == 1
    assert "Ah Kd are read as 2 players" in note[0] and "like AhKd" in note[0]
    assert json.loads(result.stdout)["hands"] == ["Ah", "Kd", "QQ"]  # the run went on, as read


def test_no_note_for_one_argument_or_cards_apart() -> None:
    """Item 5: "Ah Kd" quoted is one player; single cards that are not adjacent get no note."""
    for args in (["Ah Kd", "QQ"], ["Ah", "QQ", "Kd"], ["AhKd", "QQ"]):
        result = run_cli("equity", *args, "--trials", "1000", "--seed", "1", "--json")
        assert result.returncode == 0 and result.stderr == b"", (args, result.stderr)
    assert len(json.loads(run_cli("equity", "Ah Kd", "QQ", "--trials", "10", "--json").stdout)["hands"]) == 2


@pytest.mark.parametrize(
    "hands, game, suggestion",
    [
        (["Ah", "Kd"], "holdem", "like AhKd"),
        (["Ah", "Kd", "Qs", "Qc"], "holdem", "like AhKd QsQc"),
        (["QQ", "Ah", "Kd", "Qs", "Qc", "5h"], "plo4", "like AhKdQsQc 5h"),
        (["Ah", "Kd", "Qs"], "plo5", "4 random cards; write a player's cards together, like AhKdQs"),
    ],
)
def test_note_suggests_the_hands_written_together(hands: list[str], game: str, suggestion: str) -> None:
    (note,) = equity_cli.equity_notes(hands, game)
    assert note.endswith(suggestion)


@pytest.mark.parametrize(
    ("hands", "game", "notes"),
    [
        (["AsKs", "QhQd"], "omaha", ["AsKs is 2 cards and a hand in omaha has 4: the other 2", "QhQd is 2"]),
        (["AsKsQdJd", "2c2d3c3dTs"], "plo6", ["AsKsQdJd is 4 cards and a hand in plo6 has 6", "2c2d3c3dTs is 5"]),
        (["AsKs QhQd", "JJ"], "holdem", ["'AsKs QhQd' is one player holding one of 2 hands (a range)"]),
        (["As Ks Qh Qd", "JJ"], "holdem", []),  # not hands side by side (the engine refuses four cards)
        (["AsKs,QhQd", "JJ"], "holdem", []),  # a comma: range text, as meant
        (["AsKsQdJd", "random"], "omaha", []),
        (["AsKs", "QhQd"], "holdem", []),
    ],
)
def test_notes_on_hands_of_too_few_cards_or_two_in_one(hands: list[str], game: str, notes: list[str]) -> None:
    """A typo in --game (an Omaha game for Hold'em hands) or two hands quoted as one argument ran
    without a word: the hands of too few cards had the rest dealt at random, the two hands were
    one player's range."""
    found = equity_cli.equity_notes(hands, game)
    assert len(found) == len(notes) and all(want in note for want, note in zip(notes, found)), found


def test_one_player_shows_the_categories_first() -> None:
    """Item 8: one player always has 100%; say so and put the hand-category odds first."""
    result = run_cli("equity", "AhKh", "--trials", "1e4", "--seed", "1")
    assert result.returncode == 0, result.stderr
    assert "with one player the equity is always 100%" in result.stderr.decode()
    out = result.stdout.decode()
    assert out.index("hand categories") < out.index("equity") < out.index("100.000%")
    assert "High card" in out and "Flush" in out


# --- 7. numbers and games on the command line ------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["PLO", "plo", "plo4", "Omaha", "OMAHA", "omaha"])
def test_omaha_spellings(game: str) -> None:
    """Item 7: every usual spelling of four-card Omaha, in any case, is the same game."""
    result = run_cli("equity", "AsKsQdJd", "7c7d8h9h", "--game", game, "--trials", "2000", "--seed", "5", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    reference = holdEm.equity(["AsKsQdJd", "7c7d8h9h"], game="omaha", trials=2000, seed=5)
    assert data["equity"] == list(reference.equity)


@pytest.mark.parametrize("text, trials", [("1e4", 10_000), ("2.5e3", 2_500), ("1_000", 1_000), ("3000", 3_000)])
def test_trials_in_scientific_notation(text: str, trials: int) -> None:
    """Item 7: a whole number written as a float is that integer."""
    result = run_cli("equity", "AsKs", "QhQd", "--trials", text, "--seed", "1", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["trials"] == trials


@pytest.mark.parametrize(
    "args, message",
    [
        (["--trials", "1.5"], "argument --trials: must be an integer"),
        (["--trials", "1e-3"], "argument --trials: must be an integer"),
        (["--trials", "abc"], "argument --trials: must be an integer"),
        (["--trials", "0"], "trials must be positive (1 to 2**50), got '0'"),
        (["--trials=-1e3"], "trials must be positive (1 to 2**50)"),
        (["--trials", "1e16"], "trials must be at most 2**50 (1,125,899,906,842,624)"),
        (["--trials", "1e999999999"], "argument --trials: is far too large"),
        (["--threads", "abc"], "argument --threads: must be an integer"),
        (["--threads", "-1"], "argument --threads: must be >= 0"),
        (["--time-limit", "abc"], "argument --time-limit: must be a number > 0, got 'abc'"),
        (["--target-stderr", "x"], "argument --target-stderr: must be a number > 0"),
        (
            ["--game", "poker"],
            "argument --game: unknown game 'poker': use holdem, omaha (= plo or plo4), plo5, plo6, shortdeck, "
            "shortdeck-triton, omaha-hilo (= omaha8 or plo-hilo or plo4-hilo or plo8), plo5-hilo or plo6-hilo",
        ),
    ],
)
def test_bad_numbers_are_refused_before_a_run_in_plain_words(args: list[str], message: str) -> None:
    """Item 7: argparse's messages name the option and the rule, never a Python function like _non_negative."""
    result = run_cli("equity", "AsKs", "QhQd", *args, timeout=30)
    err = result.stderr.decode()
    assert result.returncode == 2 and result.stdout == b""
    assert message in err
    assert not re.search(r"(?<![\w-])_[a-z]", err), err  # no internal name


def test_generate_size_errors_in_plain_words() -> None:
    result = run_cli("generate", "--size", "ten")
    assert result.returncode == 2
    assert "argument --size: must be an integer (like 1000000 or 1e6), got 'ten'" in result.stderr.decode()


# --- 9. errors in the command line's own terms -----------------------------------------------------------------------


def test_a_bad_card_is_named() -> None:
    """Item 9: `AhXd` is not an unknown range item but a hand with a card that is not one."""
    result = run_cli("equity", "AhXd", "KK")
    err = result.stderr.decode()
    assert result.returncode == 2
    assert "player 1:" in err and "'Xd' is not a card" in err and "a suit c, d, h or s" in err


def test_exact_too_large_names_the_flags() -> None:
    """Item 9: the command line speaks of --exact and --trials, the Python API of exact=False."""
    result = run_cli("equity", *["random"] * 7, "--exact", timeout=60)
    err = result.stderr.decode()
    assert result.returncode == 2
    assert "use Monte Carlo (drop --exact, or use --trials N instead)" in err and "exact=False" not in err
    with pytest.raises(ValueError, match=r"use Monte Carlo \(exact=False\)"):
        holdEm.equity(["random"] * 7, exact=True)
