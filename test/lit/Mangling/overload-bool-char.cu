// Overloads on bool, char and unsigned char stay distinct.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


__device__ int tag(bool b) { return b ? 1 : 0; }
__device__ int tag(char c) { return c + 10; }
__device__ int tag(unsigned char c) { return c + 20; }
__global__ void k(int *out, const char *s) {
  out[0] = tag(true) + tag(s[0]) + tag((unsigned char)s[1]);
}

// CHECK-LABEL: int tag_bool(bool b){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return b ? 1 : 0;
// CHECK-NEXT: }
// CHECK-LABEL: int tag_char(char c){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return c + 10;
// CHECK-NEXT: }
// CHECK-LABEL: int tag_uchar(uchar c){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return c + 20;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, __global const char *s){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = tag_bool(true) + tag_char(s[0]) + tag_uchar((uchar)(s[1]));
// CHECK-NEXT: }
