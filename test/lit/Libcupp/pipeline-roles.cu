// A block pipeline partitioned into producers and consumers: the if/else
// whose one branch acquires, copies into and commits a stage and whose other
// branch waits for, reads and releases it is printed as each branch under
// its own `if` with a work-group barrier after each, in code every
// work-item reaches (OpenCL 1.2 barriers); the four operations are empty
// (memcpy_async copies at the call). The producers' branch comes first,
// whichever of then and else it is. Other if statements print as before.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=NOWARN %s < %t.err
// RUN: %oclc %t.cl
// NOWARN-NOT: warning
#include <cooperative_groups.h>
#include <cuda/pipeline>
namespace cg = cooperative_groups;

// CHECK: void cuda___ultima_libcupp_role_pipeline_producer_acquire(__private cuda___ultima_libcupp_role_pipeline *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: }
// CHECK: void cuda___ultima_libcupp_role_pipeline_consumer_wait(__private cuda___ultima_libcupp_role_pipeline *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT: }

// CHECK-LABEL: __kernel void staged(
__global__ void staged(const float *in, float *out, int stages) {
  __shared__ float s[3][32];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 3> state;
  auto role = threadIdx.x >= 32 ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
  auto pipe = cuda::make_pipeline(cg::this_thread_block(), &state, role);
  float sum = 0;
  for (int i = 0; i < stages; ++i) {
    // CHECK: for (int i = 0; i < stages; ++i)
    // CHECK-NEXT: {
    // CHECK-NEXT: {
    // CHECK-NEXT: const bool ultima_role = (uint)get_local_id(0) >= 32;
    // CHECK-NEXT: if (ultima_role)
    // CHECK-NEXT: {
    // CHECK-NEXT: cuda___ultima_libcupp_role_pipeline_producer_acquire(&[[PIPE:pipe[_0-9]*]]);
    // CHECK: cuda___ultima_libcupp_role_pipeline_producer_commit(&[[PIPE]]);
    // CHECK-NEXT: }
    // CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    // CHECK-NEXT: if (!ultima_role)
    // CHECK-NEXT: {
    // CHECK-NEXT: cuda___ultima_libcupp_role_pipeline_consumer_wait(&[[PIPE]]);
    // CHECK: cuda___ultima_libcupp_role_pipeline_consumer_release(&[[PIPE]]);
    // CHECK-NEXT: }
    // CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    // CHECK-NEXT: }
    if (threadIdx.x >= 32) {
      pipe.producer_acquire();
      cuda::memcpy_async(&s[i % 3][threadIdx.x - 32], &in[i * 32 + threadIdx.x - 32],
                         sizeof(float), pipe);
      pipe.producer_commit();
    } else {
      pipe.consumer_wait();
      sum += s[i % 3][threadIdx.x];
      pipe.consumer_release();
    }
    // CHECK-NEXT: if (sum > 100.0f)
    // CHECK-NEXT: {
    // CHECK-NEXT: sum = 0.0f;
    // CHECK-NEXT: }
    // CHECK-NEXT: else
    if (sum > 100.0f) {
      sum = 0.0f;
    } else {
      sum += 1.0f;
    }
  }
  if (threadIdx.x < 32)
    out[threadIdx.x] = sum;
}

// The consumers' branch is the then: it is printed second.
// CHECK-LABEL: __kernel void consumersFirst(
__global__ void consumersFirst(const float *in, float *out) {
  __shared__ float s[32];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 1> state;
  const bool consumer = threadIdx.x < 32;
  auto pipe = cuda::make_pipeline(cg::this_thread_block(), &state,
                                  consumer ? cuda::pipeline_role::consumer
                                           : cuda::pipeline_role::producer);
  // CHECK: const bool ultima_role = consumer;
  // CHECK-NEXT: if (!ultima_role)
  // CHECK-NEXT: {
  // CHECK-NEXT: cuda___ultima_libcupp_role_pipeline_producer_acquire(
  // CHECK: }
  // CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  // CHECK-NEXT: if (ultima_role)
  // CHECK-NEXT: {
  // CHECK-NEXT: cuda___ultima_libcupp_role_pipeline_consumer_wait(
  // CHECK: }
  // CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (consumer) {
    pipe.consumer_wait();
    out[threadIdx.x] = s[31 - threadIdx.x];
    pipe.consumer_release();
  } else {
    pipe.producer_acquire();
    cuda::memcpy_async(&s[threadIdx.x - 32], &in[threadIdx.x - 32], sizeof(float), pipe);
    pipe.producer_commit();
  }
}
