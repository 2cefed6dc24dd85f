// A warp reduction in a __device__ helper: the kernel hoists the exchange
// buffer like a static __shared__ array and passes it to the helper.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: uint ultima_shfl_u32(__local uint *scratch, uint value, int mode, int b, int width)
// CHECK-LABEL: float warp_sum(float v, __local uint (*__ultima_warp_scratch)[1024])
// CHECK-NEXT: {
// CHECK-NEXT:   for (int offset = 32 / 2; offset > 0; offset /= 2)
// CHECK-NEXT:     v += as_float(ultima_shfl_u32((*__ultima_warp_scratch), as_uint((v)), 2, (int)(offset), (32)));
// CHECK-NEXT:   return v;
// CHECK-NEXT: }
__device__ float warp_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

// CHECK-LABEL: __kernel void k(__global const float *in, __global float *out)
// CHECK-NEXT: {
// CHECK-NEXT:   __local uint __ultima_warp_scratch[1024];
// CHECK-NEXT:   float s = warp_sum(in[(uint)get_local_id(0)], &__ultima_warp_scratch);
__global__ void k(const float *in, float *out) {
  float s = warp_sum(in[threadIdx.x]);
  if (threadIdx.x % 32 == 0)
    out[threadIdx.x / 32] = s;
}
