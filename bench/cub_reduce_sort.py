#!/usr/bin/env python3
"""ultima's CUB subset against NumPy and the Python runtime (never a timed
test): cub::DeviceReduce::Sum and cub::DeviceRadixSort::SortKeys on N
float32 values (bench/inputs/cub_bench.cu, built with ultima-cc, timed inside
the program: median of REPS calls after a warm-up, synchronised) next to
np.sum and np.sort on the same number of values, and, for the sum, the
Python runtime's ndarray .sum() (a ReductionKernel) on an array already on
the device. Runs alternate, because the machine is noisy; prints the median
milliseconds over RUNS runs of each and the ratios.

    /usr/bin/python3 bench/cub_reduce_sort.py [--n 10000000] [--reps 5] [--runs 3]
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
sys.path.insert(0, os.path.join(BUILD, "python"))
os.environ.setdefault("ULTIMA_CACHE_DIR", tempfile.mkdtemp(prefix="ultima-bench-"))
import ultima  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=10_000_000)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="cub-bench-")
    exe = os.path.join(tmp, "cub_bench")
    subprocess.run([os.path.join(BUILD, "bin", "ultima-cc"), "-O2",
                    os.path.join(HERE, "inputs", "cub_bench.cu"), "-o", exe], check=True)

    rng = np.random.default_rng(12345)
    host = (rng.random(args.n, dtype=np.float32) - np.float32(0.5))
    device = ultima.asarray(host)

    def ultima_sum():
        total = device.sum()
        ultima.synchronize()
        return total

    results = {k: [] for k in ("cub_sum", "cub_sort", "np_sum", "np_sort", "ultima_sum")}
    for _ in range(args.runs):
        out = subprocess.run([exe, str(args.n), str(args.reps)], capture_output=True, text=True,
                             check=True).stdout
        fields = dict(line.split() for line in out.strip().splitlines())
        if fields["checks"] != "1":
            sys.exit("cub_bench: a result was wrong")
        results["cub_sum"].append(float(fields["reduce"]))
        results["cub_sort"].append(float(fields["sort"]))
        results["np_sum"].append(timed_ms(args.reps, lambda: np.sum(host)))
        results["np_sort"].append(timed_ms(args.reps, lambda: np.sort(host)))
        results["ultima_sum"].append(timed_ms(args.reps, ultima_sum))
    m = {k: median(v) for k, v in results.items()}
    print(f"n = {args.n}, median of {args.runs} runs (each the median of {args.reps} calls)")
    print(f"DeviceReduce::Sum       {m['cub_sum']:9.2f} ms")
    print(f"ultima ndarray.sum()    {m['ultima_sum']:9.2f} ms   cub/ultima {m['cub_sum'] / m['ultima_sum']:.2f}")
    print(f"np.sum                  {m['np_sum']:9.2f} ms   cub/numpy  {m['cub_sum'] / m['np_sum']:.2f}")
    print(f"DeviceRadixSort::SortKeys {m['cub_sort']:7.2f} ms")
    print(f"np.sort                 {m['np_sort']:9.2f} ms   cub/numpy  {m['cub_sort'] / m['np_sort']:.2f}")


if __name__ == "__main__":
    main()
