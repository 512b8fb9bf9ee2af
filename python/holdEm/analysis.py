"""Range analysis: equity by next card (:func:`next_card`) and by combo (:func:`equity_breakdown`).

``next_card`` is one exact enumeration in the engine, grouped by the next
card; ``equity_breakdown`` runs exact :func:`holdEm.equity` calls on a thread
pool (the engine releases the GIL), one per combo.  Both weigh their parts so
that the documented identities with :func:`holdEm.equity` hold:

* ``next_card``: the mean of the per-card equities, each card weighted by how
  often it comes (``NextCard.weights``), is the equity on the current board;
* ``equity_breakdown``: the weighted mean of the combo equities, each combo
  weighted by its range weight times the weight of the opponents' deals
  compatible with it, is that player's equity.

Each lives in a module of its own: :mod:`holdEm.next_card_equity` and :mod:`holdEm.breakdown`.
"""

from holdEm.breakdown import ComboRow, EquityBreakdown, EquityCurve, equity_breakdown
from holdEm.next_card_equity import NextCard, next_card

__all__ = ["ComboRow", "EquityBreakdown", "EquityCurve", "NextCard", "equity_breakdown", "next_card"]
