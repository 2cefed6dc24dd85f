#!/usr/bin/python3
"""Differential runner: generated CUDA kernels, translated by ultima and run on
OpenCL, against the same source compiled for the host with host_shim.h.

    run.py --seed S --count N [--jobs J] [--batch B] [--keep DIR] [--gen-opts SPEC]
    run.py --seed S --single I [--keep DIR]          # reproduce one program

Programs are batched: one translation unit, one `ultima --verify`, one OpenCL
build and one host compile per batch; a batch that fails to translate, build or
compile is re-run program by program so that the failure names its program.
Exit status 1 on any discrepancy; every one is printed with the command that
reproduces it.  See docs/testing.md.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import warnings

import numpy as np

os.environ.setdefault("PYOPENCL_COMPILER_OUTPUT", "0")
warnings.filterwarnings("ignore", module="pyopencl")

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(HERE))
import gen  # noqa: E402

ULTIMA = Path(os.environ.get("ULTIMA_BIN", REPO / "build" / "bin" / "ultima"))
CXX = os.environ.get("ULTIMA_DIFF_CXX", "g++")
CL_OPTIONS = "-cl-std=CL1.2 -cl-fp32-correctly-rounded-divide-sqrt -cl-opt-disable -w"
# Relative bounds for slots that depend on a math call (docs/testing.md).
RTOL_FLOAT, ATOL_FLOAT = 2e-5, 1e-6
RTOL_DOUBLE, ATOL_DOUBLE = 1e-12, 1e-14


def inputs(seed: int):
    """The read-only input arrays every program of a run sees."""
    rng = np.random.default_rng(seed)
    ia = rng.integers(-2**31, 2**31, gen.LEN, dtype=np.int64)
    small = rng.integers(-100, 100, gen.LEN)
    pick = rng.random(gen.LEN)
    ia = np.where(pick < 0.4, small, ia)
    edges = np.array([0, 1, -1, 2**31 - 1, -2**31, 255, 65535, 7])
    ia[:len(edges)] = edges
    ia = ia.astype(np.int32)
    fa = np.where(pick < 0.5, rng.uniform(-100, 100, gen.LEN),
                  np.round(rng.uniform(-10, 10, gen.LEN), 1)).astype(np.float32)
    fa[:4] = [0.0, -0.0, 1.0, 3e9]
    da = rng.uniform(-1e3, 1e3, gen.LEN)
    da[:4] = [0.0, -0.5, 2.5, -1e12]
    return ia, fa, da


def repro(seed, index, gen_opts):
    o = f" --gen-opts {gen_opts}" if gen_opts else ""
    return f"/usr/bin/python3 test/differential/run.py --seed {seed} --single {index}{o} --keep /tmp/diff"


class Failure(Exception):
    def __init__(self, kind, detail):
        super().__init__(kind)
        self.kind, self.detail = kind, detail


# ------------------------------------------------------------------ host side

def host_main(progs) -> str:
    lines = ['#include "batch.cu"', "int main(int argc, char** argv) {",
             "  std::vector<int> ia(%d); std::vector<float> fa(%d); std::vector<double> da(%d);"
             % (gen.LEN, gen.LEN, gen.LEN),
             "  FILE* f = fopen(argv[1], \"rb\");",
             "  if (fread(ia.data(), 4, ia.size(), f) != ia.size() || fread(fa.data(), 4, fa.size(), f)"
             " != fa.size() || fread(da.data(), 8, da.size(), f) != da.size()) return 2;",
             "  fclose(f);"]
    for p in progs:
        n = p.grid * p.block
        args = ", ".join(scalar_text(t, v) for t, v in p.scalars)
        lines += ["  {",
                  f"    std::vector<unsigned long long> out({n * p.nout});",
                  f"    std::vector<double> outf({n * p.noutf});",
                  f"    std::vector<int> acc({gen.ACC});",
                  f"    uhost::launch({p.grid}, {p.block}, {str(p.barrier).lower()}, [&] {{ "
                  f"{p.name}(ia.data(), fa.data(), da.data(), out.data(), outf.data(), acc.data(), {args}); }});",
                  "    fwrite(out.data(), 8, out.size(), stdout); fwrite(outf.data(), 8, outf.size(), stdout);"
                  " fwrite(acc.data(), 4, acc.size(), stdout);",
                  "  }"]
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


def scalar_text(t, v):
    if t == "int":
        return "(-2147483647 - 1)" if v == -2**31 else str(v)
    if t == "unsigned":
        return f"{v}u"
    if t == "float":
        return repr(float(v)) + "f"
    return "(-9223372036854775807LL - 1)" if v == -2**63 else f"{v}LL"


def run_host(progs, work: Path, inp: Path):
    (work / "host.cpp").write_text(host_main(progs))
    exe = work / "host"
    # -frounding-math: GCC 12 folds `0.0f - (float)i` into `-(float)i` even at
    # -O0, which is -0.0 for i == 0 where IEEE-754 gives +0.0 (seed 20261125
    # program 1092); the flag keeps it from assuming a rounding mode to fold.
    cmd = [CXX, "-std=c++17", "-O0", "-w", "-pthread", "-ffp-contract=off", "-frounding-math",
           "-fsanitize=undefined,float-cast-overflow", "-fno-sanitize-recover=all",
           "-include", str(HERE / "host_shim.h"), "-I", str(HERE / "host_include"), "-o", str(exe), str(work / "host.cpp")]
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=work)
    if p.returncode:
        raise Failure("host-compile", p.stderr[-4000:])
    p = subprocess.run([str(exe), str(inp)], capture_output=True, cwd=work, timeout=120)
    if p.returncode:
        raise Failure("host-ub", p.stderr.decode(errors="replace")[-4000:])
    return split_outputs(progs, p.stdout)


def split_outputs(progs, blob: bytes):
    res, off = [], 0
    for p in progs:
        n = p.grid * p.block
        o = np.frombuffer(blob, np.uint64, n * p.nout, off); off += 8 * n * p.nout
        of = np.frombuffer(blob, np.float64, n * p.noutf, off); off += 8 * n * p.noutf
        a = np.frombuffer(blob, np.int32, gen.ACC, off); off += 4 * gen.ACC
        res.append((o, of, a))
    return res


# ---------------------------------------------------------------- device side

_CL = {}


def cl_env():
    if not _CL:
        import pyopencl as cl
        plat = [p for p in cl.get_platforms() if "portable" in p.name.lower() or "pocl" in p.name.lower()]
        dev = (plat or cl.get_platforms())[0].get_devices()[0]
        ctx = cl.Context([dev])
        _CL.update(cl=cl, ctx=ctx, q=cl.CommandQueue(ctx))
    return _CL


def translate(work: Path):
    p = subprocess.run([str(ULTIMA), "--verify", "batch.cu", "-o", "batch.cl"],
                       capture_output=True, text=True, cwd=work, timeout=300)
    if p.returncode:
        kind = "verify" if "internal" in p.stderr or "verify" in p.stderr.lower() else "translate"
        raise Failure(kind, p.stderr[-4000:])
    return (work / "batch.cl").read_text()


def run_device(progs, work: Path, arrays):
    src = translate(work)
    env = cl_env()
    cl = env["cl"]
    prog = cl.Program(env["ctx"], "#pragma OPENCL FP_CONTRACT OFF\n" + src)
    try:
        prog.build(options=CL_OPTIONS)
    except cl.Error as exc:
        raise Failure("cl-build", str(exc)[-4000:])
    mf = cl.mem_flags
    ctx, q = env["ctx"], env["q"]
    ia, fa, da = arrays
    bufs = [cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=a) for a in (ia, fa, da)]
    res = []
    for p in progs:
        n = p.grid * p.block
        out = np.zeros(n * p.nout, np.uint64)
        outf = np.zeros(n * p.noutf, np.float64)
        acc = np.zeros(gen.ACC, np.int32)
        ob = [cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=a) for a in (out, outf, acc)]
        conv = {"int": np.int32, "unsigned": np.uint32, "float": np.float32, "long long": np.int64}
        scal = [conv[t](v) for t, v in p.scalars]
        k = getattr(prog, p.name)
        k(q, (n,), (p.block,), *bufs, *ob, *scal)
        for a, b in zip((out, outf, acc), ob):
            cl.enqueue_copy(q, a, b)
        q.finish()
        res.append((out, outf, acc))
    return res


# ------------------------------------------------------------------ comparing

def compare(p, host, dev):
    ho, hf, ha = host
    do, df, da_ = dev
    if not np.array_equal(ho, do):
        i = int(np.flatnonzero(ho != do)[0])
        return (f"integer slot {i % p.nout} of thread {i // p.nout}: host {ho[i]:#x} "
                f"({ho[i].astype(np.int64)}) device {do[i]:#x} ({do[i].astype(np.int64)})")
    if not np.array_equal(ha, da_):
        return f"atomics array: host {ha.tolist()} device {da_.tolist()}"
    hn, dn = np.isnan(hf), np.isnan(df)
    if p.approx:
        close = np.isclose(df, hf, rtol=RTOL_FLOAT, atol=ATOL_FLOAT) | (hn & dn) | (hf == df)
    else:
        close = (hf.view(np.uint64) == df.view(np.uint64)) | (hn & dn)
    if not close.all():
        i = int(np.flatnonzero(~close)[0])
        return (f"float slot {i % p.noutf} of thread {i // p.noutf}: host {hf[i]!r} device {df[i]!r}"
                + (" (math tolerance)" if p.approx else " (bit-exact)"))
    return None


# ---------------------------------------------------------------------- batch

def make_progs(seed, indices, opts):
    return [gen.generate(seed, i, f"p{i}_", opts) for i in indices]


def run_batch(seed, indices, gen_opts, keep=None):
    """Returns (ran, [(index, kind, detail)])."""
    opts = gen.Opts.parse(gen_opts)
    progs = make_progs(seed, indices, opts)
    tmp = Path(tempfile.mkdtemp(prefix="ultima-diff-"))
    try:
        (tmp / "batch.cu").write_text("\n".join(p.source for p in progs))
        arrays = inputs(seed)
        inp = tmp / "inputs.bin"
        inp.write_bytes(b"".join(a.tobytes() for a in arrays))
        try:
            host = run_host(progs, tmp, inp)
            dev = run_device(progs, tmp, arrays)
        except Failure as f:
            if len(indices) == 1:
                return 1, [(indices[0], f.kind, f.detail)]
            # bisect: a failure costs about 2*log2(batch) runs, not one per program
            fails, ran = [], 0
            half = len(indices) // 2
            for part in (indices[:half], indices[half:]):
                r, fl = run_batch(seed, part, gen_opts, keep)
                ran += r
                fails += fl
            return ran, fails
        fails = []
        for i, p, h, d in zip(indices, progs, host, dev):
            msg = compare(p, h, d)
            if msg:
                fails.append((i, "mismatch", msg))
        return len(indices), fails
    finally:
        if keep:
            dst = Path(keep) / (f"seed{seed}-{indices[0]}" + ("" if len(indices) == 1 else f"-{indices[-1]}"))
            shutil.rmtree(dst, ignore_errors=True)
            shutil.copytree(tmp, dst)
        shutil.rmtree(tmp, ignore_errors=True)


def _worker(a):
    return run_batch(*a)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--single", type=int, help="run only program INDEX of the seed")
    ap.add_argument("--batch", type=int, default=40)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--keep", help="keep each batch's files under DIR")
    ap.add_argument("--gen-opts", default="", help="comma list: no-classes, avoid-float-cond, ...")
    ap.add_argument("--print", action="store_true", help="with --single: print the program and exit")
    ap.add_argument("--time-limit", type=float, default=0, help="start no batch after SECONDS")
    ap.add_argument("--progress", action="store_true", help="a line per finished batch")
    a = ap.parse_args(argv)
    if a.single is not None:
        if a.print:
            print(gen.generate(a.seed, a.single, f"p{a.single}_", gen.Opts.parse(a.gen_opts)).source)
            return 0
        idx = [[a.single]]
    else:
        r = list(range(a.start, a.start + a.count))
        idx = [r[i:i + a.batch] for i in range(0, len(r), a.batch)]
    t0 = time.time()
    ran, fails = 0, []
    jobs = [(a.seed, ix, a.gen_opts, a.keep) for ix in idx]
    ex = ProcessPoolExecutor(max(a.jobs, 1))
    pending = [ex.submit(_worker, j) for j in jobs[:2 * a.jobs]]
    queued = len(pending)
    while pending:
        r, fl = pending.pop(0).result()
        if queued < len(jobs) and not (a.time_limit and time.time() - t0 > a.time_limit):
            pending.append(ex.submit(_worker, jobs[queued]))
            queued += 1
        ran += r
        if a.progress:
            dt = time.time() - t0
            print(f"[{dt:.0f} s] {ran} programs, {len(fails) + len(fl)} discrepancies", flush=True)
        for i, kind, detail in fl:
            fails.append((i, kind))
            print(f"FAIL seed {a.seed} program {i}: {kind}\n{detail.strip()}\n"
                  f"reproduce: {repro(a.seed, i, a.gen_opts)}\n", flush=True)
    ex.shutdown()
    dt = time.time() - t0
    print(f"{ran} programs, {len(fails)} discrepancies, {dt:.1f} s ({dt / max(ran, 1) * 1000:.0f} ms/program)")
    by = {}
    for _, k in fails:
        by[k] = by.get(k, 0) + 1
    if by:
        print("by kind: " + ", ".join(f"{k} {n}" for k, n in sorted(by.items())))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
