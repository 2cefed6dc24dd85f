// A base or member initialised from a braced list in a constructor's
// initialiser list is assigned member by member (C cannot assign a brace
// list); the base initialiser used to be dropped (issue 16).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct B { int a, b; };
struct M { int x; float y; };
struct D : B {
  M m;
  int z{8};
  __device__ D(int v) : B{v, 2}, m{3, 4.5f} {}
  __device__ D(int v, int w) : D(v) { z = w; }
};
__global__ void k(int *o) {
  D d(1);
  D e(1, 2);
  o[0] = d.a + d.m.x + d.z + e.z;
}

// CHECK-LABEL: __private D *constructor_D_int(__private D *this, int v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->base_B.a = v;
// CHECK-NEXT:   this->base_B.b = 2;
// CHECK-NEXT:   this->m.x = 3;
// CHECK-NEXT:   this->m.y = 4.5f;
// CHECK-NEXT:   this->z = 8;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
// A delegating constructor runs the target and nothing else before its body.
// CHECK-LABEL: __private D *constructor_D_int_int(__private D *this, int v, int w){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   constructor_D_int(this, v);
// CHECK-NEXT:   this->z = w;
// CHECK-NEXT:   return this;
// CHECK-NEXT: }
