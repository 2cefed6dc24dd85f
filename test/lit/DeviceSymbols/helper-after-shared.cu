// A helper's symbol parameters come after all its shared memory parameters
// (the hoisted __shared__ ones and the dynamic buffer).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

__device__ int maxSeen;

// CHECK-LABEL: void stage(
// CHECK-SAME: int v, __local int (*stage_buf)[32], __local uchar *[[DYN:[a-z_]+]], __global int *maxSeen)
// CHECK:   atomic_max((maxSeen), ((*stage_buf)[0] + extra[0]));
__device__ void stage(int v) {
  __shared__ int buf[32];
  extern __shared__ int extra[];
  buf[threadIdx.x & 31] = v;
  __syncthreads();
  atomicMax(&maxSeen, buf[0] + extra[0]);
}

// CHECK-LABEL: __kernel void run(
// CHECK-SAME: __global const int *in, __global int *maxSeen, __local uchar *[[DYN]])
// CHECK:   stage(in[(uint)get_local_id(0)], &stage_buf, (__local uchar *)[[DYN]], maxSeen);
__global__ void run(const int *in) { stage(in[threadIdx.x]); }
