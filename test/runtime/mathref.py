"""ulp distances and exactly rounded references for the device-math tests."""

from fractions import Fraction

import numpy as np

F32 = np.float32
F64 = np.float64


def ulp_error(res, ref, dtype):
    """|res - ref| in units of the last place of `dtype` at ref (ref exact or float64/mpf as float).

    NaN vs NaN and equal infinities are 0; any other mismatch in class is inf.
    """
    res = np.asarray(res, dtype=np.float64)
    ref = np.asarray(ref, dtype=np.float64)
    info = np.finfo(dtype)
    out = np.zeros(res.shape)
    both_nan = np.isnan(res) & np.isnan(ref)
    same_inf = np.isinf(ref) & (res == ref)
    special = np.isnan(res) | np.isnan(ref) | np.isinf(ref) | np.isinf(res)
    fin = ~special
    with np.errstate(all="ignore"):
        mag = np.abs(ref[fin])
        exp = np.floor(np.log2(np.where(mag > 0, mag, info.tiny)))
        exp = np.maximum(exp, np.log2(info.tiny))
        ulp = np.exp2(exp - (info.nmant))
        out[fin] = np.abs(res[fin] - ref[fin]) / ulp
    out[special] = np.inf
    out[both_nan | same_inf] = 0.0
    # A finite result where the reference overflows the type (or vice versa) by
    # less than an ulp of the largest value counts as the distance to max.
    return out


def ulp_error_mp(res, ref_mp, dtype):
    """ulp_error against mpmath references (kept exact beyond float64)."""
    import mpmath
    info = np.finfo(dtype)
    out = []
    for r, m in zip(np.asarray(res, dtype=np.float64), ref_mp):
        if mpmath.isnan(m):
            out.append(0.0 if np.isnan(r) else np.inf)
            continue
        if mpmath.isinf(m):
            out.append(0.0 if r == float(m) else np.inf)
            continue
        if not np.isfinite(r):
            mf = float(m)
            out.append(0.0 if (np.isinf(mf) and mf == r) else np.inf)
            continue
        mag = abs(m)
        e = int(mpmath.floor(mpmath.log(mag, 2))) if mag > 0 else int(np.log2(info.tiny))
        e = max(e, int(np.log2(info.tiny)))
        ulp = mpmath.mpf(2) ** (e - info.nmant)
        out.append(float(abs(mpmath.mpf(r) - m) / ulp))
    return np.array(out)


# --------------------------------------------------------------------------
# Directed rounding of exact rationals (fractions.Fraction)
# --------------------------------------------------------------------------

def _next(v, dtype, up):
    return np.nextafter(dtype(v), dtype(np.inf if up else -np.inf), dtype=dtype)


def round_fraction(x, mode, dtype):
    """Round the exact rational x to dtype with mode 'rn'|'rz'|'ru'|'rd'."""
    info = np.finfo(dtype)
    big = Fraction(float(info.max))
    if x > big or x < -big:  # beyond the finite range
        up, down = (dtype(np.inf), dtype(info.max)) if x > 0 else (dtype(-info.max), dtype(-np.inf))
        if mode == "ru":
            return up
        if mode == "rd":
            return down
        if mode == "rz":
            return dtype(info.max if x > 0 else -info.max)
        half_ulp = (big - Fraction(float(_next(info.max, dtype, False)))) / 2
        v = np.inf if abs(x) >= big + half_ulp else info.max
        return dtype(v if x > 0 else -v)
    f = dtype(float(x))
    if np.isinf(f):
        f = dtype(np.copysign(info.max, float(x)))
    while Fraction(float(f)) > x:
        f = _next(f, dtype, False)
    while True:
        u = _next(f, dtype, True)
        if np.isinf(u) or Fraction(float(u)) > x:
            break
        f = u
    if Fraction(float(f)) == x:
        return f
    lo, hi = f, _next(f, dtype, True)
    if mode == "rd":
        return lo
    if mode == "ru":
        return hi
    if mode == "rz":
        return lo if x > 0 else hi
    dlo, dhi = x - Fraction(float(lo)), Fraction(float(hi)) - x
    if dlo != dhi:
        return lo if dlo < dhi else hi
    bits = lo.view(np.uint32 if dtype == F32 else np.uint64)
    return lo if (int(bits) & 1) == 0 else hi


def exact_op(op, args):
    """The exact result of op on float arguments as a Fraction, or a float for
    special cases (inf/nan/exact zero sign are decided by IEEE RN arithmetic)."""
    if any(not np.isfinite(a) for a in args):
        return None
    fr = [Fraction(float(a)) for a in args]
    if op == "add":
        return fr[0] + fr[1]
    if op == "sub":
        return fr[0] - fr[1]
    if op == "mul":
        return fr[0] * fr[1]
    if op == "div":
        return None if fr[1] == 0 else fr[0] / fr[1]
    if op == "rcp":
        return None if fr[0] == 0 else 1 / fr[0]
    if op == "fma":
        return fr[0] * fr[1] + fr[2]
    raise ValueError(op)


def round_sqrt(a, mode, dtype):
    """Directed-rounded sqrt of a float, exactly (f*f compared with a)."""
    a = float(a)
    if not np.isfinite(a) or a <= 0:
        return None
    x = Fraction(a)
    f = dtype(np.sqrt(a))
    while Fraction(float(f)) ** 2 > x:
        f = _next(f, dtype, False)
    while Fraction(float(_next(f, dtype, True))) ** 2 <= x:
        f = _next(f, dtype, True)
    if Fraction(float(f)) ** 2 == x:
        return f
    hi = _next(f, dtype, True)
    if mode in ("rd", "rz"):
        return f
    if mode == "ru":
        return hi
    mid = (Fraction(float(f)) + Fraction(float(hi))) / 2
    return f if mid * mid > x else hi
