"""`holdem compare`: the original comparator's answers, ties, --dbg scores, bad lines, streaming."""

from __future__ import annotations

import random
import re
import select
import signal
import subprocess

import pytest
from cli_support import reference_answer, run_cli, start_cli

import holdEm
from holdEm import _core, cli
from holdEm.comparator import compare_line, describe_line

# The original README's comparator examples (input -> expected output).
README_EXAMPLES = [
    ("9sTh4d4s7s 7h5s QsAs", "7h5s QsAs"),
    ("8h9d6c4d5h Ah7d Kh5c", "Kh5c Ah7d"),
    ("9d2d6hJsAd Ks5h QsAs 8s4d Jd3d Jc7h", "8s4d Ks5h Jc7h QsAs Jd3d"),
    # Omaha: Td6s5c3d makes two pair (6s 3d with the board's 6c 3s Js), which
    # beats Kd4cKh2h's pair of kings, in whichever order the hands come.
    ("6c3sJs8s7c Kd4cKh2h Td6s5c3d", "Kd4cKh2h Td6s5c3d"),
    ("6c3sJs8s7c Td6s5c3d Kd4cKh2h", "Kd4cKh2h Td6s5c3d"),
]

# The original README's validation-file sample (sample->result) and its --dbg
# listing: each hand with its score string.
README_SAMPLES = [
    ("2sJs8dAd7c JhKh Ts6s", "Ts6s JhKh", {"Ts6s": "11411100807", "JhKh": "21111141308"}),
    ("8hThTc6cKs JcJh Ah6d", "Ah6d JcJh", {"Ah6d": "31010060614", "JcJh": "31111101013"}),
    ("8h8c6cKs4s Jh5d 3hTd", "3hTd Jh5d", {"3hTd": "20808131006", "Jh5d": "20808131106"}),
    ("8cTcJs8d3c Ah5s Td5c", "Ah5s Td5c", {"Ah5s": "20808141110", "Td5c": "31010080811"}),
    ("8hAcKc4s5h JhJd TdQh", "TdQh JhJd", {"TdQh": "11413121008", "JhJd": "21111141308"}),
    ("9h6c6h8s7c 5d4c Kh6d", "Kh6d 5d4c", {"Kh6d": "40606061309", "5d4c": "50908070605"}),
    ("9s6c8dKsJh Kd7s Qd6s", "Qd6s Kd7s", {"Qd6s": "20606131211", "Kd7s": "21313110908"}),
    ("6cKc8dKdAh 7s4h 3hTs", "7s4h 3hTs", {"7s4h": "21313140807", "3hTs": "21313141008"}),
    ("9sJsAdKsQc 2hAs 6dTs", "2hAs 6dTs", {"2hAs": "21414131211", "6dTs": "51413121110"}),
    ("2sAc9hThKc AhQc KhAs", "AhQc KhAs", {"AhQc": "21414131210", "KhAs": "31414131310"}),
]

# One line per category: (line, hand, its best five, its score string).
CATEGORY_LINES = [
    ("2c7d9hJsKd 3c4h 5s6s", "3c4h", "KdJs9h7d4h", "11311090704"),
    ("2c7d9hJsKd Kh3c 5s6s", "Kh3c", "KhKdJs9h7d", "21313110907"),
    ("2c7d9hJsKd KhJc 5s6s", "KhJc", "KhKdJsJc9h", "31313111109"),
    ("2c7d9hJsKd KhKc 5s6s", "KhKc", "KhKdKcJs9h", "41313131109"),
    ("2c7d9hJsKd Th8c 5s6s", "Th8c", "JsTh9h8c7d", "51110090807"),
    ("2c3d4h9sKd Ah5c 7s7h", "Ah5c", "5c4h3d2cAh", "50504030201"),
    ("2c7c9hJcKd Ac4c 5s6s", "Ac4c", "AcJc7c4c2c", "61411070402"),
    ("2c7d7hJsKd 7s2d 5s6s", "7s2d", "7s7h7d2d2c", "70707070202"),
    ("2c7d7hJsKd 7s7c 5s6s", "7s7c", "7s7h7d7cKd", "80707070713"),
    ("5h6h7h2c3d 8h9h 5s6s", "8h9h", "9h8h7h6h5h", "90908070605"),
    ("ThJhQh2c3d KhAh 5s6s", "KhAh", "AhKhQhJhTh", "91413121110"),
]


def debug_scores(debug_line: str) -> dict[str, tuple[str, str]]:
    """HAND -> (best five, score) from a --dbg line."""
    return {m[0]: (m[1], m[2]) for m in re.findall(r"(\S+)\|(\S+)->(\d{11})\|", debug_line)}


def test_readme_examples() -> None:
    lines = [line for line, _ in README_EXAMPLES]
    result = run_cli("compare", input="\n".join(lines) + "\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().splitlines() == [answer for _, answer in README_EXAMPLES]
    for line, answer in README_EXAMPLES:
        assert reference_answer(line) == answer  # the independent reference agrees


def test_readme_samples_and_their_dbg_scores() -> None:
    result = run_cli("compare", "--dbg", input="".join(line + "\n" for line, _, _ in README_SAMPLES))
    assert result.returncode == 0
    assert result.stdout.decode().splitlines() == [answer for _, answer, _ in README_SAMPLES]
    debug = result.stderr.decode().splitlines()
    assert len(debug) == len(README_SAMPLES)
    for line, (_, answer, scores) in zip(debug, README_SAMPLES):
        found = debug_scores(line)
        assert list(found) == answer.split()  # listed weakest first, like the answer
        assert {hand: score for hand, (_, score) in found.items()} == scores


@pytest.mark.parametrize(("line", "hand", "five", "score"), CATEGORY_LINES)
def test_dbg_score_for_every_category(line: str, hand: str, five: str, score: str) -> None:
    best_five, got = debug_scores(describe_line(line))[hand]
    assert got == score
    assert best_five == five
    assert got == holdEm.best_hand(line.split()[0] + hand).score  # the Python API agrees


def test_dbg_through_the_command_line() -> None:
    result = run_cli("compare", "--dbg", input="".join(line + "\n" for line, *_ in CATEGORY_LINES))
    assert result.returncode == 0
    debug = result.stderr.decode().splitlines()
    assert [debug_scores(d)[hand][1] for d, (_, hand, _, _) in zip(debug, CATEGORY_LINES)] == [
        score for *_, score in CATEGORY_LINES
    ]
    assert "50504030201" in result.stderr.decode()


def test_dbg_omaha_and_five_card_draw() -> None:
    found = debug_scores(describe_line("6c3sJs8s7c Td6s5c3d Kd4cKh2h"))
    assert found == {"Kd4cKh2h": ("KhKdJs8s7c", "21313110807"), "Td6s5c3d": ("6s6c3s3dJs", "30606030311")}
    found = debug_scores(describe_line("Ah2h3h4h5h KsKdKcKh2c", game="five-card-draw"))
    assert found == {"KsKdKcKh2c": ("KsKhKdKc2c", "81313131302"), "Ah2h3h4h5h": ("5h4h3h2hAh", "90504030201")}
    # Any case and spaces around the game's name, as every game= of the library.
    assert describe_line("Ah2h3h4h5h KsKdKcKh2c", game=" Five-Card-Draw ") == describe_line(
        "Ah2h3h4h5h KsKdKcKh2c", game="five-card-draw"
    )
    assert compare_line("9sTh4d4s7s 7h5s QsAs", game="HOLDEM") == "7h5s QsAs"


def test_ties_in_plain_alphabetical_order() -> None:
    # The board is a royal flush: every hand plays it and all tie.
    assert compare_line("AsKsQsJsTs Kc4d 9d3c Ah2c") == "9d3c Ah2c Kc4d"
    assert compare_line("AsKsQsJsTs Kc4d 9d3c Ah2c", ties_equals=True) == "9d3c=Ah2c=Kc4d"
    # Three hands play A K T 7 4 and tie; the others are stronger.
    line = "AsKdTc7h2s QcJd 3h4s 5c6d 3d4c 3c4d"
    assert compare_line(line) == "3c4d 3d4c 3h4s 5c6d QcJd" == reference_answer(line)
    assert compare_line(line, ties_equals=True) == "3c4d=3d4c=3h4s 5c6d QcJd"
    assert compare_line(line, ties_equals=True) == reference_answer(line, ties_equals=True)
    # Hands come out in canonical text whatever case they came in.
    assert compare_line("asksqsjsts kc4d 9D3C ah2c") == "9d3c Ah2c Kc4d"


def test_ties_equals_on_the_command_line() -> None:
    result = run_cli("compare", "--ties=equals", input="AsKsQsJsTs Kc4d 9d3c Ah2c\n9sTh4d4s7s 7h5s QsAs\n")
    assert result.returncode == 0
    assert result.stdout.decode().splitlines() == ["9d3c=Ah2c=Kc4d", "7h5s QsAs"]


def random_line(rng: random.Random, players: int, hand_size: int, board: bool = True) -> str:
    cards = rng.sample(range(52), (5 if board else 0) + players * hand_size)
    text = [holdEm.format_cards(cards[:5])] if board else []
    rest = cards[5:] if board else cards
    text += [holdEm.format_cards(rest[k : k + hand_size]) for k in range(0, len(rest), hand_size)]
    return " ".join(text)


def test_random_lines_agree_with_an_independent_reference() -> None:
    rng = random.Random(2024)
    lines = [random_line(rng, rng.randint(2, 10), 2) for _ in range(300)]
    lines += [random_line(rng, rng.randint(2, 10), 4) for _ in range(150)]
    # Small boards of few ranks give many ties.
    lines += ["2c2d2h3c3d " + " ".join(h) for h in (["4c5c", "6d7d", "4h5h"], ["AsKs", "AhKh", "QsJs"])]
    result = run_cli("compare", input="\n".join(lines) + "\n")
    assert result.returncode == 0
    assert result.stdout.decode().splitlines() == [reference_answer(line) for line in lines]


def test_five_card_draw() -> None:
    rng = random.Random(7)
    lines = [random_line(rng, rng.randint(2, 8), 5, board=False) for _ in range(100)]
    lines.append("AsKsQsJsTs 2c2d2h2s3c")
    result = run_cli("compare", "--game", "five-card-draw", input="\n".join(lines) + "\n")
    assert result.returncode == 0
    answers = result.stdout.decode().splitlines()
    assert answers == [reference_answer(line, draw=True) for line in lines]
    assert answers[-1] == "2c2d2h2s3c AsKsQsJsTs"


BAD_LINES = [
    ("9sTh4d4s7s 7h5s QsXs", "unknown card"),
    ("9sTh4d4s7s 7h5s 7hAs", "duplicate card 7h"),
    ("9sTh4d4s 7h5s QsAs", "board needs 5 cards, got 4"),
    ("9sTh4d4s7s 7h5s Qd2c3cAs", "hands mix 2 and 4 cards ('7h5s', then 'Qd2c3cAs')"),
    ("9sTh4d4s7s 7h5s,QsAs 2c2d", "hands mix 4 and 2 cards ('7h5s,QsAs', then '2c2d')"),  # a comma joins cards
    ("9sTh4d4s7s 7h5s", "at least 2 hands, got 1"),
    ("9sTh4d4s7s 7h5s3c QsAs2c", "needs 2 cards (Hold'em) or 4 (Omaha), got 3"),
    ("9sTh4d4s7s9c 7h5s QsAs", "board"),
]


@pytest.mark.parametrize(("bad", "reason"), BAD_LINES)
def test_bad_line_reasons(bad: str, reason: str) -> None:
    with pytest.raises(ValueError, match=re.escape(reason)):
        compare_line(bad)


def test_bad_line_in_the_middle() -> None:
    good = [line for line, _ in README_EXAMPLES]
    lines = good[:2] + [BAD_LINES[0][0]] + good[2:]
    result = run_cli("compare", input="\n".join(lines) + "\n")
    assert result.returncode == 1
    out = result.stdout.decode().splitlines()
    assert len(out) == len(lines)
    assert out[2].startswith("ERROR: unknown card")
    assert out[:2] + out[3:] == [answer for _, answer in README_EXAMPLES]
    errors = [e for e in result.stderr.decode().splitlines() if e.startswith("ERROR: ")]
    assert errors == [out[2] + " (line 3)"]


def test_every_kind_of_bad_line_between_good_ones() -> None:
    good, answer = README_EXAMPLES[0]
    lines = [good]
    for bad, _ in BAD_LINES:
        lines += [bad, good]
    result = run_cli("compare", input="\n".join(lines) + "\n")
    assert result.returncode == 1
    out = result.stdout.decode().splitlines()
    assert out[0::2] == [answer] * (len(BAD_LINES) + 1)
    for got, (_, reason) in zip(out[1::2], BAD_LINES):
        assert got.startswith("ERROR: ") and reason in got
    errors = [e for e in result.stderr.decode().splitlines() if e.startswith("ERROR: ")]
    assert errors == [f"{got} (line {2 * k + 2})" for k, got in enumerate(out[1::2])]
    assert f"{len(BAD_LINES)} of {len(lines)} lines were bad" in result.stderr.decode()


def test_empty_lines_crlf_and_a_last_line_without_end() -> None:
    data = b"9sTh4d4s7s 7h5s QsAs\r\n\r\n   \n8h9d6c4d5h\tAh7d  Kh5c \r\n9sTh4d4s7s 7h5s QsAs"
    result = run_cli("compare", input=data)
    assert result.returncode == 0, result.stderr
    assert result.stdout == b"7h5s QsAs\n\n\nKh5c Ah7d\n7h5s QsAs\n"


def test_no_input_no_output() -> None:
    result = run_cli("compare", input=b"")
    assert (result.returncode, result.stdout) == (0, b"")


def test_overlong_line_is_an_error_and_the_rest_is_answered() -> None:
    data = b"9sTh4d4s7s 7h5s QsAs\n" + b"As" * 40000 + b"\n8h9d6c4d5h Ah7d Kh5c\n"
    result = run_cli("compare", input=data)
    assert result.returncode == 1
    out = result.stdout.decode().splitlines()
    assert out[0] == "7h5s QsAs" and out[2] == "Kh5c Ah7d"
    assert out[1].startswith("ERROR: line longer than")


def test_stream_pieces_do_not_matter() -> None:
    rng = random.Random(5)
    text = "".join(
        random_line(rng, rng.randint(2, 6), rng.choice((2, 4))) + rng.choice(("\n", "\r\n")) for _ in range(200)
    )
    data = (text + "bad line\n\n").encode()
    whole = _core._StreamComparator()
    expected = whole.feed(data)
    pieces = _core._StreamComparator()
    answers, diagnostics = b"", b""
    start = 0
    while start < len(data):
        step = rng.randint(1, 40)
        a, d = pieces.feed(data[start : start + step])
        answers, diagnostics = answers + a, diagnostics + d
        start += step
    assert (answers, diagnostics) == expected
    assert pieces.finish() == (b"", b"")
    assert (pieces.lines, pieces.errors) == (whole.lines, whole.errors) == (202, 1)


def test_each_answer_comes_as_soon_as_its_line_does() -> None:
    """Inside a pipe: write one line, read its answer, then the next (no waiting for more input)."""
    process = start_cli("compare", stdin=subprocess.PIPE)
    try:
        assert process.stdin is not None and process.stdout is not None
        for line, answer in README_EXAMPLES:
            process.stdin.write(line.encode() + b"\n")
            process.stdin.flush()
            ready, _, _ = select.select([process.stdout], [], [], 30)
            assert ready, "no answer within 30 s"
            assert process.stdout.readline().decode().rstrip("\n") == answer
        process.stdin.close()
        assert process.wait(timeout=30) == 0
    finally:
        process.kill()
        process.wait()


def test_ctrl_c_exits_130_quietly() -> None:
    process = start_cli("compare", stdin=subprocess.PIPE)
    try:
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(b"9sTh4d4s7s 7h5s QsAs\n")
        process.stdin.flush()
        assert process.stdout.readline() == b"7h5s QsAs\n"  # inside its read loop now
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=30)
        assert process.returncode == 130 and b"Traceback" not in stderr
    finally:
        process.kill()
        process.wait()


def test_type_2_alias() -> None:
    result = run_cli("--type=2", input="9sTh4d4s7s 7h5s QsAs\n")
    assert (result.returncode, result.stdout) == (0, b"7h5s QsAs\n")
    result = run_cli("--type", "2", "--dbg", input="9sTh4d4s7s 7h5s QsAs\n")
    assert result.stdout == b"7h5s QsAs\n"
    assert b"30707040410" in result.stderr


def test_compare_help_shows_examples(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["compare", "--help"])
    assert exit_info.value.code == 0
    text = capsys.readouterr().out
    assert "examples:" in text and "--ties" in text and "--dbg" in text and "five-card-draw" in text


def test_compare_help_examples_answer_as_shown() -> None:
    # Each `$ echo "LINE" | holdem compare ARGS` of the help, and the answer shown under it.
    from holdEm.cli.pipeline import COMPARE_ABOUT

    lines = COMPARE_ABOUT.splitlines()
    shown = [
        (m.group(1), m.group(2).split("#")[0].split(), lines[i + 1].strip())
        for i, line in enumerate(lines)
        if (m := re.match(r'\s*\$ echo "([^"]+)" \| holdem compare(.*)', line))
    ]
    assert len(shown) >= 7
    for line, args, answer in shown:
        if "--dbg" in args:
            answer = answer.removesuffix("(stdout)").strip()
        result = run_cli("compare", *args, input=line + "\n")
        assert (result.returncode, result.stdout.decode().strip()) == (0, answer), (line, args)


def test_card_spellings() -> None:
    # "10" for a ten, either case, commas inside a hand: answered in canonical text.
    assert compare_line("9sTh4d4s7s 7h5s 10cAs") == compare_line("9sTh4d4s7s 7h5s TcAs") == "7h5s TcAs"
    assert compare_line("9STH4D4S7S 7H5S qs,as") == "7h5s QsAs"
    with pytest.raises(ValueError, match="duplicate card Th"):
        compare_line("9sTh4d4s7s 7h5s 10h10s")
