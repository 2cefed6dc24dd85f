"""RawModule name expressions of any argument type, as CuPy documents them:
get_function takes the name expression as listed (`sq<complex<double>>`,
`sq<thrust::complex<float> >`, `sq<unsigned int>`, a typedef), whatever
spelling Clang gives the instantiated kernel. References are NumPy."""

import numpy as np
import pytest

from rt_common import ultima

TEMPLATES = r'''
#include <cupy/complex.cuh>
typedef long long index_type;
namespace ops {
template <typename T> struct Pair { T a, b; };
template <typename T> __global__ void swap_pair(Pair<T> *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { T t = p[i].a; p[i].a = p[i].b; p[i].b = t; }
}
}
template <typename T> __global__ void sq(T *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * x[i];
}
'''

# (name expression as listed, dtype of the array it squares)
CASES = [
    ("sq<int>", np.int32),
    ("sq<complex<double>>", np.complex128),
    ("sq<complex<float> >", np.complex64),
    ("sq< thrust::complex<double> >", np.complex128),
    ("sq<thrust::complex<float>>", np.complex64),
    ("sq<unsigned int>", np.uint32),
    ("sq<index_type>", np.int64),
    ("::sq<double>", np.float64),
]


@pytest.fixture(scope="module")
def module():
    return ultima.RawModule(code=TEMPLATES, name_expressions=[e for e, _ in CASES] +
                            ["ops::swap_pair<float>"])


@pytest.mark.parametrize("expression, dtype", CASES, ids=[e for e, _ in CASES])
def test_name_expression_of_any_type(module, expression, dtype):
    rng = np.random.default_rng(len(expression))
    x = rng.integers(-9, 9, 37).astype(dtype)
    if x.dtype.kind == "c":
        x = x + 1j * rng.integers(-9, 9, 37).astype(dtype)
    if x.dtype.kind == "u":
        x = rng.integers(0, 60000, 37).astype(dtype)
    expected = x * x
    module.get_function(expression)((2,), (32,), (x, np.int32(x.size)))
    np.testing.assert_array_equal(x, expected)


def test_class_template_argument_of_a_namespace_kernel(module):
    pairs = np.zeros(5, np.dtype([("a", np.float32), ("b", np.float32)]))
    pairs["a"], pairs["b"] = np.arange(5), -np.arange(5)
    expected_a, expected_b = pairs["b"].copy(), pairs["a"].copy()
    module.get_function("ops::swap_pair<float>")((1,), (8,), (pairs, np.int32(5)))
    np.testing.assert_array_equal(pairs["a"], expected_a)
    np.testing.assert_array_equal(pairs["b"], expected_b)


def test_unlisted_instantiation_is_not_found(module):
    with pytest.raises(ultima.CUDADriverError, match="named symbol not found"):
        module.get_function("sq<short>")


def test_expression_naming_no_kernel_is_located_at_its_position():
    module = ultima.RawModule(code=TEMPLATES, name_expressions=["sq<int>", "nosuch<int>"])
    with pytest.raises(ultima.TranslationError, match=r"name_expressions:2:\d+: error"):
        module.compile()
