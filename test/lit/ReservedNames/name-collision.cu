// Renaming `half` must not collide with a user variable already named half_.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void twoHalves(__global float *v)
// CHECK-NEXT: {
// CHECK-NEXT:   float half_ = v[0];
// CHECK-NEXT:   float [[H:half[A-Za-z0-9_]+]] = v[1];
// CHECK-NEXT:   v[(uint)get_local_id(0)] = half_ + [[H]];
// CHECK-NEXT: }
__global__ void twoHalves(float *v) {
  float half_ = v[0];
  float half = v[1];
  v[threadIdx.x] = half_ + half;
}
