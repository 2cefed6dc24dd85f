// A captured __global pointer keeps its address space in the closure,
// and the closure is passed by value to a template.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

template <typename F> __device__ void forEach(F f, int n) { for (int i = 0; i < n; ++i) f(i); }
__global__ void k(float *out, const float *in, float s) {
  forEach([=](int i) { out[i] = s * in[i]; }, 8);
}

// CHECK-LABEL: struct k_lambda {
// CHECK-NEXT:   __global float *out;
// CHECK-NEXT:   float s;
// CHECK-NEXT:   __global const float *in;
// CHECK-NEXT: };
// CHECK-LABEL: static inline void k_lambda_operator_call(__private const k_lambda *this, int i){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   this->out[i] = this->s * this->in[i];
// CHECK-NEXT: }
// CHECK-LABEL: void forEach_k_lambda(k_lambda f, int n){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   for (int i = 0; i < n; ++i)
// CHECK-NEXT:     k_lambda_operator_call(&f, i);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, __global const float *in, float s){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   forEach_k_lambda((k_lambda){out, s, in}, 8);
// CHECK-NEXT: }
