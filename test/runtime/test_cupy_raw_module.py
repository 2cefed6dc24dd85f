"""ultima.RawModule as CuPy documents cupy.RawModule: code=, options=,
name_expressions=, get_function(name) (template kernels by their C++ name),
CUDADriverError for names the module does not hold, compile(log_stream=), and
the constructor's argument checks. References are NumPy."""

import io

import numpy as np
import pytest

from rt_common import ultima

TWO_KERNELS = r'''
extern "C" {
__global__ void test_sum(const float *x1, const float *x2, float *y, unsigned int n) {
  unsigned int tid = blockDim.x * blockIdx.x + threadIdx.x;
  if (tid < n) y[tid] = x1[tid] + x2[tid];
}
__global__ void test_multiply(const float *x1, const float *x2, float *y, unsigned int n) {
  unsigned int tid = blockDim.x * blockIdx.x + threadIdx.x;
  if (tid < n) y[tid] = x1[tid] * x2[tid];
}
}'''

PRECISION = r'''
#ifndef PRECISION
#define PRECISION 2
#endif
#if PRECISION == 2
#define TYPE double
#elif PRECISION == 1
#define TYPE float
#else
#error precision not supported
#endif
extern "C" __global__ void test_sum(const TYPE *x1, const TYPE *x2, TYPE *y, unsigned int n) {
  unsigned int tid = blockDim.x * blockIdx.x + threadIdx.x;
  if (tid < n) y[tid] = x1[tid] + x2[tid];
}'''

TEMPLATES = r'''
template <typename T> __global__ void my_sqr(T *x, int n) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= x[i];
}
namespace my_ns {
template <typename T, int K> __global__ void scale(T *x, int n) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * K;
}
}
__global__ void my_func(double *x, int n) {
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += 1;
}'''

NAMES = ("my_sqr<int>", "my_sqr<float>", "my_sqr<double>", "my_ns::scale<int, 4>",
         "my_ns::scale<unsigned int, 3>", "my_func")


@pytest.fixture(scope="module")
def templates():
    return ultima.RawModule(code=TEMPLATES, name_expressions=NAMES)


def run_pair(kernel, dtype):
    x1 = np.arange(100, dtype=dtype)
    x2 = np.full(100, 3, dtype)
    y = np.zeros(100, dtype)
    kernel((1,), (128,), (x1, x2, y, 100))
    return x1, x2, y


def test_get_function_fetches_each_kernel():
    module = ultima.RawModule(code=TWO_KERNELS)
    x1, x2, y = run_pair(module.get_function("test_sum"), np.float32)
    np.testing.assert_array_equal(y, x1 + x2)
    x1, x2, y = run_pair(module.get_function("test_multiply"), np.float32)
    np.testing.assert_array_equal(y, x1 * x2)


@pytest.mark.parametrize("precision,dtype", [(2, np.float64), (1, np.float32)])
def test_options_define_macros(precision, dtype):
    module = ultima.RawModule(code=PRECISION, options=(f"-DPRECISION={precision}",))
    x1, x2, y = run_pair(module.get_function("test_sum"), dtype)
    np.testing.assert_array_equal(y, x1 + x2)


def test_error_directive_fails_the_compilation():
    module = ultima.RawModule(code=PRECISION, options=("-DPRECISION=3",))
    with pytest.raises(ultima.TranslationError, match="precision not supported"):
        module.get_function("test_sum")


@pytest.mark.parametrize("name,dtype", [("my_sqr<int>", np.int32), ("my_sqr<float>", np.float32),
                                        ("my_sqr<double>", np.float64)])
def test_template_kernels_by_name_expression(templates, name, dtype):
    x = np.arange(-5, 15).astype(dtype)
    expected = x * x
    templates.get_function(name)((1,), (32,), (x, np.int32(20)))
    np.testing.assert_array_equal(x, expected)


def test_namespaced_template_with_a_value_argument(templates):
    x = np.arange(10, dtype=np.int32)
    templates.get_function("my_ns::scale<int, 4>")((1,), (16,), (x, np.int32(10)))
    np.testing.assert_array_equal(x, 4 * np.arange(10))
    u = np.arange(10, dtype=np.uint32)
    # Spelled without the space: the same C++ name.
    templates.get_function("my_ns::scale<unsigned int,3>")((1,), (16,), (u, np.int32(10)))
    np.testing.assert_array_equal(u, 3 * np.arange(10))


def test_non_template_kernel_listed_in_name_expressions(templates):
    x = np.zeros(8)
    templates.get_function("my_func")((1,), (8,), (x, np.int32(8)))
    np.testing.assert_array_equal(x, np.ones(8))


def test_unknown_kernel_name_is_cuda_driver_error():
    module = ultima.RawModule(code=TWO_KERNELS)
    with pytest.raises(ultima.CUDADriverError, match="named symbol not found") as info:
        module.get_function("no_such_kernel")
    assert isinstance(info.value, ValueError) and info.value.status == "CUDA_ERROR_NOT_FOUND"


def test_template_not_instantiated_is_not_found(templates):
    # Neither without name_expressions nor for an argument not listed.
    with pytest.raises(ultima.CUDADriverError, match="named symbol not found"):
        ultima.RawModule(code=TEMPLATES).get_function("my_sqr<int>")
    with pytest.raises(ultima.CUDADriverError, match="named symbol not found"):
        templates.get_function("my_sqr<unsigned int>")


def test_raw_kernel_name_missing_from_source():
    kernel = ultima.RawKernel(TWO_KERNELS, "test_divide")
    with pytest.raises(ultima.CUDADriverError, match="test_divide"):
        kernel((1,), (1,), ())


def test_invalid_name_expression_is_a_translation_error():
    module = ultima.RawModule(code=TEMPLATES, name_expressions=["no_such<int>"])
    with pytest.raises(ultima.TranslationError, match="name_expressions"):
        module.get_function("no_such<int>")


def test_code_and_path_arguments():
    with pytest.raises(TypeError):
        ultima.RawModule()
    with pytest.raises(TypeError):
        ultima.RawModule(code=TWO_KERNELS, path="k.cubin")
    with pytest.raises(ValueError, match="cubin or PTX"):
        ultima.RawModule(path="k.cubin")
    with pytest.raises(ValueError, match="cooperative"):
        ultima.RawModule(code=TWO_KERNELS, enable_cooperative_groups=True)


WARNS = r'''
#warning this kernel is only a test
extern "C" __global__ void test_op(const float *x1, const float *x2, float *y, unsigned int n) {
  int tid = blockDim.x * blockIdx.x + threadIdx.x;
  if (tid < n) y[tid] = x1[tid] OP x2[tid];
}'''


def test_raw_kernel_compile_writes_the_log():
    kernel = ultima.RawKernel(WARNS, "test_op", options=("-DOP=+",))
    log = io.StringIO()
    kernel.compile(log_stream=log)
    assert "warning" in log.getvalue() and "only a test" in log.getvalue()
    x1, x2, y = run_pair(kernel, np.float32)
    np.testing.assert_array_equal(y, x1 + x2)


def test_raw_module_compile_writes_the_log_and_w_silences_it():
    log = io.StringIO()
    ultima.RawModule(code=WARNS, options=("-DOP=*",)).compile(log_stream=log)
    assert "only a test" in log.getvalue()
    quiet = io.StringIO()
    module = ultima.RawModule(code=WARNS, options=("-DOP=*", "-w"))
    module.compile(log_stream=quiet)
    assert "only a test" not in quiet.getvalue()
    x1, x2, y = run_pair(module.get_function("test_op"), np.float32)
    np.testing.assert_array_equal(y, x1 * x2)
