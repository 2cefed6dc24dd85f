// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ int read_twice(volatile int *flag) { return *flag + *flag; }
__global__ void k(int *out, const int *in) {
  const int two = 2;
  volatile int snapshot = in[0];
  const float *const cp = (const float *)in;
  out[0] = read_twice(out + 1) + two + snapshot + (int)cp[1];
}

// CHECK-LABEL: int read_twice(__global volatile int *flag)
// CHECK-NEXT: {
// CHECK-NEXT: return *flag + *flag;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, __global const int *in)
// CHECK-NEXT: {
// CHECK-NEXT: const int two = 2;
// CHECK-NEXT: volatile int snapshot = in[0];
// CHECK-NEXT: __global const float *const cp = (__global const float *)in;
// CHECK-NEXT: out[0] = read_twice(out + 1) + two + snapshot + (int)(cp[1]);
// CHECK-NEXT: }
