#!/usr/bin/python3
"""Independent reference values for cuRAND's device API (device-sequences.cu).

Written from the generators' papers and cuRAND's documentation, not from
ultima's headers: skip-ahead here is an explicit matrix power (GF(2) for
XORWOW, integers modulo m for MRG32k3a), where the device uses jump
polynomials and precomputed tables.

  --direction-vectors FILE  write SciPy's Joe-Kuo direction vectors (first 4
                            dimensions, 32- then 64-bit) for the program
  --check OUT               check the program's output; one line per mismatch,
                            then "checked N values" and OK
"""

import math
import struct
import sys

import numpy as np
from scipy import special
from scipy.stats import qmc

MASK32 = 0xFFFFFFFF
DIMS = 4

# ---- XORWOW (Marsaglia, "Xorshift RNGs", 2003) with cuRAND's seeding.
XORWOW_SUBSEQUENCE = 1 << 67
WEYL = 362437


def xorshift(v):
    t = v[0] ^ (v[0] >> 2)
    return v[1:] + [(v[4] ^ ((v[4] << 4) & MASK32)) ^ (t ^ ((t << 1) & MASK32))]


def state_bits(v):
    return sum(w << (32 * i) for i, w in enumerate(v))


def bits_state(x):
    return [(x >> (32 * i)) & MASK32 for i in range(5)]


def xorshift_matrix():
    """Columns: the image of each unit state vector (the map is linear)."""
    return [state_bits(xorshift(bits_state(1 << j))) for j in range(160)]


def gf2_apply(cols, x):
    r = 0
    j = 0
    while x:
        if x & 1:
            r ^= cols[j]
        x >>= 1
        j += 1
    return r


def gf2_mul(a, b):
    return [gf2_apply(a, c) for c in b]


def gf2_pow(cols, n):
    result = [1 << j for j in range(160)]
    while n:
        if n & 1:
            result = gf2_mul(cols, result)
        cols = gf2_mul(cols, cols)
        n >>= 1
    return result


XORSHIFT = xorshift_matrix()


def xorwow(seed, subsequence, offset, count):
    s0 = (seed & MASK32) ^ 0xAAD26B49
    s1 = (seed >> 32) ^ 0xF7DCEFDD
    t0 = (1099087573 * s0) & MASK32
    t1 = (2591861531 * s1) & MASK32
    d = (6615241 + t1 + t0) & MASK32
    v = [(123456789 + t0) & MASK32, 362436069 ^ t0, (521288629 + t1) & MASK32, 88675123 ^ t1,
         (5783321 + t0) & MASK32]
    steps = subsequence * XORWOW_SUBSEQUENCE + offset
    v = bits_state(gf2_apply(gf2_pow(XORSHIFT, steps), state_bits(v)))
    d = (d + WEYL * steps) & MASK32
    out = []
    for _ in range(count):
        v = xorshift(v)
        d = (d + WEYL) & MASK32
        out.append((v[4] + d) & MASK32)
    return out


# ---- Philox4x32-10 (Salmon et al., SC 2011).
def philox_block(ctr, key):
    c = list(ctr)
    k0, k1 = key
    for r in range(10):
        if r:
            k0 = (k0 + 0x9E3779B9) & MASK32
            k1 = (k1 + 0xBB67AE85) & MASK32
        p0 = 0xD2511F53 * c[0]
        p1 = 0xCD9E8D57 * c[2]
        c = [(p1 >> 32) ^ c[1] ^ k0, p1 & MASK32, (p0 >> 32) ^ c[3] ^ k1, p0 & MASK32]
    return c


# Random123's known-answer vectors for philox4x32_10.
assert philox_block([0, 0, 0, 0], [0, 0]) == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]
assert philox_block([0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344],
                    [0xA4093822, 0x299F31D0]) == [0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1]


def philox(seed, subsequence, offset, count):
    """cuRAND's layout: key = seed, counter = subsequence * 2^64 + n / 4."""
    out = []
    for n in range(offset, offset + count):
        ctr = ((subsequence << 64) + n // 4) & ((1 << 128) - 1)
        block = philox_block([(ctr >> (32 * i)) & MASK32 for i in range(4)],
                             [seed & MASK32, seed >> 32])
        out.append(block[n % 4])
    return out


# ---- MRG32k3a (L'Ecuyer 1999) with cuRAND's seeding; subsequences 2^76 apart.
M1, M2 = 4294967087, 4294944443
A1 = [[0, 1, 0], [0, 0, 1], [-810728, 1403580, 0]]
A2 = [[0, 1, 0], [0, 0, 1], [-1370589, 0, 527612]]


def matmul(a, b, m):
    return [[sum(a[i][k] * b[k][j] for k in range(3)) % m for j in range(3)] for i in range(3)]


def matpow(a, n, m):
    r = [[int(i == j) for j in range(3)] for i in range(3)]
    a = [[x % m for x in row] for row in a]
    while n:
        if n & 1:
            r = matmul(r, a, m)
        a = matmul(a, a, m)
        n >>= 1
    return r


def mrg_outputs(seed, subsequence, offset, count):
    s1, s2 = [12345] * 3, [12345] * 3
    if seed:
        x1 = (seed & MASK32) ^ 0x55555555
        x2 = ((seed >> 32) ^ 0xAAAAAAAA) & MASK32
        s1 = [x1 * s1[0] % M1, x2 * s1[1] % M1, x1 * s1[2] % M1]
        s2 = [x2 * s2[0] % M2, x1 * s2[1] % M2, x2 * s2[2] % M2]
    steps = subsequence * (1 << 76) + offset
    p1, p2 = matpow(A1, steps, M1), matpow(A2, steps, M2)
    s1 = [sum(p1[i][k] * s1[k] for k in range(3)) % M1 for i in range(3)]
    s2 = [sum(p2[i][k] * s2[k] for k in range(3)) % M2 for i in range(3)]
    out = []
    for _ in range(count):
        n1 = (1403580 * s1[1] - 810728 * s1[0]) % M1
        s1 = [s1[1], s1[2], n1]
        n2 = (527612 * s2[2] - 1370589 * s2[0]) % M2
        s2 = [s2[1], s2[2], n2]
        out.append(n1 - n2 if n1 > n2 else n1 - n2 + M1)
    return out


# L'Ecuyer's published first output of the default stream (seeds all 12345).
assert abs(mrg_outputs(0, 0, 0, 1)[0] / (M1 + 1) - 0.1270111220) < 1e-10


def mrg(seed, subsequence, offset, count):
    return [min(int(x * 1.000000048662), MASK32) for x in mrg_outputs(seed, subsequence, offset, count)]


# ---- Conversions (cuRAND documentation: uniform in (0, 1]).
def f32(x):
    return struct.unpack("f", struct.pack("f", x))[0]


def uniform_float(bits):
    return f32(f32(bits * f32(2.3283064e-10)) + f32(f32(2.3283064e-10) / 2))


def uniform_double_hq(x, y):
    z = x ^ (y << 21)
    return z * 1.1102230246251565e-16 + 1.1102230246251565e-16 / 2


GENERATORS = {"xorwow": xorwow, "philox": philox, "mrg32k3a": mrg}


# ---- Normals (Box-Muller: the first draw gives the radius, the second the angle).
def box_muller(u, v):
    s = math.sqrt(-2.0 * math.log(u))
    return [s * math.sin(v), s * math.cos(v)]


def normal_pair(bits):
    u = uniform_float(bits[0])
    v = bits[1] * 2.3283064e-10 * 6.2831855 + 2.3283064e-10 * 6.2831855 / 2
    return box_muller(u, v)


def normal_pair_double(bits):
    return box_muller(uniform_double_hq(bits[0], bits[1]),
                      uniform_double_hq(bits[2], bits[3]) * 2.0 * math.pi)


def expected_normals(name, seed, subsequence, double):
    """curand_normal x3 (pairs cached), curand_normal2, then log_normal(0.5, 0.25)."""
    if name == "mrg32k3a":
        x = [v * 2.3283065498378288e-10 for v in mrg_outputs(seed, subsequence, 0, 8)]
        if not double:
            x = [f32(v) for v in x]
        pairs = [box_muller(x[2 * k], x[2 * k + 1] * 2.0 * math.pi) for k in range(4)]
    else:
        per = 4 if double else 2
        b = GENERATORS[name](seed, subsequence, 0, 4 * per)
        make = normal_pair_double if double else normal_pair
        pairs = [make(b[per * k:per * k + per]) for k in range(4)]
    return [pairs[0][0], pairs[0][1], pairs[1][0], pairs[2][0], pairs[2][1],
            math.exp(0.5 + 0.25 * pairs[1][1])]


def close(tolerance):
    return lambda g, w: abs(g - w) <= tolerance * max(1.0, abs(w))


def direction_vectors(bits):
    return qmc.Sobol(d=DIMS, scramble=False, bits=bits)._sv.astype(np.uint64)


def sobol_points(bits, dim, offset, count):
    points = qmc.Sobol(d=DIMS, scramble=False, bits=bits).random(offset + count)
    return [int(round(p * 2.0 ** bits)) for p in points[offset:, dim]]


def check(path):
    checked = 0
    bad = 0

    def expect(line, got, want, close=None):
        nonlocal checked, bad
        checked += 1
        ok = close(got, want) if close else got == want
        if not ok:
            bad += 1
            print(f"MISMATCH {line.strip()}: got {got}, want {want}")

    for line in open(path):
        words = line.split()
        if not words or words[0] in ("OK", "FAILED", "FAILURES:"):
            continue
        name = words[0]
        if name == "sobolnormal":
            # Dimension 1 from offset 3: x = reversed bits of 3 ^ (3 >> 1) = 2.
            u = uniform_float(1 << 30)
            want = -math.sqrt(2.0) * special.erfcinv(2.0 * u)
            expect(line, float(words[1]), want, close(2e-6))
            expect(line, float(words[2]), -math.sqrt(2.0) * special.erfcinv(
                2.0 * ((1 << 30) * 2.3283064365386963e-10 + 2.3283064365386963e-10 / 2)),
                close(1e-14))
            continue
        if name in ("sobol32", "sobol64"):
            dim, offset = int(words[1]), int(words[2])
            got = [int(w) for w in words[3:]]
            want = sobol_points(32 if name == "sobol32" else 64, dim, offset, len(got))
            for g, w in zip(got, want):
                expect(line, g, w)
            continue
        seed, subsequence, offset, kind = int(words[1]), int(words[2]), int(words[3]), words[4]
        gen = GENERATORS[name]
        if kind == "bits":
            got = [int(w) for w in words[5:]]
            for g, w in zip(got, gen(seed, subsequence, offset, len(got))):
                expect(line, g, w)
        elif kind == "skip":
            expect(line, int(words[5]), gen(seed, subsequence, offset + 1, 1)[0])
        elif kind == "four":
            got = [int(w) for w in words[5:]]
            want = philox(seed, subsequence, offset + 1, 8)
            for g, w in zip(got, want):
                expect(line, g, w)
        elif kind in ("normals", "normals_double"):
            double = kind == "normals_double"
            want = expected_normals(name, seed, subsequence, double)
            for g, w in zip(words[5:], want):
                expect(line, float(g), w, close(1e-13 if double else 2e-6))
        elif kind == "normal4":
            b = philox(seed, subsequence, 0, 4)
            want = normal_pair(b[0:2]) + normal_pair(b[2:4])
            for g, w in zip(words[5:], want):
                expect(line, float(g), w, close(2e-6))
        elif kind == "uniform":
            u, ud = float(words[5]), float(words[6])
            if name == "mrg32k3a":
                x = mrg_outputs(seed, subsequence, offset, 2)
                want_u = f32(x[0] * 2.3283065498378288e-10)
                want_ud = x[1] * 2.3283065498378288e-10
            else:
                b = gen(seed, subsequence, offset, 3)
                want_u = uniform_float(b[0])
                want_ud = uniform_double_hq(b[1], b[2])
            expect(line, f32(u), want_u)
            expect(line, ud, want_ud, lambda g, w: abs(g - w) <= 1e-16)
    print(f"checked {checked} values")
    print("OK" if bad == 0 and checked else "FAILED")


def main():
    if sys.argv[1] == "--direction-vectors":
        with open(sys.argv[2], "w") as out:
            for bits in (32, 64):
                for row in direction_vectors(bits):
                    out.write(" ".join(str(int(x)) for x in row) + "\n")
    else:
        check(sys.argv[2])


if __name__ == "__main__":
    main()
