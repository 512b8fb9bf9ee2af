"""Pictures in a notebook: IPython's display shows a figure of holdEm.plot as a picture in a fresh
session (no pyplot call, no ``%matplotlib`` before it), and a way of showing it that the user or
pyplot set is kept."""

from __future__ import annotations

import subprocess
import sys

import pytest
from cli_support import cli_env

pytest.importorskip("matplotlib")
pytest.importorskip("IPython")

# A fresh IPython session (its own process: the shell is a process-wide singleton) that draws a
# range and formats it as a notebook's cell would show it: the MIME types it is given in.
FRESH_SESSION = """
from IPython.core.interactiveshell import InteractiveShell
from matplotlib.figure import Figure
shell = InteractiveShell.instance()
shell.display_formatter.active_types = shell.display_formatter.format_types  # as a notebook's kernel has them
png = shell.display_formatter.formatters["image/png"]
custom = sys.argv[1] == "custom"
if custom:
    png.for_type(Figure, lambda figure: b"the user's own")
from holdEm.plot import plot_range
data, _ = shell.display_formatter.format(plot_range("15%"))
print(sorted(data), data.get("image/png", b"")[:8])
"""


def _shown(mode: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", "import sys\n" + FRESH_SESSION, mode],
        capture_output=True,
        text=True,
        env=cli_env(),
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_figure_shows_as_a_picture_in_a_fresh_notebook_session() -> None:
    # (Before, only its text: "<Figure size 700x620 with 2 Axes>".)
    assert _shown("fresh") == "['image/png', 'text/plain'] b'\\x89PNG\\r\\n\\x1a\\n'"


def test_a_way_of_showing_figures_already_set_is_kept() -> None:
    assert _shown("custom") == "['image/png', 'text/plain'] b'the user'"
