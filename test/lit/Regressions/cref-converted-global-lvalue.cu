// Found by the differential generator (switch avoid-cref-global): a `const T&`
// parameter bound to a global-memory lvalue of another type binds to a
// materialised, converted temporary, which is private storage (the printer
// lowers it to a `(__private T[1]){...}` compound literal), so the parameter
// must be `__private`, not the space of the converted operand.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
__device__ int f(const bool &a) { return a ? 3 : 4; }
__device__ int g(const float &a) { return a > 1.0f ? 5 : 6; }
__global__ void k(const unsigned *ia, int *out) {
  out[0] = f(ia[1]);
  out[1] = g(ia[2]);
  const float &r = ia[3];
  out[2] = r > 2.0f;
}
// CHECK: int f(__private const bool *a)
// CHECK: int g(__private const float *a)
// CHECK: f((__private bool[1]){ia[1]})
// CHECK: g((__private float[1]){ia[2]})
// CHECK: __private const float *r = (__private float[1]){ia[3]};
