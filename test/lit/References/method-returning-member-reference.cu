// A member function returning a reference to a member returns its
// address; assigning through the call writes the member.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Grid {
  float cells[16];
  __device__ float &at(int r, int c) { return cells[4 * r + c]; }
};
__global__ void k(Grid *g, float *out) {
  g->at(1, 2) = 5.0f;
  Grid local = *g;
  local.at(0, 0) += 1.0f;
  out[0] = local.at(0, 0) + g->at(1, 2);
}

// CHECK-LABEL: struct Grid {
// CHECK-NEXT:   float cells[16];
// CHECK-NEXT: };
// CHECK-LABEL: __global float *Grid_at_g(__global Grid *this, int r, int c){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return &this->cells[4 * r + c];
// CHECK-NEXT: }
// CHECK-LABEL: __private float *Grid_at_p(__private Grid *this, int r, int c){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return &this->cells[4 * r + c];
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global Grid *g, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   (*Grid_at_g(g, 1, 2)) = 5.0f;
// CHECK-NEXT:   Grid local_ = *g;
// CHECK-NEXT:   (*Grid_at_p(&local_, 0, 0)) += 1.0f;
// CHECK-NEXT:   out[0] = (*Grid_at_p(&local_, 0, 0)) + (*Grid_at_g(g, 1, 2));
// CHECK-NEXT: }
