#!/usr/bin/env python3
"""Runtime benchmark (never a timed test): ultima's ElementwiseKernel and
ReductionKernel against (a) a hand-written one-work-item-per-element OpenCL
kernel on the same device, (b) PyOpenCL's ElementwiseKernel/ReductionKernel,
(c) NumPy; plus first-call costs. All in one run, because the machine is noisy.

    PYTHONPATH=build/python /usr/bin/python3 bench/runtime_bench.py [--n 10000000] [--reps 20]

Prints a Markdown table (median milliseconds per call, and the ratio to ultima).
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "build", "python"))
os.environ.setdefault("ULTIMA_CACHE_DIR", tempfile.mkdtemp(prefix="ultima-bench-"))
import ultima  # noqa: E402
import pyopencl as cl  # noqa: E402
import pyopencl.array as cla  # noqa: E402
from pyopencl.elementwise import ElementwiseKernel as ClElementwise  # noqa: E402
from pyopencl.reduction import ReductionKernel as ClReduction  # noqa: E402


def median_ms(fn, sync, reps):
    fn()
    sync()
    times = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        sync()
        times.append((time.perf_counter() - t) * 1e3)
    return float(np.median(times))


def pyopencl_queue():
    name = ultima.device_name()
    for p in cl.get_platforms():
        for d in p.get_devices():
            if d.name == name:
                ctx = cl.Context([d])
                return ctx, cl.CommandQueue(ctx)
    raise SystemExit("ultima's device is not visible to PyOpenCL")


HAND = """
__kernel void add(__global const float *x, __global const float *y, __global float *z, long n) {
  size_t i = get_global_id(0); if (i < n) z[i] = x[i] + y[i]; }
__kernel void fma_(__global const float *x, __global const float *y, __global float *z, float a,
                   long n) {
  size_t i = get_global_id(0); if (i < n) z[i] = x[i] * a + y[i]; }
/* Sum in two stages: each work-item adds a contiguous chunk (PoCL vectorises
   that, where a strided loop is slow), a work-group tree per group, then one
   group adds the partial sums. */
__kernel void sum_stage1(__global const float *x, __global float *partial, long n, long chunk,
                         __local float *tmp) {
  size_t lid = get_local_id(0);
  long start = (long)get_global_id(0) * chunk, end = min(start + chunk, n);
  float s = 0.0f;
  for (long i = start; i < end; ++i) s += x[i];
  tmp[lid] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t h = get_local_size(0) / 2; h > 0; h >>= 1) {
    if (lid < h) tmp[lid] += tmp[lid + h];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) partial[get_group_id(0)] = tmp[0];
}
__kernel void sum_stage2(__global float *partial, int m, __local float *tmp) {
  size_t lid = get_local_id(0);
  float s = 0.0f;
  for (int i = lid; i < m; i += get_local_size(0)) s += partial[i];
  tmp[lid] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t h = get_local_size(0) / 2; h > 0; h >>= 1) {
    if (lid < h) tmp[lid] += tmp[lid + h];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0) partial[0] = tmp[0];
}
"""


def first_call_child(cache_dir):
    code = ("import time, numpy as np, ultima\n"
            "k = ultima.ElementwiseKernel('T x, T y', 'T z', 'z = x * 3 + y', 'bench_first')\n"
            "x = ultima.asarray(np.ones(10, np.float32))\n"
            "t = time.perf_counter(); k(x, x).get(); print((time.perf_counter() - t) * 1e3)\n")
    env = dict(os.environ, ULTIMA_CACHE_DIR=cache_dir, POCL_KERNEL_CACHE="0",
               PYTHONPATH=os.path.join(HERE, "..", "build", "python"))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True)
    return float(out.stdout.strip())


def reduction_rows(row, rx, ux, cx, usync, csync, ctx, reps):
    """Reductions over axes and other reduce expressions, each checked against
    NumPy before it is timed. PyOpenCL's ReductionKernel reduces whole arrays
    only, so it has no axis rows."""
    n = rx.size
    rsum = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "bench_sum")
    rmax = ultima.ReductionKernel("T x", "T y", "x", "max(a, b)", "y = a", None, "bench_max")
    # argmax as NumPy defines it (the first position of the largest value):
    # an order-preserving integer key of the float, then the complement of
    # the position, packed in 64 bits.
    rargmax = ultima.ReductionKernel(
        "T x", "int64 i",
        "((long long)(__float_as_int(x) ^ ((__float_as_int(x) >> 31) & 0x7fffffff)) << 32)"
        " | (0xffffffffLL - _J)",
        "max(a, b)", "i = 0xffffffffLL - (a & 0xffffffffLL)", None, "bench_argmax",
        reduce_type="int64")
    rsumexp = ultima.ReductionKernel("T x, T m", "T y", "exp(x - m)", "a + b", "y = log(a)",
                                     "0", "bench_sumexp")
    add = ultima.ElementwiseKernel("T a, T b", "T z", "z = a + b", "bench_lse_add")
    cl_max = ClReduction(ctx, np.float32, neutral="-INFINITY", reduce_expr="fmax(a, b)",
                         map_expr="x[i]", arguments="float *x")

    def check(got, want, what):
        if not np.allclose(got, want, rtol=1e-3, atol=1e-2):
            raise SystemExit(f"{what}: ultima's result differs from NumPy's")

    side = int(round(n ** 0.5))
    cube = int(round(n ** (1 / 3)))
    x2 = rx[:side * side].reshape(side, side)
    x3 = rx[:cube ** 3].reshape(cube, cube, cube)
    u2, u3 = ultima.asarray(x2), ultima.asarray(x3)
    for axis in (0, 1):
        check(rsum(u2, axis=axis).get(), x2.sum(axis=axis), f"2-D sum axis {axis}")
        row(f"sum over axis {axis} of {side}x{side} float32",
            median_ms(lambda: rsum(u2, axis=axis).get(), usync, reps), None, None,
            median_ms(lambda: x2.sum(axis=axis), lambda: None, reps))
    for axis in (0, 1, 2):
        check(rsum(u3, axis=axis).get(), x3.sum(axis=axis), f"3-D sum axis {axis}")
        row(f"sum over axis {axis} of {cube}x{cube}x{cube} float32",
            median_ms(lambda: rsum(u3, axis=axis).get(), usync, reps), None, None,
            median_ms(lambda: x3.sum(axis=axis), lambda: None, reps))
    check(rmax(ux).get(), rx.max(), "max")
    row(f"max(x) ({n:.0e} float32)",
        median_ms(lambda: rmax(ux).get(), usync, reps), None,
        median_ms(lambda: cl_max(cx).get(), csync, reps),
        median_ms(lambda: rx.max(), lambda: None, reps))
    check(ux.max().get(), rx.max(), "ndarray.max")
    row(f"x.max() ({n:.0e} float32, ndarray.max)",
        median_ms(lambda: ux.max().get(), usync, reps), None, None,
        median_ms(lambda: rx.max(), lambda: None, reps))
    if ux.argmax().get() != rx.argmax():
        raise SystemExit("ndarray.argmax: ultima's result differs from NumPy's")
    row(f"x.argmax() ({n:.0e} float32, ndarray.argmax)",
        median_ms(lambda: ux.argmax().get(), usync, reps), None, None,
        median_ms(lambda: rx.argmax(), lambda: None, reps))
    if rargmax(ux).get() != rx.argmax():
        raise SystemExit("argmax: ultima's result differs from NumPy's")
    row(f"argmax(x) ({n:.0e} float32), CuPy's packed-key ReductionKernel",
        median_ms(lambda: rargmax(ux).get(), usync, reps), None, None,
        median_ms(lambda: rx.argmax(), lambda: None, reps))

    def lse_numpy():
        m = x2.max(axis=1, keepdims=True)
        return np.log(np.exp(x2 - m).sum(axis=1)) + m[:, 0]

    def lse_ultima():
        m = rmax(u2, axis=1, keepdims=True)
        return add(rsumexp(u2, m, axis=1), m[:, 0]).get()
    check(lse_ultima(), lse_numpy(), "log-sum-exp")
    row(f"log-sum-exp over axis 1 of {side}x{side} float32",
        median_ms(lse_ultima, usync, reps), None, None,
        median_ms(lse_numpy, lambda: None, reps))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=10_000_000)
    ap.add_argument("--reps", type=int, default=20)
    args = ap.parse_args()
    n, reps = args.n, args.reps
    rng = np.random.default_rng(0)
    hx, hy = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)

    # ultima
    add = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "bench_add")
    fma = ultima.ElementwiseKernel("T x, T y, T a", "T z", "z = x * a + y", "bench_fma")
    rsum = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "bench_sum")
    ux, uy, uz = ultima.asarray(hx), ultima.asarray(hy), ultima.empty(n, np.float32)
    usync = ultima.synchronize
    # PyOpenCL
    ctx, q = pyopencl_queue()
    cx, cy, cz = cla.to_device(q, hx), cla.to_device(q, hy), cla.empty(q, n, np.float32)
    prg = cl.Program(ctx, HAND).build()
    gsize = ((n + 255) // 256 * 256,)
    cl_add = ClElementwise(ctx, "float *x, float *y, float *z", "z[i] = x[i] + y[i]")
    cl_fma = ClElementwise(ctx, "float *x, float *y, float *z, float a", "z[i] = x[i] * a + y[i]")
    cl_sum = ClReduction(ctx, np.float32, neutral="0", reduce_expr="a+b", map_expr="x[i]",
                         arguments="float *x")
    csync = q.finish

    rows = []
    def row(what, u, hand, pcl, npy):
        rows.append((what, u, hand, pcl, npy))

    row("z = x + y (1e7 float32)",
        median_ms(lambda: add(ux, uy, uz), usync, reps),
        median_ms(lambda: prg.add(q, gsize, (256,), cx.data, cy.data, cz.data, np.int64(n)), csync, reps),
        median_ms(lambda: cl_add(cx, cy, cz), csync, reps),
        median_ms(lambda: np.add(hx, hy), lambda: None, reps))
    row("z = x * a + y (1e7 float32)",
        median_ms(lambda: fma(ux, uy, 2.5, uz), usync, reps),
        median_ms(lambda: prg.fma_(q, gsize, (256,), cx.data, cy.data, cz.data, np.float32(2.5),
                                   np.int64(n)), csync, reps),
        median_ms(lambda: cl_fma(cx, cy, cz, np.float32(2.5)), csync, reps),
        median_ms(lambda: hx * np.float32(2.5) + hy, lambda: None, reps))
    groups, local = 256, 256
    chunk = (n + groups * local - 1) // (groups * local)
    partial = cla.empty(q, groups, np.float32)
    result = np.zeros(1, np.float32)

    def hand_sum():
        prg.sum_stage1(q, (groups * local,), (local,), cx.data, partial.data, np.int64(n),
                       np.int64(chunk), cl.LocalMemory(4 * local))
        prg.sum_stage2(q, (local,), (local,), partial.data, np.int32(groups),
                       cl.LocalMemory(4 * local))
        cl.enqueue_copy(q, result, partial.data)  # what .get() of a 1-element result does
        return result[0]

    assert abs(hand_sum() - hx.sum(dtype=np.float64)) < 1e-3 * n ** 0.5
    row("sum(x) (1e7 float32)",
        median_ms(lambda: rsum(ux).get(), usync, reps),
        median_ms(hand_sum, csync, reps),
        median_ms(lambda: cl_sum(cx).get(), csync, reps),
        median_ms(lambda: hx.sum(), lambda: None, reps))
    reduction_rows(row, rx=hx, ux=ux, cx=cx, usync=usync, csync=csync, ctx=ctx, reps=reps)
    small = ultima.asarray(hx[:1000])
    small_out = ultima.empty(1000, np.float32)
    row("z = x + y (1,000 float32), per call",
        median_ms(lambda: add(small, small, small_out), usync, reps * 10), None,
        median_ms(lambda: cl_add(cx[:1000], cy[:1000], cz[:1000]), csync, reps * 10),
        median_ms(lambda: np.add(hx[:1000], hx[:1000]), lambda: None, reps * 10))

    row("sum(x) (1,000 float32), per call",
        median_ms(lambda: rsum(small).get(), usync, reps * 10), None,
        median_ms(lambda: cl_sum(cx[:1000]).get(), csync, reps * 10),
        median_ms(lambda: hx[:1000].sum(), lambda: None, reps * 10))

    cold = tempfile.mkdtemp(prefix="ultima-bench-cold-")
    first = first_call_child(cold)
    warm = first_call_child(cold)

    def fmt(v, ref):
        return "-" if v is None else f"{v:.2f} ({v / ref:.2f}x)"
    print(f"device: {ultima.device_name()}; median of {reps} calls; ms (ratio to ultima)\n")
    print("| kernel | ultima | hand-written OpenCL | PyOpenCL | NumPy |")
    print("|---|---|---|---|---|")
    for what, u, hand, pcl, npy in rows:
        print(f"| {what} | {u:.2f} | {fmt(hand, u)} | {fmt(pcl, u)} | {fmt(npy, u)} |")
    print(f"\nfirst call, new process, empty disk cache (translate + build, PoCL cache off): "
          f"{first:.0f} ms")
    print(f"first call, new process, warm disk cache (PoCL cache off): {warm:.0f} ms")


if __name__ == "__main__":
    main()
