// The shapes NVIDIA's Monte Carlo samples write with cuRAND's device API:
// curand_init on a state in global memory, a private copy of the state in
// the generation loop, written back at the end. The generator functions are
// translated with the user's code (overloads mangled by state type, the
// state pointer in the address space of each call), the skip-ahead tables
// are program-scope __constant data.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: FileCheck %s < %t.cl
// RUN: FileCheck --allow-empty --check-prefix=ERR %s < %t.err
// RUN: %oclc %t.cl
// ERR-NOT: warning
#include <curand_kernel.h>

// CHECK: __constant const uint __ultima_xorwow_sequence_jump[64][5] = {
// CHECK: struct curandStateXORWOW {
// CHECK-NEXT: uint d;
// CHECK-NEXT: uint v[5];
// CHECK: static inline void curand_init_ulonglong_ulonglong_ulonglong_curandStateXORWOWp(ulong seed, ulong subsequence, ulong offset, __global curandStateXORWOW *state)
// CHECK: static inline float curand_normal{{(_curandStateXORWOWp)?}}(__private curandStateXORWOW *state)
// CHECK: __kernel void initRNG(__global curandStateXORWOW *const states, const uint seed)
// CHECK-NEXT: {
// CHECK-NEXT: uint tid = (uint)get_local_id(0) + (uint)get_group_id(0) * (uint)get_local_size(0);
// CHECK-NEXT: curand_init_ulonglong_ulonglong_ulonglong_curandStateXORWOWp(seed, tid, 0, &states[tid]);
__global__ void initRNG(curandState *const states, const unsigned int seed) {
  unsigned int tid = threadIdx.x + blockIdx.x * blockDim.x;
  curand_init(seed, tid, 0, &states[tid]);
}

// CHECK: __kernel void paths(__global float *out, __global curandStateXORWOW *const states, const uint steps)
// CHECK: curandStateXORWOW local_ = states[tid];
// CHECK: curand_normal{{(_curandStateXORWOWp)?}}(&local_)
// CHECK: states[tid] = local_;
__global__ void paths(float *out, curandState *const states, const unsigned int steps) {
  unsigned int tid = threadIdx.x + blockIdx.x * blockDim.x;
  curandState local = states[tid];
  float s = 1.0f;
  for (unsigned int i = 0; i < steps; ++i)
    s *= expf(0.01f + 0.2f * curand_normal(&local));
  out[tid] = s;
  states[tid] = local;
}

// CHECK: __kernel void philox(__global float4 *out, ulong seed)
// CHECK: curandStatePhilox4_32_10 st;
// CHECK: curand_uniform4{{[_a-zA-Z0-9]*}}(&st)
__global__ void philox(float4 *out, unsigned long long seed) {
  curandStatePhilox4_32_10_t st;
  curand_init(seed, threadIdx.x, 0, &st);
  out[threadIdx.x] = curand_uniform4(&st);
}
