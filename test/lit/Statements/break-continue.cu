// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, const int *in, int n) {
  int count = 0;
  for (int i = 0; i < n; i++) {
    if (in[i] < 0)
      continue;
    if (in[i] == 0)
      break;
    count++;
  }
  out[0] = count;
}

// CHECK-LABEL: __kernel void k(__global int *out, __global const int *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int count = 0;
// CHECK-NEXT: for (int i = 0; i < n; i++)
// CHECK-NEXT: {
// CHECK-NEXT: if (in[i] < 0)
// CHECK-NEXT: continue;
// CHECK-NEXT: if (in[i] == 0)
// CHECK-NEXT: break;
// CHECK-NEXT: count++;
// CHECK-NEXT: }
// CHECK-NEXT: out[0] = count;
// CHECK-NEXT: }
