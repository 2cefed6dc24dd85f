"""Integer widths and wrap-around (kernels/integers.cu, kernels/unsigned_wrap.cu)."""

import numpy as np

from harness import cdiv

FILE = "integers.cu"


def test_type_sizes_match_cuda(cu):
    sizes = np.full(14, -1, np.int32)
    cu(FILE).launch("type_sizes", 1, 32, sizes)
    # char short int long(LP64) long-long ull int64_t uint8_t uint16_t uint32_t float double size_t int8_t
    np.testing.assert_array_equal(sizes, [1, 2, 4, 8, 8, 8, 8, 1, 2, 4, 4, 8, 8, 1])


def test_unsigned_long_long_wraparound(cu, rng):
    n = 2_049
    a = rng.integers(0, 2**64 - 1, n, dtype=np.uint64, endpoint=True)
    b = rng.integers(0, 2**64 - 1, n, dtype=np.uint64, endpoint=True)
    out = np.zeros(n, np.uint64)
    cu(FILE).launch("mix64", cdiv(n, 256), 256, a, b, out, np.int32(n))
    with np.errstate(over="ignore"):
        h = a * np.uint64(0x9E3779B97F4A7C15) + b
        h ^= h >> np.uint64(31)
        h *= np.uint64(0xBF58476D1CE4E5B9)
        ref = h ^ (h >> np.uint64(27))
    np.testing.assert_array_equal(out, ref)


def test_int64_products_and_shifts(cu, rng):
    n = 1_000
    x = rng.integers(-2**31, 2**31 - 1, n, dtype=np.int32)
    y = rng.integers(-2**31, 2**31 - 1, n, dtype=np.int32)
    prod = np.zeros(n, np.int64)
    shifted = np.zeros(n, np.int64)
    cu(FILE).launch("wide_products", cdiv(n, 128), 128, x, y, prod, shifted, np.int32(n))
    np.testing.assert_array_equal(prod, x.astype(np.int64) * y.astype(np.int64))
    np.testing.assert_array_equal(shifted, (np.int64(1) << 40) + (x.astype(np.int64) << 20))


def test_uint8_promotion_and_wraparound(cu, rng):
    n = 777
    a = rng.integers(0, 256, n, dtype=np.uint8)
    b = rng.integers(0, 256, n, dtype=np.uint8)
    wrapped = np.zeros(n, np.uint8)
    promoted = np.full(n, -1, np.int32)
    bumped = np.zeros(n, np.uint8)
    cu(FILE).launch("bytes", cdiv(n, 128), 128, a, b, wrapped, promoted, bumped, np.int32(n))
    wide = a.astype(np.int32) + b.astype(np.int32)
    np.testing.assert_array_equal(promoted, wide)
    np.testing.assert_array_equal(wrapped, (wide % 256).astype(np.uint8))
    np.testing.assert_array_equal(bumped, ((a.astype(np.int32) + 200) % 256).astype(np.uint8))


def test_uint32_hash_wraparound(cu, rng):
    n = 1_025
    x = rng.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    out = np.zeros(n, np.uint32)
    cu(FILE).launch("hash32", cdiv(n, 256), 256, x, out, np.int32(n))
    with np.errstate(over="ignore"):
        h = x * np.uint32(2654435761)
        h ^= h >> np.uint32(16)
        ref = h - np.uint32(12345)
    np.testing.assert_array_equal(out, ref)


def test_threadidx_minus_one_wraps_unsigned(cu, rng):
    n, block = 1_000, 128
    x = rng.integers(-1000, 1000, n, dtype=np.int32)
    out = np.full(n, 99, np.int32)
    jout = np.zeros(n, np.uint32)
    cu("unsigned_wrap.cu").launch("left_neighbor", cdiv(n, block), block, x, out, jout,
                                  np.int32(n))
    i = np.arange(n)
    tid = (i % block).astype(np.uint32)
    j = tid - np.uint32(1)  # numpy uint32 wraps: 0 - 1 == 0xFFFFFFFF
    np.testing.assert_array_equal(jout, j)
    base = i - (i % block)
    ref = np.where(j < np.uint32(block), x[np.clip(base + j.astype(np.int64), 0, n - 1)], -1)
    np.testing.assert_array_equal(out, ref)


def test_unsigned_expression_widths(cu):
    n, block = 300, 64
    wide = np.zeros(n, np.int64)
    halved = np.zeros(n, np.int64)
    as_int = np.zeros(n, np.int32)
    is_big = np.full(n, -1, np.int32)
    cu("unsigned_wrap.cu").launch("unsigned_arith", cdiv(n, block), block, wide, halved, as_int,
                                  is_big, np.int32(n))
    tid = (np.arange(n) % block).astype(np.uint32)
    with np.errstate(over="ignore"):
        m1 = tid - np.uint32(1)
        m2 = tid - np.uint32(2)
    np.testing.assert_array_equal(wide, m1.astype(np.int64))         # 4294967295, not -1
    np.testing.assert_array_equal(halved, (m2 // np.uint32(2)).astype(np.int64))
    np.testing.assert_array_equal(as_int, m1.view(np.int32))
    np.testing.assert_array_equal(is_big, (m1 > np.uint32(1000)).astype(np.int32))
