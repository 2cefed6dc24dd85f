// A captured struct is copied into the closure.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Range { float lo, hi; };
template <typename F> __device__ int countIf(F f, const float *p, int n) {
  int c = 0;
  for (int i = 0; i < n; ++i)
    c += f(p[i]);
  return c;
}
__global__ void k(const float *p, int *out, Range r) {
  out[0] = countIf([r](float v) { return v >= r.lo && v < r.hi; }, p, 16);
}

// CHECK-LABEL: struct Range {
// CHECK-NEXT:   float lo;
// CHECK-NEXT:   float hi;
// CHECK-NEXT: };
// CHECK-LABEL: struct k_lambda {
// CHECK-NEXT:   Range r;
// CHECK-NEXT: };
// CHECK-LABEL: static inline bool k_lambda_operator_call(__private const k_lambda *this, float v){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return v >= this->r.lo && v < this->r.hi;
// CHECK-NEXT: }
// CHECK-LABEL: int countIf_k_lambda(k_lambda f, __global const float *p, int n){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   int c = 0;
// CHECK-NEXT:   for (int i = 0; i < n; ++i)
// CHECK-NEXT:     c += k_lambda_operator_call(&f, p[i]);
// CHECK-NEXT:   return c;
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const float *p, __global int *out, Range r){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[0] = countIf_k_lambda((k_lambda){r}, p, 16);
// CHECK-NEXT: }
