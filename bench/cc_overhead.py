#!/usr/bin/env python3
"""ultima-cc's host layer (libultima-cudart) against the Python runtime (never a
timed test): the same two kernels (bench/inputs/cc_kernels.cuh: saxpy over N
floats, a 16x16-tiled matmul of M x M) launched REPS times then synchronised,
from a program built with ultima-cc and through ultima.RawKernel. Runs
alternate, because the machine is noisy; prints the median milliseconds per
launch over RUNS runs each, and the ratio ultima-cc / Python.

    /usr/bin/python3 bench/cc_overhead.py [--n 1048576] [--m 256] [--reps 20] [--runs 5]
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
BUILD = os.path.join(HERE, "..", "build")
sys.path.insert(0, os.path.join(BUILD, "python"))
os.environ.setdefault("ULTIMA_CACHE_DIR", tempfile.mkdtemp(prefix="ultima-bench-"))
import ultima  # noqa: E402


def python_runs(n, m, reps):
    with open(os.path.join(HERE, "inputs", "cc_kernels.cuh")) as f:
        source = f.read()
    saxpy = ultima.RawKernel(source, "saxpy")
    matmul = ultima.RawKernel(source, "matmul")
    x = ultima.asarray(np.zeros(n, np.float32))
    y = ultima.asarray(np.zeros(n, np.float32))
    a = ultima.asarray(np.zeros((m, m), np.float32))
    b = ultima.asarray(np.zeros((m, m), np.float32))
    c = ultima.asarray(np.zeros((m, m), np.float32))

    def per_launch(launch):
        launch()
        ultima.synchronize()
        start = time.perf_counter()
        for _ in range(reps):
            launch()
        ultima.synchronize()
        return (time.perf_counter() - start) * 1e3 / reps

    return {
        "saxpy": per_launch(lambda: saxpy(((n + 255) // 256,), (256,),
                                          (np.float32(2), x, y, np.int32(n)))),
        "matmul": per_launch(lambda: matmul((m // 16, m // 16), (16, 16),
                                            (a, b, c, np.int32(m)))),
    }


def cc_run(exe, n, m, reps):
    out = subprocess.run([exe, str(n), str(m), str(reps)], capture_output=True, text=True,
                         check=True).stdout
    return {k: float(v) for k, v in (line.split() for line in out.strip().splitlines())}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--n", type=int, default=1 << 20)
    p.add_argument("--m", type=int, default=256)
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--runs", type=int, default=5)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        exe = os.path.join(tmp, "cc_bench")
        subprocess.run([os.path.join(BUILD, "bin", "ultima-cc"), "-O2",
                        os.path.join(HERE, "inputs", "cc_bench.cu"), "-o", exe], check=True)
        cc, py = {}, {}
        for _ in range(args.runs):
            for k, v in cc_run(exe, args.n, args.m, args.reps).items():
                cc.setdefault(k, []).append(v)
            for k, v in python_runs(args.n, args.m, args.reps).items():
                py.setdefault(k, []).append(v)
    print("device: %s; n=%d, m=%d, %d launches per run, median of %d runs"
          % (ultima.device_name(), args.n, args.m, args.reps, args.runs))
    print("| kernel | ultima-cc ms/launch | Python runtime ms/launch | ratio |")
    print("|---|---|---|---|")
    for k in cc:
        a, b = float(np.median(cc[k])), float(np.median(py[k]))
        print("| %s | %.3f | %.3f | %.2f |" % (k, a, b, a / b))


if __name__ == "__main__":
    main()
