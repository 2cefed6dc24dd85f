// warpSize is the constant 32.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void lanes(__global int *lane, __global int *warp)
// CHECK-NEXT: {
// CHECK-NEXT:   lane[(uint)get_local_id(0)] = (uint)get_local_id(0) % 32;
// CHECK-NEXT:   warp[(uint)get_local_id(0)] = (uint)get_local_id(0) / 32;
// CHECK-NEXT: }
__global__ void lanes(int *lane, int *warp) {
  lane[threadIdx.x] = threadIdx.x % warpSize;
  warp[threadIdx.x] = threadIdx.x / warpSize;
}
