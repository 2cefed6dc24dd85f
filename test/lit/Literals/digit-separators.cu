// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(long *out, float *fout) {
  out[0] = 1'000'000;
  out[1] = 0xFF'FF;
  fout[0] = 1'000.5f;
}

// CHECK-LABEL: __kernel void k(__global long *out, __global float *fout)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = 1000000;
// CHECK-NEXT: out[1] = 0xFFFF;
// CHECK-NEXT: fout[0] = 1000.5f;
// CHECK-NEXT: }
