"""Shared pytest setup: the opt-in slow marker."""

from __future__ import annotations

import os

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
