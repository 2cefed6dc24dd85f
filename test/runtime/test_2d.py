"""2-D grids (kernels/stencil2d.cu)."""

import numpy as np

from harness import cdiv

FILE = "stencil2d.cu"


def test_stencil_5point(cu, rng):
    h, w = 45, 70  # neither a multiple of the 16x8 block
    alpha = np.float32(0.2)
    img = rng.standard_normal((h, w)).astype(np.float32)
    out = np.full_like(img, np.nan)
    cu(FILE).launch("stencil5", (cdiv(w, 16), cdiv(h, 8)), (16, 8),
                    img, out, np.int32(w), np.int32(h), alpha)
    ref = img.copy()
    c = img[1:-1, 1:-1]
    lap = img[:-2, 1:-1] + img[2:, 1:-1] + img[1:-1, :-2] + img[1:-1, 2:] - np.float32(4) * c
    ref[1:-1, 1:-1] = c + alpha * lap
    np.testing.assert_allclose(out, ref, rtol=1e-5, atol=1e-5)
    np.testing.assert_array_equal(out[0], img[0])
    np.testing.assert_array_equal(out[:, -1], img[:, -1])


def test_griddim_indexing(cu):
    grid, block = (5, 3), (8, 4)
    W, H = grid[0] * block[0], grid[1] * block[1]
    xs, ys, lb, lt = (np.full((H, W), -1, np.int32) for _ in range(4))
    cu(FILE).launch("thread_coords", grid, block, xs, ys, lb, lt)
    yy, xx = np.mgrid[0:H, 0:W]
    np.testing.assert_array_equal(xs, xx)
    np.testing.assert_array_equal(ys, yy)
    bx, by = xx // block[0], yy // block[1]
    tx, ty = xx % block[0], yy % block[1]
    np.testing.assert_array_equal(lb, by * grid[0] + bx)
    np.testing.assert_array_equal(lt, (by * grid[0] + bx) * (block[0] * block[1]) + ty * block[0] + tx)


def test_2d_grid_stride_transpose(cu, rng):
    rows, cols = 77, 131
    a = rng.standard_normal((rows, cols)).astype(np.float32)
    out = np.full((cols, rows), np.nan, np.float32)
    cu(FILE).launch("transpose_scale_2d", (2, 3), (16, 4), a, out,
                    np.int32(rows), np.int32(cols), np.float32(3.0))
    np.testing.assert_array_equal(out, (np.float32(3.0) * a).T)
