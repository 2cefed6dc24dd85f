// `#pragma unroll` before a for loop whose init declares several variables:
// the declarations move into a block around the loop (C's for-init holds
// one declaration), and the pragma stays right before the `for`. Before, it
// was printed before the block (internal error: expected a for, while, or
// do-while loop to follow '#pragma unroll').
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void k(__global float *a, int width)
// CHECK-NEXT: {
// CHECK-NEXT:   {
// CHECK-NEXT:     int i = 0;
// CHECK-NEXT:     int idx = (uint)get_local_id(0);
// CHECK-NEXT:     #pragma unroll
// CHECK-NEXT:     for (; i < 4; ++i, idx += width)
// CHECK:        #pragma unroll 2
// CHECK-NEXT:   for (int j = 0; j < 4; ++j)
__global__ void k(float *a, int width) {
#pragma unroll
  for (int i = 0, idx = threadIdx.x; i < 4; ++i, idx += width)
    a[idx] *= 2.0f;
#pragma unroll 2
  for (int j = 0; j < 4; ++j)
    a[j] += 1.0f;
}
