// A multi-dimensional __device__ array is passed as a pointer to its rows.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ float grid[4][8];
__device__ int cube[2][3][4];

// CHECK-LABEL: float rowSum(__global const float *row)
__device__ float rowSum(const float *row) {
  float s = 0;
  for (int j = 0; j < 8; ++j)
    s += row[j];
  return s;
}

// CHECK-LABEL: __kernel void fill(__global float *out, __global float (*grid)[8], __global int (*cube)[3][4])
// CHECK-NEXT: {
// CHECK-NEXT:   grid[(uint)get_local_id(0) & 3][(uint)get_local_id(0) & 7] = 1.0f;
// CHECK-NEXT:   cube[1][2][3] = 5;
// CHECK-NEXT:   out[0] = rowSum(grid[2]) + cube[1][2][3];
// CHECK-NEXT: }
__global__ void fill(float *out) {
  grid[threadIdx.x & 3][threadIdx.x & 7] = 1.0f;
  cube[1][2][3] = 5;
  out[0] = rowSum(grid[2]) + cube[1][2][3];
}
