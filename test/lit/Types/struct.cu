// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Particle {
  float pos[3];
  float mass;
  int id;
};
__global__ void k(Particle *ps, float *energy, float dt, int n) {
  int i = threadIdx.x;
  if (i >= n)
    return;
  Particle p = ps[i];
  ps[i].pos[0] += dt * p.mass;
  energy[p.id] = 0.5f * p.mass * p.pos[0];
}

// CHECK: typedef struct Particle Particle;
// CHECK: struct Particle {
// CHECK-NEXT: float pos[3];
// CHECK-NEXT: float mass;
// CHECK-NEXT: int id;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(__global Particle *ps, __global float *energy, float dt, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int i = (uint)get_local_id(0);
// CHECK-NEXT: if (i >= n)
// CHECK-NEXT: return;
// CHECK-NEXT: Particle p = ps[i];
// CHECK-NEXT: ps[i].pos[0] += dt * p.mass;
// CHECK-NEXT: energy[p.id] = 0.5f * p.mass * p.pos[0];
// CHECK-NEXT: }
