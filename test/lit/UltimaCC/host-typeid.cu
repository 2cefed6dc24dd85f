// Host code that compares typeid()s, as NVIDIA's MC_* samples do to pick a
// precision, links: the host compilation uses the C++ library's <typeinfo>
// (its inline operator==), not the declarations the device side parses.
// REQUIRES: ultima-cc
// RUN: %ultima-cc %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK: float=1 double=0 name=ok
#include <cstdio>
#include <cstring>
#include <typeinfo>

__global__ void scale(float *x) { x[threadIdx.x] *= 2.0f; }

template <typename Real> static bool isFloat() { return typeid(Real) == typeid(float); }

int main() {
  std::printf("float=%d double=%d name=%s\n", isFloat<float>(), isFloat<double>(),
              std::strlen(typeid(double).name()) > 0 ? "ok" : "empty");
}
