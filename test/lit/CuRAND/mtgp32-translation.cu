// MTGP32's device API as cuRAND's documentation shows it: a state per block
// in global memory, every thread of the block calling curand on it. The
// block's threads share the state, so each call ends at two work-group
// barriers that also order global memory (the state's ring and offset).
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=ERR %s < %t.err
// RUN: %oclc %t.cl
// ERR-NOT: warning
#include <curand_kernel.h>

// CHECK: struct curandStateMtgp32 {
// CHECK-NEXT: uint s[1024];
// CHECK-NEXT: int offset;
// CHECK: static inline uint __ultima_mtgp32_next(__global curandStateMtgp32 *state, uint index, __private uint *temper)
// CHECK: state->s[(at + 351) & 1023] = r;
// CHECK: static inline void __ultima_mtgp32_advance(__global curandStateMtgp32 *state, uint index, uint n)
// CHECK-NEXT: {
// CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
// CHECK-NEXT: if (index == 0)
// CHECK-NEXT: state->offset = (int)(((uint)(state->offset) + n) & 1023);
// CHECK-NEXT: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
// CHECK: static inline uint curand{{(_curandStateMtgp32p)?}}(__global curandStateMtgp32 *state)

// CHECK: __kernel void generate(__global curandStateMtgp32 *state, int n, __global int *result)
// CHECK: uint x = curand{{(_curandStateMtgp32p)?}}(&state[(uint)get_group_id(0)]);
__global__ void generate(curandStateMtgp32 *state, int n, int *result) {
  int id = threadIdx.x + blockIdx.x * 256;
  int count = 0;
  for (int i = 0; i < n; i++) {
    unsigned int x = curand(&state[blockIdx.x]);
    if (x & 1)
      count++;
  }
  result[id] += count;
}

// CHECK: __kernel void normals(__global curandStateMtgp32 *state, __global float *out)
// CHECK: curand_normal{{(_curandStateMtgp32p)?}}(&state[(uint)get_group_id(0)])
// CHECK: curand_mtgp32_specific{{.*}}(&state[(uint)get_group_id(0)], (uint)get_local_id(0), 64)
__global__ void normals(curandStateMtgp32 *state, float *out) {
  float z = curand_normal(&state[blockIdx.x]);
  unsigned int w = curand_mtgp32_specific(&state[blockIdx.x], threadIdx.x, 64);
  out[blockIdx.x * 64 + threadIdx.x] = z + (w >> 31);
}
