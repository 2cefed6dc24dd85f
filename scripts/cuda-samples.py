#!/usr/bin/python3
"""Builds and runs NVIDIA's CUDA samples with ultima-cc, one line per sample.

Usage: cuda-samples.py DIR [--out DIR] [--timeout S] [--jobs N] [--only NAME,...]
       [--markdown FILE]

DIR is a checkout of the public NVIDIA/cuda-samples repository (nothing of it
belongs in this repository). Each sample is built as its own CMakeLists.txt
builds it: the sources of its add_executable, its include_directories and
target_include_directories, C++17, then

    ultima-cc -O2 -std=c++17 -I <dirs> <sources> -o <out>/<name>/<name>

and run in its own folder with the arguments of the checkout's test_args.json
(NVIDIA's own runner's), every run of a sample within --timeout seconds.
A sample passes when every run exits 0; exit 2 is CUDA samples' EXIT_WAIVED.

A sample is "n/a" (not applicable to ultima-cc on one OpenCL device) when its
CMakeLists needs graphics interop, the driver API, NVRTC, libNVVM, MPI or a
platform-specific SDK, or test_args.json gives it a skip or more than one GPU.
Samples that link a CUDA library (cuBLAS, cuFFT, ...) are "library": they are
counted apart, as are the applicable ones; so are Thrust's users. Windows-only
samples and CUDA Dynamic Parallelism (device-side launches, which OpenCL 1.2
cannot express) are "n/a".
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ULTIMA_CC = ROOT / "build" / "bin" / "ultima-cc"

# What a CMakeLists.txt names that ultima-cc cannot give it, and why.
NOT_APPLICABLE = [
    (r"find_package\((OpenGL|GLUT|Vulkan|EGL|X11|glfw3|NVSCI)", "graphics interop"),
    (r"CUDA::cuda_driver|\blcuda\b", "driver API"),
    (r"CUDA::nvrtc|nvrtc", "NVRTC"),
    (r"nvvm|NVVM", "libNVVM"),
    (r"find_package\(MPI", "MPI"),
    (r"find_package\(FreeImage", "FreeImage"),
]
LIBRARY = re.compile(r"CUDA::(cublas|cublasLt|cufft|cufft_static|curand|cusparse|cusolver|npp\w*|nvjpeg)")
PLATFORM_DIRS = ("7_libNVVM", "8_Platform_Specific")


def cmake_args(text, command):
    """The argument lists of every `command(...)` in a CMakeLists text."""
    out = []
    for m in re.finditer(r"^\s*" + command + r"\s*\(([^)]*)\)", text, re.M | re.I):
        body = re.sub(r"#[^\n]*", "", m.group(1))
        out.append(body.split())
    return out


class Sample:
    def __init__(self, folder, test_args):
        self.folder = folder
        self.name = folder.name
        self.category = folder.parent.name
        self.text = (folder / "CMakeLists.txt").read_text(errors="replace")
        self.config = test_args.get(self.name, {})
        self.applicability = self._applicability()

    def _applicability(self):
        if self.category in PLATFORM_DIRS:
            return "n/a", "platform-specific"
        if self.config.get("skip"):
            return "n/a", "skipped by NVIDIA's runner (interop)"
        if self.config.get("min_gpus", 1) > 1:
            return "n/a", "needs %d GPUs" % self.config["min_gpus"]
        for pattern, why in NOT_APPLICABLE:
            if re.search(pattern, self.text):
                return "n/a", why
        if re.search(r"Windows-only|if\(WIN32\)", self.text):
            return "n/a", "Windows only"
        readme = self.folder / "README.md"
        if readme.exists() and "CUDA Dynamic Parallelism" in readme.read_text(errors="replace"):
            return "n/a", "dynamic parallelism (OpenCL 1.2 has no device-side enqueue)"
        lib = LIBRARY.search(self.text)
        if lib:
            return "library", "links " + lib.group(1)
        for source in self.folder.glob("*.cu"):
            if "#include <thrust/" in source.read_text(errors="replace"):
                return "library", "uses Thrust"
        return "applicable", ""

    def sources_and_includes(self):
        executables = cmake_args(self.text, "add_executable")
        if not executables:
            return None, None
        exe = executables[0]
        sources = [a for a in exe[1:] if re.search(r"\.(cu|c|cc|cpp|cxx)$", a)]
        includes = []
        for args in cmake_args(self.text, "include_directories") + cmake_args(
            self.text, "target_include_directories"
        ):
            for a in args:
                if a in ("PRIVATE", "PUBLIC", "INTERFACE", "SYSTEM", exe[0]) or "$" in a:
                    continue
                includes.append(a)
        return [self.folder / s for s in sources], [self.folder / i for i in includes]

    def runs(self):
        if "runs" in self.config:
            return [r.get("args", []) for r in self.config["runs"]]
        return [self.config.get("args", [])]


def first_line(text, pattern):
    for line in text.splitlines():
        if re.search(pattern, line):
            return line.strip()[:200]
    lines = [l for l in text.strip().splitlines() if l.strip()]
    return lines[-1].strip()[:200] if lines else ""


def build_and_run(sample, out, timeout):
    sources, includes = sample.sources_and_includes()
    if not sources:
        return "n/a", "no add_executable with sources", 0.0
    exe_dir = out / sample.name
    exe_dir.mkdir(parents=True, exist_ok=True)
    exe = exe_dir / sample.name
    cmd = [str(ULTIMA_CC), "-O2", "-std=c++17", "-I", str(sample.folder)]
    for inc in includes:
        cmd += ["-I", str(inc)]
    if re.search(r"find_package\(OpenMP", sample.text):
        cmd += ["-Xcompiler", "-fopenmp"]
    cmd += [str(s) for s in sources] + ["-o", str(exe)]
    start = time.time()
    build = subprocess.run(cmd, capture_output=True, text=True)
    (exe_dir / "build.log").write_text(" ".join(cmd) + "\n" + build.stdout + build.stderr)
    if build.returncode != 0:
        return "build", first_line(build.stderr, r"error"), time.time() - start
    for args in sample.runs():
        try:
            run = subprocess.run(
                [str(exe)] + args, cwd=sample.folder, capture_output=True, text=True,
                timeout=timeout, errors="replace",
            )
        except subprocess.TimeoutExpired:
            return "timeout", "over %d s with %s" % (timeout, " ".join(args)), time.time() - start
        (exe_dir / "run.log").write_text(run.stdout + run.stderr)
        if run.returncode == 2:
            return "waived", first_line(run.stdout + run.stderr, r"[Ww]aiv|requires|not support"), \
                time.time() - start
        if run.returncode != 0:
            return "fail", "exit %d: %s" % (run.returncode, first_line(
                run.stdout + run.stderr, r"rror|FAIL|[Aa]bort|mismatch")), time.time() - start
    return "pass", "", time.time() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("checkout", type=Path)
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "cuda-samples")
    parser.add_argument("--timeout", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", default="")
    parser.add_argument("--markdown", type=Path)
    opts = parser.parse_args()
    if not ULTIMA_CC.exists():
        sys.exit("cuda-samples: build ultima first (bash scripts/build.sh)")
    args_file = opts.checkout / "test_args.json"
    test_args = json.loads(args_file.read_text()) if args_file.exists() else {}
    folders = sorted(p.parent for p in opts.checkout.glob("Samples/*/*/CMakeLists.txt"))
    samples = [Sample(f, test_args) for f in folders]
    only = set(filter(None, opts.only.split(",")))
    if only:
        samples = [s for s in samples if s.name in only]
    todo = [s for s in samples if s.applicability[0] != "n/a"]
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        futures = {pool.submit(build_and_run, s, opts.out, opts.timeout): s for s in todo}
        for future in concurrent.futures.as_completed(futures):
            s = futures[future]
            results[s.name] = future.result()
            status, why, secs = results[s.name]
            print("%-8s %-40s %-11s %5.1fs %s" % (status, s.name, s.applicability[0], secs, why),
                  flush=True)
    counts = {}
    for s in samples:
        if s.applicability[0] == "n/a":
            continue
        status = results[s.name][0]
        counts.setdefault(s.applicability[0], {}).setdefault(status, 0)
        counts[s.applicability[0]][status] += 1
    for kind, c in sorted(counts.items()):
        total = sum(c.values())
        print("%s: %d of %d pass (%s)" % (kind, c.get("pass", 0), total,
                                          ", ".join("%s %d" % kv for kv in sorted(c.items()))))
    if opts.markdown:
        write_markdown(opts.markdown, samples, results)


INTRO = """# NVIDIA's CUDA samples on ultima

The public `NVIDIA/cuda-samples` repository, built as each sample's
CMakeLists.txt builds it (its sources, include folders, C++17) with
`ultima-cc -O2` and run on the OpenCL device with the arguments of the
repository's own `test_args.json`. Nothing of the samples is part of this
repository; the runner is

    bash scripts/cuda-samples.sh CHECKOUT [--jobs N] [--markdown docs/cuda-samples.md]

which wrote this page. **applicable**: samples ultima-cc should run on one
OpenCL device. **library**: samples that call a CUDA library (cuBLAS, cuFFT,
cuRAND, NPP, nvJPEG) or Thrust. **n/a**: graphics interop, the driver API,
NVRTC, libNVVM, MPI, FreeImage, Windows-only, several GPUs, dynamic
parallelism (OpenCL 1.2 has no device-side enqueue), platform-specific.
A sample passes when every run exits 0; "first failure" is the first error
of the build or the run.
"""


def write_markdown(path, samples, results):
    counts = {}
    for s in samples:
        if s.applicability[0] != "n/a":
            c = counts.setdefault(s.applicability[0], [0, 0])
            c[0] += results[s.name][0] == "pass"
            c[1] += 1
    lines = [INTRO]
    for kind, (passed, total) in sorted(counts.items()):
        lines.append("- %s: **%d of %d pass**" % (kind, passed, total))
    lines += ["", "| sample | category | kind | status | first failure |",
              "|---|---|---|---|---|"]
    for s in sorted(samples, key=lambda s: (s.category, s.name)):
        if s.applicability[0] == "n/a":
            lines.append("| %s | %s | n/a | | %s |" % (s.name, s.category, s.applicability[1]))
            continue
        status, why, _ = results[s.name]
        why = re.sub(r"/\S*/Samples/", "", why).replace(str(ROOT) + "/", "")
        why = re.sub(r"\S*/lib/gcc/\S*?/include/", "", why).replace("|", "\\|")
        if s.applicability[0] == "library":
            why = (s.applicability[1] + "; " + why).strip("; ")
        lines.append("| %s | %s | %s | %s | %s |" % (s.name, s.category, s.applicability[0],
                                                     status, why))
    path.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
