// -o FILE writes the translation to FILE and nothing to stdout.
// RUN: rm -f %t.cl
// RUN: %ultima %s -o %t.cl > %t.stdout
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: not test -s %t.stdout

// CHECK-LABEL: __kernel void negate(__global int *v)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] = -v[(uint)get_local_id(0)];
// CHECK-NEXT: }
__global__ void negate(int *v) { v[threadIdx.x] = -v[threadIdx.x]; }
