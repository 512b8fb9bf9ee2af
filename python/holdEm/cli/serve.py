"""``holdem serve``: the equity calculator's web page and JSON API (needs the ``web`` extra)."""

from __future__ import annotations

import argparse
import socket
import sys
from typing import Any

from holdEm._extras import missing_extra
from holdEm.cli.arg_types import host_address, port_number, positive_count, positive_float
from holdEm.cli.subcommand import add_subcommand

SERVE_ABOUT = """\
Serves an equity calculator page at http://HOST:PORT/ (players with cards or
ranges painted on a 13x13 grid, board and dead cards, every game of
holdem equity, equity bars, hand categories, a per-class heat map and the
range's hit report with its filter, the next card) and its JSON API under
/api/ (described at /openapi.json).  It listens on the loopback interface unless
--host says otherwise, and there answers to this machine's names only; requests
from other sites' pages are refused (behind a proxy, name the host it serves the
page under with --allowed-host).  Each computation runs in a worker thread with a time limit; a few
slots are kept for short work so that a long computation never holds up a
short one; past --max-connections open connections a new one closes the one
idle longest, and requests are answered 503 at once when all are busy.  Needs: pip install 'holdEm[web]'.
"""

SERVE_EXAMPLES = """\
examples:
  holdem serve                              # http://127.0.0.1:8000/
  holdem serve --port 8080 --time-limit 30
  holdem serve --allowed-host poker.example.org     # behind a proxy serving it there
  curl -s localhost:8000/api/equity -d '{"hands": ["AsKs", "QQ+"], "board": "5h6sTd"}'
"""


def add_parsers(commands: Any) -> None:
    """Adds ``serve`` to the subcommand parsers."""
    summary = "serve the equity calculator page and its JSON API"
    serve = add_subcommand(commands, "serve", summary=summary, about=SERVE_ABOUT, examples=SERVE_EXAMPLES)
    serve.add_argument(
        "--host", type=host_address, default="127.0.0.1", help="address to listen on (default 127.0.0.1, loopback only)"
    )
    serve.add_argument("--port", type=port_number, default=8000, help="port (default 8000; 0 picks a free one)")
    serve.add_argument(
        "--time-limit", type=positive_float, default=10.0, help="seconds of computing per request (default 10)"
    )
    serve.add_argument(
        "--slots", type=positive_count, default=None, help="long computations at once (default: half the cores, >= 2)"
    )
    serve.add_argument(
        "--max-text",
        type=positive_count,
        default=None,
        help="characters of one hand or range (default 2000; a solver's export of every combo with its weight "
        "is about 12,300)",
    )
    serve.add_argument(
        "--max-connections",
        type=positive_count,
        default=1000,
        help="open connections at most; past them a new one closes the one idle longest, and requests "
        "get 503 where every one is busy (default 1000)",
    )
    serve.add_argument(
        "--header-timeout",
        type=positive_float,
        default=10.0,
        help="seconds a connection has to send a request's headers, else it is closed (default 10)",
    )
    serve.add_argument(
        "--allowed-host",
        action="append",
        default=[],
        type=host_address,
        metavar="NAME",
        help="a name a proxy in front serves the page under (repeatable): its Host and its pages' requests are taken",
    )
    serve.add_argument("--no-access-log", action="store_true", help="do not log each request")
    serve.add_argument(
        "--log-level", default="info", type=str.lower, choices=["critical", "error", "warning", "info", "debug"]
    )
    serve.set_defaults(run=cmd_serve)


def cmd_serve(args: argparse.Namespace) -> int:
    """Runs the server until Ctrl-C (exit code 0)."""
    try:  # both packages of the extra, so that either missing is named in the command's own message
        import starlette  # noqa: F401
        import uvicorn
    except ImportError as error:
        raise OSError(missing_extra("holdem serve", "web", error)) from None
    from holdEm.web import ServerLimits, create_app
    from holdEm.web.connections import with_header_deadline
    from holdEm.web.origins import is_loopback
    from holdEm.web.server import Server

    overrides: dict[str, Any] = {"time_limit": args.time_limit}
    if args.slots is not None:
        overrides["general_slots"] = args.slots
    if args.max_text is not None:
        overrides["max_text"] = args.max_text
    # On loopback, or where --allowed-host names them, only this machine's loopback names and those are
    # answered: a page cannot reach it through a name of its own (DNS rebinding).  On another interface
    # the address it listens on is one of them.
    limits = ServerLimits.for_machine(**overrides)
    loopback = is_loopback(args.host)
    allowed = [*args.allowed_host, *([] if loopback or args.host in _EVERY_INTERFACE else [args.host])]
    app = create_app(limits, loopback_only=loopback or bool(args.allowed_host), allowed_hosts=allowed)
    _check_listenable(args.host, args.port)
    if not loopback and not args.allowed_host:
        print(
            f"holdem serve: warning: listening on {args.host}, open to other machines, and answering whatever "
            "host name a request gives (a web page could reach it through a name of its own): name the ones "
            "it is reached by with --allowed-host",
            file=sys.stderr,
        )
    config = uvicorn.Config(
        app,
        host=args.host,
        port=args.port,
        log_level=args.log_level,
        access_log=not args.no_access_log,
        # On Ctrl-C the computations still running stop and their requests are answered 503 (Server);
        # a request that has not ended after these seconds (a slow client reading its answer) is cancelled.
        timeout_graceful_shutdown=3,
        limit_concurrency=args.max_connections,  # a flood of connections cannot exhaust the process's files
        http=with_header_deadline(args.header_timeout),  # nor can idle ones hold every place for ever
        ws="none",  # no WebSocket routes: an upgrade is answered as plain HTTP, under the same deadline
    )
    server = Server(config, app.state.scheduler)
    try:
        server.run()
    except KeyboardInterrupt:  # uvicorn raises the Ctrl-C again once it has shut down: exit code 0, as ever
        pass
    return 0 if server.started else 3  # 3: uvicorn's own code for a server that did not start


_EVERY_INTERFACE = ("0.0.0.0", "::", "")  # (no one address to answer by)


def _check_listenable(host: str, port: int) -> None:
    """Binds a socket as uvicorn will (IPv6 where the host has a colon), and lets it go.

    So a port in use or a host that is not this machine's is the command's one-line error
    (exit code 2), where uvicorn logs it over several lines and exits with 3.  (Handing uvicorn
    this socket would lose its "running on" line, which names the port.)
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        try:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
        except OSError as error:
            where = f"[{host}]:{port}" if family == socket.AF_INET6 else f"{host}:{port}"
            raise OSError(f"cannot listen on {where}: {error.strerror or error}") from None
