// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Vec2 {
  float x, y;
};
__device__ float len2(Vec2 v) { return v.x * v.x + v.y * v.y; }
__global__ void k(float *out, float a) {
  out[0] = len2((Vec2){a, 2.0f});
}

// CHECK: typedef struct Vec2 Vec2;
// CHECK: struct Vec2 {
// CHECK-NEXT: float x;
// CHECK-NEXT: float y;
// CHECK-NEXT: };
// CHECK-LABEL: float len2(Vec2 v)
// CHECK-NEXT: {
// CHECK-NEXT: return v.x * v.x + v.y * v.y;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, float a)
// CHECK-NEXT: {
// CHECK-NEXT: out[0] = len2((Vec2){a, 2.0f});
// CHECK-NEXT: }
