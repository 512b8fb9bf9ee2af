"""Shared pytest setup: the opt-in slow marker, the batch kernel fixture, and the browser tests' page."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

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


@pytest.fixture(scope="module")
def page() -> Iterator[Any]:
    """The headless Chromium page of a browser test file, shared by its tests (browser_support).

    browser_support is imported here, not at the top, so that other tests never need selenium;
    a browser test file has imported it already, and was skipped if the browser is missing.
    """
    from browser_support import shared_page

    with shared_page() as driver:
        yield driver
