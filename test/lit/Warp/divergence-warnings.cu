// Warp functions that only some work-items of the work-group may reach get
// a warning: the emulation's work-group barriers need all of them. The
// output is still produced (and compiles).
// RUN: %ultima %s 2> %t.err > %t.cl
// RUN: FileCheck %s < %t.err
// RUN: %oclc %t.cl

__device__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

// An early return on a per-thread bound.
// CHECK: divergence-warnings.cu:[[@LINE+6]]:12: warning: 'warp_sum' may be reached by only some work-items of the work-group: ultima emulates warps with work-group barriers, which all of them must reach [ultima-warp-divergence]
// CHECK-NEXT: divergence-warnings.cu:[[@LINE+4]]:5: note: this exit may be taken by only some work-items
__global__ void early_return(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  out[i] = warp_sum(in[i]);
}

// Only the first warp reduces; the condition goes through a local variable.
// CHECK: divergence-warnings.cu:[[@LINE+5]]:22: warning: 'warp_sum' may be
// CHECK-NEXT: divergence-warnings.cu:[[@LINE+4]]:7: note: this condition may differ between work-items
__global__ void first_warp(const float *in, float *out) {
  int warp = threadIdx.x / 32;
  float v = in[threadIdx.x];
  if (warp == 0) v = warp_sum(v);
  out[threadIdx.x] = v;
}

// A loop whose trip count depends on the thread, and a value read from memory.
// CHECK: divergence-warnings.cu:[[@LINE+6]]:14: warning: '__shfl_sync' may be
// CHECK-NEXT: divergence-warnings.cu:[[@LINE+4]]:34: note: this condition may differ between work-items
// CHECK: divergence-warnings.cu:[[@LINE+6]]:16: warning: '__ballot_sync' may be
// CHECK-NEXT: divergence-warnings.cu:[[@LINE+4]]:7: note: this condition may differ between work-items
__global__ void loops(float *out, const int *flags, unsigned *votes) {
  for (unsigned k = threadIdx.x; k < 100; k += 32)
    out[k] = __shfl_sync(~0u, out[k], 0);
  if (flags[0])
    votes[0] = __ballot_sync(~0u, 1);
}

// A break that only some work-items take skips the later iterations.
// CHECK: divergence-warnings.cu:[[@LINE+4]]:12: warning: '__shfl_xor_sync' may be
// CHECK-NEXT: divergence-warnings.cu:[[@LINE+5]]:7: note: this exit may be taken by only some work-items
__global__ void broken_loop(float *v) {
  for (int k = 0; k < 8; ++k) {
    v[0] = __shfl_xor_sync(~0u, v[0], 1);
    if (v[threadIdx.x] > 1.0f)
      break;
  }
}
