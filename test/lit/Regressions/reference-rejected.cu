// References are rejected until C++ lowering exists (they used to print wrong C).
// RUN: not %ultima %s 2>&1 | FileCheck %s
// CHECK: reference-rejected.cu:[[@LINE+1]]:26: error: reference parameter 'x' is not supported yet; use a pointer [ultima-unsupported-construct]
__device__ void inc(int &x) { x += 1; }
__global__ void k(int *a) { inc(a[0]); }
