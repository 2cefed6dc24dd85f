// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(float *out, const int *in) {
  float f = static_cast<float>(in[0]);
  const float *cf = out;
  float *m = const_cast<float *>(cf);
  unsigned bits = *reinterpret_cast<const unsigned *>(&in[1]);
  m[0] = f + static_cast<float>(bits >> 16);
}

// CHECK-LABEL: __kernel void k(__global float *out, __global const int *in)
// CHECK-NEXT: {
// CHECK-NEXT: float f = (float)(in[0]);
// CHECK-NEXT: __global const float *cf = out;
// CHECK-NEXT: __global float *m = (__global float *)cf;
// CHECK-NEXT: uint bits = *(__global const uint *)(&in[1]);
// CHECK-NEXT: m[0] = f + (float)(bits >> 16);
// CHECK-NEXT: }
