"""transpose.cu: copy_shared, transpose_naive, transpose_no_bank_conflicts on a
non-square matrix whose sides are not multiples of the tile, against numpy."""

import numpy as np
import pytest

import corpus_harness as ch

TILE_DIM, BLOCK_ROWS = 32, 8


@pytest.mark.parametrize("w,h", [(96, 64), (70, 45)])
def test_transpose(w, h):
    prog = ch.load("transpose")
    a = np.arange(w * h, dtype=np.float32).reshape(h, w)
    grid = (ch.cdiv(w, TILE_DIM), ch.cdiv(h, TILE_DIM))
    block = (TILE_DIM, BLOCK_ROWS)

    out = np.zeros(w * h, np.float32)
    prog.launch("copy_shared", grid=grid, block=block, args=[out, a, np.int32(w), np.int32(h)])
    np.testing.assert_array_equal(out.reshape(h, w), a)

    out = np.zeros(w * h, np.float32)
    prog.launch("transpose_naive", grid=grid, block=block, args=[out, a, np.int32(w), np.int32(h)])
    np.testing.assert_array_equal(out.reshape(w, h), a.T)

    out = np.zeros(w * h, np.float32)
    prog.launch("transpose_no_bank_conflicts", grid=grid, block=block,
                args=[out, a, np.int32(w), np.int32(h)])
    np.testing.assert_array_equal(out.reshape(w, h), a.T)
