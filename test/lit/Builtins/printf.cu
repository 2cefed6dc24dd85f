// printf passes through unchanged; a float argument needs no fp64 support.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: cl_khr_fp64
// CHECK-LABEL: __kernel void trace(__global const float *v)
// CHECK-NEXT: {
// CHECK-NEXT:   if ((uint)get_local_id(0) == 0)
// CHECK-NEXT:     printf("block %d: v=%f\n", (uint)get_group_id(0), v[(uint)get_group_id(0)]);
// CHECK-NEXT: }
__global__ void trace(const float *v) {
  if (threadIdx.x == 0)
    printf("block %d: v=%f\n", blockIdx.x, v[blockIdx.x]);
}
