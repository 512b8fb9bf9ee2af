"""How long ``POST /api/flops`` takes, and how large its answer is beside the whole
``FlopReport.to_dict()`` it is cut from (the server lists each player's 5 best and worst flops, not
every class of flops); then, under the default limits, the spots too large to enumerate within them,
which the server samples (how long, and the enumeration its probe projected).

Through Starlette's test client (no sockets), with the engine threads the server's default limits
give a job on this machine; best of the runs in wall-clock time.

    PYTHONPATH=python python benchmarks/web_flops_bench.py [--runs R]
"""

from __future__ import annotations

import argparse
import json
import time
import warnings

import holdEm
from holdEm.web import ServerLimits, create_app

with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client; httpx still works
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

# (hands, game): hand v hand, hand v range, range v range, a short deck.
SPOTS = [
    (["AsKs", "QhQd"], "holdem"),
    (["AhKh", "QQ"], "holdem"),
    (["QQ+,AKs", "JJ-88"], "holdem"),
    (["22+,A2s+,KTs+,ATo+", "QQ+,AK"], "holdem"),
    (["AhKh", "QQ"], "shortdeck"),
]
# Past the default 10 s limit to enumerate on a small machine: sampled.
SAMPLED = [["QQ+,AKs", "random"], ["22+,A2s+,K2s+", "random"], ["AhKh", "random", "random"], ["AhKh"] + ["random"] * 5]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    limits = ServerLimits.for_machine(time_limit=60.0)
    print(f"engine threads a job: {limits.threads_per_job}")
    print("| spot | classes | time | answer | whole to_dict() |")
    print("| --- | --- | --- | --- | --- |")
    with TestClient(create_app(limits)) as client:
        for hands, game in SPOTS:
            body = {"hands": hands, "game": game}
            best = float("inf")
            for _ in range(runs):
                start = time.perf_counter()
                response = client.post("/api/flops", json=body)
                best = min(best, time.perf_counter() - start)
                assert response.status_code == 200, response.text
            whole = holdEm.flop_report(hands, game=game).to_dict()
            size = len(json.dumps(whole, separators=(",", ":")))
            spot = f"{game} `{hands[0]}` v `{hands[1]}`"
            classes, answer_kb = response.json()["classes"], len(response.content) / 1000
            print(f"| {spot} | {classes:,} | {best:.2f} s | {answer_kb:.1f} kB | {size / 1000:,.0f} kB |")
    limits = ServerLimits.for_machine()
    print(f"\nthe default limits: {limits.time_limit:g} s, {limits.threads_per_job} engine threads a job")
    print("| spot | classes | time | exact | the server's note |")
    print("| --- | --- | --- | --- | --- |")
    with TestClient(create_app(limits)) as client:
        for hands in SAMPLED:
            best, answer = float("inf"), {}
            for _ in range(runs):
                start = time.perf_counter()
                response = client.post("/api/flops", json={"hands": hands})
                best = min(best, time.perf_counter() - start)
                assert response.status_code == 200, response.text
                answer = response.json()
            note = "; ".join(answer["notes"])
            print(f"| `{' v '.join(hands)}` | {answer['classes']:,} | {best:.2f} s | {answer['exact']} | {note} |")


if __name__ == "__main__":
    main()
