// make_T3 builds a compound literal of the layout struct; each used
// component type gets its struct once, in first-use order.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: typedef struct ultima_int3 { int x, y, z; } ultima_int3;
// CHECK-NEXT: typedef struct ultima_uchar3 { uchar x, y, z; } ultima_uchar3;
// CHECK-NEXT: typedef struct ultima_double3 { double x, y, z; } ultima_double3;
// CHECK-NOT: typedef struct ultima_

// CHECK-LABEL: __kernel void k(__global ultima_int3 *a, __global ultima_uchar3 *b, __global ultima_double3 *c, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   a[0] = ((ultima_int3){n, n + 1, (int)(n * 2u)});
// CHECK-NEXT:   b[0] = ((ultima_uchar3){(uchar)(n), (uchar)(0), (uchar)(255)});
// CHECK-NEXT:   c[0] = ((ultima_double3){(double)(a[0].x), (double)(b[0].y), 1.0});
// CHECK-NEXT: }
__global__ void k(int3 *a, uchar3 *b, double3 *c, int n) {
  a[0] = make_int3(n, n + 1, n * 2u);
  b[0] = make_uchar3(n, 0, 255);
  c[0] = make_double3(a[0].x, b[0].y, 1.0);
}
