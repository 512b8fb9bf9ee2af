"""The local cluster's workers leave Ctrl-C to the process that started them.

A terminal's Ctrl-C reaches the whole process group: the local cluster's worker processes
too.  Only ``holdem table`` itself should act on it (cancel the queued shards, close the
cluster, exit with 130); a worker that took it would print a traceback and die under a
shard.  Registered only on the clusters that ``open_client`` starts, never on a user's.
"""

from __future__ import annotations

import signal
import threading
from typing import Any

from distributed import WorkerPlugin


class IgnoreCtrlC(WorkerPlugin):
    """Makes a worker process ignore SIGINT (where its event loop runs on the main thread)."""

    name = "holdem-ignore-ctrl-c"

    def setup(self, worker: Any) -> None:
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGINT, signal.SIG_IGN)
