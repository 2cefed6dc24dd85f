#!/usr/bin/env python3
"""CuPy-style kernels on OpenCL with ultima: a row softmax built from an
ElementwiseKernel (fused multiply-add and exp, with broadcasting), a
ReductionKernel (row sums) and a RawKernel (row scaling), checked against
NumPy.

Run from the repository root after building:
    PYTHONPATH=build/python /usr/bin/python3 examples/cupy_kernels.py
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build",
                                "python"))
import ultima  # noqa: E402

print("device:", ultima.device_name())

x = np.random.default_rng(0).standard_normal((1000, 64)).astype(np.float32)
bias = np.linspace(-1, 1, 64, dtype=np.float32)

# exp(x * a + bias): bias broadcasts over the rows; the Python float 0.5 takes T = float32.
fma_exp = ultima.ElementwiseKernel("T x, T b, T a", "T e", "e = exp(x * a + b)", "fma_exp")
e = fma_exp(x, bias, 0.5)
print("ElementwiseKernel:", e.shape, e.dtype)

row_sum = ultima.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "row_sum")
s = row_sum(e, axis=1)
print("ReductionKernel:", s.shape, s.dtype)

scale = ultima.RawKernel(r'''
extern "C" __global__ void divide_rows(float *v, const float *by, int n, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n * m) v[i] /= by[i / m];
}''', "divide_rows")
n, m = e.shape
scale(((n * m + 255) // 256,), (256,), (e, s, np.int32(n), np.int32(m)))

ref = np.exp(x * 0.5 + bias)
ref /= ref.sum(axis=1, keepdims=True)
np.testing.assert_allclose(e.get(), ref, rtol=1e-5)
print("softmax of a 1000x64 float32 matrix matches NumPy")
