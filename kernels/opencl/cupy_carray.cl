// CuPy's CArray<T, N> and CIndexer<N> in OpenCL C (tool/lib/Builtins/CupyBuiltins.cpp).
// A CArray kernel parameter is split into a __global data pointer and the
// CArray_N struct below; offset and strides are in bytes, as CuPy's strides,
// so one helper serves every element type. All members are 64-bit (CUDA's
// ptrdiff_t), which gives the host a padding-free layout to fill.
// cupy_carray_N.cl instantiates the macro for one N (OpenCL C has no templates).
#define ULTIMA_CUPY_DEFINE(N)                                                    \
  typedef struct { long offset; long size; long shape[N]; long strides[N]; }    \
      CArray_##N;                                                                \
  typedef struct { long size; long shape[N]; long index[N]; } CIndexer_##N;     \
  /* Byte address of the i-th element in C order (CArray::operator[](i)). */    \
  static inline __global char *ultima_carray_##N##_at(__global void *data,      \
                                                      const CArray_##N *a,      \
                                                      long i) {                 \
    __global char *p = (__global char *)data + a->offset;                       \
    for (int d = N - 1; d > 0; --d) {                                            \
      p += a->strides[d] * (i % a->shape[d]);                                    \
      i /= a->shape[d];                                                          \
    }                                                                            \
    return p + a->strides[0] * i;                                                \
  }                                                                              \
  /* CIndexer::set(i): the C-order multi-index of i. */                         \
  static inline void ultima_cindexer_##N##_set(CIndexer_##N *c, long i) {       \
    for (int d = N - 1; d >= 0; --d) {                                           \
      c->index[d] = i % c->shape[d];                                             \
      i /= c->shape[d];                                                          \
    }                                                                            \
  }
