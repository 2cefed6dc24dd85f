"""CUDA vector types keep CUDA's sizes and layout in buffers (kernels/vector_types.cu).

OpenCL's 3-component vectors are 16 bytes with 16-byte alignment, CUDA's are
12 bytes with 4: the host data below is laid out as CUDA (and NumPy) lay it out.
"""

import numpy as np

from harness import cdiv

FILE = "vector_types.cu"
PARTICLE = np.dtype({"names": ["pos", "tag", "mass", "cell"],
                     "formats": [(np.float32, 3), (np.int8, 3), np.float64, (np.int32, 3)],
                     "offsets": [0, 12, 16, 24], "itemsize": 40})


def test_sizes_and_alignments_are_cuda_s(cu):
    out = np.zeros(14, np.int32)
    cu(FILE).launch("layout", 1, 1, out)
    assert out.tolist() == [12, 3, 6, 12, 24, 24, 40, 16, 16, 12, 12, 4, 16, 15]


def test_float3_buffers_and_by_value(cu, rng):
    n = 1000
    x = rng.standard_normal((n, 3)).astype(np.float32)
    y = rng.standard_normal((n, 3)).astype(np.float32)
    shift = np.array([(0.5, -1.0, 2.0)], np.dtype([("x", np.float32), ("y", np.float32),
                                                    ("z", np.float32)]))[0]
    expect = x * np.float32(1.5) + y + np.array([0.5, -1.0, 2.0], np.float32)
    cu(FILE).launch("axpy3", cdiv(n, 128), 128, y, x, np.float32(1.5), shift, np.int32(n))
    np.testing.assert_allclose(y, expect, rtol=1e-6, atol=1e-6)


def test_struct_holding_3_vectors(cu, rng):
    n = 300
    ps = np.zeros(n, PARTICLE)
    ps["pos"] = rng.uniform(-4, 4, (n, 3))
    ps["tag"] = rng.integers(-60, 60, (n, 3))
    ps["mass"] = rng.uniform(0.5, 2, n)
    before = ps.copy()
    energy = np.zeros(n)
    cu(FILE).launch("particles", cdiv(n, 64), 64, ps, energy, np.int32(n))
    pos = before["pos"].astype(np.float32)
    r2 = (pos * pos).astype(np.float32).sum(axis=1, dtype=np.float32)
    np.testing.assert_allclose(energy, 0.5 * before["mass"] * r2, rtol=1e-6)
    np.testing.assert_array_equal(ps["cell"], np.floor(pos).astype(np.int32))
    np.testing.assert_array_equal(ps["tag"][:, 0], before["tag"][:, 0] + 1)
    np.testing.assert_array_equal(ps["tag"][:, 1], before["tag"][:, 1])
    np.testing.assert_array_equal(ps["tag"][:, 2], (before["tag"][:, 2] * 2).astype(np.int8))
    np.testing.assert_array_equal(ps["pos"], before["pos"])  # untouched neighbours of tag


def test_shared_memory_of_double3(cu, rng):
    v = rng.standard_normal((3 * 64, 3))
    expect = v.reshape(3, 64, 3)[:, ::-1].reshape(-1, 3).copy()
    cu(FILE).launch("reverse3", 3, 64, v)
    np.testing.assert_array_equal(v, expect)


def test_dim3_uint3_and_integer_3_vectors(cu):
    grid, block = 3, 32
    n = grid * block
    where = np.zeros((n, 3), np.uint32)
    dims = np.zeros((n, 3), np.uint32)
    wide = np.zeros((n, 3), np.uint64)
    narrow = np.zeros((n, 3), np.int16)
    cu(FILE).launch("indices", grid, block, where, dims, wide, narrow)
    i = np.arange(n, dtype=np.uint64)
    np.testing.assert_array_equal(where, np.stack([i % block, i // block, i], 1))
    np.testing.assert_array_equal(dims, np.tile([block, grid, 1], (n, 1)))
    np.testing.assert_array_equal(wide, np.stack([i, i << np.uint64(40), ~np.uint64(0) - i], 1))
    np.testing.assert_array_equal(narrow, np.stack([-(i.astype(np.int16)), (i * 3).astype(np.int16),
                                                    np.full(n, 7, np.int16)], 1))


def test_2_and_4_component_vectors(cu, rng):
    a = rng.integers(-2**62, 2**62, (16, 2), dtype=np.int64)
    b = rng.integers(0, 256, (16, 4), dtype=np.uint8)
    c = rng.standard_normal((16, 2))
    a0, b0, c0 = a.copy(), b.copy(), c.copy()
    cu(FILE).launch("pairs", 1, 16, a, b, c)
    np.testing.assert_array_equal(a, np.stack([a0[:, 1], -a0[:, 0]], 1))
    np.testing.assert_array_equal(b, b0[:, ::-1])
    np.testing.assert_array_equal(c, np.stack([c0[:, 0] + c0[:, 1], c0[:, 0] * c0[:, 1]], 1))
