// A lambda inside a device function: its closure is named after that
// function.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


__device__ float smooth(const float *p, int i, float w) {
  auto at = [p, w](int j) { return w * p[j]; };
  return at(i - 1) + at(i) + at(i + 1);
}
__global__ void k(const float *p, float *out) { out[threadIdx.x] = smooth(p, threadIdx.x + 1, 0.25f); }

// CHECK-LABEL: struct smooth_lambda {
// CHECK-NEXT:   __global const float *p;
// CHECK-NEXT:   float w;
// CHECK-NEXT: };
// CHECK-LABEL: static inline float smooth_lambda_operator_call(__private const smooth_lambda *this, int j){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   return this->w * this->p[j];
// CHECK-NEXT: }
// CHECK-LABEL: float smooth(__global const float *p, int i, float w){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   smooth_lambda at = (smooth_lambda){p, w};
// CHECK-NEXT:   return smooth_lambda_operator_call(&at, i - 1) + smooth_lambda_operator_call(&at, i) + smooth_lambda_operator_call(&at, i + 1);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const float *p, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   out[(uint)get_local_id(0)] = smooth(p, (uint)get_local_id(0) + 1, 0.25f);
// CHECK-NEXT: }
