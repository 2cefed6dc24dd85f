"""A zoo of small ElementwiseKernels typical of deep-learning code (one kernel
each), run on the OpenCL device and compared with NumPy: activations, clipping,
losses, integer and bit operations, conversions, math functions in float and
double."""

import math

import numpy as np
import pytest

from rt_common import ultima

rng = np.random.default_rng(3)
X32 = rng.standard_normal(513).astype(np.float32) * 3
Y32 = rng.standard_normal(513).astype(np.float32) * 3
I32 = rng.integers(-1000, 1000, 513).astype(np.int32)
J32 = rng.integers(1, 31, 513).astype(np.int32)
U8 = rng.integers(0, 256, 513).astype(np.uint8)

erf = np.vectorize(math.erf)

# (name, in_params, out_params, operation, inputs, reference, rtol)
CASES = [
    ("zoo_relu", "T x", "T y", "y = x > 0 ? x : (T)0", (X32,), lambda x: np.maximum(x, 0), 0),
    ("zoo_leaky", "T x, T s", "T y", "y = x > 0 ? x : x * s", (X32, 0.1),
     lambda x, s: np.where(x > 0, x, x * np.float32(s)), 1e-6),
    ("zoo_sigmoid", "T x", "T y", "y = 1 / (1 + exp(-x))", (X32,), lambda x: 1 / (1 + np.exp(-x)),
     1e-6),
    ("zoo_tanh_grad", "T y, T gy", "T gx", "gx = gy * (1 - y * y)", (X32, Y32),
     lambda y, gy: gy * (1 - y * y), 1e-6),
    ("zoo_clip", "T x, T lo, T hi", "T y", "y = min(max(x, lo), hi)", (X32, -1.0, 2.0),
     lambda x, lo, hi: np.clip(x, lo, hi), 0),
    ("zoo_gelu", "T x", "T y", "y = 0.5f * x * (1 + erff(x * 0.70710678f))", (X32,),
     lambda x: (0.5 * x * (1 + erf(x * 0.70710678))).astype(np.float32), 2e-6),
    ("zoo_softplus", "T x", "T y", "y = x > 20 ? x : log1p(exp(x))", (X32,),
     lambda x: np.where(x > 20, x, np.log1p(np.exp(x))), 1e-6),
    ("zoo_huber", "T x, T t", "T y",
     "T d = x - t; T a = fabs(d); y = a < 1 ? (T)0.5 * d * d : a - (T)0.5", (X32, Y32),
     lambda x, t: np.where(np.abs(x - t) < 1, 0.5 * (x - t) ** 2, np.abs(x - t) - 0.5), 1e-6),
    ("zoo_hypot", "T x, T y", "T z", "z = hypot(x, y)", (X32, Y32), np.hypot, 1e-6),
    ("zoo_atan2", "T x, T y", "T z", "z = atan2(y, x)", (X32, Y32), lambda x, y: np.arctan2(y, x),
     2e-6),
    ("zoo_fmod", "T x, T y", "T z", "z = fmod(x, y)", (X32, Y32), np.fmod, 1e-5),
    ("zoo_copysign", "T x, T y", "T z", "z = copysign(x, y)", (X32, Y32), np.copysign, 0),
    ("zoo_pow", "T x", "T z", "z = pow(fabs(x), (T)1.5)", (X32,), lambda x: np.abs(x) ** 1.5, 2e-6),
    ("zoo_rsqrt", "T x", "T z", "z = rsqrt(fabs(x) + 1)", (X32,),
     lambda x: 1 / np.sqrt(np.abs(x) + 1), 2e-6),
    ("zoo_bits", "T a, T b", "T c", "c = ((a & 0x0f0f) | (b << 3)) ^ (a >> 2)", (I32, J32),
     lambda a, b: ((a & 0x0F0F) | (b << 3)) ^ (a >> 2), 0),
    ("zoo_idiv", "T a, T b", "T q", "q = a / b + a % b", (I32, J32),
     lambda a, b: (np.trunc(a / b) + np.fmod(a, b)).astype(np.int32), 0),
    ("zoo_to_int", "T x", "int32 n", "n = (int)x", (X32,), lambda x: x.astype(np.int32), 0),
    ("zoo_to_float", "T u", "float32 f", "f = u * 0.5f", (U8,), lambda u: u * np.float32(0.5), 0),
    ("zoo_u8_wrap", "T u", "T v", "v = u + (T)200", (U8,), lambda u: (u + 200).astype(np.uint8), 0),
    ("zoo_mse_grad", "T x, T t, T n", "T g", "g = (T)2 * (x - t) / n", (X32, Y32, 513.0),
     lambda x, t, n: np.float32(2) * (x - t) / np.float32(n), 1e-6),
    ("zoo_dropout", "T x, T r, T p", "T y", "y = r < p ? (T)0 : x / (1 - p)",
     (X32, np.abs(Y32) / 10, 0.3),
     lambda x, r, p: np.where(r < np.float32(p), 0, x / (1 - np.float32(p))), 1e-6),
    ("zoo_lerp", "T a, T b, T w", "T y", "y = a + w * (b - a)", (X32, Y32, 0.25),
     lambda a, b, w: a + np.float32(w) * (b - a), 1e-6),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_zoo(case):
    name, ins, outs, op, args, ref, rtol = case
    k = ultima.ElementwiseKernel(ins, outs, op, name)
    got = k(*args).get()
    want = ref(*args)
    if rtol:
        np.testing.assert_allclose(got, want, rtol=rtol, atol=1e-6)
    else:
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("fn, ref", [("exp", np.exp), ("log1p", np.log1p), ("cbrt", np.cbrt),
                                     ("expm1", np.expm1), ("sinh", np.sinh)])
def test_double_math(fn, ref):
    k = ultima.ElementwiseKernel("T x", "T y", f"y = {fn}(x)", f"zoo_d_{fn}")
    x = np.abs(rng.standard_normal(257))
    np.testing.assert_allclose(k(x).get(), ref(x), rtol=1e-13)
