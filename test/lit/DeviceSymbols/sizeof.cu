// sizeof of a device symbol array is the array's size, not the pointer's:
// it prints the type. `&acc` (the whole array) is the parameter as a pointer
// to the array. A program-scope constant may take a symbol's size.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ float acc[256];
__device__ short rows[3][5];
// CHECK: __constant const int accLength = sizeof(float [256]) / sizeof(float);
__constant__ const int accLength = sizeof(acc) / sizeof(acc[0]);

// CHECK-LABEL: __kernel void sizes(__global ulong *out, __global float *acc, __global short (*rows)[5])
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = sizeof(float [256]);
// CHECK-NEXT:   out[1] = sizeof(float);
// CHECK-NEXT:   out[2] = sizeof(short [5]);
// CHECK-NEXT:   out[3] = sizeof(short [3][5]);
// CHECK-NEXT:   out[4] = accLength;
// CHECK-NEXT:   __global float (*whole)[256] = ((__global float (*)[256])acc);
// CHECK-NEXT:   (*whole)[0] = 1.0f;
// CHECK-NEXT: }
__global__ void sizes(unsigned long *out) {
  out[0] = sizeof(acc);
  out[1] = sizeof(acc[7]);
  out[2] = sizeof(rows[1]);
  out[3] = sizeof rows;
  out[4] = accLength;
  float (*whole)[256] = &acc;
  (*whole)[0] = 1.0f;
}
