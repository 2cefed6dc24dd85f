// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *out, const int *in, int n) {
  int i = 0;
  while (i < n && in[i] != 0)
    i++;
  for (; i < n && in[i] == 0; i++)
    ;
  ;
  out[0] = i;
}

// CHECK-LABEL: __kernel void k(__global int *out, __global const int *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int i = 0;
// CHECK-NEXT: while (i < n && in[i] != 0)
// CHECK-NEXT: i++;
// CHECK-NEXT: for (; i < n && in[i] == 0; i++)
// CHECK-NEXT: ;
// CHECK-NEXT: ;
// CHECK-NEXT: out[0] = i;
// CHECK-NEXT: }
