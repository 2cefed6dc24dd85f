#!/usr/bin/python3
"""Generate kernels/opencl/math_bessel_tables.cl: piecewise Taylor polynomials
for the double-precision Bessel functions (math_bessel.cl).

Why tables: CUDA promises 7 ulp for j0/j1/y0/y1 on |x| < 8, including next to
their zeros, where every power series cancels catastrophically. So [0, 16) is
cut into pieces, each a Taylor polynomial around a centre; every zero of the
function is the centre of its own piece, so near a zero the polynomial is
c1 t + c2 t^2 + ... with t = (x - zero_hi) - zero_lo, accurate relative to the
small result. Pieces are short enough (and, for Y, far enough from the log
singularity at 0) that the polynomial's terms never cancel much. From 16 on,
Hankel's expansion is accurate to ~4e-16 absolute, as CUDA promises only
absolute accuracy there.

For cyl_bessel_i0/i1 the table holds g(x) = exp(-x) I(x) on [2, 20); the
kernel multiplies by exp(x) (series below 2, asymptotic expansion above 20).

Coefficients are exact derivatives from mpmath at 60 digits, rounded to
double; each piece's degree is the smallest whose truncation error stays
under 0.02 ulp on a dense sample, and the comment on each table gives the
worst error with the coefficients rounded to double (exact arithmetic; about
half an ulp, from rounding the value at the centre). Run:  /usr/bin/python3 scripts/gen-bessel-tables.py > kernels/opencl/math_bessel_tables.cl
"""

import functools
import sys

import mpmath as mp

mp.mp.dps = 60

HANKEL_FROM = 16.0     # J and Y tables cover [0, 16)
I_SERIES_BELOW = 2.0   # I tables cover [2, 20)
I_ASYMPTOTIC_FROM = 20.0
MAX_RADIUS = 0.8       # keeps the Taylor terms of J, Y from cancelling
SINGULARITY_RATIO = 0.35  # Y: radius / distance to the log singularity at 0
Y_NEUMANN_BELOW = 0.2  # Y pieces stop here; Neumann's series takes over
MAX_DEGREE = 48
TARGET_ULP = 0.02


def bessel(kind, nu):
    if kind == "J":
        return lambda x, d=0: mp.besselj(nu, x, derivative=d)
    if kind == "Y":
        return lambda x, d=0: mp.bessely(nu, x, derivative=d)
    # g(x) = exp(-x) I(x): Leibniz's rule on the derivatives of exp(-x) and I.
    @functools.lru_cache(maxsize=None)
    def dI(x, j):
        return mp.besseli(nu, x, derivative=j)

    def g(x, d=0):
        return mp.exp(-x) * sum(mp.binomial(d, j) * (-1) ** (d - j) * dI(x, j) for j in range(d + 1))
    return g


def zeros(kind, nu, upto):
    out = [mp.mpf(0)] if (kind == "J" and nu == 1) else []
    k = 1
    while True:
        z = mp.besseljzero(nu, k) if kind == "J" else mp.besselyzero(nu, k)
        if z >= upto:
            return out
        out.append(z)
        k += 1


def radius_limit(kind, c):
    return MAX_RADIUS if kind == "J" else min(MAX_RADIUS, SINGULARITY_RATIO * c)


def fill(kind, lo, hi):
    """Centres and radii of pieces covering [lo, hi], none containing a zero."""
    if kind == "Y" and lo == 0:
        # Geometric pieces down towards the singularity, then Neumann's series.
        pieces, right = [], hi
        while right > Y_NEUMANN_BELOW:
            c = right / (1 + SINGULARITY_RATIO)
            r = right - c
            pieces.append((c, r))
            right = c - r
        return list(reversed(pieces))
    n = 1
    while True:
        r = (hi - lo) / (2 * n)
        centres = [lo + r * (2 * i + 1) for i in range(n)]
        if all(r <= radius_limit(kind, c) for c in centres):
            return [(c, r) for c in centres]
        n += 1


def jy_pieces(kind, nu):
    zs = zeros(kind, nu, HANKEL_FROM + MAX_RADIUS)
    pieces, left = [], mp.mpf(0)
    for z in zs:
        r = radius_limit(kind, z) if z > 0 else MAX_RADIUS
        if z - r > left:
            pieces += [(c, rr, False) for c, rr in fill(kind, left, z - r)]
        pieces.append((z, r, True))
        left = z + r
    if left < HANKEL_FROM:
        pieces += [(c, rr, False) for c, rr in fill(kind, left, mp.mpf(HANKEL_FROM))]
    return pieces


def i_pieces():
    # g is entire and slowly varying: radius 0.5 to 6, then 1 to 20.
    edges = [2, 3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20]
    return [(mp.mpf(a + b) / 2, mp.mpf(b - a) / 2, False) for a, b in zip(edges, edges[1:])]


def double_split(v):
    hi = float(v)
    return hi, float(v - hi)


def ulp(v):
    v = abs(v)
    if v == 0:
        return mp.mpf(2) ** -1074
    return mp.mpf(2) ** (int(mp.floor(mp.log(v, 2))) - 52)


def make_piece(f, centre, radius, is_zero):
    hi, lo = double_split(centre)
    # A centre that is not a zero is rounded to 12 bits so that x - hi is exact.
    if not is_zero:
        hi, lo = float(mp.nint(centre * 4096) / 4096), 0.0
    c = mp.mpf(hi) + mp.mpf(lo)
    coef = [f(c, k) / mp.factorial(k) for k in range(MAX_DEGREE + 1)]
    reach = radius + mp.mpf(2) ** -12  # the rounded centre moved by up to 2^-13
    samples = [c - reach + 2 * reach * i / 400 for i in range(401)]
    samples = [s for s in samples if s > 0 and abs(s - c) > mp.mpf(10) ** -30]
    exact = [f(s) for s in samples]

    def worst(coefs, every):
        return max(abs(mp.polyval(coefs[::-1], s - c) - e) / ulp(e)
                   for s, e in list(zip(samples, exact))[::every])

    for degree in range(4, MAX_DEGREE + 1):
        if worst(coef[:degree + 1], 10) <= TARGET_ULP and worst(coef[:degree + 1], 1) <= TARGET_ULP:
            rounded = [float(a) for a in coef[:degree + 1]]
            return dict(hi=hi, lo=lo, coef=rounded, upper=float(centre + radius),
                        worst=worst([mp.mpf(a) for a in rounded], 1))
    sys.exit(f"no degree <= {MAX_DEGREE} is accurate enough around {float(centre)}")


def emit_table(name, f, pieces, out, comment):
    made = [make_piece(f, c, r, z) for c, r, z in pieces]
    # Pieces abut: piece i covers up to centre + radius, where piece i+1 starts.
    uppers = [m["upper"] for m in made[:-1]] + [float("inf")]
    out.append(f"// {comment}: {len(made)} pieces, "
               f"worst error in exact arithmetic {float(max(m['worst'] for m in made)):.3f} ulp.")
    out.append(f"__constant __ultima_bessel_piece {name}_pieces[{len(made)}] = {{")
    offset = 0
    for m, upper in zip(made, uppers):
        up = "INFINITY" if upper == float("inf") else repr(upper)
        out.append(f"  {{{up}, {m['hi']!r}, {m['lo']!r}, {offset}, {len(m['coef']) - 1}}},")
        offset += len(m["coef"])
    out.append("};")
    out.append(f"__constant double {name}_coefs[{offset}] = {{")
    for m in made:
        cs = [repr(c) for c in m["coef"]]
        for i in range(0, len(cs), 3):
            out.append("  " + ", ".join(cs[i:i + 3]) + ",")
    out.append("};")
    out.append(f"__constant double {name}_from = {float(pieces[0][0] - pieces[0][1])!r};")
    out.append("")
    print(f"{name}: {len(made)} pieces, {offset} coefficients, "
          f"degrees {[len(m['coef']) - 1 for m in made]}", file=sys.stderr)


def main():
    out = [
        "// GENERATED by scripts/gen-bessel-tables.py; do not edit. Piecewise",
        "// Taylor polynomials for math_bessel.cl: piece i covers x below upper",
        "// (and above the previous piece's upper); the polynomial is in",
        "// t = (x - centre_hi) - centre_lo, coefficients from degree 0 up.",
        "#pragma OPENCL EXTENSION cl_khr_fp64 : enable",
        "",
        "typedef struct {",
        "  double upper, centre_hi, centre_lo;",
        "  int offset, degree;",
        "} __ultima_bessel_piece;",
        "",
    ]
    for kind, nu in (("J", 0), ("J", 1), ("Y", 0), ("Y", 1)):
        pieces = jy_pieces(kind, nu)
        emit_table(f"__ultima_{kind.lower()}{nu}", bessel(kind, nu), pieces, out,
                   f"{kind}{nu} on [{max(0.0, float(pieces[0][0] - pieces[0][1])):.4g}, {HANKEL_FROM:g})")
    for nu in (0, 1):
        emit_table(f"__ultima_i{nu}e", bessel("I", nu), i_pieces(), out,
                   f"exp(-x) I{nu}(x) on [{I_SERIES_BELOW:g}, {I_ASYMPTOTIC_FROM:g})")
    print("\n".join(out).rstrip())


if __name__ == "__main__":
    main()
