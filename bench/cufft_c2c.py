#!/usr/bin/env python3
"""cuFFT (libultima-cufft on VkFFT's OpenCL backend) against NumPy (never a
timed test): a forward single-precision C2C FFT of N = 2^20 points, out of
place (bench/inputs/cufft_bench.cu, built with ultima-cc, timed inside the
program: median of REPS synchronised executions after a warm-up that builds
VkFFT's kernels) next to numpy.fft.fft on a complex64 array of the same size
(which NumPy computes in double precision). Runs alternate, because the machine
is noisy; prints the median milliseconds over RUNS runs of each and the ratio.

    /usr/bin/python3 bench/cufft_c2c.py [--n 1048576] [--reps 5] [--runs 3]
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
    ap.add_argument("--n", type=int, default=1 << 20)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="cufft-bench-")
    exe = os.path.join(tmp, "cufft_bench")
    subprocess.run([os.path.join(BUILD, "bin", "ultima-cc"), "-O2",
                    os.path.join(HERE, "inputs", "cufft_bench.cu"), "-o", exe], check=True)

    rng = np.random.default_rng(12345)
    host = (rng.random(args.n) + 1j * rng.random(args.n)).astype(np.complex64)

    results = {"cufft": [], "numpy": []}
    for _ in range(args.runs):
        out = subprocess.run([exe, str(args.n), str(args.reps)], capture_output=True, text=True,
                             check=True).stdout
        fields = dict(line.split() for line in out.strip().splitlines())
        if fields["checks"] != "1":
            sys.exit("cufft_bench: the transform was wrong")
        results["cufft"].append(float(fields["fft"]))
        results["numpy"].append(timed_ms(args.reps, lambda: np.fft.fft(host)))
    m = {k: median(v) for k, v in results.items()}
    print(f"n = {args.n}, median of {args.runs} runs (each the median of {args.reps} calls)")
    print(f"cufftExecC2C (VkFFT)    {m['cufft']:9.2f} ms")
    print(f"numpy.fft.fft           {m['numpy']:9.2f} ms   cufft/numpy {m['cufft'] / m['numpy']:.2f}")


if __name__ == "__main__":
    main()
