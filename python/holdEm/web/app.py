"""The Starlette application: the page, its static files, the JSON API and its description.

>>> from holdEm.web import create_app
>>> app = create_app()  # then: uvicorn.run(app, host="127.0.0.1", port=8000)
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator, Collection
from importlib import resources
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from holdEm.web import api
from holdEm.web.limits import Scheduler, ServerLimits
from holdEm.web.openapi import openapi_document
from holdEm.web.origins import SameSiteOnly

log = logging.getLogger("holdEm.web")

# The page loads only its own files: no inline script, nothing from elsewhere.  (The rest of
# _ANSWER_HEADERS, which every response gets, applies to it as it is.)
_PAGE_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
    "Cache-Control": "no-cache",  # (kept, but asked again each time: an upgraded package's page shows at once)
}


def static_dir() -> Path:
    """Where the page's files are (package data: index.html, app.js, style.css)."""
    return Path(str(resources.files("holdEm.web").joinpath("static")))


# Every answer (the API's JSON, errors, refusals; the page's files set their own policy and
# caching): read as what it says it is, never shown in a frame, nothing loaded from it, and not
# kept by caches (each asks a computation anew).
_ANSWER_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


class _AnswerHeaders:
    """ASGI middleware: :data:`_ANSWER_HEADERS` on every response that does not set its own (the
    page's files set theirs), a refusal of the origin check's among them."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.extra = [(name.lower().encode(), value.encode()) for name, value in _ANSWER_HEADERS.items()]

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                present = {name.lower() for name, _ in message.get("headers", [])}
                extra = [(name, value) for name, value in self.extra if name not in present]
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        await self.app(scope, receive, with_headers)


class _PageFiles(StaticFiles):
    """The page's files with the page's headers (``/static/index.html`` is the page too)."""

    async def get_response(self, path: str, scope: Any) -> Response:
        response = await super().get_response(path, scope)
        response.headers.update(_PAGE_HEADERS)
        return response


async def _index(_request: Request) -> Response:
    return FileResponse(static_dir() / "index.html", headers=_PAGE_HEADERS)


async def _no_icon(_request: Request) -> Response:
    return Response(status_code=204)  # no icon: an answer, so browsers log no error


async def _openapi(request: Request) -> Response:
    return api.json_response(request.app.state.openapi)


async def _http_error(_request: Request, error: Exception) -> Response:
    status = error.status_code if isinstance(error, HTTPException) else 500
    detail = error.detail if isinstance(error, HTTPException) else "internal error"
    return api.error_response(status, str(detail), getattr(error, "headers", None))


async def _server_error(_request: Request, error: Exception) -> Response:
    log.exception("unexpected error", exc_info=error)
    return api.error_response(500, f"internal error ({type(error).__name__})")


def create_app(
    limits: ServerLimits | None = None, *, loopback_only: bool = False, allowed_hosts: Collection[str] = ()
) -> Starlette:
    """The application, with ``limits`` (default: :meth:`ServerLimits.for_machine`).  Requests from
    another site's page are refused, and with ``loopback_only`` (``holdem serve`` on the loopback
    interface) requests naming a host that is not this machine's; ``allowed_hosts`` are names a
    proxy in front serves the page under (:mod:`holdEm.web.origins`)."""
    limits = ServerLimits.for_machine() if limits is None else limits

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        app.state.scheduler.close()

    routes = [
        Route("/", _index, methods=["GET"]),
        Route("/favicon.ico", _no_icon, methods=["GET"]),
        Route("/openapi.json", _openapi, methods=["GET"]),
        Route("/api/equity", api.equity, methods=["POST"]),
        Route("/api/breakdown", api.breakdown, methods=["POST"]),
        Route("/api/nextcard", api.nextcard, methods=["POST"]),
        Route("/api/hits", api.hits, methods=["POST"]),
        Route("/api/flops", api.flops, methods=["POST"]),
        Route("/api/range", api.hand_range, methods=["POST"]),
        Route("/api/pushfold", api.pushfold, methods=["POST"]),
        Route("/api/preflop", api.preflop, methods=["GET"]),
        Route("/api/ranking", api.ranking, methods=["GET"]),
        Route("/api/status", api.status, methods=["GET"]),
        Mount("/static", app=_PageFiles(directory=static_dir()), name="static"),
    ]
    app = Starlette(
        routes=routes,
        exception_handlers={HTTPException: _http_error, Exception: _server_error},
        lifespan=lifespan,
        middleware=[
            Middleware(_AnswerHeaders),  # (outermost: the origin check's refusals get them too)
            Middleware(SameSiteOnly, loopback_only=loopback_only, allowed=frozenset(allowed_hosts)),
        ],
    )
    # Made here, not at startup, so that a test client without the lifespan works too.
    app.state.scheduler = Scheduler(limits)
    app.state.openapi = openapi_document(limits)  # (the bounds it states are this app's)
    return app
