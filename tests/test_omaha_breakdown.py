"""equity_breakdown in Omaha high (hi-lo: tests/test_omaha_hilo_pairs.py): one player's exact
equity hand by hand against one opponent, against a NumPy count of every hand pair and board
through the 5-card evaluator (tests/omaha_pairs_reference.py); its weights, the player's side,
refusals and limits."""

from __future__ import annotations

import json

import numpy as np
import pytest
from cli_support import run_cli
from omaha_pairs_reference import masks, pairwise

import holdEm


def hands_of(player: str, game: str) -> np.ndarray:
    """A player's hands as the reference takes them: a range's, or one known hand."""
    if len(player) == 2 * holdEm.games.HOLE_CARDS[game] and player[1] in "cdhs" and player[3] in "cdhs":
        return np.array([holdEm.parse_cards(player)], dtype=np.uint8)
    return holdEm.omaha_hands(player, game)


@pytest.mark.parametrize(
    ("hands", "board", "game", "player"),
    [
        (["AA:xxyy", "KK:xxyy"], "Jh8h2c7d", "omaha", 0),
        (["AA:xxyy", "KK:xxyy"], "Jh8h2c7d", "omaha", 1),
        (["RR:xxyy!AA", "AsKs8d8c"], "Ah8h2c", "omaha", 0),  # a range against a known hand, on the flop
        (["AsKs8d8c", "AA:xxyy"], "Th8h2c7d", "plo4", 0),  # a known hand: a breakdown of one hand
        (["AAKK", "QQJJ"], "2c7d9s8h", "plo5", 0),
        (["AAKKQ", "QQJJT"], "2c7d9s8h3d", "plo6", 1),
    ],
)
def test_each_hand_is_the_reference(hands: list[str], board: str, game: str, player: int) -> None:
    mine, theirs = hands_of(hands[player], game), hands_of(hands[1 - player], game)
    expected = pairwise(mine, theirs, board)["by_hand"]
    played = expected[:, 0] > 0  # hands some deal holds (none on the board, some opponent fits)
    result = holdEm.equity_breakdown(hands, board, game=game, player=player)
    assert result.game == holdEm.games.equity_game(game) and result.exact and result.player == player
    by_text = {row.combo: row for row in result.rows()}
    assert len(by_text) == played.sum()
    for hand, (deals, wins, ties) in zip(mine[played], expected[played]):
        row = by_text[holdEm.format_cards(hand.tolist())]
        assert row.weight == pytest.approx(deals / expected[:, 0].sum(), abs=1e-12)
        assert row.win == pytest.approx(wins / deals, abs=1e-12)
        assert row.tie == pytest.approx(ties / deals, abs=1e-12)
        assert row.equity == pytest.approx((wins + ties / 2) / deals, abs=1e-12)
    # The weighted mean is the player's equity.
    whole = holdEm.equity(hands, board, game=game, exact=True)
    assert result.equity == pytest.approx(whole.equity[player], abs=1e-12)


def test_aces_against_kings_on_the_turn() -> None:
    # 6,961 hands a side, 10^9 deals: one enumeration for every hand at once.
    result = holdEm.equity_breakdown(["AA", "KK"], "Jh8h2c7d", game="omaha")
    aces = holdEm.omaha_hands("AA")
    on_board = np.uint64(sum(1 << c for c in holdEm.parse_cards("Jh8h2c7d")))
    assert len(result.combos) == int(((masks(aces) & on_board) == 0).sum())
    whole = holdEm.equity(["AA", "KK"], "Jh8h2c7d", game="omaha", exact=True)
    assert result.equity == pytest.approx(whole.equity[0], abs=1e-12)
    best = max(result.rows(), key=lambda r: r.equity)
    assert best.combo[:4] in ("AhAc", "AhAd", "AsAh")  # the nut flush draw's ace of hearts
    assert "hands" in str(result).splitlines()[1] and str(result).splitlines()[2].startswith("hand ")
    assert result.distribution(10).sum() == pytest.approx(1.0)


def test_an_array_of_hands_and_the_command_line() -> None:
    hits = holdEm.board_hits("AA,KK", "Kh8h2c7d", game="omaha")
    sets = hits.select("set")
    result = holdEm.equity_breakdown([sets, "QQ:xxyy"], "Kh8h2c7d", game="omaha")
    assert result.hands[0] == f"{len(sets)} hands" and len(result.combos) <= len(sets)
    done = run_cli("breakdown", "AA:xxyy", "KK:xxyy", "--board", "Jh8h2c7d", "--game", "omaha", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    expected = holdEm.equity_breakdown(["AA:xxyy", "KK:xxyy"], "Jh8h2c7d", game="omaha")
    assert data["game"] == "omaha" and data["equity"] == pytest.approx(expected.equity, abs=1e-12)
    assert [row["combo"] for row in data["combos"]] == list(expected.combos)


@pytest.mark.parametrize(
    ("hands", "options", "message"),
    [
        (["AA", "random"], {}, "each player a range, an array of hands or all its cards"),
        (["AsKs", "KK"], {}, "each player a range, an array of hands or all its cards"),
        (["AA", "KK", "QQ"], {}, "heads-up"),
        (["AA", "KK"], {"exact": False}, "an Omaha breakdown is exact"),
        (["AA", "KK"], {"player": 2}, "player"),
        (["AAAA", "AA"], {}, "always collide"),  # the four aces against two of them
        (["AA", "KK"], {"game": "bogus"}, "game must be one of 'holdem', 'shortdeck', 'shortdeck-triton', 'omaha'"),
    ],
)
def test_refusals(hands: list[str], options: dict[str, object], message: str) -> None:
    options = {"game": "omaha", **options}
    with pytest.raises(ValueError, match=message):
        holdEm.equity_breakdown(hands, "Jh8h2c7d", **options)  # type: ignore[arg-type]


def test_no_grid_in_omaha_and_the_notebook_display() -> None:
    result = holdEm.equity_breakdown(["AA:xxyy", "KsKhQsQh"], "Jh8h2c7d", game="omaha")
    with pytest.raises(ValueError, match="by_class is the grid of two-card classes; a breakdown in omaha has hands"):
        result.by_class()
    markup = result._repr_html_()
    assert markup.count("<table") == 2 and "strongest of" in markup
    best = max(result.rows(), key=lambda r: r.equity)
    assert best.combo in markup


def test_limits() -> None:
    with pytest.raises(TimeoutError, match="time_limit"):
        holdEm.equity_breakdown(["20%", "AA"], "Jh8h2c7d", game="omaha", time_limit=0.05)
    with pytest.raises(InterruptedError, match="callback"):
        holdEm.equity_breakdown(["20%", "AA"], "Jh8h2c7d", game="omaha", callback=lambda share: False)
