"""The ``holdem`` command's entry point, outside the ``holdEm`` package.

Loading the package (its engine and NumPy) takes about a tenth of a second, before
:func:`holdEm.cli.main` can catch Ctrl-C; an entry point inside the package would load it first,
so a Ctrl-C in that moment printed a traceback.  Here it ends as any Ctrl-C of the command does:
one line and exit status 130.  (A Ctrl-C while Python itself starts, before any of this, is
Python's to report.)
"""

from __future__ import annotations

import signal
import sys
from types import FrameType

#: The exit status of a command stopped by Ctrl-C (128 + SIGINT), as ``holdEm.cli`` returns it.
EXIT_INTERRUPTED = 130


def main() -> int:
    """Loads the command line and runs it; Ctrl-C while it loads exits with status 130."""
    interrupted: list[int] = []

    def on_interrupt(signum: int, _frame: FrameType | None) -> None:
        interrupted.append(signum)
        raise KeyboardInterrupt

    # Noted as well as raised: a module being loaded may turn the KeyboardInterrupt into another
    # error (NumPy's C extensions raise an ImportError instead).
    previous = signal.signal(signal.SIGINT, on_interrupt)
    try:
        from holdEm.cli import main as run_command_line
    except BaseException:
        if not interrupted:
            raise
        print("holdem: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    finally:
        signal.signal(signal.SIGINT, previous)
    return run_command_line()
