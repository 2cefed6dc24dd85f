// A member whose type has a constructor is constructed in place by the
// owner's constructor, in declaration order.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Vec2 { float x, y; __device__ Vec2(float a, float b) : x(a), y(b) {} };
struct Segment {
  Vec2 from, to;
  int id;
  __device__ Segment(float len, int i) : from(0.0f, 0.0f), to(len, 0.0f), id(i) {}
  __device__ float length() const { return to.x - from.x; }
};
__global__ void k(float *out) {
  Segment s(2.5f, 7);
  out[0] = s.length() + s.id;
}

// CHECK-LABEL: struct Vec2 {
// CHECK-NEXT:   float x;
// CHECK-NEXT:   float y;
// CHECK-NEXT: };
// CHECK-LABEL: __private Vec2 *constructor_Vec2(__private Vec2 *this, float a, float b){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->x = a;
// CHECK-NEXT:   this->y = b;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: struct Segment {
// CHECK-NEXT:   Vec2 from;
// CHECK-NEXT:   Vec2 to;
// CHECK-NEXT:   int id;
// CHECK-NEXT: };
// CHECK-LABEL: __private Segment *constructor_Segment(__private Segment *this, float len, int i){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   constructor_Vec2(&this->from, 0.0f, 0.0f);
// CHECK-NEXT:   constructor_Vec2(&this->to, len, 0.0f);
// CHECK-NEXT:   this->id = i;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: float Segment_length(__private const Segment *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->to.x - this->from.x;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Segment s;
// CHECK-NEXT:   constructor_Segment(&s, 2.5f, 7);
// CHECK-NEXT:   out[0] = Segment_length(&s) + s.id;
// CHECK-NEXT: }
