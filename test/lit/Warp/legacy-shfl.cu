// The pre-CUDA-9 forms without a mask (__shfl, __shfl_down, __ballot, __any,
// __all) are the same operations on the whole warp.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global int *v)
// CHECK-NEXT: {
// CHECK-NEXT:   __local uint __ultima_warp_scratch[1024];
// CHECK-NEXT:   int x = v[(uint)get_local_id(0)];
// CHECK-NEXT:   x += as_int(ultima_shfl_u32(__ultima_warp_scratch, as_uint((x)), 0, (int)(0), (32)));
// CHECK-NEXT:   x += as_int(ultima_shfl_u32(__ultima_warp_scratch, as_uint((x)), 1, (int)(1), (4)));
// CHECK-NEXT:   x += as_int(ultima_shfl_u32(__ultima_warp_scratch, as_uint((x)), 2, (int)(1), (32)));
// CHECK-NEXT:   x += as_int(ultima_shfl_u32(__ultima_warp_scratch, as_uint((x)), 3, (int)(8), (32)));
// CHECK-NEXT:   v[(uint)get_local_id(0)] = x + ultima_ballot(__ultima_warp_scratch, 0xffffffffu, ((int)(x > 0))) + (ultima_ballot(__ultima_warp_scratch, 0xffffffffu, (x)) != 0u) + ultima_all(__ultima_warp_scratch, 0xffffffffu, (x));
// CHECK-NEXT: }
__global__ void k(int *v) {
  int x = v[threadIdx.x];
  x += __shfl(x, 0);
  x += __shfl_up(x, 1, 4);
  x += __shfl_down(x, 1);
  x += __shfl_xor(x, 8);
  v[threadIdx.x] = x + __ballot(x > 0) + __any(x) + __all(x);
}
