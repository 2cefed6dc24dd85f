// Operands the printer puts inside text of its own are parenthesised by the
// precedence of what they print as: a conversion to a base of `*p` is
// `((*p).base_B)`, not `(*p.base_B)`; a thread index (a cast) as the
// operand of a unary operator keeps its parentheses (Precedence.cpp).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct B { int x; };
struct D : B { int y; };
__device__ D *get(D *p) { return p; }
__global__ void k(int *o, D *pd, int c) {
  B &b1 = *pd;
  B bb = *pd;
  D d = *pd;
  const B &b2 = c ? d : d;
  o[0] = b1.x + bb.x + b2.x + get(pd)->x + (pd + 1)->x;
  o[1] = -(int)threadIdx.x;
}

// CHECK-LABEL: __kernel void k(
// CHECK:      __global B *b1 = &((*pd).base_B);
// CHECK-NEXT: B bb = ((*pd).base_B);
// CHECK:      __private const B *b2 = &((*(c ? &d : &d)).base_B);
// CHECK-NEXT: o[0] = b1->x + bb.x + b2->x + get(pd)->base_B.x + (pd + 1)->base_B.x;
// CHECK-NEXT: o[1] = -(int)((uint)get_local_id(0));
