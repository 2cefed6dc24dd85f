// An unnamed struct defined in a function body gets a C tag, so that several
// declarators, arrays and typedefs of it work; records defined inside a local
// record come before it (C has no nested tag scopes), C11 anonymous members
// stay inline. It used to print `typedef struct ;` (issue 16).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__global__ void k(int *o) {
  struct { int t; } a, b = {4};
  a.t = 1;
  struct { int u[2]; } arr[2] = {{{1, 2}}, {{3, 4}}};
  typedef struct { int r; } T;
  T t = {5};
  struct L { struct { int v; } in; union { int w; float f; }; struct N { int z; } n; } l = {{1}, {2}, {3}};
  o[0] = a.t + b.t + arr[1].u[0] + t.r + l.in.v + l.w + l.n.z;
}

// CHECK-LABEL: __kernel void k(
// CHECK-NEXT: {
// CHECK-NEXT:   struct anonymous_ {
// CHECK-NEXT:     int t;
// CHECK-NEXT:   };
// CHECK-NEXT:   typedef struct anonymous_ anonymous_;
// CHECK-NEXT:   anonymous_ a;
// CHECK-NEXT:   anonymous_ b = {4};
// CHECK-NEXT:   a.t = 1;
// CHECK-NEXT:   struct [[ARR:anonymous_[0-9]+]] {
// CHECK-NEXT:     int u[2];
// CHECK-NEXT:   };
// CHECK-NEXT:   typedef struct [[ARR]] [[ARR]];
// CHECK-NEXT:   [[ARR]] arr[2] = {{[{][{][{]}}1, 2}}, {{[{][{]}}3, 4}}};
// CHECK-NEXT:   struct T {
// CHECK-NEXT:     int r;
// CHECK-NEXT:   };
// CHECK-NEXT:   typedef struct T T;
// CHECK-NEXT:   T t = {5};
// CHECK-NEXT:   struct [[IN:anonymous_[0-9]+]] {
// CHECK-NEXT:     int v;
// CHECK-NEXT:   };
// CHECK-NEXT:   typedef struct [[IN]] [[IN]];
// CHECK-NEXT:   struct N {
// CHECK-NEXT:     int z;
// CHECK-NEXT:   };
// CHECK-NEXT:   typedef struct N N;
// CHECK-NEXT:   struct L {
// CHECK-NEXT:     [[IN]] in;
// CHECK-NEXT:     union {
// CHECK-NEXT:       int w;
// CHECK-NEXT:       float f;
// CHECK-NEXT:     };
// CHECK-NEXT:     N n;
// CHECK-NEXT:   };
// CHECK-NEXT:   typedef struct L L;
// CHECK-NEXT:   L l = {{[{][{]}}1}, {2}, {3}};
