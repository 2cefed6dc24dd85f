// Structs passed by const reference are read through the pointer.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Box { float lo, hi; };
__device__ float clampTo(const Box &b, float v) { return v < b.lo ? b.lo : v > b.hi ? b.hi : v; }
__global__ void k(const Box *boxes, float *v) {
  Box local = {0.0f, 1.0f};
  v[0] = clampTo(boxes[0], v[0]) + clampTo(local, v[1]);
}

// CHECK-LABEL: struct Box {
// CHECK-NEXT:   float lo;
// CHECK-NEXT:   float hi;
// CHECK-NEXT: };
// CHECK-LABEL: float clampTo_g(__global const Box *b, float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return v < b->lo ? b->lo : v > b->hi ? b->hi : v;
// CHECK-NEXT: }
// CHECK-LABEL: float clampTo_p(__private const Box *b, float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return v < b->lo ? b->lo : v > b->hi ? b->hi : v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const Box *boxes, __global float *v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Box local_ = {0.0f, 1.0f};
// CHECK-NEXT:   v[0] = clampTo_g(&boxes[0], v[0]) + clampTo_p(&local_, v[1]);
// CHECK-NEXT: }
