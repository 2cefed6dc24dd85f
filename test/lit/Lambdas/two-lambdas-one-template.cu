// Two lambdas passed to the same template give two specialisations.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename F> __device__ float at2(F f) { return f(2.0f); }
__global__ void k(float *out, float a) {
  out[0] = at2([](float x) { return x * x; }) + at2([a](float x) { return a + x; });
}

// CHECK-LABEL: struct k_lambda {
// CHECK-NEXT:   char empty_; /* C++ gives an empty class size 1 */
// CHECK-NEXT: };
// CHECK-LABEL: static inline float k_lambda_operator_call(__private const k_lambda *this, float x){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return x * x;
// CHECK-NEXT: }
// CHECK-LABEL: struct k_lambda_ {
// CHECK-NEXT:   float a;
// CHECK-NEXT: };
// CHECK-LABEL: static inline float k_lambda__operator_call(__private const k_lambda_ *this, float x){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->a + x;
// CHECK-NEXT: }
// CHECK-LABEL: float at2_k_lambda(k_lambda f){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return k_lambda_operator_call(&f, 2.0f);
// CHECK-NEXT: }
// CHECK-LABEL: float at2_k_lambda_(k_lambda_ f){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return k_lambda__operator_call(&f, 2.0f);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, float a){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = at2_k_lambda((k_lambda){0}) + at2_k_lambda_((k_lambda_){a});
// CHECK-NEXT: }
