"""How long ``POST /api/hits`` takes in Omaha hi-lo (the report with its low half, and with a
selection of low classes whose first 200 hands are listed), and how large its answer is.

Through Starlette's test client (no sockets); best and worst of the runs in wall-clock time,
after one call that warms the server up.

    python benchmarks/web_hilo_hits_bench.py [--runs R]    # with holdEm[web] installed
"""

from __future__ import annotations

import argparse
import time
import warnings

from holdEm.web import ServerLimits, create_app

with warnings.catch_warnings():  # newer Starlette prefers httpx2 for its test client; httpx still works
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

# (game, range, board, select): "" for the report alone.
SPOTS = [
    ("plo6-hilo", "AA,KK,QQ", "Jh8h2c", ""),
    ("plo6-hilo", "AA,KK,QQ", "Jh8h2c", "nut low,nut low draw,top pair+"),
    ("plo5-hilo", "random", "3c4d8h", ""),
    ("plo5-hilo", "random", "3c4d8h", "nut low,2nd nut low"),
    ("omaha-hilo", "random", "3c4d8h", "no low"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    print("| game | range | board | select | hands | kept | time | answer |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    with TestClient(create_app(ServerLimits(time_limit=30.0))) as client:
        for game, range_text, board, select in SPOTS:
            body = {"range": range_text, "board": board, "game": game, "select": select}
            client.post("/api/hits", json=body).raise_for_status()
            times = []
            for _ in range(runs):
                start = time.perf_counter()
                response = client.post("/api/hits", json=body)
                times.append(time.perf_counter() - start)
                response.raise_for_status()
            answer = response.json()
            kept = f"{answer['selected']['combos']:,}" if select else "-"
            asked = f"`{select}`" if select else "(none)"
            spread = f"{1000 * min(times):.0f}-{1000 * max(times):.0f} ms"
            print(
                f"| {game} | `{range_text}` | `{board}` | {asked} | {answer['combos']:,.0f} | {kept} | {spread} "
                f"| {len(response.content) / 1000:.1f} kB |"
            )


if __name__ == "__main__":
    main()
