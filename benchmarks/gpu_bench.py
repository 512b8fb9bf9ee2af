"""The CUDA backend on a GPU: correctness against the CPU (Hold'em, Omaha), then hands/s and batch evaluations/s.

Run by benchmarks/gpu_h200.sh after a CUDA build (PYTHONPATH=python python3 benchmarks/gpu_bench.py).
Each figure sits beside the CPU's on the same spot, and each of ``--deals`` (the device's two ways to
deal, DeviceDeal: ``select``, the default, and ``shuffle``, the candidate) is checked and timed side
by side, with the ratio; heads-up Hold'em dealt by ``select`` also in blocks of each size its kernels
are built at (``select@768``: 768 threads a block; plain ``select`` is the default, 512).  The
candidates of a figure run in turn three times, the median their figure, and the last lines say
which was fastest (what a run decides).  Bounded: each candidate's runs take about ``--seconds``
seconds in all, sized from a short first run.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any, Callable

import numpy as np

import holdEm
from holdEm import _core

CHECK_SPOTS = [
    (["AsKs", "QhQd"], "", ""),
    (["AhKh", "random"], "2c7d9s", ""),
    (["AsKs", "QQ+,AKs:0.5,A5s-A2s"], "5h6sTd", "2c"),
    (["JJ+,AKs,AKo:0.7", "random", "8s7s"], "Ts9c2h", ""),
    (["AsAh", "KsKh", "QsQh", "JsJh", "TsTh", "9s9h", "8s8h", "7s7h", "6s6h", "5s5h"], "2c3d4c", ""),
]
# Omaha high (game, hands, board, dead): exact cards, a random opponent, a suited board, PLO5 and PLO6.
OMAHA_CHECK_SPOTS = [
    ("omaha", ["AsKsQhJh", "9c9d8c7d"], "Ts8h2c", ""),
    ("omaha", ["AhAdKs7c", "random"], "Qs9s4d2h", ""),
    ("plo4", ["KsQs4d4c", "JsTs9h9d", "AcKcQdJd"], "As7s2s", "3h"),
    ("plo5", ["AsAhKdQdJc", "Ts9s8c7c6h"], "2s5d9h", "3c"),
    ("plo6", ["AsAhKdQdJcTc", "9s8s7h6h5d4d"], "2s3dKh7c", ""),
]
KEYS = ("equity", "win", "tie", "categories", "stderr", "trials")
# The block sizes heads-up Hold'em's select kernels are built at besides the default (512).
HEADS_UP_BLOCKS = (768, 1024)
# Timed runs of each candidate, in turn: the median is the figure.
ROUNDS = 3


def gpu_equity(hands: list[str], game: str, trials: int, seed: int, way: str, board: str = "", dead: str = "") -> Any:
    """A Monte Carlo run on the GPU dealing as `way` says (a deal, and for heads-up Hold'em dealt by
    select maybe "@" and its block size); the result's fields by name."""
    deal, _, block = way.partition("@")
    return _core._equity_cuda(
        hands, board, dead, trials, 0.0, 0.0, seed, game=game, deal=deal, block_threads=int(block or 0)
    )


def ways(deals: list[str], game: str, hands: list[str]) -> list[str]:
    """The deals to run a spot with: heads-up Hold'em's select also at each other block size."""
    heads_up_select = game == "holdem" and len(hands) <= 2 and "select" in deals
    return deals + ([f"select@{block}" for block in HEADS_UP_BLOCKS] if heads_up_select else [])


def check(deals: list[str]) -> bool:
    """GPU counts equal to the device code run on the CPU, and equities within 4 standard errors of exact."""
    ok = True
    spots = [("holdem", *spot) for spot in CHECK_SPOTS] + OMAHA_CHECK_SPOTS
    for game, hands, board, dead in spots:
        exact = holdEm.equity(hands, board, dead, game=game, exact=True)
        trials = 1_000_003 if game == "holdem" else 200_003  # the host run of Omaha is slower
        for way in ways(deals, game, hands):
            deal = way.partition("@")[0]
            gpu = gpu_equity(hands, game, trials, 42, way, board, dead)
            host = _core._equity_cuda(hands, board, dead, trials, 0.0, 0.0, 42, 4, 32, game=game, deal=deal)
            same = all(gpu[k] == host[k] for k in KEYS)
            worst = max(abs(g - e) / s for g, e, s in zip(gpu["equity"], exact.equity, gpu["stderr"]))
            ok &= same and worst <= 4
            spot = " ".join(hands)[:40]
            print(
                f"check {way:12} {game:6} {spot:40} {board:10} same counts as host: {same}, "
                f"worst |gpu - exact| / se {worst:.2f}"
            )
    return ok


def sized(fn: Callable[[int], Any], first: int, seconds: float) -> int:
    """Runs fn(first) twice (a warm-up: the module's first launch sets up the device); returns the n
    that the second run's pace makes about `seconds` long."""
    fn(first)
    start = time.perf_counter()
    fn(first)
    took = max(time.perf_counter() - start, 1e-4)
    return max(first, int(first * seconds / took))


def timed(fn: Callable[[int], Any], first: int, seconds: float) -> tuple[int, float]:
    """fn(n) for n sized to about `seconds`; returns (n, seconds taken)."""
    n = sized(fn, first, seconds)
    start = time.perf_counter()
    fn(n)
    return n, time.perf_counter() - start


MC_SPOTS = [
    ("holdem", "heads-up, random opponent", ["AhKh", "random"]),
    ("holdem", "6-way", ["AhKh"] + ["random"] * 5),
    ("plo4", "PLO4 heads-up, random", ["AsKsQhJh", "random"]),
    ("plo4", "PLO4 6-way", ["AsKsQhJh"] + ["random"] * 5),
]


def median_rates(runs: dict[str, Callable[[], Any]], work: dict[str, int]) -> dict[str, float]:
    """Each run's work a second: the runs in turn ROUNDS times (a drift in clocks or load touches each
    alike), the median of each one's times."""
    times: dict[str, list[float]] = {label: [] for label in runs}
    for _ in range(ROUNDS):
        for label, run in runs.items():
            start = time.perf_counter()
            run()
            times[label].append(time.perf_counter() - start)
    return {label: work[label] / statistics.median(t) for label, t in times.items()}


def gpu_rates(game: str, hands: list[str], spot_ways: list[str], first: int, seconds: float) -> dict[str, float]:
    """Deals/s of each way on a spot: each sized to about `seconds` a run, then median_rates."""
    trials = {w: sized(lambda k, w=w: gpu_equity(hands, game, k, 1, w), first, seconds) for w in spot_ways}
    runs = {w: (lambda w=w: gpu_equity(hands, game, trials[w], 1, w)) for w in spot_ways}
    return median_rates(runs, trials)


def monte_carlo(seconds: float, cpu_too: bool, deals: list[str]) -> dict[str, str]:
    """Deals/s (hands/s) and player hands evaluated/s (an Omaha hand is its best of 60 five-card hands),
    each deal's (and heads-up select's block size's) in turn on each spot, then the CPU's; the ratio
    of each to the first.  Returns each spot's fastest way."""
    fastest = {}
    for game, label, hands in MC_SPOTS:
        players = len(hands)
        first = 10_000_000 if game == "holdem" else 1_000_000
        spot_ways = ways(deals, game, hands)
        rates = gpu_rates(game, hands, spot_ways, first, seconds / ROUNDS)
        for way, gpu in rates.items():
            ratio = f" x{gpu / rates[spot_ways[0]]:.3f} of {spot_ways[0]}" if way != spot_ways[0] else ""
            print(
                f"MC {label:26} {way:12} GPU {gpu / 1e9:8.3f} G hands/s "
                f"({gpu * players / 1e9:8.2f} G evals/s, median of {ROUNDS}){ratio}"
            )
        fastest[f"MC {label}"] = max(rates, key=rates.__getitem__)
        if cpu_too:
            m, u = timed(
                lambda k, h=hands, g=game: holdEm.equity(h, game=g, trials=k, seed=1, exact=False, threads=0),
                first // 50,
                seconds,
            )
            cpu = m / u
            best = max(rates.values())
            print(
                f"MC {label:26} CPU {cpu / 1e6:8.2f} M hands/s ({cpu * players / 1e6:8.1f} M evals/s)"
                f" | the faster GPU deal x{best / cpu:.0f}"
            )
    return fastest


def batch(rows: int, seconds: float) -> dict[str, str]:
    """Batch evaluations/s of 7-card rows: host arrays (staged, plain copies) and device arrays (each
    way to the lanes, validated or not), beside the CPU's; returns the faster lanes with and without
    validation."""
    rng = np.random.default_rng(3)
    pool = rng.permuted(np.tile(np.arange(52, dtype=np.uint8), (1 << 20, 1)), axis=1)[:, :7]
    cards = np.ascontiguousarray(np.tile(pool, (max(1, rows >> 20), 1)))
    n = len(cards)
    head = cards[:1_000_000]
    assert np.array_equal(holdEm.evaluate_batch(head, device="cuda"), holdEm.evaluate_batch(head))
    start = time.perf_counter()
    want = holdEm.evaluate_batch(cards, threads=0)
    cpu = n / (time.perf_counter() - start)

    # Host arrays: staged through pinned buffers (evaluate_batch's way), and copied plainly (shift=0),
    # in turn ROUNDS times; the medians.
    def checked(got: np.ndarray) -> None:
        assert np.array_equal(got, want)

    runs = {"staged": lambda: checked(holdEm.evaluate_batch(cards, device="cuda")),
            "plain copies": lambda: checked(_core._evaluate_batch_cuda(cards, True, 0))}  # fmt: skip
    rates = median_rates(runs, dict.fromkeys(runs, n))
    print(
        f"batch 7-card, {n:,} rows: GPU host arrays, staged {rates['staged'] / 1e9:6.2f} G evals/s, plain copies"
        f" {rates['plain copies'] / 1e9:6.2f} (x{rates['staged'] / rates['plain copies']:.1f})"
        f" | CPU every core {cpu / 1e6:8.1f} M evals/s"
    )
    # Device arrays: the rows copied to the device once, then evaluated there (CUDA events), the
    # kernel's lanes by shifts and from the card table (BatchLanes) in turn three times; the medians.
    repeats = max(1, int(seconds * 100))
    fastest = {}
    for validate in (True, False):
        each: dict[str, list[float]] = {"shifts": [], "table": []}
        for _ in range(ROUNDS):
            for lanes, measured in each.items():
                seconds_each, strengths = _core._time_batch_cuda_device(cards, repeats, validate, lanes)
                assert np.array_equal(strengths, want), lanes
                measured.append(seconds_each)
        for lanes, measured in each.items():
            device_arrays = n / statistics.median(measured)
            print(
                f"batch 7-card, {n:,} rows: GPU device arrays, validate={validate!s:5} lanes={lanes:6}"
                f" {device_arrays / 1e9:6.2f} G evals/s ({device_arrays * 9 / 1e9:.0f} GB/s of rows and results)"
                f" | x{device_arrays / cpu:.0f} the CPU"
            )
        ratio = statistics.median(each["shifts"]) / statistics.median(each["table"])
        print(f"batch 7-card, validate={validate!s:5}: the card table's lanes x{ratio:.2f} the shifts'")
        fastest[f"batch lanes, validate={validate}"] = "table" if ratio > 1 else "shifts"
    return fastest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="about how long each timed run takes")
    parser.add_argument("--rows", type=int, default=64 << 20, help="rows for the batch figures")
    parser.add_argument("--parts", default="check,mc,batch", help="which of check, mc, batch to run")
    parser.add_argument("--cpu", action=argparse.BooleanOptionalAction, default=True, help="the CPU figures beside")
    parser.add_argument("--deals", default="select,shuffle", help="the device deals to check and time, in turn")
    args = parser.parse_args()
    parts = set(args.parts.split(","))
    deals = args.deals.split(",")
    if not holdEm.cuda_available():
        raise SystemExit(f"no CUDA backend or device (built with CUDA: {_core._cuda_built()})")
    ok = check(deals) if "check" in parts else True
    fastest = {}
    if "mc" in parts:
        fastest.update(monte_carlo(args.seconds, args.cpu, deals))
    if "batch" in parts:
        fastest.update(batch(args.rows, args.seconds))
    for what, way in fastest.items():  # what a run decides: the candidates to keep
        print(f"fastest: {what:36} {way}")
    raise SystemExit(0 if ok else 1)


if __name__ == "__main__":
    main()
