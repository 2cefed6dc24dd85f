"""ultima.ReductionKernel on the OpenCL device against NumPy: sum, max and
log-sum-exp over each axis of a 3-D array with and without keepdims, CuPy's
special names (_J, _in_ind, _out_ind, a, b), reduce_type, identity None,
empty reductions and argument errors."""

import os
import re
import subprocess
import sys

import numpy as np
import pytest

from rt_common import ultima

rng = np.random.default_rng(7)
X = rng.standard_normal((5, 6, 7)).astype(np.float32)
AXES = [None, 0, 1, 2, (0, 2), (1, 2), (0, 1, 2), -1]

SUM = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "rt_sum")
MAX = ultima.ReductionKernel("T x", "T y", "x", "max(a, b)", "y = a", None, "rt_max")
SUMEXP = ultima.ReductionKernel("T x, T m", "T y", "exp(x - m)", "a + b", "y = log(a)", "0",
                                "rt_sumexp")
ADD = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "rt_lse_add")


@pytest.mark.parametrize("keepdims", [False, True])
@pytest.mark.parametrize("axis", AXES)
def test_sum(axis, keepdims):
    y = SUM(X, axis=axis, keepdims=keepdims)
    ref = X.sum(axis=axis, keepdims=keepdims)
    assert y.shape == ref.shape
    np.testing.assert_allclose(y.get(), ref, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("keepdims", [False, True])
@pytest.mark.parametrize("axis", AXES)
def test_max(axis, keepdims):
    y = MAX(X, axis=axis, keepdims=keepdims)
    np.testing.assert_array_equal(y.get(), X.max(axis=axis, keepdims=keepdims))


@pytest.mark.parametrize("keepdims", [False, True])
@pytest.mark.parametrize("axis", [0, 1, 2, None])
def test_log_sum_exp(axis, keepdims):
    m = MAX(X, axis=axis, keepdims=True)
    s = SUMEXP(X, m, axis=axis, keepdims=True)
    lse = ADD(s, m)
    ref = np.log(np.exp(X - X.max(axis=axis, keepdims=True)).sum(axis=axis, keepdims=True)) + \
        X.max(axis=axis, keepdims=True)
    out = lse.get()
    if not keepdims:
        out = out.reshape(X.max(axis=axis).shape)
        ref = ref.reshape(out.shape)
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)


def test_mean_with_ind_sizes_and_double_reduce_type():
    # CuPy's own mean divides by _in_ind.size() / _out_ind.size() in post_map_expr.
    k = ultima.ReductionKernel("T x", "T y", "x", "a + b",
                               "y = (T)(a / (_in_ind.size() / _out_ind.size()))", "0", "rt_mean",
                               reduce_type="float64")
    x = rng.standard_normal((40, 3000)).astype(np.float32) + 1000
    np.testing.assert_allclose(k(x, axis=1).get(), x.astype(np.float64).mean(axis=1), rtol=1e-6)


def test_l2_norm_and_preamble():
    k = ultima.ReductionKernel("T x", "T y", "square(x)", "a + b", "y = sqrt(a)", "0", "rt_l2",
                               preamble="template <typename U> __device__ U square(U v) { return v * v; }")
    x = rng.standard_normal((8, 100))
    np.testing.assert_allclose(k(x, axis=1).get(), np.linalg.norm(x, axis=1), rtol=1e-12)


def test_int64_product_and_count():
    prod = ultima.ReductionKernel("T x", "T y", "x", "a * b", "y = a", "1", "rt_prod")
    x = rng.integers(1, 4, (6, 10)).astype(np.int64)
    np.testing.assert_array_equal(prod(x, axis=1).get(), x.prod(axis=1))
    count = ultima.ReductionKernel("T x", "int64 n", "x > 0 ? 1 : 0", "a + b", "n = a", "0",
                                   "rt_count")
    z = rng.standard_normal(1001)
    assert count(z).get() == (z > 0).sum()


def test_argmax_style_with_J_and_out_ind():
    # The position (_J) of the largest element per row, packed as value*4096+J in a long long.
    k = ultima.ReductionKernel(
        "T x", "int64 idx", "((long long)x << 12) | _J", "max(a, b)", "idx = a & 4095", None,
        "rt_argmax", reduce_type="int64")
    x = rng.integers(0, 1000, (9, 50)).astype(np.int32)
    np.testing.assert_array_equal(k(x, axis=1).get(), np.argmax(x, axis=1))


def test_out_ind_and_in_ind_names():
    k = ultima.ReductionKernel("T x", "T y", "x * (T)(_in_ind.size() > 0)", "a + b",
                               "y = a + (T)_out_ind.size() * 0", "0", "rt_names")
    np.testing.assert_allclose(k(X, axis=0).get(), X.sum(axis=0), rtol=1e-5, atol=1e-5)


def test_broadcast_inputs_and_given_output():
    k = ultima.ReductionKernel("T x, T w", "T y", "x * w", "a + b", "y = a", "0", "rt_dot")
    x, w = rng.standard_normal((4, 50)), rng.standard_normal(50)
    y = np.zeros(4)
    k(x, w, y, axis=1)
    np.testing.assert_allclose(y, x @ w, rtol=1e-12)


def test_out_keyword():
    x = rng.standard_normal((4, 30))
    y = np.zeros(4)
    got = SUM(x, out=y, axis=1)
    np.testing.assert_allclose(y, x.sum(axis=1), rtol=1e-12)
    np.testing.assert_allclose(got.get(), y, rtol=0)
    d = ultima.asarray(np.zeros((4, 1)))
    SUM(x, out=d, axis=1, keepdims=True)
    np.testing.assert_allclose(d.get(), x.sum(axis=1, keepdims=True), rtol=1e-12)
    with pytest.raises(ValueError, match="cannot specify 'out' as both"):
        SUM(x, y, out=y, axis=1)
    with pytest.raises(ValueError, match="stream"):
        SUM(x, axis=1, stream=object())


@pytest.mark.parametrize("make, axis", [
    (lambda: rng.standard_normal((4, 5, 6)), 0),                # kept axes 1, 2 merge
    (lambda: rng.standard_normal((4, 5, 6)), (1, 2)),           # reduced axes merge
    (lambda: rng.standard_normal((6, 5, 4)).transpose(2, 1, 0), 1),  # strided: nothing merges
    (lambda: rng.standard_normal((3, 1, 4, 5))[:, :, ::2], (2, 3)),  # a size-1 axis, a step
])
def test_reduce_dims_merges_axes_without_changing_results(make, axis):
    # Naming _in_ind in the map forces the indexer path (no flat fast path);
    # the sizes of _in_ind and _out_ind do not change when axes merge.
    x = make()
    args = ("T x", "T y", "x + 0 * _in_ind.size()", "a + b", "y = a + 0 * _out_ind.size()", "0")
    merged = ultima.ReductionKernel(*args, name="rt_dims_merged")
    plain = ultima.ReductionKernel(*args, name="rt_dims_plain", reduce_dims=False)
    want = x.sum(axis=axis)
    got_merged, got_plain = merged(x, axis=axis).get(), plain(x, axis=axis).get()
    np.testing.assert_allclose(got_merged, want, rtol=1e-12)
    np.testing.assert_allclose(got_plain, want, rtol=1e-12)
    indexers = lambda k: [int(n) for n in re.findall(r"CIndexer<(\d+)>", k._kernel.last_source)]
    assert sum(indexers(merged)) <= sum(indexers(plain))
    if x.flags.c_contiguous:  # kept and reduced axes collapse to one each
        assert indexers(merged) == [2, 1]
        assert indexers(plain) == [3, 3 - len(np.atleast_1d(axis))]


def test_large_reduction():
    x = rng.standard_normal(1_000_003).astype(np.float64)
    np.testing.assert_allclose(SUM(x).get(), x.sum(), rtol=1e-9)


def test_empty_reduction():
    e = np.zeros((3, 0), np.float32)
    np.testing.assert_array_equal(SUM(e, axis=1).get(), np.zeros(3))
    with pytest.raises(ValueError, match="no identity"):
        MAX(e, axis=1)


def test_axis_errors():
    with pytest.raises(ValueError, match="out of bounds"):
        SUM(X, axis=3)
    with pytest.raises(ValueError, match="duplicate"):
        SUM(X, axis=(1, 1))
    with pytest.raises(TypeError, match="Wrong number"):
        SUM()


@pytest.mark.parametrize("shape, axis", [((3, 5000), 1), ((5000, 3), 0), ((2, 3000, 2), 1)])
def test_split_reductions_without_identity_and_strided(shape, axis):
    # Few outputs, long reductions: the runtime splits each one over several
    # work-groups (two stages); contiguous and strided inputs, no identity.
    x = rng.standard_normal(shape)
    np.testing.assert_array_equal(MAX(x, axis=axis).get(), x.max(axis=axis))
    np.testing.assert_allclose(SUM(x, axis=axis).get(), x.sum(axis=axis), rtol=1e-12)


def test_interleaved_layout_used_on_gpus():
    """The GPU layout (neighbouring work-items on neighbouring elements) runs
    this whole file again on the CPU device, forced by ULTIMA_REDUCTION_LAYOUT."""
    if os.environ.get("ULTIMA_REDUCTION_LAYOUT"):
        pytest.skip("already running under a forced layout")
    env = dict(os.environ, ULTIMA_REDUCTION_LAYOUT="interleaved")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", __file__],
                          env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]


WEIGHTED = ultima.ReductionKernel("T x", "int64 y", "(long long)_J * x", "a + b", "y = a", "0",
                                  "rt_weighted", reduce_type="int64")
MAX_WITH_IDENTITY = ultima.ReductionKernel("T x", "T y", "x", "max(a, b)", "y = a", "-2000000000",
                                           "rt_max_identity")


# Up to 256 work-groups of 256 work-items share a reduction (on a CPU 8
# groups of 8 per compute unit, each work-item with up to 32 accumulators),
# so runs that fill every accumulator start at 2**19 elements on a GPU and
# at a few 10**4 on a CPU.
@pytest.mark.parametrize("n", [1, 7, 8, 9, 17, 257, 2049, 100_003, 2**19 * 3 + 5, 2**21 + 11])
def test_every_run_length_sees_each_element_once(n):
    # On a CPU device each work-item reduces a contiguous run, several
    # elements per step and the rest one by one. Integer sums are exact in
    # any order, so every element must be counted once, at its own index.
    x = rng.integers(-1000, 1000, n).astype(np.int64)
    assert SUM(x).get() == x.sum()
    assert WEIGHTED(x).get() == (np.arange(n, dtype=np.int64) * x).sum()
    assert MAX_WITH_IDENTITY(x).get() == x.max()
    assert MAX(x).get() == x.max()
    rows = rng.integers(-1000, 1000, (3, n)).astype(np.int64)
    np.testing.assert_array_equal(SUM(rows, axis=1).get(), rows.sum(axis=1))
    np.testing.assert_array_equal(SUM(rows[:, ::-1], axis=1).get(), rows.sum(axis=1))
    np.testing.assert_array_equal(WEIGHTED(rows.T, axis=0).get(),
                                  (np.arange(n, dtype=np.int64) * rows).sum(axis=1))


J_INDEX = ultima.ReductionKernel("T x", "int64 y", "(long long)_J * 1000003 + x", "a + b",
                                 "y = a", "0", "rt_j_index", reduce_type="int64")
FLAT_INDEX = ultima.ReductionKernel("T x", "int64 y", "x * 0 + (long long)_j", "max(a, b)",
                                    "y = a", None, "rt_flat_index", reduce_type="int64")
# _in_ind's axes are the runtime's (merged) ones, as in CuPy: only read here.
IN_IND = ultima.ReductionKernel("T x", "int64 y", "x + 0 * (long long)_in_ind.get()[0]", "a + b",
                                "y = a", "0", "rt_in_ind_sum", reduce_type="int64")


@pytest.mark.parametrize("shape, axis", [
    ((70, 53), 0), ((70, 53), 1), ((53, 70), 0), ((3, 64, 9), 1), ((9, 8, 70), 0),
    ((9, 8, 70), (0, 2)), ((9, 70, 8), (0, 2)), ((130, 2, 3), (1, 2)), ((5, 200), 0)])
def test_many_outputs(shape, axis):
    # 64 outputs and more: on a CPU each output is reduced by one work-item,
    # and outputs side by side in strided inputs (column sums) several per
    # work-item; widths that are not a multiple of that number, several kept
    # and reduced axes, transposed views. Integers, so every result is exact.
    x = rng.integers(-1000, 1000, shape).astype(np.int64)
    want_sum = x.sum(axis=axis)
    np.testing.assert_array_equal(SUM(x, axis=axis).get(), want_sum)
    np.testing.assert_array_equal(MAX(x, axis=axis).get(), x.max(axis=axis))
    np.testing.assert_array_equal(MAX_WITH_IDENTITY(x, axis=axis).get(), x.max(axis=axis))
    np.testing.assert_array_equal(SUM(x, axis=axis, keepdims=True).get(),
                                  x.sum(axis=axis, keepdims=True))
    t = np.ascontiguousarray(x.T).T  # the same values, Fortran order
    np.testing.assert_array_equal(SUM(t, axis=axis).get(), want_sum)
    # _J counts along the reduced axes in C order, the same for every output.
    axes = tuple(np.atleast_1d(axis) % x.ndim)
    kept = [d for d in range(x.ndim) if d not in axes]
    moved = np.moveaxis(x, kept, list(range(len(kept))))
    flat = moved.reshape(want_sum.shape + (-1,))
    j = np.arange(flat.shape[-1], dtype=np.int64)
    np.testing.assert_array_equal(J_INDEX(x, axis=axis).get(), (j * 1000003 + flat).sum(-1))
    # _j = _J * (number of outputs) + _i: its largest value is in the last _J.
    n_out = want_sum.size
    np.testing.assert_array_equal(FLAT_INDEX(x, axis=axis).get().ravel(),
                                  (flat.shape[-1] - 1) * n_out + np.arange(n_out))
    # A map_expr that reads _in_ind takes the unravelling path.
    np.testing.assert_array_equal(IN_IND(x, axis=axis).get(), want_sum)


PRODUCT_SUM = ultima.ReductionKernel("T x, T w", "T y", "x * w", "a + b", "y = a", "0",
                                     "rt_product_sum")
MAX_PRODUCT = ultima.ReductionKernel("T x, T w", "T y", "x * w", "max(a, b)", "y = a", None,
                                     "rt_max_product")


def _exact_floats(shape):
    """float32 integers small enough that every sum below is exact in any order."""
    return rng.integers(-1000, 1000, shape).astype(np.float32)


@pytest.mark.parametrize("shape, axis", [
    ((37, 1000), 0), ((300, 128), 0), ((5, 7, 150), 1), ((4, 100, 9), 1), ((3, 63), 0),
    ((6, 5, 140), (0, 1)), ((215, 3, 70), (0, 1))])
def test_column_tiles(shape, axis):
    # On a CPU, outputs side by side along the last kept axis are reduced up
    # to 64 to a work-item (float32), the last tile of a row shifted back to
    # end with it, rows narrower than a tile checked lane by lane, several
    # reduced axes stepped; the same results as NumPy's.
    x = _exact_floats(shape)
    np.testing.assert_array_equal(SUM(x, axis=axis).get(), x.sum(axis=axis))
    np.testing.assert_array_equal(MAX(x, axis=axis).get(), x.max(axis=axis))
    np.testing.assert_array_equal(MAX_WITH_IDENTITY(x, axis=axis).get(), x.max(axis=axis))
    t = np.ascontiguousarray(x.T).T  # Fortran order: the kept axis is no longer contiguous
    np.testing.assert_array_equal(SUM(t, axis=axis).get(), x.sum(axis=axis))
    np.testing.assert_array_equal(
        SUM(x, axis=axis, keepdims=True).get(), x.sum(axis=axis, keepdims=True))


@pytest.mark.parametrize("axis", [0, 1])
@pytest.mark.parametrize("w_shape", [(120, 1), (1, 170), (120, 170)])
def test_broadcast_and_strided_operands_per_item(axis, w_shape):
    # Element offsets per input with a zero, unit or other stride along the
    # loop: a weight broadcast along either axis, views with steps.
    x = _exact_floats((120, 170))
    w = rng.integers(-3, 4, w_shape).astype(np.float32)
    want = (x * w).sum(axis=axis)
    np.testing.assert_array_equal(PRODUCT_SUM(x, w, axis=axis).get(), want)
    np.testing.assert_array_equal(MAX_PRODUCT(x, w, axis=axis).get(), (x * w).max(axis=axis))
    big = _exact_floats((240, 510))
    for view in (big[::2, ::3], big[1::2, :170], big[:120, ::-3]):
        np.testing.assert_array_equal(PRODUCT_SUM(view, w, axis=axis).get(),
                                      (view * w).sum(axis=axis))
