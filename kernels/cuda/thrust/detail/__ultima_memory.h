/* ultima's Thrust subset (docs/cuda-libraries.md#thrust), written from
   Thrust's documentation in the CUDA C++ subset ultima translates: the
   execution policies, device_ptr, device_reference, device_malloc/free,
   raw_pointer_cast and the functors. Like CUB's headers, <thrust/...> is
   source code translated with the user's (isEmbeddedSourceHeader): host code
   here is compiled as the user's host code, and the kernels the algorithms
   launch are instantiated with the user's functors. */
#pragma once
#include <cuda_runtime.h>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <ostream>
#include <stdexcept>
#include <string>
#include <type_traits>

namespace thrust {
namespace __ultima {

/* Thrust throws thrust::system_error; ultima's subset reports the CUDA error
   and aborts (host code that catches exceptions is not assumed). */
inline void check(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    std::fprintf(stderr, "thrust (ultima): %s: %s\n", what, cudaGetErrorString(e));
    std::abort();
  }
}

struct host_t {};
struct device_t {};

} // namespace __ultima

/* Declared so that programs that catch it compile; ultima's subset does not
   throw it (a CUDA error aborts, above). */
class system_error : public std::runtime_error {
public:
  explicit system_error(const std::string &what) : std::runtime_error(what) {}
};

/* The execution policies: thrust::device runs the algorithm's kernels on the
   device (raw pointers are device pointers), thrust::host runs it on the host
   with the C++ standard library. */
namespace detail {
typedef __ultima::host_t host_t;
typedef __ultima::device_t device_t;
} // namespace detail
static const __ultima::device_t device = __ultima::device_t();
static const __ultima::host_t host = __ultima::host_t();
static const __ultima::host_t seq = __ultima::host_t();
namespace cuda {
static const __ultima::device_t par = __ultima::device_t();
}
namespace system {
typedef thrust::system_error system_error;
namespace cuda {
static const __ultima::device_t par = __ultima::device_t();
}
} // namespace system

template <typename T> class device_ptr;

/* A reference to one element in device memory, read and written from host
   code with cudaMemcpy. */
template <typename T> class device_reference {
public:
  typedef typename std::remove_cv<T>::type value_type;
  typedef device_ptr<T> pointer;
  explicit device_reference(T *p) : p_(p) {}
  device_reference(const device_reference &o) = default;
  operator value_type() const {
    value_type v;
    __ultima::check(cudaMemcpy(&v, p_, sizeof(value_type), cudaMemcpyDeviceToHost),
                    "device_reference read");
    return v;
  }
  device_reference &operator=(const value_type &v) {
    __ultima::check(cudaMemcpy(p_, &v, sizeof(value_type), cudaMemcpyHostToDevice),
                    "device_reference write");
    return *this;
  }
  device_reference &operator=(const device_reference &o) { return *this = (value_type)o; }
  template <typename U> device_reference &operator=(const device_reference<U> &o) {
    return *this = (value_type)(typename device_reference<U>::value_type)o;
  }
  pointer operator&() const { return pointer(p_); }
  device_reference &operator+=(const value_type &v) { return *this = (value_type)*this + v; }
  device_reference &operator-=(const value_type &v) { return *this = (value_type)*this - v; }
  device_reference &operator*=(const value_type &v) { return *this = (value_type)*this * v; }
  device_reference &operator/=(const value_type &v) { return *this = (value_type)*this / v; }
  device_reference &operator++() { return *this += value_type(1); }
  device_reference &operator--() { return *this -= value_type(1); }
  value_type operator++(int) {
    value_type v = *this;
    *this = v + value_type(1);
    return v;
  }
  value_type operator--(int) {
    value_type v = *this;
    *this = v - value_type(1);
    return v;
  }

private:
  T *p_;
};

template <typename T>
std::ostream &operator<<(std::ostream &os, const device_reference<T> &r) {
  return os << (typename device_reference<T>::value_type)r;
}

/* A pointer to device memory: a random access iterator whose system is the
   device (thrust::device_vector's iterator). */
template <typename T> class device_ptr {
public:
  typedef T element_type;
  typedef typename std::remove_cv<T>::type value_type;
  typedef std::ptrdiff_t difference_type;
  typedef device_ptr pointer;
  typedef device_reference<T> reference;
  typedef std::random_access_iterator_tag iterator_category;

  device_ptr() : p_(nullptr) {}
  device_ptr(std::nullptr_t) : p_(nullptr) {}
  explicit device_ptr(T *p) : p_(p) {}
  template <typename U> device_ptr(const device_ptr<U> &o) : p_(o.get()) {}
  T *get() const { return p_; }
  reference operator*() const { return reference(p_); }
  reference operator[](difference_type i) const { return reference(p_ + i); }
  device_ptr &operator++() { ++p_; return *this; }
  device_ptr &operator--() { --p_; return *this; }
  device_ptr operator++(int) { device_ptr r = *this; ++p_; return r; }
  device_ptr operator--(int) { device_ptr r = *this; --p_; return r; }
  device_ptr &operator+=(difference_type n) { p_ += n; return *this; }
  device_ptr &operator-=(difference_type n) { p_ -= n; return *this; }
  device_ptr operator+(difference_type n) const { return device_ptr(p_ + n); }
  device_ptr operator-(difference_type n) const { return device_ptr(p_ - n); }
  template <typename U> difference_type operator-(const device_ptr<U> &o) const {
    return p_ - o.get();
  }
  template <typename U> bool operator==(const device_ptr<U> &o) const { return p_ == o.get(); }
  template <typename U> bool operator!=(const device_ptr<U> &o) const { return p_ != o.get(); }
  template <typename U> bool operator<(const device_ptr<U> &o) const { return p_ < o.get(); }
  template <typename U> bool operator>(const device_ptr<U> &o) const { return p_ > o.get(); }
  template <typename U> bool operator<=(const device_ptr<U> &o) const { return p_ <= o.get(); }
  template <typename U> bool operator>=(const device_ptr<U> &o) const { return p_ >= o.get(); }
  explicit operator bool() const { return p_ != nullptr; }

private:
  T *p_;
};
template <typename T>
device_ptr<T> operator+(typename device_ptr<T>::difference_type n, const device_ptr<T> &p) {
  return p + n;
}

/* thrust::swap (found by argument-dependent lookup for Thrust's types). */
template <typename A, typename B> __host__ __device__ void swap(A &a, B &b) {
  A t = a;
  a = b;
  b = t;
}

template <typename T> device_ptr<T> device_pointer_cast(T *p) { return device_ptr<T>(p); }
template <typename T> device_ptr<T> device_pointer_cast(const device_ptr<T> &p) { return p; }
template <typename T> T *raw_pointer_cast(T *p) { return p; }
template <typename T> T *raw_pointer_cast(const device_ptr<T> &p) { return p.get(); }

inline device_ptr<void> device_malloc(std::size_t bytes) {
  void *p = nullptr;
  __ultima::check(cudaMalloc(&p, bytes), "device_malloc");
  return device_ptr<void>(p);
}
template <typename T> device_ptr<T> device_malloc(std::size_t n) {
  T *p = nullptr;
  __ultima::check(cudaMalloc((void **)&p, n * sizeof(T)), "device_malloc");
  return device_ptr<T>(p);
}
template <typename T> void device_free(device_ptr<T> p) {
  __ultima::check(cudaFree((void *)p.get()), "device_free");
}

namespace __ultima {

/* Whether an iterator's elements are in device memory (its system). */
template <typename It> struct is_device : std::false_type {};
template <typename T> struct is_device<device_ptr<T>> : std::true_type {};

template <typename It>
using system_of = typename std::conditional<is_device<It>::value, device_t, host_t>::type;
template <typename A, typename B>
using system_of2 = typename std::conditional<is_device<A>::value || is_device<B>::value,
                                             device_t, host_t>::type;

template <typename It> struct value_of {
  typedef typename std::remove_cv<typename std::iterator_traits<It>::value_type>::type type;
};

/* The raw device pointer of a device iterator (or of a raw pointer given
   with thrust::device). */
template <typename T> T *raw(T *p) { return p; }
template <typename T> T *raw(const device_ptr<T> &p) { return p.get(); }

/* A temporary device buffer. */
template <typename T> struct buffer {
  T *p;
  std::size_t n;
  explicit buffer(std::size_t count) : p(nullptr), n(count) {
    if (count > 0)
      check(cudaMalloc((void **)&p, count * sizeof(T)), "temporary allocation");
  }
  ~buffer() {
    if (p)
      cudaFree(p);
  }
  buffer(const buffer &) = delete;
  buffer &operator=(const buffer &) = delete;
};

/* CUB's two-call protocol: f(nullptr, bytes) sizes, f(temp, bytes) runs. */
template <typename F> void with_temp(F f, const char *what) {
  std::size_t bytes = 0;
  check(f(nullptr, bytes), what);
  buffer<char> temp(bytes > 0 ? bytes : 1);
  check(f((void *)temp.p, bytes), what);
  check(cudaDeviceSynchronize(), what);
}

constexpr int THREADS = 256;
inline int blocks(long long n) { return (int)((n + THREADS - 1) / THREADS); }

inline void launched(const char *what) {
  check(cudaPeekAtLastError(), what);
  check(cudaDeviceSynchronize(), what);
}

template <typename T> T read1(const T *p) {
  T v;
  check(cudaMemcpy(&v, p, sizeof(T), cudaMemcpyDeviceToHost), "read");
  return v;
}

} // namespace __ultima
} // namespace thrust
