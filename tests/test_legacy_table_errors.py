"""The original's table class, bad arguments: documented codes (the table left unchanged) or
ValueError / TypeError, never a crash."""

from __future__ import annotations

import pytest
from legacy_table_support import GETTERS_WITH_PLAYER, METHODS, Scenario, assert_consistent, snapshot

import holdEm

# --- bad arguments: documented codes or ValueError, never a crash --------------------


@pytest.mark.parametrize("players", [-5, 0, 1, 24, 100])
def test_bad_player_counts(players: int) -> None:
    with pytest.raises(ValueError, match="2..23"):
        holdEm.table(players)
    t = holdEm.table(3)
    assert t.setNoPlayers(players) == -1
    assert t.getNoPlayers() == 3


@pytest.mark.parametrize(
    "args, code",
    [
        ((0, [13], [1, 2]), -1),  # lengths differ
        ((0, [13, 12, 11], [1, 2, 3]), -2),  # three hole cards
        ((1, [9], [1]), -2),  # player 1 knows two already
        ((3, [9], [1]), -3),  # no player 3
        ((-1, [9], [1]), -3),
        ((0, [0], [1]), -4),  # face 0
        ((0, [15], [1]), -4),  # face 15
        ((0, [9], [5]), -5),  # suit 5
        ((0, [9], [0]), -5),
        ((0, [13], [3]), -6),  # Kh is player 1's
        ((2, [5], [3]), -6),  # 5h is on the flop
        ((0, [9, 9], [2, 2]), -6),  # listed twice
        ((0, [1, 14], [2, 2]), -6),  # the same ace both ways
    ],
)
def test_set_hold_cards_codes(args: tuple, code: int) -> None:
    t = Scenario("", ["", "KhKs", ""], "5h6cTs").table(seed=1)
    before = snapshot(t)
    assert t.setHoldCards(*args) == code
    assert snapshot(t) == before


@pytest.mark.parametrize(
    "args, code",
    [
        ((1, 9, 1), -2),
        ((3, 9, 1), -3),
        ((-2, 9, 1), -3),
        ((0, 0, 1), -4),
        ((0, 15, 1), -4),
        ((0, 9, 5), -5),
        ((0, 13, 3), -6),
    ],
)
def test_set_hold_card_codes(args: tuple, code: int) -> None:
    t = Scenario("", ["", "KhKs", ""], "5h6cTs").table(seed=1)
    before = snapshot(t)
    assert t.setHoldCard(*args) == code
    assert snapshot(t) == before
    assert t.setHoldCard(0, 1, 1) == 0 and t.setHoldCard(0, 2, 1) == 0 and t.setHoldCard(0, 3, 1) == -2


@pytest.mark.parametrize(
    "faces, suits, code",
    [
        ([2, 3], [1, 1, 1], -1),
        ([2, 3, 4], [1, 1], -2),
        ([13, 2, 3], [3, 1, 1], -3),  # Kh is player 1's
        ([2, 2, 3], [1, 1, 1], -3),  # listed twice
        ([0, 2, 3], [1, 1, 1], -5),
        ([15, 2, 3], [1, 1, 1], -5),
        ([2, 3, 4], [1, 5, 1], -6),
    ],
)
def test_set_flop_codes(faces: list[int], suits: list[int], code: int) -> None:
    t = Scenario("", ["", "KhKs", ""]).table(seed=1)
    before = snapshot(t)
    assert t.setFlop(faces, suits) == code
    assert snapshot(t) == before


def test_flop_turn_river_set_twice_or_clashing() -> None:
    t = Scenario("", ["", "KhKs"], "5h6cTs", "2d", "3d").table()
    before = snapshot(t)
    assert t.setFlop([7, 8, 9], [1, 1, 1]) == -4
    for setter in (t.setTurn, t.setRiver):
        assert setter(4, 4) == -4
    u = Scenario("", ["", "KhKs"], "5h6cTs").table()
    for setter in (u.setTurn, u.setRiver):
        assert setter(13, 3) == -3  # Kh is in use
        assert setter(5, 3) == -3  # 5h is on the flop
        assert setter(0, 1) == -5 and setter(15, 1) == -5
        assert setter(4, 5) == -6 and setter(4, 0) == -6
    assert u.setTurn(4, 4) == 0 and u.setRiver(4, 4) == -3
    assert snapshot(t) == before


def test_deal_and_run_codes() -> None:
    t = holdEm.table(3)
    assert t.dealHold(3) == -1 and t.dealHold(-1) == -1
    assert t.findWinner() == -1 and t.findWinnerP() == -1 and t.getNumRuns() == 0
    for method in METHODS:
        assert getattr(t, method)(-1) == -1
        assert getattr(t, method)(0) == 0
    assert t.getNumRuns() == 0
    assert t.getWinsP() == [0.0] * 3 and t.getHandsPPp(1) == [0.0] * 10  # no division by zero


def test_mc_before_any_setup_deals_everything() -> None:
    t = holdEm.table(4)
    assert t.MC(2000) == 0
    assert_consistent(t)
    # Four random hands: each wins about a quarter of the pots.
    shares = [w + d / 2 for w, d in zip(t.getWinsP(), t.getDrawsP())]
    assert all(abs(s - 0.25) < 0.06 for s in shares)


@pytest.mark.parametrize("getter", GETTERS_WITH_PLAYER)
@pytest.mark.parametrize("player", [-1, 3, 1000])
def test_getters_reject_bad_players(getter: str, player: int) -> None:
    t = holdEm.table(3)
    with pytest.raises(ValueError, match="not at the table"):
        getattr(t, getter)(player)


def test_wrong_types_raise_type_error() -> None:
    t = holdEm.table(3)
    for call in (
        lambda: t.setHoldCards(0, "KK", [1, 2]),
        lambda: t.setHoldCard(0, 2**40, 1),
        lambda: t.setFlop([2, 3, None], [1, 1, 1]),
        lambda: t.MC(1.5),
        lambda: t.setSeed(-1),
    ):
        with pytest.raises(TypeError):
            call()
    assert snapshot(t) == snapshot(holdEm.table(3))
