"""Program-scope device memory (kernels/device_symbols.cu): __device__ and
__constant__ variables are buffer parameters after the kernel's own ones, in
first-use order, and before the dynamic shared memory parameter. The tests
pass them as NumPy arrays, as a host would pass the symbols' buffers."""

import numpy as np

from harness import cdiv

BINS = 16


def test_histogram_with_device_counter(cu, rng):
    n, block = 5_000, 128
    x = rng.integers(-20, 1_000, n, dtype=np.int32)
    histo = np.zeros(BINS, np.uint32)
    d_count = np.zeros(1, np.uint32)  # `__device__ unsigned int d_count = 0;`
    cu("device_symbols.cu").launch("histogram", cdiv(n, block), block, x, np.int32(n),
                                   histo, d_count)
    valid = x[x >= 0]
    np.testing.assert_array_equal(histo, np.bincount(valid % BINS, minlength=BINS))
    assert d_count[0] == valid.size


def test_counter_accumulates_across_launches(cu, rng):
    # The symbol's buffer keeps its contents between launches, as in CUDA.
    n, block = 1_000, 64
    x = rng.integers(0, 100, n, dtype=np.int32)
    histo = np.zeros(BINS, np.uint32)
    d_count = np.zeros(1, np.uint32)
    module = cu("device_symbols.cu")
    for _ in range(3):
        module.launch("histogram", cdiv(n, block), block, x, np.int32(n), histo, d_count)
    assert d_count[0] == 3 * n
    np.testing.assert_array_equal(histo, 3 * np.bincount(x % BINS, minlength=BINS))


def test_constant_filter_filled_by_host(cu, rng):
    n, block = 3_000, 256
    x = rng.uniform(-1, 1, n).astype(np.float32)
    out = np.full(n, np.nan, np.float32)
    coef = np.array([0.1, 0.2, 0.4, 0.2, 0.1], np.float32)  # cudaMemcpyToSymbol(coef, ...)
    cu("device_symbols.cu").launch("convolve", cdiv(n, block), block, x, out, np.int32(n), coef)
    padded = np.concatenate([np.zeros(2), x.astype(np.float64), np.zeros(2)])
    ref = sum(coef[k] * padded[k:k + n] for k in range(5))
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-6)


def test_two_kernels_share_a_device_array(cu, rng):
    n, block = 1_000, 128
    x = rng.uniform(-3, 3, n).astype(np.float32)
    stage = np.zeros(1024, np.float32)  # `__device__ float stage[1024];`
    out = np.full(n, np.nan, np.float32)
    module = cu("device_symbols.cu")
    module.launch("produce", cdiv(n, block), block, x, np.int32(n), stage)
    module.launch("consume", cdiv(n, block), block, out, np.int32(n), stage)
    np.testing.assert_allclose(stage[:n], x * x, rtol=1e-6)
    assert not stage[n:].any()
    np.testing.assert_allclose(out, (x * x)[::-1] + 1.0, rtol=1e-6)


def test_struct_symbol_before_dynamic_shared_memory(cu, rng):
    n, block = 2_000, 64
    grid = cdiv(n, block)
    x = rng.uniform(0, 1, n).astype(np.float32)
    acc = np.zeros(1, np.dtype([("total", np.float32), ("blocks", np.uint32),
                                ("perBlock", np.float32, 64)]))
    cu("device_symbols.cu").launch("block_sums", grid, block, x, np.int32(n), acc,
                                   shared_mem=block * 4)
    padded = np.zeros(grid * block, np.float64)
    padded[:n] = x
    sums = padded.reshape(grid, block).sum(axis=1)
    assert acc["blocks"][0] == grid
    np.testing.assert_allclose(acc["perBlock"][0][:grid], sums, rtol=1e-5)
    assert not acc["perBlock"][0][grid:].any()
    np.testing.assert_allclose(acc["total"][0], sums.sum(), rtol=1e-5)
