//===- runtime_example.cpp - the ultima runtime from C++ -------------------===//
///
/// \file
/// z = x * a + y with an ElementwiseKernel, then sum(z) with a
/// ReductionKernel, on the OpenCL device ultima picks (ULTIMA_DEVICE).
/// Built as build/bin/ultima-runtime-example.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/ElementwiseKernel.h"
#include "ultima/runtime/ReductionKernel.h"
#include <cmath>
#include <cstdio>
#include <vector>

using namespace ultima::runtime;

int main() {
  try {
    const long long n = 1 << 20;
    std::vector<float> x(n), y(n);
    for (long long i = 0; i < n; ++i) {
      x[i] = static_cast<float>(i % 100) * 0.01f;
      y[i] = 1.0f;
    }
    Array dx = Array::empty({n}, Dtype::Float32), dy = Array::empty({n}, Dtype::Float32);
    dx.buffer->upload(x.data(), n * sizeof(float));
    dy.buffer->upload(y.data(), n * sizeof(float));

    ElementwiseKernel fma("T x, T y, T a", "T z", "z = x * a + y", {"example_fma"});
    Array z = fma({dx, dy, Scalar::of(3.0)})[0]; // 3.0 takes T = float32, as in CuPy

    ReductionOptions ro;
    ro.name = "example_sum";
    ro.reduceType = "float64";
    ReductionKernel sum("T x", "T y", "x", "a + b", "y = (T)a", "0", ro);
    Array total = sum({z}, {}, /*allAxes=*/true, /*keepdims=*/false)[0];

    float got = 0;
    total.buffer->download(&got, sizeof got);
    double want = 0;
    for (long long i = 0; i < n; ++i)
      want += static_cast<double>(x[i]) * 3 + y[i];
    std::printf("device: %s\nsum(x * 3 + y) over %lld floats = %.1f (host: %.1f)\n",
                Device::current().name().c_str(), n, got, want);
    return std::fabs(got - want) <= 1e-5 * want ? 0 : 1;
  } catch (const std::exception &e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
}
