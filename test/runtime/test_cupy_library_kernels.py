"""Kernels written as CuPy's own library writes them (its ufuncs, reduction
functions and cupyx.scipy's preambles), checked against NumPy/SciPy. Each
test names the convention: CuPy's device headers (_floor_divide,
CArray::index_t, CIndexer::ndim, cupy/cuda_workaround.h), the type names of
its ufuncs and reduction functions (in0_type, type_in0_raw), what NVRTC
accepts that Clang rejects by default (narrowing in braces, assert, math
with mixed argument types), scalars for raw parameters and loop_prep /
after_loop spliced with CuPy's semicolons."""

import numpy as np
import pytest

from rt_common import ultima

rng = np.random.default_rng(29)

INTEGER = [np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64]


@pytest.mark.parametrize("dtype", INTEGER)
def test_floor_divide_integers_as_numpy(dtype):
    # Python's floor division: rounds toward -inf; NumPy (and CuPy) give 0
    # for a zero divisor.
    info = np.iinfo(dtype)
    lo, hi = max(info.min, -1000), min(info.max, 1000)
    x = rng.integers(lo, hi, 500, dtype=dtype, endpoint=True)
    y = rng.integers(lo, hi, 500, dtype=dtype, endpoint=True)
    y[:20] = 0
    if info.min < 0:
        x[20:40], y[20:40] = -7, 2  # inexact, signs differ
        x[40:60], y[40:60] = 7, -2
        x[60:80], y[60:80] = -8, 2  # exact, signs differ
    k = ultima.ElementwiseKernel("T in0, T in1", "T out0", "out0 = _floor_divide(in0, in1)",
                                 "floor_div")
    with np.errstate(divide="ignore"):
        want = np.floor_divide(x, y)
    np.testing.assert_array_equal(k(x, y).get(), want)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_floor_divide_and_remainder_floating(dtype):
    # CuPy's remainder ufunc for floats: in0 - _floor_divide(in0, in1) * in1.
    x = rng.uniform(-50, 50, 400).astype(dtype)
    y = rng.uniform(0.5, 9, 400).astype(dtype) * rng.choice([-1, 1], 400).astype(dtype)
    k = ultima.ElementwiseKernel(
        "T in0, T in1", "T q, T r", "q = _floor_divide(in0, in1); r = in0 - _floor_divide(in0, in1) * in1",
        "floor_div_rem")
    q, r = k(x, y)
    np.testing.assert_array_equal(q.get(), np.floor(x / y))
    np.testing.assert_allclose(r.get(), np.remainder(x, y), rtol=1e-5, atol=1e-4)


def test_index_t_through_decltype():
    # CuPy's `take` names the array's index type as decltype(a)::index_t.
    a = rng.standard_normal(37)
    idx = rng.integers(-37, 37, 200).astype(np.int64)
    k = ultima.ElementwiseKernel(
        "raw T a, S ind, int64 n", "T out",
        "using idx_t = decltype(a)::index_t; idx_t j = ind; j %= n; if (j < 0) j += n; out = a[j];",
        "take_wrap")
    np.testing.assert_array_equal(k(a, idx, 37).get(), np.take(a, idx, mode="wrap"))


def test_indexer_ndim_through_the_object():
    # cupy.triu-style: the last two indices through _ind.ndim, with the
    # array's own rank (reduce_dims=False).
    x = rng.standard_normal((3, 5, 6))
    k = ultima.ElementwiseKernel(
        "int32 k", "T x",
        "x = (_ind.get()[_ind.ndim - 1] - _ind.get()[_ind.ndim - 2] >= k) ? x : (T)0", "triu",
        reduce_dims=False)
    out = ultima.asarray(x.copy())
    k(1, out)
    np.testing.assert_array_equal(out.get(), np.triu(x, 1))


def test_ufunc_operand_type_names():
    # CuPy's ufuncs name their operands' types in0_type, in1_type, out0_type.
    x = rng.integers(-100, 100, 64).astype(np.int32)
    y = rng.standard_normal(64)
    k = ultima.ElementwiseKernel("int32 in0, float64 in1", "float64 out0",
                                 "out0 = out0_type(in0) / in1 + (in0_type)1 + (in1_type)0.5",
                                 "typed_ufunc")
    np.testing.assert_allclose(k(x, y).get(), x / y + 1.5, rtol=1e-12)


@pytest.mark.parametrize("dtype", [np.float32, np.int32, np.float64])
def test_reduction_function_raw_type_names(dtype):
    # CuPy's reduction functions (max, nanmax, ...) spell their operand
    # types type_in0_raw and type_out0_raw.
    x = (rng.standard_normal((6, 50)) * 100).astype(dtype)
    k = ultima.ReductionKernel("T in0", "T out0", "in0", "max(a, b)", "out0 = type_out0_raw(a)",
                               "(type_in0_raw)-1e9", "raw_max")
    np.testing.assert_array_equal(k(x, axis=1).get(), x.max(axis=1))


def test_cuda_workaround_header_gives_type_traits_and_limits():
    # cupy/cuda_workaround.h makes <type_traits> and <limits> usable, as
    # cupy.bitwise_count's preamble uses them.
    preamble = """
#include <cupy/cuda_workaround.h>
template <typename T> __device__ int bitcount(T x) {
  unsigned long long u = std::is_signed<T>::value && x < 0 ? 0ull - (unsigned long long)x
                                                           : (unsigned long long)x;
  return __popcll(u);
}"""
    k = ultima.ElementwiseKernel("T in0", "int32 out0, float64 big",
                                 "out0 = bitcount(in0); big = std::numeric_limits<T>::max()",
                                 "bitcount", preamble=preamble)
    for dtype in (np.int16, np.uint32, np.int64):
        x = rng.integers(np.iinfo(dtype).min, np.iinfo(dtype).max, 100, dtype=dtype)
        count, big = k(x)
        want = [bin(abs(int(v))).count("1") for v in x]
        np.testing.assert_array_equal(count.get(), want)
        assert (big.get() == float(np.iinfo(dtype).max)).all()


def test_narrowing_in_braces_is_accepted():
    # NVRTC warns about narrowing in braces; kernels with it run.
    x = rng.standard_normal(10).astype(np.float32)
    k = ultima.ElementwiseKernel(
        "T x", "T y, int64 s",
        "ptrdiff_t t = i; int ind[] = {i, t}; s = ind[0] + ind[1]; T fac{ -M_PI + 0.5 * i }; y = x + fac;",
        "narrowing")
    y, s = k(x)
    np.testing.assert_allclose(y.get(), x + (-np.pi + 0.5 * np.arange(10)).astype(np.float32),
                               rtol=1e-6)
    np.testing.assert_array_equal(s.get(), 2 * np.arange(10))


def test_assert_needs_no_include():
    # NVRTC declares assert() without <assert.h>; the runtime builds without
    # assertions (NDEBUG) unless asked, so the kernel runs.
    x = np.arange(8, dtype=np.float64)
    k = ultima.ElementwiseKernel("T x", "T y", "assert(x >= 0); y = 2 * x", "asserting")
    np.testing.assert_array_equal(k(x).get(), 2 * x)


def test_math_with_mixed_argument_types():
    # CUDA's (C++'s) overload set: mixed arguments are computed in double.
    f = rng.uniform(1, 9, 100).astype(np.float32)
    i = rng.integers(1, 9, 100).astype(np.int32)
    d = rng.uniform(1, 9, 100)
    k = ultima.ElementwiseKernel(
        "float32 f, int32 n, float64 d", "float64 a, float64 b, float64 c, float64 e",
        "a = fmod(f, d); b = pow(n, 2); c = sqrt(n) + atan2(n, 1.0f); e = fma(n, f, d)", "mixed")
    a, b, c, e = (v.get() for v in k(f, i, d))
    f64 = f.astype(np.float64)
    np.testing.assert_allclose(a, np.fmod(f64, d), rtol=1e-12)
    np.testing.assert_array_equal(b, i.astype(np.float64) ** 2)
    np.testing.assert_allclose(c, np.sqrt(i) + np.arctan2(i, 1.0), rtol=1e-12)
    np.testing.assert_allclose(e, i * f64 + d, rtol=1e-12)


def test_scalar_for_raw_parameter():
    # cupy.packbits passes a Python int for `raw int32 a_size`.
    x = rng.integers(0, 2, 29).astype(np.uint8)
    k = ultima.ElementwiseKernel(
        "raw T a, raw int32 a_size", "uint8 packed",
        "for (int j = 0; j < 8; ++j) { int k = i * 8 + j; int bit = k < a_size && a[k] != 0;"
        " packed |= bit << (7 - j); }", "packbits")
    out = ultima.zeros(4, np.uint8)
    k(x, x.size, out)
    np.testing.assert_array_equal(out.get(), np.packbits(x))


def test_loop_prep_and_after_loop_without_semicolons():
    # CuPy splices `${loop_prep};` and `${after_loop};`.
    x = np.arange(6, dtype=np.float64)
    k = ultima.ElementwiseKernel("T x", "T y", "y = x + c", "prep", loop_prep="T c = 2",
                                 after_loop="c = 3")
    np.testing.assert_array_equal(k(x).get(), x + 2)


def test_special_function_edge_values():
    # erfinv(+-1), erfcinv(0 and 2) and ndtri(0 and 1) are infinite (SciPy, CUDA).
    special = pytest.importorskip("scipy.special")
    x = np.array([-1.0, 1.0, 0.0, 0.5, -0.5])
    k = ultima.ElementwiseKernel("T x", "T a, T b, T c",
                                 "a = erfinv(x); b = erfcinv(x + 1); c = normcdfinv((x + 1) / 2)",
                                 "edges")
    for dtype in (np.float32, np.float64):
        a, b, c = (v.get() for v in k(x.astype(dtype)))
        tol = 1e-6 if dtype == np.float32 else 1e-13
        np.testing.assert_allclose(a, special.erfinv(x), rtol=tol)
        np.testing.assert_allclose(b, special.erfcinv(x + 1), rtol=tol)
        np.testing.assert_allclose(c, special.ndtri((x + 1) / 2), rtol=tol)
