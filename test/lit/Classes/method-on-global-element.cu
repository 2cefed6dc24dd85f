// Methods called on elements of a __global array take a __global this;
// the same method on a local copy gets a __private variant.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Cell {
  float v;
  int hits;
  __device__ void hit(float w) { v += w; ++hits; }
};
__global__ void k(Cell *cells, const int *idx) {
  cells[idx[threadIdx.x]].hit(1.0f);
  Cell copy = cells[0];
  copy.hit(2.0f);
  cells[1] = copy;
}

// CHECK-LABEL: struct Cell {
// CHECK-NEXT:   float v;
// CHECK-NEXT:   int hits;
// CHECK-NEXT: };
// CHECK-LABEL: void Cell_hit_g(__global Cell *this, float w){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->v += w;
// CHECK-NEXT:   ++this->hits;
// CHECK-NEXT: }
// CHECK-LABEL: void Cell_hit_p(__private Cell *this, float w){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->v += w;
// CHECK-NEXT:   ++this->hits;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global Cell *cells, __global const int *idx){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Cell_hit_g(&cells[idx[(uint)get_local_id(0)]], 1.0f);
// CHECK-NEXT:   Cell copy = cells[0];
// CHECK-NEXT:   Cell_hit_p(&copy, 2.0f);
// CHECK-NEXT:   cells[1] = copy;
// CHECK-NEXT: }
