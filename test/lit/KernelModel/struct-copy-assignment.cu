// Assigning a struct (a trivial copy assignment in C++) is a plain C assignment.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Particle {
  float x;
  float v;
};

// CHECK-LABEL: __kernel void advance(__global Particle *out, __global const Particle *in, float dt)
// CHECK-NEXT: {
// CHECK-NEXT:   Particle p = in[(uint)get_local_id(0)];
// CHECK-NEXT:   p.x += p.v * dt;
// CHECK-NEXT:   out[(uint)get_local_id(0)] = p;
// CHECK-NEXT: }
__global__ void advance(Particle *out, const Particle *in, float dt) {
  Particle p = in[threadIdx.x];
  p.x += p.v * dt;
  out[threadIdx.x] = p;
}
