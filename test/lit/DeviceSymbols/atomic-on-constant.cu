// A __constant__ symbol is __constant memory: atomics on it stay rejected.
// RUN: not %ultima %s 2>&1 | FileCheck %s

__constant__ int flags[4];
__device__ int ok;

// CHECK-NOT: error
// CHECK: {{.*}}atomic-on-constant.cu:[[@LINE+4]]:3: error: 'atomicAdd' on __constant memory{{.*}} [ultima-unsupported-construct]
// CHECK-NOT: error
__global__ void k(int *out) {
  atomicAdd(&ok, flags[0]);
  atomicAdd(&flags[1], 1);
}
