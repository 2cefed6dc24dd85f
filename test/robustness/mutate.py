#!/usr/bin/env python3
"""Robustness sweep: feeds ultima mutated versions of every CUDA file in the test
corpus (truncated at random points, lines dropped or duplicated, tokens swapped).
ultima must exit 0 or 1 - never crash or hang - and whatever it accepts must
compile as OpenCL C 1.2. Usage: mutate.py [--count N] [--seed S]
"""
import argparse
import glob
import os
import random
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
parser = argparse.ArgumentParser()
parser.add_argument("--count", type=int, default=300)
parser.add_argument("--seed", type=int, default=1)
args = parser.parse_args()
ultima = os.environ.get("ULTIMA_BIN", os.path.join(root, "build", "bin", "ultima"))
oclc = ["clang-15", "-x", "cl", "-cl-std=CL1.2", "-fsyntax-only", "-Xclang",
        "-finclude-default-header", "-Werror=implicit-function-declaration"]

corpus = sorted(glob.glob(os.path.join(root, "test", "**", "*.cu"), recursive=True) +
                glob.glob(os.path.join(root, "examples", "*.cu")))
rng = random.Random(args.seed)
tokens = ["__shared__", "*", "&", "int", "float", "{", "}", "(", ")", ";", "half", "template",
          "threadIdx.x", "__syncthreads();", "return", "0", "[", "]", "->", "::", "extern"]


def mutate(text):
    lines = text.split("\n")
    kind = rng.randrange(4)
    if kind == 0:
        return text[:rng.randrange(len(text) + 1)]
    if kind == 1 and lines:
        del lines[rng.randrange(len(lines))]
    elif kind == 2 and lines:
        i = rng.randrange(len(lines))
        lines.insert(i, lines[rng.randrange(len(lines))])
    else:
        words = text.split(" ")
        words[rng.randrange(len(words))] = rng.choice(tokens)
        return " ".join(words)
    return "\n".join(lines)


failures = 0
accepted = 0
with tempfile.TemporaryDirectory() as tmp:
    for n in range(args.count):
        source = mutate(open(rng.choice(corpus)).read())
        path = os.path.join(tmp, f"m{n}.cu")
        with open(path, "w") as f:
            f.write(source)
        try:
            r = subprocess.run([ultima, path], capture_output=True, text=True, timeout=30)
        except subprocess.TimeoutExpired:
            print(f"HANG on {path}")
            failures += 1
            continue
        if r.returncode not in (0, 1):
            failures += 1
            keep = os.path.join(root, "build", f"robustness-crash-{n}.cu")
            with open(keep, "w") as f:
                f.write(source)
            print(f"CRASH (exit {r.returncode}) on {keep}\n{r.stderr[-2000:]}")
            continue
        if r.returncode == 1 and "error:" not in r.stderr:
            failures += 1
            print(f"exit 1 without a diagnostic on {path}")
            continue
        if r.returncode == 0:
            accepted += 1
            cl = os.path.join(tmp, f"m{n}.cl")
            with open(cl, "w") as f:
                f.write(r.stdout)
            c = subprocess.run(oclc + [cl], capture_output=True, text=True)
            if c.returncode != 0:
                failures += 1
                keep = os.path.join(root, "build", f"robustness-badcl-{n}.cu")
                with open(keep, "w") as f:
                    f.write(source)
                print(f"ACCEPTED BUT DOES NOT COMPILE: {keep}\n{c.stderr[:1500]}")
print(f"{args.count} mutants, {accepted} accepted, {failures} failures")
sys.exit(1 if failures else 0)
