// Without --pointer-offsets, pointer parameters stay single buffers.
// RUN: %ultima %s | FileCheck %s
__global__ void k(float *p) { p[0] = 1.0f; }
// CHECK:     __kernel void k(__global float *p)
// CHECK-NOT: __base
