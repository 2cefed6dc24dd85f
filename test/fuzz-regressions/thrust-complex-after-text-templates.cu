// Fuzz finding (ASan use-after-poison in NestingDepth.cpp): with the math
// promotion templates force-included as text after the precompiled prelude,
// Clang's lazy deserialization grew a template's specialisation list while
// a RecursiveASTVisitor walked it. The templates are in the prelude now.
// <thrust/complex.h> is the same class as thrust::complex (the one Thrust
// header ultima provides), and a CArray of complex elements, as CuPy's
// generated kernels declare them, is a __global pointer to the struct.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <thrust/complex.h>
#include <cupy/carray.cuh>

// CHECK: struct thrust_complex_float {
// CHECK-LABEL: __kernel void k(__global thrust_complex_float *_raw_x_data, CArray_1 _raw_x_info, float s, CIndexer_1 _ind)
extern "C" __global__ void k(CArray<thrust::complex<float>, 1> _raw_x, float s, CIndexer<1> _ind) {
  _ind.set(threadIdx.x);
  thrust::complex<float> &x = _raw_x[_ind.get()];
  // CHECK: thrust_complex_float_operator_mul_assign(x, &s);
  x *= s;
}
