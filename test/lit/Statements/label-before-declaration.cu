// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// C++ lets a label precede a declaration; C99 (OpenCL C 1.2) needs a
// statement there, so the label must be followed by a null statement.
__global__ void k(int *out, int n) {
  int i = 0;
loop:
  int v = i * 2;
  out[i] = v;
  if (++i < n)
    goto loop;
}

// CHECK-LABEL: __kernel void k(__global int *out, int n)
// CHECK-NEXT: {
// CHECK-NEXT: int i = 0;
// CHECK-NEXT: loop:
// CHECK: int v = i * 2;
// CHECK-NEXT: out[i] = v;
// CHECK-NEXT: if (++i < n)
// CHECK-NEXT: goto loop;
// CHECK-NEXT: }
