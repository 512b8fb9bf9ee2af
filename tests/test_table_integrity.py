"""A class table's folder checked as it is resumed and loaded: a shard copied in from another
table or from another shard, a flipped bit in a shard's page, a damaged manifest, each named
(each was taken as the table's: a copied Monte Carlo shard gave an exact table AA v KK 0.833);
runs on one client after an interrupt, and on a closed client."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed")
pq = pytest.importorskip("pyarrow.parquet")

from table_support import two_worker_client  # noqa: E402

import holdEm  # noqa: E402
from holdEm.distributed.job import run_table  # noqa: E402
from holdEm.distributed.shards import TableSpec  # noqa: E402

EXACT = TableSpec(2, ("AA", "KK", "QQ", "AKs"), None, None, 4)  # 10 combinations, 3 shards


@pytest.fixture(scope="module")
def client() -> Iterator[distributed.Client]:
    yield from two_worker_client()


def test_a_shard_of_another_table_or_place_is_computed_again(client, tmp_path: Path) -> None:
    exact, sampled = tmp_path / "exact", tmp_path / "sampled"
    run_table(EXACT, exact, client)
    right = holdEm.load_table(exact).equity_of("AA", "KK")
    run_table(TableSpec(2, EXACT.classes, 500, 2, 4), sampled, client)
    first = exact / "shard-000000.parquet"
    for stranger, said in (
        (sampled / "shard-000000.parquet", r"a shard of another table \(method, trials, seed differ\)"),
        (exact / "shard-000001.parquet", "shard 1 of this table, not shard 0"),
    ):
        kept = tmp_path / "kept.parquet"
        shutil.copy(stranger, kept)  # (the exact table's own shard 1 is overwritten below)
        shutil.copy(kept, first)
        with pytest.raises(ValueError, match=r"shard-000000.parquet, " + said):
            holdEm.load_table(exact)
        again = run_table(EXACT, exact, client)
        assert (again.before, again.computed) == (2, 1)
        assert holdEm.load_table(exact).equity_of("AA", "KK") == right


def test_a_flipped_bit_in_a_page_is_named(client, tmp_path: Path) -> None:
    out = tmp_path / "t"
    run_table(EXACT, out, client)
    shard = out / "shard-000001.parquet"
    chunk = pq.ParquetFile(shard).metadata.row_group(0).column(EXACT.players)  # equity_0's pages
    last = chunk.data_page_offset + chunk.total_compressed_size - 1  # its last page's data, not its header
    data = bytearray(shard.read_bytes())
    data[last] ^= 0x08
    shard.write_bytes(bytes(data))
    assert run_table(EXACT, out, client).computed == 0  # a resume reads each shard's footer only
    with pytest.raises(ValueError, match="shard-000001.parquet does not read back .*: delete it and run"):
        holdEm.load_table(out)


def test_equities_that_share_out_no_pot_are_named(tmp_path: Path, client) -> None:
    import pyarrow as pa

    out = tmp_path / "t"
    run_table(EXACT, out, client)
    shard = out / "shard-000002.parquet"
    table = pq.read_table(shard)
    column = table.schema.get_field_index("equity_1")
    shifted = pa.array([min(1.0, v + 0.01) for v in table.column("equity_1").to_pylist()])
    pq.write_table(table.set_column(column, "equity_1", shifted), shard)  # each share in 0..1, their sum not 1
    with pytest.raises(ValueError, match="shard-000002.parquet holds equities whose sum is not 1"):
        holdEm.load_table(out)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        ({"shard_size": 0}, "_manifest.json is damaged: shard_size must be >= 1, got 0"),
        ({"classes": ["XX"]}, "_manifest.json is damaged: "),
        ({"format_version": 9}, "_manifest.json: table format version 9 is not 1"),
    ],
)
def test_a_damaged_manifest_is_named_as_the_file(client, tmp_path: Path, edit: dict[str, object], message: str) -> None:
    out = tmp_path / "t"
    run_table(EXACT, out, client)
    manifest = out / "_manifest.json"
    manifest.write_text(json.dumps({**json.loads(manifest.read_text()), **edit}))
    for call in (lambda: holdEm.load_table(out), lambda: run_table(EXACT, out, client)):
        with pytest.raises(ValueError, match=f"^{out}/{message}"):
            call()
    manifest.write_bytes(b"\xff\xfe binary")
    with pytest.raises(ValueError, match=f"^{manifest} cannot be read: 'utf-8' codec"):
        holdEm.load_table(out)


def test_other_parameters_show_a_long_lists_ends(client, tmp_path: Path) -> None:
    out = tmp_path / "t"
    run_table(TableSpec(2, holdEm.HAND_CLASSES[:40], None, None, 400), out, client)
    longer = TableSpec(2, holdEm.HAND_CLASSES[:41], None, None, 400)
    ends = ", ".join(f'"{name}"' for name in holdEm.HAND_CLASSES[38:41])  # the class added is seen
    with pytest.raises(ValueError, match=rf"\(40 items\) there, \[.*\.\.\., {ends}\] \(41 items\) asked"):
        run_table(longer, out, client)


def test_runs_on_one_client_after_an_interrupt(client, tmp_path: Path) -> None:
    """A run stopped by its progress callback, then the same table again on the same client, in
    its folder and in a new one (the old run's cancelled tasks had the new run's names)."""
    spec = TableSpec(2, ("AA", "KK", "QQ", "AKs", "72o", "T9s"), 20_000, 3, 2)

    def stop_at_first(progress: object) -> None:
        if getattr(progress, "computed", 0) >= 1:
            raise KeyboardInterrupt

    for attempt in range(3):
        with pytest.raises(KeyboardInterrupt):
            run_table(spec, tmp_path / f"a{attempt}", client, progress=stop_at_first)
        assert run_table(spec, tmp_path / f"a{attempt}", client).total == spec.shards
        assert run_table(spec, tmp_path / f"b{attempt}", client).computed == spec.shards


def test_a_closed_client_is_refused_before_the_folder_is_made(tmp_path: Path) -> None:
    cluster = distributed.LocalCluster(n_workers=1, processes=False, dashboard_address=None, silence_logs=40)
    closed = distributed.Client(cluster)
    closed.close()
    cluster.close()
    with pytest.raises(ValueError, match="the Dask client is closed, not running"):
        run_table(EXACT, tmp_path / "t", closed)
    assert not (tmp_path / "t").exists()
