// Virtual base classes need run-time offsets: rejected.
// RUN: not %ultima %s 2>&1 | FileCheck %s


struct A { int a; };
// CHECK: rejected-virtual-base.cu:[[@LINE+1]]:8: error: virtual base classes are not supported in OpenCL C [ultima-unsupported-virtual]
struct B : virtual A { int b; };
__global__ void k(int *out) { B b; b.b = 1; out[0] = b.b; }
