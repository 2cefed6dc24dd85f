// A block pipeline partitioned into producers and consumers is supported
// when an if/else, executed by every thread, gives one branch
// producer_acquire and producer_commit once each and the other
// consumer_wait and consumer_release once each (pipeline-roles.cu). Every
// other use needs threads of one role to wait for threads of the other in
// between, which the OpenCL 1.2 work-group barrier cannot express: it is
// refused at each operation, and nothing else is.
// RUN: not %ultima %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
#include <cooperative_groups.h>
#include <cuda/pipeline>
namespace cg = cooperative_groups;

__device__ cuda::pipeline_role roleOf() {
  return threadIdx.x < 32 ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
}

// The producers run ahead, filling every buffer in an inner loop before
// the consumers have released the stages that were in them.
__global__ void producersAhead(const float *in, float *out, int stages) {
  __shared__ float s[4][32];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 4> state;
  auto pipe = cuda::make_pipeline(cg::this_thread_block(), &state, roleOf());
  float sum = 0;
  for (int i = 0, next = 0; i < stages; ++i) {
    if (threadIdx.x < 32) {
      for (; next < stages && next <= i + 4; ++next) {
        // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:14: error: cuda::make_pipeline with producer and consumer roles: producers and consumers wait on each other from different branches, which the OpenCL 1.2 work-group barrier (reached by every thread at the same call) cannot express; ultima supports an if/else whose one branch calls producer_acquire() and producer_commit() once each and the other consumer_wait() and consumer_release() once each (one stage per execution, in uniform control flow), or every thread both producer and consumer (make_pipeline(block, &state)) [ultima-unsupported-construct]
        pipe.producer_acquire();
        cuda::memcpy_async(&s[next % 4][threadIdx.x], &in[next * 32 + threadIdx.x], 4, pipe);
        // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:14: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
        pipe.producer_commit();
      }
    } else {
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.consumer_wait();
      sum += s[i % 4][threadIdx.x - 32];
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.consumer_release();
    }
  }
  out[threadIdx.x] = sum;
}

// Operations outside an if/else, a branch holding both roles, a stage
// waited for twice, and a branch that can leave the loop early.
__global__ void misplaced(const float *in, float *out) {
  __shared__ float s[2][32];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  auto pipe = cuda::make_pipeline(cg::this_thread_block(), &state, roleOf());
  // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:8: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
  pipe.producer_acquire();
  if (threadIdx.x < 32) {
    // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:10: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
    pipe.producer_commit();
    // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:10: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
    pipe.consumer_wait();
  } else {
    // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:10: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
    pipe.consumer_release();
  }
  for (int i = 0; i < 8; ++i) {
    if (threadIdx.x < 32) {
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.producer_acquire();
      cuda::memcpy_async(&s[i % 2][threadIdx.x], &in[i * 32 + threadIdx.x], 4, pipe);
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.producer_commit();
    } else {
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.consumer_wait();
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.consumer_wait();
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.consumer_release();
    }
  }
  for (int i = 0; i < 8; ++i) {
    if (threadIdx.x < 32) {
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.producer_acquire();
      cuda::memcpy_async(&s[i % 2][threadIdx.x], &in[i * 32 + threadIdx.x], 4, pipe);
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.producer_commit();
    } else {
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.consumer_wait();
      if (s[i % 2][0] < 0)
        break;
      out[threadIdx.x] += s[i % 2][threadIdx.x - 32];
      // CHECK: pipeline-roles-refused.cu:[[@LINE+1]]:12: error: cuda::make_pipeline with producer {{.*}} [ultima-unsupported-construct]
      pipe.consumer_release();
    }
  }
}
