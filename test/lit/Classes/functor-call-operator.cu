// operator() of a functor is the call operator function.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Poly { float a, b, c; __device__ float operator()(float x) const { return (a * x + b) * x + c; } };
template <typename F> __device__ float integrate(F f, float lo, float hi) { return 0.5f * (f(lo) + f(hi)) * (hi - lo); }
__global__ void k(float *out) { Poly p = {1.0f, 0.0f, 2.0f}; out[0] = p(3.0f) + integrate(p, 0.0f, 1.0f); }

// CHECK-LABEL: struct Poly {
// CHECK-NEXT:   float a;
// CHECK-NEXT:   float b;
// CHECK-NEXT:   float c;
// CHECK-NEXT: };
// CHECK-LABEL: float Poly_operator_call(__private const Poly *this, float x){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return (this->a * x + this->b) * x + this->c;
// CHECK-NEXT: }
// CHECK-LABEL: float integrate_Poly(Poly f, float lo, float hi){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return 0.5f * (Poly_operator_call(&f, lo) + Poly_operator_call(&f, hi)) * (hi - lo);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   Poly p = {1.0f, 0.0f, 2.0f};
// CHECK-NEXT:   out[0] = Poly_operator_call(&p, 3.0f) + integrate_Poly(p, 0.0f, 1.0f);
// CHECK-NEXT: }
