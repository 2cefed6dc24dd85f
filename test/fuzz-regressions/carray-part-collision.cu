// A CArray kernel parameter `a` becomes `a_data` and `a_info`; a user
// parameter already named `a_data` keeps its name and the CArray parts take
// fresh ones, used by every element access.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cupy/carray.cuh>

// CHECK-LABEL: __kernel void k(
// CHECK-SAME: __global float *[[DATA:a_data_[A-Za-z0-9_]*]], CArray_1 [[INFO:a_info_[A-Za-z0-9_]*]], float a_data, int a_info)
// CHECK: (*(__global float *)((__global char *)[[DATA]] + [[INFO]].offset + [[INFO]].strides[0] * (long)(i))) = a_data + a_info;
extern "C" __global__ void k(CArray<float, 1> a, float a_data, int a_info) {
  ptrdiff_t i = threadIdx.x;
  a[i] = a_data + a_info;
}
