"""The short deck's preflop ranking and its percentage ranges: the generated ranking against
the engine's exact equities, and "15%" in short deck against the prefix of that ranking that a
player would take (the closest share of the 630 short-deck combos, the shorter on a tie)."""

from __future__ import annotations

import itertools
import json
import math
import re
import subprocess
import sys
from pathlib import Path

import pytest
from cli_support import run_cli

import holdEm
from holdEm.preflop import class_combos, class_of_combo

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("shortdeck", "shortdeck-triton")
LOW = "2345"


def short_deck_classes() -> list[str]:
    return [c for c in holdEm.HAND_CLASSES if not any(r in c[:2] for r in LOW)]


def class_combo(hand_class: str) -> str:
    """One combo of a class (every combo of a class has the same equity against a random hand)."""
    high, low = hand_class[0], hand_class[1]
    return f"{high}s{low}h" if len(hand_class) == 2 or hand_class[2] == "o" else f"{high}s{low}s"


@pytest.mark.parametrize("game", GAMES)
def test_ranking_is_every_short_deck_class_by_its_exact_equity(game: str) -> None:
    ranking = holdEm.hand_ranking(game)
    assert sorted(r.hand_class for r in ranking) == sorted(short_deck_classes())
    assert len(ranking) == 81 and sum(r.combos for r in ranking) == math.comb(36, 2)
    equities = [r.equity for r in ranking]
    assert equities == sorted(equities, reverse=True)
    assert ranking[0].hand_class == "AA"
    # Every listed equity is the engine's exact equity of a combo of the class against random.
    for r in ranking:
        exact = holdEm.equity([class_combo(r.hand_class), "random"], game=game, exact=True)
        assert r.equity == pytest.approx(exact.equity[0], abs=1e-12), r.hand_class


def test_the_two_orders_rank_differently_and_so_does_holdem() -> None:
    standard = [r.hand_class for r in holdEm.hand_ranking("shortdeck")]
    triton = [r.hand_class for r in holdEm.hand_ranking("shortdeck-triton")]
    holdem = [r.hand_class for r in holdEm.hand_ranking() if r.hand_class in set(standard)]
    assert standard != triton and standard != holdem


def prefix_for(share: float, game: str) -> set[str]:
    """The ranking's prefix whose combos come closest to share% of 630 (the shorter on a tie)."""
    goal = share / 100 * 630
    best, best_gap, total = 1, math.inf, 0
    for k, r in enumerate(holdEm.hand_ranking(game), start=1):
        total += r.combos
        if abs(total - goal) < best_gap:
            best, best_gap = k, abs(total - goal)
    return {r.hand_class for r in holdEm.hand_ranking(game)[:best]}


@pytest.mark.parametrize(("game", "share"), itertools.product(GAMES, [0.5, 1, 5, 12.5, 33.3, 50, 99, 100]))
def test_a_share_is_the_closest_prefix_of_the_games_ranking(game: str, share: float) -> None:
    combos = holdEm.parse_range(f"{share}%", game=game)
    classes = {class_of_combo(c) for c in combos}
    assert classes == prefix_for(share, game)
    assert len(combos) == sum(class_combos(c) for c in classes)  # whole classes
    # And the equity engine reads the share the same way.
    ranged = holdEm.equity([f"{share}%", "AsKd"], game=game, trials=1000, seed=1)
    listed = holdEm.equity([",".join(sorted(classes)), "AsKd"], game=game, trials=1000, seed=1)
    assert ranged.equity == listed.equity


def test_short_deck_ranges_refuse_low_cards_and_other_games() -> None:
    with pytest.raises(ValueError, match="the range holds .*, a hand with a card below six"):
        holdEm.parse_range("22+", game="shortdeck")
    with pytest.raises(ValueError, match="ranges are for Hold'em and short deck only .*omaha_hands"):
        holdEm.parse_range("AKs", game="omaha")
    with pytest.raises(ValueError, match="unknown game 'stud'"):
        holdEm.parse_range("AKs", game="stud")
    with pytest.raises(ValueError, match="game must be one of 'holdem', 'shortdeck', 'shortdeck-triton'"):
        holdEm.hand_ranking("stud")
    assert holdEm.parse_range("100%", game="shortdeck").keys() == holdEm.parse_range("random").keys() - {
        c for c in holdEm.parse_range("random") if re.search(f"[{LOW}]", c)
    }


def test_breakdown_reads_a_share_by_the_short_deck_ranking() -> None:
    result = holdEm.equity_breakdown(["10%", "random"], "Kd7h6h", game="shortdeck")
    assert {class_of_combo(c) for c in result.combos} == prefix_for(10, "shortdeck")
    whole = holdEm.equity(["10%", "random"], "Kd7h6h", game="shortdeck", exact=True).equity[0]
    assert result.equity == pytest.approx(whole, abs=1e-12)


@pytest.mark.skipif(not (ROOT / "codegen").is_dir(), reason="needs the source tree")
def test_checked_in_header_is_what_the_generator_writes(tmp_path: Path) -> None:
    out = tmp_path / "shortdeck_ranking.hpp"
    script = ROOT / "codegen" / "gen_shortdeck_ranking.py"
    subprocess.run([sys.executable, str(script), str(out)], check=True, timeout=300, cwd=ROOT / "codegen")
    numbers = re.compile(r"= \{([^}]*)\}", re.S)
    fresh = [[float(x) for x in block.split(",")] for block in numbers.findall(out.read_text())]
    shipped = [[float(x) for x in block.split(",")] for block in numbers.findall(
        (ROOT / "cpp" / "src" / "equity" / "shortdeck_ranking.hpp").read_text())]  # fmt: skip
    assert len(fresh) == len(shipped) == 4
    for a, b in zip(fresh, shipped):
        assert a == pytest.approx(b, abs=1e-12)


def test_cli_prints_the_short_deck_ranking() -> None:
    done = run_cli("preflop", "--ranking", "--game", "shortdeck-triton", "--json")
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout)
    assert [(r["hand_class"], r["equity"]) for r in shown] == [
        (r.hand_class, r.equity) for r in holdEm.hand_ranking("shortdeck-triton")
    ]
    done = run_cli("preflop", "--game", "shortdeck")
    assert done.returncode == 2 and b"give --ranking for shortdeck's ranking" in done.stderr


def test_a_range_value_reads_its_text_for_the_game() -> None:
    short = holdEm.Range("20%", game="shortdeck")
    assert dict(short.combos) == holdEm.parse_range("20%", game="shortdeck")
    assert holdEm.Range.parse("20%", "shortdeck") == short != holdEm.Range("20%")
    # Its text reads back as the same combos, and stands in for the text in short-deck equity.
    assert holdEm.Range(str(short), game="shortdeck") == short
    a = holdEm.equity([short, "random"], game="shortdeck", trials=2000, seed=3)
    b = holdEm.equity(["20%", "random"], game="shortdeck", trials=2000, seed=3)
    assert a.equity == b.equity
    with pytest.raises(ValueError, match="a card below six"):
        holdEm.Range("22+", game="shortdeck")
    done = run_cli("range", "15%", "--game", "shortdeck", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["combos"] == len(holdEm.parse_range("15%", game="shortdeck"))
    done = run_cli("range", "15%", "--game", "shortdeck")
    assert f"of 630): {holdEm.Range('15%', game='shortdeck')}" in done.stdout.decode()
