// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s --implicit-check-not=static_assert --implicit-check-not=_Static_assert < %t.cl
// RUN: %oclc %t.cl

// static_assert has no OpenCL C 1.2 equivalent; it is checked by the CUDA
// parse and dropped, at namespace and at block scope.
static_assert(sizeof(int) == 4, "int must be 32-bit");
struct S {
  int a;
  int b;
};
static_assert(sizeof(S) == 8, "no padding");
__global__ void k(int *out) {
  static_assert(alignof(S) == 4, "aligned");
  out[0] = 1;
}

// CHECK-LABEL: __kernel void k(__global int *out)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = 1;
// CHECK-NEXT: }
