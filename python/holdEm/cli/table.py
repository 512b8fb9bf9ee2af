"""``holdem table``: the equity table of hand classes for N players, as resumable Dask shards."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from holdEm._words import counted
from holdEm.cli import arg_types
from holdEm.cli.progress import CountedProgress
from holdEm.cli.subcommand import add_subcommand

TABLE_ABOUT = """\
The all-in preflop equity of every combination of the given hand classes (all 169 by
default) for N players: exact for 2 or 3 players, Monte Carlo (--trials) for any number.
Each unordered combination is computed once, as Dask tasks in shards; each finished shard
is written at once to DIR as a Parquet file beside a _manifest.json of the parameters.
Run the same command again on the same DIR to compute only the missing shards (after a
crash, kill or Ctrl-C); other parameters on the same DIR are refused.  Without
--scheduler a local cluster of --workers processes (default: one per core) is started.
Read the result with holdEm.load_table(DIR).  Needs the extra holdEm[distributed].
"""

TABLE_EXAMPLES = """\
examples:
  holdem table --players 2 --out hu                         # the full heads-up table, every core
  holdem table --players 3 --classes AA,KK,QQ,AKs,AKo --out three-five --workers 2
  holdem table --players 3 --out full3 --scheduler tcp://scheduler-host:8786  # a running Dask cluster
  holdem table --players 3 --out full3 --scheduler ~/scheduler.json      # dask scheduler --scheduler-file
  holdem table --players 6 --classes AA,KK,72o --trials 100000 --seed 7 --out six
"""


def add_parsers(commands: Any) -> None:
    """Adds ``table`` to the subcommand parsers."""
    summary = "equity table of hand classes for N players, as resumable Dask shards"
    table = add_subcommand(commands, "table", summary=summary, about=TABLE_ABOUT, examples=TABLE_EXAMPLES)
    table.add_argument("--players", required=True, type=arg_types.whole_number, help="players at the table (2..10)")
    table.add_argument("--classes", default=None, help="classes like AA,KK,AKs,T9o (default: all 169)")
    table.add_argument("--out", required=True, metavar="DIR", help="folder of the table (made, or resumed)")
    where = table.add_mutually_exclusive_group()
    where.add_argument("--workers", type=arg_types.whole_number, help="local worker processes (default: every core)")
    where.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="a running Dask scheduler: tcp://host:8786, or the file of dask scheduler --scheduler-file (*.json)",
    )
    how = table.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="exact enumeration (the default for 2 or 3 players)")
    how.add_argument("--trials", type=arg_types.trials, help="Monte Carlo deals per combination")
    table.add_argument("--seed", type=arg_types.non_negative, help="Monte Carlo seed (default 0)")
    table.add_argument("--shard-size", type=arg_types.whole_number, help="combinations per shard")
    table.set_defaults(run=cmd_table)


def table_spec(args: argparse.Namespace) -> Any:
    """The table's parameters from the arguments; ValueError for a combination that makes no table."""
    from holdEm.distributed.shards import (
        DEFAULT_TRIALS,
        MAX_EXACT_PLAYERS,
        TableSpec,
        default_shard_size,
        parse_classes,
    )

    players = args.players
    trials = args.trials
    if trials is None and not args.exact and players > MAX_EXACT_PLAYERS:
        trials = DEFAULT_TRIALS
    if trials is None and args.seed is not None:
        raise ValueError("--seed is for Monte Carlo tables (--trials T); an exact table has no randomness")
    seed = None if trials is None else (args.seed or 0)
    if args.workers is not None and args.workers < 1:
        raise ValueError(f"--workers must be at least 1, got {args.workers}")
    size = args.shard_size if args.shard_size is not None else default_shard_size(players, trials)
    return TableSpec(players, parse_classes(args.classes), trials, seed, size)


def cmd_table(args: argparse.Namespace) -> int:
    """Runs ``holdem table``: ValueError (bad input) and OSError are reported by the caller."""
    spec = table_spec(args)
    from holdEm.distributed.job import distributed_package
    from holdEm.distributed.store import (
        check_folder,
        finished_shards,
        locked,
        make_folder,
        pyarrow_parquet,
        remove_unused_folder,
    )

    try:  # here, so that a missing extra is one clear message
        distributed_package("holdem table")
    except ImportError as error:
        raise ValueError(str(error)) from None
    try:
        pyarrow_parquet()
    except ImportError as error:
        raise ValueError(str(error)) from None
    out = Path(args.out)
    # The folder made, its lock free and its table checked before any cluster starts (run_table
    # does it again under the lock it then holds, and writes the manifest): a bad folder costs no
    # start-up, a done table none, and a start that fails leaves no table's parameters behind.
    made = not out.exists()
    make_folder(out)
    with locked(out):
        before = len(finished_shards(out, spec)) if check_folder(out, spec) else 0
    if before == spec.shards:
        shards = "its one shard" if spec.shards == 1 else f"all {spec.shards:,} shards"
        print(f"table in {out}: {shards} already there; load it with holdEm.load_table({str(out)!r})")
        return 0
    try:
        return _compute_table(args, spec, out, before)
    except BaseException:
        if made:  # a start that failed (no scheduler there, say) leaves no empty folder behind
            remove_unused_folder(out)
        raise


def _compute_table(args: argparse.Namespace, spec: Any, out: Path, before: int) -> int:
    """The missing shards of ``spec``'s table in the folder ``out`` (checked, ``before`` shards
    there), on the cluster the command names."""
    from holdEm.distributed.job import ShardFailed, open_client, run_table
    from holdEm.distributed.store import finished_shards

    method = "exact" if spec.exact else f"Monte Carlo, {spec.trials:,} deals each, seed {spec.seed}"
    err = sys.stderr
    with open_client(args.workers, args.scheduler) as client:
        workers = sum(client.nthreads().values())
        where = args.scheduler or "a local cluster"
        err.write(
            f"holdem table: {spec.players} players, {counted(len(spec.classes), 'class', plural='classes')}, "
            f"{counted(spec.combinations, 'combination')} in {counted(spec.shards, 'shard')} "
            f"of {spec.shard_size}, {method}; "
            f"{counted(workers, 'worker thread')} on {where}"
            + ("; waiting for workers to join it (Ctrl-C stops)" if workers == 0 else "")
            + "\n"
        )
        if before:
            err.write(f"resuming: {before:,} of {spec.shards:,} shards already in {out}\n")
        err.write(f"computing the missing shards into {out}\n")
        err.flush()
        try:
            run = run_table(spec, out, client, progress=CountedProgress(err, "shard"))
        except (KeyboardInterrupt, SystemExit):  # Ctrl-C, and SIGTERM or SIGHUP (their SystemExit)
            done = len(finished_shards(out, spec)) if out.is_dir() else 0
            err.write(f"\ninterrupted: {done:,} of {spec.shards:,} shards in {out}; the same command resumes\n")
            raise
        except ShardFailed as error:  # (a bug, or a worker out of memory: one line naming the shard)
            done = len(finished_shards(out, spec))
            err.write(f"\nholdem table: error: {error}; {done:,} of {spec.shards:,} shards in {out}\n")
            return 1
    print(
        f"table in {out}: {counted(run.total, 'shard')} ({run.computed:,} computed now, {run.before:,} there before) "
        f"in {run.elapsed:.1f} s; load it with holdEm.load_table({str(out)!r})"
    )
    return 0
