// `p->m` with m in an anonymous union keeps its arrow.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
struct O { union { float f; unsigned u; }; };
__global__ void k(O *o) { o->u = 1; o[1].f = 2.0f; }
// CHECK-LABEL: __kernel void k(__global O *o)
// CHECK-NEXT: {
// CHECK-NEXT:   o->u = 1;
// CHECK-NEXT:   o[1].f = 2.0f;
