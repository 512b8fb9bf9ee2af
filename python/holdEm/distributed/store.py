"""A table's folder: ``_manifest.json`` (the parameters) and one Parquet file per finished shard.

Every file is written to a hidden temporary name, flushed to disk, then renamed into place,
so a file under its final name is always whole: a run killed at any moment (``kill -9``
included) leaves the shards it had finished and loses only those in flight.  A lock on
``.lock`` (released by the system when its holder dies) keeps two runs off one folder.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from holdEm._files import write_whole
from holdEm._version import __version__
from holdEm.distributed.shards import ShardResult, TableSpec

MANIFEST = "_manifest.json"  # "_": directory readers of Parquet (pyarrow, pandas) skip it
LOCK = ".lock"  # the file a run locks (see locked)
#: The key of a shard file's own metadata (JSON: the table's parameters, the shard, holdEm's version).
SHARD_METADATA = "holdEm.table"
FORMAT = "holdEm class equity table"
FORMAT_VERSION = 1
_SHARD_NAME = re.compile(r"shard-(\d+)\.parquet")
#: The manifest entries that make two runs the same table (the rest follows from them).
_PARAMETERS = ("format_version", "players", "classes", "method", "trials", "seed", "shard_size")


def pyarrow_parquet() -> Any:
    """``pyarrow.parquet``, or ImportError saying which extra brings it."""
    try:
        import pyarrow.parquet as pq
    except ImportError as error:
        raise ImportError(f"class tables need PyArrow: pip install 'holdEm[distributed]' ({error})") from error
    return pq


def shard_path(directory: Path, index: int) -> Path:
    """The Parquet file of shard ``index`` in a table's directory."""
    return directory / f"shard-{index:06d}.parquet"


def columns(players: int) -> list[str]:
    """The Parquet columns: each seat's class, each player's equity, win and tie, the combo count."""
    seats = range(players)
    return [f"{kind}_{p}" for kind in ("class", "equity", "win", "tie") for p in seats] + ["combos"]


def manifest_of(spec: TableSpec) -> dict[str, Any]:
    """The manifest a table's directory keeps: its format, spec and layout (what a resumed run checks)."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "players": spec.players,
        "classes": list(spec.classes),
        "method": "exact" if spec.exact else "monte carlo",
        "trials": spec.trials,
        "seed": spec.seed,
        "shard_size": spec.shard_size,
        "combinations": spec.combinations,
        "shards": spec.shards,
        "columns": columns(spec.players),
        "written_by": f"holdEm {__version__}",
    }


def spec_of(manifest: dict[str, Any], where: str = MANIFEST) -> TableSpec:
    """The parameters a manifest holds; ValueError for one that is not a table's, naming ``where``
    it was read (its path)."""
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise ValueError(f"{where} is not a holdEm table's manifest")
    if manifest.get("format_version") != FORMAT_VERSION:
        raise ValueError(f"{where}: table format version {manifest.get('format_version')!r} is not {FORMAT_VERSION}")
    try:
        return TableSpec(
            players=manifest["players"],
            classes=tuple(manifest["classes"]),
            trials=manifest["trials"],
            seed=manifest["seed"],
            shard_size=manifest["shard_size"],
        )
    except (KeyError, TypeError, ValueError) as error:  # (TableSpec's checks speak of the command's options)
        raise ValueError(f"{where} is damaged: {str(error).removeprefix('--')}") from None


def read_manifest(directory: Path) -> dict[str, Any]:
    """A table directory's manifest; ValueError where there is none or it cannot be read."""
    path = directory / MANIFEST
    if not path.exists():
        raise ValueError(f"{directory} holds no table ({MANIFEST} is missing)")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:  # (a JSON or UTF-8 error is a ValueError)
        raise ValueError(f"{path} cannot be read: {error}") from None


def check_folder(directory: Path, spec: TableSpec) -> bool:
    """Whether ``directory`` (there) holds ``spec``'s table already (True) or nothing yet (False,
    hidden files aside); ValueError naming the differences for another table's folder, or for a
    folder that holds something else.  Nothing is written."""
    if (directory / MANIFEST).exists():
        found, wanted = read_manifest(directory), manifest_of(spec)
        spec_of(found, str(directory / MANIFEST))  # a table's manifest at all
        differ = [k for k in _PARAMETERS if found.get(k) != wanted[k]]
        if differ:
            said = "; ".join(f"{k}: {_shown(found.get(k))} there, {_shown(wanted[k])} asked" for k in differ)
            raise ValueError(
                f"{directory} holds a table with other parameters ({said}); "
                "use another folder, or the same parameters to resume it"
            )
        return True
    others = [p.name for p in directory.iterdir() if not p.name.startswith(".")]
    if others:
        raise ValueError(f"{directory} is not empty and holds no table ({MANIFEST} is missing): {others[:3]}")
    return False


def make_folder(directory: Path) -> None:
    """Makes ``directory`` (and its parents) unless it is there; ValueError when it, or a folder
    above it, is a file."""
    for part in (*reversed(directory.parents), directory):
        if part.exists() and not part.is_dir():
            inside = "" if part == directory else f" (so {directory} cannot be made)"
            raise ValueError(f"{part} is a file, not a folder{inside}: give a folder for the table")
    directory.mkdir(parents=True, exist_ok=True)


def prepare(directory: Path, spec: TableSpec) -> None:
    """Makes ``directory`` the home of ``spec``'s table: writes the manifest into a new or empty
    folder, or checks that the one there has the same parameters (:func:`check_folder`)."""
    make_folder(directory)
    if not check_folder(directory, spec):
        text = json.dumps(manifest_of(spec), indent=1) + "\n"
        write_whole(directory / MANIFEST, lambda f: f.write(text.encode("utf-8")), durable=True)


def _shown(value: Any) -> str:
    """A parameter as a message quotes it: a long list by its ends and its length (a class added at
    the end of 100 is seen)."""
    if isinstance(value, list) and len(json.dumps(value)) > 60:
        ends = json.dumps(value[:3])[:-1] + ", ..., " + json.dumps(value[-3:])[1:]
        return f"{ends} ({len(value)} items)"
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."


def column_kinds(players: int) -> dict[str, str]:
    """Each column's kind of values: text (the classes), float (the figures) or int (``combos``).
    Any width of each is read (Polars and pandas write ``large_string``, say, where this writes
    ``string``)."""
    kinds = {"class": "text", "equity": "float", "win": "float", "tie": "float"}
    return {name: kinds.get(name.split("_")[0], "int") for name in columns(players)}


def _kind(arrow_type: Any) -> str:
    """The kind of an Arrow type, as :func:`column_kinds` names them (its own name for any other)."""
    import pyarrow as pa

    text = (pa.types.is_string, pa.types.is_large_string, getattr(pa.types, "is_string_view", lambda _: False))
    if any(test(arrow_type) for test in text):
        return "text"
    if pa.types.is_floating(arrow_type):
        return "float"
    return "int" if pa.types.is_integer(arrow_type) else str(arrow_type)


def shard_problem(directory: Path, spec: TableSpec, index: int) -> str | None:
    """What is wrong with shard ``index``'s file (None: it reads back with the columns, types and
    rows a shard of ``spec`` has): missing, unreadable, another layout, or another row count."""
    path = shard_path(directory, index)
    if not path.is_file():
        return "missing"
    try:
        metadata = pyarrow_parquet().read_metadata(path)
        schema = metadata.schema.to_arrow_schema()
    except (OSError, ValueError) as error:  # pyarrow's ArrowInvalid is a ValueError
        return f"unreadable ({str(error)[:120]})"
    found = {field.name: _kind(field.type) for field in schema}
    if found != column_kinds(spec.players):
        return f"not a shard of this table (its columns: {', '.join(f'{k} {v}' for k, v in found.items())[:200]})"
    rows, expected = metadata.num_rows, len(spec.shard_rows(index))
    if rows != expected:
        return f"{rows} rows where the shard has {expected}"
    return _about_problem(metadata.metadata or {}, spec, index)


def _about_problem(metadata: dict[bytes, bytes], spec: TableSpec, index: int) -> str | None:
    """What a shard's own description (:data:`SHARD_METADATA`) says against ``spec`` and ``index``
    (None: the same table's shard ``index``, or no description: a shard rewritten by another tool,
    Polars or pandas, keeps its columns but not the description): a shard of another table, or
    another shard, copied in under this name, was taken as this one's."""
    if SHARD_METADATA.encode() not in metadata:
        return None
    try:
        about = json.loads(metadata[SHARD_METADATA.encode()])
    except ValueError:
        return "its description (metadata) is damaged"
    wanted = manifest_of(spec)
    differ = [k for k in _PARAMETERS if not isinstance(about, dict) or about.get(k) != wanted[k]]
    if differ:
        return f"a shard of another table ({', '.join(differ)} differ)"
    return None if about.get("shard") == index else f"shard {about.get('shard')!r} of this table, not shard {index}"


def finished_shards(directory: Path, spec: TableSpec) -> set[int]:
    """The shards already in ``directory`` whose file reads back as the shard (:func:`shard_problem`)."""
    last = spec.shards - 1
    named = (_SHARD_NAME.fullmatch(path.name) for path in directory.iterdir())
    indices = {int(match.group(1)) for match in named if match and int(match.group(1)) <= last}
    return {index for index in indices if shard_problem(directory, spec, index) is None}


def remove_unused_folder(directory: Path) -> None:
    """Removes a folder that a run made and wrote no table into (its lock alone, or nothing)."""
    if (directory / MANIFEST).exists():
        return
    (directory / LOCK).unlink(missing_ok=True)
    with contextlib.suppress(OSError):  # (not empty: something else is there, and stays)
        directory.rmdir()


def remove_leftovers(directory: Path) -> None:
    """Deletes temporaries that a killed run left (hidden ``.shard-*.tmp`` and ``._manifest.json.*.tmp``
    files; the run holds the lock, so none is another's)."""
    for pattern in (".shard-*.tmp", f".{MANIFEST}.*.tmp"):
        for path in directory.glob(pattern):
            path.unlink(missing_ok=True)


@contextmanager
def locked(directory: Path) -> Iterator[None]:
    """Holds ``directory``'s lock for one run (where the system has ``fcntl``); ValueError if taken."""
    try:
        import fcntl
    except ImportError:  # no advisory locks here: runs are trusted not to overlap
        yield
        return
    with open(directory / LOCK, "a+b") as f:
        try:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise ValueError(f"another holdem table run is writing to {directory}") from None
        try:
            yield
        finally:
            fcntl.flock(f.fileno(), fcntl.LOCK_UN)


def write_shard(directory: Path, spec: TableSpec, shard: ShardResult) -> Path:
    """Writes one computed shard as its Parquet file (atomically); returns the path."""
    pq = pyarrow_parquet()
    import pyarrow as pa

    data: dict[str, Any] = {}
    for p in range(spec.players):
        data[f"class_{p}"] = pa.array([spec.classes[c] for c in shard.rows[:, p]], type=pa.string())
    for kind, values in (("equity", shard.equity), ("win", shard.win), ("tie", shard.tie)):
        for p in range(spec.players):  # (an impossible combination's NaN as null: SQL readers take NaN as a number)
            data[f"{kind}_{p}"] = pa.array(np.ascontiguousarray(values[:, p]), type=pa.float64(), from_pandas=True)
    data["combos"] = pa.array(shard.combos, type=pa.int64())
    # Each file says what it is, for a reader of the Parquet alone: the manifest's parameters and holdEm's version.
    about = json.dumps({**manifest_of(spec), "shard": shard.index, "holdEm": __version__})
    table = pa.table(data, metadata={SHARD_METADATA: about})
    path = shard_path(directory, shard.index)
    # Each page's checksum, verified when the table is loaded: a flipped bit is an error, not a figure.
    write_whole(path, lambda f: pq.write_table(table, f, write_page_checksum=True), durable=True)
    return path
