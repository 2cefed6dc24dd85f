// A cast's value has the pointer levels of its type. `(Link *)slot` of a
// `Node **` points where `slot` points; what a `Node *` in there points to is
// no level of a `Link *`. Before, the cast carried both levels into the
// one-level variable, and the analysis never settled (internal error: "did
// not settle within N walks").
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct Node;
union Link {
  Link *next;
  Node *node;
};
struct Node {
  int value;
  Node *out;
};

// CHECK-LABEL: __global Link *asLink(__global Node *__global *slot)
// CHECK-NEXT: {
// CHECK-NEXT:   __global Link *l = (__global Link *)slot;
// CHECK-NEXT:   l->next = 0;
// CHECK-NEXT:   return l;
// CHECK-NEXT: }
__device__ Link *asLink(Node **slot) {
  Link *l = (Link *)slot;
  l->next = 0;
  return l;
}

// The same through an assignment and an implicit conversion to void *.
// CHECK-LABEL: __global void *erase(__global Node *__global *slot)
// CHECK-NEXT: {
// CHECK-NEXT:   __global void *v;
// CHECK-NEXT:   v = slot;
// CHECK-NEXT:   return v;
// CHECK-NEXT: }
__device__ void *erase(Node **slot) {
  void *v;
  v = slot;
  return v;
}

// CHECK-LABEL: __kernel void k(__global Node *pool, __global int *out)
__global__ void k(Node *pool, int *out) {
  Node *n = pool + threadIdx.x;
  Link *l = asLink(&n->out);
  out[threadIdx.x] = l->next == 0 && erase(&n->out) == (void *)&n->out;
}
