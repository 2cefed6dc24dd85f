// The .y and .z components map to dimensions 1 and 2.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void volume(__global float *v, int nx, int ny)
// CHECK-NEXT: {
// CHECK-NEXT:   int x = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
// CHECK-NEXT:   int y = (uint)get_group_id(1) * (uint)get_local_size(1) + (uint)get_local_id(1);
// CHECK-NEXT:   int z = (uint)get_group_id(2) * (uint)get_local_size(2) + (uint)get_local_id(2);
// CHECK-NEXT:   int planes = (uint)get_num_groups(1) * (uint)get_num_groups(2);
// CHECK-NEXT:   v[(z * ny + y) * nx + x] = planes;
// CHECK-NEXT: }
__global__ void volume(float *v, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  int planes = gridDim.y * gridDim.z;
  v[(z * ny + y) * nx + x] = planes;
}
