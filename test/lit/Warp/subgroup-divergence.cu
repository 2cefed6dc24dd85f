// Verified by %subgroup_oclc (clang-15) below, not in-process: Clang 14 has no
// declarations of the sub-group built-ins, so its Verify cannot check them.
// Where warps are sub-groups of 32, only the warp must reach a warp function
// together: branches on the warp's index (threadIdx.x / 32, >> 5, /
// warpSize, threadIdx.y) are fine, lane-dependent ones still warn, with a
// message about sub-groups. The same file without the extensions warns for
// every branch.
// RUN: %ultima --no-verify --target-extensions=cl_khr_subgroups,cl_khr_subgroup_shuffle,cl_khr_subgroup_ballot,cl_intel_required_subgroup_size %s 2> %t.err > %t.cl
// RUN: FileCheck %s < %t.err
// RUN: %subgroup_oclc %t.cl
// RUN: %ultima %s 2> %t.emulated.err > /dev/null
// RUN: FileCheck %s --check-prefix=EMULATED < %t.emulated.err

__device__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

// CHECK-NOT: warning
// EMULATED: subgroup-divergence.cu:[[@LINE+4]]:22: warning: 'warp_sum' may be reached by only some work-items of the work-group
__global__ void first_warp(const float *in, float *out) {
  int warp = threadIdx.x / 32;
  float v = in[threadIdx.x];
  if (warp == 0) v = warp_sum(v);
  out[threadIdx.x] = v;
}

// EMULATED: subgroup-divergence.cu:[[@LINE+4]]:61: warning: 'warp_sum'
// EMULATED: subgroup-divergence.cu:[[@LINE+4]]:36: warning: '__ballot_sync'
__global__ void shifted_and_rows(float *out, unsigned *votes) {
  int t = threadIdx.x;
  if ((t >> 5) < 2 && threadIdx.x / warpSize != 3) out[t] = warp_sum(out[t]);
  if (threadIdx.y == 1) votes[t] = __ballot_sync(0xffffffff, out[t] > 0);
}

// CHECK: subgroup-divergence.cu:[[@LINE+4]]:39: warning: 'warp_sum' may be reached by only some lanes of a warp: warps are OpenCL sub-groups here, whose functions every work-item of the sub-group must reach [ultima-warp-divergence]
// CHECK-NEXT: subgroup-divergence.cu:[[@LINE+3]]:7: note: this condition may differ between work-items
// CHECK: subgroup-divergence.cu:[[@LINE+3]]:45: warning: 'warp_sum' may be reached by only some lanes
__global__ void lanes(float *out) {
  if (threadIdx.x % 32 < 16) out[0] = warp_sum(out[1]);
  if ((threadIdx.x * 3) / 32 == 1) out[2] = warp_sum(out[3]);
}
// CHECK-NOT: warning
