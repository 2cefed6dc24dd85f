// A __device__ scalar (initialised or not) is a device symbol: the kernel
// takes it as a __global pointer after its own parameters, and uses it as
// (*name). `&hits` is the pointer itself.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-NOT: hits =
// CHECK-NOT: total;
// CHECK-LABEL: __kernel void count(__global const int *in, int n, __global int *hits, __global uint *total)
// CHECK-NEXT: {
// CHECK-NEXT:   int i = (uint)get_group_id(0) * (uint)get_local_size(0) + (uint)get_local_id(0);
// CHECK-NEXT:   if (i >= n)
// CHECK-NEXT:     return;
// CHECK-NEXT:   if (in[i] > 0)
// CHECK-NEXT:     atomic_add((hits), (1));
// CHECK-NEXT:   ultima_atomic_inc_u32_g((total), (0xffffffffu));
// CHECK-NEXT:   if (i == 0)
// CHECK-NEXT:   {
// CHECK-NEXT:     (*hits) += 0;
// CHECK-NEXT:     int seen = (*hits);
// CHECK-NEXT:     (*total)++;
// CHECK-NEXT:     (*total) = (*total) - 1 + seen * 0;
// CHECK-NEXT:   }
// CHECK-NEXT: }
__device__ int hits = 0;
__device__ unsigned int total;

__global__ void count(const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (in[i] > 0)
    atomicAdd(&hits, 1);
  atomicInc(&total, 0xffffffffu);
  if (i == 0) {
    hits += 0;
    int seen = hits;
    total++;
    total = total - 1 + seen * 0;
  }
}
