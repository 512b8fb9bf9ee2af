"""The package's lazily built tables, each built once whatever the threads.

``functools.lru_cache`` lets threads that miss at the same moment each build the value: sixteen
threads asking a fresh process for push/fold and the rankings built the class tables 26 times
(7.3 s where one thread took 0.7 s), and a web server's first requests meet that.
:func:`built_once` caches the same way, but while one caller builds a value, the function's other
callers wait (the tables are few and built once, so one lock a function is enough).
"""

from __future__ import annotations

import functools
import os
import threading
from typing import Any, Callable, TypeVar, cast

Function = TypeVar("Function", bound=Callable[..., Any])

#: Each cached function's lock, held in a list so that a child of ``os.fork()`` can replace it: a
#: lock another thread held at the fork (building a table) would stay held in the child for ever,
#: with no thread there to release it.
_locks: list[list[threading.RLock]] = []


def _new_locks_in_child() -> None:
    for holder in _locks:
        holder[0] = threading.RLock()


if hasattr(os, "register_at_fork"):  # POSIX
    os.register_at_fork(after_in_child=_new_locks_in_child)


def built_once(function: Function) -> Function:
    """``function`` cached on its (hashable) arguments, each value built by one caller; the lock is
    reentrant, so a cached function may call itself or another."""
    lock = [threading.RLock()]
    _locks.append(lock)
    cached = functools.cache(function)

    @functools.wraps(function)
    def once(*args: Any, **kwargs: Any) -> Any:
        with lock[0]:
            return cached(*args, **kwargs)

    return cast(Function, once)
