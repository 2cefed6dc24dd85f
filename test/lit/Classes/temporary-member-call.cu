// A member function called on a temporary object: the temporary is built
// in a private compound literal and its address passed as this.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Deg { float d; __device__ float rad() const { return d * 0.0174533f; } };
__device__ Deg make(float v) { Deg x = {v}; return x; }
__global__ void k(float *out) { out[0] = make(out[1]).rad() + Deg{90.0f}.rad(); }

// CHECK-LABEL: struct Deg {
// CHECK-NEXT:   float d;
// CHECK-NEXT: };
// CHECK-LABEL: float Deg_rad(__private const Deg *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->d * 0.0174533f;
// CHECK-NEXT: }
// CHECK-LABEL: Deg make(float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Deg x = {v};
// CHECK-NEXT:   return x;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = Deg_rad((__private Deg[1]){make(out[1])}) + Deg_rad((__private Deg[1]){(Deg){90.0f}});
// CHECK-NEXT: }
