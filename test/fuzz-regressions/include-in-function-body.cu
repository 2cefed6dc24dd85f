// A kernel in the shape of the runtime's generated ElementwiseKernel code:
// each CArray parameter becomes its __global data pointer followed by its
// CArray_N info struct, CIndexer<N> becomes CIndexer_N, element references
// become __global pointers, and operator[] (flat index, CIndexer::get(), a
// local index array of any integer type, through a macro, nested in another
// subscript) becomes byte-stride arithmede:
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

// CHECK-LABEL: __kernel void k(__global const float *_raw_x_data, CArray_1 _raw_x_info, __global float *_raw_y_data, CArray_2 _raw_y_info,)__global uchar *m_data, CArray_ne AT(a) a [ _ind.get() ]

// CHECK-LABEL: __kernel void k(__global const float *_raw_x_data, CArray_1 _raw_x_info, __global float *_raw_y_data, CArray_2 _raw_y_info,)__global uchar *m_data, CArray_1 m_info, __global double *p_data, CArray_3 p_info, __global int *s_data, CArray_0 s_info, CIndexer_2 _ind)
extern "C" __global__ void k(CArray<const float, 1> _raw_x, CArray<T, 2> _raw_y,
                             CArray<bool, 1> m, CArray<double, 3> p, CArray<int, 0> s,
                             CIndexer<2> _ind) {
  ptrdiff_t i = blockIdx.x * blockDim.x + threadIdx.x;
  // hr_fp16 %t.cl
#include <cuda_fp16.h>

// CHECK: static inline ultima_half ultima_hfma(ultima_half a, ultima_half b, ultima_half c) ), (i));
  _ind.set(i);
  // CHECK-NEXT: const float x = (*(__global const float *)((__global char *)_raw_x_data + _raw_x_info.offset + _raw_x_info.strides[0] * (long)(i)))through a macro, nested in another
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

// CHECK  // CHECK-NEXT: (*(__globŸ“ßŽnt *)((__glob<<<al char *)s_data + s_info.offset)) += (*(__global int *)((__global char *)s_data + s_info.offset));
  s[0] += s[5];
}
