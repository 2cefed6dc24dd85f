// <cuda/pipeline> and <cuda_pipeline.h> are source in the translated subset.
// memcpy_async copies at the call, so the thread pipeline's four operations
// are empty and the block pipeline's producer_acquire and consumer_wait are
// the work-group barrier (every thread producer and consumer, every thread
// at every call); aligned_size_t is a struct holding the size; the
// primitives copy and zero-fill at the call, commit and wait_prior are empty.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=NOWARN %s < %t.err
// RUN: %oclc %t.cl
// NOWARN-NOT: warning
// CHECK: struct cuda_aligned_size_t_4 {
// CHECK-NEXT: size_t value;
// CHECK: void cuda_pipeline_3_producer_acquire(__private cuda_pipeline_3 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: }
// CHECK: void cuda_pipeline_3_consumer_wait(__private cuda_pipeline_3 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: }
// CHECK: void cuda_pipeline_2_producer_acquire(__private cuda_pipeline_2 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CHECK: void cuda_pipeline_2_producer_commit(__private cuda_pipeline_2 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: }
// CHECK: void cuda_pipeline_2_consumer_wait(__private cuda_pipeline_2 *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CHECK: void cuda_memcpy_async_4_3(__local void *dst, __global const void *src, cuda_aligned_size_t_4 size, __private cuda_pipeline_3 *pipe_3){{$}}
// CHECK: cuda___ultima_libcupp_copy_bytes(dst, src, size.value);
// CHECK: static inline void __pipeline_memcpy_async(__local void *restrict dst_shared, __global const void *restrict src_global, size_t size_and_align, size_t zfill){{$}}
// CHECK: d[i] = 0;
// CHECK-LABEL: __kernel void threadPipe(
// CHECK: cuda_pipeline_3 pipe_4 = cuda_make_pipeline();
// CHECK-LABEL: __kernel void blockPipe(
// CHECK: __local cuda_pipeline_shared_state_2_1 state;
// CHECK: cuda_pipeline_2_consumer_wait(&pipe_5);
// CHECK-LABEL: __kernel void primitives(
// CHECK: __pipeline_memcpy_async(&s_1[(uint)get_local_id(0)], &in[(uint)get_local_id(0)], sizeof(int), (uint)get_local_id(0) == 0 ? 4 : 0);
#include <cooperative_groups.h>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
namespace cg = cooperative_groups;

__global__ void threadPipe(const float *in, float *out) {
  __shared__ float s[2][128];
  cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
  const auto shape = cuda::aligned_size_t<alignof(float)>(sizeof(float));
  for (int stage = 0; stage < 2; ++stage) {
    pipe.producer_acquire();
    cuda::memcpy_async(&s[stage][threadIdx.x], &in[stage * 128 + threadIdx.x], shape, pipe);
    pipe.producer_commit();
  }
  pipe.consumer_wait();
  __syncthreads();
  out[threadIdx.x] = s[0][127 - threadIdx.x] + s[1][threadIdx.x];
  pipe.consumer_release();
}

__global__ void blockPipe(const float *in, float *out) {
  __shared__ float s[128];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 1> state;
  auto pipe = cuda::make_pipeline(cg::this_thread_block(), &state);
  pipe.producer_acquire();
  cuda::memcpy_async(&s[threadIdx.x], &in[threadIdx.x], sizeof(float), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  out[threadIdx.x] = s[127 - threadIdx.x];
  pipe.consumer_release();
}

__global__ void primitives(const int *in, int *out) {
  __shared__ int s[128];
  __pipeline_memcpy_async(&s[threadIdx.x], &in[threadIdx.x], sizeof(int), threadIdx.x == 0 ? 4 : 0);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[threadIdx.x] = s[127 - threadIdx.x];
}
