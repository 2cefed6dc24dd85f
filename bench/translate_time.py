#!/usr/bin/env python3
"""Median wall time of `ultima FILE` (whole process) next to `clang-15 -fsyntax-only`
on the same CUDA file with the same CUDA flags. Usage:
    /usr/bin/python3 bench/translate_time.py [FILE] [--runs N]
"""
import argparse
import os
import statistics
import subprocess
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parser = argparse.ArgumentParser()
parser.add_argument("file", nargs="?", default=os.path.join(root, "bench", "inputs", "matmul50.cu"))
parser.add_argument("--runs", type=int, default=30)
args = parser.parse_args()

ultima = os.environ.get("ULTIMA_BIN", os.path.join(root, "build", "bin", "ultima"))
cuda_headers = os.path.join(root, "kernels", "cuda")
commands = {
    "ultima": [ultima, args.file],
    "clang-15 -fsyntax-only": [
        "clang-15", "-x", "cuda", "--cuda-device-only", "--cuda-gpu-arch=sm_70", "-nocudainc",
        "-nocudalib", "--cuda-path=/nonexistent", "-nostdinc", "-std=c++14", "-isystem",
        cuda_headers, "-include", "__ultima_prelude.h", "-fsyntax-only", args.file],
}


def median_ms(cmd):
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)  # warm the page cache
    samples = []
    for _ in range(args.runs):
        start = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


# Interleave the two so machine noise hits both alike.
results = {name: [] for name in commands}
for _ in range(3):
    for name, cmd in commands.items():
        results[name].append(median_ms(cmd))
base = statistics.median(results["clang-15 -fsyntax-only"])
lines = sum(1 for _ in open(args.file))
print(f"{os.path.basename(args.file)} ({lines} lines), median of {3 * args.runs} runs each:")
for name, values in results.items():
    m = statistics.median(values)
    print(f"  {name:24s} {m:7.1f} ms   ({m / base:.2f}x clang-15 -fsyntax-only)")
