"""A fixed-seed slice of the differential generator (test/differential, docs/testing.md).

Random well-defined CUDA kernels are translated with `ultima --verify`, run on
the OpenCL device and compared with the same source compiled for the host
(g++, UBSan on, host_shim.h): integers bit-exactly, floats bit-exactly or, for
values that went through a math call, within the documented bound.  One to
two minutes on 2 cores.  Reproduce a failure with the command it prints.
"""

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
RUN = REPO / "test" / "differential" / "run.py"
# Shapes that hit translator bugs tracked elsewhere (docs/testing.md); none now.
KNOWN = ""


def test_differential_slice():
    pytest.importorskip("pyopencl")
    if shutil.which("g++") is None:
        pytest.skip("no g++ for the host oracle")
    binary = REPO / "build" / "bin" / "ultima"
    assert binary.is_file(), f"build the translator first ({binary})"
    p = subprocess.run(["/usr/bin/python3", str(RUN), "--seed", "1", "--count", "200", "--batch", "40",
                        "--jobs", "2", "--gen-opts", KNOWN],
                       capture_output=True, text=True, timeout=900, cwd=REPO)
    summary = [line for line in p.stdout.splitlines() if "programs," in line]
    assert p.returncode == 0 and summary and "200 programs, 0 discrepancies" in summary[-1], \
        p.stdout[-8000:] + p.stderr[-2000:]
