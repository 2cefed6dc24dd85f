// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

#define SQR(x) ((x) * (x))
#define MAX2(a, b) ((a) > (b) ? (a) : (b))
#define IDX(r, c, w) ((r) * (w) + (c))
__global__ void k(float *out, const float *in, int w) {
  int r = threadIdx.y, c = threadIdx.x;
  out[IDX(r, c, w)] = MAX2(SQR(in[IDX(r, c, w)]), 1.0f);
}

// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in, int w)
// CHECK-NEXT: {
// CHECK-NEXT: int r = (uint)get_local_id(1);
// CHECK-NEXT: int c = (uint)get_local_id(0);
// CHECK-NEXT: out[((r) * (w) + (c))] = ((((in[((r) * (w) + (c))]) * (in[((r) * (w) + (c))]))) > (1.0f) ? (((in[((r) * (w) + (c))]) * (in[((r) * (w) + (c))]))) : (1.0f));
// CHECK-NEXT: }
