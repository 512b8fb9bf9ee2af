"""flop_report: equity on every flop, checked against the plain reference and the rules of counting.

The rows are checked one by one against tests/independent_reference.py (every deal and board
listed by the rules) on decks cut down by dead cards; the classes against Burnside's count and
the 1,755 classes of the 22,100 flops; the frequencies against the weight of the deals that fit
each flop; the straight texture against every two cards that can join a flop; and the mean over
the flops against the engine's exact preflop equity, which walks the boards another way.
"""

from __future__ import annotations

import itertools
import math
import re

import hits_reference
import independent_reference as ref
import numpy as np
import pytest

import holdEm
from holdEm.flops import TEXTURE_LABELS, flop_classes, flop_report

ALL_PERMS = list(itertools.permutations(range(4)))


def permute(card: int, perm: tuple[int, ...]) -> int:
    return card - card % 4 + perm[card % 4]


def spot_symmetries(players: list[ref.Options], dead: set[int]) -> list[tuple[int, ...]]:
    """The suit permutations under which every player's options (weights too) and the dead cards
    are unchanged: the definition, by trying all 24."""

    def image(perm: tuple[int, ...]) -> list[dict[tuple[int, ...], float]]:
        return [{tuple(sorted(permute(c, perm) for c in hole)): w for hole, w in p.items()} for p in players]

    identity = image((0, 1, 2, 3))
    out = []
    for perm in ALL_PERMS:
        if {permute(c, perm) for c in dead} == dead and image(perm) == identity:
            out.append(perm)
    return out


def burnside(cards: list[int], perms: list[tuple[int, ...]]) -> int:
    """The number of classes of flops of ``cards`` under the group ``perms``: the mean number of
    flops each permutation leaves as they are."""
    flops = [frozenset(f) for f in itertools.combinations(cards, 3)]
    fixed = sum(sum(1 for f in flops if frozenset(permute(c, g) for c in f) == f) for g in perms)
    assert fixed % len(perms) == 0
    return fixed // len(perms)


def reference_hits(options: ref.Options, flop: tuple[int, ...], dead: set[int]) -> dict[str, float]:
    """The share of the combos of ``options`` that fit the flop and the dead cards in each hit
    class, by the hit report's rules written out in tests/hits_reference.py."""
    board = [(c // 4, c % 4) for c in flop]
    shares = dict.fromkeys(hits_reference.SPEC_MADE + hits_reference.SPEC_DRAWS, 0.0)
    total = 0.0
    for hole, w in options.items():
        if set(hole) & (set(flop) | dead):
            continue
        cards = [(c // 4, c % 4) for c in hole]
        made = hits_reference.made_hand(cards, board)
        for name in (made, *hits_reference.draws(cards, board, made)):
            shares[name] += w
        total += w
    return {name: share / total for name, share in shares.items()}


def reduced_deck(keep: str) -> str:
    """The dead cards that leave only the ranks and cards of ``keep`` ("QKA 7c": every queen, king
    and ace, and the seven of clubs) in the deck."""
    ranks, *cards = keep.split()
    live = {c for c in range(52) if ref.RANKS[c // 4] in ranks} | {ref.card(t) for t in cards}
    return "".join(ref.combo_text([c]) for c in range(52) if c not in live)


# --- the classes


def test_the_22100_flops_fall_in_1755_classes():
    classes = flop_classes(list(range(52)), ALL_PERMS)
    assert len(classes) == 1755
    assert sum(n for _, n in classes) == math.comb(52, 3) == 22100
    # A class has 4 flops (trips, or three ranks of one suit), 12 or 24.
    assert {n for _, n in classes} == {4, 12, 24}


@pytest.mark.parametrize("fixing", ["", "s", "sh", "shd"], ids=["all suits", "spades fixed", "two fixed", "all fixed"])
def test_the_classes_are_the_orbits_burnside_counts(fixing):
    fixed = ["cdhs".index(s) for s in fixing]
    perms = [p for p in ALL_PERMS if all(p[s] == s for s in fixed)]
    cards = list(range(0, 52, 2)) + [1, 3, 5]  # a deck without symmetry of its own beyond some suits
    cards = [c for c in cards if all(permute(c, p) in cards for p in perms)] or list(range(52))
    classes = flop_classes(cards, perms)
    assert len(classes) == burnside(cards, perms)
    assert sum(n for _, n in classes) == math.comb(len(cards), 3)


# --- the rows against the reference


REDUCED_SPOTS = [
    (["AA,AK:0.5", "KK,QQ,KQs"], "QKA 7c"),
    (["AsKs", "QQ,KQ"], "QKA"),
    (["AK:0.25,KQs", "AA:0.5,QQ", "KK"], "QKA 7c 7d"),
    (["Ah", "KK,QQ:0.75"], "QKA 2c"),
    (["AK", "QQ,KQs", "QQ,KQs"], "QKA 2c"),  # two players of one range: their hits are walked once
]


@pytest.mark.parametrize(("hands", "keep"), REDUCED_SPOTS, ids=[" v ".join(h) for h, _ in REDUCED_SPOTS])
def test_every_row_is_the_reference_on_a_reduced_deck(hands, keep):
    dead = reduced_deck(keep)
    report = flop_report(hands, dead, threads=2)
    players = [ref.partial(h, ref.cards(dead)) if h[1:] in ref.SUITS else ref.combos(h) for h in hands]
    dead_set = set(ref.cards(dead))
    live = [c for c in range(52) if c not in dead_set]

    # Every flop of the deck by the reference: its figures and the weight of its deals and boards.
    figures = {}
    for flop in itertools.combinations(live, 3):
        try:
            figures[flop] = ref.exact_equity(players, ref.combo_text(flop), dead)
        except ValueError:  # no deal fits the flop
            pass
    total = sum(f.weight for f in figures.values())
    assert sum(r.flops for r in report) == len(figures)
    assert math.isclose(sum(r.frequency for r in report), 1.0)

    group = spot_symmetries(players, dead_set)
    for row in report:
        flop = tuple(sorted(ref.cards(row.flop)))
        orbit = {tuple(sorted(permute(c, g) for c in flop)) for g in group}
        assert row.flops == len(orbit), row
        f = figures[flop]
        assert row.equity == pytest.approx(tuple(f.equity), abs=1e-12), row
        assert row.frequency == pytest.approx(row.flops * f.weight / total, rel=1e-12), row
        assert row.stderr == (0.0,) * len(hands)
    preflop = sum(f.weight * f.equity for f in figures.values()) / total
    assert report.equity == pytest.approx(tuple(preflop), abs=1e-12)
    assert report.exact

    # Each player's hits on each row, and over every flop of the deck (not by class).
    assert list(report.hit_classes) == hits_reference.SPEC_MADE + hits_reference.SPEC_DRAWS
    for p, options in enumerate(players):
        for i, row in enumerate(report):
            expected = reference_hits(options, tuple(sorted(ref.cards(row.flop))), dead_set)
            np.testing.assert_allclose(report.hit_shares[i, p], list(expected.values()), atol=1e-12)
        over_all = {name: 0.0 for name in report.hit_classes}
        for flop, f in figures.items():
            for name, share in reference_hits(options, flop, dead_set).items():
                over_all[name] += f.weight / total * share
        assert report.hits(p)["all flops"] == pytest.approx(over_all, abs=1e-12)


# --- the whole deck: the mean over the flops is the preflop equity


FULL_DECK_SPOTS = [
    (["AsKs", "QhQd"], "", "holdem"),
    (["AKs,QQ:0.5", "JJ,TT"], "", "holdem"),
    (["AA", "KK", "QQ"], "2c", "holdem"),
    (["AhKh", "QQ,JJ:0.3"], "Kd", "holdem"),
    (["AKs", "QQ"], "", "shortdeck"),
    (["AKs", "QQ"], "", "shortdeck-triton"),
]


@pytest.mark.parametrize(
    ("hands", "dead", "game"), FULL_DECK_SPOTS, ids=[f"{' v '.join(h)} {g}" for h, _, g in FULL_DECK_SPOTS]
)
def test_the_flops_average_to_the_preflop_equity(hands, dead, game):
    report = flop_report(hands, dead, game=game)
    preflop = holdEm.equity(hands, dead=dead, game=game, exact=True)
    assert report.equity == pytest.approx(preflop.equity, abs=1e-12)
    assert math.isclose(sum(r.frequency for r in report), 1.0)
    deck = 36 if game.startswith("shortdeck") else 52
    in_play = deck - len(holdEm.parse_cards(dead))
    assert sum(r.flops for r in report) <= math.comb(in_play, 3)
    for by in TEXTURE_LABELS:
        groups = report.groups(by)
        assert sum(g.flops for g in groups) == sum(r.flops for r in report)
        assert sum(g.frequency * g.equity[0] for g in groups) == pytest.approx(report.equity[0], abs=1e-12)
        # The hits of each group, weighted by the groups' frequencies, are the hits over all flops.
        by_label = report.hits(1, by=by)
        assert list(by_label) == [g.label for g in groups]
        mixed = {k: sum(g.frequency * by_label[g.label][k] for g in groups) for k in report.hit_classes}
        assert mixed == pytest.approx(report.hits(1)["all flops"], abs=1e-12)
    made = report.hit_classes[: -len(holdEm.hits.DRAWS)]
    assert sum(report.hits(0)["all flops"][k] for k in made) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("hands", "keep", "by_board"),
    [(["AsKs", "QhQd"], None, False), (["random", "AA,KK,QQ,AKs:0.5,JTs"], "TJQKA", True)],
    ids=["exact hands: flop by flop", "ranges: one walk of the boards"],
)
def test_heads_up_reports_take_the_cheaper_walk(hands, keep, by_board):
    """Heads-up exact reports are one engine call: one walk of every board where the ranges are wide
    (each board credited to its ten flops), else flop by flop, as modelled; either way each row is
    the exact equity of its flop, and each flop's deals are counted pair by pair."""
    dead = "" if keep is None else reduced_deck(keep)
    report = flop_report(hands, dead, threads=2)
    flops = np.array([holdEm.parse_cards(r.flop) for r in report.rows], dtype=np.uint8)
    fields = holdEm._core._flop_equities(hands, flops, holdEm.parse_cards(dead), "holdem", 2, 0.0, None)
    assert fields["by_board"] is by_board
    players = [ref.partial("", ref.cards(dead)) if h == "random" else ref.combos(h) for h in hands]
    for i in range(0, len(report), max(1, len(report) // 30)):
        row = report.rows[i]
        assert row.equity == pytest.approx(holdEm.equity(hands, row.flop, dead, exact=True).equity, abs=1e-12)
        out = set(ref.cards(row.flop)) | set(ref.cards(dead))
        pairs = sum(
            wa * wb
            for a, wa in players[0].items()
            for b, wb in players[1].items()
            if not set(a) & set(b) and not (set(a) | set(b)) & out
        )
        assert fields["deals"][i] == pytest.approx(pairs, rel=1e-12)


def test_symmetric_ranges_have_a_row_per_class():
    report = flop_report(["AKs,QQ", "JJ,TT"], threads=2)
    assert len(report) == 1755
    assert sum(r.flops for r in report) == 22100


def test_flops_no_deal_leaves_are_left_out():
    # AA holds two aces: a flop of three aces leaves it none.
    report = flop_report(["AA", "KK"])
    flops = {r.flop for r in report}
    assert "AhAdAc" not in flops and "KhKdKc" not in flops
    assert sum(r.flops for r in report) == 22100 - 8
    assert len(report) == 1755 - 2


# --- textures


def straight_possible_by_the_rules(flop: tuple[int, ...], deck: tuple[int, ...], game: str) -> bool:
    rest = [c for c in deck if c not in flop]
    rows = [flop + pair for pair in itertools.combinations(rest, 2)]
    codes = ref.code_of(ref.score5(rows, game))
    return bool((codes == ref.STRAIGHT).any() or (codes == ref.STRAIGHT_FLUSH).any() or (codes == ref.ROYAL).any())


@pytest.mark.parametrize("game", ["holdem", "shortdeck"])
def test_straight_texture_is_some_two_cards_making_a_straight(game):
    from holdEm.flops import _straight_windows, flop_texture

    deck = ref.SHORT_DECK if game == "shortdeck" else ref.FULL_DECK
    windows = _straight_windows(deck[0] // 4)
    for ranks in itertools.combinations_with_replacement(sorted({c // 4 for c in deck}), 3):
        if ranks[0] == ranks[2]:
            continue  # trips: no straight, and the suits below would repeat a card
        flop = tuple(4 * r + s for r, s in zip(ranks, (0, 1, 2)))
        texture = flop_texture(flop, windows)
        expected = straight_possible_by_the_rules(flop, deck, game)
        assert (texture.straight == "straight possible") == expected, ref.combo_text(flop)


@pytest.mark.parametrize(
    ("flop", "suits", "pairing", "high"),
    [
        ("AsKsQs", "monotone", "unpaired", "A"),
        ("7h7d2h", "two-tone", "paired", "7"),
        ("9c9d9h", "rainbow", "trips", "9"),
        ("Td4c2s", "rainbow", "unpaired", "T"),
    ],
)
def test_suits_pairing_and_high_card(flop, suits, pairing, high):
    from holdEm.flops import _straight_windows, flop_texture

    texture = flop_texture(ref.cards(flop), _straight_windows(0))
    assert (texture.suits, texture.pairing, texture.high) == (suits, pairing, high)


# --- Monte Carlo rows, the result's forms, bad input


def test_monte_carlo_rows_have_honest_standard_errors():
    exact = flop_report(["AsKs", "QQ,JJ"], threads=2)
    estimated = flop_report(["AsKs", "QQ,JJ"], exact=False, trials=400, seed=7, threads=2)
    assert not estimated.exact
    assert [r.flop for r in estimated] == [r.flop for r in exact]
    assert all(r.stderr[0] > 0 for r in estimated if 0 < r.equity[0] < 1)
    z = (estimated.equity[0] - exact.equity[0]) / estimated.stderr[0]
    assert abs(z) < 4
    again = flop_report(["AsKs", "QQ,JJ"], exact=False, trials=400, seed=7, threads=1)
    assert again == estimated  # the same seed, whatever the threads (and the times)


def test_the_pandas_table_has_each_players_columns():
    """One equity column per player, a standard error column each where rows were sampled, and the
    textures; a row per class of flops, as the rows are."""
    pytest.importorskip("pandas", reason="pip install '.[test]'")
    exact = flop_report(["AsKs", "QQ,JJ"], threads=2).to_pandas()
    textures = ["suits", "pairing", "high", "straight"]
    assert list(exact.columns) == ["flop", "flops", "frequency", "equity_1", "equity_2", *textures]
    sampled = flop_report(["AsKs", "QQ,JJ"], exact=False, trials=400, seed=7, threads=2)
    frame = sampled.to_pandas()
    figures = ["equity_1", "equity_2", "stderr_1", "stderr_2"]
    assert list(frame.columns) == ["flop", "flops", "frequency", *figures, *textures]
    assert len(frame) == len(sampled.rows) and frame["stderr_2"].tolist() == [r.stderr[1] for r in sampled]
    assert abs(float((frame["frequency"] * frame["equity_1"]).sum()) - sampled.equity[0]) < 1e-12


def test_monte_carlo_reports_of_neighbouring_seeds_are_independent():
    """Each row's seed is drawn from the report's seed (holdEm._seeds): with ``seed + i``, the report
    of seed 2 dealt row i as the report of seed 1 dealt row i + 1, a flop along, and their errors
    went together (correlation about 0.58 over these rows; about 0 +- 0.025 when independent)."""
    exact = np.array([r.equity[0] for r in flop_report(["AA", "KK"], threads=2)])
    one, two = (
        np.array([r.equity[0] for r in flop_report(["AA", "KK"], trials=200, seed=s, threads=2)]) - exact
        for s in (1, 2)
    )
    assert abs(np.corrcoef(one[1:], two[:-1])[0, 1]) < 0.15
    assert abs(np.corrcoef(one, two)[0, 1]) < 0.15


def test_groups_ranked_and_plain_data():
    report = flop_report(["AsKs", "QhQd"], threads=2)
    ranked = report.ranked(1)
    assert [r.equity[1] for r in ranked] == sorted((r.equity[1] for r in report), reverse=True)
    assert [g.label for g in report.groups("suits")] == ["rainbow", "two-tone", "monotone"]
    data = report.to_dict()
    assert len(data["flops"]) == len(report) and set(data["groups"]) == set(TEXTURE_LABELS)
    assert data["hits"] == [report.hits(p)["all flops"] for p in (0, 1)]
    assert data["flops"][0].keys() >= {"flop", "flops", "frequency", "equity", "suits", "pairing", "high", "straight"}
    text = str(report)
    assert "monotone" in text and "best flops for AsKs" in text
    assert "FlopReport(hands=('AsKs', 'QhQd')" in repr(report)
    assert "<table" in report._repr_html_()


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"hands": ["AsKs"]}, ValueError, "at least 2 players"),
        ({"hands": ["AsKs", "AsQd"]}, ValueError, "duplicate card As"),
        ({"hands": ["AsKs", "QQ"], "dead": "Qs Qh Qd Qc"}, ValueError, "player 2"),
        ({"hands": ["AsKs", "QQ"], "game": "plo4"}, ValueError, "two-card games"),
        ({"hands": ["AsKs", "QQ"], "dead": "Xx"}, ValueError, "dead cards"),
        ({"hands": "AsKs QQ"}, TypeError, "one hand per player"),
        ({"hands": ["AsKs", "QQ"], "time_limit": -1}, ValueError, "time_limit"),
        ({"hands": ["AsKs", "QQ"], "exact": True, "trials": 10}, ValueError, "trials"),
        ({"hands": ["AsKs", "QQ"], "seed": "7"}, TypeError, "seed must be an int"),
        ({"hands": ["50%", "50%", "50%"]}, ValueError, "weighing each of 1755 classes of flops .* narrow those"),
        ({"hands": ["AsKs", "AhKh", "AdKd"], "dead": reduced_deck("AK")}, ValueError, "dead cards: .* leave"),
    ],
)
def test_bad_input_is_named(kwargs, error, message):
    with pytest.raises(error, match=message):
        flop_report(**kwargs)


def test_groups_and_ranked_check_their_arguments():
    report = flop_report(["AsKs", "QhQd"], threads=2)
    with pytest.raises(ValueError, match="by must be one of"):
        report.groups("colour")
    with pytest.raises(ValueError, match="player must be 0..1"):
        report.ranked(2)
    with pytest.raises(ValueError, match="player must be 0..1"):
        report.hits(-1)
    with pytest.raises(ValueError, match="by must be one of"):
        report.hits(0, by="colour")


def test_a_long_report_stops_at_its_time_limit_or_callback():
    with pytest.raises(TimeoutError, match="flop_report: time_limit of 0.05 s") as stopped:
        flop_report(["QQ+,AKs", "random"], time_limit=0.05, threads=1)
    # Its steps: each class of flops, then each range's hits on them.
    steps = re.search(r"of (\d+) steps \((\d+) classes of flops, then the hits of 2 ranges", str(stopped.value))
    assert steps and int(steps[1]) == int(steps[2]) + 2 == stopped.value.total
    seen = []

    def stop(share):
        seen.append(share)
        return False

    with pytest.raises(InterruptedError, match="flop_report: stopped by the callback"):
        flop_report(["QQ+,AKs", "random"], callback=stop, threads=1)
    assert seen and 0 <= seen[0] < 1


def test_the_hits_stop_at_the_callback():
    """Each player's hits on each class of flops run after the equities, and stop at the callback:
    six players, two distinct ranges (one item each, after the 4,494 classes' equities)."""
    hands = ["AhKh"] + ["random"] * 5
    seen: list[float] = []

    def stop_in_the_hits(share: float) -> bool:
        seen.append(share)
        return share < 4494 / 4496

    with pytest.raises(InterruptedError, match=r"stopped by the callback after 449[45] of 4496 "):
        flop_report(hands, exact=False, trials=100, seed=1, threads=1, callback=stop_in_the_hits)
    assert seen == sorted(seen) and seen[-1] >= 4494 / 4496


def test_a_player_is_checked_alike_everywhere():
    # NumPy's ints are players as Python's are; another type is a TypeError, as in equity_breakdown.
    report = flop_report(["AsKs", "QhQd"], threads=2)
    assert report.ranked(np.int64(1)) == report.ranked(1)
    for bad in (True, 1.0, "1"):
        with pytest.raises(TypeError, match="player must be an int 0..1"):
            report.hits(bad)
