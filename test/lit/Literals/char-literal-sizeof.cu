// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// A character literal has type char in C++ but int in C: sizeof('a') is 1 in
// CUDA and must not become sizeof('a') (4) in OpenCL C.
__global__ void k(unsigned long *out) {
  out[0] = sizeof('a');
  out[1] = 'a' + 1;
}

// CHECK-LABEL: __kernel void k(__global ulong *out)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = {{sizeof\(char\)|1|1u|1ul|1UL}};
// CHECK-NEXT: out[1] = 'a' + 1;
// CHECK-NEXT: }
