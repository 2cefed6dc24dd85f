// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ int classify(int x) {
  if (x > 100) {
    return 3;
  } else if (x > 10) {
    return 2;
  } else if (x > 0) {
    return 1;
  } else {
    return 0;
  }
}
__global__ void k(int *out, int n) {
  int i = threadIdx.x;
  if (i < n)
    out[i] = classify(out[i]);
}

// CHECK-LABEL: int classify(int x)
// CHECK-NEXT: {
// CHECK-NEXT: if (x > 100)
// CHECK-NEXT: {
// CHECK-NEXT: return 3;
// CHECK-NEXT: }
// CHECK-NEXT: else
// CHECK-NEXT: if (x > 10)
// CHECK-NEXT: {
// CHECK-NEXT: return 2;
// CHECK-NEXT: }
// CHECK-NEXT: else
// CHECK-NEXT: if (x > 0)
// CHECK-NEXT: {
// CHECK-NEXT: return 1;
// CHECK-NEXT: }
// CHECK-NEXT: else
// CHECK-NEXT: {
// CHECK-NEXT: return 0;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global int *out, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int i = (uint)get_local_id(0);
// CHECK-NEXT: if (i < n)
// CHECK-NEXT: out[i] = classify(out[i]);
// CHECK-NEXT: }
