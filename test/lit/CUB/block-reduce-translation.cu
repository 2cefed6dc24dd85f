// CUB's documented BlockReduce and WarpReduce shapes, translated with the
// user's code: each primitive is a struct holding a __local pointer to the
// TempStorage the kernel declares __shared__ (here in a union, as CUB's
// documentation shows), its members C functions taking the warp scratch.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=ERR %s < %t.err
// RUN: %oclc %t.cl
// ERR-NOT: warning
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/warp/warp_reduce.cuh>

// CHECK: struct cub_BlockReduce_TempStorage {
// CHECK-NEXT: int items[128];
// CHECK-NEXT: int warp_aggregates[4];
// CHECK: struct cub_BlockReduce_int_128_2_1_1_0 {
// CHECK-NEXT: __local cub_BlockReduce_TempStorage *temp_;
// CHECK: int cub_BlockReduce_int_128_2_1_1_0_Sum_4(__private cub_BlockReduce_int_128_2_1_1_0 *this, __private int (*inputs)[4])
// CHECK: barrier(CLK_LOCAL_MEM_FENCE
// CHECK: float cub_WarpReduce_float_16_0_Reduce_cub_Max(
// CHECK: ultima_shfl_
// CHECK: __kernel void sum(__global const int *in, __global int *out, __global float *maxima)
// CHECK-NEXT: {
// CHECK-NEXT: __local anonymous temp;
// CHECK: cub_BlockLoad_int_128_4_0_1_1_0_Load_cintp(
// CHECK: int total = cub_BlockReduce_int_128_2_1_1_0_Sum_4(constructor_cub_BlockReduce_int_128_2_1_1_0((__private Reduce[1]){0}, &temp.reduce), &items
// CHECK: cub_WarpReduce_float_16_0_Reduce_cub_Max(
__global__ void sum(const int *in, int *out, float *maxima) {
  typedef cub::BlockLoad<int, 128, 4> Load;
  typedef cub::BlockReduce<int, 128> Reduce;
  typedef cub::WarpReduce<float, 16> WarpMax;
  __shared__ union {
    typename Load::TempStorage load;
    typename Reduce::TempStorage reduce;
  } temp;
  __shared__ typename WarpMax::TempStorage warpTemp[8];
  int items[4];
  Load(temp.load).Load(in + blockIdx.x * 512, items);
  __syncthreads();
  int total = Reduce(temp.reduce).Sum(items);
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
  float m = WarpMax(warpTemp[threadIdx.x / 16]).Reduce((float)items[0], cub::Max());
  if (threadIdx.x % 16 == 0)
    maxima[threadIdx.x / 16] = m;
}
