// PTX inline assembly is specific to NVIDIA GPUs: anything but a plain read
// of a special register ultima models (Builtins/ptx-special-registers.cu) is
// refused where it is written.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__global__ void shuffles(unsigned *out) {
  unsigned v = out[threadIdx.x], r;
  // CHECK: {{.*}}inline-asm.cu:[[@LINE+1]]:3: error: inline assembly is not supported: {{.*}}%laneid{{.*}} [ultima-unsupported-inline-asm]
  asm("shfl.sync.idx.b32 %0, %1, 0, 31, 0xffffffff;" : "=r"(r) : "r"(v));
  out[threadIdx.x] = r;
}

__global__ void smid(unsigned *out) {
  unsigned id;
  // A register ultima does not model (the SM a block runs on).
  // CHECK: {{.*}}inline-asm.cu:[[@LINE+1]]:3: error: {{.*}} [ultima-unsupported-inline-asm]
  asm volatile("mov.u32 %0, %%smid;" : "=r"(id));
  out[blockIdx.x] = id;
}

__global__ void wrongWidth(unsigned long long *out) {
  unsigned long long lane;
  // PTX's %laneid is 32 bits: a mov.u64 of it is not the idiom.
  // CHECK: {{.*}}inline-asm.cu:[[@LINE+1]]:3: error: {{.*}} [ultima-unsupported-inline-asm]
  asm("mov.u64 %0, %%laneid;" : "=l"(lane));
  out[threadIdx.x] = lane;
}
