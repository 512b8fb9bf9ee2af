"""The original's table class: known cards, dealing, winners, MC / MCP / MCF counts.

Monte Carlo results are checked against exact values that this file enumerates
itself (every way to deal the unknown cards, scored with holdEm.evaluate_batch).
MC (brute force) and MCP (prime method) must count exactly the same for the same
seed; MCF (the equity engine's Monte Carlo) repeats its own counts for a seed and
agrees with MC's statistically.
"""

from __future__ import annotations

import math
import os
import re
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pytest

import holdEm

ROOT = Path(__file__).resolve().parent.parent
# Child processes import the holdEm this process imports (the source tree, a sanitizer build, ...).
PACKAGE_PATH = str(Path(holdEm.__file__).resolve().parent.parent)
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


# --- the original's example script ----------------------------------------------------


def test_original_example_script_prints_the_exact_odds() -> None:
    env = dict(os.environ, PYTHONPATH=PACKAGE_PATH)
    out = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "MC_example.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
        check=True,
    ).stdout
    rows = re.findall(
        r"player\s+(\d)\s+\| Win count :\s+(\d+)\s+\| Win prob :\s+([\d.]+)\s+\| Draw count :\s+(\d+)"
        r"\s+\| Draw prob :\s+([\d.]+)",
        out,
    )
    assert len(rows) == 3
    code_rows = re.findall(
        r"player\s+(\d)\s+\| hand code :\s+(\d+)\s+\| win count :\s+(\d+).*occur count :\s+(\d+)", out
    )
    assert len(code_rows) == 30
    n = 1_000_000
    ex = exact(EXAMPLE)
    for p, wins, win_p, draws, draw_p in rows:
        p = int(p)
        assert abs(int(wins) / n - float(win_p)) < 1e-4 and abs(int(draws) / n - float(draw_p)) < 1e-4
        assert_within(int(wins) / n, ex.win[p], n, f"player {p} wins")
        assert_within(int(draws) / n, ex.draw[p], n, f"player {p} draws")
        occurrences = [int(r[3]) for r in code_rows if int(r[0]) == p]
        assert sum(occurrences) == n
        assert sum(int(r[2]) for r in code_rows if int(r[0]) == p) == int(wins)


# --- Monte Carlo against exact values ------------------------------------------------


@pytest.mark.parametrize("method", ["MCP", "MCF"])
@pytest.mark.parametrize("scenario", EXACT_SCENARIOS, ids=lambda s: s.name)
def test_mcp_and_mcf_match_exact_enumeration(scenario: Scenario, method: str) -> None:
    ex = exact(scenario)
    t = scenario.table(seed=20240601)
    n = scenario.deals
    assert getattr(t, method)(n) == 0
    assert t.getNumRuns() == n
    assert_consistent(t)
    for p in range(len(scenario.holes)):
        assert_within(t.getWinsP()[p], ex.win[p], n, f"player {p} wins")
        assert_within(t.getDrawsP()[p], ex.draw[p], n, f"player {p} draws")
        for code in range(10):
            assert_within(t.getWinsPPp(p)[code], ex.win_code[p, code], n, f"player {p} wins with code {code + 1}")
            assert_within(t.getDrawsPPp(p)[code], ex.draw_code[p, code], n, f"player {p} draws with code {code + 1}")
            assert_within(t.getHandsPPp(p)[code], ex.hand_code[p, code], n, f"player {p} has code {code + 1}")


def test_exact_enumerator_on_known_answers() -> None:
    # A royal flush on the board: everyone draws, always.
    royal = exact(Scenario("royal", ["2c3d", "", ""], "AsKsQs", "Js", "Ts"))
    assert royal.ways == math.comb(45, 2) * math.comb(43, 2)
    assert list(royal.draw) == [1.0, 1.0, 1.0] and list(royal.win) == [0.0, 0.0, 0.0]
    assert list(royal.hand_code[:, 9]) == [1.0, 1.0, 1.0]
    # The board plays unless someone holds an ace: P(no ace among the 4 unknown hole cards).
    plays = exact(EXACT_SCENARIOS[2])
    assert plays.draw[0] == pytest.approx(math.comb(41, 4) / math.comb(45, 4))
    assert combinations(48, 5).shape == (math.comb(48, 5), 5)


# --- MC and MCP deal the same cards; MCF agrees with them ------------------------------

SAME_COUNT_SCENARIOS = [
    (EXAMPLE, 6000),
    (Scenario("known board, multiway ties", ["", "", "", ""], "9cTcJd", "Qh", "Kh"), 4000),
    (Scenario("full house on board", ["", "", "", "", ""], "7c7d7h", "Ks", "Kd"), 3000),
    (Scenario("nothing known: MC before any setup", [""] * 6), 3000),
    (Scenario("turn and river known, flop dealt", ["Ah", "", "Kd2c"], "", "Qs", "Qd"), 4000),
    (Scenario("23 players: 51 cards", [""] * 23), 300),
    (EXACT_SCENARIOS[4], 1500),
]


@pytest.mark.parametrize("scenario, deals", SAME_COUNT_SCENARIOS, ids=lambda s: getattr(s, "name", ""))
def test_mc_and_mcp_count_the_same_for_one_seed(scenario: Scenario, deals: int) -> None:
    results = []
    for method in ("MC", "MCP"):
        t = scenario.table(seed=99)
        assert getattr(t, method)(deals) == 0
        assert_consistent(t)
        results.append(counts(t))
    assert results[0] == results[1]
    assert results[0][0] == deals


# Preflop with cards to deal, the engine deals a few boards to each set of hole cards
# (kBoardsPerUnit = 4 in cpp/src/equity/mc_deck.hpp): its counts' variance is at most 4x
# that of independent deals.
MCF_VARIANCE_BOUND = 4.0


def assert_agree(mc: holdEm.table, mcf: holdEm.table, sigmas: float = 5.0) -> None:
    """Every count of mcf within a few standard errors of mc's (two independent samples)."""
    a, b = counts(mc), counts(mcf)
    na, nb = a[0], b[0]
    flat_a = [a[1], a[2]] + a[3] + a[4] + a[5]
    flat_b = [b[1], b[2]] + b[3] + b[4] + b[5]
    for i, (row_a, row_b) in enumerate(zip(flat_a, flat_b)):
        for j, (x, y) in enumerate(zip(row_a, row_b)):
            p = (x + y) / (na + nb)
            se = math.sqrt(p * (1 - p) * (1 / na + MCF_VARIANCE_BOUND / nb))
            assert abs(x / na - y / nb) <= sigmas * se + 1e-12, f"count {i}, {j}: {x}/{na} vs {y}/{nb}"


@pytest.mark.parametrize("scenario, deals", SAME_COUNT_SCENARIOS, ids=lambda s: getattr(s, "name", ""))
def test_mcf_repeats_for_one_seed_and_agrees_with_mc(scenario: Scenario, deals: int) -> None:
    mcf_deals = 20 * deals
    results = []
    for _ in range(2):
        t = scenario.table(seed=99)
        assert t.MCF(mcf_deals) == 0
        assert_consistent(t)
        results.append(counts(t))
    assert results[0] == results[1]
    assert results[0][0] == mcf_deals
    other = scenario.table(seed=100)
    other.MCF(mcf_deals)
    assert counts(other) != results[0]
    mc = scenario.table(seed=99)
    mc.MC(deals)
    assert_agree(mc, t)


def test_multiway_ties_are_counted_for_every_player() -> None:
    t = SAME_COUNT_SCENARIOS[2][0].table(seed=5)  # 7c7d7h Ks Kd on board, 5 players
    t.MC(2000)
    # Unless someone holds the last seven, a king or a pair above sevens, all five share the
    # board's full house (a bit under half the deals).
    assert min(t.getDraws()) > 0.35 * t.getNumRuns()
    assert_consistent(t)
    everyone = holdEm.table(3)
    everyone.setFlop(*faces_suits("AsKsQs"))
    everyone.setTurn(*original("Js"))
    everyone.setRiver(*original("Ts"))
    everyone.MC(500)
    assert everyone.getDraws() == [500] * 3 and everyone.getWins() == [0] * 3
    assert [everyone.getDrawsPP(p)[9] for p in range(3)] == [500] * 3


# --- seeds, accumulation, reset -------------------------------------------------------


def test_counts_accumulate_and_chunks_do_not_change_the_deals() -> None:
    one = EXAMPLE.table(seed=42)
    one.MCP(400_000)  # several chunks inside
    pieces = EXAMPLE.table(seed=42)
    for n in (1, 99_999, 150_000, 150_000):
        pieces.MCP(n)
    assert counts(one) == counts(pieces)
    assert one.getNumRuns() == 400_000


def test_mixing_methods_after_one_seed_continues_the_same_deals() -> None:
    a = EXAMPLE.table(seed=8)
    a.MC(1000)
    a.MCP(5000)
    b = EXAMPLE.table(seed=8)
    b.MCP(6000)
    assert counts(a) == counts(b)
    # MCF draws its seed from the table's generator: the same sequence repeats.
    runs = []
    for _ in range(2):
        t = EXAMPLE.table(seed=8)
        t.MC(1000)
        t.MCF(2000)
        t.MCP(3000)
        t.MCF(4000)
        assert_consistent(t)
        runs.append(counts(t))
    assert runs[0] == runs[1] and runs[0][0] == 10_000


def test_seeds_repeat_and_unseeded_runs_differ() -> None:
    assert counts(EXAMPLE.table(seed=1)) == counts(EXAMPLE.table(seed=1))  # nothing run yet
    runs = []
    for seed in (1, 1, 2, None, None):
        t = EXAMPLE.table(seed)
        t.MCP(20_000)
        runs.append(counts(t))
    assert runs[0] == runs[1]
    assert runs[0] != runs[2]
    assert runs[3] != runs[4]
    # Reseeding a used table starts the same deals again.
    t = EXAMPLE.table(seed=1)
    t.MCF(777)
    t.resetTable()
    t.setHoldCards(0, *faces_suits("KcKd"))
    t.setHoldCards(1, *faces_suits("QhQs"))
    t.setFlop(*faces_suits("5h6cTs"))
    t.setSeed(1)
    t.MCP(20_000)
    assert counts(t) == runs[0]


def test_reset_table_forgets_cards_and_counts_reset_to_known_keeps_them() -> None:
    t = EXAMPLE.table(seed=3)
    t.MCP(1000)
    t.dealAll()
    assert t.resetTableToKnown() == 0
    assert t.getNumRuns() == 1000
    assert t.getPlayerHoldFace(2) == [] and t.getBoardFace() == [5, 6, 10, -1, -1]
    assert t.getNumCardsInDeck() == 52 - 7
    assert t.resetTable() == 0
    assert t.getNumRuns() == 0 and t.getWins() == [0, 0, 0] and t.getWinsP() == [0.0, 0.0, 0.0]
    assert t.getPlayerHoldFace(0) == [] and t.getBoardFace() == [-1] * 5
    assert t.getNumCardsInDeck() == 52 and t.getNoPlayers() == 3
    assert t.setNoPlayers(5) == 0 and t.getNoPlayers() == 5 and len(t.getWins()) == 5


# --- dealing by hand ------------------------------------------------------------------


def table_cards(t: holdEm.table) -> list[tuple[int, int]]:
    cards = [c for c in zip(t.getBoardFace(), t.getBoardSuit()) if c[0] != -1]
    for p in range(t.getNoPlayers()):
        cards += zip(t.getPlayerHoldFace(p), t.getPlayerHoldSuit(p))
    return cards


def test_deal_all_fills_every_card_once_and_keeps_the_known_ones() -> None:
    t = Scenario("", ["AsKd", "Qh", ""] + [""] * 6, "", "9h").table(seed=10)
    assert t.findWinner() == -1  # nothing dealt yet
    assert t.dealAll() == 0
    cards = table_cards(t)
    assert len(cards) == 5 + 2 * 9 == len(set(cards))
    assert t.getNumCardsInDeck() == 52 - 23
    assert t.getPlayerHoldFace(0) == [14, 13] and t.getPlayerHoldSuit(0) == [4, 2]
    assert t.getPlayerHoldFace(1)[0] == 12 and t.getBoardFace()[3] == 9
    assert t.dealFlopTurnRiver() == 1 and t.dealHold(4) == 1 and t.dealAll() == 0
    assert table_cards(t) == cards


def test_deal_step_by_step_and_aliases() -> None:
    t = holdEm.table(2)
    t.setSeed(4)
    assert t.dealHold(0) == 0 and len(t.getPlayerHoldFace(0)) == 2 and t.getNumCardsInDeck() == 50
    assert t.findWinner() == -1
    assert t.dealFlopTurnRiver() == 0 and t.getNumCardsInDeck() == 45
    assert t.dealAllP() == 0 and t.dealAllI() == 0 and t.getNumCardsInDeck() == 43
    assert len(set(table_cards(t))) == 9
    t.shuffleDeckIndex()
    assert t.dealAll() == 0 and len(set(table_cards(t))) == 9


def test_find_winner_agrees_with_evaluate() -> None:
    t = holdEm.table(4)
    t.setSeed(77)
    for _ in range(300):
        t.resetTableToKnown()
        t.dealAll()
        board = [4 * (f - 2) + s - 1 for f, s in zip(t.getBoardFace(), t.getBoardSuit())]
        strengths = []
        for p in range(4):
            hole = [4 * (f - 2) + s - 1 for f, s in zip(t.getPlayerHoldFace(p), t.getPlayerHoldSuit(p))]
            strengths.append(holdEm.evaluate(board + hole))
        best = max(strengths)
        expected = strengths.index(best) if strengths.count(best) == 1 else -2
        wins_before, draws_before = t.getWins(), t.getDraws()
        assert t.findWinner() == expected
        assert t.findWinnerP() == expected
        assert t.findWinnerI() == expected
        for p in range(4):
            if expected == -2 and strengths[p] == best:
                assert t.getDraws()[p] == draws_before[p] + 3
            assert t.getWins()[p] == wins_before[p] + (3 if expected == p else 0)
    assert t.getNumRuns() == 900
    assert_consistent(t)


def test_hand_dealt_odds_match_exact() -> None:
    scenario = Scenario("river to come", ["AhKh", "QcQd"], "2h7hJc", "3s")
    ex = exact(scenario)
    t = scenario.table(seed=31)
    n = 3000
    for _ in range(n):
        t.dealAll()
        t.findWinner()
        t.resetTableToKnown()
    for p in range(2):
        assert_within(t.getWinsP()[p], ex.win[p], n, f"player {p} wins")


def test_setting_a_card_puts_dealt_cards_back() -> None:
    t = holdEm.table(3)
    t.setSeed(2)
    t.dealAll()
    dealt_turn = (t.getBoardFace()[3], t.getBoardSuit()[3])
    assert t.setTurn(*dealt_turn) == 0  # the dealt card is free again, so it can be set
    assert t.getBoardFace() == [-1, -1, -1, dealt_turn[0], -1]
    assert all(t.getPlayerHoldFace(p) == [] for p in range(3))
    assert t.getNumCardsInDeck() == 51


# --- bad arguments: documented codes or ValueError, never a crash --------------------


@pytest.mark.parametrize("players", [-5, 0, 1, 24, 100])
def test_bad_player_counts(players: int) -> None:
    with pytest.raises(ValueError, match="2..23"):
        holdEm.table(players)
    t = holdEm.table(3)
    assert t.setNoPlayers(players) == -1
    assert t.getNoPlayers() == 3


def test_the_most_players_the_deck_allows() -> None:
    t = holdEm.table(23)
    t.setSeed(1)
    t.dealAll()
    assert len(set(table_cards(t))) == 51 and t.getNumCardsInDeck() == 1
    assert t.findWinner() in range(-2, 23)
    assert t.MCP(200) == 0
    assert_consistent(t)


def snapshot(t: holdEm.table) -> tuple:
    return (table_cards(t), t.getNumCardsInDeck(), counts(t))


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


# --- GIL, threads and Ctrl-C -------------------------------------------------------------


def test_runs_release_the_gil_and_a_table_changed_meanwhile_is_refused() -> None:
    t = EXAMPLE.table(seed=6)
    errors: list[BaseException] = []

    def long_run() -> None:
        try:
            t.MCP(10**12)
        except RuntimeError as e:
            errors.append(e)

    worker = threading.Thread(target=long_run)
    worker.start()
    time.sleep(0.3)
    runs_seen = t.getNumRuns()  # the table answers while the run goes on
    t.setSeed(7)  # changes the table under the run: its next merge is refused
    worker.join(timeout=60)
    assert not worker.is_alive()
    assert len(errors) == 1 and "changed" in str(errors[0])
    assert runs_seen > 0
    assert_consistent(t)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("method", METHODS)
def test_ctrl_c_stops_a_run_and_keeps_the_counts(method: str) -> None:
    script = f"""
import os, signal, threading, time, holdEm
t = holdEm.table(3)
t.setHoldCards(0, (13, 13), (1, 2))
t.setSeed(1)
threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
start = time.perf_counter()
try:
    t.{method}(10**15)
    print("finished?!")
except KeyboardInterrupt:
    runs = t.getNumRuns()
    assert 0 < runs < 10**15
    assert sum(t.getHandsPP(0)) == runs and sum(t.getWins()) <= runs
    print("interrupted", runs, round(time.perf_counter() - start, 2))
"""
    env = dict(os.environ, PYTHONPATH=PACKAGE_PATH)
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    words = result.stdout.split()
    assert words[0] == "interrupted", result.stdout
    assert float(words[2]) < 30  # answered promptly (generous for slow sanitizer builds)


def test_signal_handler_exceptions_propagate() -> None:
    class Stop(Exception):
        pass

    def handler(signum: int, frame: object) -> None:
        raise Stop

    previous = signal.signal(signal.SIGALRM, handler)
    try:
        t = EXAMPLE.table(seed=2)
        signal.setitimer(signal.ITIMER_REAL, 0.2)
        with pytest.raises(Stop):
            t.MCF(10**15)
        assert t.getNumRuns() > 0
        assert_consistent(t)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def test_repr() -> None:
    t = EXAMPLE.table()
    assert repr(t) == "table(3 players [KcKd] [QhQs] [], board [5h6cTs], runs=0)"
    d = holdEm.deck()
    d.setDeckFull()
    assert repr(d) == "deck(52 cards left of 52)"
