// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(unsigned long long *out, long *lout, unsigned *uout) {
  out[0] = 10ull;
  out[1] = 0xFFFFFFFFFFULL;
  lout[0] = -5l;
  lout[1] = 7L;
  uout[0] = 42u;
  uout[1] = 0x1Fu;
}

// CHECK-LABEL: __kernel void k(__global ulong *out, __global long *lout, __global uint *uout)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = 10ul;
// CHECK-NEXT: out[1] = 0xFFFFFFFFFFUL;
// An `ll` suffix is 128 bits in OpenCL C: it loses one `l`.
// CHECK-NEXT: lout[0] = -5l;
// CHECK-NEXT: lout[1] = 7L;
// CHECK-NEXT: uout[0] = 42u;
// CHECK-NEXT: uout[1] = 0x1Fu;
// CHECK-NEXT: }
