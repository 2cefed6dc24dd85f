"""Bad input to the runtime (issue 16): array sizes and dtypes, launch
geometry, Python scalars out of a parameter's range, read-only NumPy outputs.
Each gets a clear Python exception before anything reaches OpenCL, never a
crash, a wrapped value or a silently unwritten array. References are NumPy's
own errors for the same input."""

import subprocess
import sys

import numpy as np
import pytest

from rt_common import subprocess_env, ultima

TOO_BIG = "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size."


def run_child(code, timeout=120):
    """Runs code in a child Python (a crash there cannot take the suite down)."""
    return subprocess.run([sys.executable, "-c", code], env=subprocess_env(), capture_output=True,
                          text=True, timeout=timeout)


# --- 1. array sizes -----------------------------------------------------------

@pytest.mark.parametrize("shape", [(2**62, 4), (2**61,), (2**32, 2**32), (3, 2**62)])
def test_size_overflow_is_numpys_value_error(shape):
    with pytest.raises(ValueError) as numpy_error:
        np.empty(shape, np.float64)
    assert str(numpy_error.value) == TOO_BIG
    with pytest.raises(ValueError, match="array is too big"):
        ultima.empty(shape, np.float64)
    with pytest.raises(ValueError, match="array is too big"):
        ultima.zeros(shape, np.float64)


def test_size_overflow_never_reaches_a_kernel():
    # Before: the shape's size wrapped to 0, a 0-byte buffer was accepted and a
    # kernel writing "its" elements corrupted the heap.
    r = run_child("""
import numpy as np, ultima
try:
    a = ultima.empty((2**62, 4), np.float32)
except ValueError as e:
    print("ValueError:", e)
else:
    k = ultima.RawKernel('extern "C" __global__ void f(float *x) { x[blockIdx.x * 256 + threadIdx.x] = 1; }', 'f')
    k((4096,), (256,), (a,))
    ultima.synchronize()
    print("accepted", a.size, a.nbytes)
""")
    assert r.returncode == 0, r.stderr
    assert "ValueError: array is too big" in r.stdout


def test_negative_and_huge_dimensions():
    with pytest.raises(ValueError, match="^negative dimensions are not allowed$"):
        ultima.empty((3, -1), np.float32)
    with pytest.raises(ValueError, match="^negative dimensions are not allowed$"):
        ultima.empty(-5, np.float32)
    with pytest.raises(ValueError, match="Maximum allowed dimension exceeded"):
        ultima.empty(2**64, np.uint8)
    with pytest.raises(TypeError):
        ultima.empty((3, "a"), np.float32)


def test_empty_arrays_follow_numpys_size_rule():
    # NumPy multiplies the non-zero dimensions: (0, 2**62) float64 is too big too.
    for shape, ok in (((0, 2**62), False), ((0, 2**59), True), ((2**59, 0, 2**3), False)):
        try:
            np.empty(shape, np.float64)
        except ValueError:
            assert not ok
            with pytest.raises(ValueError, match="array is too big"):
                ultima.empty(shape, np.float64)
        else:
            assert ok
            a = ultima.empty(shape, np.float64)
            assert a.size == 0 and a.nbytes == 0 and a.get().shape == shape


def test_allocation_beyond_the_device_limit_is_out_of_memory():
    with pytest.raises(ultima.OutOfMemoryError) as info:
        ultima.empty(2**62, np.uint8)  # valid for NumPy, far beyond any device
    assert isinstance(info.value, MemoryError)
    assert info.value.size == 2**62
    assert str(2**62) in str(info.value)


# --- 2. dtypes ----------------------------------------------------------------

# Structures of numbers are device dtypes (test_cupy_raw_structs.py); one
# holding anything else is not.
@pytest.mark.parametrize("dtype", [object, "U4", "S3", "M8[s]", "m8[ms]", "V8",
                                   [("a", np.int32), ("b", "S3")], np.longdouble])
def test_unsupported_dtypes_are_rejected_at_construction(dtype):
    name = str(np.dtype(dtype))
    for make in (ultima.empty, ultima.zeros):
        with pytest.raises(ValueError, match="Unsupported dtype") as info:
            make(3, dtype)
        assert name in str(info.value)


def test_object_array_is_rejected_by_asarray():
    with pytest.raises(ValueError, match="Unsupported dtype object"):
        ultima.asarray(np.array([1, "a", None], dtype=object))


def test_object_dtype_get_never_crashes():
    # Before: empty(3, object).get() handed NumPy garbage pointers: a segfault.
    r = run_child("""
import numpy as np, ultima
try:
    print(ultima.empty(3, object).get())
except ValueError as e:
    print("ValueError:", e)
""")
    assert r.returncode == 0, (r.returncode, r.stderr)
    assert "ValueError: Unsupported dtype object" in r.stdout


def test_supported_dtypes_still_round_trip():
    for dtype in (np.bool_, np.int8, np.uint16, np.int32, np.uint64, np.float16, np.float32,
                  np.float64, np.complex64, np.complex128):
        host = (np.arange(6) % 2).astype(dtype).reshape(2, 3)
        np.testing.assert_array_equal(ultima.asarray(host).get(), host)


# --- 3. launch geometry -------------------------------------------------------

MARK = r'''
extern "C" __global__ void mark(int *x) {
  if (blockIdx.x == 0 && threadIdx.x == 0) x[0] = 1;
}'''


@pytest.mark.parametrize("grid,block,numbers", [
    ((0,), (1,), "(0,)"),
    ((1,), (0,), "(0,)"),
    ((-1,), (32,), "(-1,)"),
    ((4,), (-32,), "(-32,)"),
    ((2**40,), (1,), "1099511627776"),            # PoCL asserted: max_wgs > 0
    ((2**64,), (1,), "18446744073709551616"),     # did not fit a size_t
    ((2**62, 1, 1), (4, 1, 1), "4611686018427387904"),
    ((1, 65536), (1, 1), "65536"),                # CUDA's grid.y limit
    ((65535, 65535, 2), (1, 1, 1), "65535, 65535, 2"),  # 2**33 blocks in all
])
def test_bad_grid_or_block_is_a_value_error_with_the_numbers(grid, block, numbers):
    r = run_child(f"""
import numpy as np, ultima
k = ultima.RawKernel(r'''{MARK}''', 'mark')
x = np.zeros(1, np.int32)
try:
    k({grid!r}, {block!r}, (x,))
    ultima.synchronize()
    print("launched", x[0])
except ValueError as e:
    print("ValueError:", e)
""")
    assert r.returncode == 0, (r.returncode, r.stderr[-2000:])
    assert r.stdout.startswith("ValueError:"), r.stdout
    assert numbers in r.stdout


def test_block_beyond_the_device_limits_is_a_value_error():
    k = ultima.RawKernel(MARK, "mark")
    x = np.zeros(1, np.int32)
    with pytest.raises(ValueError, match="block .* exceeds"):
        k((1,), (1 << 20,), (x,))
    with pytest.raises(ValueError, match=r"block \(1, 1, 1048576\)"):
        k((1, 1, 1), (1, 1, 1 << 20), (x,))
    with pytest.raises(ValueError, match="shared_mem=-1"):
        k((1,), (1,), (x,), shared_mem=-1)
    k((1,), (1,), (x,))  # the kernel itself is fine
    assert x[0] == 1


def test_elementwise_size_out_of_range():
    fill = ultima.ElementwiseKernel("", "raw int32 y", "if (i == 0) y[0] = 7", "fill")
    y = ultima.zeros(1, np.int32)
    with pytest.raises(ValueError, match="-3"):
        fill(y, size=-3)
    with pytest.raises(ValueError, match=str(2**48)):
        fill(y, size=2**48)  # more blocks than CUDA's grid allows
    with pytest.raises(ValueError, match="too large"):
        fill(y, size=2**64)
    fill(y, size=1)
    assert y.get()[0] == 7


# --- 4. Python scalars for kernel parameters -----------------------------------

SCALARS = r'''
extern "C" __global__ void put(long long *out, int a, size_t b, unsigned char c, short d) {
  out[0] = a; out[1] = (long long)b; out[2] = c; out[3] = d;
}'''


@pytest.mark.parametrize("args,error", [
    ((2**40, 0, 0, 0), OverflowError),        # did wrap to 0
    ((0, -1, 0, 0), OverflowError),           # did wrap to 2**64-1
    ((0, 2**64, 0, 0), OverflowError),
    ((0, 0, 256, 0), OverflowError),
    ((0, 0, 0, -2**15 - 1), OverflowError),
    ((float("inf"), 0, 0, 0), OverflowError),
    ((float("nan"), 0, 0, 0), ValueError),
    ((1e20, 0, 0, 0), OverflowError),
])
def test_raw_kernel_python_scalar_out_of_range(args, error):
    k = ultima.RawKernel(SCALARS, "put")
    out = np.zeros(4, np.int64)
    with pytest.raises(error):
        k((1,), (1,), (out,) + args)


def test_raw_kernel_python_scalars_in_range_are_exact():
    k = ultima.RawKernel(SCALARS, "put")
    out = np.zeros(4, np.int64)
    k((1,), (1,), (out, -2**31, 2**63 + 5, 255, -2**15))
    assert out.tolist() == [-2**31, (2**63 + 5) - 2**64, 255, -2**15]
    k((1,), (1,), (out, -7.9, 3.2, True, 0))  # floats truncate as C converts them
    assert out.tolist() == [-7, 3, 1, 0]


def test_raw_kernel_numpy_scalar_of_the_wrong_size_is_a_type_error():
    k = ultima.RawKernel(SCALARS, "put")
    out = np.zeros(4, np.int64)
    with pytest.raises(TypeError, match="int64"):
        k((1,), (1,), (out, np.int64(1), np.uint64(2), np.uint8(3), np.int16(4)))
    k((1,), (1,), (out, np.int32(1), np.uint64(2), np.uint8(3), np.int16(4)))
    assert out.tolist() == [1, 2, 3, 4]


@pytest.mark.parametrize("a,b,error", [
    (2**40, 0, OverflowError),
    (0, -1, OverflowError),
    (2**64, 0, OverflowError),
    (2**63, 0, OverflowError),
    (float("nan"), 0, ValueError),
    (float("-inf"), 0, OverflowError),
])
def test_elementwise_python_scalar_out_of_range(a, b, error):
    k = ultima.ElementwiseKernel("int32 a, uint32 b", "int64 y", "y = a + (long long)b", "ab")
    with pytest.raises(error):
        k(a, b, size=1)


def test_elementwise_scalars_at_the_limits_and_numpy_scalars():
    k = ultima.ElementwiseKernel("int32 a, uint32 b", "int64 y", "y = a + (long long)b", "ab")
    assert k(-2**31, 2**32 - 1, size=1).get()[0] == -2**31 + 2**32 - 1
    # NumPy scalars keep their dtype rules: converted as C converts them.
    assert k(np.int64(2**32 + 5), np.uint32(1), size=1).get()[0] == 6
    same = ultima.ElementwiseKernel("T a", "T y", "y = a", "same")
    assert same(2**64 - 1, size=1).get()[0] == 2**64 - 1  # only uint64 holds it
    assert same(2**64 - 1, size=1).dtype == np.uint64
    assert same(np.uint64(2**63 + 1), size=1).get()[0] == 2**63 + 1
    red = ultima.ReductionKernel("T x, int8 s", "T y", "x * s", "a + b", "y = a", "0", "scaled")
    with pytest.raises(OverflowError):
        red(np.ones(4, np.float32), 128)
    assert red(np.ones(4, np.float32), -128).get() == -512


# --- 5. read-only NumPy outputs -------------------------------------------------

def read_only(a):
    a.flags.writeable = False
    return a


def test_elementwise_read_only_output_is_numpys_error():
    with pytest.raises(ValueError) as numpy_error:
        np.add(np.ones(3), 1, out=read_only(np.zeros(3)))
    k = ultima.ElementwiseKernel("T x", "T y", "y = x + 1", "inc")
    out = read_only(np.zeros(3, np.float32))
    with pytest.raises(ValueError, match=str(numpy_error.value)):
        k(np.ones(3, np.float32), out)
    k(read_only(np.ones(3, np.float32)), np.zeros(3, np.float32))  # read-only inputs are fine


def test_reduction_read_only_output_is_an_error():
    k = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "total")
    with pytest.raises(ValueError, match="output array is read-only"):
        k(np.ones((2, 3), np.float32), out=read_only(np.zeros(2, np.float32)), axis=1)


def test_raw_kernel_read_only_array_for_a_non_const_pointer():
    k = ultima.RawKernel(r'''
extern "C" __global__ void copy(const float *x, float *y) { y[threadIdx.x] = x[threadIdx.x]; }''',
                         "copy")
    x = read_only(np.arange(4, dtype=np.float32))
    y = np.zeros(4, np.float32)
    k((1,), (4,), (x, y))  # read-only for a const pointer: an input
    np.testing.assert_array_equal(y, x)
    with pytest.raises(ValueError, match="read-only"):
        k((1,), (4,), (np.ones(4, np.float32), read_only(np.zeros(4, np.float32))))
