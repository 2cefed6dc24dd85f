// A const data member (with a default member initialiser or in the
// constructor's initialiser list) is a plain field in C: constructor_T assigns
// it after the object exists, and C++ already checked that nothing else
// writes it. It used to print as an assignment to a const field (issue 16).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

typedef const int CInt;
struct C {
  const int c = 5;
  CInt d;
  const int arr[2] = {1, 2};
  const int *p;
  int *const q;
  __device__ C(int v, int *w) : d(v), p(w), q(w) {}
};
__global__ void k(int *o) {
  C c(1, o);
  o[0] = c.c + c.d + c.arr[1] + *c.p + *c.q;
}

// CHECK-LABEL: struct C {
// CHECK-NEXT:   int c;
// CHECK-NEXT:   int d;
// CHECK-NEXT:   int arr[2];
// CHECK-NEXT:   __global const int *p;
// CHECK-NEXT:   __global int *q;
// CHECK-NEXT: };
// CHECK:      this->c = 5;
// CHECK-NEXT: this->d = v;
// CHECK-NEXT: this->arr[0] = 1;
// CHECK-NEXT: this->arr[1] = 2;
// CHECK-NEXT: this->p = w;
// CHECK-NEXT: this->q = w;
