"""How long ``POST /api/breakdown`` takes in Omaha, and how large its answer is beside the whole
``EquityBreakdown.to_dict()`` it is cut from (the server lists the 200 hands of the most equity).

Through Starlette's test client (no sockets), one engine thread as the server's default limits
give a job; best of the runs in wall-clock time.

    PYTHONPATH=python python benchmarks/web_omaha_breakdown_bench.py [--runs R]
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

# (hands, board, game, player): the player's hands are the ones listed.
SPOTS = [
    (["AA", "KsKhQsQh"], "Jh8h2c", "omaha", 0),
    (["AA", "KK"], "Jh8h2c7d", "omaha", 0),
    (["AsAhKsKhQdJd", "TT9988,T9876:xxyy"], "Jh8h2c", "plo6", 1),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    print("| spot | hands | time | answer | whole to_dict() |")
    print("| --- | --- | --- | --- | --- |")
    with TestClient(create_app(ServerLimits(time_limit=30.0))) as client:
        for hands, board, game, player in SPOTS:
            body = {"hands": hands, "board": board, "game": game, "player": player}
            best = float("inf")
            for _ in range(runs):
                start = time.perf_counter()
                response = client.post("/api/breakdown", json=body)
                best = min(best, time.perf_counter() - start)
                assert response.status_code == 200, response.text
            whole = holdEm.equity_breakdown(hands, board, player=player, game=game).to_dict()
            size = len(json.dumps(whole, separators=(",", ":")))
            spot = f"{game} `{hands[player]}` v `{hands[1 - player]}`, `{board}`"
            total, answer_kb = response.json()["total"], len(response.content) / 1000
            print(f"| {spot} | {total:,} | {1000 * best:.0f} ms | {answer_kb:.0f} kB | {size / 1000:.0f} kB |")


if __name__ == "__main__":
    main()
