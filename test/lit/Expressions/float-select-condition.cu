// OpenCL C does not accept a floating-point first operand of `?:` (C++
// converts it to bool): the conversion is spelled as a cast (Conversions.h).
// `if`, `while`, `!` and `&&` take floats in OpenCL C as in C.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *o, float f, double d, int *p) {
  int a = 0, b = 1;
  o[0] = f ? 1 : 2;
  o[1] = (f * 2) ? 3 : 4;
  o[2] = f ? 1 : d ? 2 : 3;
  (d ? a : b) = 5;
  o[3] = p ? a : b;
  if (f)
    o[4] = !f && d;
}

// CHECK-LABEL: __kernel void k(
// CHECK:      o[0] = (bool)(f) ? 1 : 2;
// CHECK-NEXT: o[1] = (bool)((f * 2)) ? 3 : 4;
// CHECK-NEXT: o[2] = (bool)(f) ? 1 : (bool)(d) ? 2 : 3;
// CHECK-NEXT: (*((bool)(d) ? &a : &b)) = 5;
// CHECK-NEXT: o[3] = p ? a : b;
// CHECK-NEXT: if (f)
// CHECK-NEXT:   o[4] = !f && d;
