"""ultima.ElementwiseKernel on the OpenCL device against NumPy references:
CuPy's parameter grammar, type placeholders and scalar typing, broadcasting,
raw arrays, in-place outputs, preamble/loop_prep/after_loop, reduce_dims,
error messages."""

import numpy as np
import pytest

from rt_common import ultima

rng = np.random.default_rng(42)


def rand(*shape, dtype=np.float32):
    return rng.standard_normal(shape).astype(dtype)


def test_add_placeholder_two_inputs():
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "ew_add")
    x, y = rand(1000), rand(1000)
    np.testing.assert_array_equal(k(x, y).get(), x + y)


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int32, np.int64, np.uint8, np.int16])
def test_placeholder_dtypes(dtype):
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x * y + (T)1", "ew_muladd")
    x = (rng.integers(0, 10, 257)).astype(dtype)
    y = (rng.integers(0, 10, 257)).astype(dtype)
    z = k(x, y)
    assert z.dtype == dtype
    np.testing.assert_array_equal(z.get(), (x * y + 1).astype(dtype))


def test_two_placeholders_and_concrete_types():
    k = ultima.ElementwiseKernel("T x, U n, float64 s", "T y, int32 c",
                                 "y = x * (T)n + (T)s; c = (int)(x > 0)", "ew_two_ph")
    x = rand(100)
    y, c = k(x, np.int64(3), 0.5)
    assert y.dtype == np.float32 and c.dtype == np.int32
    np.testing.assert_allclose(y.get(), x * 3 + np.float32(0.5), rtol=1e-6)
    np.testing.assert_array_equal(c.get(), (x > 0).astype(np.int32))


def test_bool_params():
    k = ultima.ElementwiseKernel("T x, bool m", "T y", "y = m ? x : (T)0", "ew_bool")
    x = rand(50)
    m = rng.random(50) > 0.5
    np.testing.assert_array_equal(k(x, m).get(), np.where(m, x, 0))
    k2 = ultima.ElementwiseKernel("T x", "bool b", "b = x > 0", "ew_bool_out")
    b = k2(x)
    assert b.dtype == np.bool_
    np.testing.assert_array_equal(b.get(), x > 0)


def test_broadcasting_and_output_allocation():
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x - y", "ew_bcast")
    x, y = rand(4, 1, 5), rand(3, 1)
    z = k(x, y)
    assert z.shape == (4, 3, 5)
    np.testing.assert_array_equal(z.get(), x - y)


def test_scalar_typing_rules():
    k = ultima.ElementwiseKernel("T x, T a", "T y", "y = x * a", "ew_scal")
    x = rand(10)
    y = k(x, 3)  # a Python int takes the array's type
    assert y.dtype == np.float32
    np.testing.assert_allclose(y.get(), x * 3)
    only = ultima.ElementwiseKernel("T a, T b", "T c", "c = a + b", "ew_only_scalars")
    c = only(2, 3, ultima.empty(4, np.int64))  # Python ints are int64
    np.testing.assert_array_equal(c.get(), np.full(4, 5))
    y = k(x, np.float64(2.5))  # a NumPy scalar too is converted (CuPy's rule)
    assert y.dtype == np.float32
    np.testing.assert_allclose(y.get(), x * np.float32(2.5))


def test_dtype_mismatch_and_shape_errors():
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "ew_err")
    with pytest.raises(TypeError, match="Type is mismatched"):
        k(rand(4), rand(4, dtype=np.float64))
    with pytest.raises(ValueError, match="could not be broadcast"):
        k(rand(4), rand(3))
    with pytest.raises(ValueError, match="could not be broadcast"):  # outputs broadcast too
        k(rand(4), rand(4), ultima.empty(5, np.float32))
    with pytest.raises(ValueError, match="Out shape is mismatched"):
        k(rand(2, 4), rand(4), ultima.empty(4, np.float32))
    with pytest.raises(TypeError, match="Wrong number of arguments"):
        k(rand(4))


@pytest.mark.parametrize("bad, token", [
    ("T x, T", "T"), ("T x y z", "T x y z"), ("float33 x", "float33"), ("T 1x", "1x"),
    ("T x, T x", "x"), ("T x,, T y", "empty parameter")])
def test_bad_parameter_strings(bad, token):
    with pytest.raises(ValueError, match=token):
        ultima.ElementwiseKernel(bad, "T z", "z = 0", "ew_bad")


def test_inplace_output_numpy_and_device():
    k = ultima.ElementwiseKernel("T x", "T y", "y = y * 2 + x", "ew_inplace")
    x, y0 = rand(64), rand(64)
    y = y0.copy()
    k(x, y)
    np.testing.assert_allclose(y, y0 * 2 + x, rtol=1e-6)
    d = ultima.asarray(y0)
    k(x, d)
    np.testing.assert_allclose(d.get(), y0 * 2 + x, rtol=1e-6)


def test_adam_step_two_placeholders_four_inplace_outputs():
    k = ultima.ElementwiseKernel(
        "T grad, T lr, T one_minus_beta1, T one_minus_beta2, T eps, P step",
        "T param, T m, T v, P count",
        """m += one_minus_beta1 * (grad - m);
           v += one_minus_beta2 * (grad * grad - v);
           param -= lr * m / (sqrt(v) + eps);
           count = count + step;""",
        "adam_step")
    n = 1000
    grad, param0, m0 = rand(n), rand(n), rand(n) * 0.1
    v0 = np.abs(rand(n)) * 0.1
    count0 = np.arange(n, dtype=np.int32)
    param, m, v, count = (ultima.asarray(a) for a in (param0, m0, v0, count0))
    lr, b1, b2, eps = 1e-3, 0.1, 0.001, 1e-8
    k(grad, lr, b1, b2, eps, np.int32(1), param, m, v, count)
    f = np.float32
    m_ref = m0 + f(b1) * (grad - m0)
    v_ref = v0 + f(b2) * (grad * grad - v0)
    p_ref = param0 - f(lr) * m_ref / (np.sqrt(v_ref) + f(eps))
    np.testing.assert_allclose(m.get(), m_ref, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(v.get(), v_ref, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(param.get(), p_ref, rtol=1e-5, atol=1e-7)
    np.testing.assert_array_equal(count.get(), count0 + 1)


def test_raw_input_and_i():
    k = ultima.ElementwiseKernel("raw T x, int32 n", "T y", "y = x[n - 1 - i]", "ew_reverse")
    x = rand(100)
    np.testing.assert_array_equal(k(x, 100, ultima.empty(100, np.float32)).get(), x[::-1])


def test_size_for_all_raw_kernels():
    k = ultima.ElementwiseKernel("raw T x", "raw T y", "y[i] = x[i] * 2", "ew_all_raw")
    x = rand(77)
    y = ultima.zeros(77, np.float32)
    k(x, y, size=77)
    np.testing.assert_array_equal(y.get(), x * 2)
    with pytest.raises(ValueError, match="Loop size is undecided"):
        k(x, y)


def test_ctc_style_transition_prob_shape_and_index_arrays():
    # alpha[b, s] = log-sum-exp of the allowed predecessors, reading the
    # label count from prob.shape()[1] and indexing raw 2-D arrays with
    # local index arrays.
    k = ultima.ElementwiseKernel(
        "raw T prob, raw I labels, raw T prev", "T out",
        """
        const ptrdiff_t S = prob.shape()[1];
        const ptrdiff_t b = i / S, s = i % S;
        ptrdiff_t at[2] = {b, s};
        T a = prev[at];
        if (s > 0) { ptrdiff_t p1[2] = {b, s - 1}; a = max(a, prev[p1]); }
        ptrdiff_t lab[2] = {b, s};
        if (s > 1 && labels[lab] != 0) {
          ptrdiff_t l2[2] = {b, s - 2};
          if (labels[lab] != labels[l2]) { ptrdiff_t p2[2] = {b, s - 2}; a = max(a, prev[p2]); }
        }
        out = a + prob[at];
        """, "ctc_transition")
    B, S = 3, 9
    prob, prev = rand(B, S), rand(B, S)
    labels = rng.integers(0, 3, (B, S)).astype(np.int32)
    out = k(prob, labels, prev, ultima.empty((B, S), np.float32))
    ref = np.empty((B, S), np.float32)
    for b in range(B):
        for s in range(S):
            a = prev[b, s]
            if s > 0:
                a = max(a, prev[b, s - 1])
            if s > 1 and labels[b, s] != 0 and labels[b, s] != labels[b, s - 2]:
                a = max(a, prev[b, s - 2])
            ref[b, s] = a + prob[b, s]
    np.testing.assert_allclose(out.get(), ref, rtol=1e-6)


def test_embedding_backward_atomic_add_through_index_array():
    k = ultima.ElementwiseKernel(
        "T gy, raw I ids, int32 dim", "raw T gw",
        """
        const ptrdiff_t row = i / dim, col = i % dim;
        ptrdiff_t at[2] = {(ptrdiff_t)ids[row], col};
        atomicAdd(&gw[at], gy);
        """, "embed_backward")
    n, dim, vocab = 50, 8, 6
    ids = rng.integers(0, vocab, n).astype(np.int32)
    gy = rand(n, dim)
    gw = ultima.zeros((vocab, dim), np.float32)
    k(gy, ids, dim, gw)
    ref = np.zeros((vocab, dim), np.float32)
    np.add.at(ref, ids, gy)
    np.testing.assert_allclose(gw.get(), ref, rtol=1e-5, atol=1e-6)


def test_lstm_cell_preamble_templates_half_define():
    preamble = r"""
    #define CLIP(x) ((x) > 20 ? 20 : ((x) < -20 ? -20 : (x)))
    template <typename T> __device__ T sigmoid(T x) {
      const T half = 0.5;
      return tanh(x * half) * half + half;
    }
    template <typename T> __device__ T gate(T x) { return sigmoid<T>(CLIP(x)); }
    """
    k = ultima.ElementwiseKernel(
        "T c_prev, T a, T i_, T f, T o", "T c, T h",
        """
        const T half = 0.5;
        T ig = gate(i_), fg = gate(f), og = gate(o);
        c = tanh(a) * ig + fg * c_prev;
        h = og * tanh(c) * (half + half);
        """, "lstm_cell", preamble=preamble)
    n = 300
    c_prev, a, i_, f, o = (rand(n) for _ in range(5))
    c, h = k(c_prev, a, i_, f, o)
    sig = lambda x: 1 / (1 + np.exp(-np.clip(x, -20, 20)))
    c_ref = np.tanh(a) * sig(i_) + sig(f) * c_prev
    np.testing.assert_allclose(c.get(), c_ref, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(h.get(), sig(o) * np.tanh(c_ref), rtol=1e-5, atol=1e-6)


def test_roi_pooling_preamble_helpers_with_references():
    preamble = r"""
    __device__ void roi_bounds(const float *roi, float scale, int &x0, int &y0, int &x1, int &y1) {
      x0 = (int)round(roi[1] * scale); y0 = (int)round(roi[2] * scale);
      x1 = (int)round(roi[3] * scale); y1 = (int)round(roi[4] * scale);
    }
    __device__ void clamp_to(int &v, const int &hi) { v = v < 0 ? 0 : v > hi ? hi : v; }"""
    k = ultima.ElementwiseKernel(
        "raw T x, raw T rois, float32 scale, int32 W", "T y",
        """int x0, y0, x1, y1; roi_bounds(&rois[i * 5], scale, x0, y0, x1, y1);
           clamp_to(x1, W - 1); clamp_to(y1, W - 1);
           T m = -1e30; for (int yy = y0; yy <= y1; ++yy) for (int xx = x0; xx <= x1; ++xx)
             m = max(m, x[yy * W + xx]); y = m;""", "roi_pool", preamble=preamble)
    x = rand(64)
    rois = np.array([[0, 0, 0, 1, 1], [0, 2, 1, 5, 3], [0, 3, 3, 9, 9]], np.float32)
    y = k(x, rois, 1.0, 8, ultima.empty(3, np.float32))
    img = x.reshape(8, 8)
    expect = [img[0:2, 0:2].max(), img[1:4, 2:6].max(), img[3:8, 3:8].max()]
    np.testing.assert_array_equal(y.get(), expect)


def test_continue_skips_to_next_element():
    k = ultima.ElementwiseKernel("T x", "T y", "if (x < 0) continue; y = x * 10", "ew_continue")
    x = rand(200)
    y = ultima.zeros(200, np.float32)
    k(x, y)
    np.testing.assert_allclose(y.get(), np.where(x < 0, 0, x * 10), rtol=1e-6)


def test_loop_prep_after_loop_and_ind():
    k = ultima.ElementwiseKernel(
        "T x", "T y, raw int32 count",
        "y = x + bias + (T)_ind.get()[0];",
        "ew_prep", loop_prep="const T bias = 100;",
        after_loop="if (blockIdx.x == 0 && threadIdx.x == 0) count[0] = 7;")
    x = rand(33)
    y, count = ultima.empty(33, np.float32), ultima.zeros(1, np.int32)
    k(x, y, count)
    np.testing.assert_allclose(y.get(), x + 100 + np.arange(33), rtol=1e-6)
    assert count.get()[0] == 7


def test_typedef_before_preamble():
    k = ultima.ElementwiseKernel("T x", "T y", "y = twice(x)", "ew_typedef",
                                 preamble="__device__ T twice(T v) { return v + v; }")
    x = rand(10, dtype=np.float64)
    np.testing.assert_array_equal(k(x).get(), 2 * x)


@pytest.mark.parametrize("reduce_dims", [True, False])
def test_non_contiguous_views_and_reduce_dims(reduce_dims):
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x * 2 + y", "ew_views",
                                 reduce_dims=reduce_dims)
    base = rand(6, 8, 5)
    d = ultima.asarray(base)
    view = ultima.ndarray((6, 4, 5), np.float32, _buffer=d._buffer, _offset=5 * 4,
                          _strides=(160, 40, 4))  # base[:, 1::2, :]
    y = rand(5)
    np.testing.assert_allclose(k(view, y).get(), base[:, 1::2, :] * 2 + y, rtol=1e-6)
    t = rand(7, 9)
    tv = ultima.ndarray((9, 7), np.float32, _buffer=ultima.asarray(t)._buffer,
                        _strides=(4, 36))  # t.T
    np.testing.assert_allclose(k(tv, ultima.asarray(np.ones((9, 7), np.float32))).get(),
                               t.T * 2 + 1, rtol=1e-6)


def test_zero_size_and_0d():
    k = ultima.ElementwiseKernel("T x", "T y", "y = x + 1", "ew_edge")
    assert k(np.zeros((0, 3), np.float32)).shape == (0, 3)
    z = k(np.array(2.5, np.float64))
    assert z.shape == () and z.get() == 3.5


def test_return_tuple_and_no_return():
    k = ultima.ElementwiseKernel("T x", "T y", "y = -x", "ew_tuple", return_tuple=True)
    r = k(rand(3))
    assert isinstance(r, tuple) and len(r) == 1
    k2 = ultima.ElementwiseKernel("T x", "T y", "y = -x", "ew_noret", no_return=True)
    out = ultima.zeros(3, np.float32)
    x = rand(3)
    assert k2(x, out) is None
    np.testing.assert_array_equal(out.get(), -x)


def test_math_functions_float_and_double():
    k = ultima.ElementwiseKernel("T x", "T y",
                                 "y = exp(x) * 0.5 + log1p(fabs(x)) - sin(x) * cos(x) + erf(x)",
                                 "ew_math")
    from math import erf
    for dt in (np.float32, np.float64):
        x = rand(64, dtype=dt)
        ref = np.exp(x) * 0.5 + np.log1p(np.abs(x)) - np.sin(x) * np.cos(x) + \
            np.vectorize(erf)(x).astype(dt)
        np.testing.assert_allclose(k(x).get(), ref, rtol=1e-5 if dt == np.float32 else 1e-12)


def test_translation_error_points_at_operation():
    k = ultima.ElementwiseKernel("T x", "T y", "y = x +\n undefined_thing", "ew_terr")
    with pytest.raises(ultima.TranslationError) as info:
        k(rand(3))
    assert any("operation:2" in d and "undefined_thing" in d for d in info.value.diagnostics)


def test_integer_ops_and_int64_index():
    k = ultima.ElementwiseKernel("T x, T y", "T q, T r", "q = x / y; r = x % y", "ew_divmod")
    x = rng.integers(1, 1000, 500).astype(np.int64)
    y = rng.integers(1, 50, 500).astype(np.int64)
    q, r = k(x, y)
    np.testing.assert_array_equal(q.get(), x // y)
    np.testing.assert_array_equal(r.get(), x % y)


def test_kernel_cache_per_signature():
    k = ultima.ElementwiseKernel("T x", "T y", "y = x * x", "ew_sig")
    a = k(rand(10)).get()
    b = k(rand(10, dtype=np.float64)).get()
    c = k(rand(4, 5)).get()
    assert a.dtype == np.float32 and b.dtype == np.float64 and c.shape == (4, 5)
    assert len(k._kernel.last_source) > 0
