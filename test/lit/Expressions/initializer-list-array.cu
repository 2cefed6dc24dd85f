// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, int i) {
  int weights[5] = {1, 4, 6, 4, 1};
  float zeros[4] = {};
  int partial[6] = {7, 8};
  int sized[] = {3, 2, 1};
  out[0] = weights[i] + partial[i] + sized[i % 3] + (int)zeros[i % 4];
}

// CHECK-LABEL: __kernel void k(__global int *out, int i)
// CHECK-NEXT: {
// CHECK-NEXT: int weights[5] = {1, 4, 6, 4, 1};
// CHECK-NEXT: float zeros[4] = {0};
// CHECK-NEXT: int partial[6] = {7, 8};
// CHECK-NEXT: int sized[3] = {3, 2, 1};
// CHECK-NEXT: out[0] = weights[i] + partial[i] + sized[i % 3] + (int)(zeros[i % 4]);
// CHECK-NEXT: }
