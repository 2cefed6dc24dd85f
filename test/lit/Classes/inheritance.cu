// Non-virtual bases become leading members `base_B` (C++ lays bases out
// first); inherited members are reached through them, base constructors run
// on them, and conversions to a base take the member (or its address).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Shape {
  float x, y;
  __device__ Shape(float a, float b) : x(a), y(b) {}
  __device__ float cx() const { return x; }
};
struct Tagged { int tag; };
struct Circle : Shape, Tagged {
  float r;
  __device__ Circle(float a, float b, float rr) : Shape(a, b), r(rr) { tag = 7; }
  __device__ float area() const { return 3.0f * r * r + x + cx(); }
};
__device__ float left(const Shape &s) { return s.x; }

__global__ void k(Circle *cs, float *out) {
  Circle c(1.0f, 2.0f, 3.0f);
  out[0] = c.area() + c.cx() + left(c) + c.tag + cs->cx();
  Shape *p = &cs[1];
  out[1] = p->x + cs->y;
  Tagged t = c;
  out[2] = t.tag;
}

// CHECK-LABEL: struct Circle {
// CHECK-NEXT:   Shape base_Shape;
// CHECK-NEXT:   Tagged base_Tagged;
// CHECK-NEXT:   float r;
// CHECK-NEXT: };
// CHECK-LABEL: __private Circle *constructor_Circle(__private Circle *this, float a, float b, float rr){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   constructor_Shape(&this->base_Shape, a, b);
// CHECK-NEXT:   this->r = rr;
// CHECK-NEXT:   this->base_Tagged.tag = 7;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: float Circle_area(__private const Circle *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 3.0f * this->r * this->r + this->base_Shape.x + Shape_cx_p((&this->base_Shape));
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global Circle *cs, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Circle c;
// CHECK-NEXT:   constructor_Circle(&c, 1.0f, 2.0f, 3.0f);
// CHECK-NEXT:   out[0] = Circle_area(&c) + Shape_cx_p(&(c.base_Shape)) + left(&(c.base_Shape)) + (c.base_Tagged).tag + Shape_cx_g((&cs->base_Shape));
// CHECK-NEXT:   __global Shape *p = (&(&cs[1])->base_Shape);
// CHECK-NEXT:   out[1] = p->x + cs->base_Shape.y;
// CHECK-NEXT:   Tagged t = (c.base_Tagged);
// CHECK-NEXT:   out[2] = t.tag;
// CHECK-NEXT: }
