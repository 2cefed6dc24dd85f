// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

union FloatBits {
  float f;
  unsigned u;
};
__global__ void k(unsigned *out, float x) {
  FloatBits fb;
  fb.f = x;
  out[0] = fb.u & 0x7fffffffu;
}

// CHECK: typedef union FloatBits FloatBits;
// CHECK: union FloatBits {
// CHECK-NEXT: float f;
// CHECK-NEXT: uint u;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(__global uint *out, float x)
// CHECK-NEXT: {
// CHECK-NEXT: FloatBits fb;
// CHECK-NEXT: fb.f = x;
// CHECK-NEXT: out[0] = fb.u & 0x7fffffffu;
// CHECK-NEXT: }
