"""Ctrl-C during a wait (issue 16): ultima.synchronize() and ndarray.get() on a
kernel that runs for a long (but bounded) time must raise KeyboardInterrupt
promptly. Each case runs in a child process that sends itself SIGINT from a
timer; the parent reads the child's report with a timeout, so a wait that
ignores the signal fails the test instead of hanging the suite."""

import subprocess
import sys

import pytest

from rt_common import subprocess_env, ultima  # noqa: F401  (ultima: fail early if not built)

CHILD = r'''
import os, signal, threading, time
import numpy as np, ultima
SPIN = """
extern "C" __global__ void spin(float *x, long long n) {
  float acc = x[0];
  for (long long i = 0; i < n; ++i) acc = acc * 0.999999f + 1.0f;
  x[0] = acc;
}"""
k = ultima.RawKernel(SPIN, "spin")
x = ultima.zeros(1, np.float32)
k((1,), (1,), (x, np.int64(1)))
ultima.synchronize()  # built and warm
# ~45 s on PoCL on the CI machine (3e8 iterations/s); bounded everywhere.
k((1,), (1,), (x, np.int64(15_000_000_000)))
start = time.monotonic()
threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT)).start()
try:
    WAIT
    print("finished", time.monotonic() - start, flush=True)
except KeyboardInterrupt:
    print("interrupted", time.monotonic() - start, flush=True)
# The kernel is still running on the device (OpenCL cannot cancel it); do not
# wait for it at exit.
os._exit(0)
'''


@pytest.mark.parametrize("wait", ["ultima.synchronize()", "x.get()"])
def test_ctrl_c_interrupts_a_wait_on_a_runaway_kernel(wait):
    child = subprocess.Popen([sys.executable, "-c", CHILD.replace("WAIT", wait)],
                             env=subprocess_env(), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    try:
        out, err = child.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        pytest.fail(f"the child neither finished nor was interrupted in 120 s: {out!r} {err[-2000:]!r}")
    words = out.split()
    assert words and words[0] == "interrupted", (out, err[-2000:])
    # The signal came after 1 s; the wait noticed it within a few milliseconds
    # (allow for a loaded machine), long before the kernel's ~45 s.
    assert float(words[1]) < 6.0, out
