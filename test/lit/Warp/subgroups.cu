// Verified by %subgroup_oclc (clang-15) below, not in-process: Clang 14 has no
// declarations of the sub-group built-ins, so its Verify cannot check them.
// On a target with sub-group shuffles, ballots and a required sub-group size,
// warps are sub-groups of 32 (warp_subgroup.cl): kernels that reach a warp
// function, directly, through a helper or by __syncwarp alone, require
// sub-groups of 32; other kernels do not. Missing any one extension keeps the
// __local emulation (warp.cl).
// RUN: %ultima --no-verify --target-extensions=cl_khr_subgroups,cl_khr_subgroup_shuffle,cl_khr_subgroup_ballot,cl_intel_required_subgroup_size %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %subgroup_oclc %t.cl
// RUN: %ultima --target-extensions=cl_khr_subgroups,cl_khr_subgroup_shuffle,cl_khr_subgroup_ballot %s > %t.emulated.cl
// RUN: FileCheck %s --check-prefix=EMULATED < %t.emulated.cl
// RUN: %oclc %t.emulated.cl

// CHECK: inline uint ultima_shfl_lane(uint lane, int mode, int b, int width, uint count)
// CHECK: #pragma OPENCL EXTENSION cl_khr_subgroups : enable
// CHECK: return sub_group_shuffle(value, lane);
// CHECK: return sub_group_ballot(predicate != 0).x & mask;
// CHECK: sub_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
// CHECK-LABEL: float warp_sum(float v, __local uint (*__ultima_warp_scratch)[1024])
// CHECK: as_float(ultima_shfl_u32((*__ultima_warp_scratch), as_uint((v)), 3, (int)(o), (32)))
// CHECK-LABEL: __kernel __attribute__((intel_reqd_sub_group_size(32))) void direct(__global uint *out)
// CHECK: ultima_ballot(__ultima_warp_scratch, (0xffffffff), ((int)((uint)get_local_id(0) & 1)))
// CHECK-LABEL: __kernel __attribute__((intel_reqd_sub_group_size(32))) void via_helper(__global float *out)
// CHECK-LABEL: __kernel __attribute__((intel_reqd_sub_group_size(32))) void only_syncwarp(__global int *out)
// CHECK: ultima_syncwarp();
// CHECK-LABEL: __kernel void plain(__global int *out)

// EMULATED-NOT: sub_group
// EMULATED-NOT: intel_reqd_sub_group_size
// EMULATED: barrier(CLK_LOCAL_MEM_FENCE);
// EMULATED-LABEL: __kernel void direct(__global uint *out)
// EMULATED-LABEL: __kernel void plain(__global int *out)

__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffff, v, o);
  return v;
}

__global__ void direct(unsigned *out) {
  out[threadIdx.x] = __ballot_sync(0xffffffff, threadIdx.x & 1);
}

__global__ void via_helper(float *out) {
  out[threadIdx.x] = warp_sum(out[threadIdx.x]);
}

__global__ void only_syncwarp(int *out) {
  out[threadIdx.x] += 1;
  __syncwarp();
}

__global__ void plain(int *out) {
  out[threadIdx.x] = 0;
}

// CHECK-LABEL: __kernel __attribute__((intel_reqd_sub_group_size(32))) void only_all(__global int *out)
// CHECK: ultima_all(__ultima_warp_scratch, (0xffffffff), ((int)(out[(uint)get_local_id(0)] > 0)))
__global__ void only_all(int *out) {
  out[threadIdx.x] = __all_sync(0xffffffff, out[threadIdx.x] > 0);
}
