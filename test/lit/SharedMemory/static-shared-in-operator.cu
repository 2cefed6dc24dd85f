// A __shared__ array in an overloaded operator (a function without an
// identifier) is hoisted like a helper's and named after the operator's C
// name (regression: the name came from getName(), which asserts on operators
// and gave "_t" in release builds).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

struct V {
  float x;
  // CHECK: V V_operator_mul(__private const V *this, float f, __local float (*V_operator_mul_u)[2]);
  // CHECK-LABEL: V V_operator_mul(__private const V *this, float f, __local float (*V_operator_mul_u)[2]){{$}}
  // CHECK-NEXT: {
  // CHECK-NEXT:   (*V_operator_mul_u)[0] = f;
  __device__ V operator*(float f) const {
    __shared__ float u[2];
    u[0] = f;
    return V{x * u[0]};
  }
};

// CHECK-LABEL: V operator_add(V a, V b, __local float (*operator_add_t)[4])
// CHECK-NEXT: {
// CHECK-NEXT:   (*operator_add_t)[0] = a.x;
__device__ V operator+(V a, V b) {
  __shared__ float t[4];
  t[0] = a.x;
  return V{t[0] + b.x};
}

// CHECK-LABEL: __kernel void k(__global float *o)
// CHECK-NEXT: {
// CHECK-DAG:   __local float operator_add_t[4];
// CHECK-DAG:   __local float V_operator_mul_u[2];
__global__ void k(float *o) {
  V a{1}, b{2};
  o[0] = (a + b * 2.0f).x;
}
