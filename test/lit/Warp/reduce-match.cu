// sm_80 warp reductions and match: signed forms keep their own min/max;
// signed add wraps like the unsigned one.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global int *s, __global uint *u, __global float *f)
// CHECK-NEXT: {
// CHECK-NEXT:   __local uint __ultima_warp_scratch[1024];
// CHECK-NEXT:   uint t = (uint)get_local_id(0);
// CHECK-NEXT:   s[t] = as_int(ultima_reduce_add_u32(__ultima_warp_scratch, (0xffffffff), as_uint((s[t]))));
// CHECK-NEXT:   s[t] += ultima_reduce_min_s32(__ultima_warp_scratch, (0xffffffff), (s[t])) + ultima_reduce_max_s32(__ultima_warp_scratch, (0xffffffff), (s[t]));
// CHECK-NEXT:   u[t] = ultima_reduce_add_u32(__ultima_warp_scratch, (0xffffffff), (u[t])) ^ ultima_reduce_min_u32(__ultima_warp_scratch, (0xffffffff), (u[t])) ^ ultima_reduce_max_u32(__ultima_warp_scratch, (0xffffffff), (u[t]));
// CHECK-NEXT:   u[t] |= ultima_reduce_and_u32(__ultima_warp_scratch, (0xffffffff), (u[t])) + ultima_reduce_or_u32(__ultima_warp_scratch, (0xffffffff), (u[t])) + ultima_reduce_xor_u32(__ultima_warp_scratch, (0xffffffff), (u[t]));
// CHECK-NEXT:   u[t] += ultima_match_any_u32(__ultima_warp_scratch, (0xffffffff), as_uint((f[t]))) + ultima_match_any_u32(__ultima_warp_scratch, (0xffffffff), (u[t]));
// CHECK-NEXT: }
__global__ void k(int *s, unsigned *u, float *f) {
  unsigned t = threadIdx.x;
  s[t] = __reduce_add_sync(0xffffffff, s[t]);
  s[t] += __reduce_min_sync(0xffffffff, s[t]) + __reduce_max_sync(0xffffffff, s[t]);
  u[t] = __reduce_add_sync(0xffffffff, u[t]) ^ __reduce_min_sync(0xffffffff, u[t]) ^ __reduce_max_sync(0xffffffff, u[t]);
  u[t] |= __reduce_and_sync(0xffffffff, u[t]) + __reduce_or_sync(0xffffffff, u[t]) + __reduce_xor_sync(0xffffffff, u[t]);
  u[t] += __match_any_sync(0xffffffff, f[t]) + __match_any_sync(0xffffffff, u[t]);
}
