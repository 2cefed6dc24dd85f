// A reference to a pointer is a pointer to a pointer: advancing it moves
// the caller's pointer.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


__device__ float take(const float *&p) { return *p++; }
__global__ void k(const float *in, float *out) {
  const float *p = in;
  float a = take(p);
  float b = take(p);
  out[0] = a + b;
}

// CHECK-LABEL: float take(__global const float *__private *p){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return *(*p)++;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const float *in, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   __global const float *p = in;
// CHECK-NEXT:   float a = take(&p);
// CHECK-NEXT:   float b = take(&p);
// CHECK-NEXT:   out[0] = a + b;
// CHECK-NEXT: }
