// A __device__ function that calls the runtime API is rejected, whether a
// kernel uses it or not (as with nvcc): the runtime API is host-only.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2

// CHECK: host-api-in-device-function.cu:[[@LINE+2]]:32: error: no matching function for call to 'cudaDeviceSynchronize' [ultima-frontend]
// CHECK-NEXT: note: candidate function not viable: call to __host__ function from __device__ function
__device__ void waitForAll() { cudaDeviceSynchronize(); }
// CHECK: host-api-in-device-function.cu:[[@LINE+1]]:28: error: no matching function for call to 'cudaGetLastError' [ultima-frontend]
__device__ void unused() { cudaGetLastError(); }

__global__ void k(float *p) {
  waitForAll();
  p[0] = 1;
}
