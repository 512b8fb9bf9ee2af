"""Next-card equity in Omaha (hi and hi-lo) against brute forces: each card's equity is the brute
force's exact equity on the board with that card added (tests/omaha_reference.py for the high
hand, tests/hilo_reference.py for hi-lo), and each card's weight the share of the deals in which
it comes."""

from __future__ import annotations

import json

import numpy as np
import pytest
from cli_support import run_cli
from hilo_reference import brute_hilo
from omaha_reference import brute_force, cards, deals

import holdEm

SPOTS = [
    # (game, hands, board, dead)
    ("omaha", ["AsKsQdJd", "7c7d8h9h"], "2c3d4h9s", ""),
    ("plo4", ["Ah2h3d4d", "KsKd"], "7c8d9sTh", ""),  # a partly known hand: 861 assignments a river
    ("plo5", ["AsKsQdJd2h", "7c7d8h9hTc"], "2c3d4h", "Ac"),  # a flop: each card is a turn or a river
    ("plo6", ["AsKsQdJd2c3c", "ThTd9h8h"], "9s8s7c6d", ""),
]


@pytest.mark.parametrize(("game", "hands", "board", "dead"), SPOTS)
def test_each_card_is_the_brute_force_on_its_board(game: str, hands: list[str], board: str, dead: str) -> None:
    hole = {"omaha": 4, "plo4": 4, "plo5": 5, "plo6": 6}[game]
    result = holdEm.next_card(hands, board, dead, game=game)
    _, boards = deals(hands, board, dead, hole)
    comes = {c: int(np.any(boards[:, len(cards(board)) :] == c, axis=1).sum()) for c in range(52)}
    total = sum(comes.values())
    assert set(result.cards) == {holdEm.format_card(c) for c, n in comes.items() if n}
    for card, weight, equity in zip(result.cards, result.weights, result.equities):
        expected = brute_force(hands, board + card, dead, hole)
        np.testing.assert_allclose(equity, expected["equity"], atol=1e-12)
        assert weight == pytest.approx(comes[holdEm.parse_cards(card)[0]] / total, abs=1e-12)
    now = brute_force(hands, board, dead, hole)["equity"]
    np.testing.assert_allclose(result.equity, now, atol=1e-12)


def test_hilo_cards_are_pot_shares() -> None:
    hands, board = ["Ah2h3d4d", "KsKdQhJh"], "7c8d9sKc"
    result = holdEm.next_card(hands, board, game="omaha-hilo")
    used = set(holdEm.parse_cards(board + "".join(hands)))
    assert len(result.cards) == 52 - len(used)
    for card, equity in result.items():
        np.testing.assert_allclose(equity, brute_hilo(hands, board + card)["equity"], atol=1e-12)
    assert sum(result.weights) == pytest.approx(1.0)
    assert result.outs(0) == tuple(c for c, e in result.items() if e[0] > e[1])  # AA-low draws: the low cards


def test_random_hands_and_the_limit() -> None:
    result = holdEm.next_card(["AsKsQdJd", "random"], "2c3d4h9s", game="plo4")
    exact = holdEm.equity(["AsKsQdJd", "random"], "2c3d4h9s", game="plo4", exact=True)
    assert result.equity == pytest.approx(exact.equity, abs=1e-12)
    river = holdEm.equity(["AsKsQdJd", "random"], "2c3d4h9sTs", game="plo4", exact=True)
    assert dict(result.items())["Ts"] == pytest.approx(river.equity, abs=1e-12)
    assert len(result.cards) == 52 - 4 - 4 and sum(result.weights) == pytest.approx(1.0)
    with pytest.raises(ValueError, match="too large"):
        holdEm.next_card(["AsKsQdJd", "random", "random"], "2c3d4h", game="plo4")


def test_command_line() -> None:
    done = run_cli("nextcard", "AsKsQdJd", "7c7d8h9h", "--board", "2c3d4h9s", "--game", "PLO", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    expected = holdEm.next_card(["AsKsQdJd", "7c7d8h9h"], "2c3d4h9s", game="plo4")
    assert data["game"] == "omaha" and data["equity"] == pytest.approx(list(expected.equity), abs=1e-12)
    text = run_cli("nextcard", "AsKsQdJd", "random", "random", "--board", "2c3d4h", "--game", "omaha")
    assert text.returncode == 2 and b"too large" in text.stderr and b"Traceback" not in text.stderr
    # Two known cards of an Omaha hand: the other two are dealt, and every card can still come.
    partly = holdEm.next_card(["AsKs", "7c7d8h9h"], "2c3d4h9s", game="omaha")
    assert len(partly.cards) == 52 - 4 - 6
