// cuRAND's device API (curand_kernel.h) is not supported either: the error
// is at the #include, not at the uses in the kernel.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 1
// CHECK: curand-kernel.cu:[[@LINE+1]]:10: error: <curand_kernel.h>: cuRAND is not supported by ultima {{.*}}[ultima-unsupported-header]
#include <curand_kernel.h>

__global__ void noise(float *out, unsigned long long seed) {
  curandState state;
  curand_init(seed, threadIdx.x, 0, &state);
  out[threadIdx.x] = curand_uniform(&state);
}
