// A pointer field that is only ever assigned null points to the space that
// unconstrained pointers get (__global), like one that is never assigned.
// Before, the assignment left the field without a space: it was printed as
// a __private pointer, and reading it into a local did not compile.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: struct Item {
// CHECK-NEXT:   int v;
// CHECK-NEXT:   __global Item *next;
// CHECK-NEXT:   __global int *__global *table;
// CHECK-NEXT: };
struct Item {
  int v;
  Item *next;
  int **table;
};

// CHECK-LABEL: __kernel void k(__global Item *items, __global int *out)
// CHECK-NEXT: {
// CHECK-NEXT:   items->next = 0;
// CHECK-NEXT:   items->table = 0;
// CHECK-NEXT:   __global Item *p = items->next;
// CHECK-NEXT:   __global int *__global *t = items->table;
// CHECK-NEXT:   out[0] = (p ? p->v : 0) + (t ? **t : 0);
// CHECK-NEXT: }
__global__ void k(Item *items, int *out) {
  items->next = 0;
  items->table = 0;
  Item *p = items->next;
  int **t = items->table;
  out[0] = (p ? p->v : 0) + (t ? **t : 0);
}
