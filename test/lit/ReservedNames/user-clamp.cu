// A user-defined clamp would clash with the OpenCL built-in of the same name:
// it is renamed and calls follow.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: float clamp
// CHECK-SAME: [[CLAMP_S:[A-Za-z0-9_]+]](float v, float lo, float hi)
// CHECK-NEXT: {
// CHECK-NEXT:   return fmin(fmax(v, lo), hi);
// CHECK-NEXT: }
__device__ float clamp(float v, float lo, float hi) { return fminf(fmaxf(v, lo), hi); }

// CHECK-LABEL: __kernel void saturate(__global float *v)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] = clamp[[CLAMP_S]](v[(uint)get_local_id(0)], 0.0f, 1.0f);
// CHECK-NEXT: }
__global__ void saturate(float *v) { v[threadIdx.x] = clamp(v[threadIdx.x], 0.0f, 1.0f); }
