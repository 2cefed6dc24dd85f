// A conditional used as an lvalue (bound to a reference, its address taken,
// assigned to) whose operands are objects in
// different address spaces would need a generic pointer: a located
// ultima-address-space-conflict, not invalid output. Reading its value is
// fine (Regressions/comma-conditional-lvalue-spaces.cu), so is copying it as a
// class object (conditional-class-copy-spaces.cu).
// RUN: not %ultima %s 2>&1 | FileCheck %s --implicit-check-not=ultima-internal
struct B { int x; float y; };
__global__ void k(const B *pd, int *p, int *out, int c) {
  B d = {1, 2.0f};
  // CHECK: rejected-conditional-lvalue-spaces.cu:[[@LINE+1]]:17: error: {{.*}}__private memory and the other in __global memory{{.*}} [ultima-address-space-conflict]
  const B &b2 = c ? d : *pd;
  int a = 1;
  // CHECK: rejected-conditional-lvalue-spaces.cu:[[@LINE+1]]:14: error: {{.*}}[ultima-address-space-conflict]
  int *q = &(c ? a : p[1]);
  // CHECK: rejected-conditional-lvalue-spaces.cu:[[@LINE+1]]:4: error: {{.*}}__global memory and the other in __private memory{{.*}} [ultima-address-space-conflict]
  (c ? p[2] : a) = 5;
  out[0] = b2.x + *q;
}
