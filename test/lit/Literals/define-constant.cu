// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

#define BLOCK 128
#define EPS 1e-6f
#define TILE (BLOCK / 4)
__global__ void k(float *out, const float *in) {
  float tile[TILE];
  int i = threadIdx.x % TILE;
  tile[i] = in[i] + EPS;
  out[i] = tile[i] * BLOCK;
}

// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT: float tile[32];
// CHECK-NEXT: int i = (uint)get_local_id(0) % (128 / 4);
// CHECK-NEXT: tile[i] = in[i] + 1e-6f;
// CHECK-NEXT: out[i] = tile[i] * 128;
// CHECK-NEXT: }
