#!/usr/bin/env python3
"""cublasSgemm on CLBlast (libultima-cublas) against the textbook tiled
matrix-multiply kernel translated by ultima and NumPy's float32 matmul, on N x N
matrices (never a timed test). bench/inputs/cublas_bench.cu, built with
ultima-cc, times both inside the program (median of REPS synchronised calls
after a warm-up); NumPy is timed here on the same sizes. Runs alternate,
because the machine is noisy. Prints the median milliseconds over RUNS runs,
GFLOP/s and the ratios (higher is faster for cuBLAS).

    /usr/bin/python3 bench/cublas_sgemm.py [--n 1024] [--reps 5] [--runs 3]
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

from timing import median, timed_ms

HERE = os.path.dirname(os.path.abspath(__file__))
BUILD = os.path.join(HERE, "..", "build")
os.environ.setdefault("ULTIMA_CACHE_DIR", tempfile.mkdtemp(prefix="ultima-bench-"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1024)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="cublas-bench-")
    exe = os.path.join(tmp, "cublas_bench")
    subprocess.run([os.path.join(BUILD, "bin", "ultima-cc"), "-O2",
                    os.path.join(HERE, "inputs", "cublas_bench.cu"), "-o", exe], check=True)
    rng = np.random.default_rng(12345)
    a = rng.random((args.n, args.n), dtype=np.float32) - np.float32(0.5)
    b = rng.random((args.n, args.n), dtype=np.float32) - np.float32(0.5)

    results = {k: [] for k in ("sgemm", "kernel", "numpy")}
    for _ in range(args.runs):
        out = subprocess.run([exe, str(args.n), str(args.reps)], capture_output=True, text=True,
                             check=True).stdout
        fields = dict(line.split() for line in out.strip().splitlines())
        if fields["agree"] != "1":
            sys.exit("cublas_bench: cublasSgemm and the kernel disagree")
        results["sgemm"].append(float(fields["sgemm"]))
        results["kernel"].append(float(fields["kernel"]))
        results["numpy"].append(timed_ms(args.reps, lambda: a @ b))
    m = {k: median(v) for k, v in results.items()}
    flops = 2.0 * args.n ** 3

    def gflops(ms):
        return flops / (ms * 1e6)

    print(f"n = {args.n}, median of {args.runs} runs (each the median of {args.reps} calls)")
    print(f"cublasSgemm (CLBlast)     {m['sgemm']:9.2f} ms  {gflops(m['sgemm']):7.2f} GFLOP/s")
    print(f"tiled kernel (translated) {m['kernel']:9.2f} ms  {gflops(m['kernel']):7.2f} GFLOP/s"
          f"   kernel/sgemm {m['kernel'] / m['sgemm']:.2f}")
    print(f"NumPy a @ b (float32)     {m['numpy']:9.2f} ms  {gflops(m['numpy']):7.2f} GFLOP/s"
          f"   numpy/sgemm {m['numpy'] / m['sgemm']:.2f}")


if __name__ == "__main__":
    main()
