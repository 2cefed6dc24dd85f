// PTX inline assembly is specific to NVIDIA GPUs.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void laneIds(unsigned *out) {
  unsigned lane;
  // CHECK: {{.*}}inline-asm.cu:[[@LINE+1]]:3: error: {{.*}} [ultima-unsupported-inline-asm]
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  out[threadIdx.x] = lane;
}
