// A kernel in the shape of the runtime's generated ElementwiseKernel code:
// each CArray parameter becomes its __global data pointer followed by its
// CArray_N info struct, CIndexer<N> becomes CIndexer_N, element references
// become __global pointers, and operator[] (flat index, CIndexer::get(), a
// local index array of any integer type, through a macro, nested in another
// subscript) becomes byte-stride arithmetic on the info struct.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cupy/carray.cuh>

// CHECK: #define ULTIMA_CUPY_DEFINE(N)
// CHECK: ULTIMA_CUPY_DEFINE(1)
// CHECK: ULTIMA_CUPY_DEFINE(2)
// CHECK: ULTIMA_CUPY_DEFINE(3)
// CHECK: typedef struct { long offset; long size; } CArray_0;
// CHECK-NOT: class CArray
typedef float T;
#define AT(a) a [ _ind.get() ]

// CHECK-LABEL: __kernel void k(__global const float *_raw_x_data, CArray_1 _raw_x_info, __global float *_raw_y_data, CArray_2 _raw_y_info, __global uchar *m_data, CArray_1 m_info, __global double *p_data, CArray_3 p_info, __global int *s_data, CArray_0 s_info, CIndexer_2 _ind)
extern "C" __global__ void k(CArray<const float, 1> _raw_x, CArray<T, 2> _raw_y,
                             CArray<bool, 1> m, CArray<double, 3> p, CArray<int, 0> s,
                             CIndexer<2> _ind) {
  ptrdiff_t i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: if (i >= (_ind).size)
  if (i >= _ind.size()) return;
  // CHECK-NEXT: return;
  // CHECK-NEXT: ultima_cindexer_2_set(&(_ind), (i));
  _ind.set(i);
  // CHECK-NEXT: const float x = (*(__global const float *)((__global char *)_raw_x_data + _raw_x_info.offset + _raw_x_info.strides[0] * (long)(i)));
  const float x = _raw_x[i];
  // CHECK-NEXT: __global T *y = &(*(__global float *)((__global char *)_raw_y_data + _raw_y_info.offset + _raw_y_info.strides[0] * (long)((_ind).index)[0] + _raw_y_info.strides[1] * (long)((_ind).index)[1]));
  T &y = AT(_raw_y);
  // CHECK-NEXT: __global const uchar *b = &(*(__global uchar *)((__global char *)m_data + m_info.offset + m_info.strides[0] * (long)(i)));
  const bool &b = m[i];
  // CHECK-NEXT: (*y) += x * (_raw_y_info.shape)[1] + (*b) + (_raw_y_info.strides)[0];
  y += x * _raw_y.shape()[1] + b + _raw_y.strides()[0];
  // CHECK-NEXT: long idx[3] = {0, (long)((*(__global const float *)((__global char *)_raw_x_data + _raw_x_info.offset + _raw_x_info.strides[0] * (long)((_raw_x_info.size) - 1)))), 2};
  long idx[3] = {0, (long)_raw_x[_raw_x.size() - 1], 2};
  int j[2] = {1, 0};
  // CHECK: (*y) += (*(__global double *)((__global char *)p_data + p_info.offset + p_info.strides[0] * (long)(idx)[0] + p_info.strides[1] * (long)(idx)[1] + p_info.strides[2] * (long)(idx)[2]))
  // CHECK-SAME: + (*(__global double *)(ultima_carray_3_at(p_data, &p_info, (i))))
  // CHECK-SAME: + (*(__global float *)((__global char *)_raw_y_data + _raw_y_info.offset + _raw_y_info.strides[0] * (long)(j)[0] + _raw_y_info.strides[1] * (long)(j)[1]));
  y += p[idx] + p[i] + _raw_y[j];
  // CHECK-NEXT: (*(__global uchar *)((__global char *)m_data + m_info.offset + m_info.strides[0] * (long)(i))) = (*y) > 0;
  m[i] = y > 0;
  // CHECK-NEXT: (*(__global int *)((__global char *)s_data + s_info.offset)) += (*(__global int *)((__global char *)s_data + s_info.offset));
  s[0] += s[5];
}
