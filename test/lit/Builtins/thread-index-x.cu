// threadIdx/blockIdx/blockDim/gridDim .x map to the work-item functions of
// dimension 0, cast to uint because CUDA's index variables are unsigned int.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void gridStride(__global float *v, int n)
// CHECK-NEXT: {
// CHECK-NEXT:   for (int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0); i < n; i += (uint)get_local_size(0) * (uint)get_num_groups(0))
// CHECK-NEXT:     v[i] *= 2.0f;
// CHECK-NEXT: }
__global__ void gridStride(float *v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    v[i] *= 2.0f;
}
