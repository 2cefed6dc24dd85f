// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// In C++ a conditional whose operands are lvalues of the same type is an
// lvalue; in C it is not, so the assignment goes through the address.
__global__ void k(int *out, const int *in, int n) {
  int neg = 0, pos = 0;
  for (int i = 0; i < n; i++)
    (in[i] < 0 ? neg : pos) += 1;
  out[0] = neg;
  out[1] = pos;
}

// CHECK-LABEL: __kernel void k(__global int *out, __global const int *in, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int neg = 0;
// CHECK-NEXT: int pos = 0;
// CHECK-NEXT: for (int i = 0; i < n; i++)
// CHECK-NEXT: (*(in[i] < 0 ? &neg : &pos)) += 1;
// CHECK-NEXT: out[0] = neg;
// CHECK-NEXT: out[1] = pos;
// CHECK-NEXT: }
