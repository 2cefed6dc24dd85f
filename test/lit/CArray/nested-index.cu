// A CArray element used as the index of another CArray (an embedding
// gather), and a 1-dimensional CIndexer.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cupy/carray.cuh>

// CHECK-LABEL: __kernel void gather(__global const int *ids_data, CArray_1 ids_info, __global const float *w_data, CArray_2 w_info, __global float *out_data, CArray_1 out_info, CIndexer_1 _ind)
extern "C" __global__ void gather(CArray<const int, 1> ids, CArray<const float, 2> w,
                                  CArray<float, 1> out, CIndexer<1> _ind) {
  ptrdiff_t i = blockIdx.x * blockDim.x + threadIdx.x;
  _ind.set(i);
  // CHECK: long at[2] = {(*(__global const int *)((__global char *)ids_data + ids_info.offset + ids_info.strides[0] * (long)(i / (w_info.shape)[1]))), i % (w_info.shape)[1]};
  long at[2] = {ids[i / w.shape()[1]], i % w.shape()[1]};
  // CHECK-NEXT: (*(__global float *)((__global char *)out_data + out_info.offset + out_info.strides[0] * (long)((_ind).index)[0])) = (*(__global const float *)((__global char *)w_data + w_info.offset + w_info.strides[0] * (long)(at)[0] + w_info.strides[1] * (long)(at)[1]));
  out[_ind.get()] = w[at];
}

// ultima's own __ultima_flat(i) (contiguous operands): element-size strides.
// CHECK-LABEL: __kernel void flat(
extern "C" __global__ void flat(CArray<const float, 1> _raw_x, CArray<float, 1> _raw_y,
                                CIndexer<1> _ind) {
  ptrdiff_t i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: const float x = ((__global const float *)((__global char *)_raw_x_data + _raw_x_info.offset))[(i)];
  const float x = _raw_x.__ultima_flat(i);
  // CHECK-NEXT: __global float *y = &((__global float *)((__global char *)_raw_y_data + _raw_y_info.offset))[(i)];
  float &y = _raw_y.__ultima_flat(i);
  // CHECK-NEXT: (*y) = x * 2;
  y = x * 2;
}
