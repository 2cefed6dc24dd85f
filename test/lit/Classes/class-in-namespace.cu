// Classes in namespaces are prefixed; so are their member functions.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


namespace phys {
struct Body {
  float m, v;
  __device__ float energy() const { return 0.5f * m * v * v; }
};
}
__global__ void k(const phys::Body *b, float *out) { out[0] = b->energy(); }

// CHECK-LABEL: struct phys_Body {
// CHECK-NEXT:   float m;
// CHECK-NEXT:   float v;
// CHECK-NEXT: };
// CHECK-LABEL: float phys_Body_energy(__global const phys_Body *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 0.5f * this->m * this->v * this->v;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const phys_Body *b, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = phys_Body_energy(b);
// CHECK-NEXT: }
