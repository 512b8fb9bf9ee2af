"""Running a table's missing shards on a Dask client, writing each as soon as it comes back.

The tasks return their figures to the client, which writes the shard files itself: the
folder needs to exist only where the run was started, never on the workers, so the same
run works on a local cluster, a ``dask scheduler`` on other machines, or any Dask
deployment.  Each worker needs holdEm installed (the tasks are
:func:`holdEm.distributed.shards.compute_shard`).
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import hashlib
import json
import logging
import math
import os
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from holdEm._arguments import check_client, check_int
from holdEm._extras import missing_extra
from holdEm._threads import core_count
from holdEm.distributed import store
from holdEm.distributed.shards import TableSpec, compute_shard


@dataclass(frozen=True)
class Progress:
    """Where a run stands: ``done`` of ``total`` shards in the folder, ``computed`` of them by
    this run in ``elapsed`` seconds."""

    done: int
    total: int
    computed: int
    elapsed: float

    @property
    def rate(self) -> float:
        """Shards a second computed by this run (0 before the first)."""
        return self.computed / self.elapsed if self.computed and self.elapsed > 0 else 0.0

    @property
    def seconds_left(self) -> float:
        """The time to the end at this run's rate (NaN before the first shard)."""
        return (self.total - self.done) / self.rate if self.rate else math.nan


@dataclass(frozen=True)
class TableRun:
    """What a run did: the folder, the table's parameters, its shards (``total``; ``before``
    were there already, ``computed`` by this run), the seconds it took and the worker threads."""

    directory: Path
    spec: TableSpec
    total: int
    before: int
    computed: int
    elapsed: float
    workers: int


class ShardFailed(RuntimeError):
    """A shard's task raised on its worker (or the worker died twice running it): which shard, and
    the error the task raised.  The shards written stay; the same run resumes."""

    def __init__(self, index: int, error: BaseException | str) -> None:
        self.reason = error if isinstance(error, str) else f"{type(error).__name__}: {error}"
        super().__init__(f"shard {index} failed on a worker: {self.reason}")
        self.index = index

    def __reduce__(self) -> tuple[Any, ...]:  # (BaseException's own passes the message alone)
        return (type(self), (self.index, self.reason))


def distributed_package(needer: str = "holdEm.distributed") -> Any:
    """Dask's ``distributed`` package, or ImportError naming the extra that brings it (``needer``:
    what says it needs it)."""
    try:
        import distributed
    except ImportError as error:
        raise ImportError(missing_extra(needer, "distributed", error)) from error
    return distributed


#: How long a scheduler named by address has to answer (Dask's own default is 30 s).
CONNECT_SECONDS = 10


@contextmanager
def open_client(workers: int | None = None, scheduler: str | None = None) -> Iterator[Any]:
    """A Dask client: connected to ``scheduler`` (an address like ``tcp://host:8786``, or the
    JSON file that ``dask scheduler --scheduler-file`` wrote), or to a new local cluster of
    ``workers`` single-threaded worker processes (None: one per core); closed after."""
    distributed = distributed_package()
    if scheduler is not None:
        if workers is not None:
            raise ValueError("give either a scheduler's address or a number of local workers, not both")
        address = _scheduler_address(scheduler)
        _check_a_scheduler_answers(distributed, address)
        try:
            client = distributed.Client(address=address, timeout=f"{CONNECT_SECONDS}s")
        except (OSError, TimeoutError) as error:  # (Dask's timeout is an OSError naming the address)
            raise ValueError(
                f"could not connect to the scheduler at {address} within {CONNECT_SECONDS} s ({error})"
            ) from None
        with client:
            yield client
        return
    count = check_int("workers", workers) if workers is not None else core_count()
    if count < 1:
        raise ValueError(f"workers must be a positive int, got {count}")
    from holdEm.distributed.worker_plugin import IgnoreCtrlC

    try:
        cluster = distributed.LocalCluster(
            n_workers=count,
            threads_per_worker=1,  # one engine thread per process: the engine is given threads=1
            processes=True,
            dashboard_address=None,  # no dashboard; the scheduler's HTTP server (health checks) still
            scheduler_kwargs={"dashboard_address": ":0"},  # starts: on a free port, not contending for 8787
            silence_logs=logging.CRITICAL,  # task errors come back to the client; shutdown chatter stays quiet
        )
    except (RuntimeError, OSError) as error:  # no process or thread to be had ("Nanny failed to start")
        raise OSError(f"cannot start a local Dask cluster of {count} worker(s): {error}") from None
    try:
        with distributed.Client(cluster) as client:
            client.register_plugin(IgnoreCtrlC())
            yield client
    finally:
        cluster.close()


def _check_a_scheduler_answers(distributed: Any, address: str) -> None:
    """Ask the process at ``address`` what it is, within CONNECT_SECONDS: a Client given a port
    that accepts connections but does not speak Dask's protocol (the dashboard's HTTP port,
    8787) waited forever, whatever its timeout."""

    # (TLS and its certificates from Dask's configuration, as the Client takes them)
    connection_args = distributed.security.Security().get_connection_args("client")

    async def identity() -> Any:
        comm = await distributed.comm.connect(address, timeout=CONNECT_SECONDS, **connection_args)
        try:
            await comm.write({"op": "identity"})
            return await comm.read()
        finally:
            await comm.close()

    def ask() -> Any:  # on a thread of its own: the caller may be inside an event loop (a notebook)
        return asyncio.run(asyncio.wait_for(identity(), CONNECT_SECONDS))

    pool = concurrent.futures.ThreadPoolExecutor(1)
    try:
        reply = pool.submit(ask).result()
    except (OSError, TimeoutError) as error:  # (Dask's refusal is an OSError naming the address)
        why = str(error) or "nothing there answered as Dask does; a scheduler listens on 8786 unless told otherwise"
        raise ValueError(
            f"could not connect to the scheduler at {address} within {CONNECT_SECONDS} s ({why})"
        ) from None
    finally:
        pool.shutdown(wait=False)  # (after Ctrl-C the question ends by its own deadline)
    kind = reply.get("type") if isinstance(reply, dict) else None
    if kind != "Scheduler":
        what = f"a Dask {kind}" if isinstance(kind, str) else "something that is not"
        raise ValueError(f"{address} is {what}, not a Dask scheduler")


def _scheduler_address(scheduler: str) -> str:
    """The address of ``scheduler``: as it is, or for a ``.json`` file the ``address`` it holds
    (read here, so that a missing or bad file is named, not a parse error deep in Dask)."""
    if not scheduler.endswith(".json"):
        return scheduler
    try:
        text = Path(scheduler).read_text(encoding="utf-8")
    except OSError as error:
        raise ValueError(f"scheduler file {scheduler!r}: {error.strerror or error}") from None
    try:
        address = json.loads(text).get("address")
    except (ValueError, AttributeError):
        address = None
    if not isinstance(address, str) or not address:
        raise ValueError(f"scheduler file {scheduler!r} holds no scheduler address (a JSON object with 'address')")
    return address


def _table_token(spec: TableSpec) -> str:
    """A short name for the table's tasks on the scheduler (the same parameters, the same name)."""
    text = json.dumps({k: v for k, v in store.manifest_of(spec).items() if k != "written_by"}, sort_keys=True)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def run_table(
    spec: TableSpec,
    directory: str | os.PathLike[str],
    client: Any,
    *,
    progress: Callable[[Progress], None] | None = None,
) -> TableRun:
    """Computes the shards of ``spec`` that ``directory`` lacks on ``client``, writing each when done.

    A new or empty folder gets the manifest first; a folder with the same table's manifest is
    resumed (only its missing shards run); a folder with another table, or with other files,
    is refused with ValueError.  ``progress`` is called after each shard is written.  On an
    error or Ctrl-C the tasks still queued are cancelled and the shards written stay.
    """
    store.pyarrow_parquet()  # before the folder, the manifest and the lock are written
    check_client(client)
    folder = Path(directory)
    store.make_folder(folder)
    with store.locked(folder):
        store.prepare(folder, spec)
        store.remove_leftovers(folder)
        done = store.finished_shards(folder, spec)
        missing = [i for i in range(spec.shards) if i not in done]
        before = len(done)
        workers = sum(client.nthreads().values())
        start = time.monotonic()
        if progress is not None:
            progress(Progress(before, spec.shards, 0, 0.0))
        if missing:
            _compute(spec, folder, client, missing, before, start, progress)
        return TableRun(folder, spec, spec.shards, before, len(missing), time.monotonic() - start, workers)


def _compute(
    spec: TableSpec,
    folder: Path,
    client: Any,
    missing: list[int],
    before: int,
    start: float,
    progress: Callable[[Progress], None] | None,
) -> None:
    from distributed import as_completed
    from distributed.client import FutureCancelledError
    from distributed.comm.core import CommClosedError

    # The table's name, and the run's: a run cancelled on this client (Ctrl-C) leaves its keys
    # cancelled there a while, and a new run under the same keys was cancelled with them.
    run = f"holdem-table-{_table_token(spec)}-{uuid.uuid4().hex[:8]}"
    keys = {f"{run}-shard-{i}": i for i in missing}
    futures = client.map(
        compute_shard,
        [spec] * len(missing),
        missing,
        [spec.shard_rows(i) for i in missing],  # the worker then needs no combination list
        key=list(keys),
        retries=1,  # a worker lost (killed, out of memory) gets its shard done elsewhere
    )
    computed = 0
    try:
        for future in as_completed(futures):  # type: ignore[no-untyped-call]
            try:
                shard = future.result()
            except (FutureCancelledError, CommClosedError):
                raise ConnectionError(
                    f"lost the Dask scheduler after {computed:,} of {len(missing):,} shards; the shards "
                    "written stay, and the same run resumes"
                ) from None
            except Exception as error:
                raise ShardFailed(keys[future.key], error) from error
            store.write_shard(folder, spec, shard)
            future.release()
            computed += 1
            if progress is not None:
                progress(Progress(before + computed, spec.shards, computed, time.monotonic() - start))
    except BaseException:
        with contextlib.suppress(Exception):  # (the scheduler may be gone: nothing is left to cancel)
            client.cancel(futures)
        raise
