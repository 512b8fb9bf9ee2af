"""The optional CUDA backend: whether it is there, and device checks for ``device=`` arguments.

The backend is compiled in only when the module is built with
``pip install . -Ccmake.define.HOLDEM_CUDA=ON``; :func:`cuda_available` says
whether it was and a device is present.  ``equity(..., device="cuda")`` (Hold'em
and Omaha high, see :func:`cuda_max_players`) and ``evaluate_batch(...,
device="cuda")`` use it; without it they raise ``RuntimeError`` saying what is
missing.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from holdEm import _core
from holdEm.games import HOLE_CARDS, equity_game

DEVICES = ("cpu", "cuda")

#: The most players ``equity(..., device="cuda")`` takes in any game: its pot shares are
#: counted in 1/2520ths (divisible by 1..10). A game's deck may deal fewer (cuda_max_players).
MAX_CUDA_PLAYERS = 10
#: The games ``equity(..., device="cuda")`` plays: Hold'em and Omaha high.
CUDA_GAMES = ("holdem", "omaha", "plo4", "plo5", "plo6")


def cuda_max_players(game: str) -> int:
    """The most players ``equity(..., game=game, device="cuda")`` takes (``game`` one of
    CUDA_GAMES): MAX_CUDA_PLAYERS, or fewer where the deck deals fewer (five board cards and
    every hand's hole cards from 52), as the CPU engine counts them.

    >>> [cuda_max_players(g) for g in ("holdem", "plo4", "plo5", "plo6")]
    [10, 10, 9, 7]
    """
    name = equity_game(game) if isinstance(game, str) else None  # any case, "plo" too
    if name not in CUDA_GAMES:
        raise ValueError(f"device='cuda' runs {', '.join(CUDA_GAMES)}, got game={game!r}")
    return min(MAX_CUDA_PLAYERS, (52 - 5) // HOLE_CARDS[name])


def cuda_available() -> bool:
    """True when holdEm was built with its CUDA backend and a CUDA device is present.

    >>> isinstance(cuda_available(), bool)
    True
    """
    return bool(_core._cuda_built()) and _core._cuda_device_count() > 0


def check_device(device: Any) -> str:
    """``device`` as ``"cpu"`` or ``"cuda"``; ValueError for any other name."""
    if not isinstance(device, str):
        raise TypeError(f"device must be a string ('cpu' or 'cuda'), not {type(device).__name__}")
    name = device.strip().lower()
    if name not in DEVICES:
        raise ValueError(f"device must be 'cpu' or 'cuda', got {device!r}")
    return name


def require_cuda() -> None:
    """RuntimeError unless the CUDA backend is built in and a device is present, saying which is missing."""
    _core._check_cuda()


def _device_array(array: Any, name: str, typestr: str, ndim: int) -> tuple[int, tuple[int, ...]]:
    """The data pointer and shape of a C-contiguous device array (``__cuda_array_interface__``)."""
    interface = getattr(array, "__cuda_array_interface__", None)
    if not isinstance(interface, dict):
        raise ValueError(f"{name} must be a CUDA device array (with __cuda_array_interface__)")
    shape = tuple(int(n) for n in interface["shape"])
    if interface["typestr"] != typestr or len(shape) != ndim:
        want = "uint8" if typestr == "|u1" else "uint16"
        raise ValueError(f"{name} must be a {ndim}-dimensional {want} device array, got {interface['typestr']} {shape}")
    strides = interface.get("strides")
    itemsize = int(typestr[2:])
    contiguous = tuple(itemsize * int(np.prod(shape[i + 1 :], dtype=np.int64)) for i in range(ndim))
    if strides is not None and tuple(strides) != contiguous:
        raise ValueError(f"{name} must be C-contiguous")
    pointer, readonly = interface["data"]
    if name == "out" and readonly:
        raise ValueError("out must be a writable device array")
    return int(pointer), shape


def evaluate_batch_cuda(cards: Any, validate: bool, out: Any) -> Any:
    """evaluate_batch on the GPU: a host array (copied in and out), or a device array into device ``out``.

    The arrays are checked first, so that a wrong argument is a ValueError on any machine.
    """
    if hasattr(cards, "__cuda_array_interface__"):
        pointer, shape = _device_array(cards, "cards", "|u1", 2)
        if shape[1] not in (5, 6, 7):
            raise ValueError(f"evaluate_batch takes an array of shape (N, 5|6|7), got shape {shape}")
        if out is None:
            raise ValueError("a device array of cards needs out=, a device array of N uint16 for the strengths")
        out_pointer, out_shape = _device_array(out, "out", "<u2", 1)
        if out_shape != (shape[0],):
            raise ValueError(f"out must have shape ({shape[0]},), got {out_shape}")
        require_cuda()
        _core._evaluate_batch_cuda_pointers(pointer, shape[0], shape[1], out_pointer, validate)
        return out
    if out is not None:
        raise ValueError("out= is for device arrays; a host array's strengths are returned")
    require_cuda()
    host: npt.NDArray[np.uint8] = np.ascontiguousarray(cards)
    return _core._evaluate_batch_cuda(host, validate)
