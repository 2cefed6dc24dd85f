// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Pair {
  int a;
  double b;
};
__global__ void k(unsigned long *out) {
  Pair p;
  int arr[10];
  out[0] = sizeof(Pair);
  out[1] = sizeof p;
  out[2] = sizeof(arr) / sizeof(arr[0]);
  out[3] = alignof(Pair);
  out[4] = sizeof(float);
}

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK: typedef struct Pair Pair;
// CHECK: struct Pair {
// CHECK-NEXT: int a;
// CHECK-NEXT: double b;
// CHECK-NEXT: };
// CHECK-LABEL: __kernel void k(__global ulong *out)
// CHECK-NEXT: {
// CHECK-NEXT: Pair p;
// CHECK-NEXT: int arr[10];
// CHECK-NEXT: out[0] = sizeof(Pair);
// CHECK-NEXT: out[1] = sizeof(p);
// CHECK-NEXT: out[2] = sizeof(arr) / sizeof(arr[0]);
// CHECK-NEXT: out[3] = __alignof__(Pair);
// CHECK-NEXT: out[4] = sizeof(float);
// CHECK-NEXT: }
