// __device__ functions named after OpenCL keywords or built-ins (kernel, mix)
// are renamed, at the definition and at each call.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: float kernel
// CHECK-SAME: [[KERNEL_S:[A-Za-z0-9_]+]](float x)
// CHECK-NEXT: {
// CHECK-NEXT:   return x * 0.5f;
// CHECK-NEXT: }
__device__ float kernel(float x) { return x * 0.5f; }

// CHECK-LABEL: float mix
// CHECK-SAME: [[MIX_S:[A-Za-z0-9_]+]](float a, float b)
// CHECK-NEXT: {
// CHECK-NEXT:   return a + b;
// CHECK-NEXT: }
__device__ float mix(float a, float b) { return a + b; }

// CHECK-LABEL: __kernel void combine(__global float *v)
// CHECK-NEXT: {
// CHECK-NEXT:   v[(uint)get_local_id(0)] = mix[[MIX_S]](kernel[[KERNEL_S]](v[(uint)get_local_id(0)]), 1.0f);
// CHECK-NEXT: }
__global__ void combine(float *v) { v[threadIdx.x] = mix(kernel(v[threadIdx.x]), 1.0f); }
