/* Warp matrix multiply-accumulate, nvcuda::wmma (CUDA C++ Programming Guide,
   "Warp Matrix Functions"), in the CUDA C++ subset ultima translates: source
   code, translated like a user header (isEmbeddedSourceHeader). Written from
   the guide's description; docs/device-library.md ("Warp matrix functions")
   lists the shapes and types.

   The guide leaves the mapping of a fragment's elements to the warp's lanes
   unspecified, so this one needs no lane to read another's registers: with
   the warp's 32 lanes as 4 row groups of 8 lanes, lane l owns the
   m/4 x n/8 block of the m x n accumulator at row group l / 8 and column
   group l % 8. Its matrix_a fragment holds the m/4 rows of A that block
   needs (all k columns), its matrix_b fragment the n/8 columns of B, so
   mma_sync is each lane's own small matrix product, with no exchange and no
   barrier. Operands are read more than once across the warp (each row of A
   by 8 lanes), which costs loads, not results.

   Elements of half and __nv_bfloat16 matrix_a/matrix_b fragments are
   stored as float (every half and bfloat16 is a float exactly), so that
   mma_sync converts each element once, at the load, rather than once per
   product; x[i] converts to and from __half or __nv_bfloat16 implicitly, as
   CUDA's types do. mma_sync multiplies in float for half, bfloat16
   and tf32 (exact products, float sums), exactly for 8-bit integers and
   in double for double; satf saturates the result to finite values of the
   accumulator's type (result, below). Every lane of
   the warp must reach each call, as the guide requires; the calls never
   wait for other lanes. */
#pragma once
#include <cuda_bf16.h>
#include <cuda_fp16.h>

namespace nvcuda {
namespace wmma {

struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };

struct matrix_a {};
struct matrix_b {};
struct accumulator {};

namespace precision {
struct tf32 {};
} // namespace precision

/* Sub-byte operands (sm_75's) are not provided: a use is a located
   ultima-unsupported-construct error. */
#define __ULTIMA_WMMA_REFUSED                                                            \
  __attribute__((unavailable("ULTIMA-UNSUPPORTED-CONSTRUCT sub-byte WMMA operands "     \
                             "(u4, s4, b1) are not provided by ultima")))
namespace experimental {
namespace precision {
struct __ULTIMA_WMMA_REFUSED u4 {};
struct __ULTIMA_WMMA_REFUSED s4 {};
struct __ULTIMA_WMMA_REFUSED b1 {};
} // namespace precision
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental
#undef __ULTIMA_WMMA_REFUSED

namespace __ultima_wmma {
/* The thread's lane in its warp: CUDA numbers a block's threads x fastest
   and a warp is 32 consecutive ones. */
__device__ inline unsigned lane() {
  return (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) & 31u;
}

/* How an element is kept in a fragment (storage) and multiplied (compute). */
template <typename Use, typename T> struct storage {
  typedef T type;
};
template <> struct storage<matrix_a, __half> {
  typedef float type;
};
template <> struct storage<matrix_b, __half> {
  typedef float type;
};
template <> struct storage<matrix_a, __nv_bfloat16> {
  typedef float type;
};
template <> struct storage<matrix_b, __nv_bfloat16> {
  typedef float type;
};
template <typename Use> struct storage<Use, precision::tf32> {
  typedef float type;
};
template <typename T> struct compute {
  typedef T type;
};
template <> struct compute<__half> {
  typedef float type;
};
/* 8-bit products summed exactly, for satf to clamp. */
template <> struct compute<int> {
  typedef long long type;
};

/* A sum as the accumulator's type. satf, the guide's "saturate to finite
   value": a floating result's infinities become the type's largest finite
   values and NaN +0; an int result is clamped to int's range instead of
   wrapping. */
__device__ inline float finite(float s, float max) {
  return s != s ? 0.0f : s > max ? max : s < -max ? -max : s;
}
template <typename Tc> struct result;
template <> struct result<float> {
  static __device__ float of(float s, bool satf) {
    return satf ? finite(s, 3.40282346638528859812e+38f) : s;
  }
};
/* Half's largest finite value is 65504: what rounds beyond it is infinite. */
template <> struct result<__half> {
  static __device__ __half of(float s, bool satf) {
    return __float2half(satf ? finite(s, 65504.0f) : s);
  }
};
template <> struct result<double> {
  static __device__ double of(double s, bool satf) {
    const double max = 1.7976931348623157e308;
    if (!satf)
      return s;
    return s != s ? 0.0 : s > max ? max : s < -max ? -max : s;
  }
};
template <> struct result<int> {
  static __device__ int of(long long s, bool satf) {
    if (satf)
      s = s > 2147483647LL ? 2147483647LL : s < -2147483647LL - 1LL ? -2147483647LL - 1LL : s;
    return (int)(unsigned)(unsigned long long)s;
  }
};

/* The element type a fragment loads from and stores to memory. */
template <typename T> struct memory {
  typedef T type;
};
template <> struct memory<precision::tf32> {
  typedef float type;
};

/* Rows and columns of its operand one lane holds (see the file comment). */
template <typename Use, int M, int N, int K> struct shape;
template <int M, int N, int K> struct shape<matrix_a, M, N, K> {
  static const int rows = M / 4, cols = K;
};
template <int M, int N, int K> struct shape<matrix_b, M, N, K> {
  static const int rows = K, cols = N / 8;
};
template <int M, int N, int K> struct shape<accumulator, M, N, K> {
  static const int rows = M / 4, cols = N / 8;
};

template <typename Layout> struct is_row_major {
  static const bool value = false;
};
template <> struct is_row_major<row_major> {
  static const bool value = true;
};

/* The first row (matrix_a, accumulator) and column (matrix_b, accumulator)
   of the lane's block. */
template <int M> __device__ inline unsigned first_row() { return (lane() / 8u) * (unsigned)(M / 4); }
template <int N> __device__ inline unsigned first_col() { return (lane() % 8u) * (unsigned)(N / 8); }

/* The rows x cols block at (row0, col0) of a matrix in memory, to and from
   x[r * cols + c]: element (row, col) at p[row * ldm + col] row-major, at
   p[row + col * ldm] column-major. */
__device__ inline unsigned offset(unsigned row, unsigned col, unsigned ldm, bool rowMajor) {
  return rowMajor ? row * ldm + col : row + col * ldm;
}
template <typename S, typename T>
__device__ inline void load_block(S *x, const T *p, unsigned ldm, unsigned row0, unsigned col0,
                                  int rows, int cols, bool rowMajor) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      x[r * cols + c] = (S)p[offset(row0 + (unsigned)r, col0 + (unsigned)c, ldm, rowMajor)];
}
template <typename S, typename T>
__device__ inline void store_block(T *p, const S *x, unsigned ldm, unsigned row0, unsigned col0,
                                   int rows, int cols, bool rowMajor) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      p[offset(row0 + (unsigned)r, col0 + (unsigned)c, ldm, rowMajor)] = (T)x[r * cols + c];
}
} // namespace __ultima_wmma

template <typename Use, int m, int n, int k, typename T, typename Layout = void> class fragment {
public:
  typedef T element_type;
  typedef typename __ultima_wmma::storage<Use, T>::type storage_element_type;
  static const int num_elements =
      __ultima_wmma::shape<Use, m, n, k>::rows * __ultima_wmma::shape<Use, m, n, k>::cols;
  storage_element_type x[num_elements];
};

template <typename Use, int m, int n, int k, typename T, typename Layout, typename V>
__device__ inline void fill_fragment(fragment<Use, m, n, k, T, Layout> &a, const V &v) {
  typedef typename __ultima_wmma::storage<Use, T>::type S;
  for (int i = 0; i < fragment<Use, m, n, k, T, Layout>::num_elements; ++i)
    a.x[i] = (S)v;
}

/* matrix_a: the lane's rows of the m x k operand, all k columns; matrix_b:
   all k rows of its columns of the k x n operand; an accumulator: its
   block. Element (row, col) is p[row * ldm + col] row-major and
   p[row + col * ldm] column-major. */
template <int m, int n, int k, typename T, typename Layout>
__device__ inline void
load_matrix_sync(fragment<matrix_a, m, n, k, T, Layout> &a,
                 const typename __ultima_wmma::memory<T>::type *p, unsigned ldm) {
  __ultima_wmma::load_block(a.x, p, ldm, __ultima_wmma::first_row<m>(), 0u, m / 4, k,
                            __ultima_wmma::is_row_major<Layout>::value);
}

template <int m, int n, int k, typename T, typename Layout>
__device__ inline void
load_matrix_sync(fragment<matrix_b, m, n, k, T, Layout> &b,
                 const typename __ultima_wmma::memory<T>::type *p, unsigned ldm) {
  __ultima_wmma::load_block(b.x, p, ldm, 0u, __ultima_wmma::first_col<n>(), k, n / 8,
                            __ultima_wmma::is_row_major<Layout>::value);
}

template <int m, int n, int k, typename T>
__device__ inline void load_matrix_sync(fragment<accumulator, m, n, k, T> &c, const T *p, unsigned ldm,
                                        layout_t layout) {
  __ultima_wmma::load_block(c.x, p, ldm, __ultima_wmma::first_row<m>(),
                            __ultima_wmma::first_col<n>(), m / 4, n / 8, layout == mem_row_major);
}

template <int m, int n, int k, typename T>
__device__ inline void store_matrix_sync(T *p, const fragment<accumulator, m, n, k, T> &c, unsigned ldm,
                                         layout_t layout) {
  __ultima_wmma::store_block(p, c.x, ldm, __ultima_wmma::first_row<m>(),
                             __ultima_wmma::first_col<n>(), m / 4, n / 8, layout == mem_row_major);
}

/* d = a * b + c, each lane its own block; d may be c. */
template <int m, int n, int k, typename Ta, typename La, typename Tb, typename Lb, typename Tc>
__device__ inline void mma_sync(fragment<accumulator, m, n, k, Tc> &d,
                                const fragment<matrix_a, m, n, k, Ta, La> &a,
                                const fragment<matrix_b, m, n, k, Tb, Lb> &b,
                                const fragment<accumulator, m, n, k, Tc> &c, bool satf = false) {
  typedef typename __ultima_wmma::compute<Tc>::type Acc;
  const int rows = m / 4, cols = n / 8;
  Acc sums[rows * cols];
  for (int r = 0; r < rows; ++r)
    for (int j = 0; j < cols; ++j) {
      Acc sum = (Acc)c.x[r * cols + j];
      for (int i = 0; i < k; ++i)
        sum += (Acc)a.x[r * k + i] * (Acc)b.x[i * cols + j];
      sums[r * cols + j] = sum;
    }
  for (int e = 0; e < rows * cols; ++e)
    d.x[e] = __ultima_wmma::result<Tc>::of(sums[e], satf);
}

/* tf32 (CUDA's __float_to_tf32): float rounded to 10 explicit mantissa
   bits, to nearest with ties away from zero; inf and NaN are kept. */
__device__ inline float __float_to_tf32(float in) {
  unsigned bits = __float_as_uint(in);
  if ((bits & 0x7f800000u) == 0x7f800000u)
    return in;
  return __uint_as_float((bits + 0x1000u) & 0xffffe000u);
}

} // namespace wmma
} // namespace nvcuda
