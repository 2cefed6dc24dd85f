// The address of a CArray element (directly or through an element reference)
// is a __global pointer, so atomics on it pick the global polyfill.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cupy/carray.cuh>

// CHECK-LABEL: __kernel void k(
extern "C" __global__ void k(CArray<float, 2> gw, CArray<int, 1> n, CIndexer<1> _ind) {
  ptrdiff_t at[2] = {1, 2};
  // CHECK: ultima_atomic_add_f32_g((&(*(__global float *)((__global char *)gw_data + gw_info.offset + gw_info.strides[0] * (long)(at)[0] + gw_info.strides[1] * (long)(at)[1]))), (1.5f));
  atomicAdd(&gw[at], 1.5f);
  int &c = n[0];
  // CHECK: atomic_add((&(*c)), (1));
  atomicAdd(&c, 1);
}
