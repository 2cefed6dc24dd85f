// The same input gives the same bytes, run after run.
// RUN: %ultima %s > %t1.cl
// RUN: %ultima %s > %t2.cl
// RUN: %ultima --line-directives %s > %t3.cl
// RUN: %ultima --line-directives %s > %t4.cl
// RUN: diff %t1.cl %t2.cl
// RUN: diff %t3.cl %t4.cl
// RUN: %oclc %t1.cl

// This test only compares outputs.
struct Pair {
  float a;
  float b;
};
__constant__ int order[4] = {3, 1, 2, 0};
__device__ float first(const float *p) { return p[0]; }
__device__ float blockFirst(float v) {
  __shared__ float s[64];
  s[threadIdx.x] = v;
  __syncthreads();
  return s[0];
}
__global__ void kb(float *out, Pair p) {
  __shared__ float t[64];
  t[threadIdx.x] = p.a;
  __syncthreads();
  out[threadIdx.x] = first(out) + first(t) + blockFirst(p.b) + order[threadIdx.x & 3];
}
__global__ void ka(float *out, const float *in) {
  extern __shared__ float dyn[];
  dyn[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = blockFirst(dyn[threadIdx.x]) + first(in);
}
