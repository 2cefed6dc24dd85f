"""CuPy's conventions for ElementwiseKernel, as CuPy's documentation and
tests state them, checked against NumPy: names (CuPy's default `kernel`, names
OpenCL reserves, invalid names), size= and where the loop's shape comes from,
raw outputs, the names `i` and `_ind`, loop_prep/after_loop, scalar typing,
call keywords and pickling."""

import pickle

import numpy as np
import pytest

from rt_common import ultima

rng = np.random.default_rng(15)

# Words OpenCL C reserves (qualifiers, types, builtins) that are valid CUDA names.
RESERVED = ["kernel", "global", "half", "local", "image2d_t", "read_only", "int2",
            "sampler_t", "private", "constant"]


def test_default_name_is_cupys_kernel():
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x * y")
    assert k.name == "kernel" and k.__name__ == "kernel"
    x, y = rng.standard_normal(50), rng.standard_normal(50)
    np.testing.assert_array_equal(k(x, y).get(), x * y)


@pytest.mark.parametrize("name", RESERVED)
def test_reserved_words_as_kernel_names(name):
    k = ultima.ElementwiseKernel("T x", "T y", "y = x + 1", name)
    x = np.arange(7, dtype=np.int32)
    np.testing.assert_array_equal(k(x).get(), x + 1)


def test_reserved_words_as_parameter_names():
    # Inputs, a scalar, a raw input and outputs named as OpenCL reserves them.
    k = ultima.ElementwiseKernel(
        "T kernel, T global, float32 half, raw T local, int32 image2d_t",
        "T read_only, T int2, T sampler_t",
        "read_only = kernel + global; int2 = kernel * half; "
        "sampler_t = local[image2d_t - 1 - i]", "names")
    a, b = rng.standard_normal(20).astype(np.float32), rng.standard_normal(20).astype(np.float32)
    r, m, rev = k(a, b, 2.5, b, 20)
    np.testing.assert_array_equal(r.get(), a + b)
    np.testing.assert_array_equal(m.get(), a * np.float32(2.5))
    np.testing.assert_array_equal(rev.get(), b[::-1])


@pytest.mark.parametrize("name", ["", "0kernel", "my-kernel", "my kernel", "k.x", "\u00e9"])
def test_invalid_kernel_names_are_value_errors(name):
    with pytest.raises(ValueError, match="Invalid kernel name"):
        ultima.ElementwiseKernel("T x", "T y", "y = x", name)
    with pytest.raises(ValueError, match="Invalid kernel name"):
        ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", name)


def test_i_is_not_a_parameter_name():
    with pytest.raises(ValueError, match="Can not use 'i' as a parameter name"):
        ultima.ElementwiseKernel("T i", "T y", "y = i")


# --- size= and the loop's shape --------------------------------------------------

def noop(in_raw, out_raw):
    ins = ", ".join(f"{'raw ' if r else ''}float32 x{n}" for n, r in enumerate(in_raw))
    outs = ", ".join(f"{'raw ' if r else ''}float32 y{n}" for n, r in enumerate(out_raw))
    return ultima.ElementwiseKernel(ins, outs, "", "noop")


def test_size_with_a_non_raw_array_is_cupys_value_error():
    a, b = np.ones(2, np.float32), np.ones(2, np.float32)
    for k, args in [(noop((False, False), (False,)), (a, b)), (noop((True, False), (True,)), (a, b)),
                    (noop((False, False), (False,)), (a, 7))]:
        with pytest.raises(ValueError, match=r"^Specified 'size' can"):
            k(*args, size=2)


def test_no_non_raw_array_and_no_size_is_loop_size_undecided():
    a = np.ones(2, np.float32)
    for k, args in [(noop((True, True), (False,)), (a, a)), (noop((True, False), (True,)), (a, 7)),
                    (noop((), (True,)), (a,))]:
        with pytest.raises(ValueError, match=r"^Loop size is undecided\."):
            k(*args)


def test_an_output_decides_the_size_when_the_inputs_cannot():
    k = ultima.ElementwiseKernel("raw T x, T s", "T y", "y = x[i] * s", "from_out")
    x = rng.standard_normal(9)
    y = np.zeros(9)
    k(x, 3.0, y)
    np.testing.assert_array_equal(y, x * 3.0)
    with pytest.raises(ValueError, match="^Specified 'size' can"):
        k(x, 3.0, y, size=9)


def test_outputs_broadcast_with_the_inputs():
    # The loop runs over the broadcast of every non-raw array, outputs included.
    k = ultima.ElementwiseKernel("T x", "T y", "y = x * 2", "bcast_out")
    x = rng.standard_normal(5)
    y = np.zeros((3, 5))
    k(x, y)
    np.testing.assert_array_equal(y, np.broadcast_to(x * 2, (3, 5)))
    with pytest.raises(ValueError, match="Out shape is mismatched"):
        k(rng.standard_normal((3, 5)), np.zeros(5))


def test_raw_outputs_are_allocated_when_size_is_given():
    k = ultima.ElementwiseKernel("raw T x", "raw T y, T z", "y[i] = x[i] + 1; z = x[i] * 2", "alloc")
    x = rng.standard_normal(12)
    y, z = k(x, size=12)
    assert y.shape == (12,) and z.shape == (12,)
    np.testing.assert_array_equal(y.get(), x + 1)
    np.testing.assert_array_equal(z.get(), x * 2)
    raw_out = ultima.ElementwiseKernel("T x", "raw T y", "y[i] = x", "raw_out")
    with pytest.raises(ValueError, match="Output array size is Undecided"):
        raw_out(x)


def test_empty_loop_returns_the_outputs_unlaunched():
    k = ultima.ElementwiseKernel("T x", "T y", "y = x", "empty_loop")
    y = k(np.zeros((0, 3), np.float32))
    assert y.shape == (0, 3) and y.dtype == np.float32


# --- i, _ind, loop_prep, after_loop -------------------------------------------------

def test_i_and_ind_over_a_strided_2d_view():
    # i is the element's C-order index, _ind.get() its coordinates, _ind.size() the count.
    k = ultima.ElementwiseKernel(
        "T x", "int64 flat, int64 row, int64 col, int64 n",
        "flat = i; row = _ind.get()[0]; col = _ind.get()[1]; n = _ind.size()", "ind",
        reduce_dims=False)
    x = np.zeros((6, 10), np.float32)[::2, 1::3]
    flat, row, col, n = (a.get() for a in k(x))
    rows, cols = np.indices(x.shape)
    np.testing.assert_array_equal(flat, np.arange(x.size).reshape(x.shape))
    np.testing.assert_array_equal(row, rows)
    np.testing.assert_array_equal(col, cols)
    assert (n == x.size).all()


def test_loop_prep_and_after_loop_run_once_per_thread_around_its_elements():
    # CuPy's idiom: a per-thread accumulator declared in loop_prep, added to by
    # the operation, published by after_loop. Every element counts once,
    # whatever the number of elements each thread gets.
    k = ultima.ElementwiseKernel(
        "T x", "raw T total, raw int32 seen",
        "acc += x; ++count;", "per_thread",
        loop_prep="T acc = 0; int count = 0; const ptrdiff_t n = _ind.size();",
        after_loop="atomicAdd(&total[0], acc); atomicAdd(&seen[0], count);"
                   "if (n != 1000) atomicAdd(&seen[0], 1000000);")
    x = rng.integers(-50, 50, 1000).astype(np.int32)
    total, seen = np.zeros(1, np.int32), np.zeros(1, np.int32)
    k(x, total, seen)
    assert total[0] == x.sum() and seen[0] == 1000


def test_loop_prep_may_declare_its_own_i():
    # CuPy's i is scoped to the loop, so loop_prep and after_loop may declare an i.
    k = ultima.ElementwiseKernel("T x", "T y", "y = x + i + base", "own_i",
                                 loop_prep="int i = 100; const T base = (T)i;",
                                 after_loop="(void)i;")
    x = np.zeros(40, np.float64)
    np.testing.assert_array_equal(k(x).get(), np.arange(40) + 100)


# --- scalars ------------------------------------------------------------------------

@pytest.mark.parametrize("value", [2, 2.75, True])
def test_python_scalars_take_the_arrays_type(value):
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x + y", "py_scalar")
    for dtype in (np.int16, np.float32, np.uint8):
        x = rng.integers(0, 5, (4, 5)).astype(dtype)
        z = k(x, value)
        assert z.dtype == dtype
        np.testing.assert_array_equal(z.get(), x + np.array(value).astype(dtype))


@pytest.mark.parametrize("scalar", [np.float64(2.75), np.int8(-3), np.uint64(2**63 + 5),
                                    np.bool_(True), np.float16(0.5)])
def test_numpy_scalars_are_converted_to_the_arrays_type(scalar):
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x * y", "np_scalar")
    x = rng.standard_normal(30).astype(np.float32)
    z = k(x, scalar)
    assert z.dtype == np.float32
    np.testing.assert_array_equal(z.get(), x * np.array(scalar).astype(np.float32))


def test_a_placeholder_only_scalars_bind_takes_the_first_scalars_type():
    # An ultima extension (CuPy cannot type T here): the first scalar's type.
    k = ultima.ElementwiseKernel("T a, T b", "raw T c", "c[i] = a + b", "scalars_only")
    c = k(np.int16(300), 5, size=3)
    assert c.dtype == np.int16 and c.get().tolist() == [305] * 3
    u = ultima.ElementwiseKernel("T a", "raw T y", "y[i] = a", "uint64_scalar")
    assert u(np.uint64(2**64 - 2), size=2).get().tolist() == [2**64 - 2] * 2


def test_array_type_mismatch_is_cupys_type_error():
    k = ultima.ElementwiseKernel("float32 x", "float32 y", "y = x", "mismatch")
    with pytest.raises(TypeError, match="Type is mismatched"):
        k(np.zeros(3, np.float64))


# --- call keywords, errors, pickling ----------------------------------------------

def test_block_size_is_the_work_group_size():
    k = ultima.ElementwiseKernel("T x", "T y, int32 width", "y = x + 1; width = blockDim.x", "bs")
    x = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    y, width = k(x, block_size=1)
    np.testing.assert_array_equal(y.get(), x + 1)
    assert (width.get() == 1).all()
    assert (k(x, block_size=8)[1].get() == 8).all()
    with pytest.raises(ValueError, match="block_size must be greater than zero"):
        k(x, block_size=0)


class NullStream:
    ptr = 0  # as CuPy's cupy.cuda.Stream.null


def test_stream_none_or_the_null_stream():
    k = ultima.ElementwiseKernel("T x", "T y", "y = -x", "neg")
    x = rng.standard_normal(8)
    np.testing.assert_array_equal(k(x, stream=None).get(), -x)
    np.testing.assert_array_equal(k(x, stream=NullStream()).get(), -x)
    with pytest.raises(ValueError, match="stream"):
        k(x, stream=object())


def test_wrong_arguments_are_type_errors():
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x", "wrong")
    with pytest.raises(TypeError, match=r"It must be either 2 or 3 \(with outputs\), but given 1"):
        k(np.zeros(3))
    with pytest.raises(TypeError):
        k(np.zeros(3), 1, grid=3)


def test_pickled_kernel_works():
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x * y + c", "pickled",
                                 preamble="#define c 3", loop_prep="", options=("-DUNUSED=1",))
    k2 = pickle.loads(pickle.dumps(k))
    assert (k2.name, k2.nin, k2.nout, k2.preamble) == ("pickled", 2, 1, "#define c 3")
    x, y = rng.standard_normal(10), rng.standard_normal(10)
    np.testing.assert_allclose(k2(x, y).get(), x * y + 3, rtol=1e-15)
