/*===- ultima/CupyAbi.h - the CuPy kernel ABI: rank limit, struct layout -===*
 *
 * The contract between the translator, the OpenCL structs it emits
 * (kernels/opencl/cupy_carray*.cl) and whoever fills them on the host (the
 * runtime's one packer, runtime/src/CupyPack.cpp). C-compatible: usable from
 * C, C++ and FFI code.
 *
 * A `CArray<T, N>` kernel parameter becomes a `__global T *` data pointer
 * followed by a `CArray_N` info struct passed by value; a `CIndexer<N>`
 * parameter becomes a `CIndexer_N` struct. Every member of both structs is a
 * 64-bit signed integer (OpenCL `long`, CUDA `ptrdiff_t`), so the layout has
 * no padding and is a sequence of words:
 *
 *   CArray_N   { offset; size; shape[N]; strides[N]; }   (2 + 2N words)
 *   CIndexer_N { size; shape[N]; index[N]; }             (1 + 2N words)
 *
 * `offset` and `strides` are in bytes (CuPy's strides); `offset` is where the
 * view starts in its buffer, `size` the product of `shape`. For N = 0 the
 * arrays are absent: CArray_0 { offset; size; }, CIndexer_0 { size; }.
 *
 *===----------------------------------------------------------------------===*/
#ifndef ULTIMA_CUPYABI_H
#define ULTIMA_CUPYABI_H

/* The largest N of CArray<T, N> / CIndexer<N>. kernels/opencl/cupy_carray_N.cl
 * exists for N = 0..ULTIMA_CUPY_MAX_NDIM, generated from this constant by
 * scripts/gen-cupy-carray.py (ctest `cupy-carray-files` checks them). */
#define ULTIMA_CUPY_MAX_NDIM 8

/* Every member is one word of this many bytes. */
#define ULTIMA_CUPY_WORD_BYTES 8

/* CArray_N: byte offsets of the members, and the struct's size. */
#define ULTIMA_CARRAY_OFFSET_AT 0
#define ULTIMA_CARRAY_SIZE_AT (1 * ULTIMA_CUPY_WORD_BYTES)
#define ULTIMA_CARRAY_SHAPE_AT (2 * ULTIMA_CUPY_WORD_BYTES)
#define ULTIMA_CARRAY_STRIDES_AT(n) ((2 + (n)) * ULTIMA_CUPY_WORD_BYTES)
#define ULTIMA_CARRAY_BYTES(n) ((2 + 2 * (n)) * ULTIMA_CUPY_WORD_BYTES)

/* CIndexer_N: byte offsets of the members, and the struct's size. The host
 * passes index[] as zeros; each work-item sets its own copy. */
#define ULTIMA_CINDEXER_SIZE_AT 0
#define ULTIMA_CINDEXER_SHAPE_AT (1 * ULTIMA_CUPY_WORD_BYTES)
#define ULTIMA_CINDEXER_INDEX_AT(n) ((1 + (n)) * ULTIMA_CUPY_WORD_BYTES)
#define ULTIMA_CINDEXER_BYTES(n) ((1 + 2 * (n)) * ULTIMA_CUPY_WORD_BYTES)

#endif
