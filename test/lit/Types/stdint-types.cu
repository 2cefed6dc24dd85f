// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

#include <stdint.h>
__global__ void k(uint32_t *out, const uint8_t *in, int64_t base, uint64_t mask) {
  int8_t s8 = (int8_t)in[0];
  int16_t s16 = s8;
  uint16_t u16 = in[1];
  int32_t s32 = s16 + u16;
  out[0] = (uint32_t)((base + s32) & mask);
}

// CHECK-LABEL: __kernel void k(__global uint *out, __global const uchar *in, long base, ulong mask)
// CHECK-NEXT: {
// CHECK-NEXT: char s8 = (char)(in[0]);
// CHECK-NEXT: short s16 = s8;
// CHECK-NEXT: ushort u16 = in[1];
// CHECK-NEXT: int s32 = s16 + u16;
// CHECK-NEXT: out[0] = (uint)((base + s32) & mask);
// CHECK-NEXT: }
