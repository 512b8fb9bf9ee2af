"""The server's connections: each must send a request's headers within a deadline, and idle ones
give way to new ones.

uvicorn closes a kept-alive connection that sends nothing for a few seconds after a response, but
it waits without end for a new connection's first request, and for headers begun and never
finished (any byte stops its keep-alive timer).  Such connections count against
``--max-connections``, so one client holding that many shut every other client out: 503 for every
request, for as long as it liked.  Here a connection whose request line and headers are not all in
within ``header_timeout`` seconds of its opening or of its last response is closed.  (A body that
is slow to come is the application's to time: ``ServerLimits.body_timeout``, answered 408.)

The deadline alone only made such a client reconnect: a thousand sockets, each opened again as the
deadline closed it, still held every place.  So a new connection that finds the places all taken
closes the connection that has waited longest for its headers: the places go to connections that
ask something, and 503 answers a request only when every place holds a request in progress.
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol


class HeaderDeadline(H11Protocol):
    """uvicorn's h11 protocol with the deadline on each request's headers."""

    header_timeout = 10.0  # seconds; set on the class that with_header_deadline makes
    # The server's connections waiting for a request's headers, the longest waiting first (a dict
    # keeps insertion order); with_header_deadline gives each server its own.
    waiting: dict[HeaderDeadline, None] = {}

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._deadline: asyncio.TimerHandle | None = None
        super().connection_made(transport)  # type: ignore[arg-type]
        self._make_room()
        self._arm()

    def data_received(self, data: bytes) -> None:
        waiting = self.cycle  # a new cycle is a request whose headers are all in
        super().data_received(data)
        if self.cycle is not waiting:
            self._disarm()

    def on_response_complete(self) -> None:
        answered = self.cycle
        super().on_response_complete()
        # The next request's headers, unless they were already in (pipelined) and it has begun.
        if self.cycle is answered and not self.transport.is_closing():
            self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _make_room(self) -> None:
        """Past ``--max-connections`` (this one counted), closes the connections that have waited
        longest for their headers, so that this one's request finds a place."""
        if self.limit_concurrency is None:
            return
        open_connections = sum(1 for c in self.connections if not c.transport.is_closing())
        for _ in range(open_connections - self.limit_concurrency + 1):
            if not self.waiting:
                return  # every other place holds a request in progress: this one's will be answered 503
            next(iter(self.waiting))._expire()

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.header_timeout, self._expire)
        self.waiting[self] = None

    def _disarm(self) -> None:
        self.waiting.pop(self, None)
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expire(self) -> None:
        self._disarm()
        if not self.transport.is_closing():
            self.transport.close()


def with_header_deadline(seconds: float) -> Any:
    """The protocol class for ``uvicorn.run(http=...)``, closing connections whose request headers
    take more than ``seconds`` (and, past ``--max-connections``, the one waiting longest)."""
    return type("HeaderDeadline", (HeaderDeadline,), {"header_timeout": float(seconds), "waiting": {}})
