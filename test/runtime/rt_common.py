"""Shared setup of the runtime tests (test_rt_*.py): import ultima from the
build tree (``ULTIMA_PYTHON``, default ``<repo>/build/python``) with its disk
cache in a per-session temporary directory, so tests never touch the user's
cache. A missing build is a test failure, never a skip."""

import os
import sys
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
PYTHON_DIR = Path(os.environ.get("ULTIMA_PYTHON", REPO / "build" / "python"))
os.environ.setdefault("ULTIMA_CACHE_DIR", tempfile.mkdtemp(prefix="ultima-test-cache-"))
if str(PYTHON_DIR) not in sys.path:
    sys.path.insert(0, str(PYTHON_DIR))

try:
    import ultima  # noqa: E402,F401
except ImportError as exc:  # pragma: no cover - depends on the build
    pytest.fail(f"cannot import ultima from {PYTHON_DIR}: {exc} (build the runtime first)",
                pytrace=False)


def subprocess_env(**extra):
    """Environment for a child Python that imports ultima from the build tree."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(PYTHON_DIR) + os.pathsep + env.get("PYTHONPATH", "")
    env.update(extra)
    return env
