"""A short load test of ``holdem serve``: requests/s and latency percentiles for a mix of small requests.

It starts its own server on a free loopback port (it never talks to any other address), sends
``--requests`` requests from ``--clients`` threads (stopping early after ``--seconds``), checks
every answer is 200, and prints the figures overall and per kind.  Needs ``pip install '.[test]'``
(the web extra and httpx).

PYTHONPATH=python python benchmarks/web_load.py --requests 2000 --clients 8 [--huge 2]

``--huge N`` keeps N more clients sending huge requests (Monte Carlo that only the server's time
limit ends) during the run: the small requests' latencies show what fair sharing leaves them.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import threading
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx

# Small requests, the kind the page sends while a user clicks: exact equities, a hit report, tables.
MIX: list[tuple[str, str, str, dict[str, Any] | None]] = [
    ("equity 2 hands, flop", "POST", "/api/equity", {"hands": ["AsKs", "QhQd"], "board": "5h6sTd"}),
    ("equity 2 hands, preflop", "POST", "/api/equity", {"hands": ["AsKs", "QhQd"]}),
    ("equity range v hand, turn", "POST", "/api/equity", {"hands": ["QQ+,AKs,T9s", "JhTh"], "board": "9h8h2c5d"}),
    ("hits 15% on a flop", "POST", "/api/hits", {"range": "15%", "board": "As7d2c"}),
    ("preflop row", "GET", "/api/preflop?hand=AKs", None),
    ("ranking", "GET", "/api/ranking", None),
]

_RUNNING = re.compile(rb"Uvicorn running on (http://127\.0\.0\.1:\d+)")


def start_server(extra: list[str]) -> tuple[subprocess.Popen[bytes], str]:
    """``python -m holdEm serve`` on port 0 (the system picks one), its URL read from its log."""
    import holdEm  # the server runs the holdEm this script imports (installed, or on PYTHONPATH)

    env = dict(os.environ)
    here = os.path.dirname(os.path.dirname(os.path.abspath(holdEm.__file__)))
    env["PYTHONPATH"] = here + os.pathsep + env.get("PYTHONPATH", "")
    command = [sys.executable, "-m", "holdEm", "serve", "--port", "0", "--no-access-log", *extra]
    process = subprocess.Popen(command, stderr=subprocess.PIPE, env=env)
    assert process.stderr is not None
    for line in process.stderr:
        match = _RUNNING.search(line)
        if match:
            # Keep reading its log so that the server never blocks writing to the pipe.
            threading.Thread(target=process.stderr.read, daemon=True).start()
            return process, match.group(1).decode()
    process.wait()
    raise SystemExit("the server did not start")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=2000, help="requests in all (at most 20000)")
    parser.add_argument("--clients", type=int, default=8, help="client threads sending at once (at most 64)")
    parser.add_argument("--seconds", type=float, default=30.0, help="stop sending after this long (at most 120)")
    parser.add_argument("--huge", type=int, default=0, help="clients sending huge requests meanwhile (at most 8)")
    args = parser.parse_args()
    total = max(1, min(args.requests, 20_000))
    clients = max(1, min(args.clients, 64))
    budget = max(1.0, min(args.seconds, 120.0))
    huge_clients = max(0, min(args.huge, 8))

    process, url = start_server([])
    try:
        latencies: dict[str, list[float]] = defaultdict(list)
        failures: list[str] = []
        lock = threading.Lock()
        stop_at = time.monotonic() + budget
        with httpx.Client(base_url=url, timeout=30, limits=httpx.Limits(max_connections=clients)) as http:
            for _name, method, path, body in MIX:  # warm up: the tables, the first thread of each lane
                http.request(method, path, json=body)

            def one(i: int) -> None:
                if time.monotonic() > stop_at:
                    return
                name, method, path, body = MIX[i % len(MIX)]
                start = time.perf_counter()
                response = http.request(method, path, json=body)
                elapsed = time.perf_counter() - start
                with lock:
                    latencies[name].append(elapsed)
                    if response.status_code != 200:
                        failures.append(f"{name}: {response.status_code} {response.text[:200]}")

            done = threading.Event()
            huge_answers: list[int] = []

            def huge() -> None:  # Monte Carlo that only the time limit ends, again and again
                with httpx.Client(base_url=url, timeout=60) as own:
                    while not done.is_set():
                        response = own.post("/api/equity", json={"hands": ["random"] * 3, "trials": 10**8})
                        huge_answers.append(response.status_code)

            background = [threading.Thread(target=huge) for _ in range(huge_clients)]
            for thread in background:
                thread.start()
            if background:
                time.sleep(0.5)  # past their first, short try
            start = time.perf_counter()
            with ThreadPoolExecutor(clients) as pool:
                list(pool.map(one, range(total)))
            wall = time.perf_counter() - start
            done.set()
            for thread in background:
                thread.join()
    finally:
        process.terminate()
        process.wait()

    every = [t for values in latencies.values() for t in values]
    print(f"{len(every)} requests from {clients} clients in {wall:.2f} s: {len(every) / wall:,.0f} requests/s")
    print(f"{'kind':<28} {'n':>6} {'p50 ms':>8} {'p90 ms':>8} {'p99 ms':>8}")
    rows = [(name, latencies[name]) for name, *_ in MIX] + [("all", every)]
    for name, values in rows:
        if values:
            p50, p90, p99 = (1e3 * percentile(values, q) for q in (0.5, 0.9, 0.99))
            print(f"{name:<28} {len(values):>6} {p50:>8.1f} {p90:>8.1f} {p99:>8.1f}")
    print(f"mean {1e3 * statistics.fmean(every):.1f} ms; failures: {len(failures)}")
    if huge_clients:
        print(f"meanwhile {huge_clients} clients sent huge requests: {len(huge_answers)} answered, {huge_answers}")
    for failure in failures[:5]:
        print("  " + failure)
    if failures:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
