"""Shared pytest setup: the opt-in slow marker, and the batch kernel fixture."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", default=False, help="run slow exhaustive checks")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--runslow") or os.environ.get("HOLDEM_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow: run with --runslow or HOLDEM_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(params=["vector", "portable"])
def kernel(request: pytest.FixtureRequest) -> Iterator[str]:
    """Runs a test on each kernel of evaluate_batch and evaluate_batch(game="shortdeck...").

    The vector (AVX2) kernel runs only where the processor has it; the portable one is forced
    through the switch both batches share.  holdEm is imported here, not at the top, so that
    collecting tests never needs the compiled module.
    """
    from holdEm import _core

    active = _core._set_batch_simd(request.param == "vector")
    try:
        if request.param == "vector" and not active:
            pytest.skip("this processor has no AVX2")
        yield request.param
    finally:
        _core._set_batch_simd(True)
