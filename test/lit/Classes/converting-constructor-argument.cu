// An implicit conversion through a converting constructor builds a
// temporary where the argument is.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Meters { float v; __device__ Meters(float f) : v(f) {} };
__device__ float twice(Meters m) { return 2.0f * m.v; }
__device__ float ref(const Meters &m) { return m.v; }
__global__ void k(float *out) { out[0] = twice(out[1]) + ref(3.0f); }

// CHECK-LABEL: struct Meters {
// CHECK-NEXT:   float v;
// CHECK-NEXT: };
// CHECK-LABEL: __private Meters *constructor_Meters(__private Meters *this, float f){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->v = f;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: float twice(Meters m){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 2.0f * m.v;
// CHECK-NEXT: }
// CHECK-LABEL: float ref(__private const Meters *m){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return m->v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = twice((*constructor_Meters((__private Meters[1]){0}, out[1]))) + ref(constructor_Meters((__private Meters[1]){0}, 3.0f));
// CHECK-NEXT: }
