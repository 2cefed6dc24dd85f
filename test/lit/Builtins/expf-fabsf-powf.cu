// The f-suffixed float math functions map onto the overloaded OpenCL built-ins.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void softplus(__global float *v, float p)
// CHECK-NEXT: {
// CHECK-NEXT:   float x = v[(uint)get_local_id(0)];
// CHECK-NEXT:   v[(uint)get_local_id(0)] = log(1.0f + exp(-fabs(x))) + pow(fabs(x), p);
// CHECK-NEXT: }
__global__ void softplus(float *v, float p) {
  float x = v[threadIdx.x];
  v[threadIdx.x] = logf(1.0f + expf(-fabsf(x))) + powf(fabsf(x), p);
}
