// OpenCL C 1.2 program-scope variables must be __constant: a mutable
// __device__ global cannot be expressed.
// RUN: not %ultima %s 2>&1 | FileCheck %s

// CHECK: {{.*}}mutable-device-global.cu:[[@LINE+1]]:16: error: {{.*}}'hits'{{.*}} [ultima-unsupported-construct]
__device__ int hits;
__global__ void readHits(int *out) { out[0] = hits; }
