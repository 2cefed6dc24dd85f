// CUDA's integer min/max overloads map onto OpenCL's integer min/max.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void clip(__global int *v, int lo, int hi)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] = min(max(v[(uint)get_local_id(0)], lo), hi);
// CHECK-NEXT: }
__global__ void clip(int *v, int lo, int hi) {
  v[threadIdx.x] = min(max(v[threadIdx.x], lo), hi);
}
