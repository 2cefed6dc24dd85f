// A named enum in a block can be used as a type.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__global__ void k(int *out) { enum E { A, B = 3 }; E e = B; out[0] = e; }
// CHECK:      typedef uint E;
// CHECK-NEXT: enum { A, B = 3 };
// CHECK-NEXT: E e = B;
