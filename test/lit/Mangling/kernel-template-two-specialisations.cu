// Kernel templates: every specialisation is its own __kernel, named by
// its template arguments, so the launch name is stable.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename T, int B> __global__ void fill(T *o, T v) { o[threadIdx.x + B] = v; }
template __global__ void fill<float, 0>(float *, float);
template __global__ void fill<int, 32>(int *, int);

// CHECK-LABEL: __kernel void fill_float_0(__global float *o, float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   o[(uint)get_local_id(0) + 0] = v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void fill_int_32(__global int *o, int v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   o[(uint)get_local_id(0) + 32] = v;
// CHECK-NEXT: }
