"""Which pages and names may use the server: requests from another site's page, and (on the
loopback interface) requests naming a host other than this machine, are refused.

A page on any site can send a browser's "simple" POST (``text/plain``, no preflight) to
``http://127.0.0.1:8000``: it could not read the answer, but it could keep the server's slots busy.
Browsers name the page's site in ``Origin``, so a request whose ``Origin`` is not the server's own
is refused.  A page that makes its own name resolve to 127.0.0.1 (DNS rebinding) would be
same-origin: on loopback only this machine's names are taken in ``Host``.  Clients that are not
browsers (curl, scripts) send no ``Origin`` and are not affected.  Behind a proxy, the names it
serves the page under are allowed by name (``holdem serve --allowed-host``).
"""

from __future__ import annotations

import ipaddress
import json
from typing import Any, Callable
from urllib.parse import urlsplit

_Scope = dict[str, Any]
_App = Callable[..., Any]


def host_key(name: str) -> str:
    """A host name or address as compared here: lower case, without a trailing dot or an IPv6
    address's brackets (``[FD00::1]`` and ``fd00::1`` are one host)."""
    return name.strip().lower().rstrip(".").strip("[]")


def is_loopback(host: str) -> bool:
    """Whether a name or address is this machine's on the loopback interface: ``localhost``, any of
    127.0.0.0/8 or ``::1`` (bracketed or not, a trailing dot allowed)."""
    name = host_key(host)
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def _host_name(host: str) -> str:
    """``Host``'s name as :func:`host_key` gives it, without its port (``[::1]:8000`` is ``::1``)."""
    host = host.strip()
    if host.startswith("["):
        return host_key(host[: host.find("]") + 1])
    return host_key(host.rsplit(":", 1)[0] if host.count(":") == 1 else host)


def refusal(scope: _Scope, loopback_only: bool, allowed: frozenset[str] = frozenset()) -> str | None:
    """Why a request is refused (None: it is not).  With ``loopback_only``, a ``Host`` that is not
    this machine's loopback name or address, nor in ``allowed`` (the names a proxy in front gives,
    as :func:`host_key` writes them); always, an ``Origin`` whose host and port are not the
    request's ``Host`` (nor a name in ``allowed``), and two of either header."""
    given: dict[bytes, list[str]] = {b"host": [], b"origin": []}
    for key, value in scope.get("headers", ()):  # (ASGI's header names are lower case)
        if key in given:
            given[key].append(value.decode("latin-1"))
    for key, values in given.items():
        if len(values) > 1:  # one of them would be judged, and another read
            return f"a request with {len(values)} {key.decode().capitalize()} headers is refused"
    host = given[b"host"][0] if given[b"host"] else ""
    origin = given[b"origin"][0] if given[b"origin"] else None
    name = _host_name(host)
    if loopback_only and host and not (is_loopback(name) or name in allowed):
        return (
            f"this server answers to localhost, its loopback addresses and the names of --allowed-host, not the "
            f"host {host[:60]!r} (behind a proxy, name it with holdem serve --allowed-host)"
        )
    if origin is None:
        return None
    if origin == "null":  # a sandboxed frame or a file: page
        return "a request from a page of no site (Origin: null) is refused"
    try:
        site = urlsplit(origin)
    except ValueError:  # "http://[bad": no site can be named so
        return f"a request from a page whose Origin names no site ({origin[:80]!r}) is refused"
    if site.netloc.lower() == host.strip().lower() or host_key(site.hostname or "") in allowed:
        return None
    return f"a request from another site's page ({origin[:80]}) is refused"


class SameSiteOnly:
    """ASGI middleware: :func:`refusal`'s requests are answered 403 with a JSON error."""

    def __init__(self, app: _App, loopback_only: bool = False, allowed: frozenset[str] = frozenset()) -> None:
        self.app = app
        self.loopback_only = loopback_only
        self.allowed = frozenset(host_key(name) for name in allowed)

    async def __call__(self, scope: _Scope, receive: _App, send: _App) -> None:
        reason = refusal(scope, self.loopback_only, self.allowed) if scope["type"] == "http" else None
        if reason is None:
            await self.app(scope, receive, send)
            return
        body = json.dumps({"error": reason}).encode()
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
        await send({"type": "http.response.start", "status": 403, "headers": headers})
        await send({"type": "http.response.body", "body": body})
