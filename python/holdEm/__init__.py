"""holdEm: fast, correct Texas Hold'em hand evaluation and equity.

Cards are ints 0..51 (``4 * rank + suit``; ranks 2..A, suits c, d, h, s) or
text like ``"As"``; a hand may be given as ``"AsKd7h"``, ``"As Kd 7h"``, a
list of card strings or a list of ints.  Strengths run 1..7462, higher is
better.  The original library's classes ``hand``, ``deck`` and ``table``
live in :mod:`holdEm.legacy` and are importable from here too.  See
docs/design.md for the full contract.
"""

from holdEm._budget import WorkTimeout
from holdEm._core import (
    category,
    category_name,
    evaluate,
    evaluate_omaha,
    evaluate_omaha_lo,
    format_card,
    format_cards,
    low_ranks,
    omaha_lo_table_bytes,
    omaha_table_bytes,
    parse_cards,
    shortdeck_table_bytes,
    table_bytes,
)
from holdEm._version import __version__ as __version__
from holdEm.breakdown import ComboRow, EquityBreakdown, EquityCurve, equity_breakdown
from holdEm.distributed.load import EquityTable, load_table
from holdEm.equity import CATEGORY_NAMES, EquityResult, equity, parse_range
from holdEm.evaluation import BestHand, best_hand, evaluate_batch
from holdEm.flops import FlopGroup, FlopReport, FlopRow, FlopTexture, flop_report
from holdEm.gpu import cuda_available
from holdEm.hand_range import Range
from holdEm.hits import BoardHits, board_hits
from holdEm.icm import IcmEquity, icm
from holdEm.legacy import deck, hand, table  # the original's classes, also at the top level
from holdEm.next_card_equity import NextCard, next_card
from holdEm.omaha import best_omaha_hand, evaluate_omaha_batch, evaluate_omaha_lo_batch
from holdEm.omaha_range import OmahaWeightedHands, omaha_hands, omaha_ranking, omaha_weighted_hands
from holdEm.preflop import HAND_CLASSES, HandRank, hand_ranking, preflop_table, preflop_ties
from holdEm.push_fold import PushFold, push_fold, push_fold_icm
from holdEm.push_fold_chart import PushFoldChart, push_fold_chart
from holdEm.spots import SpotError, equity_many

__all__ = [
    "CATEGORY_NAMES",
    "HAND_CLASSES",
    "BestHand",
    "ComboRow",
    "EquityBreakdown",
    "EquityCurve",
    "BoardHits",
    "EquityResult",
    "EquityTable",
    "FlopGroup",
    "FlopReport",
    "FlopRow",
    "FlopTexture",
    "NextCard",
    "OmahaWeightedHands",
    "PushFold",
    "PushFoldChart",
    "Range",
    "HandRank",
    "IcmEquity",
    "SpotError",
    "WorkTimeout",
    "best_hand",
    "best_omaha_hand",
    "board_hits",
    "category",
    "category_name",
    "cuda_available",
    "deck",
    "equity",
    "equity_breakdown",
    "equity_many",
    "evaluate",
    "evaluate_batch",
    "evaluate_omaha",
    "evaluate_omaha_batch",
    "evaluate_omaha_lo",
    "evaluate_omaha_lo_batch",
    "flop_report",
    "format_card",
    "format_cards",
    "hand",
    "hand_ranking",
    "icm",
    "load_table",
    "next_card",
    "low_ranks",
    "omaha_hands",
    "omaha_ranking",
    "omaha_weighted_hands",
    "omaha_lo_table_bytes",
    "omaha_table_bytes",
    "parse_cards",
    "table",
    "parse_range",
    "shortdeck_table_bytes",
    "preflop_table",
    "preflop_ties",
    "push_fold",
    "push_fold_icm",
    "push_fold_chart",
    "table_bytes",
]
