// The classic last-warp reduction: volatile shared memory without barriers
// relies on lockstep warps. ultima translates it and warns at the pointer.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.err
// RUN: FileCheck --check-prefix=CL %s < %t.cl
__device__ void warpReduce(volatile float *sdata, unsigned tid) {
  sdata[tid] += sdata[tid + 32];
  sdata[tid] += sdata[tid + 16];
  sdata[tid] += sdata[tid + 8];
  sdata[tid] += sdata[tid + 4];
  sdata[tid] += sdata[tid + 2];
  sdata[tid] += sdata[tid + 1];
}
__global__ void reduce(const float *in, float *out) {
  __shared__ float sdata[256];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (unsigned s = 128; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32)
    warpReduce(sdata, tid);
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
// CHECK: last-warp-reduction.cu:7:44: warning: parameter 'sdata' accesses shared memory as volatile, which works only where a warp's threads run in lockstep: OpenCL devices (and CUDA GPUs since Volta) do not, so code that relies on it without barriers (__syncthreads, __syncwarp) computes wrong results [ultima-warp-synchronous]
// CHECK-NOT: warning
// CL: void warpReduce(__local volatile float *sdata, uint tid)
