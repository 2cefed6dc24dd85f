"""CuPy's conventions for ReductionKernel, checked against NumPy: names
(default and reserved), CuPy's _i, _J, _j, _in_ind and _out_ind, raw
parameters, scalar typing, out=/axis=/stream= and their errors, the first
output returned, pickling."""

import pickle

import numpy as np
import pytest

from rt_common import ultima

rng = np.random.default_rng(16)


def test_default_name_and_a_reserved_name():
    k = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0")
    assert k.name == "reduce_kernel"
    x = rng.integers(0, 9, (5, 7)).astype(np.int64)
    np.testing.assert_array_equal(k(x, axis=1).get(), x.sum(axis=1))
    kernel = ultima.ReductionKernel("T x", "T y", "x", "max(a, b)", "y = a", None, "kernel")
    np.testing.assert_array_equal(kernel(x, axis=0).get(), x.max(axis=0))


def argmax_kernel():
    # CuPy's argmax idiom: _J is the element's index along the reduced axes.
    return ultima.ReductionKernel(
        "T x", "int64 idx", "((long long)x << 20) | _J", "max(a, b)", "idx = a & 0xfffff", None,
        "packed_argmax", reduce_type="int64")


@pytest.mark.parametrize("shape, axis", [((9, 50), 1), ((50, 9), 0), ((4, 6, 5), (0, 2)),
                                         ((3, 70000), 1)])
def test_J_is_the_index_along_the_reduced_axes(shape, axis):
    # (3, 70000): few outputs and a long reduction, which ultima splits in two stages.
    x = rng.permutation(np.arange(np.prod(shape), dtype=np.int32)).reshape(shape)
    axes = axis if isinstance(axis, tuple) else (axis,)
    kept = [d for d in range(x.ndim) if d not in axes]
    moved = np.transpose(x, kept + list(axes)).reshape([x.shape[d] for d in kept] + [-1])
    np.testing.assert_array_equal(argmax_kernel()(x, axis=axis).get(), moved.argmax(axis=-1))


def test_j_and_i_as_cupy_defines_them():
    # _i is the output's index; _j = _J * (number of outputs) + _i.
    k = ultima.ReductionKernel("T x", "int64 s, int64 t", "_j", "a + b", "s = a; t = _i", "0",
                               "j_and_i")
    x = np.zeros((6, 11), np.float32)
    s = np.zeros(6, np.int64)
    t = np.zeros(6, np.int64)
    k(x, s, t, axis=1)
    J = np.arange(11)
    np.testing.assert_array_equal(s, [(J * 6 + i).sum() for i in range(6)])
    np.testing.assert_array_equal(t, np.arange(6))


@pytest.mark.parametrize("shape", [(40, 300), (2, 60000)])
def test_mean_with_in_ind_and_out_ind_sizes(shape):
    k = ultima.ReductionKernel("T x", "T y", "x", "a + b",
                               "y = a / (_in_ind.size() / _out_ind.size())", "0", "ind_mean")
    x = rng.standard_normal(shape)
    np.testing.assert_allclose(k(x, axis=1).get(), x.mean(axis=1), rtol=1e-10)


@pytest.mark.parametrize("shape", [(7, 40), (2, 50000)])
def test_raw_input_indexed_by_J(shape):
    k = ultima.ReductionKernel("T x, raw T w", "T y", "x * w[_J]", "a + b", "y = a", "0",
                               "weighted")
    x = rng.standard_normal(shape)
    w = rng.standard_normal(shape[1])
    np.testing.assert_allclose(k(x, w, axis=1).get(), x @ w, rtol=1e-9)


def test_raw_input_read_in_post_map_expr_and_over_axis_0():
    k = ultima.ReductionKernel("T x, raw T scale", "T y", "x", "a + b", "y = a * scale[_i]", "0",
                               "scaled_sum")
    x, scale = rng.standard_normal((30, 4)), rng.standard_normal(4)
    np.testing.assert_allclose(k(x, scale, axis=0).get(), x.sum(axis=0) * scale, rtol=1e-10)


def test_raw_output_written_by_index():
    k = ultima.ReductionKernel("T x", "raw T y", "x", "a + b", "y[_i] = a", "0", "raw_out")
    x = rng.standard_normal((5, 8))
    y = np.zeros(5)
    k(x, y, axis=1)
    np.testing.assert_allclose(y, x.sum(axis=1), rtol=1e-12)
    with pytest.raises(ValueError, match="Output array size is Undecided"):
        k(x, axis=1)


def test_scalar_inputs_take_the_arrays_type():
    k = ultima.ReductionKernel("T x, T s", "T y", "x * s", "a + b", "y = a", "0", "scaled")
    x = rng.standard_normal((3, 10)).astype(np.float32)
    for s in (2, 0.5, np.float64(1.5), np.int8(-2)):
        y = k(x, s, axis=1)
        assert y.dtype == np.float32
        np.testing.assert_allclose(y.get(), (x * np.float32(s)).sum(axis=1), rtol=1e-5)


def test_no_non_raw_input_array_is_loop_size_undecided():
    k = ultima.ReductionKernel("raw T x, T s", "T y", "s", "a + b", "y = a", "0", "undecided")
    with pytest.raises(ValueError, match=r"^Loop size is undecided\."):
        k(np.ones(3), 1.0, np.zeros(()))


def test_two_outputs_return_the_first_and_write_both():
    k = ultima.ReductionKernel("T x", "T lo, T hi", "x", "min(a, b)", "lo = a; hi = -a", None,
                               "two_outs")
    x = rng.standard_normal((4, 9))
    lo, hi = np.zeros(4), np.zeros(4)
    r = k(x, lo, hi, axis=1)
    np.testing.assert_array_equal(r.get(), x.min(axis=1))
    np.testing.assert_array_equal(lo, x.min(axis=1))
    np.testing.assert_array_equal(hi, -x.min(axis=1))


def test_out_keyword_errors():
    one = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "one_out")
    x = rng.standard_normal((2, 3))
    out = np.zeros(2)
    one(x, out=out, axis=1)
    np.testing.assert_allclose(out, x.sum(axis=1))
    with pytest.raises(ValueError, match="cannot specify 'out' as both"):
        one(x, np.zeros(2), out=out, axis=1)
    two = ultima.ReductionKernel("T x", "T y, T z", "x", "a + b", "y = a; z = a", "0", "two_out")
    with pytest.raises(NotImplementedError):
        two(x, out=out, axis=1)


def test_axis_out_of_bounds_is_numpys_axis_error():
    k = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "axis_err")
    with pytest.raises(np.AxisError):
        k(np.zeros((2, 3)), axis=2)
    with pytest.raises(ValueError):  # AxisError is a ValueError too
        k(np.zeros((2, 3)), axis=-3)


def test_stream_keyword_and_unknown_keywords():
    k = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "red_stream")
    x = rng.standard_normal(10)
    assert k(x, stream=None).get() == pytest.approx(x.sum())

    class NullStream:
        ptr = 0
    assert k(x, stream=NullStream()).get() == pytest.approx(x.sum())
    with pytest.raises(ValueError, match="stream"):
        k(x, stream="s1")
    with pytest.raises(TypeError):
        k(x, dtype=np.float32)
    with pytest.raises(TypeError, match="Wrong number of arguments"):
        k()


def test_pickled_reduction_kernel_works():
    k = ultima.ReductionKernel("T x", "T y", "x * x", "a + b", "y = sqrt(a)", "0", "l2",
                               reduce_type="double")
    k2 = pickle.loads(pickle.dumps(k))
    assert (k2.name, k2.nin, k2.nout, k2.identity) == ("l2", 1, 1, "0")
    assert (k.reduce_type, k2.reduce_type) == ("double", "double")
    x = rng.standard_normal((3, 20)).astype(np.float32)
    np.testing.assert_allclose(k2(x, axis=1).get(), np.linalg.norm(x, axis=1), rtol=1e-6)


def test_error_names_only_the_users_mistake():
    """A map that does not read _J/_j gets no warning about them (CuPy's
    generated names, which the user never wrote): a translation error shows
    the user's own error and nothing about generated code."""
    k = ultima.ReductionKernel('T x', 'T y', 'x', 'max(a, b)', 'y = a', 'UNDEFINED_ID',
                               'generated_names_quiet')
    with pytest.raises(ultima.TranslationError) as info:
        k(ultima.asarray(np.arange(100, dtype=np.float32)))
    message = str(info.value)
    assert "UNDEFINED_ID" in message
    assert "unused variable" not in message
