// CUDA's float3 is 12 bytes with 4-byte alignment; OpenCL's float3 is 16 and
// 16. A plain struct keeps CUDA's layout for buffers of 3-vectors.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK: typedef struct ultima_float3 { float x, y, z; } ultima_float3;
// CHECK-NOT: typedef struct ultima_

// CHECK-LABEL: __kernel void norms(__global float *out, __global const ultima_float3 *v, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
// CHECK-NEXT:   if (i < n)
// CHECK-NEXT:     out[i] = sqrt(v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z);
// CHECK-NEXT: }
__global__ void norms(float *out, const float3 *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = sqrtf(v[i].x * v[i].x + v[i].y * v[i].y + v[i].z * v[i].z);
}
