"""Class tables without Dask: the combinations and their shards, the per-combination figures
(checked against concrete combos), the parameters a table accepts, equity_many on threads, and
the errors naming the extra when its packages are missing."""

from __future__ import annotations

import itertools
import math
import sys
from pathlib import Path

import numpy as np
import pytest
from cli_support import cli_in_process
from table_support import concrete_average

import holdEm
from holdEm._seeds import item_seeds
from holdEm.class_equity import class_equity, disjoint_combos
from holdEm.distributed.job import open_client, run_table
from holdEm.distributed.shards import TableSpec, combination_rows, compute_shard, parse_classes
from holdEm.preflop import pair_counts

# --- Combinations and shards


@pytest.mark.parametrize(("k", "n"), [(1, 2), (5, 2), (4, 3), (3, 4), (7, 1)])
def test_combination_rows_are_the_sorted_multisets(k: int, n: int) -> None:
    rows = combination_rows(k, n)
    expected = list(itertools.combinations_with_replacement(range(k), n))
    assert [tuple(int(x) for x in row) for row in rows] == expected
    assert len(rows) == math.comb(k + n - 1, n) and not rows.flags.writeable


def test_shards_cover_every_combination_once() -> None:
    spec = TableSpec(3, ("AA", "KK", "AKs", "72o", "T9s"), None, None, 4)
    assert spec.combinations == 35 and spec.shards == 9
    joined = np.concatenate([spec.shard_rows(i) for i in range(spec.shards)])
    assert np.array_equal(joined, combination_rows(5, 3))
    assert len(spec.shard_rows(8)) == 3
    with pytest.raises(ValueError, match="shard index"):
        spec.shard_rows(9)
    assert math.comb(169 + 3 - 1, 3) == TableSpec(3, holdEm.HAND_CLASSES, None, None, 32).combinations == 818_805


def test_shard_seeds_depend_on_seed_and_shard_only() -> None:
    assert item_seeds(7, 5, 3) == item_seeds(7, 5, 3)
    assert item_seeds(7, 5, 3)[:2] == item_seeds(7, 2, 3)
    assert len({*item_seeds(7, 5, 3), *item_seeds(7, 5, 4), *item_seeds(8, 5, 3)}) == 15


def test_parse_classes() -> None:
    assert parse_classes(None) == parse_classes("all") == holdEm.HAND_CLASSES
    assert parse_classes("aa, kqo KAs") == ("AA", "KQo", "AKs")
    with pytest.raises(ValueError, match="'AKx' is not a hand class"):
        parse_classes("AA,AKx")
    with pytest.raises(ValueError, match="no hand classes"):
        parse_classes(" , ")


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 1}, "players must be from 2 to 10"),
        ({"players": 4}, "exact tables are for 2 or 3 players"),
        ({"classes": ("AA", "AA")}, "repeated: AA"),
        ({"classes": ("aa",)}, "spelled as in HAND_CLASSES"),
        ({"classes": ()}, "non-empty"),
        ({"seed": 3}, "an exact table takes no seed"),
        ({"trials": 100}, "needs a seed"),
        ({"trials": 0, "seed": 1}, "trials must be from 1"),
        ({"shard_size": 0}, "shard_size must be >= 1"),
    ],
)
def test_spec_refuses_bad_parameters(kwargs: dict, message: str) -> None:
    args = {"players": 2, "classes": ("AA", "KK"), "trials": None, "seed": None, "shard_size": 8, **kwargs}
    with pytest.raises(ValueError, match=message):
        TableSpec(**args)


# --- The figures of one combination


def test_disjoint_combos_counts() -> None:
    counts, idx = pair_counts(), holdEm.HAND_CLASSES.index
    for a, b in [("AA", "AA"), ("AA", "AKs"), ("AKo", "KQo"), ("72o", "72o"), ("T9s", "98s")]:
        assert disjoint_combos([a, b]) == counts[idx(a), idx(b)]
    # Three and four players against a brute-force count.
    for classes in (["AA", "AA", "KK"], ["AKs", "AKs", "AKs"], ["AA", "AA", "AA"], ["AKo", "AQs", "KQo", "AA"]):
        combos = [list(holdEm.parse_range(c)) for c in classes]
        brute = sum(
            len({card for h in hands for card in holdEm.parse_cards(h)}) == 2 * len(hands)
            for hands in itertools.product(*combos)
        )
        assert disjoint_combos(classes) == brute


def test_class_equity_heads_up_is_the_preflop_tables_computation() -> None:
    m, idx = holdEm.preflop_table(), holdEm.HAND_CLASSES.index
    for a, b in [("AA", "KK"), ("72o", "AKs"), ("T9s", "T9s"), ("AKo", "AKs")]:
        r = class_equity([a, b])
        assert r.equity == (m[idx(a), idx(b)], m[idx(b), idx(a)])  # bit for bit


def test_class_equity_equals_averaged_concrete_combos() -> None:
    for classes in (["AKs", "QQ"], ["KK", "KK"], ["AA", "KQs", "72s"], ["KQs", "KQs", "AA"]):
        r = class_equity(classes)
        equity, win, tie, count = concrete_average(classes)
        assert r.combos == count
        assert r.equity == pytest.approx(equity, abs=1e-12)
        assert r.win == pytest.approx(win, abs=1e-12) and r.tie == pytest.approx(tie, abs=1e-12)


def test_class_equity_symmetry_and_impossible_deals() -> None:
    r = class_equity(["KQs", "KQs", "AA"])
    assert r.equity[0] == r.equity[1] and r.win[0] == r.win[1] and r.tie[0] == r.tie[1]
    assert class_equity(["AKs", "AKs", "AKs"]).equity == (1 / 3,) * 3
    nothing = class_equity(["AA", "AA", "AA"])
    assert nothing.combos == 0 and all(math.isnan(x) for x in nothing.equity + nothing.win + nothing.tie)


def test_compute_shard_monte_carlo_repeats() -> None:
    spec = TableSpec(2, ("AA", "KK", "72o"), 20_000, 5, 2)
    first, again = compute_shard(spec, 1), compute_shard(spec, 1)
    assert np.array_equal(first.rows, [[0, 2], [1, 1]])  # shards: (AA AA, AA KK), (AA 72o, KK KK), ...
    assert np.array_equal(first.equity, again.equity) and np.array_equal(first.win, again.win)
    other = compute_shard(TableSpec(2, ("AA", "KK", "72o"), 20_000, 6, 2), 1)
    assert not np.array_equal(first.win, other.win)
    # Row 0 is AA v 72o with the shard's first seed.
    r = holdEm.equity(["AA", "72o"], trials=20_000, seed=item_seeds(5, 2, 1)[0], threads=1)
    assert first.equity[0].tolist() == [r.equity[0], 1 - r.equity[0]] and first.win[0].tolist() == list(r.win)
    idx = holdEm.HAND_CLASSES.index
    assert first.equity[0, 0] == pytest.approx(holdEm.preflop_table()[idx("AA"), idx("72o")], abs=0.015)
    assert first.equity[1].tolist() == [0.5, 0.5] and first.combos.tolist() == [72, 6]


# --- Without the extra's packages (made unimportable here, so that these run where they are installed)


def block(monkeypatch: pytest.MonkeyPatch, package: str) -> None:
    """Makes ``package`` and its submodules unimportable for the rest of the test."""
    for name in [name for name in sys.modules if name.startswith(package + ".")] + [package]:
        monkeypatch.setitem(sys.modules, name, None)


def test_open_client_without_dask_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    block(monkeypatch, "distributed")
    with pytest.raises(ImportError) as info, open_client(1):
        pass
    assert str(info.value).startswith(
        "holdEm.distributed needs the distributed extra (pip install 'holdEm[distributed]'): "
    )


def test_holdem_table_without_dask_names_the_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    block(monkeypatch, "distributed")
    code, _, err = cli_in_process(capsys, "table", "--players", "2", "--classes", "AA,KK", "--out", str(tmp_path / "t"))
    assert code == 2 and "holdem table needs the distributed extra (pip install 'holdEm[distributed]')" in err, err
    assert not (tmp_path / "t").exists()


def test_run_table_without_pyarrow_writes_nothing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    block(monkeypatch, "pyarrow")
    out = tmp_path / "x"
    with pytest.raises(ImportError, match=r"class tables need PyArrow: pip install 'holdEm\[distributed\]'"):
        run_table(TableSpec(2, ("AA", "KK"), None, None, 1), out, client=None)  # refused before the client is used
    assert not out.exists()
