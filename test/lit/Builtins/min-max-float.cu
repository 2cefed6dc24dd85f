// min/max on floats become fmin/fmax.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void relu6(__global float *v)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] = fmin(fmax(v[(uint)get_local_id(0)], 0.0f), 6.0f);
// CHECK-NEXT: }
__global__ void relu6(float *v) {
  v[threadIdx.x] = min(max(v[threadIdx.x], 0.0f), 6.0f);
}
