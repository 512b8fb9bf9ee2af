"""The original's generator: random comparator input and validation files.

``generate`` writes sample lines (``BOARD HAND HAND ...``) for a comparator.
With an output file it also writes the validation file: a header line with
the expected time, then one ``sample->result`` line per sample.  Without
one it is the original's type 1: it reads the comparator's answers on stdin
while it writes, and checks them (with :mod:`holdEm.validation`'s checker).
"""

from __future__ import annotations

import os
import select
import shutil
import sys
import tempfile
import threading
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO, Callable

from holdEm import _core
from holdEm._files import write_whole
from holdEm.comparator import READ_SIZE, binary_reader, binary_writer
from holdEm.validation import HEADER, AnswerChecker, ExpectedLines, Lines

#: Samples produced (and checked) per step.
CHUNK_LINES = 8192
#: How long an interrupted ``generate`` waits for its writer thread.  It stops
#: after its current chunk (milliseconds) unless a full pipe blocks its write;
#: the process exit ends that one, and _core's exit hook cancels any C++ call.
WRITER_STOP_SECONDS = 2.0
#: How long ``generate`` waits, once every expected answer has come, for more (an extra answer) or
#: the end of the answers.  The end comes at once when the comparator sees the end of the samples,
#: but never when a wrapper (``timeout holdem generate ... > fifo0``) holds their pipe open too.
MORE_ANSWERS_SECONDS = 2.0
_POLL_SECONDS = 0.1
#: The most expected answers ``generate`` holds for a comparator that has not answered them yet
#: (about 150 MB): past it the writer waits for answers, so a comparator that reads and never
#: answers cannot grow the generator's memory without bound.  A comparator that answers only at
#: the end of its input (``cat > all; compare < all``) so takes up to this many samples.
MAX_BACKLOG = 1 << 20
#: How long the writer waits on a full backlog with no answer coming before it gives up.
STALL_SECONDS = 60.0
#: The corrupted samples of a file named one by one (then one line for the rest).
NAMED_DROPS = 10


@dataclass
class GenerateOptions:
    """The generator's settings (the original's flags plus a seed)."""

    size: int | None = None  # None: 10, or every sample of ifile
    hand: int = 5  # players per line; 0 draws 2..10 per line
    omaha: bool = False
    ofile: str | None = None
    ifile: str | None = None
    dbg: bool = False
    seed: int | None = None  # any int, taken mod 2**64 as equity() takes its seed


class _SharedExpected(ExpectedLines):
    """Expected pairs put by the writer thread, taken by the reader; take() waits for them, put()
    for room (at most :data:`MAX_BACKLOG` unanswered).  Once the answers have ended, pairs put are
    only counted: none of them can be answered."""

    def __init__(self) -> None:
        self._ready = threading.Condition()
        self._samples: deque[bytes] = deque()
        self._answers: deque[bytes] = deque()
        self._closed = False
        self._answers_ended = False
        self._unanswerable = 0  # samples written, or never written, after the answers ended

    def put(self, samples: Lines, answers: Lines) -> None:
        """Keeps the pairs, once the backlog has room for them; TimeoutError when no answer comes
        for :data:`STALL_SECONDS` while it is full."""
        with self._ready:
            waited_since = time.monotonic()
            taken = len(self._answers)
            while len(self._answers) + len(answers) > MAX_BACKLOG and self._answers and not self._answers_ended:
                if len(self._answers) < taken:  # some were answered: wait on
                    waited_since, taken = time.monotonic(), len(self._answers)
                if time.monotonic() - waited_since >= STALL_SECONDS:
                    raise TimeoutError(
                        f"the comparator answered none of {len(self._answers):,} samples in {STALL_SECONDS:g} s; "
                        "without --ofile generate checks answers as they come (a comparator that answers only "
                        "at the end of its input: use --ofile FILE, then holdem validate --ifile FILE)"
                    )
                self._ready.wait(_POLL_SECONDS)
            if self._answers_ended:
                self._unanswerable += len(answers)
                return
            self._samples.extend(samples)
            self._answers.extend(answers)
            self._ready.notify_all()

    def count_unwritten(self, count: int) -> None:
        """Samples the writer will not write now that the answers have ended."""
        with self._ready:
            self._unanswerable += count

    def end_of_answers(self) -> None:
        """No more answers will come: the writer stops, and what it held or still had to write is missing."""
        with self._ready:
            self._answers_ended = True
            self._ready.notify_all()

    @property
    def answers_ended(self) -> bool:
        with self._ready:
            return self._answers_ended

    def close(self) -> None:
        with self._ready:
            self._closed = True
            self._ready.notify_all()

    def take(self, n: int) -> tuple[Lines, list[bytes | None]]:
        with self._ready:
            self._ready.wait_for(lambda: self._closed or len(self._answers) >= n)
            k = min(n, len(self._answers))
            samples = [self._samples.popleft() for _ in range(k)]
            answers: list[bytes | None] = [self._answers.popleft() for _ in range(k)]
            self._ready.notify_all()  # room for the writer
        return samples, answers

    def remaining(self) -> int:
        with self._ready:
            self._ready.wait_for(lambda: self._closed)
            return len(self._answers) + self._unanswerable

    def exhausted(self) -> bool:
        """Every pair has been put and taken (without waiting)."""
        with self._ready:
            return self._closed and not self._answers


def _file_lines(handle: BinaryIO) -> Iterator[Lines]:
    """The lines of an open file, a block at a time (as ``bytes.splitlines`` splits them)."""
    rest = b""
    while block := handle.read(READ_SIZE):
        lines = (rest + block).splitlines()
        # A line cut at the block's end waits for the next (a CR LF cut in two only adds a blank line).
        rest = b"" if block.endswith((b"\n", b"\r")) else lines.pop()
        yield lines
    if rest:
        yield [rest]


def _file_chunks(handle: BinaryIO, size: int | None) -> Iterator[bytes]:
    """The samples of an open validation file or plain sample file, :data:`CHUNK_LINES` at a time
    and at most ``size`` of them: '#' lines and blank ones skipped, '->result' dropped.  Read as
    they are written, so a file of any size takes the memory of a block; closes the file."""
    with handle:
        chunk: Lines = []
        left = size
        for lines in _file_lines(handle):
            stripped = (line.partition(b"->")[0].strip() for line in lines)
            chunk += [sample for sample in stripped if sample and not sample.startswith(b"#")]
            if left is not None and len(chunk) >= left:
                del chunk[left:]
                break
            while len(chunk) >= CHUNK_LINES:
                yield b"\n".join(chunk[:CHUNK_LINES]) + b"\n"
                del chunk[:CHUNK_LINES]
                left = None if left is None else left - CHUNK_LINES
        for start in range(0, len(chunk), CHUNK_LINES):
            yield b"\n".join(chunk[start : start + CHUNK_LINES]) + b"\n"


@dataclass
class _Samples:
    """The sample lines to write: how many (None for a file's, counted as they are read), and the
    lines in chunks (each line ending in a newline)."""

    count: int | None
    chunks: Iterator[bytes]


def _sample_chunks(options: GenerateOptions) -> _Samples:
    """The samples the options ask for.

    Bad options (an unreadable file, a player count the deck cannot serve)
    raise here, before any sample is written.
    """
    if options.ifile is not None:
        return _Samples(None, _file_chunks(open(options.ifile, "rb"), options.size))
    seed = options.seed if options.seed is not None else int.from_bytes(os.urandom(8), "little")
    dealer = _core._SampleGenerator(seed % 2**64, options.hand, options.omaha)
    size = 10 if options.size is None else options.size
    return _Samples(size, (dealer.generate(min(CHUNK_LINES, size - start)) for start in range(0, size, CHUNK_LINES)))


class _Reference:
    """Answers sample chunks with the comparator, timing it and dropping bad samples."""

    def __init__(self, dbg: bool, warn: Callable[[str], None], write_debug: Callable[[bytes], None]) -> None:
        self._comparator = _core._StreamComparator(debug=dbg)
        self._warn = warn
        self._write_debug = write_debug
        self.seconds = 0.0
        self.dropped = 0

    def answer(self, chunk: bytes) -> tuple[Lines, Lines]:
        started = time.perf_counter()
        answers, diagnostics = self._comparator.feed(chunk)
        self.seconds += time.perf_counter() - started
        samples = chunk.split(b"\n")[:-1]
        results = answers.split(b"\n")[:-1]
        if any(r.startswith(b"ERROR: ") for r in results):  # only samples from a file can be bad
            kept = [(s, r) for s, r in zip(samples, results) if not r.startswith(b"ERROR: ")]
            for s, r in zip(samples, results):
                if r.startswith(b"ERROR: "):
                    self._drop(s, r[7:])
            samples, results = [s for s, _ in kept], [r for _, r in kept]
        if diagnostics:
            self._write_debug(b"\n".join(d for d in diagnostics.split(b"\n") if not d.startswith(b"ERROR: ")))
        return samples, results

    def _drop(self, sample: bytes, reason: bytes) -> None:
        """Counts a corrupted sample, with a line for each of the first ones, then one saying the
        rest go unnamed (a file that is no sample file, a binary, gave a line for each of its
        hundreds of lines)."""
        if self.dropped < NAMED_DROPS:
            self._warn(f"dropping corrupted sample {sample.decode('utf-8', 'replace')!r}: {reason.decode()}")
        elif self.dropped == NAMED_DROPS:
            self._warn(f"dropping further corrupted samples without naming them (after {NAMED_DROPS})")
        self.dropped += 1


def _check_kept(options: GenerateOptions, reference: _Reference, kept: int) -> None:
    """A sample file none of whose lines is a sample (not a sample file at all) is an error, not
    an empty run."""
    if kept == 0 and reference.dropped:
        raise ValueError(f"no line of {options.ifile} is a sample ({reference.dropped} dropped): not a sample file?")


def _header(options: GenerateOptions, count: int, seconds: float) -> bytes:
    hand = b"file" if options.ifile else str(options.hand).encode()
    seed = b"-" if options.seed is None else str(options.seed).encode()
    omaha = b"file" if options.ifile else b"yes" if options.omaha else b"no"
    return HEADER % (count, hand, omaha, seed, seconds)


def _write_validation_file(options: GenerateOptions, reference: _Reference, chunks: Iterator[bytes]) -> str:
    """Writes the validation file; returns a temporary file of its body, which the caller removes.

    A regular file appears whole, by renaming, once complete, so a validator
    that opens it after the first answer never reads a partial or stale one.
    A device or a pipe (``/dev/null``) is written in place, never replaced.
    """
    assert options.ofile is not None
    with tempfile.NamedTemporaryFile("wb", prefix="holdem-samples-", delete=False) as spool:
        body_path = spool.name
    count = 0
    try:
        with open(body_path, "wb") as body:
            for chunk in chunks:
                samples, results = reference.answer(chunk)
                body.write(b"".join(s + b"->" + r + b"\n" for s, r in zip(samples, results)))
                count += len(samples)
        _check_kept(options, reference, count)

        def header_and_body(whole: BinaryIO) -> None:
            whole.write(_header(options, count, reference.seconds))
            with open(body_path, "rb") as written:
                shutil.copyfileobj(written, whole, READ_SIZE)

        write_whole(options.ofile, header_and_body)
    except BaseException:
        os.remove(body_path)
        raise
    return body_path


def _samples_of(body_path: str) -> Iterator[bytes]:
    """The sample lines of a validation file's body, in chunks."""
    with open(body_path, "rb") as body:
        while True:
            lines = body.readlines(READ_SIZE)
            if not lines:
                return
            yield b"".join(line.partition(b"->")[0] + b"\n" for line in lines)


def _release_stdout(stdout: object) -> None:
    """Closes our end of stdout so the comparator downstream sees the end of its input."""
    try:
        stdout.flush()  # type: ignore[attr-defined]
    except (BrokenPipeError, OSError, ValueError):
        pass
    try:
        fd = stdout.fileno()  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)  # drops the pipe; later flushes go nowhere
    os.close(devnull)


def _more_within(stream: object) -> Callable[[float], bool] | None:
    """A test of whether ``stream`` has more to read (data or its end) within some seconds, or None
    where it has no file descriptor to wait on.  (Its reads are ``read1``, which keep nothing in the
    stream's buffer, so the descriptor tells all.)"""
    try:
        fd = getattr(stream, "buffer", stream).fileno()  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return None
    return lambda seconds: bool(select.select([fd], [], [], seconds)[0])


def run_generate(options: GenerateOptions, stdin: object = None, stdout: object = None, stderr: object = None) -> int:
    """The generator; returns the exit code (0, or 1 when validation finds a problem)."""
    stdin = stdin if stdin is not None else sys.stdin
    stdout = stdout if stdout is not None else sys.stdout
    stderr = stderr if stderr is not None else sys.stderr
    write_out = binary_writer(stdout)
    write_err = binary_writer(stderr)

    def warn(message: str) -> None:
        write_err(f"holdem generate: {message}\n".encode())

    def write_debug(data: bytes) -> None:
        if data:
            write_err(data if data.endswith(b"\n") else data + b"\n")

    reference = _Reference(options.dbg, warn, write_debug)
    planned = _sample_chunks(options)

    if options.ofile is not None:
        body_path = _write_validation_file(options, reference, planned.chunks)
        try:
            for chunk in _samples_of(body_path):
                write_out(chunk)
        finally:
            os.remove(body_path)
        return 0

    # Type 1: write samples from a thread while this thread reads and checks
    # the answers, so neither side can block the other whatever the size.
    expected = _SharedExpected()
    failure: list[BaseException] = []
    stop = threading.Event()

    def writer() -> None:
        try:
            kept = 0
            lines = 0  # of the samples planned, kept or dropped
            input_closed = False  # the comparator closed its input: nothing more can be written
            for chunk in planned.chunks:
                if stop.is_set():
                    break
                if input_closed or expected.answers_ended:  # none of the rest can be answered: missing
                    if planned.count is not None:
                        expected.count_unwritten(planned.count - lines)
                        break
                    # A file's: its corrupted lines are dropped, not missing.
                    unwritten = len(reference.answer(chunk)[0])
                    expected.count_unwritten(unwritten)
                    kept += unwritten
                    continue
                lines += chunk.count(b"\n")
                samples, results = reference.answer(chunk)
                expected.put(samples, results)  # before the comparator can answer them
                kept += len(samples)
                try:
                    if samples:
                        write_out(b"\n".join(samples) + b"\n")
                except BrokenPipeError:
                    warn("the comparator closed its input early")
                    input_closed = True
            _check_kept(options, reference, kept)
        except BaseException as error:  # reported by the main thread
            failure.append(error)
        finally:
            expected.close()
            _release_stdout(stdout)

    started = time.perf_counter()
    # A daemon only so that a write blocked on a full pipe cannot hold up the
    # exit; otherwise the thread is always stopped and joined.
    thread = threading.Thread(target=writer, name="holdem-generate-writer", daemon=True)
    thread.start()
    try:
        checker = AnswerChecker(expected, started)
        read = binary_reader(stdin)
        more_within = _more_within(stdin)
        all_in_since: float | None = None  # when every expected answer had come (and nothing more yet)
        while True:
            if more_within is not None and not more_within(_POLL_SECONDS):
                # Nothing to read yet: wait on, unless every answer is in and the end of them is
                # held back (see MORE_ANSWERS_SECONDS), or the writer gave up (a comparator that
                # does not answer).  Polled, as the writer may still be closing the expected
                # answers when the last of them comes.
                if failure:
                    break
                if not (expected.exhausted() and checker.between_lines):
                    continue
                all_in_since = all_in_since or time.monotonic()
                if time.monotonic() - all_in_since >= MORE_ANSWERS_SECONDS:
                    break
                continue
            all_in_since = None
            data = read(READ_SIZE)
            if not data:
                break
            checker.feed(data)
        expected.end_of_answers()  # the writer stops: what it has not written is missing
        report = checker.finish()
    except BaseException:  # Ctrl-C above all: the writer stops after its chunk and ends before we do
        stop.set()
        expected.end_of_answers()  # (a writer waiting for room in the backlog goes on at once)
        thread.join(WRITER_STOP_SECONDS)
        raise
    thread.join()
    if failure:
        raise failure[0]
    write_err(report.text(started, reference.seconds).encode())
    return 0 if report.ok else 1
