"""compile(log_stream=) carries the translator's warnings where NVRTC warns,
as CuPy's test of RawKernel.compile expects: a variable declared and never
used (or only set) is a warning in the log, naming the line; `-w` leaves
warnings out; the kernel still runs (reference: NumPy)."""

import io

import numpy as np
import pytest

from rt_common import ultima

SOURCE = r'''
extern "C" __global__
void test_op(const float *x1, const float *x2, float *y, unsigned int n) {
  int tid = blockDim.x * blockIdx.x + threadIdx.x;
  int j;  // never used: NVRTC warns
  int k = 0;
  k = 3;  // set, never read: NVRTC warns
  if (tid < n) y[tid] = x1[tid] OP x2[tid];
}
'''


def run(kernel):
    x1 = np.arange(50, dtype=np.float32)
    x2 = np.linspace(0, 1, 50, dtype=np.float32)
    y = np.zeros(50, np.float32)
    kernel((1,), (64,), (x1, x2, y, np.uint32(50)))
    np.testing.assert_array_equal(y, x1 + x2)


@pytest.mark.parametrize("make", ["kernel", "module"])
def test_unused_variables_are_warnings_in_the_compile_log(make):
    if make == "kernel":
        kernel = ultima.RawKernel(SOURCE, "test_op", options=("-DOP=+",))
        compiled = kernel
    else:
        compiled = ultima.RawModule(code=SOURCE, options=("-DOP=+",))
        kernel = compiled.get_function("test_op")
    log = io.StringIO()
    compiled.compile(log_stream=log)
    text = log.getvalue()
    assert "warning" in text
    assert any(":5:" in line and "'j'" in line and "unused" in line for line in text.splitlines())
    assert any(":6:" in line and "'k'" in line for line in text.splitlines())
    run(kernel)
    # -w leaves them out.
    quiet = ultima.RawKernel(SOURCE, "test_op", options=("-DOP=+", "-w"))
    log = io.StringIO()
    quiet.compile(log_stream=log)
    assert "warning" not in log.getvalue()
    run(quiet)
