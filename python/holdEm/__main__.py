"""``python -m holdEm``: the ``holdem`` command line."""

from holdEm.cli import main

raise SystemExit(main())
