// OPEN BUG (found by the differential generator, test/differential switch
// avoid-cref-global): a `const T&` parameter bound to a global-memory lvalue of
// another type binds to a private temporary, but the parameter is given
// `__global`, so the output does not compile. Remove the XFAIL when fixed.
// XFAIL: *
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__device__ int f(const bool &a) { return a ? 3 : 4; }
__global__ void k(const unsigned *ia, int *out) { out[0] = f(ia[1]); }
// CHECK: int f(__private const bool *a)
