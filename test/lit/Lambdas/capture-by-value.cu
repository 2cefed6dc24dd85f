// A lambda capturing by value is a struct of its captures (named after the
// captured variables) plus a function for its call operator; the lambda
// expression builds the struct; a template taking it is specialised on it.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename F> __device__ float apply(F f, float x) { return f(x); }
__global__ void k(float *out, const float *in, float s) {
  auto scale = [s](float x) { return s * x; };
  int i = threadIdx.x;
  out[i] = scale(in[i]) + apply([=](float x) { return x + s + in[0]; }, 2.0f);
}

// CHECK-LABEL: struct k_lambda {
// CHECK-NEXT:   float s;
// CHECK-NEXT: };
// CHECK-LABEL: struct k_lambda_ {
// CHECK-NEXT:   float s;
// CHECK-NEXT:   __global const float *in;
// CHECK-NEXT: };
// CHECK-LABEL: static inline float k_lambda__operator_call(__private const k_lambda_ *this, float x){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return x + this->s + this->in[0];
// CHECK-NEXT: }
// CHECK-LABEL: float apply_k_lambda_(k_lambda_ f, float x){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return k_lambda__operator_call(&f, x);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in, float s){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   k_lambda scale = (k_lambda){s};
// CHECK-NEXT:   int i = (uint)get_local_id(0);
// CHECK-NEXT:   out[i] = k_lambda_operator_call(&scale, in[i]) + apply_k_lambda_((k_lambda_){s, in}, 2.0f);
// CHECK-NEXT: }
