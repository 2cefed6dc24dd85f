"""Module variables as CuPy has them: RawModule.get_global(name) gives a
`__constant__` or `__device__` variable's storage (here an ultima.ndarray
over it), which every kernel of the module reads and writes; ElementwiseKernel
and ReductionKernel preambles may hold initialised `__device__` and
`__constant__` tables (cupyx.scipy.special's Chebyshev coefficients), which
kernels read as written without the caller passing anything. References are
NumPy."""

import numpy as np
import pytest

from rt_common import ultima

MODULE = r'''
extern "C" {
__constant__ float weights[64];
__constant__ double offsets[3] = {0.5, -1.25, 4.0};
__device__ unsigned int calls;
__device__ int history[4] = {7, 8, 9, 10};
__global__ void weigh(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * weights[i % 64] + (float)offsets[i % 3];
  if (i == 0) { atomicAdd(&calls, 1u); history[calls % 4] += 1; }
}
__global__ void read_calls(unsigned int *out) { out[0] = calls; }
}
'''


def test_get_global_constant_written_by_the_host_is_read_by_kernels():
    module = ultima.RawModule(code=MODULE)
    weights = module.get_global("weights")
    assert weights.dtype == np.float32 and weights.shape == (64,)
    w = np.linspace(-2, 2, 64).astype(np.float32)
    weights[...] = w
    x = np.arange(100, dtype=np.float32)
    expected = x * np.tile(w, 2)[:100] + np.resize(np.float32([0.5, -1.25, 4.0]), 100)
    module.get_function("weigh")((4,), (32,), (x, np.int32(100)))
    np.testing.assert_allclose(x, expected, rtol=1e-6)


def test_initialised_variables_start_as_written_and_writes_reach_later_launches():
    module = ultima.RawModule(code=MODULE)
    np.testing.assert_array_equal(module.get_global("offsets").get(), [0.5, -1.25, 4.0])
    np.testing.assert_array_equal(module.get_global("history").get(), [7, 8, 9, 10])
    module.get_global("offsets")[1] = 100.0
    module.get_global("weights")[...] = 1.0
    x = np.zeros(3, np.float32)
    module.get_function("weigh")((1,), (3,), (x, np.int32(3)))
    np.testing.assert_array_equal(x, [0.5, 100.0, 4.0])


def test_device_variable_is_shared_by_the_module_kernels():
    module = ultima.RawModule(code=MODULE)
    calls = module.get_global("calls")
    assert calls.dtype == np.uint32 and calls.get().tolist() == [0]
    for _ in range(3):
        module.get_function("weigh")((1,), (1,), (np.zeros(1, np.float32), np.int32(1)))
    out = np.zeros(1, np.uint32)
    module.get_function("read_calls")((1,), (1,), (out,))
    assert out[0] == 3 and calls.get()[0] == 3
    # history[calls % 4] += 1 after calls became 1, 2, 3
    np.testing.assert_array_equal(module.get_global("history").get(), [7, 9, 10, 11])
    calls[...] = 41
    module.get_function("read_calls")((1,), (1,), (out,))
    assert out[0] == 41


def test_get_global_of_an_unknown_name_is_cupy_error():
    module = ultima.RawModule(code=MODULE)
    with pytest.raises(ultima.CUDADriverError, match="named symbol not found"):
        module.get_global("nosuch")


# Chebyshev series (Clenshaw's recurrence) with coefficient tables in the
# preamble, as cupyx.scipy.special's k0/k1 preambles keep theirs.
PREAMBLE = r'''
__device__ double clenshaw(double x, const double *coef, int n) {
  double b0 = 0.0, b1 = 0.0, b2 = 0.0;
  for (int k = n - 1; k >= 0; --k) { b2 = b1; b1 = b0; b0 = 2.0 * x * b1 - b2 + coef[k]; }
  return 0.5 * (b0 - b2);
}
__device__ double cheb_coef[5] = {1.5, -0.75, 0.25, 0.125, -0.0625};
__device__ static double cheb_tail[2] = {0.0, 0.0};
__constant__ double cheb_scale[2] = {2.0, 0.5};
__device__ double chebyshev(double x) { return clenshaw(x, cheb_coef, 5) + cheb_tail[1]; }
'''


def chebyshev_reference(x):
    # NumPy's Chebyshev series with the first coefficient halved, as
    # Clenshaw's recurrence above (Cephes' chbevl) sums it.
    c = np.array([1.5, -0.75, 0.25, 0.125, -0.0625])
    c[0] /= 2
    return np.polynomial.chebyshev.chebval(x, c)


def test_elementwise_preamble_tables_need_no_arguments():
    k = ultima.ElementwiseKernel("float64 x", "float64 y",
                                 "y = chebyshev(x) * cheb_scale[0]", "cheb_e", preamble=PREAMBLE)
    x = np.linspace(-1, 1, 101)
    np.testing.assert_allclose(k(x).get(), chebyshev_reference(x) * 2.0, rtol=1e-13)


def test_reduction_preamble_tables_need_no_arguments():
    k = ultima.ReductionKernel("float64 x", "float64 y", "chebyshev(x) * cheb_scale[1]",
                               "a + b", "y = a", "0", "cheb_r", preamble=PREAMBLE)
    x = np.linspace(-1, 1, 64).reshape(4, 16)
    np.testing.assert_allclose(k(x, axis=1).get(), (chebyshev_reference(x) * 0.5).sum(axis=1),
                               rtol=1e-13)
