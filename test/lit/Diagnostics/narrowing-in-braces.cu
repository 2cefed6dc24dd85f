// Narrowing in braces (`int ind[] = {i, t}` with a ptrdiff_t i, `float
// f{d * 2}`) is a warning, as nvcc and NVRTC report it, not Clang's default
// error; C converts the values as C++ does.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --check-prefix=WARN %s < %t.err
// RUN: %oclc %t.cl

// WARN: narrowing-in-braces.cu:[[@LINE+6]]:16: warning: non-constant-expression cannot be narrowed from type 'ptrdiff_t'
// WARN: narrowing-in-braces.cu:[[@LINE+6]]:11: warning: non-constant-expression cannot be narrowed from type 'double'
// CHECK-LABEL: __kernel void k(
// CHECK:   int ind[2] = {i, 2};
// CHECK:   float f = d * 2;
__global__ void k(long *o, ptrdiff_t i, double d) {
  int ind[] = {i, 2};
  float f{d * 2};
  o[0] = ind[0] + ind[1] + (long)f;
}
