#!/usr/bin/env python3
"""Start-up of a program ultima-cc builds (never a timed test): what loading
libultima-cudart costs a process before main does any CUDA work. Builds one
trivial .cu program (a kernel it never launches; main reads its own
/proc/self/status and /proc/self/maps and returns), then runs it RUNS times,
alternating with a plain C++ program of the same main built by clang++ (the
baseline: a process with no CUDA runtime). Prints the median wall time of a
run, and the program's resident and mapped memory at main's start, for both.

    /usr/bin/python3 bench/cc_startup.py [--build BUILD_DIR] [--runs 41]

BUILD_DIR (default build/) holds bin/ultima-cc: point it at another build to
compare two versions of libultima-cudart in one run (--build A --build B).
"""
import argparse
import os
import statistics
import subprocess
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

MAIN = r"""
#include <cstdio>
#include <cstring>
static long field(const char *name) {
  FILE *f = fopen("/proc/self/status", "r");
  char line[256];
  long kb = -1;
  while (f && fgets(line, sizeof line, f))
    if (!strncmp(line, name, strlen(name)))
      sscanf(line + strlen(name), "%ld", &kb);
  if (f)
    fclose(f);
  return kb;
}
int main() {
  printf("rss_kb %ld vm_kb %ld\n", field("VmRSS:"), field("VmSize:"));
  return 0;
}
"""


def build(tmp, build_dir):
    cu = os.path.join(tmp, "trivial.cu")
    with open(cu, "w") as f:
        f.write("__global__ void never(int *p) { *p = 1; }\n" + MAIN)
    exe = os.path.join(tmp, "trivial-%d" % abs(hash(build_dir)))
    subprocess.run([os.path.join(build_dir, "bin", "ultima-cc"), "-O2", cu, "-o", exe],
                   check=True)
    return exe


def baseline(tmp):
    cpp = os.path.join(tmp, "plain.cpp")
    with open(cpp, "w") as f:
        f.write(MAIN)
    exe = os.path.join(tmp, "plain")
    subprocess.run(["clang++-15", "-O2", cpp, "-o", exe], check=True)
    return exe


def run_once(exe, env):
    start = time.perf_counter()
    out = subprocess.run([exe], capture_output=True, text=True, env=env, check=True).stdout
    elapsed = (time.perf_counter() - start) * 1000
    rss, vm = (int(x) for x in out.split()[1::2])
    return elapsed, rss, vm


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", action="append")
    parser.add_argument("--runs", type=int, default=41)
    opts = parser.parse_args()
    builds = opts.build or [os.path.join(HERE, "..", "build")]
    env = dict(os.environ, ULTIMA_CACHE_DIR=tempfile.mkdtemp(prefix="ultima-bench-"))
    with tempfile.TemporaryDirectory() as tmp:
        programs = [("plain clang++ (baseline)", baseline(tmp))]
        programs += [("ultima-cc, " + b, build(tmp, b)) for b in builds]
        samples = {name: [] for name, _ in programs}
        for _ in range(opts.runs):
            for name, exe in programs:
                samples[name].append(run_once(exe, env))
        for name, _ in programs:
            times = [s[0] for s in samples[name]]
            rss = statistics.median(s[1] for s in samples[name])
            vm = statistics.median(s[2] for s in samples[name])
            print("%-48s %7.2f ms  rss %6.1f MB  mapped %7.1f MB" %
                  (name, statistics.median(times), rss / 1024, vm / 1024))


if __name__ == "__main__":
    main()
