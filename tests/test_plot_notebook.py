"""Pictures in a notebook: IPython's display shows a figure of holdEm.plot as a picture in a fresh
session (no pyplot call, no ``%matplotlib`` before it), and a way of showing it that the user or
pyplot set is kept."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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


# The walkthrough's cells, one by one, in an IPython shell with a kernel's command line: what each
# cell publishes for display (its MIME types), or the error that stopped it.
WALKTHROUGH_IN_A_KERNEL = """
import json, re, sys, tempfile
from IPython.core.interactiveshell import InteractiveShell
connection = tempfile.NamedTemporaryFile(suffix=".json", delete=False).name
sys.argv = ["ipykernel_launcher.py", "-f", connection]  # (a path: it was taken for the output folder)
shell = InteractiveShell.instance()
shell.display_formatter.active_types = shell.display_formatter.format_types
shown = []
shell.display_pub.publish = lambda data, **_: shown.append(sorted(data))
source = open(EXAMPLE).read()
for cell in re.split(r"(?m)^(?=# %%)", source)[1:]:  # each cell with its "# %% title" line
    outcome = shell.run_cell(cell, silent=True)
    if not outcome.success:
        print(json.dumps({"error": repr(outcome.error_in_exec or outcome.error_before_exec)}))
        raise SystemExit(1)
print(json.dumps({"shown": shown}))
"""


@pytest.mark.slow
def test_the_walkthrough_runs_in_a_notebook_showing_its_tables_and_pictures() -> None:
    example = Path(__file__).resolve().parent.parent / "examples" / "analysis_walkthrough.py"
    if not example.exists():
        pytest.skip("needs the source tree")
    script = f"EXAMPLE = {str(example)!r}\n" + WALKTHROUGH_IN_A_KERNEL
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=cli_env(), timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    shown = json.loads(done.stdout.strip().splitlines()[-1])["shown"]
    pictures = [kinds for kinds in shown if "image/png" in kinds]
    tables = [kinds for kinds in shown if "text/html" in kinds]
    assert len(pictures) == 8 and len(tables) == 3, shown  # every picture, and the three results shown
