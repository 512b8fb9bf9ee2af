"""Class equity tables on Dask: the full heads-up table on 1 and 2 local workers, a 3-way
sub-table, and the projected time of the full 3-way table from a random sample of its triples.

PYTHONPATH=python python benchmarks/table_bench.py [--workers 1,2] [--three-way-classes 20] [--sample 300]

Needs holdEm[distributed].  Prints wall times; the cluster's start is timed apart from the work.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

import holdEm
from holdEm.class_equity import class_equity
from holdEm.distributed.job import open_client, run_table
from holdEm.distributed.shards import TableSpec, combination_rows, default_shard_size

FULL_THREE_WAY = math.comb(169 + 2, 3)  # 818,805 unordered class triples


def timed_table(spec: TableSpec, workers: int, folder: Path) -> tuple[float, float, float]:
    """(seconds to start the cluster, seconds to compute and write the table, CPU seconds the
    workers and this process used for it: what an idle machine would need, core by core)."""
    start = time.perf_counter()
    with open_client(workers) as client:
        started = time.perf_counter()
        before = sum(client.run(time.process_time).values()) + time.process_time()
        run = run_table(spec, folder, client)
        done = time.perf_counter()
        cpu = sum(client.run(time.process_time).values()) + time.process_time() - before
    assert run.computed == spec.shards
    return started - start, done - started, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workers", default="1,2", help="local worker counts to time the heads-up table on")
    parser.add_argument("--three-way-classes", type=int, default=20, help="K classes drawn at random (seed 1), 3-way")
    parser.add_argument("--sample", type=int, default=300, help="random 3-way triples timed on one core")
    parser.add_argument("--skip-heads-up", action="store_true")
    parser.add_argument("--no-baseline", action="store_true", help="skip preflop_table(recompute=True, threads=2)")
    args = parser.parse_args()
    print(f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.1f} at the start")
    with tempfile.TemporaryDirectory() as tmp:
        if not args.skip_heads_up:
            spec = TableSpec(2, holdEm.HAND_CLASSES, None, None, default_shard_size(2, None))
            for workers in (int(w) for w in args.workers.split(",")):
                folder = Path(tmp) / f"hu{workers}"
                start, work, cpu = timed_table(spec, workers, folder)
                size = sum(p.stat().st_size for p in folder.iterdir())
                _, eq = holdEm.load_table(folder)
                same = np.array_equal(eq[..., 0], holdEm.preflop_table())
                print(
                    f"heads-up, 169 classes ({spec.combinations:,} pairs, {spec.shards} shards), {workers} worker(s): "
                    f"{work:.1f} s (+ {start:.1f} s cluster start), {cpu:.1f} CPU s, {size / 1e3:.0f} kB; "
                    f"equals preflop_table(): {same}"
                )
        if not args.skip_heads_up and not args.no_baseline:
            # The same calls on two threads of one process, without Dask: what the machine gives now.
            start, cpu = time.perf_counter(), time.process_time()
            holdEm.preflop_table(recompute=True, threads=2)
            wall, cpu = time.perf_counter() - start, time.process_time() - cpu
            print(f"baseline: preflop_table(recompute=True, threads=2): {wall:.1f} s, {cpu:.1f} CPU s")
        k = args.three_way_classes
        classes = tuple(sorted(random.Random(1).sample(holdEm.HAND_CLASSES, k), key=holdEm.HAND_CLASSES.index))
        spec = TableSpec(3, classes, None, None, default_shard_size(3, None))
        start, work, cpu = timed_table(spec, 2, Path(tmp) / "three")
        size = sum(p.stat().st_size for p in (Path(tmp) / "three").iterdir())
        print(
            f"3-way, {k} classes ({','.join(classes)}; {spec.combinations:,} triples, {spec.shards} shards), "
            f"2 workers: {work:.1f} s (+ {start:.1f} s cluster start), {1e3 * work / spec.combinations:.1f} ms "
            f"a triple of wall time, {cpu:.1f} CPU s; {size / 1e3:.0f} kB on disk"
        )
    rows = combination_rows(169, 3)
    picks = random.Random(1).sample(range(len(rows)), args.sample)
    times, cpu = [], []
    for r in picks:
        names = [holdEm.HAND_CLASSES[c] for c in rows[r]]
        t, c = time.perf_counter(), time.process_time()
        class_equity(names)
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    # CPU time counts only the time this process ran: on a shared machine it is near what an
    # idle core takes, where wall time also counts the waits for a core.
    for label, values in (("wall", times), ("CPU", cpu)):
        mean = statistics.fmean(values)
        core_hours = mean * FULL_THREE_WAY / 3600
        print(
            f"3-way, {args.sample} random triples of the 818,805 on one core, {label} time: {1e3 * mean:.1f} ms a "
            f"triple (median {1e3 * statistics.median(values):.1f} ms); full 3-way table projected "
            f"{core_hours:.1f} core-hours: "
            + ", ".join(f"{60 * core_hours / n:.0f} min on {n}" for n in (2, 16, 64, 256))
        )
    print(f"load average {os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
