"""What the tests of the original's table class share: scenarios in card text, an exact enumerator
of every way to deal the unknown cards (scored with holdEm.evaluate_batch), and the counts a table
keeps with the invariants they must hold."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import pytest

import holdEm

METHODS = ("MC", "MCP", "MCF")
# Lowest strength of hand codes 1..10 (docs/design.md, Hand strength).
CATEGORY_FLOORS = np.array([1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7462])


# --- scenarios in card text, translated to the original's numbering ---------------


def original(card: str) -> tuple[int, int]:
    """'Ks' -> (13, 4): face 2..14, suit 1..4 (c, d, h, s)."""
    c = holdEm.parse_cards(card)[0]
    return c // 4 + 2, c % 4 + 1


def faces_suits(cards: str) -> tuple[list[int], list[int]]:
    pairs = [original(holdEm.format_card(c)) for c in holdEm.parse_cards(cards)] if cards else []
    return [f for f, _ in pairs], [s for _, s in pairs]


@dataclass
class Scenario:
    name: str
    holes: list[str]  # per player: "", one card or two cards
    flop: str = ""
    turn: str = ""
    river: str = ""
    deals: int = 200_000  # MCP deals for the comparison with the exact values
    extra: dict = field(default_factory=dict)

    def table(self, seed: int | None = None) -> holdEm.table:
        t = holdEm.table(len(self.holes))
        for p, hole in enumerate(self.holes):
            if hole:
                assert t.setHoldCards(p, *faces_suits(hole)) == 0
        if self.flop:
            assert t.setFlop(*faces_suits(self.flop)) == 0
        if self.turn:
            assert t.setTurn(*original(self.turn)) == 0
        if self.river:
            assert t.setRiver(*original(self.river)) == 0
        if seed is not None:
            t.setSeed(seed)
        return t


EXAMPLE = Scenario("original example: 3-way on the flop", ["KcKd", "QhQs", ""], flop="5h6cTs")
EXACT_SCENARIOS = [
    Scenario("heads-up preflop", ["AhKh", "7c7d"]),
    EXAMPLE,
    Scenario("board plays: everyone draws unless an ace", ["2s3s", "", ""], "9cTcJd", "Qh", "Kh"),
    Scenario("one and two known hole cards", ["AsKd", "Qh", "7c"], "2c7dJs", "9h"),
    Scenario(
        "9 players on the flop",
        ["AsAd", "KsKd", "QsJs", "Th9h", "8c8d", "5c4c", "Ac2h", "7s6s", ""],
        "Jh2d6d",
        deals=120_000,
    ),
]


# --- the exact enumerator ----------------------------------------------------------


def combinations(n: int, k: int) -> np.ndarray:
    """Every k-subset of range(n), one increasing row each (C(n, k) rows)."""
    rows = np.arange(n, dtype=np.int16)[:, None]
    for _ in range(k - 1):
        last = rows[:, -1].astype(np.int64)
        extend = n - 1 - last
        starts = np.repeat(np.cumsum(extend) - extend, extend)
        nxt = np.repeat(last + 1, extend) + (np.arange(extend.sum()) - starts)
        rows = np.hstack([np.repeat(rows, extend, axis=0), nxt[:, None].astype(np.int16)])
    return rows


def deal_groups(known: list[int], groups: list[int]) -> np.ndarray:
    """Every way to deal sets of the given sizes from the cards not known: (ways, sum(groups))."""
    dealt = np.zeros((1, 0), dtype=np.uint8)
    for size in groups:
        if size == 0:
            continue
        used = np.zeros((len(dealt), 52), dtype=bool)
        used[:, known] = True
        used[np.arange(len(dealt))[:, None], dealt] = True
        left = np.nonzero(~used)[1].reshape(len(dealt), -1).astype(np.uint8)
        combo = combinations(left.shape[1], size)
        new = left[:, combo].reshape(-1, size)
        dealt = np.hstack([np.repeat(dealt, len(combo), axis=0), new])
    return dealt


@dataclass
class Exact:
    ways: int
    win: np.ndarray  # (players,)
    draw: np.ndarray
    win_code: np.ndarray  # (players, 10)
    draw_code: np.ndarray
    hand_code: np.ndarray


def exact(scenario: Scenario) -> Exact:
    holes = [holdEm.parse_cards(h) if h else [] for h in scenario.holes]
    board = (
        holdEm.parse_cards(scenario.flop + scenario.turn + scenario.river)
        if (scenario.flop or scenario.turn or scenario.river)
        else []
    )
    known = board + [c for h in holes for c in h]
    groups = [5 - len(board)] + [2 - len(h) for h in holes]
    dealt = deal_groups(known, groups)
    ways = len(dealt)
    full_board = np.hstack([np.tile(np.array(board, dtype=np.uint8), (ways, 1)), dealt[:, : groups[0]]])
    strengths, codes = [], []
    at = groups[0]
    for p, hole in enumerate(holes):
        cards = np.hstack(
            [
                full_board,
                np.tile(np.array(hole, dtype=np.uint8), (ways, 1)),
                dealt[:, at : at + groups[p + 1]],
            ]
        )
        at += groups[p + 1]
        s = holdEm.evaluate_batch(cards, validate=False).astype(np.int32)
        strengths.append(s)
        codes.append(np.searchsorted(CATEGORY_FLOORS, s, side="right"))
    s = np.array(strengths)  # (players, ways)
    code = np.array(codes)
    best = s.max(axis=0)
    leaders = (s == best).sum(axis=0)
    win = (s == best) & (leaders == 1)
    draw = (s == best) & (leaders > 1)

    def per_code(mask: np.ndarray) -> np.ndarray:
        return np.array([np.bincount(code[p][mask[p]], minlength=11)[1:] for p in range(len(holes))]) / ways

    everything = np.ones_like(win)
    return Exact(ways, win.mean(axis=1), draw.mean(axis=1), per_code(win), per_code(draw), per_code(everything))


def assert_within(observed: float, p: float, n: int, what: str, sigmas: float = 4.0) -> None:
    se = math.sqrt(p * (1 - p) / n)
    assert abs(observed - p) <= sigmas * se + 1e-12, f"{what}: {observed:.6f} vs exact {p:.6f} (se {se:.2e})"


def counts(t: holdEm.table) -> tuple:
    players = range(t.getNoPlayers())
    return (
        t.getNumRuns(),
        t.getWins(),
        t.getDraws(),
        [t.getWinsPP(p) for p in players],
        [t.getDrawsPP(p) for p in players],
        [t.getHandsPP(p) for p in players],
    )


def assert_consistent(t: holdEm.table) -> None:
    """Invariants every count must keep, whatever the deals."""
    runs, wins, draws, wins_pp, draws_pp, hands_pp = counts(t)
    for p in range(t.getNoPlayers()):
        assert sum(hands_pp[p]) == runs
        assert sum(wins_pp[p]) == wins[p]
        assert sum(draws_pp[p]) == draws[p]
    # Each deal has one lone winner or a draw shared by two or more players.
    assert sum(wins) <= runs <= sum(wins) + sum(draws) // 2
    if runs:
        assert t.getWinsP() == pytest.approx([w / runs for w in wins])
        assert t.getDrawsP() == pytest.approx([d / runs for d in draws])
        assert t.getHandsPPp(0) == pytest.approx([h / runs for h in hands_pp[0]])


def table_cards(t: holdEm.table) -> list[tuple[int, int]]:
    cards = [c for c in zip(t.getBoardFace(), t.getBoardSuit()) if c[0] != -1]
    for p in range(t.getNoPlayers()):
        cards += zip(t.getPlayerHoldFace(p), t.getPlayerHoldSuit(p))
    return cards


def snapshot(t: holdEm.table) -> tuple:
    return (table_cards(t), t.getNumCardsInDeck(), counts(t))


# The getters that take a player number.
GETTERS_WITH_PLAYER = [
    "getPlayerHoldFace",
    "getPlayerHoldSuit",
    "getWinsPP",
    "getWinsPPp",
    "getDrawsPP",
    "getDrawsPPp",
    "getHandsPP",
    "getHandsPPp",
]
