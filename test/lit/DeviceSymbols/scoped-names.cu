// Namespace-scope symbols and static data members get their C names
// (`ns_total`, `Counter_hits`) as parameters.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

namespace ns {
__device__ float total;
}
struct Counter {
  static __device__ int hits;
};
__device__ int Counter::hits = 0;

// CHECK-LABEL: __kernel void tally(__global const float *in, __global float *ns_total, __global int *Counter_hits)
// CHECK-NEXT: {
// CHECK-NEXT:   if ((uint)get_local_id(0) == 0)
// CHECK-NEXT:     (*ns_total) += in[0];
// CHECK-NEXT:   atomic_add((Counter_hits), (1));
// CHECK-NEXT: }
__global__ void tally(const float *in) {
  if (threadIdx.x == 0)
    ns::total += in[0];
  atomicAdd(&Counter::hits, 1);
}
