// A captured variable whose name OpenCL reserves is renamed in the closure.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


__global__ void k(float *out, float half) {
  auto f = [half](float v) { return v * half; };
  out[0] = f(out[1]);
}

// CHECK-LABEL: struct k_lambda {
// CHECK-NEXT:   float half_;
// CHECK-NEXT: };
// CHECK-LABEL: static inline float k_lambda_operator_call(__private const k_lambda *this, float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return v * this->half_;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global float *out, float half_1){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   k_lambda f = (k_lambda){half_1};
// CHECK-NEXT:   out[0] = k_lambda_operator_call(&f, out[1]);
// CHECK-NEXT: }
