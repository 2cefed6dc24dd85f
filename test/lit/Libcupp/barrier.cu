// <cuda/barrier> is source in the translated subset: the block barrier is a
// struct in local memory whose arrive() and arrive_and_wait() are the
// work-group barrier (every thread at every phase, as __syncthreads()), the
// token carries nothing and wait() is empty; memcpy_async with the barrier
// copies at the call, from global to local memory here; init checks the
// expected count against the block (a __trap, so the status pointer).
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=NOWARN %s < %t.err
// RUN: %oclc %t.cl
// NOWARN-NOT: warning
// CHECK: struct cuda_barrier_2_empty_completion {
// CHECK-NEXT: ptrdiff_t expected_;
// CHECK: cuda___ultima_libcupp_arrival_token cuda_barrier_2_empty_completion_arrive(__local cuda_barrier_2_empty_completion *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
// CHECK: void cuda_barrier_2_empty_completion_wait(__local const cuda_barrier_2_empty_completion *this, cuda___ultima_libcupp_arrival_token token){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: (void)token;
// CHECK-NEXT: }
// CHECK: void cuda_barrier_2_empty_completion_arrive_and_wait(__local cuda_barrier_2_empty_completion *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
// CHECK: void cuda_barrier_2_empty_completion_arrive_and_drop(__local cuda_barrier_2_empty_completion *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
// CHECK: static inline void cuda_init(__local cuda_barrier_2_empty_completion *bar, ptrdiff_t expected, __global int *__ultima_device_status){{$}}
// CHECK: __trap(__ultima_device_status);
// CHECK: static inline void cuda_memcpy_async(__local void *dst, __global const void *src, size_t size, __local cuda_barrier_2_empty_completion *bar){{$}}
// CHECK: cuda___ultima_libcupp_copy_bytes(dst, src, size);
// CHECK-LABEL: __kernel void reverse(
// CHECK: __local cuda_barrier_2_empty_completion bar;
// CHECK: cuda___ultima_libcupp_arrival_token token = cuda_barrier_2_empty_completion_arrive(&bar);
// CHECK-NEXT: cuda_barrier_2_empty_completion_wait(&bar, (token));
#include <cuda/barrier>
#include <utility>

__global__ void reverse(const float4 *in, float *out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  alignas(16) __shared__ float s[256];
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  if (threadIdx.x < blockDim.x / 4)
    cuda::memcpy_async(&s[threadIdx.x * 4], &in[threadIdx.x], sizeof(float4), bar);
  auto token = bar.arrive();
  bar.wait(std::move(token));
  float v = s[blockDim.x - 1 - threadIdx.x];
  bar.arrive_and_wait();
  out[threadIdx.x] = v;
  bar.arrive_and_drop();
}
