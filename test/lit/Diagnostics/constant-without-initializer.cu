// A __constant__ filled by cudaMemcpyToSymbol has no initializer in the
// source, and OpenCL C 1.2 program-scope constants must be initialized.
// RUN: not %ultima %s 2>&1 | FileCheck %s

// CHECK: {{.*}}constant-without-initializer.cu:[[@LINE+1]]:20: error: {{.*}}'weights'{{.*}} [ultima-unsupported-construct]
__constant__ float weights[16];
__global__ void weigh(float *v) { v[threadIdx.x] *= weights[threadIdx.x & 15]; }
