"""The original's table class, Monte Carlo: MC / MCP / MCF counts.

Monte Carlo results are checked against exact values that tests/legacy_table_support.py
enumerates itself (every way to deal the unknown cards, scored with holdEm.evaluate_batch).
MC (brute force) and MCP (prime method) must count exactly the same for the same
seed; MCF (the equity engine's Monte Carlo) repeats its own counts for a seed and
agrees with MC's statistically.
"""

from __future__ import annotations

import math
import re

import pytest
from cli_support import run_example
from legacy_table_support import (
    EXACT_SCENARIOS,
    EXAMPLE,
    Scenario,
    assert_consistent,
    assert_within,
    combinations,
    counts,
    exact,
    faces_suits,
    original,
)

import holdEm

# --- the original's example script ----------------------------------------------------


def test_original_example_script_prints_the_exact_odds() -> None:
    out = run_example("MC_example.py", timeout=900)
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


# --- seeds and accumulation -------------------------------------------------------------


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
