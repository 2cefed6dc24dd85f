// SIMD within a word: the 32 bits reinterpreted as four bytes or two
// halfwords, one element-wise OpenCL built-in, and back; no polyfill.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: static inline
// CHECK-LABEL: __kernel void k(__global uint *u)
// CHECK:   u[0] = as_uint(as_uchar4((uint)(u[1])) + as_uchar4((uint)(u[2]))) ^ as_uint(sub_sat(as_short2((uint)(u[1])), as_short2((uint)(u[2]))));
// CHECK:   u[1] = as_uint(as_uchar4((uint)(u[1])) > as_uchar4((uint)(u[2]))) | as_uint(-(as_short2((uint)(u[0])) <= as_short2((uint)(u[3]))));
// CHECK:   u[2] = as_uint(convert_char4_sat(abs(as_char4((uint)(u[0]))))) + as_uint((ushort2)(0) - as_ushort2((uint)(u[3])));
// CHECK:   u[3] = as_uint(rhadd(as_ushort2((uint)(u[0])), as_ushort2((uint)(u[1])))) - as_uint(abs_diff(as_char4((uint)(u[1])), as_char4((uint)(u[2]))));
__global__ void k(unsigned *u) {
  u[0] = __vadd4(u[1], u[2]) ^ __vsubss2(u[1], u[2]);
  u[1] = __vcmpgtu4(u[1], u[2]) | __vsetles2(u[0], u[3]);
  u[2] = __vabsss4(u[0]) + __vneg2(u[3]);
  u[3] = __vavgu2(u[0], u[1]) - __vabsdiffs4(u[1], u[2]);
}
