"""scan.cu: scan_device's recursion for a three-level array (prescan of the
blocks, prescan of the block sums in one block, add_block_sums), against
numpy's cumsum; also the -DZERO_BANK_CONFLICTS padding."""

import numpy as np
import pytest

import corpus_harness as ch

BLOCK_SIZE = 256
ELEMS = 2 * BLOCK_SIZE


def shared_bytes(elements, zbc):
    off = (elements - 1) >> 5
    if zbc:
        off += (elements - 1) >> 10
    return (elements + off + 1) * 4


@pytest.mark.parametrize("defines", [[], ["ZERO_BANK_CONFLICTS"]])
def test_scan(defines):
    prog = ch.load("scan", defines=defines)
    zbc = bool(defines)
    rng = np.random.default_rng(5)
    n = 5000
    x = rng.integers(0, 16, n).astype(np.int32)

    blocks = ch.cdiv(n, ELEMS)
    out = np.zeros(n, np.int32)
    sums = np.zeros(blocks, np.int32)
    prog.launch("prescan", grid=blocks, block=BLOCK_SIZE, args=[out, x, sums, np.int32(n)],
                shared_mem=shared_bytes(ELEMS, zbc))
    # second level: one block scans the block totals (block_sums == NULL there:
    # pass a scratch array, the kernel's NULL test is for the host's recursion)
    incr = np.zeros(blocks, np.int32)
    top = np.zeros(1, np.int32)
    prog.launch("prescan", grid=1, block=BLOCK_SIZE, args=[incr, sums, top, np.int32(blocks)],
                shared_mem=shared_bytes(ELEMS, zbc))
    np.testing.assert_array_equal(incr, np.concatenate([[0], np.cumsum(sums)[:-1]]))
    prog.launch("add_block_sums", grid=blocks, block=BLOCK_SIZE, args=[out, incr, np.int32(n)])

    expected = np.concatenate([[0], np.cumsum(x)[:-1]]).astype(np.int32)
    np.testing.assert_array_equal(out, expected)
    assert top[0] == x.sum()
