// std:: spellings name the same builtins.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cmath>

// CHECK-LABEL: __kernel void k(__global float *v)
// CHECK:   v[0] = sqrt(v[1]) + fmax(v[2], v[3]) + fabs(v[4]) + (isnan(v[5]) ? 1.0f : 0.0f);
__global__ void k(float *v) {
  v[0] = std::sqrt(v[1]) + std::max(v[2], v[3]) + std::abs(v[4]) + (std::isnan(v[5]) ? 1.0f : 0.0f);
}
