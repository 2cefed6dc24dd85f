"""The limits of the runtime's one launcher (runtime/src/Launcher.cpp) through
RawKernel: each refused launch is the documented Python exception with the
numbers (ValueError for the geometry, RuntimeError for shared memory, as
docs/runtime.md says), and the largest accepted launch runs. libultima-cudart
applies the same checks (test/lit/UltimaCC/launch-limits-launcher.cu)."""

import numpy as np
import pytest

from rt_common import ultima

MARK = r'''
extern "C" __global__ void mark(int *x) {
  if (blockIdx.x == 0 && blockIdx.y == 0 && threadIdx.x == 0) x[0] = 1;
}'''

SHARED = r'''
extern "C" __global__ void shared_sum(int *out) {
  __shared__ int tile[256];
  extern __shared__ int rest[];
  tile[threadIdx.x] = 7;
  rest[0] = 5;
  __syncthreads();
  out[0] = tile[threadIdx.x] + rest[0];
}'''


@pytest.mark.parametrize("grid,numbers", [
    ((2**31 - 1, 65535), "2147483647, 65535, 1"),  # each within CUDA's limits, 2**47 blocks
    ((2**31,), "2147483648"),                        # beyond CUDA's grid.x
    ((1, 65536), "65536"),                           # beyond CUDA's grid.y
    ((1, 1, 65536), "65536"),                        # beyond CUDA's grid.z
])
def test_grid_limits_are_value_errors(grid, numbers):
    k = ultima.RawKernel(MARK, "mark")
    x = np.zeros(1, np.int32)
    with pytest.raises(ValueError, match="grid") as e:
        k(grid, (1,) * len(grid), (x,))
    assert numbers in str(e.value)
    assert x[0] == 0


def test_block_limits_are_value_errors():
    k = ultima.RawKernel(MARK, "mark")
    x = np.zeros(1, np.int32)
    threads = k.max_threads_per_block
    with pytest.raises(ValueError, match=f"block of {2 * threads} threads exceeds"):
        k((1,), (threads, 2), (x,))
    k((1,), (threads,), (x,))  # the kernel's own limit is a block that runs
    assert x[0] == 1


def test_static_and_dynamic_shared_memory_against_the_device():
    k = ultima.RawKernel(SHARED, "shared_sum")
    out = np.zeros(1, np.int32)
    assert k.shared_size_bytes == 1024
    fits = k.max_dynamic_shared_size_bytes  # the device's local memory less the static
    # All of it was refused before: the kernel's __local argument, as last set,
    # was counted in its static bytes as well as in the launch's.
    k((1,), (1,), (out,), shared_mem=fits)
    assert out[0] == 12
    k((1,), (1,), (out,), shared_mem=fits)  # again, with that argument set
    with pytest.raises(RuntimeError, match=f"{fits + 1024 + 4} bytes of shared"):
        k((1,), (1,), (out,), shared_mem=fits + 4)
    out[0] = 0
    k((1,), (1,), (out,), shared_mem=0)  # no dynamic bytes: the smallest __local argument
    assert out[0] == 12
