/* The common types and functors of ultima's CUB subset
   (docs/device-library.md#cub), written from CUB's documentation in the CUDA
   C++ subset ultima translates: this header and the rest of <cub/...> are
   source code translated with the user's (isEmbeddedSourceHeader), so every
   primitive is a small C struct and C functions of the kernels that use it.

   - NullType, KeyValuePair<Key, Value>;
   - the functors Sum, Max, Min, ArgMin, ArgMax, Equality, Inequality;
   - cub::__ultima: thread ranks, shuffles of any trivially copyable type (the
     warp functions of __ultima_warp.h, a 32-bit word at a time), numeric
     limits and radix-sort key bits, used by the primitives. */
#pragma once
#include <cub/util_namespace.cuh>
#include <cfloat>
#include <climits>

/* A function of CUB that ultima refuses: Clang reports the user's call, which
   ultima files under ultima-unsupported-construct with this text. */
#define __ULTIMA_CUB_REFUSED(what)                                                       \
  __attribute__((unavailable("ULTIMA-UNSUPPORTED-CONSTRUCT " what)))

namespace cub {

/* CUB's "no type" (the default value type of the radix sorts). */
struct NullType {};

/* A key-value pair (the result of ArgMin/ArgMax reductions: key is the
   offset, value the item). */
template <typename _Key, typename _Value> struct KeyValuePair {
  typedef _Key Key;
  typedef _Value Value;
  Key key;
  Value value;
  KeyValuePair() = default;
  __host__ __device__ KeyValuePair(const Key &k, const Value &v) : key(k), value(v) {}
  __host__ __device__ bool operator!=(const KeyValuePair &b) const {
    return value != b.value || key != b.key;
  }
};

/* The reduction and scan operators CUB documents. */
struct Sum {
  template <typename T> __host__ __device__ T operator()(const T &a, const T &b) const {
    return a + b;
  }
};
struct Max {
  template <typename T> __host__ __device__ T operator()(const T &a, const T &b) const {
    return a < b ? b : a;
  }
};
struct Min {
  template <typename T> __host__ __device__ T operator()(const T &a, const T &b) const {
    return b < a ? b : a;
  }
};
struct Equality {
  template <typename T> __host__ __device__ bool operator()(const T &a, const T &b) const {
    return a == b;
  }
};
struct Inequality {
  template <typename T> __host__ __device__ bool operator()(const T &a, const T &b) const {
    return a != b;
  }
};
/* The pair with the lesser value; of equal values, the lesser key (the first
   occurrence). */
struct ArgMin {
  template <typename K, typename V>
  __host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a,
                                                    const KeyValuePair<K, V> &b) const {
    if (b.value < a.value || (a.value == b.value && b.key < a.key))
      return b;
    return a;
  }
};
/* The pair with the greater value; of equal values, the lesser key. */
struct ArgMax {
  template <typename K, typename V>
  __host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a,
                                                    const KeyValuePair<K, V> &b) const {
    if (a.value < b.value || (a.value == b.value && b.key < a.key))
      return b;
    return a;
  }
};

namespace __ultima {

/* The thread's rank in its block, x fastest (CUDA's numbering), from the
   launch's block shape (the warps of the emulation are 32 consecutive ranks). */
__device__ inline unsigned block_rank() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ inline unsigned block_threads() { return blockDim.x * blockDim.y * blockDim.z; }
/* The rank CUB's block primitives use: from their template block shape. */
template <int X, int Y, int Z> __device__ unsigned template_rank() {
  return threadIdx.x + (Y == 1 ? 0u : threadIdx.y * (unsigned)X) +
         (Z == 1 ? 0u : threadIdx.z * (unsigned)(X * Y));
}

template <typename T> __device__ T zero() {
  T z = T();
  return z;
}

/* Shuffles of any trivially copyable T: the warp functions' own types
   directly, others a 32-bit word at a time. Every thread of the block runs
   the same shuffles (the warp emulation's rule). */
#define __ULTIMA_CUB_SHUFFLE(NAME, WARP_FN, ARG)                                         \
  template <typename T> __device__ T NAME(T var, ARG b, int width) {                     \
    unsigned int words[(sizeof(T) + 3) / 4];                                             \
    memcpy(words, &var, sizeof(T));                                                       \
    for (unsigned i = 0; i < (sizeof(T) + 3) / 4; ++i)                                    \
      words[i] = WARP_FN(0xffffffffu, words[i], b, width);                                \
    T result;                                                                             \
    memcpy(&result, words, sizeof(T));                                                    \
    return result;                                                                        \
  }                                                                                       \
  __ULTIMA_CUB_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, int)                                    \
  __ULTIMA_CUB_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, unsigned int)                           \
  __ULTIMA_CUB_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, long)                                   \
  __ULTIMA_CUB_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, unsigned long)                          \
  __ULTIMA_CUB_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, long long)                              \
  __ULTIMA_CUB_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, unsigned long long)                     \
  __ULTIMA_CUB_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, float)                                  \
  __ULTIMA_CUB_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, double)
#define __ULTIMA_CUB_SHUFFLE_SCALAR(NAME, WARP_FN, ARG, T)                                \
  __device__ inline T NAME(T var, ARG b, int width) {                                    \
    return WARP_FN(0xffffffffu, var, b, width);                                           \
  }
__ULTIMA_CUB_SHUFFLE(shfl_idx, __shfl_sync, int)
__ULTIMA_CUB_SHUFFLE(shfl_up, __shfl_up_sync, unsigned int)
__ULTIMA_CUB_SHUFFLE(shfl_down, __shfl_down_sync, unsigned int)
#undef __ULTIMA_CUB_SHUFFLE
#undef __ULTIMA_CUB_SHUFFLE_SCALAR

/* The lowest and greatest values of a type (the initial values of Max and
   Min reductions, and what DeviceReduce::Min/Max/ArgMin/ArgMax write for an
   empty input). */
template <typename T> struct limits;
#define __ULTIMA_CUB_LIMITS(T, LOW, HIGH)                                                \
  template <> struct limits<T> {                                                          \
    __host__ __device__ static T lowest() { return LOW; }                                \
    __host__ __device__ static T max() { return HIGH; }                                  \
  };
__ULTIMA_CUB_LIMITS(char, CHAR_MIN, CHAR_MAX)
__ULTIMA_CUB_LIMITS(signed char, SCHAR_MIN, SCHAR_MAX)
__ULTIMA_CUB_LIMITS(unsigned char, 0, UCHAR_MAX)
__ULTIMA_CUB_LIMITS(short, SHRT_MIN, SHRT_MAX)
__ULTIMA_CUB_LIMITS(unsigned short, 0, USHRT_MAX)
__ULTIMA_CUB_LIMITS(int, INT_MIN, INT_MAX)
__ULTIMA_CUB_LIMITS(unsigned int, 0u, UINT_MAX)
__ULTIMA_CUB_LIMITS(long, LONG_MIN, LONG_MAX)
__ULTIMA_CUB_LIMITS(unsigned long, 0ul, ULONG_MAX)
__ULTIMA_CUB_LIMITS(long long, LLONG_MIN, LLONG_MAX)
__ULTIMA_CUB_LIMITS(unsigned long long, 0ull, ULLONG_MAX)
__ULTIMA_CUB_LIMITS(float, -FLT_MAX, FLT_MAX)
__ULTIMA_CUB_LIMITS(double, -DBL_MAX, DBL_MAX)
#undef __ULTIMA_CUB_LIMITS

/* Radix-sort keys as unsigned bits ordered as the keys are: unsigned types
   as they are, signed ones with the sign bit flipped, floating-point ones
   with the sign bit flipped when clear and every bit flipped when set (so
   -0.0 sorts before +0.0, as in CUB 1.x). */
template <typename T> struct radix;
#define __ULTIMA_CUB_RADIX_UNSIGNED(T)                                                  \
  template <> struct radix<T> {                                                           \
    typedef T bits_t;                                                                     \
    __device__ static bits_t to_bits(T k) { return k; }                                   \
    __device__ static T from_bits(bits_t b) { return b; }                                 \
  };
#define __ULTIMA_CUB_RADIX_SIGNED(T, U, SIGN)                                            \
  template <> struct radix<T> {                                                           \
    typedef U bits_t;                                                                     \
    __device__ static bits_t to_bits(T k) { return (U)k ^ (U)(SIGN); }                    \
    __device__ static T from_bits(bits_t b) { return (T)(U)(b ^ (U)(SIGN)); }             \
  };
__ULTIMA_CUB_RADIX_UNSIGNED(unsigned char)
__ULTIMA_CUB_RADIX_UNSIGNED(unsigned short)
__ULTIMA_CUB_RADIX_UNSIGNED(unsigned int)
__ULTIMA_CUB_RADIX_UNSIGNED(unsigned long)
__ULTIMA_CUB_RADIX_UNSIGNED(unsigned long long)
__ULTIMA_CUB_RADIX_SIGNED(signed char, unsigned char, 0x80u)
__ULTIMA_CUB_RADIX_SIGNED(char, unsigned char, CHAR_MIN < 0 ? 0x80u : 0u)
__ULTIMA_CUB_RADIX_SIGNED(short, unsigned short, 0x8000u)
__ULTIMA_CUB_RADIX_SIGNED(int, unsigned int, 0x80000000u)
__ULTIMA_CUB_RADIX_SIGNED(long, unsigned long, 1ul << (8 * sizeof(long) - 1))
__ULTIMA_CUB_RADIX_SIGNED(long long, unsigned long long, 1ull << 63)
#undef __ULTIMA_CUB_RADIX_UNSIGNED
#undef __ULTIMA_CUB_RADIX_SIGNED
template <> struct radix<float> {
  typedef unsigned int bits_t;
  __device__ static bits_t to_bits(float k) {
    unsigned int b = __float_as_uint(k);
    return (b & 0x80000000u) ? ~b : (b | 0x80000000u);
  }
  __device__ static float from_bits(bits_t b) {
    return __uint_as_float((b & 0x80000000u) ? (b & 0x7fffffffu) : ~b);
  }
};
template <> struct radix<double> {
  typedef unsigned long long bits_t;
  __device__ static bits_t to_bits(double k) {
    unsigned long long b = (unsigned long long)__double_as_longlong(k);
    return (b & 0x8000000000000000ull) ? ~b : (b | 0x8000000000000000ull);
  }
  __device__ static double from_bits(bits_t b) {
    return __longlong_as_double(
        (long long)((b & 0x8000000000000000ull) ? (b & 0x7fffffffffffffffull) : ~b));
  }
};

template <typename T> struct is_null {
  static constexpr bool value = false;
};
template <> struct is_null<NullType> {
  static constexpr bool value = true;
};

} // namespace __ultima
} // namespace cub

namespace cub {
/* A pair of buffers for the DoubleBuffer forms of DeviceRadixSort: the
   sorted items end in the buffer selector names after the call. */
template <typename T> struct DoubleBuffer {
  T *d_buffers[2];
  int selector;
  __host__ __device__ DoubleBuffer() {
    selector = 0;
    d_buffers[0] = nullptr;
    d_buffers[1] = nullptr;
  }
  __host__ __device__ DoubleBuffer(T *d_current, T *d_alternate) {
    selector = 0;
    d_buffers[0] = d_current;
    d_buffers[1] = d_alternate;
  }
  __host__ __device__ T *Current() { return d_buffers[selector]; }
  __host__ __device__ T *Alternate() { return d_buffers[selector ^ 1]; }
};
} // namespace cub
