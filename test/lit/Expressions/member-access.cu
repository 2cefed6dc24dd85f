// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Point {
  float x;
  float y;
};
__device__ float dot2(const Point *a, Point b) { return a->x * b.x + a->y * b.y; }
__global__ void k(float *out, Point *pts) {
  Point q = pts[1];
  q.x += 1.0f;
  pts->y = 2.0f;
  out[0] = dot2(&pts[0], q);
}

// CHECK: typedef struct Point Point;
// CHECK: struct Point {
// CHECK-NEXT: float x;
// CHECK-NEXT: float y;
// CHECK-NEXT: };
// CHECK-LABEL: float dot2(__global const Point *a, Point b)
// CHECK-NEXT: {
// CHECK-NEXT: return a->x * b.x + a->y * b.y;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, __global Point *pts)
// CHECK-NEXT: {
// CHECK-NEXT: Point q = pts[1];
// CHECK-NEXT: q.x += 1.0f;
// CHECK-NEXT: pts->y = 2.0f;
// CHECK-NEXT: out[0] = dot2(&pts[0], q);
// CHECK-NEXT: }
