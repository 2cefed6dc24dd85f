"""CuPy's headers and constants in kernel code: <cupy/math_constants.h>
(CUDA's CUDART_* values), <cupy/atomics.cuh> (atomicAdd for long long,
float and double atomicMax/atomicMin) and math.h's M_* constants. CuPy's
generated ElementwiseKernel/ReductionKernel sources include its headers, so
those names work there without an include; RawKernel code includes them
itself, except M_* (visible everywhere, as nvcc's implicit cuda_runtime.h
makes math.h's constants visible). References are Python's math module and
NumPy."""

import math

import numpy as np
import pytest

from rt_common import ultima

CONSTANTS = ultima.RawKernel(r'''
#include <cupy/math_constants.h>
extern "C" __global__ void constants(double *d, float *f) {
  d[0] = CUDART_INF; d[1] = CUDART_NAN; d[2] = CUDART_PI; d[3] = CUDART_SQRT_TWO;
  d[4] = M_PI; d[5] = M_E; d[6] = M_SQRT1_2; d[7] = M_LN10;
  f[0] = CUDART_INF_F; f[1] = CUDART_NAN_F; f[2] = CUDART_PI_F; f[3] = -CUDART_INF_F;
}''', "constants")


def test_math_constants_header_in_a_raw_kernel():
    d, f = np.zeros(8), np.zeros(4, np.float32)
    CONSTANTS((1,), (1,), (d, f))
    assert d[0] == math.inf and math.isnan(d[1])
    assert d[2] == math.pi and d[3] == math.sqrt(2)
    assert list(d[4:]) == [math.pi, math.e, math.sqrt(0.5), math.log(10)]
    assert f[0] == np.inf and np.isnan(f[1]) and f[2] == np.float32(math.pi) and f[3] == -np.inf


def test_m_constants_in_a_raw_kernel_without_include():
    k = ultima.RawKernel(r'''
    extern "C" __global__ void m(double *d) { d[0] = 2 * M_PI; d[1] = M_LOG2E; d[2] = M_2_SQRTPI; }
    ''', "m")
    d = np.zeros(3)
    k((1,), (1,), (d,))
    assert list(d) == [2 * math.pi, 1 / math.log(2), 2 / math.sqrt(math.pi)]


def test_m_pi_in_an_elementwise_kernel():
    k = ultima.ElementwiseKernel("T x", "T y", "y = x * M_PI", "times_pi")
    x = np.linspace(-2, 2, 50)
    np.testing.assert_array_equal(k(x).get(), x * math.pi)


def test_cudart_constants_in_an_elementwise_kernel_without_include():
    k = ultima.ElementwiseKernel("float64 x", "float64 y",
                                 "y = x > 0 ? CUDART_INF : (x < 0 ? -CUDART_INF : CUDART_NAN)",
                                 "signinf")
    y = k(np.array([-1.0, 0.0, 2.0])).get()
    assert y[0] == -math.inf and math.isnan(y[1]) and y[2] == math.inf


def test_m_e_in_a_reduction_kernel():
    k = ultima.ReductionKernel("T x", "T y", "x * M_E", "a + b", "y = a", "0", "sum_e")
    x = np.arange(16, dtype=np.float64)
    assert k(x, axis=0).get() == pytest.approx(x.sum() * math.e, rel=1e-15)


ATOMICS = ultima.RawModule(code=r'''
#include <cupy/atomics.cuh>
extern "C" __global__ void reduce(const float *xf, const double *xd, const long long *xl, int n,
                                  float *fmax_out, float *fmin_out, double *dmax_out,
                                  double *dmin_out, long long *sum_out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicMax(fmax_out, xf[i]);
    atomicMin(fmin_out, xf[i]);
    atomicMax(dmax_out, xd[i]);
    atomicMin(dmin_out, xd[i]);
    atomicAdd(sum_out, xl[i]);
  }
}''')


def test_cupy_atomics_header():
    rng = np.random.default_rng(7)
    n = 1000
    xf = rng.standard_normal(n).astype(np.float32)
    xd = rng.standard_normal(n) * 1e300  # beyond float: double precision throughout
    xl = rng.integers(-2**60, 2**60, n, dtype=np.int64) // n
    fmax, fmin = np.full(1, -np.inf, np.float32), np.full(1, np.inf, np.float32)
    dmax, dmin = np.full(1, -np.inf), np.full(1, np.inf)
    total = np.array([-5], np.int64)
    ATOMICS.get_function("reduce")((4,), (256,), (xf, xd, xl, np.int32(n), fmax, fmin, dmax,
                                                  dmin, total))
    assert fmax[0] == xf.max() and fmin[0] == xf.min()
    assert dmax[0] == xd.max() and dmin[0] == xd.min()
    assert int(total[0]) == int(xl.astype(object).sum()) - 5


def test_cupy_atomics_in_an_elementwise_kernel_without_include():
    k = ultima.ElementwiseKernel("float32 x", "raw float32 best",
                                 "atomicMax(&best[0], x)", "running_max", no_return=True)
    x = np.random.default_rng(3).standard_normal(500).astype(np.float32)
    best = ultima.asarray(np.full(1, -np.inf, np.float32))
    k(x, best)
    assert best.get()[0] == x.max()


def test_kernels_compile_as_nvrtc_does():
    """NVRTC defines __CUDACC_RTC__ and puts no host C library in a kernel's
    environment (nvcc's cuda_runtime.h does): a kernel may use names that
    <stdlib.h> and <time.h> would take, as CuPy's kernels may."""
    k = ultima.RawKernel(r'''
    #ifndef __CUDACC_RTC__
    #error not compiled as NVRTC compiles
    #endif
    struct div_t { int quotient; };  // <stdlib.h> has a div_t of its own
    typedef int time_t;              // and <time.h> a time_t
    extern "C" __global__ void split(const int *a, int *q) {
      div_t d = {a[threadIdx.x] / 3};
      time_t t = d.quotient;
      q[threadIdx.x] = t;
    }''', "split")
    a = np.arange(8, dtype=np.int32) * 5
    q = np.zeros(8, np.int32)
    k((1,), (8,), (a, q))
    np.testing.assert_array_equal(q, a // 3)
