"""Preconditions of the suite. Kept free of numpy/pyopencl imports so that it always
collects: a missing translator FAILS here, a missing OpenCL stack SKIPS."""

import os
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _bin():
    env = os.environ.get("ULTIMA_BIN")
    return Path(env) if env else REPO / "build" / "bin" / "ultima"


def test_ultima_binary_present():
    b = _bin()
    assert b.is_file() and os.access(b, os.X_OK), (
        f"ultima binary not found or not executable: {b} "
        f"(build the translator, or set ULTIMA_BIN)")


def test_opencl_device_available():
    try:
        import numpy  # noqa: F401
        import pyopencl as cl
    except Exception as exc:
        pytest.skip(f"numpy/pyopencl not importable ({exc}); run with /usr/bin/python3")
    devices = []
    try:
        for p in cl.get_platforms():
            devices += p.get_devices()
    except Exception as exc:
        pytest.skip(f"no OpenCL platform ({exc})")
    if not devices:
        pytest.skip("no OpenCL device (install pocl-opencl-icd)")


def test_ultima_rejects_invalid_input(tmp_path):
    b = _bin()
    if not b.is_file():
        pytest.fail(f"ultima binary not found: {b}", pytrace=False)
    src = tmp_path / "bad.cu"
    src.write_text("__global__ void k(float *p) { p[0] = undeclared_name; }\n")
    proc = subprocess.run([str(b), str(src)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1, proc
    assert "error" in proc.stderr and "bad.cu" in proc.stderr, proc.stderr
