/*===- cupy/carray.cuh - CuPy's CArray and CIndexer, declarations only -----===*
 *
 * The kernel-side contract of CuPy's ElementwiseKernel and ReductionKernel as
 * ultima parses it: `CArray<T, N>` (an N-dimensional strided view) and
 * `CIndexer<N>` (the per-element multi-index). Declarations only: the classes
 * have no data members and no bodies, because ultima never prints them.
 * tool/lib/Builtins/CupyBuiltins.cpp lowers every member call to the structs
 * and helpers of kernels/opencl/cupy_carray*.cl, and a CArray kernel parameter
 * becomes a `__global T *` data pointer followed by a `CArray_N` info struct
 * (offset and strides in bytes, as in CuPy).
 *
 * Include it as generated kernels do: `#include <cupy/carray.cuh>`.
 *===----------------------------------------------------------------------===*/
#pragma once
#include <stddef.h>
/* As in CuPy, the kernels that use CArray get complex<T> and
   _floor_divide too. */
#include <cupy/complex.cuh>
#include <cupy/__ultima_floor_divide.cuh>

template <typename T, int N> class CArray {
public:
  typedef T value_type;
  /* CuPy picks int for arrays small enough and ptrdiff_t otherwise; ultima
     indexes every array with ptrdiff_t. Kernels name it through
     `decltype(a)::index_t`. */
  typedef ptrdiff_t index_t;
  static const int ndim = N;
  __ULTIMA_BUILTIN__ ptrdiff_t size() const;
  __ULTIMA_BUILTIN__ const ptrdiff_t *shape() const;
  __ULTIMA_BUILTIN__ const ptrdiff_t *strides() const;
  /* The i-th element in C order (unravelled over shape()). */
  __ULTIMA_BUILTIN__ T &operator[](ptrdiff_t i) const;
  /* The element at a multi-index, e.g. CIndexer<N>::get() or a local array. */
  template <typename Int> __ULTIMA_BUILTIN__ T &operator[](const Int (&idx)[N]) const;
  /* ultima extension, not CuPy: the i-th element of a C-contiguous array,
     addressed with the element size as stride so that the OpenCL compiler
     can vectorise (the runtime's generated kernels use it when every operand
     is contiguous). */
  __ULTIMA_BUILTIN__ T &__ultima_flat(ptrdiff_t i) const;
};

/* 0-dimensional arrays hold one element; any index reaches it. */
template <typename T> class CArray<T, 0> {
public:
  typedef T value_type;
  typedef ptrdiff_t index_t;
  static const int ndim = 0;
  __ULTIMA_BUILTIN__ ptrdiff_t size() const;
  __ULTIMA_BUILTIN__ const ptrdiff_t *shape() const;
  __ULTIMA_BUILTIN__ const ptrdiff_t *strides() const;
  __ULTIMA_BUILTIN__ T &operator[](ptrdiff_t i) const;
  template <typename Int> __ULTIMA_BUILTIN__ T &operator[](const Int *idx) const;
};

template <int N> class CIndexer {
public:
  static const int ndim = N;
  __ULTIMA_BUILTIN__ ptrdiff_t size() const;
  __ULTIMA_BUILTIN__ const ptrdiff_t *shape() const;
  /* Sets the multi-index to the C-order unravelling of i. */
  __ULTIMA_BUILTIN__ void set(ptrdiff_t i);
  __ULTIMA_BUILTIN__ const ptrdiff_t (&get() const)[N];
};

template <> class CIndexer<0> {
public:
  static const int ndim = 0;
  __ULTIMA_BUILTIN__ ptrdiff_t size() const;
  __ULTIMA_BUILTIN__ const ptrdiff_t *shape() const;
  __ULTIMA_BUILTIN__ void set(ptrdiff_t i);
  __ULTIMA_BUILTIN__ const ptrdiff_t *get() const;
};
