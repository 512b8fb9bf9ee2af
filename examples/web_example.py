"""Running the holdEm web server and calling its JSON API.

From a shell, ``holdem serve`` (then open http://127.0.0.1:8000/) is all it takes.  This
script runs the same application inside Python on a free loopback port and asks it for an
equity, an Omaha hi-lo equity, hit reports (Omaha hi-lo's with its low half), a flop report, a
push/fold equilibrium on the bubble and a bad request's error.

pip install '.[web]' && python examples/web_example.py
"""

from __future__ import annotations

import json
import threading
import time
import urllib.error
import urllib.request
from typing import Any

import uvicorn

from holdEm.web import ServerLimits, create_app


def post(base: str, path: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(
        base + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:  # 4xx and 5xx answers carry {"error": reason}
        return error.code, json.load(error)


def main() -> None:
    app = create_app(ServerLimits.for_machine(time_limit=5.0))  # at most 5 s of computing per request
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    base = f"http://127.0.0.1:{port}"
    try:
        status, result = post(base, "/api/equity", {"hands": ["AsKs", "QQ+,AKs"], "board": "5h6sTd"})
        print(status, result["summary"], [round(e, 4) for e in result["equity"]])
        # Every game of holdEm.equity: here Omaha hi-lo, whose answer adds scoop and the hi/lo shares.
        body = {"hands": ["AsAh2s3h", "KdKc4d5c"], "board": "6s7d8c", "game": "omaha-hilo"}
        status, hilo = post(base, "/api/equity", body)
        print(status, "omaha-hilo scoop", [round(e, 4) for e in hilo["scoop"]], "low", f"{hilo['low_frequency']:.0%}")
        status, hits = post(base, "/api/hits", {"range": "15%", "board": "As7d2c"})
        print(status, f"15% on As7d2c: top pair {hits['made']['top pair']:.1%}")
        # The hit report in Omaha high: with select, how many hands are kept and the first of them.
        body = {"range": "AA,KK", "board": "Jh8h2c", "game": "plo5", "select": "set+,wrap"}
        status, plo5 = post(base, "/api/hits", body)
        kept = plo5["selected"]
        print(status, f"PLO5 AA,KK on Jh8h2c: {kept['combos']} of {plo5['combos']:g} hands kept, {kept['hands'][:2]}")
        # In Omaha hi-lo the report adds the low half (lows, low_draws), and select takes the low classes.
        body = {"range": "A2xx,A3xx", "board": "4c5d8h", "game": "omaha-hilo", "select": "nut low"}
        status, plo8 = post(base, "/api/hits", body)
        print(status, f"A2xx,A3xx on 4c5d8h: nut low {plo8['lows']['nut low']:.1%}, {plo8['selected']['combos']} hands")
        # The Omaha breakdown: heads-up, exact, the hands of the most equity first (at most 200 listed).
        body = {"hands": ["AA:xxyy", "KsKdQhQc"], "board": "Jh8h2c", "game": "omaha"}
        status, omaha = post(base, "/api/breakdown", body)
        best = omaha["combos"][0]
        print(
            status,
            f"AA:xxyy: {omaha['equity']:.1%} over {omaha['total']} hands, best {best['combo']} {best['equity']:.1%}",
        )
        # The flop report of a preflop spot: equity by flop texture, the best flops, the hits on the flop.
        status, flops = post(base, "/api/flops", {"hands": ["AhKh", "QQ"]})
        monotone = next(g for g in flops["groups"]["suits"] if g["label"] == "monotone")
        print(
            status,
            f"AhKh v QQ over {flops['classes']} classes of flops: {flops['equity'][0]:.1%}, on monotone flops "
            f"{monotone['equity'][0]:.1%}; best flop {flops['best'][0][0]['flop']}; "
            f"top pair on the flop {flops['hits'][0]['top pair']:.1%}",
        )
        # Push/fold: the blinds' all-in or fold equilibrium; here in tournament equity (ICM) on the bubble,
        # the stacks of the SB, the BB and the two who folded in chips ({"stack": 10} asks it in chips).
        body = {"stacks": [7500, 3000, 1600, 1400], "payouts": [50, 30, 20], "big_blind": 300}
        status, bubble = post(base, "/api/pushfold", body)
        print(status, f"bubble: the SB pushes {bubble['push_share']:.0%}, the BB calls {bubble['call_range']}")
        status, error = post(base, "/api/equity", {"hands": ["AsKs", "QhQx"]})
        print(status, error["error"])
    finally:
        server.should_exit = True
        thread.join()


if __name__ == "__main__":
    main()
