#!/usr/bin/env python3
"""Fuzzes ultima.ndarray against NumPy (docs/sanitizers-and-fuzzing.md).

Each case is a small program of statements on an array `a`: views (slices
with steps, negative steps, integer indices, new axes, transposes, swapped
axes, reshapes), elementwise operators with arrays, views and scalars,
in-place operators, reductions, copies, astype, fill and (overlapping)
assignments. The same statements run once with `a` a NumPy array and once
with `a` the ultima.ndarray of the same contents; every result and `a`
itself afterwards must agree (values, shape, dtype up to byte order; NumPy's
exception type where NumPy raises). Base arrays have a random dtype (bool,
integers, floats, complex), byte order, rank 0-4 and extents 0-4.

Deterministic per seed: case N of seed S is generated from random.Random
("S-N") alone, so `--seed S --case N` replays it. Every mismatch is printed
as a self-contained reproducer.

    test/fuzz/ndarray_fuzz.py --seconds 900 --seed 1
    test/fuzz/ndarray_fuzz.py --seed 1 --case 1234         # one case
"""

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
import warnings
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, os.environ.get("ULTIMA_PYTHON", str(REPO / "build" / "python")))
os.environ.setdefault("ULTIMA_CACHE_DIR", tempfile.mkdtemp(prefix="ultima-ndarray-fuzz-"))
import ultima  # noqa: E402

DTYPES = ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
          "float32", "float64", "complex64", "complex128"]
BINARY = ["+", "-", "*", "/", "//", "%", "**", "==", "!=", "<", "<=", ">", ">="]
# Float results compared within a tolerance, as docs/runtime.md gives the
# accuracy (OpenCL's division and pow; the summation order; complex `*` and
# `abs`); every other result must be bit-exact.
INEXACT = {"/", "//", "**", "mean", "sum"}
INEXACT_COMPLEX = {"*", "abs"}
# --strict-errors: where both raise, the exception types must agree too (when
# a statement has two faults, ultima and NumPy may find another one first).
STRICT_ERRORS = False


def literal(arr):
    """Python source that rebuilds the NumPy array arr (dtype and byte order included)."""
    return f"np.array({arr.tolist()!r}, dtype={arr.dtype.str!r})"


class Case:
    def __init__(self, seed, index):
        self.r = random.Random(f"{seed}-{index}")
        self.seed, self.index = seed, index
        self.lines = []

    # -- generation -------------------------------------------------------------

    def values(self, dtype, shape):
        r = self.r
        n = int(np.prod(shape, dtype=np.int64))
        kind = np.dtype(dtype).kind
        if kind == "b":
            flat = [r.random() < 0.5 for _ in range(n)]
        elif kind in "iu":
            info = np.iinfo(dtype)
            lo, hi = max(info.min, -20), min(info.max, 20)
            flat = [r.choice([r.randint(lo, hi), info.min, info.max, 0, 1]) if r.random() < 0.1
                    else r.randint(lo, hi) for _ in range(n)]
        else:
            def real():
                if r.random() < 0.05:
                    return r.choice([0.0, -0.0, np.inf, -np.inf, np.nan])
                return round(r.uniform(-8, 8), r.choice([0, 1, 3]))
            flat = [complex(real(), real()) if kind == "c" else real() for _ in range(n)]
        return np.array(flat, dtype=dtype).reshape(shape)

    def base(self):
        r = self.r
        dtype = np.dtype(r.choice(DTYPES))
        if dtype.itemsize > 1 and r.random() < 0.25:
            dtype = dtype.newbyteorder(">" if sys.byteorder == "little" else "<")
        rank = r.choice([0, 1, 1, 2, 2, 2, 3, 3, 4])
        shape = tuple(r.choice([0, 1, 2, 3, 3, 4, 4]) if r.random() < 0.15 else r.randint(1, 4)
                      for _ in range(rank))
        return self.values(dtype, shape)

    def slice_(self, extent):
        r = self.r
        step = r.choice([None, 1, 2, 3, -1, -2, -3])
        start = r.choice([None, 0, 1, -1, extent, r.randint(-extent - 1, extent + 1)])
        stop = r.choice([None, 0, 1, -1, extent, r.randint(-extent - 1, extent + 1)])
        parts = ["" if start is None else str(start), "" if stop is None else str(stop)]
        return ":".join(parts) + ("" if step is None else f":{step}")

    def view(self, name, shape):
        """A view expression of name (of the given shape) and its NumPy shape."""
        r = self.r
        base = np.empty(shape, dtype=np.uint8)
        probe = base
        expr = name
        for _ in range(r.randint(0, 3)):
            choice = r.random()
            if choice < 0.5 and probe.ndim:
                keys = []
                for extent in probe.shape[:r.randint(1, probe.ndim)]:
                    if extent and r.random() < 0.2:
                        keys.append(str(r.randint(-extent, extent - 1)))
                    elif r.random() < 0.1:
                        keys.append("None")
                    else:
                        keys.append(self.slice_(extent))
                key = ", ".join(keys) + ("," if len(keys) == 1 else "")
                candidate = f"{expr}[{key}]"
            elif choice < 0.65:
                candidate = f"{expr}.T"
            elif choice < 0.8 and probe.ndim >= 2:
                axes = list(range(probe.ndim))
                r.shuffle(axes)
                candidate = f"{expr}.transpose({tuple(axes)!r})"
            elif choice < 0.9 and probe.ndim >= 2:
                candidate = f"{expr}.swapaxes({r.randrange(probe.ndim)}, {r.randrange(probe.ndim)})"
            else:
                n = probe.size
                dims = [d for d in (1, 2, 3, 4, 6) if n % d == 0 and d <= n] or [1]
                first = r.choice(dims)
                candidate = f"{expr}.reshape({first}, -1)" if n else f"{expr}.reshape(-1)"
            try:
                result = eval(candidate.replace(name, "base", 1), {"base": base})
            except Exception:
                continue
            # An integer for every axis gives NumPy a scalar (a copy), CuPy and
            # ultima a 0-d view: a documented difference, not fuzzed.
            if isinstance(result, np.ndarray):
                probe, expr = result, candidate
        return expr, probe.shape

    def scalar(self):
        r = self.r
        return r.choice([str(r.randint(-5, 5)), repr(round(r.uniform(-4, 4), 2)), "True",
                         f"np.{r.choice(DTYPES)}({r.randint(0, 5)})", f"complex({r.randint(-3, 3)}, 1)",
                         str(r.randint(1, 3))])

    def operand(self, shape):
        """Another operand broadcastable to shape: a scalar, a NumPy array, a
        device array, or a view of `a` itself."""
        r = self.r
        choice = r.random()
        if choice < 0.35:
            return self.scalar()
        bshape = tuple(r.choice([e, 1]) if r.random() < 0.3 else e for e in shape)
        if r.random() < 0.2 and bshape:
            # A 0-d operand beside arrays would be typed by its value in NumPy
            # 1.24 and by its dtype in ultima (a documented difference): (1,).
            bshape = bshape[r.randint(0, len(bshape)):] or (1,)
        if choice < 0.55:
            return literal(self.values(r.choice(DTYPES), bshape))
        if choice < 0.8:
            return f"asarray({literal(self.values(r.choice(DTYPES), bshape))})"
        return "a"  # may not broadcast: both must then raise

    def program(self):
        r = self.r
        a = self.base()
        self.a = a
        lines = []
        v, vshape = self.view("a", a.shape)
        lines.append(f"v = {v}")
        self.zero_d = vshape == ()
        kind = r.choice(["unary", "binary", "binary", "inplace", "inplace", "reduce", "copy",
                         "astype", "fill", "assign", "assign"])
        self.kind = kind
        if kind == "unary":
            self.op = r.choice(['-', 'abs', '+'])
            lines.append(f"r = {self.op}(v)")
        elif kind == "binary":
            op = r.choice(BINARY)
            self.op = op
            other = self.operand(vshape)
            lines.append(f"r = v {op} {other}" if r.random() < 0.7 else f"r = {other} {op} v")
        elif kind == "inplace":
            op = r.choice(BINARY[:7])
            self.op = op
            lines.append(f"v {op}= {self.operand(vshape)}")
        elif kind == "reduce":
            op = r.choice(["sum", "mean", "min", "max"])
            self.op = op
            args = []
            if vshape and r.random() < 0.6:
                if r.random() < 0.3 and len(vshape) > 1:
                    axes = r.sample(range(-len(vshape), len(vshape)), r.randint(1, len(vshape)))
                    if len({x % len(vshape) for x in axes}) == len(axes):
                        args.append(f"axis={tuple(axes)!r}")
                else:
                    args.append(f"axis={r.randint(-len(vshape), len(vshape) - 1)}")
            if r.random() < 0.3:
                args.append("keepdims=True")
            if op == "sum" and r.random() < 0.2:
                args.append(f"dtype={r.choice(['int64', 'float64', 'complex128', 'uint8'])!r}")
            lines.append(f"r = v.{op}({', '.join(args)})")
        elif kind == "copy":
            lines.append(f"r = v.copy({r.choice(['C', 'F', 'A', 'K'])!r})")
        elif kind == "astype":
            target = r.choice(DTYPES)
            if a.dtype.kind in "fc" and np.dtype(target).kind in "iu":
                # Out of range (NaN, inf, negative to unsigned) is undefined in C,
                # and platform-dependent in NumPy: only convertible values.
                info = np.iinfo(target)
                re = a.real if a.dtype.kind == "c" else a
                if not (np.isfinite(re).all() and (re > info.min - 1).all() and
                        (re < info.max + 1).all()):
                    target = "float64"
            lines.append(f"r = v.astype({target!r})")
        elif kind == "fill":
            lines.append(f"v.fill({self.scalar()})")
        else:
            w, wshape = self.view("a", a.shape)
            if r.random() < 0.4 and a.ndim and a.shape[0] > 1:
                k = r.randint(1, a.shape[0] - 1)
                lines[0] = "v = a"
                lines.append(r.choice([f"a[{k}:] = a[:-{k}]", f"a[:-{k}] = a[{k}:]",
                                       f"a[::-1] = a", f"a[...] = a[::-1]"]))
            elif r.random() < 0.5:
                lines.append(f"v[...] = {w}")  # another view of a: may overlap, or not broadcast
            else:
                lines.append(f"v[...] = {self.operand(vshape)}")
        self.lines = lines
        return lines

    # -- execution --------------------------------------------------------------

    def run_numpy(self):
        env = {"np": np, "asarray": np.asarray, "a": self.a.copy()}
        return self.execute(env)

    def run_ultima(self):
        env = {"np": np, "asarray": ultima.asarray, "a": ultima.asarray(self.a)}
        return self.execute(env)

    def execute(self, env):
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            try:
                for line in self.lines:
                    exec(line, env)
            except Exception as exc:  # noqa: BLE001 - compared with NumPy's
                return exc, None, None
        return None, env.get("r"), env["a"]

    def reproducer(self, why):
        body = "\n".join(self.lines)
        return (f"# ndarray_fuzz --seed {self.seed} --case {self.index}: {why}\n"
                f"import numpy as np, ultima\n"
                f"base = {literal(self.a)}\n"
                f"for asarray in (np.asarray, ultima.asarray):\n"
                f"    a = asarray(base.copy())\n"
                + "".join(f"    {line}\n" for line in self.lines) +
                "    print(np.asarray(a), locals().get('r'))\n")


def host(x):
    if isinstance(x, ultima.ndarray):
        return x.get()
    return x


def native(dtype):
    return dtype.newbyteorder("=") if dtype.byteorder not in "=|" else dtype


def compare(case, want, got, what):
    """None when got (ultima's) agrees with want (NumPy's), else why not."""
    if isinstance(want, np.ndarray) or isinstance(got, ultima.ndarray):
        if not isinstance(got, ultima.ndarray):
            return f"{what}: NumPy gave an array, ultima {type(got).__name__}"
        g = got.get()
        w = np.asarray(want)
        if g.shape != w.shape:
            return f"{what}: shape {g.shape}, NumPy's {w.shape}"
        if native(g.dtype) != native(w.dtype):
            return f"{what}: dtype {g.dtype}, NumPy's {w.dtype}"
        op = getattr(case, "op", None)
        # A 0-d operand's loop dtype differs too (float32 here, float64 in
        # NumPy 1.24 for `f4_0d *= 1.98`): one rounding apart.
        zero_d_loop = case.zero_d and case.kind in ("binary", "inplace")
        if w.dtype.kind in "fc" and case.kind in ("binary", "inplace", "reduce", "unary") and \
                (op in INEXACT or (op in INEXACT_COMPLEX and case.has_complex) or zero_d_loop):
            single = native(w.dtype) in (np.float32, np.complex64)
            rtol = 1e-5 if single else 1e-12
            atol = (1e-3 if single else 1e-9) if op in ("sum", "mean") else rtol
            try:
                np.testing.assert_allclose(g, w, rtol=rtol, atol=atol, equal_nan=True)
            except AssertionError:
                return f"{what}: values differ\n  ultima {g!r}\n  NumPy  {w!r}"
            return None
        if w.dtype.kind in "fc":
            same = np.array_equal(g, w, equal_nan=True)
        else:
            same = np.array_equal(g, w)
        if not same:
            return f"{what}: values differ\n  ultima {g!r}\n  NumPy  {w!r}"
        return None
    if np.isscalar(want) or isinstance(want, np.generic):
        g = np.asarray(host(got))
        if not np.array_equal(g, np.asarray(want), equal_nan=np.asarray(want).dtype.kind in "fc"):
            return f"{what}: {g!r}, NumPy's {want!r}"
        return None
    if want is None and got is None:
        return None
    return f"{what}: ultima {got!r}, NumPy {want!r}"


def check(case):
    """None, or a mismatch report."""
    case.program()
    case.has_complex = "complex" in " ".join(case.lines) or case.a.dtype.kind == "c"
    nerr, nres, na = case.run_numpy()
    # Known differences (docs/runtime.md): an integer array raised to an
    # array holding a negative integer is not checked (as on CuPy: only a
    # scalar exponent is); NumPy 1.x answers == and != of operands that do not
    # broadcast with a scalar False/True (deprecated), ultima raises.
    if isinstance(nerr, ValueError) and "negative integer powers" in str(nerr) and \
            not any(f"** {x}" in case.lines[-1] or f"**= {x}" in case.lines[-1]
                    for x in "-0123456789"):
        return None
    # A negative or out-of-range float converted to an integer type is
    # undefined in C and platform-dependent in NumPy (the x86 conversion).
    if case.a.dtype.kind in "iu" and case.kind in ("fill", "assign", "inplace") and \
            any(t in case.lines[-1] for t in (".", "complex", "f4", "f8", "c8", "c16", "float")):
        return None
    # A float sum or mean of integers beyond 2**53: rounding depends on the
    # summation order (NumPy's is pairwise), so no two orders agree.
    if case.kind == "reduce" and case.a.dtype.kind in "iu" and case.op in ("sum", "mean") and \
            case.a.size and np.abs(case.a.astype(np.float64)).max() > 2.0**53 and \
            (case.op == "mean" or "float" in case.lines[-1] or "complex" in case.lines[-1]):
        return None
    # A complex mean over an infinity: NumPy divides by n as a complex
    # number (inf * 0 gives NaN parts), ultima each part by n.
    if getattr(case, "op", None) == "mean" and case.a.dtype.kind == "c" and \
            not np.isfinite(case.a).all():
        return None
    uerr, ures, ua = case.run_ultima()
    # Operators on a 0-d array: NumPy 1.24 types it by value beside scalars
    # (no value-based casting when every operand is 0-d), ultima by dtype, as
    # an array (docs/runtime.md): the result dtype, and whether an in-place
    # cast is refused, may differ; the values are compared when they agree.
    if case.zero_d and case.kind in ("binary", "inplace"):
        if (nerr is None) != (uerr is None):
            return None
        if nerr is None and isinstance(ures, ultima.ndarray) and \
                native(np.asarray(nres).dtype) != native(ures.dtype):
            return None
        # Where the dtypes agree the loops may not (float32 here, float64
        # there): `f4_0d %= -0.05` near a multiple of the divisor is then a
        # whole divisor apart, and so is `//`; not compared.
        if case.op in ("%", "//") and case.a.dtype.kind == "f":
            return None
    if getattr(case, "op", None) in ("==", "!=") and case.kind == "binary" and \
            nerr is None and not isinstance(nres, np.ndarray):
        return None
    if nerr is not None or uerr is not None:
        if nerr is None:
            return case.reproducer(f"ultima raised {type(uerr).__name__}: {uerr}; NumPy did not")
        if uerr is None:
            return case.reproducer(f"NumPy raised {type(nerr).__name__}: {nerr}; ultima did not")
        # The same family of exception (NumPy's _UFuncNoLoopError is a TypeError, ...).
        families = (TypeError, ValueError, IndexError, OverflowError, ZeroDivisionError)
        nf = next((f for f in families if isinstance(nerr, f)), Exception)
        if not isinstance(uerr, nf) and STRICT_ERRORS:
            return case.reproducer(f"ultima raised {type(uerr).__name__}: {uerr}; NumPy "
                                   f"{type(nerr).__name__}: {nerr}")
        return None
    for what, want, got in (("r", nres, ures), ("a after", na, ua)):
        why = compare(case, want, got, what)
        if why:
            return case.reproducer(why)
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--case", type=int, help="run this case only")
    parser.add_argument("--max-failures", type=int, default=20)
    parser.add_argument("--strict-errors", action="store_true")
    args = parser.parse_args()
    global STRICT_ERRORS
    STRICT_ERRORS = args.strict_errors
    cases = [args.case] if args.case is not None else None
    start = time.monotonic()
    index = 0 if cases is None else cases[0]
    runs = failures = 0
    while True:
        if cases is None and time.monotonic() - start >= args.seconds:
            break
        case = Case(args.seed, index)
        try:
            report = check(case)
        except Exception:  # noqa: BLE001 - a crash of the harness or of ultima outside a statement
            report = case.reproducer("harness error\n" + traceback.format_exc())
        runs += 1
        if report:
            failures += 1
            print(report, flush=True)
            if failures >= args.max_failures:
                break
        if cases is not None:
            break
        index += 1
    elapsed = time.monotonic() - start
    print(f"ndarray_fuzz: seed {args.seed}: {runs} cases in {elapsed:.0f} s "
          f"({runs / max(elapsed, 1e-9):.1f}/s), {failures} mismatch(es)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
