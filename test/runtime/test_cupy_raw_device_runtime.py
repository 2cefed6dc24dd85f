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


GRID = ultima.RawKernel(r'''
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
extern "C" __global__ void grid_view(int *valid, unsigned long long *rank, int sync) {
  cg::grid_group grid = cg::this_grid();
  unsigned long long r = grid.thread_rank();
  valid[r] = grid.is_valid();
  if (sync)
    grid.sync();
  rank[r] = r;
}''', "grid_view")


def test_a_grid_group_outside_a_cooperative_launch_is_invalid_and_never_hangs():
    # CuPy launches a RawKernel without cooperative groups (ultima refuses
    # enable_cooperative_groups), so is_valid() is false; the grid barrier is
    # the runtime's hidden buffer, and grid.sync() does not wait for it.
    blocks, threads = 3, 32
    for sync in (0, 1):
        valid = np.full(blocks * threads, 7, np.int32)
        rank = np.zeros(blocks * threads, np.uint64)
        GRID((blocks,), (threads,), (valid, rank, np.int32(sync)))
        assert (valid == 0).all()
        assert (rank == np.arange(blocks * threads)).all()
