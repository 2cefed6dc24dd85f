// __syncthreads_count/_and/_or: barriers that count the work-items whose
// predicate holds, on the kernel's __local exchange buffer; a helper that
// calls one receives the buffer.
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
__device__ int any_negative(float v) { return __syncthreads_or(v < 0); }
__global__ void votes(const float *x, int *out) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  int count = __syncthreads_count(v > 0.5f);
  int all = __syncthreads_and(v >= 0);
  int any = any_negative(v);
  if (threadIdx.x == 0) {
    out[3 * blockIdx.x] = count;
    out[3 * blockIdx.x + 1] = all;
    out[3 * blockIdx.x + 2] = any;
  }
}
// CHECK: int ultima_syncthreads_count(__local uint *scratch, int predicate)
// CHECK: int any_negative(float v, __local uint (*__ultima_warp_scratch)[1024])
// CHECK-NEXT: {
// CHECK-NEXT: return (ultima_syncthreads_count((*__ultima_warp_scratch), ((int)(v < 0))) != 0);
// CHECK: __kernel void votes(__global const float *x, __global int *out)
// CHECK-NEXT: {
// CHECK-NEXT: __local uint __ultima_warp_scratch[1024];
// CHECK: int count = ultima_syncthreads_count(__ultima_warp_scratch, ((int)(v > 0.5f)));
// CHECK-NEXT: int all_ = (ultima_syncthreads_count(__ultima_warp_scratch, ((int)(v >= 0))) == ultima_block_size());
// CHECK-NEXT: int any_ = any_negative(v, &__ultima_warp_scratch);
