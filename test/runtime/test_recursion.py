"""Recursion in device functions, lowered to iteration over private frames
(docs/supported-subset.md, "Recursion"): self- and mutual recursion, a struct
argument, a template, a method, tail calls, `return c ? a : b`, the spherical Bessel y_n of negative x as
CuPy's preamble writes it, and calls deeper than the frame bound, whose
result is the documented NaN or 0. References: Python integers, NumPy and
scipy.special, computed independently of the kernels."""

import math

import numpy as np
import pytest
import scipy.special

from rt_common import ultima

SOURCE = r'''
struct Pair { int a; float b; };

__device__ long long factorial(int n) {
  if (n <= 1)
    return 1;
  return n * factorial(n - 1);
}
__device__ int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}
__device__ bool is_odd(int n);
__device__ bool is_even(int n) {
  if (n == 0)
    return true;
  return is_odd(n - 1);
}
__device__ bool is_odd(int n) {
  if (n == 0)
    return false;
  return is_even(n - 1);
}
// sum of p.b, p.b/2, ... with p.a counted at every level
__device__ float halves(Pair p, int depth) {
  if (depth == 0)
    return p.b;
  Pair q = {p.a + 1, p.b * 0.5f};
  const float here = (float)p.a;
  float rest = halves(q, depth - 1);
  return here + rest;
}
template <typename T> __device__ T power(T base, int e) {
  if (e == 0)
    return T(1);
  T half = power(base, e / 2);
  if (e % 2)
    return half * half * base;
  return half * half;
}
__device__ unsigned ackermann(unsigned m, unsigned n) {
  if (m == 0)
    return n + 1;
  if (n == 0)
    return ackermann(m - 1, 1);
  return ackermann(m - 1, ackermann(m, n - 1));
}
__device__ double depth_sum(int n) {  // n + (n-1) + ... + 0, n frames deep
  if (n == 0)
    return 0.0;
  return n + depth_sum(n - 1);
}
struct Tree {
  int depth;
  __device__ int nodes(int d) const {  // a full binary tree's node count
    if (d >= depth)
      return 1;
    int total = 1;
    for (int i = 0; i < 2; ++i) {
      int c = nodes(d + 1);
      total += c;
    }
    return total;
  }
};
__device__ void squares(int *out, int n) {
  if (n < 0)
    return;
  out[n] = n * n;
  squares(out, n - 1);
}

__device__ long long sum_to(int n, long long acc) {  // tail calls need no frames
  if (n == 0)
    return acc;
  return sum_to(n - 1, acc + n);
}
__device__ int gcd(int a, int b) {
  if (b == 0)
    return a;
  return gcd(b, a % b);
}
extern "C" __global__ void tail(const int *n, long long *sums, int *gcds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  sums[i] = sum_to(n[i], 0);
  gcds[i] = gcd(n[i] * 6, n[i] % 97 * 4 + 2);
}
// `return c ? a : b;` forms: printed as if statements
__device__ long long factorial_c(int n) { return n <= 1 ? 1 : n * factorial_c(n - 1); }
__device__ long long sum_to_c(int n, long long acc) { return n == 0 ? acc : sum_to_c(n - 1, acc + n); }
__device__ bool odd_c(int n);
__device__ bool even_c(int n) { return n == 0 ? true : odd_c(n - 1); }
__device__ bool odd_c(int n) { return n == 0 ? false : even_c(n - 1); }
__device__ int log2_capped(int n) {
  if (n < 2)
    return 0;
  return log2_capped(n / 2) >= 3 ? 3 : 1 + log2_capped(n / 2);
}
extern "C" __global__ void conditional(const int *n, long long *fact, long long *sums, int *even,
                                       int *logs) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  fact[i] = factorial_c(n[i] % 21);
  sums[i] = sum_to_c(n[i], 0);
  even[i] = even_c(n[i] % 60);
  logs[i] = log2_capped(n[i]);
}
extern "C" __global__ void integers(long long *fact, int *fibs, int *even, int *nodes, int *sq) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  fact[i] = factorial(i);
  fibs[i] = fib(i);
  even[i] = is_even(2 * i + 1 - i % 2);  // up to 62 frames deep
  Tree t = {i % 6};
  nodes[i] = t.nodes(0);
  squares(sq + 8 * i, i % 8);
}
extern "C" __global__ void floats(const float *b, float *h, float *pf, double *pd) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Pair p = {i, b[i]};
  h[i] = halves(p, i % 10);
  pf[i] = power(1.0f + b[i], i % 12);
  pd[i] = power(1.0 + b[i], i % 40);
}
extern "C" __global__ void deep(const unsigned *m, const unsigned *n, unsigned *ack,
                                const int *levels, double *sums) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  ack[i] = ackermann(m[i], n[i]);
  sums[i] = depth_sum(levels[i]);
}
'''

SPHERICAL_YN = r'''
__device__ double spherical_yn_real(int n, double x) {
  double s, s0, s1;
  if (isnan(x))
    return x;
  if (x < 0) {
    if (n % 2 == 0)
      return -spherical_yn_real(n, -x);
    else
      return spherical_yn_real(n, -x);
  }
  if (isinf(x))
    return 0;
  if (x == 0)
    return -CUDART_INF;
  s0 = -cos(x) / x;
  if (n == 0)
    return s0;
  s1 = (s0 - sin(x)) / x;
  for (int k = 2; k <= n; ++k) {
    s = (2.0 * k - 1.0) * s1 / x - s0;
    if (isinf(s))
      return s;
    s0 = s1;
    s1 = s;
  }
  return s1;
}
'''

N = 32


@pytest.fixture(scope="module")
def module():
    return ultima.RawModule(code=SOURCE)


def ackermann(m, n):
    # iterative, with an explicit list: independent of the kernel's shape
    stack = [m]
    while stack:
        m = stack.pop()
        if m == 0:
            n += 1
        elif n == 0:
            stack.append(m - 1)
            n = 1
        else:
            stack.extend([m - 1, m])
            n -= 1
    return n


def test_self_mutual_method_and_void_recursion(module):
    fact, fibs = np.zeros(N, np.int64), np.zeros(N, np.int32)
    even, nodes, sq = np.zeros(N, np.int32), np.zeros(N, np.int32), np.full(8 * N, -1, np.int32)
    module.get_function("integers")((1,), (N,), (fact, fibs, even, nodes, sq))
    i = np.arange(N)
    np.testing.assert_array_equal(fact[:21], [math.factorial(k) for k in range(21)])
    fib = [0, 1]
    while len(fib) < N:
        fib.append(fib[-1] + fib[-2])
    np.testing.assert_array_equal(fibs, fib)
    np.testing.assert_array_equal(even, (2 * i + 1 - i % 2) % 2 == 0)
    np.testing.assert_array_equal(nodes, 2 ** (i % 6 + 1) - 1)
    expect = np.full((N, 8), -1)
    for k in range(N):
        expect[k, : k % 8 + 1] = np.arange(k % 8 + 1) ** 2
    np.testing.assert_array_equal(sq.reshape(N, 8), expect)


def test_struct_argument_and_template_instantiations(module):
    rng = np.random.default_rng(5)
    b = rng.uniform(0.1, 1.0, N).astype(np.float32)
    h, pf, pd = np.zeros(N, np.float32), np.zeros(N, np.float32), np.zeros(N)
    module.get_function("floats")((1,), (N,), (b, h, pf, pd))
    i = np.arange(N)
    depth = i % 10
    expect_h = np.array([sum(k + j for j in range(d)) + b[k] / 2.0 ** d
                         for k, d in zip(i, depth)])
    np.testing.assert_allclose(h, expect_h, rtol=1e-6)
    np.testing.assert_allclose(pf, (1.0 + b.astype(np.float64)) ** (i % 12), rtol=1e-5)
    np.testing.assert_allclose(pd, (1.0 + b.astype(np.float32).astype(np.float64)) ** (i % 40),
                               rtol=1e-13)


def test_deep_recursion_within_the_bound(module):
    m = np.array([0, 1, 2, 2, 3, 3, 1, 2], np.uint32)
    n = np.array([5, 7, 3, 9, 2, 3, 50, 25], np.uint32)
    levels = np.array([0, 1, 10, 63, 20, 30, 40, 50], np.int32)
    ack, sums = np.zeros(8, np.uint32), np.zeros(8)
    module.get_function("deep")((1,), (8,), (m, n, ack, levels, sums))
    np.testing.assert_array_equal(ack, [ackermann(a, b) for a, b in zip(m, n)])
    np.testing.assert_array_equal(sums, levels * (levels + 1) / 2)


def test_exceeding_the_bound_returns_nan_or_zero():
    # 64 frames by default: depth_sum(n) needs n of them, ackermann(2, n) about 2n + 3.
    m = np.array([2, 2, 1], np.uint32)
    n = np.array([5, 40, 10], np.uint32)
    levels = np.array([64, 65, 500], np.int32)
    ack, sums = np.zeros(3, np.uint32), np.zeros(3)
    ultima.RawModule(code=SOURCE).get_function("deep")((1,), (3,), (m, n, ack, levels, sums))
    np.testing.assert_array_equal(ack, [ackermann(2, 5), 0, ackermann(1, 10)])
    assert sums[0] == 64 * 65 / 2
    assert np.isnan(sums[1:]).all()


def test_the_bound_is_an_option():
    m, n = np.array([2], np.uint32), np.array([40], np.uint32)
    levels = np.array([500], np.int32)
    ack, sums = np.zeros(1, np.uint32), np.zeros(1)
    module = ultima.RawModule(code=SOURCE, options=("-DULTIMA_RECURSION_DEPTH=600",))
    module.get_function("deep")((1,), (1,), (m, n, ack, levels, sums))
    assert ack[0] == ackermann(2, 40)
    assert sums[0] == 500 * 501 / 2


def test_tail_calls_need_no_frames(module):
    n = np.array([0, 1, 64, 65, 1000, 100000, 12345, 77], np.int32)
    sums, gcds = np.zeros(8, np.int64), np.zeros(8, np.int32)
    module.get_function("tail")((1,), (8,), (n, sums, gcds))
    np.testing.assert_array_equal(sums, n.astype(np.int64) * (n + 1) // 2)
    np.testing.assert_array_equal(gcds, np.gcd(n * 6, n % 97 * 4 + 2))


def test_conditional_returns(module):
    n = np.array([0, 1, 2, 5, 8, 20, 63, 64, 1000, 4097, 33, 7], np.int32)
    fact, sums = np.zeros(12, np.int64), np.zeros(12, np.int64)
    even, logs = np.zeros(12, np.int32), np.zeros(12, np.int32)
    module.get_function("conditional")((1,), (12,), (n, fact, sums, even, logs))
    np.testing.assert_array_equal(fact, [math.factorial(int(k) % 21) for k in n])
    np.testing.assert_array_equal(sums, n.astype(np.int64) * (n + 1) // 2)
    np.testing.assert_array_equal(even, n % 60 % 2 == 0)
    np.testing.assert_array_equal(logs, [min(int(k).bit_length() - 1, 3) if k else 0 for k in n])


def test_spherical_yn_of_negative_x_against_scipy():
    kernel = ultima.ElementwiseKernel(
        "int32 n, float64 x", "float64 y", "y = spherical_yn_real(n, x)",
        name="spherical_yn", preamble="#include <cupy/math_constants.h>\n" + SPHERICAL_YN)
    n = np.repeat(np.arange(0, 8, dtype=np.int32), 16)
    x = np.tile(np.concatenate([-np.geomspace(0.5, 40.0, 12), [0.75, 3.0, 12.0, -0.0]]), 8)
    y = kernel(n, x).get()
    expect = scipy.special.spherical_yn(n, x)
    finite = np.isfinite(expect)
    np.testing.assert_allclose(y[finite], expect[finite], rtol=1e-9)
    assert (y[~finite] == expect[~finite]).all()
