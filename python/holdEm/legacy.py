"""The original "holdem poker utilities" API, kept whole: ``hand``, ``deck`` and ``table``.

These classes keep the original's camelCase methods, numbering (faces 2..14,
an ace also as 1; suits 1..4 for clubs, diamonds, hearts, spades) and return
codes (0 is success); docs/design.md has the contract.  ``hand`` evaluates
with the original's brute force and prime method, ``deck`` deals, and
``table`` deals players and a board and counts wins, draws and hand codes by
Monte Carlo (``MC`` brute force, ``MCP`` prime method, ``MCF`` the fast
evaluator).  The same objects are importable from the top level
(``holdEm.table is holdEm.legacy.table``).  New code should prefer
:func:`holdEm.evaluate`, :func:`holdEm.best_hand` and :func:`holdEm.equity`.
"""

from __future__ import annotations

from holdEm._core import deck, hand, table

__all__ = ["deck", "hand", "table"]
