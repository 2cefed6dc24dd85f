#!/usr/bin/env python3
"""Start-up latency of a new process (issue: start-up to the OpenCL floor).

In one run, alternating, median of --runs new processes each:

- ultima, warm: a new process whose kernel an earlier process already
  translated and built (ultima's disk cache and PoCL's kernel cache warm):
  `import ultima`, then from the kernel's construction to its result on the
  host (device start-up included). The translations each process ran are
  counted (0 on a warm cache: no Clang).
- the floor: a hand-written PyOpenCL program that builds the same kind of
  kernel from OpenCL C (PoCL's kernel cache warm), launches it and reads the
  result, timed from after `import pyopencl` to the result (context
  creation included, as ultima's device start-up is).
- the same two as whole processes, interpreter start-up and imports
  included, timed by the parent.
- in-process translation of a small kernel with ultima.translate(): the
  first in a process and warm (a later, different kernel in that process),
  with the precompiled prelude on disk (ultima's cache directory, as the
  runtime uses it) and without a cache directory (the prelude is parsed as
  text first, precompiled in memory on the second translation).
- whether `import ultima` loaded Clang (libclang-cpp) or the translator.

Never a timed test: run it by hand on an idle machine.

    /usr/bin/python3 bench/startup_bench.py [--runs N]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PYTHONPATH = os.path.join(HERE, "..", "build", "python")

ULTIMA_CHILD = r"""
import time
t0 = time.perf_counter()
import numpy as np
t1 = time.perf_counter()
import ultima
t2 = time.perf_counter()
clang = any("libclang-cpp" in l or "libultimaTranslator" in l for l in open("/proc/self/maps"))
k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x * 3 + y", "startup_fma")
x = ultima.asarray(np.ones(1000, np.float32))
z = k(x, x).get()
t3 = time.perf_counter()
assert (z == 4).all()
print(json.dumps({"import": (t2 - t1) * 1e3, "first": (t3 - t2) * 1e3,
                  "translations": ultima._ultima._translations_run(), "clang_at_import": clang}))
""".replace("import time", "import time, json")

FLOOR_CHILD = r"""
import time, json
import numpy as np
import pyopencl as cl
t0 = time.perf_counter()
ctx = cl.Context([cl.get_platforms()[0].get_devices()[0]])
q = cl.CommandQueue(ctx)
prg = cl.Program(ctx, '''
__kernel void startup_fma(__global const float *x, __global const float *y,
                          __global float *z, uint n) {
  size_t i = get_global_id(0);
  if (i < n) z[i] = x[i] * 3.0f + y[i];
}''').build()
h = np.ones(1000, np.float32)
mf = cl.mem_flags
x = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=h)
z = cl.Buffer(ctx, mf.WRITE_ONLY, h.nbytes)
prg.startup_fma(q, (1024,), (256,), x, x, z, np.uint32(1000))
out = np.empty_like(h)
cl.enqueue_copy(q, out, z)
q.finish()
t1 = time.perf_counter()
assert (out == 4).all()
print(json.dumps({"first": (t1 - t0) * 1e3}))
"""

TRANSLATE_CHILD = r"""
import time, json, ultima
def kernel(k):
    return ('__global__ void k%d(float *x, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x;'
            ' if (i < n) x[i] = x[i] * %d + 1; }' % (k, k))
t0 = time.perf_counter(); ultima.translate(kernel(0)); t1 = time.perf_counter()
warm = []
for k in range(1, 8):
    a = time.perf_counter(); ultima.translate(kernel(k)); warm.append(time.perf_counter() - a)
warm.sort()
print(json.dumps({"first": (t1 - t0) * 1e3, "warm": warm[len(warm) // 2] * 1e3}))
"""


def run(code, **env):
    full = dict(os.environ, PYTHONPATH=PYTHONPATH, **env)
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], env=full, capture_output=True, text=True)
    wall = (time.perf_counter() - start) * 1e3
    if out.returncode != 0:
        sys.exit(out.stderr)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    result["process"] = wall
    return result


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    cache = tempfile.mkdtemp(prefix="ultima-startup-")
    cold = run(ULTIMA_CHILD, ULTIMA_CACHE_DIR=cache)  # fills both caches
    run(FLOOR_CHILD)  # fills PoCL's cache for the floor
    run(TRANSLATE_CHILD, ULTIMA_CACHE_DIR=cache)  # precompiles the prelude
    ultima_runs, floor_runs, translate_runs, nocache_runs = [], [], [], []
    for _ in range(args.runs):
        ultima_runs.append(run(ULTIMA_CHILD, ULTIMA_CACHE_DIR=cache))
        floor_runs.append(run(FLOOR_CHILD))
        translate_runs.append(run(TRANSLATE_CHILD, ULTIMA_CACHE_DIR=cache))
        nocache_runs.append(run(TRANSLATE_CHILD, ULTIMA_CACHE_DIR=""))

    def med(runs, key):
        return statistics.median(r[key] for r in runs)

    first, floor = med(ultima_runs, "first"), med(floor_runs, "first")
    print(f"median of {args.runs} new processes each; milliseconds\n")
    print("| what | ms |")
    print("|---|---|")
    print(f"| ultima, its disk cache empty: first call (translate + clBuildProgram, PoCL's "
          f"own cache as it was) | {cold['first']:.1f} |")
    print(f"| ultima, warm caches: first call in a new process | {first:.1f} |")
    print(f"| hand-written PyOpenCL floor: context + build (PoCL cache warm) + launch + read | "
          f"{floor:.1f} |")
    print(f"| ratio ultima / floor | {first / floor:.2f}x |")
    up, fp = med(ultima_runs, "process"), med(floor_runs, "process")
    print(f"| whole process (interpreter, imports, the call), ultima warm | {up:.1f} |")
    print(f"| whole process, hand-written PyOpenCL floor | {fp:.1f} |")
    print(f"| ratio ultima / floor, whole process | {up / fp:.2f}x |")
    print(f"| `import ultima` | {med(ultima_runs, 'import'):.1f} |")
    print(f"| translations run by a warm process | "
          f"{max(r['translations'] for r in ultima_runs)} |")
    print(f"| Clang's libraries loaded by `import ultima` | "
          f"{'yes' if any(r['clang_at_import'] for r in ultima_runs) else 'no'} |")
    print(f"| ultima.translate(), first in a process | {med(translate_runs, 'first'):.1f} |")
    print(f"| ultima.translate(), warm in-process | {med(translate_runs, 'warm'):.1f} |")
    print(f"| ultima.translate(), first in a process, no cache directory | "
          f"{med(nocache_runs, 'first'):.1f} |")
    print(f"| ultima.translate(), warm in-process, no cache directory | "
          f"{med(nocache_runs, 'warm'):.1f} |")


if __name__ == "__main__":
    main()
