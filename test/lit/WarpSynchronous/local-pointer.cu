// A volatile local pointer into shared memory is reported once, where it is
// declared; a volatile __shared__ array too, not a volatile shared flag.
// RUN: %ultima %s > %t.cl 2> %t.err
// RUN: %oclc %t.cl
// RUN: FileCheck %s < %t.err
__global__ void k(int *out) {
  __shared__ int s[64];
  volatile __shared__ int flag;
  volatile __shared__ float partial[32];
  s[threadIdx.x] = threadIdx.x;
  if (threadIdx.x == 0)
    flag = 1;
  __syncthreads();
  if (threadIdx.x < 32) {
    volatile int *v = s;
    v[threadIdx.x] += v[threadIdx.x + 32];
    v[threadIdx.x] += v[threadIdx.x + 16];
  }
  partial[threadIdx.x & 31] = 1.0f;
  out[threadIdx.x] = s[threadIdx.x] + flag + (int)partial[0];
}
// CHECK-NOT: 'flag'
// CHECK-DAG: local-pointer.cu:9:29: warning: __shared__ variable 'partial' accesses shared memory as volatile{{.*}}[ultima-warp-synchronous]
// CHECK-DAG: local-pointer.cu:15:19: warning: variable 'v' accesses shared memory as volatile{{.*}}[ultima-warp-synchronous]
