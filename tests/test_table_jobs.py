"""Class tables on Dask: a local cluster of two worker processes, a separately started
``dask scheduler`` + ``dask worker``, resuming after ``kill -9``, refusing another table's
folder, loading with every seating filled, and equity_many over a client."""

from __future__ import annotations

import itertools
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

distributed = pytest.importorskip("distributed")
pq = pytest.importorskip("pyarrow.parquet")

from cli_support import cli_env, run_cli, start_cli  # noqa: E402
from table_support import SPOTS, check_spots, concrete_average, two_worker_client  # noqa: E402

import holdEm  # noqa: E402
from holdEm._threads import thread_map  # noqa: E402
from holdEm.distributed.job import open_client, run_table  # noqa: E402
from holdEm.distributed.shards import TableSpec, compute_shard  # noqa: E402
from holdEm.distributed.store import locked  # noqa: E402

TIMEOUT = 120


@pytest.fixture(scope="module")
def client() -> Iterator[distributed.Client]:
    yield from two_worker_client()


def preflop_subtable(classes: tuple[str, ...]) -> np.ndarray:
    idx = [holdEm.HAND_CLASSES.index(c) for c in classes]
    return holdEm.preflop_table()[np.ix_(idx, idx)]


# --- Tables against the long way


def test_heads_up_table_equals_concrete_combos_and_the_preflop_table(client, tmp_path: Path) -> None:
    classes = ("72o", "AA", "T9s", "AKs", "KQo")  # not in grid order: the axes follow this order
    spec = TableSpec(2, classes, None, None, 3)
    run = run_table(spec, tmp_path / "hu", client)
    assert (run.total, run.before, run.computed, run.workers) == (spec.shards, 0, 5, 2)
    table = holdEm.load_table(tmp_path / "hu", win_tie=True)
    got_classes, eq = table
    assert got_classes == classes and eq.shape == (5, 5, 2)
    # The shipped heads-up table, bit for bit, and the permutation fill.
    assert np.array_equal(eq[..., 0], preflop_subtable(classes))
    assert np.array_equal(eq[..., 0], eq[..., 1].T) and np.array_equal(table.win[..., 0], table.win[..., 1].T)
    # The folder reads as one Parquet dataset (the manifest kept out by its name): one row per unordered pair.
    rows = pq.read_table(tmp_path / "hu").to_pylist()
    assert len(rows) == spec.combinations == 15 and rows[0]["class_0"] == "72o"
    assert {(r["class_0"], r["class_1"]) for r in rows} == set(itertools.combinations_with_replacement(classes, 2))
    for (i, a), (j, b) in itertools.combinations_with_replacement(enumerate(classes), 2):
        equity, win, tie, count = concrete_average([a, b])
        assert eq[i, j].tolist() == pytest.approx(equity, abs=1e-12), (a, b)
        assert table.win[i, j].tolist() == pytest.approx(win, abs=1e-12)
        assert table.tie[i, j].tolist() == pytest.approx(tie, abs=1e-12)
        assert table.combos[i, j] == table.combos[j, i] == count


def test_three_way_table_equals_concrete_combos_in_every_seating(client, tmp_path: Path) -> None:
    classes = ("AA", "KQs", "72s")
    spec = TableSpec(3, classes, None, None, 2)
    run_table(spec, tmp_path / "three", client)
    table = holdEm.load_table(tmp_path / "three")
    assert table.eq.shape == (3, 3, 3, 3) and table.win is None
    for seating in itertools.product(range(3), repeat=3):
        names = [classes[i] for i in seating]
        if seating == (0, 0, 0):  # AA three times: 6 aces needed, no deal exists
            assert table.combos[seating] == 0 and np.isnan(table.eq[seating]).all()
            continue
        equity, _, _, count = concrete_average(names)
        assert table.eq[seating].tolist() == pytest.approx(equity, abs=1e-12), names
        assert table.combos[seating] == count
    # Seats with the same class: the same figures; a seating's permutation: permuted figures.
    assert table.eq[1, 1, 0, 0] == table.eq[1, 1, 0, 1]
    assert table.eq[0, 1, 2, 0] == table.eq[2, 0, 1, 1] == table.eq[1, 2, 0, 2]
    assert table.equity_of("kqs", "AA", "72s") == tuple(table.eq[1, 0, 2])
    # Read as plain Parquet: AA AA AA's figures are null (not NaN), each file says what table it is of.
    import pyarrow.parquet as pq

    first = pq.read_table(tmp_path / "three" / "shard-000000.parquet")
    assert first.column("class_0")[0].as_py() == first.column("class_2")[0].as_py() == "AA"
    assert first.column("combos")[0].as_py() == 0 and first.column("equity_0")[0].as_py() is None
    about = json.loads(first.schema.metadata[b"holdEm.table"])
    assert (about["players"], about["method"], about["shard"], about["holdEm"]) == (3, "exact", 0, holdEm.__version__)


def test_four_players_by_monte_carlo(client, tmp_path: Path) -> None:
    spec = TableSpec(4, ("AA", "KK"), 4000, 9, 2)
    run_table(spec, tmp_path / "four", client)
    table = holdEm.load_table(tmp_path / "four")
    assert table.eq.shape == (2, 2, 2, 2, 4) and spec.combinations == 5
    for seating in itertools.product(range(2), repeat=4):
        aces = seating.count(0)
        if aces != 2:  # three players with AA (or with KK) would need six aces (kings)
            assert table.combos[seating] == 0 and np.isnan(table.eq[seating]).all()
        else:
            assert table.combos[seating] == 36 and sum(table.eq[seating]) == pytest.approx(1, abs=1e-12)
    assert table.eq[0, 1, 1, 0, 0] == table.eq[0, 0, 1, 1, 1] == table.eq[1, 0, 0, 1, 2]
    assert 0.45 < table.eq[0, 0, 1, 1, 0] < 0.5  # the two AA mostly split the pot against two KK


# --- Resuming, refusing, loading


def _shard_files(folder: Path) -> dict[str, tuple[int, int]]:
    return {p.name: (p.stat().st_ino, p.stat().st_mtime_ns) for p in folder.glob("shard-*.parquet")}


def _group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


def test_resume_after_kill_9_computes_only_the_missing_shards(tmp_path: Path) -> None:
    classes = ("AA", "KK", "AKs", "72o", "T9s", "QJo", "55")
    out = tmp_path / "mc"
    args = ["table", "--players", "2", "--classes", ",".join(classes), "--trials", "1e6", "--seed", "11"]
    args += ["--shard-size", "3", "--workers", "2", "--out", str(out)]
    spec = TableSpec(2, classes, 1_000_000, 11, 3)
    # The first run in its own process group, killed with SIGKILL (it and its workers) once a shard is written.
    process = start_cli(*args, stdout=subprocess.DEVNULL, own_group=True)
    try:
        deadline = time.monotonic() + TIMEOUT
        while not _shard_files(out):
            assert process.poll() is None, process.communicate()[1].decode()
            assert time.monotonic() < deadline, "no shard written in time"
            time.sleep(0.005)
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate(timeout=30)
    deadline = time.monotonic() + 30
    while _group_alive(process.pid):  # the workers too: the whole group is gone
        assert time.monotonic() < deadline, "processes of the killed run are still running"
        time.sleep(0.05)
    kept = _shard_files(out)
    assert 0 < len(kept) < spec.shards, f"killed too late to test resuming: {len(kept)} of {spec.shards}"
    result = run_cli(*args, timeout=TIMEOUT)
    assert result.returncode == 0, result.stderr.decode()
    stderr, stdout = result.stderr.decode(), result.stdout.decode()
    assert f"resuming: {len(kept)} of {spec.shards} shards already in" in stderr
    assert f"{spec.shards} shards ({spec.shards - len(kept)} computed now, {len(kept)} there before)" in stdout
    after = _shard_files(out)
    assert {name: after[name] for name in kept} == kept  # the shards already there untouched
    assert len(after) == spec.shards and not list(out.glob(".*.tmp"))
    # The same numbers as this process computing every shard (Monte Carlo: seeded per shard).
    table = holdEm.load_table(out, win_tie=True)
    for shard in thread_map(lambda index: compute_shard(spec, index), range(spec.shards), 2):
        for row, (i, j) in enumerate(shard.rows):
            assert table.eq[i, j].tolist() == shard.equity[row].tolist()
            assert table.win[j, i].tolist() == shard.win[row][::-1].tolist()
    assert 0.80 < table.equity_of("AA", "KK")[0] < 0.84


@pytest.mark.parametrize(
    ("signum", "whole_group", "code"),
    [
        (signal.SIGINT, True, 130),  # a terminal's Ctrl-C: the whole group
        (signal.SIGTERM, False, 128 + signal.SIGTERM),  # kill or timeout: the client only
    ],
)
def test_a_stopped_run_keeps_its_shards_and_says_it_resumes(
    tmp_path: Path, signum: int, whole_group: bool, code: int
) -> None:
    out = tmp_path / "int"
    args = ["table", "--players", "2", "--classes", "AA,KK,AKs,72o,T9s,QJo,55", "--trials", "1e6", "--shard-size", "3"]
    process = start_cli(*args, "--workers", "2", "--out", str(out), own_group=True)
    try:
        deadline = time.monotonic() + TIMEOUT
        while not _shard_files(out) and process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        if whole_group:
            os.killpg(process.pid, signum)
        else:
            process.send_signal(signum)
        stdout, stderr = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
    kept = len(_shard_files(out))
    assert process.returncode == code and stdout == b"", stderr.decode()
    assert f"interrupted: {kept} of 10 shards in {out}; the same command resumes" in stderr.decode()
    assert 0 < kept < 10 and not list(out.glob(".*.tmp"))
    assert "Traceback" not in stderr.decode()  # the workers left the Ctrl-C to the run itself
    if not whole_group:  # (SIGTERM's line was missing: it ended without a word)
        done = run_cli(*args, "--workers", "1", "--out", str(out), timeout=TIMEOUT)
        assert done.returncode == 0 and f"{kept:,} there before".encode() in done.stdout, done.stderr


def test_another_tables_folder_is_refused(client, tmp_path: Path) -> None:
    out = tmp_path / "t"
    spec = TableSpec(2, ("AA", "KK"), 1000, 1, 2)
    run_table(spec, out, client)
    again = run_table(spec, out, client)  # the same table: nothing to do
    assert (again.before, again.computed) == (spec.shards, 0)
    with pytest.raises(ValueError, match=r"other parameters \(seed: 1 there, 2 asked\)"):
        run_table(TableSpec(2, ("AA", "KK"), 1000, 2, 2), out, client)
    # From the command line, before any cluster starts: exit code 2 and the differences named.
    result = run_cli("table", "--players", "2", "--classes", "AA,QQ", "--out", str(out), timeout=TIMEOUT)
    assert result.returncode == 2 and result.stdout == b""
    message = result.stderr.decode()
    assert "holds a table with other parameters" in message and "classes:" in message and "method:" in message
    manifest = json.loads((out / "_manifest.json").read_text())
    assert (manifest["seed"], manifest["classes"], manifest["shards"]) == (1, ["AA", "KK"], 2)
    # The finished table again: said at once, with no cluster started (no "worker thread" line).
    same = ["table", "--players", "2", "--classes", "AA,KK", "--trials", "1000", "--seed", "1", "--shard-size", "2"]
    result = run_cli(*same, "--out", str(out), timeout=TIMEOUT)
    assert result.returncode == 0 and b"all 2 shards already there" in result.stdout, result.stderr
    assert b"worker thread" not in result.stderr
    # A folder that cannot be made, and one in use: refused before any cluster starts too.
    (tmp_path / "file").write_text("")
    for where, message in ((tmp_path / "file" / "sub", " (so "), (tmp_path / "file", ": give a folder")):
        result = run_cli(*same, "--out", str(where), timeout=TIMEOUT)
        assert result.returncode == 2 and b"worker thread" not in result.stderr, result.stderr
        said = f"holdem table: error: {tmp_path / 'file'} is a file, not a folder{message}"
        assert result.stderr.decode().startswith(said), result.stderr
    with locked(out):
        result = run_cli(*same, "--out", str(out), timeout=TIMEOUT)
    assert result.returncode == 2 and b"another holdem table run is writing to" in result.stderr
    # A second run on a folder in use (its lock held).
    with locked(out), pytest.raises(ValueError, match="another holdem table run is writing to"):
        run_table(spec, out, client)
    # A folder with other files, and an unfinished table.
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "notes.txt").write_text("mine")
    with pytest.raises(ValueError, match="is not empty and holds no table"):
        run_table(spec, tmp_path / "other", client)
    (out / "shard-000001.parquet").unlink()
    with pytest.raises(ValueError, match=r"unfinished: 1 of 2 shards missing or unusable \(the first: shard-000001"):
        holdEm.load_table(out)
    with pytest.raises(ValueError, match="holds no table"):
        holdEm.load_table(tmp_path / "other")


def test_damaged_shards_are_named_and_computed_again(client, tmp_path: Path) -> None:
    """A shard file whose columns are not a shard's (another layout, text for figures, a foreign file
    of the same rows) counts as not done: load_table names it, the same run computes it again. One
    whose figures are no share of a pot is named when the table loads."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    out = tmp_path / "t"
    spec = TableSpec(2, ("AA", "KK", "AKs"), 1000, 1, 2)
    run_table(spec, out, client)
    whole = holdEm.load_table(out).eq.copy()
    shard = out / "shard-000000.parquet"
    good = pq.read_table(shard)
    rows = good.num_rows
    damaged = {
        "text figures": good.set_column(good.schema.get_field_index("equity_0"), "equity_0", pa.array(["0.5"] * rows)),
        "a column gone": good.drop(["combos"]),
        "a foreign file": pa.table({"x": list(range(rows))}),
    }
    for what, table in damaged.items():
        pq.write_table(table, shard)
        with pytest.raises(
            ValueError, match=r"1 of 3 shards missing or unusable \(the first: shard-000000.parquet, not a"
        ):
            holdEm.load_table(out)
        again = run_table(spec, out, client)
        assert (again.before, again.computed) == (spec.shards - 1, 1), what
        assert np.array_equal(holdEm.load_table(out).eq, whole, equal_nan=True), what
    # Rewritten by another writer (large strings, as Polars and pandas write text): still the shard.
    wide = pa.table({name: good.column(name).cast(pa.large_string()) if name.startswith("class") else good.column(name)
                     for name in good.column_names})  # fmt: skip
    pq.write_table(wide, shard)
    assert (run_table(spec, out, client).computed, holdEm.load_table(out).eq.tolist()) == (0, whole.tolist())
    seven = good.set_column(good.schema.get_field_index("equity_0"), "equity_0", pa.array([7.0] * rows))
    pq.write_table(seven, shard)
    with pytest.raises(ValueError, match="shard-000000.parquet holds equity figures that are no share of a pot"):
        holdEm.load_table(out)
    shard.write_bytes(b"PAR1 not parquet")
    with pytest.raises(ValueError, match=r"shard-000000.parquet, unreadable"):
        holdEm.load_table(out)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--players", "4", "--exact"], "exact tables are for 2 or 3 players"),
        (["--players", "2", "--seed", "3"], "--seed is for Monte Carlo tables"),
        (["--players", "2", "--classes", "AA,AKx"], "'AKx' is not a hand class"),
        (["--players", "11", "--trials", "100"], "players must be from 2 to 10"),
        (["--players", "2", "--workers", "0"], "--workers must be at least 1"),
    ],
)
def test_bad_table_arguments(tmp_path: Path, extra: list[str], message: str) -> None:
    result = run_cli("table", "--out", str(tmp_path / "t"), *extra, timeout=TIMEOUT)
    assert result.returncode == 2 and message in result.stderr.decode(), result.stderr
    assert not (tmp_path / "t").exists()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (None, "scheduler file '.*scheduler.json': No such file or directory"),
        ("{bad", "holds no scheduler address"),
        ("{}", "holds no scheduler address"),
        ('["tcp://127.0.0.1:8786"]', "holds no scheduler address"),
        ('{"address": 8786}', "holds no scheduler address"),
    ],
)
def test_a_bad_scheduler_file_is_named(tmp_path: Path, text: str | None, message: str) -> None:
    path = tmp_path / "scheduler.json"
    if text is not None:
        path.write_text(text)
    with pytest.raises(ValueError, match=message), open_client(scheduler=str(path)):
        pass
    if text == "{bad":  # and the command line says so in its one line
        args = ("table", "--players", "2", "--classes", "AA,KK", "--out", str(tmp_path / "t"), "--scheduler", str(path))
        result = run_cli(*args, timeout=TIMEOUT)
        assert result.returncode == 2 and b"holds no scheduler address" in result.stderr, result.stderr
        assert b"Traceback" not in result.stderr
        # A start that failed leaves no table's parameters behind: another try may change them;
        # nor the folder it made (it was left empty but for its lock).
        assert not (tmp_path / "t").exists()
        (tmp_path / "mine").mkdir()  # a folder that was there stays, empty as it was
        result = run_cli(*args[:-4], "--out", str(tmp_path / "mine"), "--scheduler", str(path), timeout=TIMEOUT)
        assert result.returncode == 2 and (tmp_path / "mine").is_dir()


def test_a_scheduler_address_nothing_listens_on_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    from holdEm.distributed import job

    with socket.socket() as s:  # a port free a moment ago: nothing listens there
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.setattr(job, "CONNECT_SECONDS", 1)
    with pytest.raises(ValueError, match=rf"could not connect to the scheduler at tcp://127.0.0.1:{port} within 1 s"):
        with open_client(scheduler=f"tcp://127.0.0.1:{port}"):
            pass


def test_a_port_that_does_not_speak_dask_is_named_in_time(monkeypatch: pytest.MonkeyPatch, client) -> None:
    """The dashboard's HTTP port given for the scheduler's: the Client waited forever, whatever
    its timeout; a worker's address is named as what it is."""
    import http.server
    import threading

    from holdEm.distributed import job

    monkeypatch.setattr(job, "CONNECT_SECONDS", 1)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.BaseHTTPRequestHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        address = f"tcp://127.0.0.1:{server.server_address[1]}"
        started = time.monotonic()
        with pytest.raises(ValueError, match=rf"could not connect to the scheduler at {address} within 1 s \(.*8786"):
            with open_client(scheduler=address):
                pass
        assert time.monotonic() - started < 5
    finally:
        server.shutdown()
        server.server_close()
    worker = next(iter(client.scheduler_info()["workers"]))
    with pytest.raises(ValueError, match=rf"^{re.escape(worker)} is a Dask Worker, not a Dask scheduler$"):
        with open_client(scheduler=worker):
            pass
    with open_client(scheduler=client.scheduler.address) as connected:  # the scheduler itself still connects
        assert connected.submit(sum, [1, 2]).result() == 3


def test_a_local_cluster_that_cannot_start_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """No process or thread to be had (a container's pids limit): Dask's "Nanny failed to start"
    came out as tracebacks; now the command's one-line error, and no folder is left."""
    from cli_support import cli_in_process

    def no_processes(*args: object, **kwargs: object) -> None:
        raise RuntimeError("Nanny failed to start.")

    monkeypatch.setattr(distributed, "LocalCluster", no_processes)
    args = ["table", "--players", "2", "--classes", "AA,KK", "--out", str(tmp_path / "t"), "--workers", "1"]
    code, _, err = cli_in_process(capsys, *args)
    assert code == 2 and err.splitlines()[-1] == (
        "holdem table: error: cannot start a local Dask cluster of 1 worker(s): Nanny failed to start."
    )
    assert "Traceback" not in err and not (tmp_path / "t").exists()


def test_a_local_client_leaves_port_8787_alone(recwarn: pytest.WarningsRecorder) -> None:
    """No dashboard, and the scheduler's HTTP server on a free port: a run beside a dask scheduler
    (whose dashboard is on 8787) warned that the port was in use and took another."""
    with socket.socket() as held:
        try:
            held.bind(("", 8787))
            held.listen()
        except OSError:  # already taken: the same case
            pass
        with open_client(workers=1) as local:
            assert local.submit(sum, [1, 2]).result() == 3
    assert not [w for w in recwarn if "8787" in str(w.message)]


# --- equity_many over a client


def test_equity_many_over_a_client(client) -> None:
    check_spots(holdEm.equity_many(SPOTS, client, chunk_size=3))
    check_spots(holdEm.equity_many(SPOTS, client))
    closed = distributed.Client(client.scheduler.address)
    closed.close()
    with pytest.raises(ValueError, match="the Dask client is closed, not running"):
        holdEm.equity_many(SPOTS, closed)


# --- A cluster started by hand


@pytest.fixture
def scheduler_address(tmp_path: Path) -> Iterator[str]:
    """A ``dask scheduler`` (its file: tmp_path / "scheduler.json") and one ``dask worker`` on
    loopback, random ports, torn down after."""
    file = tmp_path / "scheduler.json"
    logs = [open(tmp_path / name, "wb") for name in ("scheduler.log", "worker.log")]  # noqa: SIM115
    processes: list[subprocess.Popen[bytes]] = []

    def start(*args: str, log: int) -> None:
        # `dask scheduler` and `dask worker`, run by this Python (`python -m dask` is the `dask` command).
        command = [sys.executable, "-m", "dask", *args]
        processes.append(
            subprocess.Popen(command, stdout=logs[log], stderr=logs[log], env=cli_env(), start_new_session=True)
        )

    try:
        start("scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
              "--scheduler-file", str(file), log=0)  # fmt: skip
        deadline = time.monotonic() + TIMEOUT
        while not (file.exists() and file.stat().st_size):
            assert processes[0].poll() is None and time.monotonic() < deadline, (tmp_path / "scheduler.log").read_text()
            time.sleep(0.05)
        address = json.loads(file.read_text())["address"]
        assert re.fullmatch(r"tcp://127\.0\.0\.1:\d+", address)
        start("worker", address, "--nworkers", "1", "--nthreads", "1", "--no-dashboard",
              "--host", "127.0.0.1", "--death-timeout", "60", log=1)  # fmt: skip
        with distributed.Client(address, timeout=TIMEOUT) as c:
            c.wait_for_workers(1, timeout=TIMEOUT)
        yield address
    finally:
        for process in reversed(processes):  # each in its own group: a worker's nanny and its process
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=30)
        for log in logs:
            log.close()


def test_table_on_a_separately_started_scheduler(client, scheduler_address: str, tmp_path: Path) -> None:
    classes = ("AA", "KK", "AKs", "76s")
    out = tmp_path / "remote"
    args = ["table", "--players", "2", "--classes", ",".join(classes), "--scheduler", scheduler_address]
    result = run_cli(*args, "--shard-size", "2", "--out", str(out), timeout=TIMEOUT)
    assert result.returncode == 0, result.stderr.decode()
    assert f"1 worker thread on {scheduler_address}" in result.stderr.decode()
    # Progress: shards done, the rate, the time left; the last line on standard output says where the table is.
    assert re.search(r"^5/5 shards \(100\.0%\), [0-9.]+ shards/s, 0 s left$", result.stderr.decode(), re.M)
    assert f"load it with holdEm.load_table({str(out)!r})" in result.stdout.decode()
    assert "5 shards (5 computed now, 0 there before)" in result.stdout.decode()
    _, eq = holdEm.load_table(out)
    assert np.array_equal(eq[..., 0], preflop_subtable(classes))
    # Monte Carlo: one remote worker and two local ones give the same numbers for a seed.
    spec = TableSpec(2, classes, 50_000, 4, 3)
    mc = ["--trials", "50000", "--seed", "4", "--shard-size", "3", "--out", str(tmp_path / "mc1")]
    args[-1] = str(tmp_path / "scheduler.json")  # the scheduler found through its file this time
    result = run_cli(*args, *mc, timeout=TIMEOUT)
    assert result.returncode == 0 and f"on {tmp_path / 'scheduler.json'}" in result.stderr.decode()
    run_table(spec, tmp_path / "mc2", client)
    one, two = holdEm.load_table(tmp_path / "mc1", win_tie=True), holdEm.load_table(tmp_path / "mc2", win_tie=True)
    assert np.array_equal(one.eq, two.eq) and np.array_equal(one.tie, two.tie)
    assert not np.isnan(one.eq).any()


@pytest.mark.slow
def test_full_heads_up_table_is_the_shipped_one(client, tmp_path: Path) -> None:
    spec = TableSpec(2, holdEm.HAND_CLASSES, None, None, 256)
    run_table(spec, tmp_path / "full", client)
    classes, eq = holdEm.load_table(tmp_path / "full")
    assert classes == holdEm.HAND_CLASSES and np.array_equal(eq[..., 0], holdEm.preflop_table())


def test_a_failed_shard_names_itself_and_survives_pickling() -> None:
    """Raised by run_table, it may be sent on (a process pool, a Dask task of the caller's own):
    BaseException's pickling passed its message alone, and rebuilding it failed."""
    import pickle

    from holdEm.distributed.job import ShardFailed

    error = ShardFailed(3, MemoryError("out of memory"))
    assert str(error) == "shard 3 failed on a worker: MemoryError: out of memory" and error.index == 3
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is ShardFailed and str(copy) == str(error) and copy.index == 3
