"""Which pages and names may use the server: requests from another site's page, and (on the
loopback interface) requests naming a host other than this machine, are refused.

A page on any site can send a browser's "simple" POST (``text/plain``, no preflight) to
``http://127.0.0.1:8000``: it could not read the answer, but it could keep the server's slots busy.
Browsers name the page's site in ``Origin``, so a request whose ``Origin`` is not the server's own
is refused.  A page that makes its own name resolve to 127.0.0.1 (DNS rebinding) would be
same-origin: on loopback only this machine's names are taken in ``Host``.  Clients that are not
browsers (curl, scripts) send no ``Origin`` and are not affected.
"""

from __future__ import annotations

import ipaddress
import json
from typing import Any, Callable
from urllib.parse import urlsplit

#: The names of this machine on the loopback interface (``Host`` without the port).
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "[::1]"})

_Scope = dict[str, Any]
_App = Callable[..., Any]


def is_loopback(host: str) -> bool:
    """Whether ``serve --host`` listens on the loopback interface only (127.0.0.0/8, ::1, localhost)."""
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip().strip("[]")).is_loopback
    except ValueError:
        return False


def _host_name(host: str) -> str:
    """``Host``'s name, lower case, without its port (``[::1]:8000`` is ``[::1]``)."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[: host.find("]") + 1]
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def refusal(scope: _Scope, hosts: frozenset[str] | None) -> str | None:
    """Why a request is refused (None: it is not): a ``Host`` not among ``hosts`` (when given), or
    an ``Origin`` whose host and port are not the request's ``Host``."""
    headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
    host = headers.get("host", "")
    if hosts is not None and _host_name(host) not in hosts:
        return f"this server answers to {', '.join(sorted(hosts))} only, not the host {host[:60]!r}"
    origin = headers.get("origin")
    if origin is not None and origin != "null" and urlsplit(origin).netloc.lower() != host.strip().lower():
        return f"a request from another site's page ({origin[:80]}) is refused"
    if origin == "null":  # a sandboxed frame or a file: page
        return "a request from a page of no site (Origin: null) is refused"
    return None


class SameSiteOnly:
    """ASGI middleware: :func:`refusal`'s requests are answered 403 with a JSON error."""

    def __init__(self, app: _App, hosts: frozenset[str] | None = None) -> None:
        self.app = app
        self.hosts = hosts

    async def __call__(self, scope: _Scope, receive: _App, send: _App) -> None:
        reason = refusal(scope, self.hosts) if scope["type"] == "http" else None
        if reason is None:
            await self.app(scope, receive, send)
            return
        body = json.dumps({"error": reason}).encode()
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
        await send({"type": "http.response.start", "status": 403, "headers": headers})
        await send({"type": "http.response.body", "body": body})
