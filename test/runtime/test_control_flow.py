"""switch, do/while, goto, ternary and comma (kernels/control_flow.cu)."""

import numpy as np

from harness import cdiv

FILE = "control_flow.cu"


def test_switch_with_fallthrough_and_default(cu, rng):
    n = 2_000
    codes = rng.integers(-1, 7, n, dtype=np.int32)
    a = rng.standard_normal(n).astype(np.float32)
    b = rng.standard_normal(n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    cu(FILE).launch("apply_op", cdiv(n, 128), 128, codes, a, b, out, np.int32(n))
    ref = np.select(
        [codes == 0, (codes == 1) | (codes == 2), codes == 3, codes == 4],
        [a + b, a - b, a * b + np.float32(1), np.full(n, 1, np.float32)],
        np.maximum(a, b),
    ).astype(np.float32)
    np.testing.assert_allclose(out, ref, rtol=1e-6, atol=1e-6)


def test_do_while_break_continue(cu, rng):
    n, cap = 1_200, 60
    start = rng.integers(0, 10_000, n, dtype=np.uint32)
    steps = np.full(n, -1, np.int32)
    peak = np.zeros(n, np.uint32)
    cu(FILE).launch("collatz_steps", cdiv(n, 256), 256, start, steps, peak, np.int32(n),
                    np.int32(cap))
    # vectorized reference of the same loop
    x = start.astype(np.uint64)
    hi = x.copy()
    s = np.zeros(n, np.int64)
    active = np.ones(n, bool)
    while True:
        active &= (x > 1)
        if not active.any():
            break
        s[active] += 1
        even = active & (x % 2 == 0)
        odd = active & ~even
        x[even] //= 2
        x[odd] = 3 * x[odd] + 1
        hi[odd] = np.maximum(hi[odd], x[odd])
        active &= (s < cap)
    np.testing.assert_array_equal(steps, s)
    np.testing.assert_array_equal(peak, hi)


def test_goto_out_of_nested_loops(cu, rng):
    rows, cols = 500, 40
    m = rng.integers(0, 1000, (rows, cols), dtype=np.int32)
    # sprinkle negatives in some rows, leave other rows without any
    mask = rng.random((rows, cols)) < 0.03
    m[mask] = -m[mask] - 1
    pos = np.full(rows, -7, np.int32)
    cu(FILE).launch("first_negative", cdiv(rows, 64), 64, m, pos, np.int32(rows), np.int32(cols))
    neg = m < 0
    ref = np.where(neg.any(axis=1), neg.argmax(axis=1), -1)
    np.testing.assert_array_equal(pos, ref)
    assert (ref == -1).any() and (ref >= 0).any()


def test_ternary_and_comma_operators(cu, rng):
    n = 1_111
    x = rng.integers(-1000, 1000, n, dtype=np.int32)
    y = rng.integers(-1000, 1000, n, dtype=np.int32)
    outs = [np.full(n, -99999, np.int32) for _ in range(4)]
    cu(FILE).launch("ternary_comma", cdiv(n, 128), 128, x, y, *outs, np.int32(n))
    quadrant, mx, pairsum, seq = outs
    ref_q = np.where(x >= 0, np.where(y >= 0, 0, 3), np.where(y >= 0, 1, 2))
    np.testing.assert_array_equal(quadrant, ref_q)
    np.testing.assert_array_equal(mx, np.maximum(x, y))
    u = x + 1
    np.testing.assert_array_equal(pairsum, u * 2 + u)
    acc = sum(k * (10 - k) for k in range(10) if k < 10 - k)
    np.testing.assert_array_equal(seq, acc + x - y)
