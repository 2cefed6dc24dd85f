// An input without kernels emits its device functions; those that use a
// symbol take it as a trailing parameter.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ unsigned int events;
__constant__ float gain[2];

// CHECK-LABEL: float amplify(float x, __global uint *events, __constant float *gain)
// CHECK-NEXT: {
// CHECK-NEXT:   atomic_add((events), (1u));
// CHECK-NEXT:   return x * gain[x > 0];
// CHECK-NEXT: }
__device__ float amplify(float x) {
  atomicAdd(&events, 1u);
  return x * gain[x > 0];
}
