"""The ``holdem`` command line (also ``python -m holdEm``).

Subcommands: ``eval`` (one hand), ``equity`` (who wins how often),
``preflop`` and ``range`` (holdEm.range_cli), ``nextcard`` and ``breakdown``
(holdEm.analysis_cli), ``hits`` (holdEm.hits_cli), and the original comparator
pipeline ``compare`` / ``generate`` / ``validate``.  The original's own form,
``--type=1|2|3`` plus its flags, still works.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any

from holdEm import _core, analysis_cli, hits_cli, range_cli

if TYPE_CHECKING:
    from holdEm.equity import EquityResult

SUBCOMMANDS = ("compare", "generate", "validate", "eval", "equity", "preflop", "range", "nextcard", "breakdown")
#: The original's --type values.
LEGACY_TYPES = {"1": "generate", "2": "compare", "3": "validate"}
EXIT_INTERRUPTED = 130

_MAIN_EXAMPLES = """\
examples:
  holdem eval AsKsQsJsTs9h2c
  holdem equity AsKs QhQd --board 5h6sTd
  holdem equity "15%" AKs --exact
  holdem preflop AKs
  holdem range "15%,A5s"
  echo "9sTh4d4s7s 7h5s QsAs" | holdem compare
  holdem generate --size=100000 --ofile=data.txt | holdem compare | holdem validate --ifile=data.txt
  rm -f fifo0 fifo1 && mkfifo fifo0 fifo1
  holdem generate --size=1000000 --hand=6 > fifo0 < fifo1 & holdem compare < fifo0 > fifo1

The original comparator's form also works: --type=1 (generate), --type=2
(compare), --type=3 (validate), e.g. `holdem --type=2 --dbg`.
"""

_COMPARE_EXAMPLES = """\
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

--dbg score: hand code 1..9 (a royal flush is 9), then the best five's faces
as two digits each (02..14, a five-high straight's ace 01), most significant first.
"""

_GENERATE_EXAMPLES = """\
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

_VALIDATE_EXAMPLES = """\
Compares the answers on stdin, line by line, with a validation file written
by `holdem generate --ofile`; prints the counts, the first mismatches and the
time taken.  Exit code 0 only if every line matches and the counts agree.

example:
  holdem generate --size=100000 --ofile=data.txt | holdem compare | holdem validate --ifile=data.txt
"""

_EVAL_EXAMPLES = """\
examples:
  $ holdem eval AsKsQsJsTs9h2c
  $ holdem eval As Kd 7h 7c 2s
  $ holdem eval --omaha 6c3sJs8s7c Kd4cKh2h      # board, then 4..6 hole cards
  $ holdem eval --json 9sTh4d4s7s7h5s
"""

_EQUITY_EXAMPLES = """\
A hand is exact hole cards (AsKs, one argument per player), one known card
(As), a range (QQ+,AKs,A2s-A5s,KQo,AK:0.5,JJ:50%,[25]TT-77[/25]) or
"random"; `python -c "help('holdEm.parse_range')"` shows the range grammar.

examples:
  holdem equity AsKs QhQd
  holdem equity AsKs QhQd --board 5h6sTd
  holdem equity "15%" AKs --exact
  holdem preflop AKs
  holdem range "15%,A5s"
  holdem equity "QQ+,AKs" random random --trials 10000000 --threads 0 --seed 1
  holdem equity AhKh 7c7d --dead 2s3s --exact
  holdem equity AsKsQdJd 7c7d8h9h --game omaha
  holdem equity AsKs QhQd --json
Ctrl-C stops a long run and prints the result so far (exit code 130).
"""


def translate_legacy(argv: Sequence[str]) -> tuple[list[str], bool]:
    """The original's flags as holdem arguments; also says whether they were the original's form.

    ``--type=2 --dbg`` becomes ``compare --dbg``; flags without --type mean
    type 1 (generate); ``--ifile--ofile=F`` (the original's "same file for
    both") becomes ``--ifile=F --ofile=F``; ``--Help`` is ``--help``.
    """
    args: list[str] = []
    for arg in argv:
        if arg.startswith("--ifile--ofile="):
            path = arg.split("=", 1)[1]
            args += [f"--ifile={path}", f"--ofile={path}"]
        else:
            args.append("--help" if arg == "--Help" else arg)
    if not args or args[0] in SUBCOMMANDS or args[0] in ("-h", "--help", "--version"):
        return args, False
    if not args[0].startswith("--"):
        return args, False
    kind = "1"
    rest: list[str] = []
    k = 0
    while k < len(args):
        arg = args[k]
        if arg.startswith("--type="):
            kind = arg.split("=", 1)[1]
        elif arg == "--type" and k + 1 < len(args):
            kind = args[k + 1]
            k += 1
        else:
            rest.append(arg)
        k += 1
    if kind not in LEGACY_TYPES:
        raise SystemExit(f"holdem: --type must be 1 (generate), 2 (compare) or 3 (validate), got {kind!r}")
    return [LEGACY_TYPES[kind]] + rest, True


#: The core's limit on Monte Carlo trials (EquityOptions::kMaxTrials).
MAX_TRIALS: int = _core.MAX_TRIALS
_MAX_TRIALS_TEXT = f"2**{MAX_TRIALS.bit_length() - 1}"  # a power of two
#: --game spellings the core does not know itself, and the names it does.
_GAME_ALIASES = {"plo": "plo4"}
_GAMES = ("holdem", "omaha", "plo4", "plo5", "plo6")


def _shown(text: str) -> str:
    return repr(text if len(text) <= 30 else text[:27] + "...")


def _whole_number(text: str) -> int:
    """An integer, also written as 1e6 or 1_000_000 or 2.5e3, as long as it is whole."""
    try:
        return int(text)
    except ValueError:  # not an integer literal, or too many digits for int()
        pass
    try:
        number = Decimal(text.strip())
    except InvalidOperation:
        number = None
    if number is None or not number.is_finite() or number != number.to_integral_value():
        raise argparse.ArgumentTypeError(f"must be an integer (like 1000000 or 1e6), got {_shown(text)}")
    if number.adjusted() > 100:  # 1e999999999 would take forever to build
        raise argparse.ArgumentTypeError(f"is far too large, got {_shown(text)}")
    return int(number)


def _non_negative(text: str) -> int:
    value = _whole_number(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be >= 0, got {_shown(text)}")
    return value


def _trials(text: str) -> int:
    value = _whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"trials must be positive (1 to {_MAX_TRIALS_TEXT}), got {_shown(text)}")
    if value > MAX_TRIALS:
        limit = f"{_MAX_TRIALS_TEXT} ({MAX_TRIALS:,})"
        raise argparse.ArgumentTypeError(f"trials must be at most {limit}, got {_shown(text)}")
    return value


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number > 0, got {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be > 0, got {_shown(text)}")
    return value


def _game(text: str) -> str:
    """--game of equity: the core's names in any case, and aliases like PLO."""
    name = text.strip().lower()
    name = _GAME_ALIASES.get(name, name)
    if name not in _GAMES:
        raise argparse.ArgumentTypeError(
            f"unknown game {_shown(text)}: use holdem, omaha (= plo or plo4), plo5 or plo6"
        )
    return name


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every subcommand."""
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(
        prog="holdem",
        description="Texas Hold'em and Omaha: evaluation, equity and the original comparator pipeline.",
        epilog=_MAIN_EXAMPLES,
        formatter_class=raw,
    )
    from holdEm import __version__

    parser.add_argument("--version", action="version", version=f"holdem {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    compare = commands.add_parser(
        "compare",
        help="order the hands of each stdin line from weakest to strongest (the original's --type=2)",
        description=_COMPARE_EXAMPLES,
        formatter_class=raw,
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
        type=str.lower,
        choices=("holdem", "five-card-draw"),
        default="holdem",
        help="holdem: board and 2-card (Hold'em) or 4-card (Omaha) hands, told apart per line (default); "
        "five-card-draw: 5-card hands, no board",
    )

    generate = commands.add_parser(
        "generate",
        help="random comparator input and its check (the original's --type=1)",
        description=_GENERATE_EXAMPLES,
        formatter_class=raw,
    )
    generate.add_argument("--size", type=_non_negative, default=None, help="samples to write (default 10)")
    generate.add_argument("--hand", type=int, default=5, help="players per line; 0 = random 2..10 per line (default 5)")
    generate.add_argument("--omaha", action="store_true", help="4-card Omaha hands instead of 2-card Hold'em")
    generate.add_argument("--ofile", metavar="FILE", help="write the validation file and do not wait for answers")
    generate.add_argument("--ifile", metavar="FILE", help="reuse the samples of a validation (or sample) file")
    generate.add_argument("--dbg", action="store_true", help="write each sample's expected scores to stderr")
    generate.add_argument("--seed", type=int, default=None, help="seed for reproducible samples")

    validate = commands.add_parser(
        "validate",
        help="check comparator answers on stdin against a validation file (the original's --type=3)",
        description=_VALIDATE_EXAMPLES,
        formatter_class=raw,
    )
    validate.add_argument("--ifile", metavar="FILE", required=True, help="validation file from generate --ofile")
    validate.add_argument("--dbg", action="store_true", help="list up to 100 mismatches instead of 5")

    evaluate = commands.add_parser(
        "eval",
        help="strength, category and best five of one hand",
        description="Evaluates 5, 6 or 7 cards (or, with --omaha, a board and 4..6 hole cards).",
        epilog=_EVAL_EXAMPLES,
        formatter_class=raw,
    )
    evaluate.add_argument("cards", nargs="+", metavar="CARDS", help="cards like AsKd7h or As Kd 7h")
    evaluate.add_argument("--omaha", action="store_true", help="CARDS are BOARD HOLE: exactly two hole cards used")
    evaluate.add_argument("--json", action="store_true", help="machine-readable output")

    equity = commands.add_parser(
        "equity",
        help="each player's chance to win (exact or Monte Carlo)",
        description="Equity, win and tie chances per player, and the hand-category distribution.",
        epilog=_EQUITY_EXAMPLES,
        formatter_class=raw,
    )
    equity.add_argument("hands", nargs="+", metavar="HAND", help="one per player: AsKs, As, a range, or random")
    equity.add_argument("--board", default="", help="0 to 5 known board cards, e.g. 5h6sTd")
    equity.add_argument("--dead", default="", help="cards known to be out of play")
    equity.add_argument(
        "--game", type=_game, default="holdem", help="holdem (default), omaha (= plo, plo4), plo5, plo6; any case"
    )
    method = equity.add_mutually_exclusive_group()
    method.add_argument("--exact", action="store_true", help="enumerate every deal")
    method.add_argument(
        "--trials",
        type=_trials,
        default=None,
        help=f"Monte Carlo with this many trials (1 to {_MAX_TRIALS_TEXT}; 1e6 works)",
    )
    equity.add_argument("--target-stderr", type=_positive_float, default=None, help="Monte Carlo: stop at this error")
    equity.add_argument(
        "--time-limit",
        type=_positive_float,
        default=None,
        help="stop after this many seconds: Monte Carlo, or an exact run (then an estimate from the part done)",
    )
    equity.add_argument("--threads", type=_non_negative, default=0, help="worker threads, 0 = every core (default)")
    equity.add_argument("--seed", type=int, default=None, help="seed: the same result for any --threads")
    equity.add_argument("--json", action="store_true", help="machine-readable output")
    range_cli.add_parsers(commands)
    analysis_cli.add_parsers(commands)
    hits_cli.add_parser(commands)
    return parser


def _cmd_compare(args: argparse.Namespace) -> int:
    from holdEm.comparator import run_compare

    return run_compare(ties_equals=args.ties == "equals", game=args.game, debug=args.dbg)


def _cmd_generate(args: argparse.Namespace) -> int:
    from holdEm.generator import GenerateOptions, run_generate

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


def _cmd_validate(args: argparse.Namespace) -> int:
    from holdEm import generator

    if args.dbg:
        generator.SHOWN_MISMATCHES = 100
    return generator.run_validate(args.ifile)


def _cmd_eval(args: argparse.Namespace) -> int:
    import holdEm

    try:
        if args.omaha:
            if len(args.cards) != 2:
                raise ValueError("--omaha takes two arguments: BOARD HOLE (e.g. 6c3sJs8s7c Kd4cKh2h)")
            board, hole = args.cards
            best = holdEm.best_omaha_hand(board, hole)
            shown = f"board {holdEm.format_cards(board, ' ')}  hole {holdEm.format_cards(hole, ' ')}"
        else:
            cards = " ".join(args.cards)
            best = holdEm.best_hand(cards)
            shown = holdEm.format_cards(cards, " ")
    except (ValueError, TypeError) as error:
        print(f"holdem eval: error: {error}", file=sys.stderr)
        return 2
    five = [c if isinstance(c, str) else holdEm.format_card(c) for c in best.cards]
    name = holdEm.category_name(best.category)
    if args.json:
        data = {"strength": best.strength, "category": best.category, "name": name, "cards": five,
                "score": best.score}  # fmt: skip
        print(json.dumps(data))
        return 0
    print(f"cards      {shown}")
    print(f"strength   {best.strength} (1..7462, higher is better)")
    print(f"category   {best.category} {name}")
    print(f"best five  {' '.join(five)}")
    print(f"score      {best.score}")
    return 0


#: Hole cards per player in each --game (after _game).
_HOLE_CARDS = {"holdem": 2, "omaha": 4, "plo4": 4, "plo5": 5, "plo6": 6}


def _is_single_card(text: str) -> bool:
    import holdEm

    try:
        return len(holdEm.parse_cards(text)) == 1
    except (ValueError, TypeError):
        return False


def equity_notes(hands: Sequence[str], game: str) -> list[str]:
    """Lines for stderr about a command line that may not mean what it looks like."""
    notes = []
    hole = _HOLE_CARDS.get(game, 2)
    single = [_is_single_card(h) for h in hands]
    k = 0
    while k < len(hands):
        end = k
        while end < len(hands) and single[end]:
            end += 1
        if end - k >= 2:  # "Ah Kd": two players with one known card each, rarely what is meant
            run = [h.strip() for h in hands[k:end]]
            together = " ".join("".join(run[i : i + hole]) for i in range(0, len(run), hole))
            notes.append(
                f"note: {' '.join(run)} are read as {len(run)} players, each with one known card and "
                f"{hole - 1} random card{'s' if hole > 2 else ''}; write a player's cards together, like {together}"
            )
        k = max(end, k + 1)
    if len(hands) == 1:
        notes.append(
            "note: with one player the equity is always 100%; "
            "the useful figures are the hand-category odds (shown first)"
        )
    return notes


def _with_cli_hints(equity: Callable[..., EquityResult]) -> Callable[..., EquityResult]:
    """``equity``, with its hints about Python arguments given as this command's flags."""

    def run(*args: Any, **kwargs: Any) -> EquityResult:
        try:
            return equity(*args, **kwargs)
        except ValueError as error:
            message = str(error)
            if "(exact=False)" not in message:
                raise
            raise ValueError(message.replace("(exact=False)", "(drop --exact, or use --trials N instead)")) from None

    return run


def _cmd_equity(args: argparse.Namespace) -> int:
    from holdEm.equity_cli import EquityRequest, run_equity

    for note in equity_notes(args.hands, args.game):
        print(f"holdem equity: {note}", file=sys.stderr)
    request = EquityRequest(
        hands=list(args.hands), board=args.board, dead=args.dead, game=args.game,
        exact=True if args.exact else (False if args.trials is not None else None), trials=args.trials,
        target_stderr=args.target_stderr, time_limit=args.time_limit, threads=args.threads, seed=args.seed,
        as_json=args.json,
    )  # fmt: skip
    import holdEm

    return run_equity(request, equity=_with_cli_hints(holdEm.equity))


_COMMANDS = {
    "compare": _cmd_compare,
    "generate": _cmd_generate,
    "validate": _cmd_validate,
    "eval": _cmd_eval,
    "equity": _cmd_equity,
    "preflop": range_cli.cmd_preflop,
    "range": range_cli.cmd_range,
    "nextcard": analysis_cli.cmd_nextcard,
    "breakdown": analysis_cli.cmd_breakdown,
    "hits": hits_cli.cmd_hits,
}


def _quiet_stdout() -> None:
    """After a broken pipe: point stdout at /dev/null so the exit flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


_STREAMS = ((0, "stdin", "standard input"), (1, "stdout", "standard output"), (2, "stderr", "standard error"))


def _wrong_direction(fd: int) -> bool:
    """Whether a standard descriptor is open only the other way (a launcher's leftover file on fd 2, say)."""
    try:
        import fcntl

        mode = fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE
    except (ImportError, OSError):
        return False
    return mode == (os.O_WRONLY if fd == 0 else os.O_RDONLY)


def _stand_in_for_unusable_streams() -> dict[int, str]:
    """The standard streams the process cannot use (``holdem eval ... >&-``), given /dev/null instead.

    Returns what is wrong with each.  Python leaves a closed stream None,
    where commands would fail on ``read`` or lose their output silently; and
    a file opened later could take the free descriptor and receive what was
    meant for the stream.
    """
    unusable = {}
    for fd, name, _ in _STREAMS:
        stream = getattr(sys, name)
        if stream is None:
            unusable[fd] = "is closed"
            try:
                os.fstat(fd)
            except OSError:  # still free: hold it with /dev/null
                devnull = os.open(os.devnull, os.O_RDWR)
                if devnull != fd:
                    os.dup2(devnull, fd)
                    os.close(devnull)
        elif stream is getattr(sys, f"__{name}__") and _wrong_direction(fd):
            unusable[fd] = "is not open for " + ("reading" if fd == 0 else "writing")
        else:
            continue
        setattr(sys, name, open(os.devnull, "r" if fd == 0 else "w", encoding="utf-8"))  # noqa: SIM115
    return unusable


def _streams_needed(args: argparse.Namespace) -> dict[int, str]:
    """The standard streams a command cannot do its job without, and what it uses each for."""
    command = args.command
    if command == "compare":
        needed = {0: "compare reads its lines from it", 1: "compare writes its answers there"}
        if args.dbg:
            needed[2] = "--dbg writes there"
        return needed
    if command == "generate":
        needed = {1: "generate writes its samples there"}
        if args.ofile is None:
            needed[0] = "generate reads the comparator's answers from it (unless --ofile is given)"
            needed[2] = "generate reports its check there"
        if args.dbg:
            needed[2] = "--dbg writes there"
        return needed
    if command == "validate":
        return {0: "validate reads the answers from it", 1: "validate writes its report there"}
    return {1: f"{command} writes its result there"}


def _unusable_stream_error(args: argparse.Namespace, unusable: dict[int, str]) -> int | None:
    """Exit code 2 with a one-line error on a stream still usable, if the command needs an unusable one."""
    needed = _streams_needed(args)
    missing = [fd for fd in sorted(unusable) if fd in needed]
    if not missing:
        return None
    fd = missing[0]
    message = f"holdem {args.command}: error: {_STREAMS[fd][2]} {unusable[fd]}; {needed[fd]}\n"
    for out in (2, 1):
        if out not in unusable:
            stream = sys.stderr if out == 2 else sys.stdout
            try:
                stream.write(message)
                stream.flush()
            except (OSError, ValueError):
                continue
            break
    return 2


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit code."""
    unusable = _stand_in_for_unusable_streams()
    raw = list(sys.argv[1:] if argv is None else argv)
    args_list, legacy = translate_legacy(raw)
    parser = build_parser()
    if not args_list:
        parser.print_help(sys.stderr)
        return 2
    if legacy:  # the original ignored flags that its type does not use
        args, unknown = parser.parse_known_args(args_list)
        if unknown:
            print(f"holdem: ignoring {' '.join(unknown)} (not used by {args.command})", file=sys.stderr)
    else:
        args = parser.parse_args(args_list)
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    refused = _unusable_stream_error(args, unusable)
    if refused is not None:
        return refused
    try:
        return _COMMANDS[args.command](args)
    except BrokenPipeError:
        _quiet_stdout()
        return 1
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except (ValueError, OSError) as error:
        print(f"holdem {args.command}: error: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
