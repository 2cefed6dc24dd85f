// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct float2_ {
  float x, y;
};
__device__ float len2(float2_ v) { return v.x * v.x + v.y * v.y; }
__global__ void k(float *out, float a) {
  out[0] = len2((float2_){a, 2.0f});
}

// CHECK: typedef struct float2_ float2_;
// CHECK: struct float2_ {
// CHECK-NEXT: float x;
// CHECK-NEXT: float y;
// CHECK-NEXT: };
// CHECK-LABEL: float len2(float2_ v)
// CHECK-NEXT: {
// CHECK-NEXT: return v.x * v.x + v.y * v.y;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, float a)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = len2((float2_){a, 2.0f});
// CHECK-NEXT: }
