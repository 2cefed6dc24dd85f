#!/usr/bin/python3
"""Runs CuPy's own user-kernel and texture tests against ultima, one line per test.

Usage: cupy-tests.py CUPY_CHECKOUT [--out DIR] [-k EXPR] [--markdown FILE]

CUPY_CHECKOUT is a checkout of the public cupy/cupy repository (a work tree,
or a bare git directory, whose tests/ is then exported into --out); nothing
of CuPy belongs in this repository. The test files below run under pytest
with the `cupy` package of scripts/cupy_shim/ first on sys.path: a stand-in
that maps CuPy's names to ultima (its kernels are ultima's classes, arrays
are made and compared by NumPy). CuPy's conftest.py is not loaded; what it
sets that the tests rely on (NumPy's NEP 50 promotion) is set here.

Which tests apply is decided by two tables, SCOPE and SKIPS below:
- SCOPE: per file, the tests that are user-kernel tests (the others are
  "out of scope", deselected and counted);
- SKIPS: tests in scope that need what ultima cannot offer (CUDA-only
  machinery), each with its reason; they are reported as skipped.
Everything else is applicable and must pass. Tests CuPy itself skips (its
own skipif conditions) are reported as "skipped (by CuPy)".

--ignore-skips runs the tests of SKIPS as well, to see what they do under
ultima (the report then counts them as applicable).

Writes DIR/results.json (every test: file, id, outcome, reason) and
DIR/report.md (the per-file table and the failures); --markdown FILE writes
the same report there.
"""

import argparse
import datetime
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHIM = ROOT / "scripts" / "cupy_shim"
PYTHON_PKG = ROOT / "build" / "python"
TEST_DIR = "tests/cupy_tests/core_tests"
# Files in scope outside TEST_DIR: name -> their folder.
OTHER_DIRS = {"test_texture.py": "tests/cupy_tests/cuda_tests"}

# file -> regex on the test id (after "file::") of the tests in scope; None: all.
SCOPE = {
    "test_userkernel.py": None,
    "test_raw.py": r"^(?!TestCachePayload::)",
    "test_elementwise.py": None,
    "test_reduction.py": (r"^(TestReductionKernel|TestReductionKernelNonContiguous_param_\d+\S*"
                          r"|TestReductionKernelInvalidArgument|TestReductionKernelCachedCode::test_cached_code$"
                          r"|TestLargeMultiDimReduction)::"),
    "test_structured.py": r"^TestKernelFieldAccess::",
    "test_carray.py": r"^TestCArray::",
    "test_core.py": r"^TestCuPyHeaders::",
    "test_texture.py": None,
}
OUT_OF_SCOPE_WHY = {
    "test_raw.py": "TestCachePayload: the byte format of CuPy's own cubin cache files",
    "test_reduction.py": ("CuPy's internal reduction functions (`_core.create_reduction_func`), "
                          "`ndarray.sum` and CuPy's array protocols: not user kernels"),
    "test_structured.py": ("structured ndarray creation, casts, comparisons and indexing: "
                           "not user kernels (only TestKernelFieldAccess is)"),
    "test_carray.py": ("TestCArray32BitBoundary: `ndarray.sum` and assignment on 2-4 GiB "
                       "arrays, not user kernels"),
    "test_core.py": "ndarray and array-function tests: not user kernels (only TestCuPyHeaders is)",
}

# (file, regex on the test id, reason): tests in scope that are skipped.
# A test matching several rows takes the first.
SKIPS = [
    ("test_raw.py", r"\[NVRTC \((in-memory cache, )?(re-compile, )?jitify\)\]",
     "Jitify (`jitify=True`): an NVRTC preprocessing step ultima does not run (ValueError)"),
    ("test_raw.py", r"^TestRawJitify::.*\[jitify\]|^test_jitify_deprecation_warning",
     "Jitify (`jitify=True`), and CuPy's deprecation warning for its jitify argument"),
    ("test_raw.py", r"\[NVCC \(no-jitify\)\]",
     "`backend='nvcc'`: CuPy's nvcc toolchain path; ultima translates both backends "
     "alike, so these would rerun the NVRTC ids, and nvcc's own refusals "
     "(name_expressions) do not hold by design"),
    ("test_raw.py", r"::test_load_(cubin|ptx|hsaco)\[|::test_module_load_failure\[",
     "cubin/PTX/hsaco files (`RawModule(path=)`): NVIDIA binaries, no OpenCL counterpart"),
    ("test_raw.py", r"::test_dynamical_parallelism\[",
     "dynamic parallelism (`-dc`, kernels launching kernels): OpenCL 1.2 cannot enqueue "
     "from the device"),
    ("test_raw.py", r"^TestRawGridSync|^TestRawPicklable",
     "`enable_cooperative_groups=True` (grid-wide sync; with `backend='nvcc'`): OpenCL 1.2 "
     "has no grid-wide synchronisation"),
    ("test_raw.py", r"::test_raw_pointer\[",
     "raw device allocations (`cupy.cuda.memory.alloc`, `MemoryPointer.copy_from`, "
     "`ndarray(memptr=)`): OpenCL buffers have no addresses"),
    ("test_raw.py", r"::test_kernel_attributes\[",
     "asserts `num_regs > 0`: a register count is CUDA's; OpenCL reports none "
     "(ultima's `num_regs` is None)"),
    ("test_raw.py", r"^TestRawNameExpressionCache::",
     "counts the saves of CuPy's on-disk cubin cache (`DiskKernelCacheBackend`), which "
     "ultima does not use"),
    ("test_raw.py", r"^TestRawJitify::test_jitify[235]\[no-jitify\]",
     "asserts NVRTC's failure on headers it lacks and its wording 'cannot open source "
     "file' (ultima's translator is Clang: other wording, and C++ standard headers exist)"),
    ("test_userkernel.py", r"^TestElementwiseKernelTexture",
     "texture objects as ElementwiseKernel arguments (`TypeError: Unsupported type "
     "TextureObject`): ultima's ElementwiseKernel has no `cudaTextureObject_t` parameter "
     "type; RawKernel and RawModule take them (cuda_tests/test_texture.py)"),
    ("*", "@multi_gpu",
     "needs 2 GPUs (`testing.multi_gpu(2)`): ultima runs on one OpenCL device"),
]


class Recorder:
    """A pytest plugin: the scope and skip tables, and every test's outcome."""

    def __init__(self, ignore_skips=False):
        self.ignore_skips = ignore_skips
        self.results = {}
        self.out_of_scope = {}
        self.collect_errors = []

    def pytest_configure(self, config):
        for marker in ("slow", "multi_gpu(n)", "thread_unsafe(reason)", "with_requires"):
            config.addinivalue_line("markers", marker)

    def pytest_collectreport(self, report):
        if report.failed:
            self.collect_errors.append((report.nodeid, str(report.longrepr)[-2000:]))

    def pytest_collection_modifyitems(self, session, config, items):
        import pytest
        keep, dropped = [], []
        for item in items:
            file, test_id = split_nodeid(item.nodeid)
            scope = SCOPE.get(file)
            if scope is not None and not re.search(scope, test_id):
                dropped.append(item)
                self.out_of_scope[file] = self.out_of_scope.get(file, 0) + 1
                continue
            keep.append(item)
            for skip_file, pattern, why in [] if self.ignore_skips else SKIPS:
                if skip_file not in ("*", file):
                    continue
                if pattern.startswith("@"):
                    hit = item.get_closest_marker(pattern[1:]) is not None
                else:
                    hit = re.search(pattern, test_id) is not None
                if hit:
                    item.add_marker(pytest.mark.skip(reason="ultima: " + why))
                    break
        items[:] = keep
        config.hook.pytest_deselected(items=dropped)

    def pytest_runtest_logreport(self, report):
        file, test_id = split_nodeid(report.nodeid)
        key = (file, test_id)
        if report.when == "call" or (report.when in ("setup", "teardown") and
                                     (report.failed or report.skipped)):
            prev = self.results.get(key)
            if prev and prev["outcome"] == "failed":
                return
            if report.skipped:
                reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else ""
                reason = reason.removeprefix("Skipped: ")
                outcome = "skipped" if reason.startswith("ultima: ") else "skipped (by CuPy)"
                self.results[key] = {"outcome": outcome, "reason": reason.removeprefix("ultima: ")}
            elif report.failed:
                self.results[key] = {"outcome": "failed", "reason": failure_text(report)}
            else:
                self.results[key] = {"outcome": "passed", "reason": ""}


def split_nodeid(nodeid):
    path, _, rest = nodeid.partition("::")
    return Path(path).name, rest


def failure_text(report):
    """The failing exception's last line(s), short."""
    crash = getattr(report.longrepr, "reprcrash", None)
    text = crash.message if crash is not None else str(report.longrepr)
    text = " ".join(text.split())
    return text[:300]


def prepare_checkout(checkout, out):
    """The tests folder and the commit (a bare git dir is exported into out)."""
    checkout = Path(checkout).resolve()
    commit = ""
    try:
        commit = subprocess.run(["git", "-C", str(checkout), "rev-parse", "HEAD"],
                                capture_output=True, text=True, check=True).stdout.strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        pass
    if (checkout / TEST_DIR).is_dir():
        return checkout, commit
    if not commit:
        sys.exit(f"{checkout}: no {TEST_DIR} and not a git repository")
    dest = out / "cupy-src"
    if dest.exists():
        subprocess.run(["rm", "-rf", str(dest)], check=True)
    dest.mkdir(parents=True)
    others = [f"{folder}/{name}" for name, folder in OTHER_DIRS.items()]
    archive = subprocess.run(["git", "-C", str(checkout), "archive", "HEAD", TEST_DIR,
                              "tests/cupy_tests/__init__.py"] + others,
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    return dest, commit


def report_markdown(results, out_of_scope, collect_errors, commit, elapsed):
    rows, lines = [], []
    files = list(SCOPE)
    totals = dict.fromkeys(("applicable", "passed", "failed", "skipped", "cupy_skip", "scope"), 0)
    for file in files:
        res = [r for (f, _), r in results.items() if f == file]
        n = {k: sum(1 for r in res if r["outcome"] == k)
             for k in ("passed", "failed", "skipped", "skipped (by CuPy)")}
        applicable = n["passed"] + n["failed"]
        oos = out_of_scope.get(file, 0)
        rows.append(f"| {file} | {applicable} | {n['passed']} | {n['failed']} | {n['skipped']} "
                    f"| {n['skipped (by CuPy)']} | {oos} |")
        for k, v in (("applicable", applicable), ("passed", n["passed"]), ("failed", n["failed"]),
                     ("skipped", n["skipped"]), ("cupy_skip", n["skipped (by CuPy)"]),
                     ("scope", oos)):
            totals[k] += v
    lines.append(f"CuPy commit `{commit or 'unknown'}`, run "
                 f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC "
                 f"in {elapsed:.0f} s.")
    lines.append("")
    lines.append("| file | applicable | passed | failed | skipped (table) | skipped (by CuPy) "
                 "| out of scope |")
    lines.append("|---|---|---|---|---|---|---|")
    lines.extend(rows)
    lines.append(f"| **all** | **{totals['applicable']}** | **{totals['passed']}** | "
                 f"**{totals['failed']}** | {totals['skipped']} | {totals['cupy_skip']} | "
                 f"{totals['scope']} |")
    lines.append("")
    failed = sorted((f, t, r) for (f, t), r in results.items() if r["outcome"] == "failed")
    if failed:
        lines.append("Failures:")
        lines.append("")
        lines.append("| file | test | error |")
        lines.append("|---|---|---|")
        for f, t, r in failed:
            lines.append(f"| {f} | `{t}` | {r['reason'].replace('|', '/')} |")
        lines.append("")
    if collect_errors:
        lines.append("Collection errors:")
        lines.append("")
        for nodeid, text in collect_errors:
            lines.append(f"- `{nodeid}`: {' '.join(text.split())[-300:]}")
        lines.append("")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("checkout")
    ap.add_argument("--out", default=None, help="result folder (default: a temporary one)")
    ap.add_argument("-k", dest="keyword", default=None, help="pytest -k expression")
    ap.add_argument("--markdown", default=None, help="also write the report here")
    ap.add_argument("-v", "--verbose", action="store_true", help="pytest's own output")
    ap.add_argument("--ignore-skips", action="store_true",
                    help="run the tests SKIPS lists too (to see what they do under ultima)")
    args = ap.parse_args()

    out = Path(args.out or tempfile.mkdtemp(prefix="cupy-tests-")).resolve()
    out.mkdir(parents=True, exist_ok=True)
    src, commit = prepare_checkout(args.checkout, out)

    if not (PYTHON_PKG / "ultima").is_dir():
        sys.exit(f"{PYTHON_PKG}/ultima is missing: build first (scripts/build.sh)")
    # The shim and ultima first, for this process and for the subprocesses
    # some tests start (pickling).
    sys.path[:0] = [str(SHIM), str(PYTHON_PKG)]
    os.environ["PYTHONPATH"] = os.pathsep.join(
        [str(SHIM), str(PYTHON_PKG)] + ([os.environ["PYTHONPATH"]]
                                        if os.environ.get("PYTHONPATH") else []))

    # CuPy's tests/conftest.py (not loaded) switches NumPy < 2 to NEP 50's
    # weak promotion; CuPy's expectations assume it.
    import numpy
    if numpy.lib.NumpyVersion(numpy.__version__) < "2.0.0":
        numpy._set_promotion_state("weak")
    import pytest

    ini = out / "pytest.ini"
    ini.write_text("[pytest]\n")  # none of CuPy's pytest configuration
    files = [str(src / OTHER_DIRS.get(f, TEST_DIR) / f) for f in SCOPE]
    pytest_args = ["-c", str(ini), "--rootdir", str(src / "tests"), "--noconftest",
                   "-p", "no:cacheprovider", "--continue-on-collection-errors",
                   "-q" if not args.verbose else "-v",
                   "-rN", "--tb=short", "-W", "ignore::DeprecationWarning"] + files
    if args.keyword:
        pytest_args += ["-k", args.keyword]
    recorder = Recorder(args.ignore_skips)
    start = time.time()
    log = out / "pytest.log"
    with open(log, "w") as stream:
        if not args.verbose:
            saved = os.dup(1), os.dup(2)
            os.dup2(stream.fileno(), 1)
            os.dup2(stream.fileno(), 2)
        try:
            rc = pytest.main(pytest_args, plugins=[recorder])
        finally:
            if not args.verbose:
                sys.stdout.flush()
                sys.stderr.flush()
                os.dup2(saved[0], 1)
                os.dup2(saved[1], 2)
    elapsed = time.time() - start

    results = recorder.results
    (out / "results.json").write_text(json.dumps(
        {"commit": commit, "seconds": round(elapsed, 1),
         "out_of_scope": recorder.out_of_scope,
         "tests": [{"file": f, "test": t, **r} for (f, t), r in sorted(results.items())]},
        indent=1) + "\n")
    for (f, t), r in sorted(results.items()):
        print(f"{r['outcome']:18} {f}::{t}" + (f"  -- {r['reason']}" if r["reason"] else ""))
    md = report_markdown(results, recorder.out_of_scope, recorder.collect_errors, commit,
                         elapsed)
    (out / "report.md").write_text(md + "\n")
    if args.markdown:
        Path(args.markdown).write_text(md + "\n")
    print()
    print(md)
    print(f"\npytest exit {rc}; log {log}; results {out}/results.json")
    failed = any(r["outcome"] == "failed" for r in results.values())
    return 1 if failed or recorder.collect_errors else 0


if __name__ == "__main__":
    sys.exit(main())
