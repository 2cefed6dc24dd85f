"""ElementwiseKernel's block_size= call keyword (CuPy's: threads per block),
against NumPy: any positive block size gives the same result; bad ones are
ValueErrors before anything runs, a block beyond the device's work-group
limit a ValueError with the numbers."""

import numpy as np
import pytest

from rt_common import ultima

rng = np.random.default_rng(3)


@pytest.mark.parametrize("block_size", [1, 32, 100, 128, 256])
def test_block_size_same_result(block_size):
    k = ultima.ElementwiseKernel("T x, T y", "T z", "z = x * y - x", "bs_mul")
    x = rng.integers(-1000, 1000, 1001).astype(np.int32)
    y = rng.integers(-1000, 1000, 1001).astype(np.int32)
    np.testing.assert_array_equal(k(x, y, block_size=block_size).get(), x * y - x)


def test_block_size_with_size_and_strided_views():
    k = ultima.ElementwiseKernel("raw T x", "T y", "y = x[_ind.size() - 1 - i]", "bs_rev")
    x = rng.standard_normal(77).astype(np.float64)
    y = np.empty(77)
    k(x, y, block_size=16)
    np.testing.assert_array_equal(y, x[::-1])
    square = ultima.ElementwiseKernel("T x", "T y", "y = x * x", "bs_square")
    a = rng.standard_normal((9, 14)).astype(np.float32)
    view = ultima.asarray(a)
    np.testing.assert_array_equal(square(a[:, ::3], block_size=8).get(), a[:, ::3] ** 2)
    np.testing.assert_array_equal(square(view, block_size=64).get(), a ** 2)


def test_block_size_default_is_unchanged():
    k = ultima.ElementwiseKernel("T x", "T y", "y = x + (T)1", "bs_default")
    x = np.arange(10, dtype=np.int32)
    np.testing.assert_array_equal(k(x).get(), x + 1)
    np.testing.assert_array_equal(k(x, block_size=None).get(), x + 1)


@pytest.mark.parametrize("bad", [0, -1])
def test_block_size_must_be_positive(bad):
    k = ultima.ElementwiseKernel("T x", "T y", "y = x", "bs_bad")
    with pytest.raises(ValueError, match="block_size"):
        k(np.ones(4, np.float32), block_size=bad)


def test_block_size_not_an_int():
    k = ultima.ElementwiseKernel("T x", "T y", "y = x", "bs_type")
    with pytest.raises(TypeError):
        k(np.ones(4, np.float32), block_size=2.5)


def test_block_size_beyond_the_device():
    k = ultima.ElementwiseKernel("T x", "T y", "y = x", "bs_huge")
    with pytest.raises(ValueError, match="1048576"):
        k(np.ones(4, np.float32), block_size=1 << 20)
