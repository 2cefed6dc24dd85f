// OpenCL's abs(int) returns uint; CUDA's returns int, so the result is cast back.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void dist(__global int *d, __global const int *a, int b)
// CHECK-NEXT: {
// CHECK-NEXT:   d[(uint)get_local_id(0)] = ((int)abs(a[(uint)get_local_id(0)] - b)) - 1;
// CHECK-NEXT: }
__global__ void dist(int *d, const int *a, int b) {
  d[threadIdx.x] = abs(a[threadIdx.x] - b) - 1;
}
