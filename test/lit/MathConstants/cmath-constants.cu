// The same constants through <cmath>, which C++ programs include.
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
#include <cmath>
__global__ void k(float *f) { f[0] = std::sin((float)M_PI * f[1]) + std::sqrt(f[2]); }
// CHECK: f[0] = sin((float)3.14159265358979323846 * f[1]) + sqrt(f[2]);
