"""The server's connections: each must send a request's headers within a deadline.

uvicorn closes a kept-alive connection that sends nothing for a few seconds after a response, but
it waits without end for a new connection's first request, and for headers begun and never
finished (any byte stops its keep-alive timer).  Such connections count against
``--max-connections``, so one client holding that many shut every other client out: 503 for every
request, for as long as it liked.  Here a connection whose request line and headers are not all in
within ``header_timeout`` seconds of its opening or of its last response is closed.  (A body that
is slow to come is the application's to time: ``ServerLimits.body_timeout``, answered 408.)
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol


class HeaderDeadline(H11Protocol):
    """uvicorn's h11 protocol with the deadline on each request's headers."""

    header_timeout = 10.0  # seconds; set on the class that with_header_deadline makes

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._deadline: asyncio.TimerHandle | None = None
        super().connection_made(transport)  # type: ignore[arg-type]
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

    def _arm(self) -> None:
        self._disarm()
        self._deadline = self.loop.call_later(self.header_timeout, self._expire)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _expire(self) -> None:
        self._deadline = None
        if not self.transport.is_closing():
            self.transport.close()


def with_header_deadline(seconds: float) -> Any:
    """The protocol class for ``uvicorn.run(http=...)``, closing connections whose request headers
    take more than ``seconds``."""
    return type("HeaderDeadline", (HeaderDeadline,), {"header_timeout": float(seconds)})
