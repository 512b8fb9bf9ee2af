"""Without the web extra, ``holdEm.web`` and ``holdem serve`` name it (``pip install 'holdEm[web]'``)
instead of failing on a bare import of Starlette.  Starlette is made unimportable in a process of
its own, so that these run where the extra is installed too."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cli_support import cli_env

# Run first in each process: `import starlette` then raises ImportError, installed or not.
NO_STARLETTE = "import sys\nsys.modules['starlette'] = None\n"
NEEDS_WEB = "needs the web extra (pip install 'holdEm[web]'): "


def run_python(code: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", NO_STARLETTE + code], capture_output=True, text=True, env=cli_env(), cwd=cwd, timeout=60
    )


def test_holdEm_web_without_starlette_names_the_extra(tmp_path: Path) -> None:
    code = """
try:
    from holdEm.web import ServerLimits, create_app
except ImportError as error:
    print(type(error).__name__ + ": " + str(error))
"""
    done = run_python(code, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("ImportError: holdEm.web " + NEEDS_WEB), done.stdout
    assert "starlette" in done.stdout  # what could not be imported


def test_holdem_serve_without_starlette_names_the_extra_once(tmp_path: Path) -> None:
    done = run_python("import holdEm.cli\nsys.exit(holdEm.cli.main(['serve', '--port', '0']))", tmp_path)
    assert done.returncode != 0 and "Traceback" not in done.stderr, done.stderr
    assert "holdem serve " + NEEDS_WEB in done.stderr and done.stderr.count("needs the web extra") == 1, done.stderr
