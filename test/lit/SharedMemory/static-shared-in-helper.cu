// A __shared__ array in a __device__ helper is hoisted into the calling kernel
// and passed down as a pointer to the array.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: float blockMax(
// CHECK-SAME: float v, __local float (*[[S:[A-Za-z0-9_]+]])[64])
// CHECK-NEXT: {
// CHECK-NEXT:   (*[[S]])[(uint)get_local_id(0)] = v;
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE{{( \| CLK_GLOBAL_MEM_FENCE)?}});
// CHECK-NEXT:   float m = (*[[S]])[0];
// CHECK-NEXT:   for (int i = 1; i < 64; ++i)
// CHECK-NEXT:     m = fmax(m, (*[[S]])[i]);
// CHECK-NEXT:   return m;
// CHECK-NEXT: }
__device__ float blockMax(float v) {
  __shared__ float scratch[64];
  scratch[threadIdx.x] = v;
  __syncthreads();
  float m = scratch[0];
  for (int i = 1; i < 64; ++i)
    m = fmaxf(m, scratch[i]);
  return m;
}

// CHECK-LABEL: __kernel void maxKernel(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT:   __local float [[K:[A-Za-z0-9_]+]][64];
// CHECK-NEXT:   float m = blockMax(in[(uint)get_local_id(0)], &[[K]]);
// CHECK-NEXT:   if ((uint)get_local_id(0) == 0)
// CHECK-NEXT:     out[(uint)get_group_id(0)] = m;
// CHECK-NEXT: }
__global__ void maxKernel(float *out, const float *in) {
  float m = blockMax(in[threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = m;
}
