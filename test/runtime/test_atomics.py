"""CUDA atomics executed on PoCL under contention (kernels/atomics_hist.cu,
kernels/atomics_misc.cu).

Histograms of 1e6 values into 256 bins (half of the values in 4 hot bins)
with every atomic on every type CUDA defines it for, in global memory and in
per-block __shared__ histograms merged into global memory; results compared
exactly with NumPy (float sums use values whose sums are exact, plus one
fractional case with a summation-order tolerance). Returned old values:
tickets from atomicAdd are exactly 0..n-1, atomicExch conserves values,
atomicInc/atomicDec follow CUDA's wrap-around.
"""

import numpy as np
import pytest

import harness
from harness import cdiv

N = 1_000_000
NB = 256
BLOCK = 256
GRID = cdiv(N, BLOCK)
HIST = "atomics_hist.cu"
MISC = "atomics_misc.cu"

# Operation codes of atomics_hist.cu's `enum Op`.
ADD, SUB, MIN, MAX, AND, OR, XOR, INC, DEC, CAS_ADD, ADD_BLOCK, MAX_SYSTEM = range(12)

KERNELS = {
    np.int32: "hist_i32", np.uint32: "hist_u32", np.int64: "hist_i64", np.uint64: "hist_u64",
    np.float32: "hist_f32", np.float64: "hist_f64", np.uint16: "hist_u16",
}


@pytest.fixture(scope="module")
def bins():
    rng = np.random.default_rng(20240404)
    hot = rng.random(N) < 0.5
    return np.where(hot, rng.integers(0, 4, N), rng.integers(0, NB, N)).astype(np.int32)


def _bits(dtype):
    return np.dtype(dtype).itemsize * 8


def _operands(op, dtype, bins, rng):
    """Values for `op`: small addends (sums stay exact), bit masks that leave
    distinct bits per bin for AND/OR, full-range values for MIN/MAX/XOR."""
    dtype = np.dtype(dtype)
    nbits = _bits(dtype)
    if op in (ADD, SUB, CAS_ADD, ADD_BLOCK):
        if dtype == np.uint64:  # exercise carries past 32 bits
            return rng.integers(1, 1 << 40, N, dtype=np.uint64)
        return rng.integers(1, 5, N).astype(dtype)
    if op in (AND, OR):
        # OR sets, AND clears, one of ~3 bits chosen by the bin (or none: k >= nbits).
        k = (bins.astype(np.int64) * 7 + rng.integers(0, 3, N)) % (nbits + nbits // 2)
        one = np.uint64(1)
        mask = np.where(k < nbits, one << np.minimum(k, nbits - 1).astype(np.uint64),
                        np.uint64(0)).astype(np.uint64)
        if op == AND:
            mask = ~mask
        unsigned = np.dtype(f"u{dtype.itemsize}")
        return (mask & np.uint64((1 << nbits) - 1)).astype(unsigned).view(dtype)
    if op in (INC, DEC):
        return np.zeros(N, dtype)
    info = np.iinfo(dtype)
    return rng.integers(info.min, info.max, N, dtype=dtype, endpoint=True)


def _init(op, dtype):
    dtype = np.dtype(dtype)
    if op in (MIN,):
        return np.iinfo(dtype).max
    if op in (MAX, MAX_SYSTEM):
        return np.iinfo(dtype).min
    if op == AND:
        return np.iinfo(dtype).max if dtype.kind == "u" else -1
    return 0


def _reference(op, dtype, idx, vals, size, init, limit):
    """The exact result of applying `op` with vals at idx, in order-independent form."""
    dtype = np.dtype(dtype)
    if op in (INC, DEC):
        count = np.bincount(idx, minlength=size).astype(np.int64)
        m = limit + 1
        return ((count % m) if op == INC else ((-count) % m)).astype(dtype)
    ref = np.full(size, init, dtype)
    ufunc = {ADD: np.add, CAS_ADD: np.add, ADD_BLOCK: np.add, SUB: np.subtract,
             MIN: np.minimum, MAX: np.maximum, MAX_SYSTEM: np.maximum, AND: np.bitwise_and,
             OR: np.bitwise_or, XOR: np.bitwise_xor}[op]
    with np.errstate(over="ignore"):
        ufunc.at(ref, idx, vals)
    return ref


def _run_hist(module, dtype, op, shared, bins, vals, init, limit=0):
    dtype = np.dtype(dtype)
    hist = np.full(NB, init, dtype)
    partials = np.zeros(GRID * NB if shared else 1, dtype)
    module.launch(KERNELS[dtype.type], GRID, BLOCK, bins, vals, np.int32(N), np.int32(op),
                  np.int32(shared), dtype.type(init), np.uint32(limit), hist, partials)
    return hist, partials.reshape(GRID, NB) if shared else None


INT_CASES = (
    [(np.int32, op) for op in (ADD, SUB, MIN, MAX, AND, OR, XOR, CAS_ADD, ADD_BLOCK, MAX_SYSTEM)]
    + [(np.uint32, op) for op in (ADD, SUB, MIN, MAX, AND, OR, XOR, INC, DEC, CAS_ADD)]
    + [(np.int64, op) for op in (MIN, MAX)]
    + [(np.uint64, op) for op in (ADD, MIN, MAX, AND, OR, XOR, CAS_ADD)]
    + [(np.uint16, CAS_ADD)]
)
OP_NAMES = ["ADD", "SUB", "MIN", "MAX", "AND", "OR", "XOR", "INC", "DEC", "CAS_ADD",
            "ADD_BLOCK", "MAX_SYSTEM"]


def _check_int(module, dtype, op, shared, bins, limit=6):
    rng = np.random.default_rng(1000 * op + _bits(dtype) + shared)
    vals = _operands(op, dtype, bins, rng) if dtype != np.uint16 else \
        rng.integers(1, 3, N).astype(np.uint16)
    init = _init(op, dtype)
    hist, partials = _run_hist(module, dtype, op, shared, bins, vals, init, limit)
    if shared:
        block_of = np.arange(N) // BLOCK
        ref_blocks = _reference(op, dtype, block_of * NB + bins, vals, GRID * NB, init, limit)
        np.testing.assert_array_equal(partials, ref_blocks.reshape(GRID, NB))
        if op in (INC, DEC):
            return
    ref = _reference(op, dtype, bins, vals, NB, init, limit)
    np.testing.assert_array_equal(hist, ref)


@pytest.mark.parametrize("space", ["global", "shared"])
@pytest.mark.parametrize("dtype,op", INT_CASES,
                         ids=[f"{np.dtype(t).name}-{OP_NAMES[o]}" for t, o in INT_CASES])
def test_integer_histogram(cu, bins, dtype, op, space):
    _check_int(cu(HIST), dtype, op, space == "shared", bins)


@pytest.mark.parametrize("space", ["global", "shared"])
def test_atomic_inc_dec_wrap_power_of_two_minus_one(cu, bins, space):
    # limit 0xffffffff makes atomicInc a plain wrapping increment.
    for op in (INC, DEC):
        _check_int(cu(HIST), np.uint32, op, space == "shared", bins, limit=0xFFFFFFFF)


@pytest.mark.parametrize("space", ["global", "shared"])
def test_int64_extended_fallback_cas_loops(cu, bins, space):
    """The compare-and-swap loops used where cl_khr_int64_extended_atomics is missing."""
    base = cu(HIST)
    src = "#define ULTIMA_NO_INT64_EXTENDED_ATOMICS 1\n" + base.source
    assert "!defined(ULTIMA_NO_INT64_EXTENDED_ATOMICS)" in base.source
    module = harness.Module(base.env, src, HIST + " (no int64 extended atomics)")
    for dtype, op in [(np.int64, MIN), (np.int64, MAX), (np.uint64, MIN), (np.uint64, MAX),
                      (np.uint64, AND), (np.uint64, OR), (np.uint64, XOR)]:
        _check_int(module, dtype, op, space == "shared", bins)


@pytest.mark.parametrize("space", ["global", "shared"])
def test_float_add_exact(cu, bins, space):
    rng = np.random.default_rng(7)
    for dtype in (np.float32, np.float64):
        vals = (rng.integers(1, 5, N) * 0.25).astype(dtype)  # every partial sum is exact
        hist, partials = _run_hist(cu(HIST), dtype, ADD, space == "shared", bins, vals, 0)
        ref = np.bincount(bins, weights=vals.astype(np.float64), minlength=NB)
        np.testing.assert_array_equal(hist, ref.astype(dtype))
        if partials is not None:
            idx = (np.arange(N) // BLOCK) * NB + bins
            ref_b = np.bincount(idx, weights=vals.astype(np.float64), minlength=GRID * NB)
            np.testing.assert_array_equal(partials.reshape(-1), ref_b.astype(dtype))


@pytest.mark.parametrize("space", ["global", "shared"])
def test_float_add_fractional(cu, bins, space):
    rng = np.random.default_rng(8)
    counts = np.bincount(bins, minlength=NB)
    for dtype in (np.float32, np.float64):
        vals = rng.uniform(0.0, 1.0, N).astype(dtype)
        hist, _ = _run_hist(cu(HIST), dtype, ADD, space == "shared", bins, vals, 0)
        ref = np.bincount(bins, weights=vals.astype(np.float64), minlength=NB)
        # Any summation order of k positive terms is within (k-1)*eps relative error.
        eps = np.finfo(dtype).eps
        np.testing.assert_array_less(np.abs(hist - ref), (counts + 1) * eps * ref + 1e-30)


@pytest.mark.parametrize("space", ["global", "shared"])
def test_float_max_via_atomic_cas(cu, bins, space):
    rng = np.random.default_rng(9)
    vals = (rng.standard_normal(N) * 100).astype(np.float32)
    hist, partials = _run_hist(cu(HIST), np.float32, MAX, space == "shared", bins, vals,
                               -np.inf)
    ref = np.full(NB, -np.inf, np.float32)
    np.maximum.at(ref, bins, vals)
    np.testing.assert_array_equal(hist, ref)
    if partials is not None:
        ref_b = np.full(GRID * NB, -np.inf, np.float32)
        np.maximum.at(ref_b, (np.arange(N) // BLOCK) * NB + bins, vals)
        np.testing.assert_array_equal(partials.reshape(-1), ref_b)


# ---------------------------------------------------------------- returned values

def test_atomic_add_tickets_are_unique(cu):
    n = N
    counters = [np.zeros(1, t) for t in (np.int32, np.uint32, np.uint64, np.float32, np.float64)]
    tickets = [np.full(n, -1, t) if np.dtype(t).kind != "u" else np.zeros(n, t)
               for t in (np.int32, np.uint32, np.uint64, np.float32, np.float64)]
    tshared = np.zeros(n, np.uint32)
    cu(MISC).launch("tickets", GRID, BLOCK, np.int32(n), *counters, *tickets, tshared)
    expect = np.arange(n)
    for c, t in zip(counters, tickets):
        assert c[0] == n, t.dtype
        np.testing.assert_array_equal(np.sort(t), expect.astype(t.dtype), err_msg=str(t.dtype))
    # per block: uint and float shared counters each hand out 0..blockDim-1
    sizes = [BLOCK] * (n // BLOCK) + ([n % BLOCK] if n % BLOCK else [])
    start = 0
    for size in sizes:
        chunk = tshared[start:start + size]
        np.testing.assert_array_equal(np.sort(chunk & 0xFFFF), np.arange(size))
        np.testing.assert_array_equal(np.sort(chunk >> 16), np.arange(size))
        start += size


def test_atomic_exch_conserves_values(cu):
    n, slots = 200_000, 16
    grid = cdiv(n, BLOCK)
    rng = np.random.default_rng(11)
    slot_of = rng.integers(0, slots, n).astype(np.int32)
    si = np.arange(slots, dtype=np.int32) - 100
    su = np.arange(slots, dtype=np.uint32) + 1_000_000_000
    sull = np.arange(slots, dtype=np.uint64) + (np.uint64(1) << np.uint64(62))
    sf = -np.arange(slots, dtype=np.float32) - 0.25
    init = [a.copy() for a in (si, su, sull, sf)]
    oi, ou, oull, of = (np.zeros(n, t) for t in (np.int32, np.uint32, np.uint64, np.float32))
    oshared = np.zeros(n, np.int32)
    sshared = np.zeros(grid * 8, np.int32)
    cu(MISC).launch("exchange", grid, BLOCK, np.int32(n), slot_of, si, su, sull, sf,
                    oi, ou, oull, of, oshared, sshared)
    ids = np.arange(n)
    written = [ids.astype(np.int32), (ids + 7).astype(np.uint32),
               ids.astype(np.uint64) << np.uint64(33), ids.astype(np.float32) + np.float32(0.5)]
    for s0, s1, old, w in zip(init, (si, su, sull, sf), (oi, ou, oull, of), written):
        for k in range(slots):
            mine = slot_of == k
            have = np.sort(np.concatenate([old[mine], s1[k:k + 1]]))
            want = np.sort(np.concatenate([w[mine], s0[k:k + 1]]))
            np.testing.assert_array_equal(have, want, err_msg=f"{s0.dtype} slot {k}")
    # shared: 8 slots per block, initialised to -1-k
    for b in range(grid):
        lo, hi = b * BLOCK, min(n, (b + 1) * BLOCK)
        k_of = slot_of[lo:hi] % 8
        for k in range(8):
            mine = k_of == k
            have = np.sort(np.concatenate([oshared[lo:hi][mine], sshared[b * 8 + k:b * 8 + k + 1]]))
            want = np.sort(np.concatenate([ids[lo:hi][mine], [-1 - k]]).astype(np.int32))
            np.testing.assert_array_equal(have, want)


@pytest.mark.parametrize("limit", [0, 1, 6, 255, 1000])
def test_atomic_inc_dec_returned_values_wrap(cu, limit):
    n = 300_000
    grid = cdiv(n, BLOCK)
    ginc, gdec = np.zeros(1, np.uint32), np.zeros(1, np.uint32)
    oinc, odec, osinc, osdec = (np.zeros(n, np.uint32) for _ in range(4))
    finals = np.zeros(2 * grid, np.uint32)
    cu(MISC).launch("wrap_counters", grid, BLOCK, np.int32(n), np.uint32(limit), ginc, gdec,
                    oinc, odec, osinc, osdec, finals)
    m = limit + 1

    def inc_seq(k):   # old values of k increments from 0: 0, 1, .., limit, 0, ...
        return np.arange(k) % m

    def dec_seq(k):   # old values of k decrements from 0: 0, limit, limit-1, .., 0, ...
        return (-np.arange(k)) % m

    np.testing.assert_array_equal(np.sort(oinc), np.sort(inc_seq(n)))
    np.testing.assert_array_equal(np.sort(odec), np.sort(dec_seq(n)))
    assert ginc[0] == n % m and gdec[0] == (-n) % m
    for b in range(grid):
        lo, hi = b * BLOCK, min(n, (b + 1) * BLOCK)
        k = hi - lo
        np.testing.assert_array_equal(np.sort(osinc[lo:hi]), np.sort(inc_seq(k)))
        np.testing.assert_array_equal(np.sort(osdec[lo:hi]), np.sort(dec_seq(k)))
        assert finals[2 * b] == k % m and finals[2 * b + 1] == (-k) % m


def test_atomic_inc_dec_edge_cases(cu):
    cases = []  # (start, limit, is_dec)
    big = 0xFFFFFFFF
    for start in (0, 1, 5, 6, 7, 1000, big - 1, big):
        for limit in (0, 1, 6, big - 1, big):
            cases.append((start, limit, 0))
            cases.append((start, limit, 1))
    start = np.array([c[0] for c in cases], np.uint32)
    limits = np.array([c[1] for c in cases], np.uint32)
    is_dec = np.array([c[2] for c in cases], np.int32)
    slots = start.copy()
    olds = np.zeros(len(cases), np.uint32)
    cu(MISC).launch("wrap_edges", cdiv(len(cases), 64), 64, np.int32(len(cases)), slots, limits,
                    is_dec, olds)
    for i, (s, lim, dec) in enumerate(cases):
        want = ((lim if (s == 0 or s > lim) else s - 1) if dec else (0 if s >= lim else s + 1))
        assert olds[i] == s and slots[i] == want, (s, lim, "dec" if dec else "inc", slots[i])


def test_ldg_and_cache_hinted_loads_stores(cu, rng):
    n = 10_000
    v = rng.uniform(-1, 1, (n, 4)).astype(np.float32)
    k = rng.integers(-1000, 1000, n).astype(np.int32)
    d = rng.uniform(-1, 1, n)
    out = rng.uniform(-1, 1, n).astype(np.float32)
    before = out.copy()
    outd = np.zeros(n)
    outk = np.zeros(n, np.int32)
    cu(MISC).launch("loads", cdiv(n, 128), 128, np.int32(n), v, k, d, out, outd, outk)
    ref = v[:, 0] + v[:, 1] * 2 + v[:, 2] * 3 + v[:, 3] * 4 + before
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(outd, d * 2)
    np.testing.assert_array_equal(outk, k * 2)
