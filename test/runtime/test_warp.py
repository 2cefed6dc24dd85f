"""Warp functions (kernels/warp.cu), in both lowerings: emulated on OpenCL
work-groups (warp.cl), and as sub-groups of 32 (warp_subgroup.cl, chosen for
targets with the sub-group extensions). PoCL 3.1 has no sub-groups, so the
second runs on subgroup_emulation.cl, a model of what a device that honours
intel_reqd_sub_group_size(32) provides.

References are written from CUDA's and PTX's documented semantics (shfl.sync,
vote.sync, redux.sync, match.sync) in NumPy, independently of warp.cl.
"""

from pathlib import Path

import numpy as np
import pytest

import harness
from harness import cdiv

FILE = "warp.cu"
SUBGROUP_TARGET = ("--target-extensions=cl_khr_subgroups,cl_khr_subgroup_shuffle,"
                   "cl_khr_subgroup_ballot,cl_intel_required_subgroup_size")


@pytest.fixture(params=["emulated", "subgroups"])
def cu(request):
    """Both lowerings of every kernel (overrides conftest's `cu`)."""
    if request.param == "emulated":
        return harness.load
    prelude = (Path(__file__).parent / "subgroup_emulation.cl").read_text()
    return lambda path: harness.load(path, [SUBGROUP_TARGET], prelude=prelude)


def shuffle_reference(values, b, width):
    """What each lane receives in modes idx, up, down, xor (PTX shfl.sync)."""
    n = len(values)
    out = np.zeros((n, 4), values.dtype)
    for i in range(n):
        lane, base = i % 32, i - i % 32
        seg = lane - lane % width
        bv = int(b[i]) & 31
        idx = seg + (bv & (width - 1))
        up = lane - bv if lane - bv >= seg else lane
        down = lane + bv if lane + bv <= seg + width - 1 else lane
        xor = lane ^ bv if (lane ^ bv) <= seg + width - 1 else lane
        out[i] = [values[base + idx], values[base + up], values[base + down], values[base + xor]]
    return out


@pytest.mark.parametrize("width", [32, 16, 8, 4, 2, 1])
def test_shuffle_modes_follow_ptx(cu, rng, width):
    grid, block = 2, 64
    n = grid * block
    b = rng.integers(-40, 70, n).astype(np.int32)
    b[:8] = [0, 1, 31, 32, 33, -1, width, width - 1]
    out = np.zeros(4 * n, np.int32)
    cu(FILE).launch("shuffle_modes", grid, block, out, b, np.int32(width))
    values = (1000 * np.arange(n) + 7).astype(np.int32)
    np.testing.assert_array_equal(out.reshape(n, 4), shuffle_reference(values, b, width))


def test_shuffles_keep_every_bit_of_each_type(cu, rng):
    n = 96
    d = rng.standard_normal(n)
    d[:4] = [np.nan, -0.0, np.inf, 5e-324]
    l = rng.integers(-2**63, 2**63 - 1, n, dtype=np.int64)
    u = rng.integers(0, 2**64 - 1, n, dtype=np.uint64)
    f = rng.standard_normal(n).astype(np.float32)
    w = rng.integers(0, 2**32 - 1, n, dtype=np.uint32)
    od, ol, ou = np.zeros(n), np.zeros(n, np.int64), np.zeros(n, np.uint64)
    of, ow = np.zeros(n, np.float32), np.zeros(n, np.uint32)
    cu(FILE).launch("shuffle_types", 1, n, d, od, l, ol, u, ou, f, of, w, ow)
    zeros = np.zeros(n, np.int32)
    src = np.array([(t * 7 + 3) & 31 for t in range(n)], np.int32)
    np.testing.assert_array_equal(od.view(np.uint64), shuffle_reference(d.view(np.uint64), src, 32)[:, 0])
    np.testing.assert_array_equal(ol, shuffle_reference(l, zeros + 5, 32)[:, 3])
    np.testing.assert_array_equal(ou, shuffle_reference(u, zeros + 3, 32)[:, 2])
    np.testing.assert_array_equal(of, shuffle_reference(f, zeros + 2, 32)[:, 1])
    np.testing.assert_array_equal(ow, shuffle_reference(w, src, 32)[:, 0])


def tree_sum_reference(v):
    """The shuffle-down tree of warp_reduce_sum, in float32, lane 0's result."""
    v = v.copy()
    offset = 16
    while offset > 0:
        shifted = np.concatenate([v[offset:], v[32 - offset:]])  # lanes past 31 keep their own
        shifted[32 - offset:] = v[32 - offset:]
        v = (v + shifted).astype(np.float32)
        offset //= 2
    return v[0]


@pytest.mark.parametrize("block", [32, 128, 256])
def test_block_sum_with_shuffles_is_exact(cu, rng, block):
    n = 10_000
    x = rng.integers(-1000, 1000, n).astype(np.float32)  # integer-valued: every order is exact
    out = np.zeros(cdiv(n, block), np.float32)
    cu(FILE).launch("block_sum", cdiv(n, block), block, x, out, np.int32(n))
    padded = np.concatenate([x, np.zeros(len(out) * block - n, np.float32)])
    np.testing.assert_array_equal(out, padded.reshape(-1, block).sum(axis=1))


def test_warp_tree_order_is_cuda_s(cu, rng):
    x = rng.standard_normal(32 * 8).astype(np.float32)  # rounding depends on the order
    out = np.zeros(8, np.float32)
    cu(FILE).launch("block_sum", 8, 32, x, out, np.int32(len(x)))
    np.testing.assert_array_equal(out, [tree_sum_reference(w) for w in x.reshape(8, 32)])


def test_warp_max_of_doubles(cu, rng):
    x = rng.standard_normal(32 * 6)
    out = np.zeros(6)
    cu(FILE).launch("warp_max", 3, 64, x, out)
    np.testing.assert_array_equal(out, x.reshape(6, 32).max(axis=1))


@pytest.mark.parametrize("block", [32, 256, 1024])
def test_block_prefix_sum(cu, rng, block):
    grid = 3
    x = rng.integers(-50, 50, grid * block).astype(np.int32)
    out = np.zeros_like(x)
    cu(FILE).launch("block_scan", grid, block, x, out)
    np.testing.assert_array_equal(out, np.cumsum(x.reshape(grid, block), axis=1).ravel())


def vote_reference(pred, block_threads):
    n = len(pred)
    ballot = np.zeros(n, np.uint32)
    present = np.zeros(n, np.uint32)
    for i in range(n):
        t = i % block_threads
        first = i - t % 32
        count = min(32, block_threads - t + t % 32)
        lanes = pred[first:first + count] != 0
        ballot[i] = sum(1 << l for l in range(count) if lanes[l])
        present[i] = (1 << count) - 1 if count < 32 else 0xFFFFFFFF
    return ballot, present


@pytest.mark.parametrize("block", [(32, 1), (16, 4), (48, 1), (10, 5)])
def test_votes(cu, rng, block):
    grid = 4
    threads = block[0] * block[1]
    n = grid * threads
    pred = (rng.random(n) < 0.5).astype(np.int32) * rng.integers(1, 9, n).astype(np.int32)
    pred[:threads] = 0                    # a block where no lane votes
    pred[threads:2 * threads] = 3         # one where every lane does
    outs = [np.zeros(n, np.uint32), np.zeros(n, np.int32), np.zeros(n, np.int32),
            np.zeros(n, np.int32), np.zeros(n, np.uint32), np.zeros(n, np.uint32)]
    cu(FILE).launch("votes", grid, block, pred, *outs)
    ballot, any_, all_, uni, active, masked = outs
    ref, present = vote_reference(pred, threads)
    np.testing.assert_array_equal(ballot, ref)
    np.testing.assert_array_equal(any_, (ref != 0).astype(np.int32))
    np.testing.assert_array_equal(all_, (ref == present).astype(np.int32))
    np.testing.assert_array_equal(uni, ((ref == 0) | (ref == present)).astype(np.int32))
    np.testing.assert_array_equal(active, present)
    want = np.uint32(0x0000FF00) & present
    all_masked = (ref & want) == want
    np.testing.assert_array_equal(masked, (ref & np.uint32(0x0F0F0F0F)) | (all_masked.astype(np.uint32) << 31))


@pytest.mark.parametrize("mask", [0xFFFFFFFF, 0x0000FFFF, 0x80000001])
def test_warp_reductions(cu, rng, mask):
    n = 96
    s = rng.integers(-2**31, 2**31 - 1, n, dtype=np.int64).astype(np.int32)
    u = rng.integers(0, 2**32 - 1, n, dtype=np.uint64).astype(np.uint32)
    out_s, out_u = np.zeros(3 * n, np.int32), np.zeros(6 * n, np.uint32)
    cu(FILE).launch("reductions", 1, n, s, u, out_s, out_u, np.uint32(mask))
    lanes = [l for l in range(32) if mask >> l & 1]
    for w in range(n // 32):
        ss = [int(x) for x in s[32 * w:][lanes]]
        uu = [int(x) for x in u[32 * w:][lanes]]
        total = sum(ss) & 0xFFFFFFFF
        expect_s = [total - (1 << 32) if total >= 1 << 31 else total, min(ss), max(ss)]
        and_, or_, xor = 0xFFFFFFFF, 0, 0
        for x in uu:
            and_, or_, xor = and_ & x, or_ | x, xor ^ x
        expect_u = [sum(uu) & 0xFFFFFFFF, min(uu), max(uu), and_, or_, xor]
        for lane in range(32):
            i = 32 * w + lane
            assert out_s[3 * i:3 * i + 3].tolist() == expect_s
            assert out_u[6 * i:6 * i + 6].tolist() == expect_u


def test_match_any(cu, rng):
    n = 64
    v = rng.integers(0, 4, n).astype(np.int32)
    out = np.zeros(n, np.uint32)
    cu(FILE).launch("match", 1, n, v, out)
    for i in range(n):
        w = v[i - i % 32:][:32]
        assert out[i] == sum(1 << l for l in range(32) if w[l] == v[i])


def test_with_user_and_dynamic_shared_memory(cu, rng):
    block, grid = 64, 5
    x = rng.standard_normal(block * grid).astype(np.float32)
    out = np.zeros_like(x)
    cu(FILE).launch("transpose_via_shuffle", grid, block, x, out, shared_mem=4 * block)
    rev = x.reshape(grid, block)[:, ::-1]  # mine: stage reversed within the block
    expect = rev.reshape(grid, block // 32, 32)[:, :, ::-1].reshape(-1)
    np.testing.assert_array_equal(out, expect)


def test_half_shuffles(cu, rng):
    n = 64
    h = rng.standard_normal(n).astype(np.float16)
    h[:3] = [np.nan, -0.0, np.inf]
    h2 = rng.uniform(-4, 4, (n, 2)).astype(np.float16)
    oh, oh2 = np.zeros(n, np.float16), np.zeros((n, 2), np.float16)
    cu(FILE).launch("shuffle_halves", 2, 32, h, oh, h2, oh2)
    bits = h.view(np.uint16)
    src = np.array([(i - i % 32) + ((i % 32) ^ 3) for i in range(n)])
    np.testing.assert_array_equal(oh.view(np.uint16), bits[src])
    for w in range(2):
        v = h2[32 * w:32 * w + 32].copy()
        for offset in (16, 8, 4, 2, 1):
            shifted = v.copy()
            shifted[:32 - offset] = v[offset:]
            v = (v.astype(np.float32) + shifted.astype(np.float32)).astype(np.float16)
        np.testing.assert_array_equal(oh2[32 * w:32 * w + 32], np.tile(v[0], (32, 1)))
