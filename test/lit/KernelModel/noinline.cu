// __noinline__ becomes __attribute__((noinline)).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __attribute__((noinline)) int clampIndex(int i, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   return i < 0 ? 0 : (i >= n ? n - 1 : i);
// CHECK-NEXT: }
__device__ __noinline__ int clampIndex(int i, int n) { return i < 0 ? 0 : (i >= n ? n - 1 : i); }

// CHECK-LABEL: __kernel void gather(__global float *out, __global const float *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   out[(uint)get_local_id(0)] = in[clampIndex((uint)get_local_id(0) - 1, n)];
// CHECK-NEXT: }
__global__ void gather(float *out, const float *in, int n) {
  out[threadIdx.x] = in[clampIndex(threadIdx.x - 1, n)];
}
