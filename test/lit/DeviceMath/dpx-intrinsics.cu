// CUDA 12's DPX integer intrinsics: three-way min/max, min/max of a sum and
// a third value, and their `_relu` forms (clamped at 0 below), as OpenCL's
// min/max; the sum is taken in unsigned arithmetic, so it wraps as CUDA's
// does instead of overflowing a signed int.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void dpx(
__global__ void dpx(int *o, unsigned *u, int a, int b, int c, unsigned x, unsigned y, unsigned z) {
  // CHECK: o[0] = max(max((int)(a), (int)(b)), (int)(c));
  o[0] = __vimax3_s32(a, b, c);
  // CHECK: o[1] = min(min((int)(a), (int)(b)), (int)(c));
  o[1] = __vimin3_s32(a, b, c);
  // CHECK: o[2] = max(max((int)(a), (int)(b)), 0);
  o[2] = __vimax_s32_relu(a, b);
  // CHECK: o[3] = max(min((int)(a), (int)(b)), 0);
  o[3] = __vimin_s32_relu(a, b);
  // CHECK: o[4] = max(max(max((int)(a), (int)(b)), (int)(c)), 0);
  o[4] = __vimax3_s32_relu(a, b, c);
  // CHECK: o[5] = max(min(min((int)(a), (int)(b)), (int)(c)), 0);
  o[5] = __vimin3_s32_relu(a, b, c);
  // CHECK: o[6] = max(as_int((uint)(a) + (uint)(b)), (int)(c));
  o[6] = __viaddmax_s32(a, b, c);
  // CHECK: o[7] = min(as_int((uint)(a) + (uint)(b)), (int)(c));
  o[7] = __viaddmin_s32(a, b, c);
  // CHECK: o[8] = max(max(as_int((uint)(a) + (uint)(b)), (int)(c)), 0);
  o[8] = __viaddmax_s32_relu(a, b, c);
  // CHECK: o[9] = max(min(as_int((uint)(a) + (uint)(b)), (int)(c)), 0);
  o[9] = __viaddmin_s32_relu(a, b, c);
  // Unsigned operands stay unsigned; a char argument converts first.
  // CHECK: u[0] = max(max((uint)(x), (uint)(y)), (uint)(z));
  u[0] = __vimax3_u32(x, y, z);
  // CHECK: u[1] = min(min((uint)(x), (uint)(y)), (uint)(z));
  u[1] = __vimin3_u32(x, y, z);
  // CHECK: u[2] = max((uint)(x) + (uint)(y), (uint)(z));
  u[2] = __viaddmax_u32(x, y, z);
  // CHECK: u[3] = min((uint)(x) + (uint)((char)a), (uint)(z));
  u[3] = __viaddmin_u32(x, (char)a, z);
}
