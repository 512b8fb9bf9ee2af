"""The command line's short-deck and Omaha hi-lo games: eval, equity and compare."""

from __future__ import annotations

import json

from cli_support import run_cli
from shortdeck_reference import score_best

import holdEm


def test_eval_short_deck() -> None:
    out = run_cli("eval", "--game", "shortdeck", "As6d7h8c9sKdKh")
    assert out.returncode == 0, out.stderr
    text = out.stdout.decode()
    assert "strength   1129 (1..1404" in text and "5 Straight" in text and "best five  9s 8c 7h 6d As" in text
    assert "score      50908070601" in text  # the ace of A-6-7-8-9 plays low, as in a five-high straight
    data = json.loads(run_cli("eval", "--game", "shortdeck-triton", "--json", "6d7h8c9sTdTcTs").stdout)
    best = holdEm.best_hand("6d7h8c9sTdTcTs", game="shortdeck-triton")
    assert data == {"game": "shortdeck-triton", "strength": best.strength, "category": 4, "name": "Three of a kind",
                    "cards": ["Ts", "Td", "Tc", "9s", "8c"], "score": "41010100908"}  # fmt: skip
    bad = run_cli("eval", "--game", "shortdeck", "AsKs5d6d7d")
    assert bad.returncode == 2 and b"card 5d is not in the short deck" in bad.stderr


def test_eval_omaha_hilo_shows_the_low() -> None:
    data = json.loads(run_cli("eval", "--omaha", "--game", "omaha-hilo", "--json", "2c5d7hKcKs", "3h4hKhQd").stdout)
    assert data["low"] == holdEm.evaluate_omaha_lo("2c5d7hKcKs", "3h4hKhQd") == 46
    assert data["low_ranks"] == [7, 5, 4, 3, 2]
    assert run_cli("eval", "--game", "omaha-hilo", "2c5d7hKcKs").returncode == 2
    # An Omaha game reads BOARD HOLE without --omaha (it was refused), its hand of the game's size.
    again = json.loads(run_cli("eval", "--game", "plo8", "--json", "2c5d7hKcKs", "3h4hKhQd").stdout)
    assert again == data
    high = json.loads(run_cli("eval", "--game", "omaha", "--json", "6c3sJs8s7c", "Td6s5c3d").stdout)
    assert high["strength"] == holdEm.evaluate_omaha("6c3sJs8s7c", "Td6s5c3d") and "low" not in high
    wrong = run_cli("eval", "--game", "plo5", "6c3sJs8s7c", "Td6s5c3d")
    assert wrong.returncode == 2 and b"a hand in plo5 has 5 cards, got 4 (Td6s5c3d)" in wrong.stderr
    # The equity command's names for the hi-lo games, in any case; PLO5's five hole cards too.
    plo5 = json.loads(run_cli("eval", "--omaha", "--game", "PLO5-hilo", "--json", "2c5d7hKcKs", "3h4hKhQdJc").stdout)
    assert plo5["low"] == holdEm.evaluate_omaha_lo("2c5d7hKcKs", "3h4hKhQdJc") == 46


def test_equity_short_deck_and_hilo_tables() -> None:
    out = run_cli("equity", "AsKs", "9h9d", "--board", "6c7dTh", "--game", "shortdeck", "--json")
    data = json.loads(out.stdout)
    expected = holdEm.equity(["AsKs", "9h9d"], "6c7dTh", game="shortdeck")
    assert data["equity"] == list(expected.equity) and data["game"] == "shortdeck"
    table = run_cli("equity", "Ah2h3d4d", "KsKdQhJh", "--board", "7c8d9s", "--game", "omaha-hilo").stdout.decode()
    header = next(line for line in table.splitlines() if line.lstrip().startswith("#"))
    assert header.split()[2:] == ["equity", "scoop", "split", "hi", "lo"]
    assert "a low qualifies on" in table
    hilo = json.loads(
        run_cli("equity", "Ah2h3d4d", "KsKdQhJh", "--board", "7c8d9s", "--game", "plo-hilo", "--json").stdout
    )
    assert hilo["game"] == "omaha-hilo" and len(hilo["lo_share"]) == 2 and 0 < hilo["low_frequency"] < 1
    # PLO8 and Omaha8, as players write Omaha eight-or-better, in any case.
    for alias in ("PLO8", "omaha8"):
        again = json.loads(
            run_cli("equity", "Ah2h3d4d", "KsKdQhJh", "--board", "7c8d9s", "--game", alias, "--json").stdout
        )
        assert again["equity"] == hilo["equity"] and again["lo_share"] == hilo["lo_share"], alias
    assert holdEm.equity(["Ah2h3d4d", "KsKdQhJh"], "7c8d9s", game="Plo8").game == "omaha-hilo"
    assert holdEm.board_hits("A2xx", "4c5d8h", game="omaha8").game == "omaha-hilo"


def test_unknown_game_lists_the_valid_ones() -> None:
    out = run_cli("equity", "AsKs", "QhQd", "--game", "short")
    assert out.returncode == 2
    for name in (b"shortdeck", b"shortdeck-triton", b"omaha-hilo", b"plo5-hilo"):
        assert name in out.stderr


def test_compare_short_deck_in_the_reference_order() -> None:
    lines = ["6c7d8hKsAd 9s9d TsJs QcQd", "9c9dTcTsJh AhAs 6s7s Jc8d"]
    for game in ("shortdeck", "shortdeck-triton"):
        out = run_cli("compare", "--game", game, input="\n".join(lines) + "\n")
        assert out.returncode == 0, out.stderr
        for line, answer in zip(lines, out.stdout.decode().splitlines()):
            board, *hands = line.split()
            scores = {h: int(score_best([holdEm.parse_cards(board + h)], game)[0]) for h in hands}
            assert answer.split() == sorted(hands, key=lambda h: (scores[h], h))
    bad = run_cli("compare", "--game", "shortdeck", input="2c5d9hKcKs AhAs KhKd\n")
    assert bad.returncode == 1 and b"card 2c is not in the short deck" in bad.stdout


def test_compare_omaha_hilo() -> None:
    line = "2c5d7hKcKs 3h4hKhQd 3s4s9d9c AhAd8c8s\n2c5d9hKcKs 3h4hKhQd 3s4s9d9c\n"
    out = run_cli("compare", "--game", "omaha-hilo", "--ties=equals", input=line)
    assert out.stdout.decode().splitlines() == [
        "3s4s9d9c AhAd8c8s 3h4hKhQd | AhAd8c8s 3h4hKhQd=3s4s9d9c",
        "3h4hKhQd 3s4s9d9c | -",
    ]
    for alias in ("plo8", "Omaha8", "plo4-hilo"):  # the names equity takes for the game
        assert run_cli("compare", "--game", alias, "--ties=equals", input=line).stdout == out.stdout
    help_text = " ".join(run_cli("compare", "--help").stdout.decode().split())
    assert "omaha-hilo: 4-card hands in high order, then ' | ' and the hands with an eight-or-better low" in help_text
