// A call whose overload depends on the template argument resolves per
// specialisation.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


__device__ int width(int) { return 4; }
__device__ int width(double) { return 8; }
template <typename T> __device__ int bytes(T v) { return width(v) * 2; }
__global__ void k(int *out) { out[0] = bytes(1) + bytes(1.0); }

// CHECK-LABEL: int width_int(int unused_param0){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 4;
// CHECK-NEXT: }
// CHECK-LABEL: int width_double(double unused_param0){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 8;
// CHECK-NEXT: }
// CHECK-LABEL: int bytes_int(int v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return width_int(v) * 2;
// CHECK-NEXT: }
// CHECK-LABEL: int bytes_double(double v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return width_double(v) * 2;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = bytes_int(1) + bytes_double(1.0);
// CHECK-NEXT: }
