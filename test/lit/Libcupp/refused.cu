// What ultima's libcu++ subset cannot lower onto the OpenCL 1.2 work-group
// barrier is refused at the user's call, and nothing else is: barriers of
// thread, device or system scope, a completion function, arrive(update), and
// pipelines with a producer count, of a group other than the block, or of a
// shared state of another scope, and a pipeline with roles given the type of
// the one without (pipeline-roles-refused.cu: where roles are used).
// RUN: not %ultima %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
#include <cooperative_groups.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <utility>
namespace cg = cooperative_groups;

struct Completion {
  int *count;
  __device__ void operator()() const { ++*count; }
};

__global__ void barriers(int *out) {
  __shared__ cuda::barrier<cuda::thread_scope_device> device;
  __shared__ cuda::barrier<cuda::thread_scope_system> system;
  __shared__ cuda::barrier<cuda::thread_scope_block, Completion> completed;
  __shared__ cuda::barrier<cuda::thread_scope_block> block;
  if (threadIdx.x == 0) {
    // CHECK: refused.cu:[[@LINE+1]]:5: error: cuda::barrier of thread, device or system scope: ultima lowers cuda::barrier onto the OpenCL 1.2 work-group barrier, which spans one block, no more and no less; only cuda::barrier<cuda::thread_scope_block> is supported [ultima-unsupported-construct]
    init(&device, blockDim.x);
    // CHECK: refused.cu:[[@LINE+1]]:5: error: cuda::barrier of thread, device {{.*}} [ultima-unsupported-construct]
    init(&system, blockDim.x);
    // CHECK: refused.cu:[[@LINE+1]]:5: error: cuda::barrier with a completion function: ultima supports cuda::barrier<cuda::thread_scope_block> with the default completion only [ultima-unsupported-construct]
    init(&completed, blockDim.x, Completion{out});
    init(&block, blockDim.x);
  }
  __syncthreads();
  // CHECK: refused.cu:[[@LINE+1]]:10: error: cuda::barrier of thread, device {{.*}} [ultima-unsupported-construct]
  device.arrive_and_wait();
  // CHECK: refused.cu:[[@LINE+1]]:13: error: cuda::barrier with a completion function: {{.*}} [ultima-unsupported-construct]
  completed.arrive_and_wait();
  // CHECK: refused.cu:[[@LINE+1]]:22: error: cuda::barrier::arrive(update): an arrival counted for several threads means some threads of the block do not arrive, and ultima's block barrier is the OpenCL work-group barrier, which every thread must reach; call arrive() in every thread [ultima-unsupported-construct]
  auto token = block.arrive(2);
  block.wait(std::move(token));
}

__global__ void pipelines(const float *in, float *out) {
  __shared__ float s[128];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_device, 2> deviceState;
  auto cta = cg::this_thread_block();
  auto role = threadIdx.x < 32 ? cuda::pipeline_role::producer : cuda::pipeline_role::consumer;
  // CHECK: refused.cu:[[@LINE+1]]:26: error: cuda::make_pipeline(group, state, role): ultima's block pipeline is the OpenCL 1.2 work-group barrier, so only cg::this_thread_block() with a cuda::pipeline_shared_state<cuda::thread_scope_block, N> is supported [ultima-unsupported-construct]
  auto tileRoles = cuda::make_pipeline(cg::tiled_partition<32>(cta), &state, role);
  // CHECK: refused.cu:[[@LINE+1]]:44: error: cuda::pipeline<cuda::thread_scope_block> initialised from cuda::make_pipeline with roles: declare the pipeline 'auto' [ultima-unsupported-construct]
  cuda::pipeline<cuda::thread_scope_block> typed = cuda::make_pipeline(cta, &state, role);
  // CHECK: refused.cu:[[@LINE+1]]:24: error: cuda::make_pipeline with a producer count: {{.*}} [ultima-unsupported-construct]
  auto counted = cuda::make_pipeline(cta, &state, 32);
  // CHECK: refused.cu:[[@LINE+1]]:21: error: cuda::make_pipeline(group, state): ultima's block pipeline is the OpenCL 1.2 work-group barrier, so only cg::this_thread_block() with a cuda::pipeline_shared_state<cuda::thread_scope_block, N> is supported [ultima-unsupported-construct]
  auto tile = cuda::make_pipeline(cg::tiled_partition<32>(cta), &state);
  // CHECK: refused.cu:[[@LINE+1]]:23: error: cuda::make_pipeline(group, state): {{.*}} [ultima-unsupported-construct]
  auto device = cuda::make_pipeline(cta, &deviceState);
  auto block = cuda::make_pipeline(cta, &state);
  block.producer_acquire();
  cuda::memcpy_async(&s[threadIdx.x], &in[threadIdx.x], sizeof(float), block);
  block.producer_commit();
  block.consumer_wait();
  out[threadIdx.x] = s[127 - threadIdx.x];
  block.consumer_release();
}
