// Default member initialisers and initialiser-list entries that are braced
// lists of arrays, scalars and value-initialisations: element by element,
// the rest of an array from its filler in a loop (issue 16).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct P { int a, b; };
struct A {
  int arr[4] = {9};
  int n{};
  P p{};
  int grid[2][2] = {{1}, {2, 3}};
  __device__ A() {}
  __device__ A(int v) : arr{v, v}, n(), p() {}
};
__global__ void k(int *o) {
  A a, b(5);
  o[0] = a.arr[3] + a.n + a.p.b + a.grid[1][1] + b.arr[1];
}

// CHECK-LABEL: __private A *constructor_A(__private A *this){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->arr[0] = 9;
// CHECK-NEXT:   for (int ultima_i0 = 1; ultima_i0 < 4; ++ultima_i0) {
// CHECK-NEXT:     this->arr[ultima_i0] = 0;
// CHECK-NEXT:   }
// CHECK-NEXT:   this->n = 0;
// CHECK-NEXT:   this->p.a = 0;
// CHECK-NEXT:   this->p.b = 0;
// CHECK-NEXT:   this->grid[0][0] = 1;
// CHECK-NEXT:   this->grid[0][1] = 0;
// CHECK-NEXT:   this->grid[1][0] = 2;
// CHECK-NEXT:   this->grid[1][1] = 3;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// CHECK-LABEL: __private A *constructor_A_int(__private A *this, int v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->arr[0] = v;
// CHECK-NEXT:   this->arr[1] = v;
// CHECK-NEXT:   for (int ultima_i0 = 2; ultima_i0 < 4; ++ultima_i0) {
// CHECK-NEXT:     this->arr[ultima_i0] = 0;
// CHECK-NEXT:   }
// CHECK-NEXT:   this->n = 0;
// CHECK-NEXT:   this->p = (P){0};
// CHECK:        return this;
