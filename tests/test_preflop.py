"""Preflop: HAND_CLASSES, the shipped heads-up table, the ranking and percentage ranges."""

from __future__ import annotations

import itertools
import json
import math
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from cli_support import cli_env, run_cli, run_shell

import holdEm
from holdEm import _core
from holdEm.preflop import class_combos, pair_counts

ROOT = Path(__file__).resolve().parent.parent
N = 169


# --- HAND_CLASSES


def test_hand_classes_layout() -> None:
    classes = holdEm.HAND_CLASSES
    assert isinstance(classes, tuple) and len(classes) == N and len(set(classes)) == N
    assert classes[0] == "AA" and classes[1] == "AKs" and classes[13] == "AKo" and classes[14] == "KK"
    assert classes[12] == "A2s" and classes[156] == "A2o" and classes[168] == "22"
    for row, col in itertools.product(range(13), range(13)):
        name = classes[13 * row + col]
        assert (len(name) == 2) == (row == col)
        if row < col:
            assert name.endswith("s") and classes[13 * col + row] == name[:2] + "o"


def test_hand_classes_cover_every_combo_once() -> None:
    combos = [c for name in holdEm.HAND_CLASSES for c in holdEm.parse_range(name)]
    assert len(combos) == len(set(combos)) == 1326
    assert all(len(holdEm.parse_range(n)) == class_combos(n) for n in holdEm.HAND_CLASSES)


# --- The table


def test_table_shape_symmetry_and_speed() -> None:
    holdEm.preflop_table()
    start = time.perf_counter()
    m = holdEm.preflop_table(players=2)
    assert time.perf_counter() - start < 0.1
    assert m.shape == (N, N) and m.dtype == np.float64
    assert np.allclose(m + m.T, 1.0, rtol=0, atol=1e-12)
    assert np.all(np.diag(m) == 0.5)
    assert not m.flags.writeable


def test_table_bad_players() -> None:
    with pytest.raises(ValueError, match="players=2"):
        holdEm.preflop_table(players=3)
    for table in (holdEm.preflop_table, holdEm.preflop_ties):  # a string would be true: a recompute
        with pytest.raises(TypeError, match="recompute must be True or False, not 'no'"):
            table(recompute="no")  # type: ignore[arg-type]


def test_shipped_table_matches_engine_on_a_sample() -> None:
    m = holdEm.preflop_table()
    rng = random.Random(7)
    pairs = [tuple(rng.sample(range(N), 2)) for _ in range(60)]
    for i, j in pairs:
        r = holdEm.equity([holdEm.HAND_CLASSES[i], holdEm.HAND_CLASSES[j]], exact=True)
        assert m[i, j] == pytest.approx(r.equity[0], abs=1e-12), (holdEm.HAND_CLASSES[i], holdEm.HAND_CLASSES[j])


def brute_force(hero: list[int], villain: list[int], *, ties: bool = False) -> float:
    """Hero's equity over every board (``ties``: the share of boards split), with the evaluator
    as the only engine call."""
    deck = [c for c in range(52) if c not in hero + villain]
    boards = np.array(list(itertools.combinations(deck, 5)), dtype=np.uint8)
    a = holdEm.evaluate_batch(np.hstack([np.tile(np.uint8(hero), (len(boards), 1)), boards]), validate=False)
    b = holdEm.evaluate_batch(np.hstack([np.tile(np.uint8(villain), (len(boards), 1)), boards]), validate=False)
    if ties:
        return float((a == b).sum() / len(boards))
    return float(((a > b).sum() + 0.5 * (a == b).sum()) / len(boards))


def test_aa_v_kk_by_brute_force() -> None:
    # AA v KK: the combo pairs fall in three kinds by how many suits they share
    # (two: 6 pairs, one: 24, none: 6), each enumerated over all 1,712,304 boards.
    a, k = 4 * 12, 4 * 11  # card = 4 * rank + suit
    shares_two = brute_force([a, a + 1], [k, k + 1])
    shares_one = brute_force([a, a + 1], [k, k + 2])
    shares_none = brute_force([a, a + 1], [k + 2, k + 3])
    expected = (6 * shares_two + 24 * shares_one + 6 * shares_none) / 36
    m = holdEm.preflop_table()
    aa, kk = holdEm.HAND_CLASSES.index("AA"), holdEm.HAND_CLASSES.index("KK")
    assert m[aa, kk] == pytest.approx(expected, abs=1e-12)
    assert m[aa, kk] == pytest.approx(0.8195, abs=5e-5)  # the published figure


def test_ties_by_brute_force() -> None:
    # AA v AA: every pair of aces against the other two, alike up to the suits; AA v KK as above.
    a, k = 4 * 12, 4 * 11
    aces = brute_force([a, a + 1], [a + 2, a + 3], ties=True)
    kings = [brute_force([a, a + 1], villain, ties=True) for villain in ([k, k + 1], [k, k + 2], [k + 2, k + 3])]
    t = holdEm.preflop_ties()
    aa, kk = holdEm.HAND_CLASSES.index("AA"), holdEm.HAND_CLASSES.index("KK")
    assert t[aa, aa] == pytest.approx(aces, abs=1e-12) and 0.95 < t[aa, aa] < 0.96
    assert t[aa, kk] == t[kk, aa] == pytest.approx((6 * kings[0] + 24 * kings[1] + 6 * kings[2]) / 36, abs=1e-12)


def test_shipped_ties_match_the_engine_on_a_sample() -> None:
    t = holdEm.preflop_ties()
    assert t.shape == (N, N) and np.array_equal(t, t.T) and not t.flags.writeable
    assert np.all((t >= 0) & (t <= 1)) and np.all(holdEm.preflop_table() - t / 2 >= 0)  # the win chance
    rng = random.Random(8)
    for i, j in [tuple(rng.sample(range(N), 2)) for _ in range(40)] + [(5, 5), (100, 100)]:
        r = holdEm.equity([holdEm.HAND_CLASSES[i], holdEm.HAND_CLASSES[j]], exact=True)
        assert t[i, j] == pytest.approx(r.tie[0], abs=1e-12), (holdEm.HAND_CLASSES[i], holdEm.HAND_CLASSES[j])
    with pytest.raises(ValueError, match="players=2"):
        holdEm.preflop_ties(players=3)


def test_known_values() -> None:
    m, idx = holdEm.preflop_table(), holdEm.HAND_CLASSES.index
    assert m[idx("AKs"), idx("QQ")] == pytest.approx(0.4605, abs=5e-5)  # the classic race, QQ slightly ahead
    assert m[idx("AA"), idx("AA")] == 0.5 and m[idx("KK"), idx("AA")] == pytest.approx(1 - 0.8195, abs=5e-5)


def test_recompute_small_sample_in_a_thread_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    # The full recompute takes seconds; here the same code on a cut-down class list.
    from holdEm import preflop

    monkeypatch.setattr(preflop, "HAND_CLASSES", ("AA", "KK", "AKs", "72o"))
    m, t = preflop._compute_tables(2)
    shipped, ties, idx = holdEm.preflop_table(), holdEm.preflop_ties(), holdEm.HAND_CLASSES.index
    for (i, a), (j, b) in itertools.product(enumerate(preflop.HAND_CLASSES), repeat=2):
        assert m[i, j] == pytest.approx(shipped[idx(a), idx(b)], abs=1e-12)
        assert t[i, j] == pytest.approx(ties[idx(a), idx(b)], abs=1e-12)


# --- The ranking


def test_ranking() -> None:
    ranking = holdEm.hand_ranking()
    assert len(ranking) == N and {r.hand_class for r in ranking} == set(holdEm.HAND_CLASSES)
    assert ranking[0] == holdEm.HandRank("AA", pytest.approx(0.852037, abs=5e-7), 6)
    assert f"{ranking[0].equity:.6f}" == "0.852037"
    assert ranking[-1].hand_class == "32o"  # not 72o: by equity against one random hand, 32o is weakest
    assert all(a.equity >= b.equity for a, b in zip(ranking, ranking[1:]))
    assert sum(r.combos for r in ranking) == 1326


@pytest.mark.parametrize("name", ["AA", "32o", "72o", "T9s", "K5o"])
def test_ranking_equity_matches_the_engine_v_random(name: str) -> None:
    by_name = {r.hand_class: r.equity for r in holdEm.hand_ranking()}
    assert by_name[name] == pytest.approx(holdEm.equity([name, "random"], exact=True).equity[0], abs=1e-12)


def test_pair_counts() -> None:
    n, idx = pair_counts(), holdEm.HAND_CLASSES.index
    assert n[idx("AA"), idx("AA")] == 6  # each AA combo leaves exactly one other
    assert n[idx("AA"), idx("KK")] == 36 and n[idx("AKs"), idx("AKo")] == 4 * 12 - 4 * 6
    assert (n == n.T).all()


def test_compiled_in_ranking_matches_the_exact_one() -> None:
    order = [holdEm.HAND_CLASSES[i] for i in _core.PREFLOP_RANKING]
    assert order == [r.hand_class for r in holdEm.hand_ranking()]


def test_checked_in_header_is_what_codegen_writes(tmp_path: Path) -> None:
    script = ROOT / "codegen/gen_preflop_ranking.py"
    if not script.exists():
        pytest.skip("needs the source tree")
    out = tmp_path / "ranking.hpp"
    subprocess.run([sys.executable, str(script), str(ROOT / "python/holdEm/data/preflop_2.npy"), str(out)], check=True)
    assert out.read_text() == (ROOT / "cpp/src/equity/preflop_ranking.hpp").read_text()


# --- Percentage ranges


def top(k: int) -> set[str]:
    return {c for r in holdEm.hand_ranking()[:k] for c in holdEm.parse_range(r.hand_class)}


def expected_prefix(percent: float) -> int:
    counts = np.cumsum([r.combos for r in holdEm.hand_ranking()])
    gaps = np.abs(counts - percent / 100 * 1326)
    return int(np.argmin(gaps)) + 1  # argmin: the first, shorter prefix on a tie


@pytest.mark.parametrize("percent", ["15", "33.3", "0.1", "1", "2.5", "50", "99.9", "100"])
def test_percentage_ranges(percent: str) -> None:
    assert set(holdEm.parse_range(percent + "%")) == top(expected_prefix(float(percent)))


def test_percentage_examples() -> None:
    assert len(holdEm.parse_range("100%")) == 1326
    assert set(holdEm.parse_range("0.2%")) == top(1)  # 2.65 combos: AA's 6 beat nothing at all
    assert set(holdEm.parse_range("10%")) == set(holdEm.parse_range("10.0%"))  # "10" is not a ten here
    assert set(holdEm.parse_range("15%,A5s")) == top(expected_prefix(15)) | set(holdEm.parse_range("A5s"))
    weighted = holdEm.parse_range("5%:0.5")
    assert set(weighted) == top(expected_prefix(5)) and set(weighted.values()) == {0.5}


def test_percentage_tie_takes_the_shorter_prefix() -> None:
    counts = np.cumsum([r.combos for r in holdEm.hand_ranking()])
    assert counts[2] == 18 and counts[3] == 24  # AA, KK, QQ; then JJ
    # A share whose combo target (share / 100 * 1326, in doubles as the parser
    # computes it) is exactly 21, midway between 18 and 24.
    share = 21 / 1326 * 100
    for _ in range(8):
        if share / 100 * 1326 == 21:
            break
        share = math.nextafter(share, 0 if share / 100 * 1326 > 21 else 100)
    assert share / 100 * 1326 == 21
    assert len(holdEm.parse_range(f"{share!r}%")) == 18
    assert len(holdEm.parse_range(f"{math.nextafter(share, 100)!r}%")) == 24


@pytest.mark.parametrize("text", ["101%", "-5%", "0%", "abc%", "%"])
def test_percentage_bad_input(text: str) -> None:
    with pytest.raises(ValueError, match=r"share of hands"):
        holdEm.parse_range(text)


def test_percentage_in_equity() -> None:
    by_pct = holdEm.equity(["2%", "KQs"], exact=True).equity[0]
    prefix = holdEm.hand_ranking()[: expected_prefix(2)]
    by_list = holdEm.equity([",".join(r.hand_class for r in prefix), "KQs"], exact=True)
    assert by_pct == pytest.approx(by_list.equity[0], abs=1e-12)


# --- The command line


def test_cli_equity_takes_a_percentage() -> None:
    result = run_cli("equity", "2%", "KQs", "--exact", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["hands"] == ["2%", "KQs"]


def test_cli_preflop_row() -> None:
    result = run_cli("preflop", "AKs")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.decode().splitlines()
    assert "QQ: 0.4605" in "\n".join(lines)
    data = json.loads(run_cli("preflop", "aks", "--json").stdout)
    assert data["hand_class"] == "AKs" and data["equity"]["QQ"] == pytest.approx(0.46048526, abs=1e-8)
    assert len(data["equity"]) == N


def test_cli_preflop_table_and_errors() -> None:
    data = json.loads(run_cli("preflop", "--json").stdout)
    assert data["classes"] == list(holdEm.HAND_CLASSES) and len(data["table"]) == N
    assert np.allclose(np.array(data["table"]), holdEm.preflop_table())
    assert run_cli("preflop").returncode == 0
    for args in (["--players", "3"], ["--ranking", "--players", "3"]):
        bad = run_cli("preflop", *args)
        assert bad.returncode == 2 and b"--players 3: the shipped table is heads-up" in bad.stderr, args
    bad = run_cli("preflop", "--ranking", "AKs")  # the class would be left aside
    assert bad.returncode == 2 and b"--ranking lists every class" in bad.stderr
    # The equity command's game aliases: plo for PLO4.
    assert (
        run_cli("preflop", "--ranking", "--game", "PLO").stdout
        == run_cli("preflop", "--ranking", "--game", "plo4").stdout
    )
    bad = run_cli("preflop", "AKx")
    assert bad.returncode == 2 and b"not a hand class" in bad.stderr


def test_cli_range_grid() -> None:
    result = run_cli("range", "15%")
    assert result.returncode == 0, result.stderr
    text = result.stdout.decode()
    assert "AA" in text and "combos" in text
    data = json.loads(run_cli("range", "AKs,QQ:0.5", "--json").stdout)
    assert data["combos"] == 10 and data["grid"]["AKs"] == 1.0 and data["grid"]["QQ"] == 0.5
    assert data["grid"]["AKo"] == 0.0 and len(data["grid"]) == N
    bad = run_cli("range", "101%")
    assert bad.returncode == 2 and b"share of hands" in bad.stderr


def test_cli_help_has_examples() -> None:
    for command in ("preflop", "range"):
        assert f"holdem {command} ".encode() in run_cli(command, "--help").stdout


def test_the_holdem_command(tmp_path: Path) -> None:
    result = run_shell('holdem range "15%" --json > out.json && holdem preflop AKs | grep -x "QQ: 0.4605"', tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads((tmp_path / "out.json").read_text())["combos"] == len(holdEm.parse_range("15%"))


def test_the_command_gives_one_cell_of_two_classes() -> None:
    """`holdem preflop AKs QQ`: both equities and the tie chance, against an exact enumeration."""
    exact = holdEm.equity(["AKs", "QQ"], exact=True)
    data = json.loads(run_cli("preflop", "aks", "QQ", "--json").stdout)
    assert (data["hand_class"], data["against"]) == ("AKs", "QQ")
    assert data["equity"] == pytest.approx(exact.equity[0], abs=1e-9) and data["tie"] == pytest.approx(exact.tie[0])
    text = run_cli("preflop", "AKs", "QQ").stdout.decode()
    assert text == "AKs v QQ, heads-up all-in preflop: AKs 0.4605, QQ 0.5395 (ties 0.0043)\n"
    refused = run_cli("preflop", "AKs", "ZZ")
    assert refused.returncode == 2 and b"'ZZ' is not a hand class" in refused.stderr
    # 10 is T, as ranges read it.
    assert run_cli("preflop", "A10s", "1010").stdout.decode() == run_cli("preflop", "ATs", "TT").stdout.decode()
    assert holdEm.preflop.class_name("a10o") == "ATo" and holdEm.preflop.class_name("109s") == "T9s"


def test_recompute_stops_on_ctrl_c() -> None:
    script = (
        "import sys, holdEm\n"
        "print('started', flush=True)\n"
        "try:\n"
        "    holdEm.preflop_table(recompute=True)\n"
        "except KeyboardInterrupt:\n"
        "    print('interrupted', flush=True)\n"
        "    sys.exit(130)\n"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=cli_env()
    )
    assert process.stdout is not None
    assert process.stdout.readline() == b"started\n"
    time.sleep(1.5)
    process.send_signal(signal.SIGINT)
    start = time.monotonic()
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130 and out == b"interrupted\n", err
    assert time.monotonic() - start < 2.0  # not the rest of the table first
