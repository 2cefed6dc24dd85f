// The output is compiled in-process by default (--verify is kept as a no-op,
// --no-verify opts out, the last one wins); a good input passes and the
// output is the same either way.
// RUN: %ultima --verify %s > %t.verified.cl
// RUN: %ultima --no-verify %s > %t.unverified.cl
// RUN: %ultima --no-verify --verify %s > %t.last.cl
// RUN: %ultima %s > %t.cl
// RUN: diff %t.verified.cl %t.cl
// RUN: diff %t.unverified.cl %t.cl
// RUN: diff %t.last.cl %t.cl
// RUN: not %ultima --no-verfy %s 2>&1 | FileCheck %s --check-prefix=TYPO
// TYPO: error: unknown argument '--no-verfy'; did you mean '--no-verify'? [ultima-usage]
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

// CHECK-LABEL: __kernel void tileCopy(__global float *out, __global const float *in)
// CHECK-NEXT: {
// CHECK-NEXT:   __local float tile[32];
// CHECK-NEXT:   tile[(uint)get_local_id(0)] = in[(uint)get_local_id(0)];
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   out[(uint)get_local_id(0)] = tile[31 - (uint)get_local_id(0)];
// CHECK-NEXT: }
__global__ void tileCopy(float *out, const float *in) {
  __shared__ float tile[32];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[31 - threadIdx.x];
}
