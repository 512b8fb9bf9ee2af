"""``holdem compare``, ``generate`` and ``validate``: the original comparator pipeline over stdin/stdout."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from holdEm.cli.arg_types import game_among, game_choices, non_negative, output_file
from holdEm.comparator import GAMES as COMPARE_GAMES

COMPARE_ABOUT = """\
Reads lines "BOARD HAND HAND ..." (board: 5 cards run together; hands of 2
cards are Hold'em, of 4 cards Omaha: exactly two hole and three board cards)
and writes per line the hands from weakest to strongest, hands of equal
strength in alphabetical order.  Each answer is flushed as soon as its line
is complete.  A bad line is answered with "ERROR: <reason>" (also on stderr)
and the rest is still answered; the exit code is 1 if any line was bad.

examples:
  $ echo "9sTh4d4s7s 7h5s QsAs" | holdem compare
  7h5s QsAs
  $ echo "6c3sJs8s7c Td6s5c3d Kd4cKh2h" | holdem compare        # Omaha
  Kd4cKh2h Td6s5c3d
  $ echo "2c3c4c5c6c Ah7d Kh9s 8s8d" | holdem compare --ties=equals
  8s8d=Ah7d=Kh9s
  $ echo "9sTh4d4s7s 7h5s QsAs" | holdem compare --dbg
  7h5s QsAs                                                    (stdout)
  7h5s|7s7h4s4dTh->30707040410| QsAs|AsQs9s7s4s->61412090704|  (stderr)
  $ echo "AsKsQsJsTs 2c2d2h2s3c" | holdem compare --game five-card-draw
  2c2d2h2s3c AsKsQsJsTs
  $ echo "6c7d8hKsAd 9s9d TsJs" | holdem compare --game shortdeck   # 9s9d: A-6-7-8-9
  TsJs 9s9d
  $ echo "2c5d7hKcKs 3h4hKhQd 3s4s9d9c AhAd8c8s" | holdem compare --game omaha-hilo
  3s4s9d9c AhAd8c8s 3h4hKhQd | AhAd8c8s 3h4hKhQd 3s4s9d9c

--dbg score: hand code 1..9 (a royal flush is 9), then the best five's faces
as two digits each (02..14, a five-high straight's ace 01), most significant first.
"""

GENERATE_ABOUT = """\
Writes random comparator input lines to stdout.  With --ofile it also writes
a validation file (a header line with the expected time, then
"sample->result" lines) and exits; without it, it reads the comparator's
answers on stdin while writing, checks them and reports on stderr (exit 0
only if every answer matches).

examples:
  holdem generate --size=100000 --ofile=data.txt | holdem compare | holdem validate --ifile=data.txt
  rm -f fifo0 fifo1 && mkfifo fifo0 fifo1
  holdem generate --size=1000000 --hand=6 > fifo0 < fifo1 & holdem compare < fifo0 > fifo1
  holdem generate --size=10000 --hand=4 --omaha --ofile=omaha.txt > /dev/null
  holdem generate --ifile=data.txt --ofile=data.txt | holdem compare | holdem validate --ifile=data.txt
"""

VALIDATE_ABOUT = """\
Compares the answers on stdin, line by line, with a validation file written
by `holdem generate --ofile`; prints the counts, the first mismatches and the
time taken.  Exit code 0 only if every line matches and the counts agree.

example:
  holdem generate --size=100000 --ofile=data.txt | holdem compare | holdem validate --ifile=data.txt
"""


def add_parsers(commands: Any) -> None:
    """Adds ``compare``, ``generate`` and ``validate`` to the subcommand parsers."""
    compare = commands.add_parser(
        "compare",
        help="order the hands of each stdin line from weakest to strongest (the original's --type=2)",
        description=COMPARE_ABOUT,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    compare.add_argument("--dbg", action="store_true", help="write each hand's best five and score string to stderr")
    compare.add_argument(
        "--ties",
        choices=("space", "equals"),
        default="space",
        help="separate hands of equal strength with a space (default) or join them with '='",
    )
    compare.add_argument(
        "--game",
        type=game_among(tuple(COMPARE_GAMES)),
        metavar=game_choices(tuple(COMPARE_GAMES)),
        default="holdem",
        help="holdem: board and 2-card (Hold'em) or 4-card (Omaha) hands, told apart per line (default); "
        "five-card-draw: 5-card hands, no board; shortdeck, shortdeck-triton: 2-card hands of the 36-card "
        "deck (six through ace) in the short-deck order (flush above full house, A-6-7-8-9 the lowest "
        "straight; a straight above three of a kind, or with -triton three of a kind above a straight); "
        "omaha-hilo: 4-card hands in high order, then ' | ' and the hands with an eight-or-better low, "
        "weakest low first ('-' when none has one)",
    )

    generate = commands.add_parser(
        "generate",
        help="random comparator input and its check (the original's --type=1)",
        description=GENERATE_ABOUT,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    generate.add_argument("--size", type=non_negative, default=None, help="samples to write (default 10)")
    generate.add_argument("--hand", type=int, default=5, help="players per line; 0 = random 2..10 per line (default 5)")
    generate.add_argument("--omaha", action="store_true", help="4-card Omaha hands instead of 2-card Hold'em")
    generate.add_argument(
        "--ofile", type=output_file, metavar="FILE", help="write the validation file and do not wait for answers"
    )
    generate.add_argument("--ifile", metavar="FILE", help="reuse the samples of a validation (or sample) file")
    generate.add_argument("--dbg", action="store_true", help="write each sample's expected scores to stderr")
    generate.add_argument("--seed", type=int, default=None, help="seed for reproducible samples")

    validate = commands.add_parser(
        "validate",
        help="check comparator answers on stdin against a validation file (the original's --type=3)",
        description=VALIDATE_ABOUT,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    validate.add_argument("--ifile", metavar="FILE", required=True, help="validation file from generate --ofile")
    validate.add_argument("--dbg", action="store_true", help="list up to 100 mismatches instead of 5")

    compare.set_defaults(run=cmd_compare)
    generate.set_defaults(run=cmd_generate)
    validate.set_defaults(run=cmd_validate)


def cmd_compare(args: argparse.Namespace) -> int:
    """``holdem compare``: the comparator over standard input."""
    from holdEm.comparator import run_compare

    return run_compare(ties_equals=args.ties == "equals", game=args.game, debug=args.dbg)


def cmd_generate(args: argparse.Namespace) -> int:
    """``holdem generate``: sample lines for the comparator (and their answers in --ofile)."""
    from holdEm.generator import GenerateOptions, run_generate

    if args.ifile is not None:  # said, not refused: the original's scripts may pass them along
        unused = [flag for flag, given in (("--omaha", args.omaha), ("--seed", args.seed is not None)) if given]
        if unused:
            print(
                f"holdem generate: note: {' and '.join(unused)} not used: --ifile's lines are the samples",
                file=sys.stderr,
            )
    options = GenerateOptions(
        size=args.size,
        hand=args.hand,
        omaha=args.omaha,
        ofile=args.ofile,
        ifile=args.ifile,
        dbg=args.dbg,
        seed=args.seed,
    )
    return run_generate(options)


def cmd_validate(args: argparse.Namespace) -> int:
    """``holdem validate``: the comparator's answers on standard input against --ifile."""
    from holdEm import validation

    if args.dbg:
        validation.SHOWN_MISMATCHES = 100
    return validation.run_validate(args.ifile)
