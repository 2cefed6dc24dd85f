// CUDA's float1 is an OpenCL scalar, so `.x` disappears.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(float *out) { float1 v = make_float1(3.0f); out[0] = v.x; }
// CHECK:      float v = (float)(3.0f);
// CHECK-NEXT: out[0] = v;
