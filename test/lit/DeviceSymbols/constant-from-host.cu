// A __constant__ without initializer is filled by the host with
// cudaMemcpyToSymbol: it becomes a __constant pointer parameter, used as
// the array.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: weights[16]
// CHECK-LABEL: __kernel void weigh(__global float *v, __constant float *weights)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] *= weights[(uint)get_local_id(0) & 15];
// CHECK-NEXT: }
__constant__ float weights[16];
__global__ void weigh(float *v) { v[threadIdx.x] *= weights[threadIdx.x & 15]; }

int main() {
  float h[16] = {0};
  cudaMemcpyToSymbol(weights, h, sizeof(h));
  return 0;
}
