// A kernel defined in an included project header is emitted when host code
// launches it; one nobody launches stays out.
// RUN: %ultima %s --emit-launches=%t.json > %t.cl
// RUN: %oclc %t.cl
// RUN: FileCheck --check-prefix=CL %s < %t.cl
// RUN: FileCheck %s < %t.json
#include "Inputs/kernels.cuh"
int main() {
  int *p = 0;
  add_one<<<1, 32>>>(p, 32);
}
// CL: __kernel void add_one(__global int *p, int n)
// CL-NOT: never_launched
// CHECK: "file": "{{.*}}kernels.cuh",
// CHECK: "name": "add_one",
// CHECK-NOT: never_launched
// CHECK: "file": "{{.*}}launch-from-header.cu",
// CHECK-NEXT: "function": "main",
