"""holdEm.equity_breakdown against a brute force on turn boards, its identities, views, the CLI."""

from __future__ import annotations

import itertools
import json
import math

import numpy as np
import pytest
from cli_support import run_cli
from shortdeck_reference import SHORT_DECK, score_best

import holdEm
from holdEm._deals import player_combos
from holdEm._suit_symmetry import suit_symmetries


def combos(text: str) -> dict[tuple[int, ...], float]:
    return {tuple(holdEm.parse_cards(c)): w for c, w in holdEm.parse_range(text).items()}


def brute_breakdown(mine: str, others: list[str], board: str) -> dict[frozenset[int], tuple[float, float, float]]:
    """Per combo of ``mine``: (weight share, equity, win) by enumerating opponents' deals and every
    river on a turn board, with only holdEm.evaluate."""
    cards = holdEm.parse_cards(board)
    out: dict[frozenset[int], list[float]] = {}
    for combo, w in combos(mine).items():
        if set(combo) & set(cards):
            continue
        mass = eq = win = 0.0
        for deal in itertools.product(*(combos(o).items() for o in others)):
            used = list(combo) + [c for d, _ in deal for c in d]
            if len(set(used)) < len(used) or set(used) & set(cards):
                continue
            weight = w
            for _, dw in deal:
                weight *= dw
            rivers = [c for c in range(52) if c not in used and c not in cards]
            for river in rivers:
                full = cards + [river]
                strengths = [holdEm.evaluate(list(h) + full) for h in [combo] + [d for d, _ in deal]]
                best = max(strengths)
                n = strengths.count(best)
                if strengths[0] == best:
                    eq += weight / n / len(rivers)
                    win += weight * (n == 1) / len(rivers)
            mass += weight
        if mass:
            out[frozenset(combo)] = [mass, eq / mass, win / mass]
    total = sum(v[0] for v in out.values())
    return {k: (v[0] / total, v[1], v[2]) for k, v in out.items()}


@pytest.mark.parametrize(
    ("hands", "board"),
    [
        (["AhKh,QcQd:0.5,JsTs", "KK,AQs:0.25"], "Kd7h2h9c"),
        (["AhKh,8c8d", "QQ", "JsTs,9h8h:0.5"], "Kd7h2h9c"),
    ],
)
def test_against_brute_force(hands: list[str], board: str) -> None:
    result = holdEm.equity_breakdown(hands, board, exact=True)
    expected = brute_breakdown(hands[0], hands[1:], board)
    assert len(result.combos) == len(expected)
    for row in result.rows():
        weight, eq, win = expected[frozenset(holdEm.parse_cards(row.combo))]
        assert row.weight == pytest.approx(weight, abs=1e-12)
        assert row.equity == pytest.approx(eq, abs=1e-9)
        assert row.win == pytest.approx(win, abs=1e-9)


@pytest.mark.parametrize(
    ("hands", "board", "dead", "player"),
    [
        (["QQ+,AKs:0.5", "JJ,AQs:0.25,KQo"], "Kd7c2s", "", 0),
        (["QQ+,AKs:0.5", "JJ,AQs:0.25,KQo"], "Kd7c2s", "", 1),
        (["AA,KK", "QQ", "JJ:0.5,AKs"], "Td7c2s", "3h", 2),
        (["AhKh", "random"], "Td7c2s9h", "", 1),
        (["QQ+,AKs", "TT,AQs:0.5"], "", "", 0),
    ],
)
def test_overall_is_equity(hands: list[str], board: str, dead: str, player: int) -> None:
    result = holdEm.equity_breakdown(hands, board, dead, player=player, exact=True)
    now = holdEm.equity(hands, board, dead, exact=True)
    assert result.exact and result.player == player
    assert sum(result.weights) == pytest.approx(1.0)
    assert result.equity == pytest.approx(now.equity[player], abs=1e-9)
    win = sum(w * x for w, x in zip(result.weights, result.wins))
    assert win == pytest.approx(now.win[player], abs=1e-9)


def test_symmetric_orbits_match_direct_calls() -> None:
    hands = ["AKs,QQ,T9o", "JJ+"]
    result = holdEm.equity_breakdown(hands, exact=True)
    for row in result.rows():
        direct = holdEm.equity([row.combo, "JJ+"], exact=True)
        assert row.equity == pytest.approx(direct.equity[0], abs=1e-12)
    # A board breaks the symmetry except for the suits it leaves alike.
    assert len(suit_symmetries(0, [player_combos("JJ+")])) == 24
    known = 1 << holdEm.parse_cards("Kd")[0]
    assert len(suit_symmetries(known, [player_combos("JJ+")])) == 6
    assert len(suit_symmetries(0, [player_combos("JJ+,AhKh")])) == 6


def test_by_class_distribution_curve() -> None:
    result = holdEm.equity_breakdown(["QQ+,AKs,72o", "JJ,AQs"], exact=True)
    grid = result.by_class()
    assert grid.shape == (13, 13)
    index = {name: i for i, name in enumerate(holdEm.HAND_CLASSES)}
    flat = grid.reshape(-1)
    present = {"AA", "KK", "QQ", "AKs", "72o"}
    for name, i in index.items():
        assert math.isnan(flat[i]) == (name not in present)
    aa = [r.equity for r in result.rows() if r.combo[0] == "A" and r.combo[2] == "A"]
    assert flat[index["AA"]] == pytest.approx(np.mean(aa))
    assert flat[index["AA"]] > flat[index["72o"]]
    dist = result.distribution(buckets=10)
    assert dist.shape == (10,) and dist.sum() == pytest.approx(1.0)
    assert result.distribution(1) == pytest.approx([1.0])
    curve = result.curve()
    assert np.all(np.diff(curve.equity) <= 0) and curve.share[-1] == pytest.approx(1.0)
    with pytest.raises(ValueError, match="buckets"):
        result.distribution(0)


def test_to_dict_str_pandas() -> None:
    result = holdEm.equity_breakdown(["QQ+", "AKs"], exact=True)
    data = json.loads(json.dumps(result.to_dict()))
    assert data["player"] == 0 and len(data["combos"]) == 18
    assert set(data["combos"][0]) == {"combo", "weight", "equity", "win", "tie", "stderr"}
    assert "QQ+" in str(result) and "18 combos" in str(result) and "Monte Carlo" not in str(result)
    # Estimates say so in the text, as the flag says so in the fields.
    sampled = holdEm.equity_breakdown(["QQ+", "AKs", "random"], exact=False, seed=1)
    assert not sampled.exact and "Monte Carlo" in str(sampled).splitlines()[1]
    assert f"± {sampled.stderr:.4f}" in str(sampled) and "stderr" in str(sampled).splitlines()[2]
    assert result.stderr == 0 and set(result.stderrs) == {0.0} and "stderr" not in str(result)
    try:
        import pandas  # type: ignore[import-untyped]  # noqa: F401
    except ImportError:
        with pytest.raises(ImportError, match="pandas"):
            result.to_pandas()
    else:
        frame = result.to_pandas()
        assert list(frame.columns) == ["combo", "weight", "equity", "win", "tie", "stderr"] and len(frame) == 18


def test_rows_are_a_tuple_and_exact_a_keyword() -> None:
    """As equity and flop_report take exact, and as a result's other fields are kept."""
    result = holdEm.equity_breakdown(["QQ+", "AKs"], "", "", 0, exact=True)
    rows = result.rows()
    assert isinstance(rows, tuple) and rows[:2] == rows[0:2] and len(rows) == 18
    assert [r.combo for r in rows] == list(result.combos) and rows[0].equity == result.equities[0]
    with pytest.raises(TypeError):
        holdEm.equity_breakdown(["QQ+", "AKs"], "", "", 0, True)  # type: ignore[misc]  # (refused)


def test_each_combo_has_a_seed_of_its_own() -> None:
    """A seeded Monte Carlo breakdown runs each orbit of combos on its own seed, drawn from the
    call's (on one seed the combos' errors went together): AKs's orbit and AKo's, each run on one
    of its combos, in that order."""
    from holdEm._seeds import item_seeds

    sampled = holdEm.equity_breakdown(["AKs,AKo", "QQ"], exact=False, seed=5, threads=1)
    seeds = item_seeds(5, 2)
    for combo, seed in zip(("AcKc", "AcKd"), seeds):
        alone = holdEm.equity([combo, "QQ"], exact=False, seed=seed, threads=1)
        assert sampled.equities[sampled.combos.index(combo)] == alone.equity[0]
    assert holdEm.equity_breakdown(["AKs,AKo", "QQ"], exact=False, seed=5, threads=2) == sampled


def test_monte_carlo_standard_errors_are_honest() -> None:
    """Each sampled combo's stderr is its own run's, and the overall stderr measures the overall
    error: over 40 seeds the errors against the exact breakdown, in units of stderr, spread as a
    standard normal's.  The combos of one suit orbit share a run; counting them as independent
    runs would make the overall stderr about half what it is (a spread near 2.5)."""
    hands = ["AKs,AKo,QQ", "JJ"]
    exact = holdEm.equity_breakdown(hands, exact=True)
    combo_z, overall_z = [], []
    for seed in range(40):
        sampled = holdEm.equity_breakdown(hands, exact=False, seed=seed, trials=20_000, threads=1)
        assert sampled.combos == exact.combos and min(sampled.stderrs) > 0
        combo_z += [(s - e) / d for s, e, d in zip(sampled.equities, exact.equities, sampled.stderrs)]
        overall_z.append((sampled.equity - exact.equity) / sampled.stderr)
    assert 0.6 < float(np.std(overall_z)) < 1.5, overall_z
    assert 0.8 < float(np.std(combo_z)) < 1.25 and max(map(abs, combo_z)) < 5


def test_to_pandas_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    real = builtins.__import__

    def fake(name: str, *args: object, **kwargs: object) -> object:
        if name == "pandas":
            raise ImportError("no pandas")
        return real(name, *args, **kwargs)  # type: ignore[arg-type]

    results = {
        "EquityBreakdown": holdEm.equity_breakdown(["QQ+", "AKs"], exact=True),
        "EquityResult": holdEm.equity(["AsKs", "QhQd"]),
        "NextCard": holdEm.next_card(["AsKs", "QhQd"], "7h8h2c"),
        "FlopReport": holdEm.flop_report(["AA", "KK"]),
    }
    monkeypatch.setattr(builtins, "__import__", fake)
    for name, result in results.items():
        with pytest.raises(ImportError, match=rf"^{name}\.to_pandas\(\) needs pandas: pip install pandas$"):
            result.to_pandas()


@pytest.mark.parametrize(
    ("hands", "board", "dead", "player", "message"),
    [
        (["QQ+", "AKs"], "", "", 2, "player must be 0..1"),
        (["QQ+", "AKs"], "", "", -1, "player must be 0..1"),
        (["ZZ", "AKs"], "", "", 0, "ZZ"),
        (["AA", "AKs"], "", "AhAdAc", 0, "player 1"),
        (["AsKs", "AsQd"], "", "", 0, "As"),
    ],
)
def test_bad_input(hands: list[str], board: str, dead: str, player: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        holdEm.equity_breakdown(hands, board, dead, player=player)


def test_cli() -> None:
    done = run_cli("breakdown", "QQ+,AKs", "JJ", "--board", "Kd7c2s")
    assert done.returncode == 0, done.stderr
    assert b"equity" in done.stdout and b"AsKs" in done.stdout
    # --player counts from 1 as the tables and errors do; the JSON is to_dict(), whose player is an index.
    done = run_cli("breakdown", "QQ+,AKs", "JJ", "--board", "Kd7c2s", "--player", "2", "--json")
    data = json.loads(done.stdout)
    assert data["player"] == 1 and len(data["combos"]) == 6
    done = run_cli("breakdown", "QQ+,AKs", "JJ", "--board", "Kd7c2s", "--player", "2")
    assert b"JJ (player 2) against QQ+,AKs" in done.stdout
    done = run_cli("breakdown", "QQ+", "JJ", "--player", "5")
    assert done.returncode == 2 and b"holdem breakdown: error: --player 5: there are only 2 players" in done.stderr
    done = run_cli("breakdown", "QQ+", "JJ", "--player", "0")
    assert done.returncode == 2 and b"players count from 1, got '0'" in done.stderr
    done = run_cli("breakdown", "--help")
    assert done.returncode == 0 and b"examples:" in done.stdout


def test_symmetry_keeps_board_and_dead_apart() -> None:
    # Kd on the board and Kh dead: swapping d and h would swap their roles, so it is no symmetry.
    board, dead = 1 << holdEm.parse_cards("Kd")[0], 1 << holdEm.parse_cards("Kh")[0]
    perms = suit_symmetries(board, [player_combos("JJ+")], fixed=[dead])
    assert len(perms) == 2  # only c <-> s (and the identity)
    result = holdEm.equity_breakdown(["AdQd,AhQh,AcQc", "JJ+"], "Kd", "Kh", exact=True)
    for row in result.rows():
        direct = holdEm.equity([row.combo, "JJ+"], "Kd", "Kh", exact=True)
        assert row.equity == pytest.approx(direct.equity[0], abs=1e-12)


# --- Short deck: the combos come from the 36 cards six through ace.


def brute_shortdeck(mine: list[tuple[int, int]], other: list[tuple[int, int]], board: str, game: str):
    """Per combo of ``mine`` against one opponent of equal-weight combos on a turn board: (weight
    share, equity) over every opponent combo and river, scored by the independent reference (each
    combo's seven cards with each river scored once, then compared pair by pair)."""
    cards = holdEm.parse_cards(board)
    rivers = np.array([int(c) for c in SHORT_DECK if c not in cards])
    hands = sorted({tuple(sorted(c)) for c in [*mine, *other] if not set(c) & set(cards)})
    index = {h: i for i, h in enumerate(hands)}
    rows = [[*h, *cards, r] for h in hands for r in rivers]  # a river in its own hand: never compared
    score = score_best(np.array(rows), game).reshape(len(hands), len(rivers))
    hand_bits = np.array([(1 << a) | (1 << b) for a, b in hands], dtype=np.int64)
    river_bits = np.left_shift(1, rivers.astype(np.int64))
    out = {}
    for combo in mine:
        if set(combo) & set(cards):
            continue
        me = index[tuple(sorted(combo))]
        opps = np.array([index[tuple(sorted(o))] for o in other if not set(o) & (set(combo) | set(cards))], dtype=int)
        if len(opps) == 0:
            continue
        # Each (opponent, river) deal whose river is in neither hand.
        dealt = ((hand_bits[opps, None] | hand_bits[me]) & river_bits[None, :]) == 0
        mine_scores, their_scores = score[me][None, :], score[opps]
        share = (mine_scores > their_scores) + 0.5 * (mine_scores == their_scores)
        out[frozenset(combo)] = (int(dealt.sum()), float(share[dealt].mean()))
    total = sum(n for n, _ in out.values())
    return {k: (n / total, e) for k, (n, e) in out.items()}


@pytest.mark.parametrize("game", ["shortdeck", "shortdeck-triton"])
def test_shortdeck_against_brute_force(game: str) -> None:
    board = "Kd7h6h9c"
    deck_combos = [tuple(sorted(c)) for c in itertools.combinations(map(int, SHORT_DECK), 2)]
    # A random player holds only short-deck combos: 30 cards are left, so C(30, 2) of them.
    result = holdEm.equity_breakdown(["random", "AhTh"], board, game=game, exact=True)
    assert result.game == game and len(result.combos) == math.comb(30, 2)
    expected = brute_shortdeck(deck_combos, [tuple(sorted(holdEm.parse_cards("AhTh")))], board, game)
    assert {frozenset(holdEm.parse_cards(c)) for c in result.combos} == set(expected)
    for row in result.rows():
        weight, eq = expected[frozenset(holdEm.parse_cards(row.combo))]
        assert row.weight == pytest.approx(weight, abs=1e-12) and row.equity == pytest.approx(eq, abs=1e-9)
    # A range against a random opponent: the opponent's combos are short-deck ones too.
    mine = holdEm.equity_breakdown(["JJ+,AQs+,T9s", "random"], board, game=game, exact=True)
    expected = brute_shortdeck([tuple(sorted(c)) for c in combos("JJ+,AQs+,T9s")], deck_combos, board, game)
    assert len(mine.combos) == len(expected)
    for row in mine.rows():
        weight, eq = expected[frozenset(holdEm.parse_cards(row.combo))]
        assert row.weight == pytest.approx(weight, abs=1e-12) and row.equity == pytest.approx(eq, abs=1e-9)
    assert mine.equity == pytest.approx(
        holdEm.equity(["JJ+,AQs+,T9s", "random"], board, game=game, exact=True).equity[0], abs=1e-12
    )


def test_by_class_in_short_deck_is_the_9x9_grid() -> None:
    result = holdEm.equity_breakdown(["TT+,AQs+,KQs,A6o", "random"], "Ah7d8c", game="shortdeck", exact=True)
    grid = result.by_class()
    assert grid.shape == (9, 9)
    # Rows and columns are the ranks ace to six; suited above the diagonal, offsuit below.
    ranks = "AKQJT9876"
    sums: dict[tuple[int, int], list[float]] = {}
    for row in result.rows():
        (r1, s1), (r2, s2) = sorted((ranks.index(c[0]), c[1]) for c in (row.combo[:2], row.combo[2:]))
        cell = (r1, r2) if s1 == s2 or r1 == r2 else (r2, r1)
        sums.setdefault(cell, [0.0, 0.0])
        sums[cell][0] += row.weight * row.equity
        sums[cell][1] += row.weight
    for i in range(9):
        for j in range(9):
            if (i, j) in sums:
                total, weight = sums[(i, j)]
                assert grid[i, j] == pytest.approx(total / weight, abs=1e-12)
            else:
                assert math.isnan(grid[i, j])
    assert {(0, 8), (8, 0)} & set(sums) == {(8, 0)}  # A6o below the diagonal, no A6s


def test_shortdeck_refusals_and_cli() -> None:
    with pytest.raises(ValueError, match="card 5h is not in the short deck|5h"):
        holdEm.equity_breakdown(["AsKs", "random"], "5h9c8d", game="shortdeck")
    with pytest.raises(ValueError, match="game must be one of 'holdem', 'shortdeck', 'shortdeck-triton', 'omaha'"):
        holdEm.equity_breakdown(["AsKs", "random"], game="razz")
    shown = holdEm.equity_breakdown(["AsKs", "QQ"], "Kd7c6s", game=" ShortDeck ")
    assert shown.game == "shortdeck" and "game='shortdeck'" in repr(shown)
    assert str(shown).splitlines()[0] == "AsKs (player 1) against QQ, board Kd7c6s (shortdeck)"
    assert ">game</td>" in shown._repr_html_() and ">shortdeck</td>" in shown._repr_html_()
    done = run_cli("breakdown", "AsKs", "QQ+", "--board", "Kd7c6s", "--game", "shortdeck", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    expected = holdEm.equity(["AsKs", "QQ+"], "Kd7c6s", game="shortdeck", exact=True).equity[0]
    assert data["game"] == "shortdeck" and data["equity"] == pytest.approx(expected, abs=1e-12)
    done = run_cli("breakdown", "AA", "KK", "--game", "omaha-hilo")  # preflop: 2 * 10^12 deals
    assert done.returncode == 2 and b"too large to enumerate" in done.stderr
    done = run_cli("breakdown", "AA", "KK", "--board", "7h8h2c4d3s", "--game", "omaha-hilo", "--json")
    expected = holdEm.equity(["AA", "KK"], "7h8h2c4d3s", game="omaha-hilo", exact=True).equity[0]
    assert done.returncode == 0 and json.loads(done.stdout)["equity"] == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize(
    ("hands", "board", "game"),
    [(["QQ+", "AKs"], "", "holdem"), (["QQ+", "AKs"], "Kd7c2s", "holdem"), (["AA", "KK"], "Jh8h2c", "omaha")],
)
@pytest.mark.parametrize(
    ("given", "message"),
    [({"exact": "yes"}, "exact must be None, True or False"), ({"seed": "1"}, "seed must be an int")],
)
def test_exact_and_seed_are_checked_on_every_path(
    hands: list[str], board: str, game: str, given: dict[str, object], message: str
) -> None:
    # Preflop, heads-up after the flop (one walk board by board) and Omaha: each refuses them alike.
    with pytest.raises(TypeError, match=message):
        holdEm.equity_breakdown(hands, board, game=game, **given)  # type: ignore[arg-type]


def test_to_dict_is_json_with_standard_errors_not_known() -> None:
    """One deal a combo leaves each standard error unknown (NaN): to_dict gives null, so its JSON
    is valid (it wrote NaN, which json.loads elsewhere refuses), and the figures known stay."""
    result = holdEm.equity_breakdown(["AA", "random", "random"], exact=False, trials=1, seed=1)
    assert math.isnan(result.stderr)
    data = json.loads(json.dumps(result.to_dict(), allow_nan=False))
    assert data["stderr"] is None and all(row["stderr"] is None for row in data["combos"])
    assert [row["equity"] for row in data["combos"]] == [row.equity for row in result.rows()]
