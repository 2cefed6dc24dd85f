"""What CUDA device code gets from the hardware, in a CuPy RawKernel: clock64()
and clock() (ultima counts calls, so a thread's successive reads increase),
__nanosleep and __trap. The kernel takes CUDA's arguments only: the device
runtime's own buffers are the runtime's business, not the caller's (CuPy's
RawKernel has no such arguments either)."""

import numpy as np

from rt_common import ultima

CLOCKS = ultima.RawKernel(r'''
extern "C" __global__ void clocks(long long *elapsed, long *later, int spins, int bad) {
  long long t0 = clock64();
  long c0 = clock();
  while (clock64() - t0 < spins)
    ;
  __nanosleep(100);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  elapsed[i] = clock64() - t0;
  later[i] = clock() > c0;
  if (i == bad)
    __trap();
}''', "clocks")


def test_clock_reads_increase_and_need_no_extra_arguments():
    blocks, threads = 3, 64
    elapsed = np.zeros(blocks * threads, np.int64)
    later = np.zeros(blocks * threads, np.int64)
    CLOCKS((blocks,), (threads,), (elapsed, later, np.int32(50 * 1024), np.int32(-1)))
    assert (elapsed >= 50 * 1024).all()
    assert (later == 1).all()


def test_the_counter_keeps_counting_across_launches():
    elapsed = np.zeros(32, np.int64)
    later = np.zeros(32, np.int64)
    for spins in (10 * 1024, 200 * 1024):
        CLOCKS((1,), (32,), (elapsed, later, np.int32(spins), np.int32(-1)))
        assert (elapsed >= spins).all()


def test_trap_does_not_stop_the_other_threads():
    # OpenCL C cannot stop a work-item; the others finish their work.
    elapsed = np.zeros(64, np.int64)
    later = np.zeros(64, np.int64)
    CLOCKS((1,), (64,), (elapsed, later, np.int32(5), np.int32(7)))
    assert (later == 1).all()
