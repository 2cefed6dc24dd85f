// <memory> in host code: libstdc++ spells __attribute__((__noinline__)),
// which ultima's prelude must not break on any Clang (Clang 14 has no
// __noinline__ keyword, so the prelude defines a macro, hidden while
// <bits/shared_ptr_base.h> is read). __noinline__ still works in device code.
// RUN: %ultima %s > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.cl
#include <memory>
__noinline__ __device__ int twice(int x) { return 2 * x; }
__global__ void k(int *p) { p[0] = twice(p[0]); }
int main() {
  std::shared_ptr<int> q = std::make_shared<int>(3);
  std::unique_ptr<int[]> a(new int[4]);
  return *q + a[0];
}
// CHECK: int twice(int x)
// CHECK: __kernel void k(__global int *p)
// CHECK-NOT: make_shared
