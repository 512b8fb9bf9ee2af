"""A web page and JSON API over the engine (``holdem serve``); needs the ``web`` extra.

``pip install 'holdEm[web]'`` brings Starlette and uvicorn.  :func:`create_app`
builds the application; :class:`ServerLimits` says how much work one request
may ask for and how the server shares its cores.
"""

from __future__ import annotations

from holdEm._extras import missing_extra

try:  # first: without Starlette, the error names the extra rather than the module that imports it
    import starlette  # noqa: F401
except ImportError as error:
    raise ImportError(missing_extra("holdEm.web", "web", error)) from error

from holdEm.web.app import create_app
from holdEm.web.limits import ServerLimits

__all__ = ["ServerLimits", "create_app"]
