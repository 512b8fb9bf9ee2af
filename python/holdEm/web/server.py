"""The uvicorn server ``holdem serve`` runs: on Ctrl-C or SIGTERM it first ends the computations
still running, so that their requests are answered.

uvicorn's shutdown closes the listening socket, then gives the requests in flight a grace period
(``timeout_graceful_shutdown``) and cancels those still running past it: each such request was
answered 500 in plain text (a stream cut without its last line) and left a traceback in the log.
Here the application's :class:`~holdEm.web.limits.Scheduler` is told first: its computations stop
(within milliseconds) and each request running or waiting for a slot is answered 503, "the server
is shutting down", well inside the grace.
"""

from __future__ import annotations

import socket

import uvicorn

from holdEm.web.limits import Scheduler


class Server(uvicorn.Server):
    """uvicorn's server, which ends the scheduler's computations as its shutdown begins."""

    def __init__(self, config: uvicorn.Config, scheduler: Scheduler) -> None:
        super().__init__(config)
        self._scheduler = scheduler

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        self._scheduler.shut_down()
        await super().shutdown(sockets)
