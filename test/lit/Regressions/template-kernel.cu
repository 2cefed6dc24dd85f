// A kernel template is emitted once per instantiation (it used to emit nothing).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
template <int B> __global__ void fill(float *o) { o[threadIdx.x] = B; }
template __global__ void fill<128>(float *);
// CHECK-LABEL: __kernel void fill_128(__global float *o)
// CHECK-NEXT: {
// CHECK-NEXT:   o[(uint)get_local_id(0)] = 128;
// CHECK-NEXT: }
