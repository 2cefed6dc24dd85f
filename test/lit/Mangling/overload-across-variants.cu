// An overload that is also emitted in several address-space variants gets
// both suffixes: the parameter types, then the spaces.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ float first(const float *p) { return p[0]; }
__device__ int first(const int *p) { return p[0]; }
__global__ void k(const float *g, int *out) {
  __shared__ float s[4];
  s[0] = g[1];
  out[0] = first(g) + first(s) + first(out);
}

// CHECK-LABEL: float first_cfloatp_g(__global const float *p){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return p[0];
// CHECK-NEXT: }
// CHECK-LABEL: float first_cfloatp_l(__local const float *p){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return p[0];
// CHECK-NEXT: }
// CHECK-LABEL: int first_cintp(__global const int *p){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return p[0];
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const float *g, __global int *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   __local float s[4];
// CHECK-NEXT:   s[0] = g[1];
// CHECK-NEXT:   out[0] = first_cfloatp_g(g) + first_cfloatp_l(s) + first_cintp(out);
// CHECK-NEXT: }
