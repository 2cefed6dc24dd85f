// A conditional used as an lvalue whose operands are in one address space is
// a pointer selection in that space; a reference bound to it takes that space.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
struct B { int x; float y; };
__global__ void k(const B *pd, int *p, int *out, int c) {
  const int &r = c ? p[0] : p[1];
  B e = c ? pd[0] : pd[1];
  (c ? p[2] : p[3]) = 5;
  out[0] = e.x + r;
}
// CHECK: __global const int *r = &*(c ? &p[0] : &p[1]);
// A class object only copied from it is read as a value (conditional-class-copy-spaces.cu):
// CHECK: B e = c ? pd[0] : pd[1];
// CHECK: (*(c ? &p[2] : &p[3])) = 5;
