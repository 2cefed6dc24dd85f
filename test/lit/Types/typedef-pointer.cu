// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// A typedef of a pointer type cannot carry the address space that the
// pointer gets in each use, so such uses print the pointer type spelled out.
typedef float *FloatPtr;
typedef const float *ConstFloatPtr;
__global__ void k(FloatPtr out, ConstFloatPtr in) {
  FloatPtr o = out;
  o[0] = in[0] * 2.0f;
}

// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT: __global float *o = out;
// CHECK-NEXT: o[0] = in[0] * 2.0f;
// CHECK-NEXT: }
