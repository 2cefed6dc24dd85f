// A reference to a member of a __shared__ struct points into __local memory.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl


struct Stat { float sum; int n; };
__device__ void bump(int &n) { ++n; }
__global__ void k(const float *x, float *out) {
  __shared__ Stat s;
  if (threadIdx.x == 0) { s.sum = 0; s.n = 0; }
  __syncthreads();
  float &sum = s.sum;
  if (threadIdx.x == 0) { sum += x[0]; bump(s.n); }
  __syncthreads();
  out[0] = s.sum + s.n;
}

// CHECK-LABEL: struct Stat {
// CHECK-NEXT:   float sum;
// CHECK-NEXT:   int n;
// CHECK-NEXT: };
// CHECK-LABEL: void bump(__local int *n){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   ++(*n);
// CHECK-NEXT: }
// CHECK-LABEL: __kernel void k(__global const float *x, __global float *out){{$}}
// CHECK-NEXT: {
// CHECK-NEXT:   __local Stat s;
// CHECK-NEXT:   if ((uint)get_local_id(0) == 0)
// CHECK-NEXT:   {
// CHECK-NEXT:     s.sum = 0;
// CHECK-NEXT:     s.n = 0;
// CHECK-NEXT:   }
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   __local float *sum = &s.sum;
// CHECK-NEXT:   if ((uint)get_local_id(0) == 0)
// CHECK-NEXT:   {
// CHECK-NEXT:     (*sum) += x[0];
// CHECK-NEXT:     bump(&s.n);
// CHECK-NEXT:   }
// CHECK-NEXT:   barrier(CLK_LOCAL_MEM_FENCE);
// CHECK-NEXT:   out[0] = s.sum + s.n;
// CHECK-NEXT: }
