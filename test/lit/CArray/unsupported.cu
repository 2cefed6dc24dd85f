// Uses of CArray the lowering cannot express are located errors.
// RUN: not %ultima %s 2>&1 | FileCheck %s
#include <cupy/carray.cuh>

// CHECK: unsupported.cu:[[@LINE+1]]:41: error: CArray parameter 'a' of a device function is not supported; CArray parameters are supported on kernels only [ultima-unsupported-construct]
__device__ float first(CArray<float, 1> a) { return a[0]; }

__global__ void k(CArray<float, 1> x, CArray<float, 2> y) {
  // CHECK: unsupported.cu:[[@LINE+1]]:16: error: CArray 'x' can only be used through its members (size(), shape(), strides(), operator[]) [ultima-unsupported-construct]
  x[0] = first(x);
  long idx[2] = {0, 0};
  long *p = idx;
  // CHECK: unsupported.cu:[[@LINE+1]]:5: error: a CArray multi-index whose evaluation has side effects is not supported; compute the index array first [ultima-unsupported-construct]
  y[(idx[0]++, idx)] = 1.0f;
}
