// 2- and 4-component vectors are OpenCL vectors; longlong/ulonglong spell
// OpenCL's long/ulong (regression: make_longlong2 printed `(longlong2)`).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: typedef struct ultima_
// CHECK-LABEL: __kernel void k(__global long2 *a, __global ulong4 *b, __global char2 *c, long x)
// CHECK-NEXT: {
// CHECK-NEXT:   a[0] = ((long2)(x, -x));
// CHECK-NEXT:   b[0] = ((ulong4)((ulong)(x), (ulong)(1), (ulong)(2), (ulong)(3)));
// CHECK-NEXT:   c[0] = ((char2)((char)(1), (char)(-2)));
// CHECK-NEXT:   long v = (long)(x);
// CHECK-NEXT:   a[1].y = v;
// CHECK-NEXT: }
__global__ void k(longlong2 *a, ulonglong4 *b, char2 *c, long long x) {
  a[0] = make_longlong2(x, -x);
  b[0] = make_ulonglong4(x, 1, 2, 3);
  c[0] = make_char2(1, -2);
  longlong1 v = make_longlong1(x);
  a[1].y = v.x;
}
