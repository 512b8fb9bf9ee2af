"""The original's validator: a comparator's answers checked against the expected ones.

A validation file (``holdem generate --ofile``) is a header line with the
expected time, then one ``sample->result`` line per sample; ``validate``
checks the answers on stdin against one.  :class:`AnswerChecker` checks
answers fed in any pieces against expected pairs from such a file or, in
``generate``'s type 1, from the generator as it writes.
"""

from __future__ import annotations

import re
import sys
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import BinaryIO

from holdEm.comparator import MAX_LINE, READ_SIZE, binary_reader, binary_writer

#: Mismatches listed in a report.
SHOWN_MISMATCHES = 5
#: Characters of a wrong answer quoted in a report.
SHOWN_ANSWER = 200
#: Stands for an answer line longer than MAX_LINE: never equal to an expected
#: answer, as no line holds a newline.
_OVERLONG = b"\n(over-long line)"

#: A validation file's first line (generate writes it; validate reads the expected time from it).
HEADER = b"# holdEm validation file: %d samples, hand=%s, omaha=%s, seed=%s; expected time %.6f s\n"
_HEADER_TIME = re.compile(rb"expected time\s+([0-9.]+) s")

Lines = list[bytes]


@dataclass
class Report:
    """What a validation found."""

    matched: int = 0
    mismatched: int = 0
    overlong: int = 0  # answers longer than MAX_LINE (also counted as mismatched or extra)
    missing: int = 0  # expected answers that never came
    extra: int = 0  # answers beyond the expected ones
    mismatches: list[str] = field(default_factory=list)
    first_answer: float | None = None
    last_answer: float | None = None

    @property
    def ok(self) -> bool:
        return self.mismatched == 0 and self.missing == 0 and self.extra == 0

    def text(self, started: float, reference_time: float | None) -> str:
        """A readable summary, one fact per line."""
        answered = self.matched + self.mismatched + self.extra
        lines = [
            f"answers: {answered:,}  matched: {self.matched:,}  mismatched: {self.mismatched:,}  "
            f"missing: {self.missing:,}  extra: {self.extra:,}"
        ]
        total = time.perf_counter() - started
        timing = f"time: {total:.3f} s in all"
        if self.first_answer is not None and self.last_answer is not None:
            span = self.last_answer - started
            rate = f" ({answered / span:,.0f} lines/s)" if span > 0 else ""
            timing += f", {span:.3f} s to the last answer{rate}"
        if reference_time is not None:
            timing += f"; the reference comparator took {reference_time:.3f} s"
        lines.append(timing)
        if self.overlong:
            lines.append(f"over-long answer lines (more than {MAX_LINE:,} bytes, not checked): {self.overlong:,}")
        if self.mismatches:
            lines.append("first mismatches:")
            lines.extend("  " + m for m in self.mismatches)
        lines.append("RESULT: OK" if self.ok else "RESULT: FAILED")
        return "\n".join(lines) + "\n"


class ExpectedLines:
    """Expected (sample, answer) pairs, handed out in order."""

    def take(self, n: int) -> tuple[Lines, list[bytes | None]]:  # pragma: no cover - interface
        """Up to n pairs: fewer only when no more will come."""
        raise NotImplementedError

    def remaining(self) -> int:  # pragma: no cover - interface
        """How many pairs were never taken (once no more will come)."""
        raise NotImplementedError


class AnswerChecker:
    """Compares answer lines, fed as bytes in any pieces, with the expected ones.

    Time is linear in the bytes fed, however long a line: the pieces of an
    unfinished line are kept in a list and joined once its end arrives.  A
    line longer than MAX_LINE (as in ``compare``) is not kept at all: it is
    reported as over-long and counted as a mismatch, and the lines after it
    are checked as usual.
    """

    def __init__(self, expected: ExpectedLines, started: float) -> None:
        self._expected = expected
        self._pieces: list[bytes] = []  # the unfinished line so far
        self._pending_size = 0
        self._overlong = False  # the unfinished line is past MAX_LINE: its bytes are dropped
        self._line = 0
        self.report = Report()
        self._started = started

    def feed(self, data: bytes) -> None:
        lines = data.split(b"\n")
        tail = lines.pop()
        if lines:
            lines[0] = self._complete(lines[0])
            if len(data) > MAX_LINE and max(map(len, lines)) > MAX_LINE:
                lines = [line if len(line) <= MAX_LINE else _OVERLONG for line in lines]
            if b"\r" in data or lines[0].endswith(b"\r"):
                lines = [line[:-1] if line.endswith(b"\r") else line for line in lines]
            self._check(lines)
        self._hold(tail)

    @property
    def between_lines(self) -> bool:
        """No line is begun: every answer fed so far has been checked."""
        return not (self._pieces or self._overlong)

    def finish(self) -> Report:
        if self._pieces or self._overlong:
            line = self._complete(b"")
            self._check([line if line is _OVERLONG else line.rstrip(b"\r")])
        self.report.missing += self._expected.remaining()
        return self.report

    def _hold(self, piece: bytes) -> None:
        """Keeps a piece of the unfinished line, or drops it once the line is over-long."""
        if self._overlong or not piece:
            return
        self._pending_size += len(piece)
        if self._pending_size > MAX_LINE:
            self._overlong = True
            self._pieces.clear()
        else:
            self._pieces.append(piece)

    def _complete(self, end: bytes) -> bytes:
        """The unfinished line with its last piece (_OVERLONG if too long); starts a new line."""
        if self._overlong or self._pending_size + len(end) > MAX_LINE:
            line = _OVERLONG
        elif self._pieces:
            self._pieces.append(end)
            line = b"".join(self._pieces)
        else:
            line = end
        self._pieces.clear()
        self._pending_size = 0
        self._overlong = False
        return line

    def _check(self, lines: Lines) -> None:
        now = time.perf_counter()
        report = self.report
        if report.first_answer is None:
            report.first_answer = now
        report.last_answer = now
        samples, answers = self._expected.take(len(lines))
        n = len(answers)
        if lines[:n] == answers:  # the usual case, compared at C speed
            report.matched += n
        else:
            for k in range(n):
                # Blanks around an answer do not count (as around the validation file's results).
                if lines[k] is not _OVERLONG and lines[k].strip() == answers[k]:
                    report.matched += 1
                    continue
                report.mismatched += 1
                report.overlong += lines[k] is _OVERLONG
                if len(report.mismatches) < SHOWN_MISMATCHES:
                    report.mismatches.append(self._describe(self._line + k + 1, samples[k], answers[k], lines[k]))
        report.extra += len(lines) - n
        report.overlong += sum(line is _OVERLONG for line in lines[n:])
        self._line += len(lines)

    @staticmethod
    def _describe(line: int, sample: bytes, expected: bytes | None, got: bytes) -> str:
        want = "(no '->' in the validation file's line)" if expected is None else repr(expected.decode())
        if got is _OVERLONG:
            return f"line {line}: expected {want}, got a line longer than {MAX_LINE:,} bytes for {sample.decode()!r}"
        shown = repr(got[:SHOWN_ANSWER].decode("utf-8", "replace"))
        if len(got) > SHOWN_ANSWER:
            shown += f" (first {SHOWN_ANSWER} of {len(got):,} bytes)"
        return f"line {line}: expected {want}, got {shown} for {sample.decode()!r}"


class _FileExpected(ExpectedLines):
    """Expected pairs read lazily from a validation file (its first line is the header)."""

    def __init__(self, handle: BinaryIO) -> None:
        self._handle = handle
        self._samples: deque[bytes] = deque()
        self._answers: deque[bytes | None] = deque()
        self._eof = False
        first = handle.readline()
        if b"->" in first:  # no header: the first line is a sample already
            self._add([first])
        self.reference_time = _header_time(first)
        self._fill(1)
        name = getattr(handle, "name", "the file")
        if self._answers and self._answers[0] is None:  # its first pair has no answer: samples alone
            raise ValueError(
                f"{name} is not a validation file: its first sample has no '->result' "
                "(holdem generate --ofile FILE writes one)"
            )
        if not self._answers and not first.startswith(HEADER[: HEADER.index(b":")]):
            # No pair and not our header (an empty file, or one line of something else): not an
            # empty validation (generate --size=0 writes its header), whose answers all come extra.
            what = "is empty" if not first else "holds no sample and no validation file's header"
            raise ValueError(f"{name} is not a validation file: it {what} (holdem generate --ofile FILE writes one)")

    def _add(self, raw: Sequence[bytes]) -> None:
        for line in raw:
            line = line.rstrip(b"\r\n")
            if not line.strip():
                continue
            sample, arrow, answer = line.partition(b"->")
            self._samples.append(sample)
            self._answers.append(answer.strip() if arrow else None)

    def _fill(self, n: int) -> None:
        while len(self._answers) < n and not self._eof:
            raw = self._handle.readlines(READ_SIZE)
            if not raw:
                self._eof = True
            self._add(raw)

    def take(self, n: int) -> tuple[Lines, list[bytes | None]]:
        self._fill(n)
        k = min(n, len(self._answers))
        return [self._samples.popleft() for _ in range(k)], [self._answers.popleft() for _ in range(k)]

    def remaining(self) -> int:
        """The pairs not taken, the rest of the file counted as it is read, not held (answers that
        end early, a crashed comparator's, held a 100-million-sample file's rest: 17 GB)."""
        count = len(self._answers)
        while not self._eof:
            raw = self._handle.readlines(READ_SIZE)
            self._eof = not raw
            count += sum(1 for line in raw if line.strip())  # (as _add counts them: blank lines are none)
        return count


def _header_time(header: bytes) -> float | None:
    match = _HEADER_TIME.search(header)
    return float(match.group(1)) if match else None


def run_validate(ifile: str, stdin: object = None, stdout: object = None) -> int:
    """Checks the answers on stdin against a validation file; returns 0 only if all match."""
    stdin = stdin if stdin is not None else sys.stdin
    write_out = binary_writer(stdout if stdout is not None else sys.stdout)
    started = time.perf_counter()
    read = binary_reader(stdin)
    # The file is opened only once the first answer (or the end of input)
    # arrives: in `generate --ofile F | compare | validate --ifile F` the
    # generator has finished writing F by then.
    first = read(READ_SIZE)
    with open(ifile, "rb") as handle:
        expected = _FileExpected(handle)
        checker = AnswerChecker(expected, started)
        data = first
        while data:
            checker.feed(data)
            data = read(READ_SIZE)
        report = checker.finish()
    write_out(report.text(started, expected.reference_time).encode())
    return 0 if report.ok else 1
