"""`holdem generate` and `holdem validate`: samples, validation files, both pipelines, --type aliases."""

from __future__ import annotations

import io
import os
import signal
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from cli_support import cli_env, reference_answer, run_cli, run_shell

import holdEm
from holdEm import cli, generator
from holdEm.comparator import MAX_LINE
from holdEm.generator import GenerateOptions, run_generate
from holdEm.validation import run_validate


def parse_validation_file(path: Path) -> tuple[str, list[tuple[str, str]]]:
    header, *body = path.read_text().splitlines()
    return header, [tuple(line.split("->")) for line in body]  # type: ignore[misc]


def check_sample(line: str, players: int | None, hand_size: int) -> None:
    board, *hands = line.split(" ")
    assert len(holdEm.parse_cards(board)) == 5
    assert all(len(holdEm.parse_cards(h)) == hand_size for h in hands)
    if players is not None:
        assert len(hands) == players
    cards = holdEm.parse_cards(line)  # raises on a repeated card
    assert len(cards) == 5 + hand_size * len(hands)


def test_samples_are_valid_and_seeded(tmp_path: Path) -> None:
    def generate(seed: int) -> bytes:
        args = ("generate", "--size=300", "--hand=6", f"--seed={seed}", f"--ofile=data{seed}.txt")
        result = run_cli(*args, cwd=tmp_path)
        assert result.returncode == 0, result.stderr
        return result.stdout

    first = generate(11)
    assert first == generate(11) != generate(12)
    lines = first.decode().splitlines()
    assert len(lines) == 300
    for line in lines:
        check_sample(line, 6, 2)


def test_any_integer_seed_is_taken_mod_2_to_the_64(tmp_path: Path) -> None:
    """As equity() takes its seed: -5 and 2**64 - 5 deal the same samples, 2**70 deals some."""

    def samples(seed: int) -> bytes:
        result = run_cli("generate", "--size=20", f"--seed={seed}", f"--ofile=d{seed}.txt", cwd=tmp_path)
        assert result.returncode == 0 and b"Traceback" not in result.stderr, result.stderr
        return result.stdout

    assert samples(-5) == samples(2**64 - 5) != samples(11)
    assert len(samples(2**70).splitlines()) == 20


def test_ofile_that_is_not_a_regular_file_is_written_in_place(tmp_path: Path) -> None:
    """A named pipe (or a device such as /dev/null) is written into, never replaced by a rename."""
    result = run_shell(
        "mkfifo out.fifo\ncat out.fifo > copy.txt &\nholdem generate --size=5 --ofile=out.fifo > samples.txt\nwait\n",
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert stat.S_ISFIFO(os.stat(tmp_path / "out.fifo").st_mode)
    header, body = parse_validation_file(tmp_path / "copy.txt")
    assert "5 samples" in header
    assert [s for s, _ in body] == (tmp_path / "samples.txt").read_text().splitlines()


def test_random_player_counts_and_omaha(tmp_path: Path) -> None:
    result = run_cli("generate", "--size=500", "--hand=0", "--seed=3", "--ofile=data.txt", cwd=tmp_path)
    counts = {len(line.split()) - 1 for line in result.stdout.decode().splitlines()}
    assert counts == set(range(2, 11))
    result = run_cli("generate", "--size=200", "--hand=4", "--omaha", "--seed=3", "--ofile=o.txt", cwd=tmp_path)
    for line in result.stdout.decode().splitlines():
        check_sample(line, 4, 4)


def test_default_size_is_ten(tmp_path: Path) -> None:
    result = run_cli("generate", "--ofile=data.txt", cwd=tmp_path)
    assert len(result.stdout.decode().splitlines()) == 10
    assert all(len(line.split()) == 6 for line in result.stdout.decode().splitlines())  # --hand=5


def test_validation_file(tmp_path: Path) -> None:
    result = run_cli("generate", "--size=400", "--hand=0", "--seed=5", "--ofile=data.txt", cwd=tmp_path)
    assert result.returncode == 0
    header, body = parse_validation_file(tmp_path / "data.txt")
    assert header.startswith("#") and "expected time" in header and "400 samples" in header
    assert [sample for sample, _ in body] == result.stdout.decode().splitlines()
    for sample, answer in body:
        assert answer == reference_answer(sample)
    assert not [p for p in tmp_path.iterdir() if p.name != "data.txt"]  # no temporary files left


def test_pipeline_generate_compare_validate(tmp_path: Path) -> None:
    result = run_shell(
        "holdem generate --size=3000 --ofile=data.txt | holdem compare | holdem validate --ifile=data.txt",
        tmp_path,
    )
    report = result.stdout.decode()
    assert result.returncode == 0, result.stderr
    assert "matched: 3,000" in report and "mismatched: 0" in report and "RESULT: OK" in report
    assert "time:" in report


def test_pipeline_with_the_original_flags(tmp_path: Path) -> None:
    result = run_shell(
        "holdem --size=500 --hand=3 --omaha --ofile=data.txt | holdem --type=2 | holdem --type=3 --ifile=data.txt",
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert "matched: 500" in result.stdout.decode()
    # The original's --ifile--ofile=F: reuse the samples of F and rewrite it.
    result = run_shell("holdem --ifile--ofile=data.txt | holdem --type=2 | holdem --type=3 --ifile=data.txt", tmp_path)
    assert result.returncode == 0, result.stderr
    assert "matched: 500" in result.stdout.decode()


def test_named_pipe_pipeline(tmp_path: Path) -> None:
    script = (
        "mkfifo fifo0 fifo1\n"
        "holdem generate --size=20000 --hand=6 > fifo0 < fifo1 &\n"
        "holdem compare < fifo0 > fifo1\n"
        "wait $!\n"
    )
    result = run_shell(script, tmp_path)
    report = result.stderr.decode()
    assert result.returncode == 0, report
    assert "matched: 20,000" in report and "RESULT: OK" in report


def test_named_pipe_pipeline_under_a_wrapper_ends(tmp_path: Path) -> None:
    """`timeout` keeps the samples' pipe open while generate runs, so compare never sees their end
    and never ends: generate stops once every answer is in, and then compare sees the end."""
    script = (
        "mkfifo fifo0 fifo1\n"
        "timeout 60 holdem generate --size=1000 --hand=6 > fifo0 < fifo1 &\n"
        "timeout 60 holdem compare < fifo0 > fifo1\n"
        "wait $!\n"
    )
    result = run_shell(script, tmp_path, timeout=90)
    report = result.stderr.decode()
    assert result.returncode == 0, report  # 124 when timeout had to end them
    assert "matched: 1,000" in report and "extra: 0" in report and "RESULT: OK" in report


def test_named_pipe_with_a_comparator_that_reads_everything_first(tmp_path: Path) -> None:
    """The generator writes and reads at once: a comparator that answers only at the end cannot block it."""
    script = (
        "mkfifo fifo0 fifo1\n"
        "holdem generate --size=30000 --hand=8 --dbg > fifo0 < fifo1 2> report.txt &\n"
        "(cat > all.txt; holdem compare < all.txt) < fifo0 > fifo1\n"
        "wait $!\n"
    )
    result = run_shell(script, tmp_path, timeout=180)
    report = (tmp_path / "report.txt").read_text()
    assert result.returncode == 0, report[-2000:]
    assert "matched: 30,000" in report
    assert report.count("|") >= 30000 * 8 * 2  # --dbg: each hand's best five and score


def test_type_1_finds_wrong_answers(tmp_path: Path) -> None:
    # `cat` as the comparator echoes the samples back: every answer is wrong.
    result = run_shell("mkfifo f0 f1\nholdem --size=50 --seed=1 > f0 < f1 &\ncat < f0 > f1\nwait $!\n", tmp_path)
    report = result.stderr.decode()
    assert result.returncode == 1
    assert "mismatched: 50" in report and "RESULT: FAILED" in report and "line 1: expected" in report


def test_answers_that_end_early_stop_the_writer(tmp_path: Path) -> None:
    """No comparator at all (answers at their end at once): the report comes at once, each sample
    missing, where the writer went on generating a hundred billion samples it kept in memory."""
    with open(os.devnull, "rb") as nothing, open(os.devnull, "wb") as discard:
        err = io.BytesIO()
        started = time.monotonic()
        code = run_generate(GenerateOptions(size=10**11, seed=1), stdin=nothing, stdout=discard, stderr=err)
    assert code == 1 and time.monotonic() - started < 30
    assert "answers: 0  matched: 0  mismatched: 0  missing: 100,000,000,000" in err.getvalue().decode()


def test_answers_that_end_early_count_a_files_samples_as_missing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """With --ifile the samples not yet written still go through the reference when the answers
    end: a corrupted line is dropped (and said so), not counted missing."""
    monkeypatch.setattr(generator, "CHUNK_LINES", 4)  # several chunks from a small file
    run_cli("generate", "--size=20", "--seed=3", "--ofile=data.txt", cwd=tmp_path)
    path = tmp_path / "data.txt"
    path.write_text(path.read_text() + "9sTh4d4s7s 7h5s 7h5s\n" * 2)  # two corrupted samples at the end
    err = io.BytesIO()
    with open(os.devnull, "rb") as nothing, open(os.devnull, "wb") as discard:
        code = run_generate(GenerateOptions(ifile=str(path)), stdin=nothing, stdout=discard, stderr=err)
    report = err.getvalue().decode()
    assert code == 1 and "missing: 20  extra: 0" in report and report.count("dropping corrupted sample") == 2


class _ClosedInput(io.RawIOBase):
    """A comparator's stdin that it closed after its first line: every write fails."""

    def writable(self) -> bool:
        return True

    def write(self, data: object) -> int:
        raise BrokenPipeError(32, "Broken pipe")


@pytest.mark.parametrize("from_file", [False, True])
def test_a_comparator_that_closes_its_input_leaves_every_sample_missing(tmp_path: Path, from_file: bool) -> None:
    """`sleep 4 | holdem generate --size=N | head -1`: the samples not written once the pipe
    closed are missing too, not only those written before (the report said 16,384 of 1,000,000)."""
    options = GenerateOptions(size=50_000, seed=4)
    if from_file:
        run_cli("generate", "--size=50000", "--seed=4", "--ofile=data.txt", cwd=tmp_path)
        options = GenerateOptions(ifile=str(tmp_path / "data.txt"))
    err = io.BytesIO()
    answers_read, answers_write = os.pipe()
    threading.Timer(1.0, os.close, (answers_write,)).start()  # the answers end after the writes failed
    with open(answers_read, "rb") as no_answers:
        code = run_generate(options, stdin=no_answers, stdout=_ClosedInput(), stderr=err)
    report = err.getvalue().decode()
    assert code == 1 and "the comparator closed its input early" in report
    assert "answers: 0  matched: 0  mismatched: 0  missing: 50,000  extra: 0" in report


class _CountedReads(io.BytesIO):
    """A file that counts the bytes read from it."""

    taken = 0

    def read(self, size: int | None = -1) -> bytes:
        data = super().read(size)
        self.taken += len(data)
        return data


def test_a_sample_file_is_read_as_its_samples_are_written(monkeypatch: pytest.MonkeyPatch) -> None:
    """--ifile streams: the first chunk of samples comes after a block of the file, not the
    whole of it (a 1,000,000-sample file took 237 MiB), and lines split as bytes.splitlines
    splits them whatever the blocks (CR LF or CR alone, '#' and blank lines, '->result')."""
    lines = [b"# comment", b"", b"AsKs QhQd 2c3c4c5c6c->1<0", b"  ", b"KsKd 7h7c 8c8d9d2h3s\r"]
    text = b"\n".join(lines[i % len(lines)] for i in range(50_000)) + b"\r2c2d 3c3d 4c5c6c7c8c"
    expected = [s for s in (line.partition(b"->")[0].strip() for line in text.splitlines()) if s and s[:1] != b"#"]
    for read_size, chunk_lines, size in [(7, 3, None), (4096, 512, 777), (1 << 16, 8192, None), (5, 2, 0)]:
        monkeypatch.setattr(generator, "READ_SIZE", read_size)
        monkeypatch.setattr(generator, "CHUNK_LINES", chunk_lines)
        source = _CountedReads(text)
        chunks = generator._file_chunks(source, size)
        first = next(chunks, b"")
        assert source.taken <= 3 * len(first) + read_size < len(text)  # (samples: 2 of 5 lines)
        got = (first + b"".join(chunks)).split(b"\n")[:-1]
        assert got == expected[:size] and source.closed


def test_answers_that_end_early_count_the_missing_without_holding_them(tmp_path: Path) -> None:
    """A comparator that died: validate counts the rest of the file as missing as it reads it (it
    held every line, about 170 bytes each: 1.4 GB for 8 million samples)."""
    import tracemalloc

    path = tmp_path / "validation.txt"
    pairs = b"".join(
        b"AsKs QhQd 2c3c4c5c6c->1<0\n\n" if i % 7 == 0 else b"KsKd 7h7c 8c8d9d2h3s->0<1\n" for i in range(1_000_000)
    )
    path.write_bytes(b"# holdem validation file\n" + pairs)
    answers = io.BytesIO(b"1<0\n0<1\n")
    tracemalloc.start()
    with open(os.devnull, "wb") as discard:
        status = run_validate(str(path), stdin=answers, stdout=discard)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert status != 0
    assert peak < 20_000_000 < len(pairs)  # (held, the rest took 110 MB here; read, 10 MB)


def test_a_file_of_many_corrupted_lines_names_the_first_ten(tmp_path: Path) -> None:
    """A file that is no sample file (a binary) gave a line for each of its hundreds of lines:
    the first ten are named, then one line says the rest are not, and the error counts them all."""
    path = tmp_path / "not samples.txt"
    path.write_text("".join(f"line {i} of something else\n" for i in range(300)))
    err = io.BytesIO()
    with open(os.devnull, "rb") as nothing, open(os.devnull, "wb") as discard:
        with pytest.raises(ValueError, match=r"\(300 dropped\): not a sample file"):
            run_generate(GenerateOptions(ifile=str(path)), stdin=nothing, stdout=discard, stderr=err)
    report = err.getvalue().decode()
    assert report.count("dropping corrupted sample") == generator.NAMED_DROPS == 10
    assert report.count("without naming them") == 1 and "'line 9 of something else'" in report


def test_a_comparator_that_never_answers_is_an_error_not_a_heap(monkeypatch: pytest.MonkeyPatch) -> None:
    """Answers that never come while their pipe stays open: the writer holds at most MAX_BACKLOG
    samples, then gives up with an error that says what to do."""
    monkeypatch.setattr(generator, "MAX_BACKLOG", 3 * generator.CHUNK_LINES)
    monkeypatch.setattr(generator, "STALL_SECONDS", 0.5)
    held: list[int] = []
    put = generator._SharedExpected.put

    def counted_put(self: generator._SharedExpected, samples: list[bytes], answers: list[bytes]) -> None:
        put(self, samples, answers)
        held.append(len(self._answers))  # the pairs held, unanswered

    monkeypatch.setattr(generator._SharedExpected, "put", counted_put)
    answers_read, answers_write = os.pipe()
    try:
        with open(answers_read, "rb") as silent, open(os.devnull, "wb") as discard:
            with pytest.raises(TimeoutError, match="answered none of 24,576 samples in 0.5 s.*use --ofile FILE"):
                run_generate(GenerateOptions(size=10**9, seed=1), stdin=silent, stdout=discard, stderr=io.BytesIO())
    finally:
        os.close(answers_write)
    assert max(held) == 3 * generator.CHUNK_LINES


@pytest.fixture(scope="module")
def validation_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("validation") / "data.txt"
    options = GenerateOptions(size=200, seed=9, ofile=str(path))
    assert run_generate(options, stdout=io.BytesIO(), stderr=io.BytesIO()) == 0
    return path


def validate(path: Path, answers: list[str], line_end: str = "\n") -> tuple[int, str]:
    """`holdem validate --ifile=path` in this process, with the answers on stdin."""
    out = io.BytesIO()
    code = run_validate(str(path), stdin=io.BytesIO(line_end.join(answers).encode() + line_end.encode()), stdout=out)
    return code, out.getvalue().decode()


def answers_of(path: Path) -> list[str]:
    return [answer for _, answer in parse_validation_file(path)[1]]


def test_validate_accepts_correct_answers_with_crlf(validation_file: Path) -> None:
    code, report = validate(validation_file, answers_of(validation_file), "\r\n")
    assert code == 0, report
    assert "matched: 200" in report and "RESULT: OK" in report


def test_validate_ignores_blanks_around_an_answer(validation_file: Path) -> None:
    """A comparator that prints a trailing blank or tab (its own, in any language) is not wrong on
    every line: blanks around an answer do not count, as around the validation file's results."""
    padded = [f"{answer} " if i % 3 == 0 else f"\t{answer}\t" if i % 3 == 1 else answer
              for i, answer in enumerate(answers_of(validation_file))]  # fmt: skip
    code, report = validate(validation_file, padded, "\r\n")
    assert code == 0 and "matched: 200 " in report, report
    padded[7] = padded[7].replace(" ", "  ", 1)  # a blank inside an answer still counts
    code, report = validate(validation_file, padded)
    assert code == 1 and "matched: 199  mismatched: 1 " in report, report


@pytest.mark.parametrize(
    ("corrupt", "finding"),
    [
        (lambda a: a[:5] + [" ".join(reversed(a[5].split()))] + a[6:], "mismatched: 1 "),
        (lambda a: a[:-1], "missing: 1 "),
        (lambda a: a + ["AsKs QhQd"], "extra: 1"),
        (lambda a: a[:10] + a[11:] + [a[10]], "mismatched: "),
    ],
    ids=["swapped", "missing", "extra", "shifted"],
)
def test_validate_fails_on_corrupted_answers(validation_file: Path, corrupt, finding: str) -> None:  # noqa: ANN001
    code, report = validate(validation_file, corrupt(answers_of(validation_file)))
    assert code == 1
    assert finding in report and "RESULT: FAILED" in report


def test_validate_fails_on_a_corrupted_validation_file(validation_file: Path, tmp_path: Path) -> None:
    lines = validation_file.read_text().splitlines()
    sample, answer = lines[8].split("->")
    lines[8] = sample + "->" + " ".join(reversed(answer.split()))  # the 8th sample
    corrupted = tmp_path / "corrupted.txt"
    corrupted.write_text("\n".join(lines) + "\n")
    code, report = validate(corrupted, answers_of(validation_file))
    assert code == 1
    assert "mismatched: 1 " in report and "line 8: expected" in report


def test_validate_on_the_command_line(validation_file: Path) -> None:
    answers = "\n".join(answers_of(validation_file)) + "\n"
    result = run_cli("validate", f"--ifile={validation_file}", input=answers)
    assert result.returncode == 0 and b"RESULT: OK" in result.stdout
    result = run_cli("--type=3", f"--ifile={validation_file}", input=answers.replace("\n", "\nAsKs QhQd\n", 1))
    assert result.returncode == 1 and b"RESULT: FAILED" in result.stdout


class Pieces:
    """A stdin that hands out its bytes at most `size` at a time, as a pipe does."""

    def __init__(self, data: bytes, size: int | None) -> None:
        self._data = memoryview(data)
        self._size = size or len(data)
        self._pos = 0

    def read1(self, n: int) -> bytes:
        piece = bytes(self._data[self._pos : self._pos + min(n, self._size)])
        self._pos += len(piece)
        return piece


@pytest.mark.parametrize("line_end", ["\n", "\r\n"], ids=["lf", "crlf"])
@pytest.mark.parametrize("piece", [7, 4096, None], ids=["7-byte-pieces", "4k-pieces", "one-piece"])
def test_validate_reports_over_long_lines_and_checks_the_rest(
    validation_file: Path, piece: int | None, line_end: str
) -> None:
    answers = answers_of(validation_file)
    answers[2] = "x" * 100_000  # over-long
    answers[4] = "z" * (MAX_LINE + 1 - len(line_end))  # the longest allowed (a CR counts, as in compare)
    answers[7] = " ".join(reversed(answers[7].split()))  # wrong, after the over-long line
    answers[-1] = "y" * (MAX_LINE + 1)  # over-long, and without a line end
    data = (line_end.join(answers)).encode()
    out = io.BytesIO()
    assert run_validate(str(validation_file), stdin=Pieces(data, piece), stdout=out) == 1
    report = out.getvalue().decode()
    assert "matched: 196  mismatched: 4  missing: 0  extra: 0" in report, report
    assert f"over-long answer lines (more than {MAX_LINE:,} bytes, not checked): 2" in report
    assert f"line 3: expected '{answers_of(validation_file)[2]}', got a line longer than 65,536 bytes" in report
    assert f"line 5: expected '{answers_of(validation_file)[4]}', got 'zzz" in report
    assert f"(first 200 of {len(answers[4]):,} bytes)" in report
    assert "line 8: expected" in report and "line 200: expected" in report
    assert "RESULT: FAILED" in report


TRICKLE = """
import sys

from holdEm.validation import run_validate


class Trickle:  # stdin in 4 KiB pieces
    def __init__(self, data):
        self.data, self.pos = memoryview(data), 0

    def read1(self, size):
        piece = bytes(self.data[self.pos : self.pos + min(size, 4096)])
        self.pos += len(piece)
        return piece


with open(sys.argv[2], "rb") as answers:
    sys.exit(run_validate(sys.argv[1], stdin=Trickle(answers.read())))
"""


def test_validate_takes_a_50_mb_line_in_small_pieces_in_linear_time(validation_file: Path, tmp_path: Path) -> None:
    """12,800 pieces of one line: joining the line so far at each piece would copy some 320 GB."""
    answers = [a.encode() for a in answers_of(validation_file)]
    answers[1] = b"AsKs " * 10_000_000
    (tmp_path / "answers.txt").write_bytes(b"\n".join(answers) + b"\n")
    result = subprocess.run(
        [sys.executable, "-c", TRICKLE, str(validation_file), str(tmp_path / "answers.txt")],
        capture_output=True,
        env=cli_env(),
        timeout=120,  # seconds at most even on a busy machine; the quadratic reader took hours
        check=False,
    )
    report = result.stdout.decode()
    assert result.returncode == 1, result.stderr.decode()
    assert "matched: 199  mismatched: 1  missing: 0  extra: 0" in report, report
    assert "line 2: expected" in report and "got a line longer than 65,536 bytes" in report


def test_generate_reports_an_over_long_answer_and_checks_the_rest(tmp_path: Path) -> None:
    """The interactive generator's reader: the same limit, the same report."""
    run_generate(GenerateOptions(size=30, seed=4, ofile=str(tmp_path / "data.txt")), stdout=io.BytesIO())
    answers = [answer.encode() for answer in answers_of(tmp_path / "data.txt")]
    answers[1] = b"x" * (2 * MAX_LINE)
    err = io.BytesIO()
    code = run_generate(
        GenerateOptions(size=30, seed=4),
        stdin=Pieces(b"\n".join(answers) + b"\n", 1000),
        stdout=io.BytesIO(),
        stderr=err,
    )
    report = err.getvalue().decode()
    assert code == 1
    assert "matched: 29  mismatched: 1  missing: 0  extra: 0" in report, report
    assert "over-long answer lines" in report and "line 2: expected" in report


def test_generate_reuses_a_file_and_drops_corrupted_samples(tmp_path: Path) -> None:
    run_cli("generate", "--size=50", "--seed=2", "--ofile=data.txt", cwd=tmp_path)
    path = tmp_path / "data.txt"
    lines = path.read_text().splitlines()
    lines[3] = "9sTh4d4s7s 7h5s 7h5s->7h5s 7h5s"  # a repeated card: not a valid sample
    path.write_text("\n".join(lines) + "\n")
    result = run_cli("generate", "--ifile=data.txt", "--ofile=data.txt", cwd=tmp_path)
    assert result.returncode == 0
    assert b"dropping corrupted sample" in result.stderr
    header, body = parse_validation_file(path)
    assert "49 samples" in header and len(body) == 49
    assert [s for s, _ in body] == result.stdout.decode().splitlines()


def test_generate_says_which_flags_a_sample_file_leaves_unused(tmp_path: Path) -> None:
    run_cli("generate", "--size=3", "--seed=2", "--ofile=data.txt", cwd=tmp_path)
    result = run_cli("generate", "--ifile=data.txt", "--omaha", "--seed=5", "--ofile=again.txt", cwd=tmp_path)
    assert result.returncode == 0
    assert b"note: --omaha and --seed not used: --ifile's lines are the samples" in result.stderr
    assert (tmp_path / "again.txt").read_text().splitlines()[1:] == (tmp_path / "data.txt").read_text().splitlines()[1:]


def test_generate_refuses_a_file_without_samples(tmp_path: Path) -> None:
    # A file none of whose lines is a sample (here some prose) is an error, in both modes, and
    # leaves no empty validation file behind.
    prose = tmp_path / "notes.txt"
    prose.write_text("usage: holdem\nsome words here\n\n# a comment\n")
    for mode in (["--ofile=out.txt"], []):
        result = run_cli("generate", f"--ifile={prose}", *mode, cwd=tmp_path)
        assert result.returncode == 2, mode
        assert b"is a sample (2 dropped): not a sample file?" in result.stderr
    assert not (tmp_path / "out.txt").exists()


def test_validate_refuses_a_file_of_samples_alone(tmp_path: Path) -> None:
    # A sample file is not a validation file: said at once, not 1 line off and all mismatched.
    run_cli("generate", "--size=5", "--seed=4", "--ofile=data.txt", cwd=tmp_path)
    samples = tmp_path / "samples.txt"
    samples.write_text(
        "".join(line.partition("->")[0] + "\n" for line in (tmp_path / "data.txt").read_text().splitlines()[1:])
    )
    result = run_cli("validate", f"--ifile={samples}", input=samples.read_bytes())
    assert result.returncode == 2
    assert b"is not a validation file: its first sample has no '->result'" in result.stderr


@pytest.mark.parametrize(
    ("text", "said"), [("", b"it is empty"), ("hello\n", b"it holds no sample and no validation file's header")]
)
def test_validate_refuses_a_file_with_no_sample(tmp_path: Path, text: str, said: bytes) -> None:
    """Not "extra: 2" and RESULT: FAILED, as if the answers were wrong."""
    path = tmp_path / "not-validation.txt"
    path.write_text(text)
    result = run_cli("validate", f"--ifile={path}", input=b"AsKs QhQd\nAsKs QhQd\n")
    assert result.returncode == 2 and result.stdout == b""
    assert said in result.stderr and b"is not a validation file" in result.stderr


def test_an_empty_validation_file_takes_no_answer(tmp_path: Path) -> None:
    run_cli("generate", "--size=0", "--ofile=data.txt", cwd=tmp_path)
    assert run_cli("validate", "--ifile=data.txt", cwd=tmp_path).returncode == 0
    result = run_cli("validate", "--ifile=data.txt", input=b"AsKs QhQd\n", cwd=tmp_path)
    assert result.returncode == 1 and b"extra: 1" in result.stdout


def test_generate_dbg_writes_scores(tmp_path: Path) -> None:
    result = run_cli("generate", "--size=20", "--hand=3", "--dbg", "--ofile=data.txt", cwd=tmp_path)
    debug = result.stderr.decode().splitlines()
    assert len(debug) == 20 and all(line.count("->") == 3 for line in debug)


@pytest.mark.parametrize("args", [["--hand=1"], ["--hand=24"], ["--hand=12", "--omaha"]])
def test_bad_generate_options(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["generate", *args]) == 2
    captured = capsys.readouterr()
    assert "holdem generate: error: players must be" in captured.err and captured.out == ""


def test_bad_size_type_and_missing_file(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["generate", "--size=-1"])
    assert exit_info.value.code == 2
    capsys.readouterr()
    for kind in ("4", "x"):  # a usage error: exit code 2, as argparse's
        with pytest.raises(SystemExit) as exit_info:
            cli.main([f"--type={kind}"])
        assert exit_info.value.code == 2 and "--type must be 1" in capsys.readouterr().err
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"x\n")))
    assert cli.main(["validate", "--ifile=nowhere.txt"]) == 2
    assert "nowhere.txt" in capsys.readouterr().err


@pytest.mark.parametrize("signal_name", ["SIGTERM", "SIGHUP"])
def test_a_terminated_generate_leaves_no_files(signal_name: str, tmp_path: Path) -> None:
    """`timeout` or a closed terminal ends generate --ofile through its cleanup: its spooled
    samples (gigabytes for a large --size) and the unfinished file go with it."""
    spool = tmp_path / "spool"
    spool.mkdir()
    env = {**cli_env(), "TMPDIR": str(spool)}
    command = [sys.executable, "-m", "holdEm", "generate", "--size=1000000000", f"--ofile={tmp_path / 'data.txt'}"]
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not any(spool.iterdir()) and time.monotonic() < deadline:  # spooling has begun
            time.sleep(0.05)
        process.send_signal(getattr(signal, signal_name))
        _, stderr = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 128 + getattr(signal, signal_name), stderr
    assert list(spool.iterdir()) == [] and sorted(p.name for p in tmp_path.iterdir()) == ["spool"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--verison"], "unrecognized arguments: --verison"),
        (["--json", "eval", "AsKsQsJsTs"], "unrecognized arguments: --json (a subcommand's options follow it"),
        (["--type=2", "--sizee=5"], "holdem compare: error: unrecognized arguments: --sizee=5"),
        # --type with no value ran generate, saying it ignored --type
        (["--type"], "holdem: error: --type must be 1 (generate), 2 (compare) or 3 (validate), got ''"),
    ],
)
def test_only_the_original_flags_start_its_form(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A mistyped flag, or a subcommand's flag before it, is an error: it neither runs nor waits for generate."""
    with pytest.raises(SystemExit) as exit_info:
        cli.main(args)
    captured = capsys.readouterr()
    assert exit_info.value.code == 2 and message in captured.err and captured.out == ""


def test_the_original_flags_a_type_does_not_use_are_ignored(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--type=3", "--size=5", "--ifile=nowhere.txt"]) == 2  # validate, its file missing
    assert "holdem: ignoring --size=5 (not used by validate)" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("ofile", "message"),
    [
        ("", "the file name is empty"),
        ("nowhere/data.txt", "the folder 'nowhere' does not exist"),
        (".", "'.' is a folder"),
    ],
)
def test_bad_ofile_is_named_before_any_work(ofile: str, message: str, tmp_path: Path) -> None:
    result = run_cli("generate", "--size=10", f"--ofile={ofile}", cwd=tmp_path)
    assert result.returncode == 2 and result.stdout == b""
    assert f"holdem generate: error: argument --ofile: {message}".encode() in result.stderr
    assert list(tmp_path.iterdir()) == []  # no temporary file left either


@pytest.mark.parametrize("command", ["generate", "validate"])
def test_help_shows_examples(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main([command, "--help"])
    text = capsys.readouterr().out
    assert exit_info.value.code == 0 and "example" in text and "--ifile" in text
