// Uses the prelude (indices, math, atomics, a vector type) and a macro from
// the command line.
#ifndef SCALE
#define SCALE 1
#endif
__global__ void scale_sum(const float4 *in, float *out, float *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float4 v = in[i];
    out[i] = sqrtf(v.x * v.x + v.y * v.y) * SCALE + __expf(v.z) + fmaxf(v.w, 0.0f);
    atomicAdd(total, out[i]);
  }
}
