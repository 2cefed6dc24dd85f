"""pytest configuration for the executed-kernel tests (see README.md)."""

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

try:
    import numpy as np
except Exception:  # not Debian's /usr/bin/python3: only test_environment.py can run
    np = None
    collect_ignore = [p.name for p in HERE.glob("test_*.py") if p.name != "test_environment.py"]
else:
    import harness  # noqa: E402


def pytest_report_header(config):
    import os
    lines = [f"ultima binary: {os.environ.get('ULTIMA_BIN') or HERE.parents[1] / 'build/bin/ultima'}"]
    if np is None:
        lines.append("numpy not importable: kernel tests not collected (use /usr/bin/python3)")
    try:
        import pyopencl as cl
        names = [f"{p.name}: {', '.join(d.name for d in p.get_devices())}"
                 for p in cl.get_platforms()]
        lines.append("OpenCL: " + ("; ".join(names) or "no platform"))
    except Exception as exc:  # pragma: no cover - depends on the machine
        lines.append(f"OpenCL: unavailable ({exc})")
    return lines


@pytest.fixture
def cu():
    """cu("file.cu") -> harness.Module (translated with ultima, built on PoCL; cached)."""
    return harness.load


@pytest.fixture
def rng(request):
    """A NumPy generator seeded from the test's name: fixed, but distinct per test."""
    seed = sum(request.node.name.encode()) * 7919 + len(request.node.name)
    return np.random.default_rng(seed)
