"""backprop: bpnn_layerforward_CUDA (partial sums of x @ W per 16-row block)
and bpnn_adjust_weights_cuda, against NumPy matrix operations."""
import numpy as np

import corpus_harness as ch

IN, HID, ETA, MOMENTUM = 64, 16, 0.3, 0.3


def test_backprop():
    prog = ch.load("backprop")
    rng = np.random.default_rng(7)
    x = rng.random(IN + 1, dtype=np.float32)
    x[0] = 1.0
    w = (rng.random((IN + 1, HID + 1), dtype=np.float32) * 0.02 - 0.01).astype(np.float32)
    blocks = IN // 16
    grid, block = (1, blocks), (16, 16)

    w_dev = w.copy()
    partial = np.zeros(blocks * HID, np.float32)
    out_hidden = np.zeros(HID + 1, np.float32)
    prog.launch("bpnn_layerforward_CUDA", grid=grid, block=block,
                args=[x, out_hidden, w_dev, partial, np.int32(IN), np.int32(HID)])
    expect = (x[1:, None].astype(np.float64) * w[1:, 1:]).reshape(blocks, 16, HID).sum(axis=1)
    np.testing.assert_allclose(partial.reshape(blocks, HID), expect, rtol=1e-5, atol=1e-7)

    # The host's part: hidden activations from the partial sums, some deltas.
    hidden = 1 / (1 + np.exp(-(w[0, 1:] + partial.reshape(blocks, HID).sum(axis=0))))
    delta = np.zeros(HID + 1, np.float32)
    delta[1:] = hidden * (1 - hidden) * rng.uniform(-1, 1, HID)
    oldw = (rng.random((IN + 1, HID + 1), dtype=np.float32) * 0.01).astype(np.float32)
    w_dev, oldw_dev = w.copy(), oldw.copy()
    prog.launch("bpnn_adjust_weights_cuda", grid=grid, block=block,
                args=[delta, np.int32(HID), x, np.int32(IN), w_dev, oldw_dev])

    dw = ETA * np.outer(x, delta)[:, 1:] + MOMENTUM * oldw[:, 1:]   # row 0: x[0] == 1 (bias)
    np.testing.assert_allclose(oldw_dev[:, 1:], dw, rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(w_dev[:, 1:], w[:, 1:] + dw, rtol=1e-5, atol=1e-7)
    np.testing.assert_array_equal(w_dev[:, 0], w[:, 0])
