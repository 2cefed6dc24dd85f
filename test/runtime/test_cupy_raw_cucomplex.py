"""cuComplex.h in RawKernel and RawModule code. With translate_cucomplex=True
(as CuPy does) cuComplex's names become CuPy's complex<T>, so kernels compute
as ultima's complex ndarray operators do; without it NVIDIA's header itself
(float2/double2) is used. References are NumPy and ultima's operators."""

import numpy as np
import pytest

from rt_common import ultima

SOURCE = r'''
#include <cuComplex.h>
#define T_COMPLEX %(complex)s
#define MAKE %(make)s
extern "C" {
__global__ void arith(const T_COMPLEX *a, const T_COMPLEX *b, const T_COMPLEX *c,
                      T_COMPLEX *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[6 * i + 0] = cuCadd%(s)s(a[i], b[i]);
  out[6 * i + 1] = cuCsub%(s)s(a[i], b[i]);
  out[6 * i + 2] = cuCmul%(s)s(a[i], b[i]);
  out[6 * i + 3] = cuCdiv%(s)s(a[i], b[i]);
  out[6 * i + 4] = cuCfma%(s)s(a[i], b[i], c[i]);
  out[6 * i + 5] = MAKE(cuCreal%(s)s(cuConj%(s)s(a[i])) + cuCabs%(s)s(b[i]),
                        cuCimag%(s)s(cuConj%(s)s(a[i])));
}
__global__ void add_scalar(const T_COMPLEX *a, T_COMPLEX s, T_COMPLEX *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = cuCadd%(s)s(a[i], s);
}
__global__ void widen(const cuFloatComplex *a, cuDoubleComplex *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = cuComplexFloatToDouble(a[i]);
}
}
'''

PRECISIONS = {
    np.complex64: {"complex": "cuFloatComplex", "make": "make_cuFloatComplex", "s": "f"},
    np.complex128: {"complex": "cuDoubleComplex", "make": "make_cuDoubleComplex", "s": ""},
}


def operands(dtype, n, seed):
    rng = np.random.default_rng(seed)
    return [(rng.uniform(-3, 3, n) + 1j * rng.uniform(-3, 3, n)).astype(dtype)
            for _ in range(3)]


@pytest.mark.parametrize("translate", [True, False], ids=["translate_cucomplex", "cuComplex.h"])
@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_cucomplex_arithmetic(dtype, translate):
    n = 100
    module = ultima.RawModule(code=SOURCE % PRECISIONS[dtype], translate_cucomplex=translate)
    a, b, c = operands(dtype, n, 1)
    out = np.zeros((n, 6), dtype)
    module.get_function("arith")((4,), (32,), (a, b, c, out, np.int32(n)))
    rtol = 1e-5 if dtype == np.complex64 else 1e-13
    np.testing.assert_array_equal(out[:, 0], a + b)
    np.testing.assert_array_equal(out[:, 1], a - b)
    np.testing.assert_allclose(out[:, 2], a * b, rtol=rtol)
    np.testing.assert_allclose(out[:, 3], a / b, rtol=rtol)
    np.testing.assert_allclose(out[:, 4], a * b + c, rtol=rtol)
    np.testing.assert_allclose(out[:, 5], a.real + np.abs(b) - 1j * a.imag, rtol=rtol)
    # A Python complex and a NumPy complex scalar by value.
    for s in (2 - 3j, dtype(0.5 + 4j)):
        res = np.zeros(n, dtype)
        module.get_function("add_scalar")((4,), (32,), (a, s, res, np.int32(n)))
        np.testing.assert_array_equal(res, a + dtype(s))
    wide = np.zeros(n, np.complex128)
    module.get_function("widen")((4,), (32,), (a.astype(np.complex64), wide, np.int32(n)))
    np.testing.assert_array_equal(wide, a.astype(np.complex64).astype(np.complex128))


@pytest.mark.parametrize("dtype", [np.complex64, np.complex128])
def test_translate_cucomplex_matches_ultima_complex_operators(dtype):
    # As CuPy's kernels with translate_cucomplex=True compute as cupy's own
    # operators do (the test suite compares a / b and abs exactly).
    n = 64
    module = ultima.RawModule(code=SOURCE % PRECISIONS[dtype], translate_cucomplex=True)
    a, b, c = operands(dtype, n, 2)
    out = ultima.zeros((n, 6), dtype)
    module.get_function("arith")((2,), (32,), (a, b, c, out, np.int32(n)))
    da, db = ultima.asarray(a), ultima.asarray(b)
    np.testing.assert_array_equal(out[:, 2].get(), (da * db).get())
    np.testing.assert_array_equal(out[:, 3].get(), (da / db).get())


def test_raw_kernel_translate_cucomplex_keeps_line_numbers():
    bad = ("#include <cuComplex.h>\n"
           "extern \"C\" __global__ void k(cuComplex *x) {\n  x[0] = nosuch;\n}\n")
    with pytest.raises(ultima.TranslationError, match=r"k\.cu:3:"):
        ultima.RawKernel(bad, "k", translate_cucomplex=True).compile()
