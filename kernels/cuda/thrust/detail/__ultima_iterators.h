/* Thrust's fancy iterators (Thrust documentation, "Fancy Iterators"):
   counting_iterator, constant_iterator, transform_iterator, zip_iterator,
   permutation_iterator and discard_iterator, in ultima's Thrust subset
   (docs/cuda-libraries.md#thrust).

   In host code they are ordinary random access iterators (dereferencing
   computes the element). A kernel argument cannot hold a pointer in OpenCL
   C, so the device algorithms do not pass them into their kernels: an input
   range that is not a plain device pointer is materialized into a temporary
   device buffer first (in_view: counting and constant are sequence/fill
   kernels, transform_iterator is a transform kernel with the user's functor,
   zip_iterator writes each component into its field of a buffer of tuples,
   permutation_iterator is a gather), and an output range that is not a plain
   device pointer is written to a temporary buffer and then stored (out_view:
   zip_iterator stores each field to its component, permutation_iterator is a
   scatter, discard_iterator drops it). */
#pragma once
#include <thrust/detail/__ultima_memory.h>
#include <thrust/detail/__ultima_tuple.h>
#include <type_traits>
#include <utility>

namespace thrust {

struct use_default {};

/* counting_iterator: the sequence init, init + 1, ... */
template <typename Incrementable, typename System = use_default,
          typename Traversal = use_default, typename Difference = use_default>
class counting_iterator {
public:
  typedef Incrementable value_type;
  typedef std::ptrdiff_t difference_type;
  typedef const Incrementable *pointer;
  typedef Incrementable reference;
  typedef std::random_access_iterator_tag iterator_category;
  counting_iterator() : v_() {}
  explicit counting_iterator(Incrementable v) : v_(v) {}
  Incrementable operator*() const { return v_; }
  Incrementable operator[](difference_type i) const { return (Incrementable)(v_ + i); }
  counting_iterator &operator++() { ++v_; return *this; }
  counting_iterator &operator--() { --v_; return *this; }
  counting_iterator operator++(int) { counting_iterator r = *this; ++v_; return r; }
  counting_iterator operator--(int) { counting_iterator r = *this; --v_; return r; }
  counting_iterator &operator+=(difference_type n) { v_ = (Incrementable)(v_ + n); return *this; }
  counting_iterator &operator-=(difference_type n) { v_ = (Incrementable)(v_ - n); return *this; }
  counting_iterator operator+(difference_type n) const { return counting_iterator((Incrementable)(v_ + n)); }
  counting_iterator operator-(difference_type n) const { return counting_iterator((Incrementable)(v_ - n)); }
  difference_type operator-(const counting_iterator &o) const {
    return (difference_type)v_ - (difference_type)o.v_;
  }
  bool operator==(const counting_iterator &o) const { return v_ == o.v_; }
  bool operator!=(const counting_iterator &o) const { return v_ != o.v_; }
  bool operator<(const counting_iterator &o) const { return v_ < o.v_; }
  Incrementable base() const { return v_; }

private:
  Incrementable v_;
};
template <typename T> counting_iterator<T> make_counting_iterator(T v) {
  return counting_iterator<T>(v);
}

/* constant_iterator: value at every position. */
template <typename Value, typename Incrementable = std::ptrdiff_t, typename System = use_default>
class constant_iterator {
public:
  typedef Value value_type;
  typedef std::ptrdiff_t difference_type;
  typedef const Value *pointer;
  typedef Value reference;
  typedef std::random_access_iterator_tag iterator_category;
  constant_iterator() : v_(), i_(0) {}
  explicit constant_iterator(const Value &v, Incrementable i = Incrementable()) : v_(v), i_(i) {}
  Value operator*() const { return v_; }
  Value operator[](difference_type) const { return v_; }
  constant_iterator &operator++() { ++i_; return *this; }
  constant_iterator &operator--() { --i_; return *this; }
  constant_iterator operator++(int) { constant_iterator r = *this; ++i_; return r; }
  constant_iterator &operator+=(difference_type n) { i_ += n; return *this; }
  constant_iterator &operator-=(difference_type n) { i_ -= n; return *this; }
  constant_iterator operator+(difference_type n) const { return constant_iterator(v_, i_ + n); }
  constant_iterator operator-(difference_type n) const { return constant_iterator(v_, i_ - n); }
  difference_type operator-(const constant_iterator &o) const {
    return (difference_type)i_ - (difference_type)o.i_;
  }
  bool operator==(const constant_iterator &o) const { return i_ == o.i_; }
  bool operator!=(const constant_iterator &o) const { return i_ != o.i_; }
  bool operator<(const constant_iterator &o) const { return i_ < o.i_; }
  const Value &value() const { return v_; }
  Incrementable index() const { return i_; }

private:
  Value v_;
  Incrementable i_;
};
template <typename V> constant_iterator<V> make_constant_iterator(V v) {
  return constant_iterator<V>(v);
}
template <typename V, typename I> constant_iterator<V, I> make_constant_iterator(V v, I i) {
  return constant_iterator<V, I>(v, i);
}

/* transform_iterator: f(*it). */
template <typename F, typename It, typename Reference = use_default, typename Value = use_default>
class transform_iterator {
  typedef typename std::remove_cv<typename std::iterator_traits<It>::value_type>::type in_t;
  typedef typename std::decay<decltype(std::declval<F>()(std::declval<in_t>()))>::type result_t;

public:
  typedef typename std::conditional<std::is_same<Value, use_default>::value, result_t,
                                    Value>::type value_type;
  typedef std::ptrdiff_t difference_type;
  typedef const value_type *pointer;
  typedef value_type reference;
  typedef std::random_access_iterator_tag iterator_category;
  transform_iterator() : it_(), f_() {}
  transform_iterator(It it, F f) : it_(it), f_(f) {}
  value_type operator*() const { return f_((in_t)*it_); }
  value_type operator[](difference_type i) const { return f_((in_t)it_[i]); }
  transform_iterator &operator++() { ++it_; return *this; }
  transform_iterator &operator--() { --it_; return *this; }
  transform_iterator operator++(int) { transform_iterator r = *this; ++it_; return r; }
  transform_iterator &operator+=(difference_type n) { it_ += n; return *this; }
  transform_iterator &operator-=(difference_type n) { it_ -= n; return *this; }
  transform_iterator operator+(difference_type n) const { return transform_iterator(it_ + n, f_); }
  transform_iterator operator-(difference_type n) const { return transform_iterator(it_ - n, f_); }
  difference_type operator-(const transform_iterator &o) const { return it_ - o.it_; }
  bool operator==(const transform_iterator &o) const { return it_ == o.it_; }
  bool operator!=(const transform_iterator &o) const { return it_ != o.it_; }
  bool operator<(const transform_iterator &o) const { return it_ < o.it_; }
  It base() const { return it_; }
  F functor() const { return f_; }

private:
  It it_;
  F f_;
};
template <typename It, typename F> transform_iterator<F, It> make_transform_iterator(It it, F f) {
  return transform_iterator<F, It>(it, f);
}

/* permutation_iterator: elements[*indices]. */
template <typename ElementIt, typename IndexIt> class permutation_iterator {
public:
  typedef typename std::remove_cv<typename std::iterator_traits<ElementIt>::value_type>::type
      value_type;
  typedef std::ptrdiff_t difference_type;
  typedef typename std::iterator_traits<ElementIt>::pointer pointer;
  typedef typename std::iterator_traits<ElementIt>::reference reference;
  typedef std::random_access_iterator_tag iterator_category;
  permutation_iterator() : e_(), i_() {}
  permutation_iterator(ElementIt e, IndexIt i) : e_(e), i_(i) {}
  reference operator*() const { return e_[*i_]; }
  reference operator[](difference_type n) const { return e_[i_[n]]; }
  permutation_iterator &operator++() { ++i_; return *this; }
  permutation_iterator &operator--() { --i_; return *this; }
  permutation_iterator operator++(int) { permutation_iterator r = *this; ++i_; return r; }
  permutation_iterator &operator+=(difference_type n) { i_ += n; return *this; }
  permutation_iterator &operator-=(difference_type n) { i_ -= n; return *this; }
  permutation_iterator operator+(difference_type n) const { return permutation_iterator(e_, i_ + n); }
  permutation_iterator operator-(difference_type n) const { return permutation_iterator(e_, i_ - n); }
  difference_type operator-(const permutation_iterator &o) const { return i_ - o.i_; }
  bool operator==(const permutation_iterator &o) const { return i_ == o.i_; }
  bool operator!=(const permutation_iterator &o) const { return i_ != o.i_; }
  bool operator<(const permutation_iterator &o) const { return i_ < o.i_; }
  ElementIt elements() const { return e_; }
  IndexIt indices() const { return i_; }

private:
  ElementIt e_;
  IndexIt i_;
};
template <typename E, typename I>
permutation_iterator<E, I> make_permutation_iterator(E e, I i) {
  return permutation_iterator<E, I>(e, i);
}

/* discard_iterator: writes are dropped. */
namespace __ultima {
struct any_assign {
  template <typename T> const any_assign &operator=(const T &) const { return *this; }
};
} // namespace __ultima
template <typename System = use_default> class discard_iterator {
public:
  typedef __ultima::any_assign value_type;
  typedef std::ptrdiff_t difference_type;
  typedef const __ultima::any_assign *pointer;
  typedef const __ultima::any_assign &reference;
  typedef std::random_access_iterator_tag iterator_category;
  explicit discard_iterator(difference_type i = 0) : i_(i) {}
  reference operator*() const { return a_; }
  reference operator[](difference_type) const { return a_; }
  discard_iterator &operator++() { ++i_; return *this; }
  discard_iterator operator++(int) { discard_iterator r = *this; ++i_; return r; }
  discard_iterator &operator+=(difference_type n) { i_ += n; return *this; }
  discard_iterator operator+(difference_type n) const { return discard_iterator(i_ + n); }
  discard_iterator operator-(difference_type n) const { return discard_iterator(i_ - n); }
  difference_type operator-(const discard_iterator &o) const { return i_ - o.i_; }
  bool operator==(const discard_iterator &o) const { return i_ == o.i_; }
  bool operator!=(const discard_iterator &o) const { return i_ != o.i_; }

private:
  difference_type i_;
  __ultima::any_assign a_;
};
inline discard_iterator<> make_discard_iterator(std::ptrdiff_t i = 0) {
  return discard_iterator<>(i);
}

/* zip_iterator: a tuple of iterators moving together; its value is the
   tuple of their values. */
namespace __ultima {
template <typename C> struct cons_values;
template <typename H> struct cons_values<cons<H, null_type>> {
  typedef cons<typename value_of<H>::type, null_type> type;
};
template <typename H, typename T> struct cons_values<cons<H, T>> {
  typedef cons<typename value_of<H>::type, typename cons_values<T>::type> type;
};
template <typename Tuple> struct tuple_values;
template <typename T0, typename T1, typename T2, typename T3, typename T4>
struct tuple_values<tuple<T0, T1, T2, T3, T4>> {
  template <typename I> using v = typename std::conditional<std::is_same<I, null_type>::value,
                                                            std::common_type<null_type>,
                                                            value_of<I>>::type::type;
  typedef tuple<v<T0>, v<T1>, v<T2>, v<T3>, v<T4>> type;
};
template <typename H> void cons_advance(cons<H, null_type> &c, std::ptrdiff_t n) { c.head += n; }
template <typename H, typename T> void cons_advance(cons<H, T> &c, std::ptrdiff_t n) {
  c.head += n;
  cons_advance(c.tail, n);
}
template <typename H, typename V>
void cons_deref(const cons<H, null_type> &c, cons<V, null_type> &v) {
  v.head = *c.head;
}
template <typename H, typename T, typename V, typename W>
void cons_deref(const cons<H, T> &c, cons<V, W> &v) {
  v.head = *c.head;
  cons_deref(c.tail, v.tail);
}
template <typename C> struct cons_any_device;
template <typename H> struct cons_any_device<cons<H, null_type>> : is_device<H> {};
template <typename H, typename T>
struct cons_any_device<cons<H, T>>
    : std::integral_constant<bool, is_device<H>::value || cons_any_device<T>::value> {};
} // namespace __ultima

template <typename IteratorTuple> class zip_iterator {
public:
  typedef typename __ultima::tuple_values<IteratorTuple>::type value_type;
  typedef std::ptrdiff_t difference_type;
  typedef const value_type *pointer;
  typedef value_type reference;
  typedef std::random_access_iterator_tag iterator_category;
  zip_iterator() : t_() {}
  explicit zip_iterator(const IteratorTuple &t) : t_(t) {}
  value_type operator*() const {
    value_type v;
    __ultima::cons_deref(t_.__c, v.__c);
    return v;
  }
  value_type operator[](difference_type n) const { return *(*this + n); }
  zip_iterator &operator+=(difference_type n) {
    __ultima::cons_advance(t_.__c, n);
    return *this;
  }
  zip_iterator &operator-=(difference_type n) { return *this += -n; }
  zip_iterator &operator++() { return *this += 1; }
  zip_iterator &operator--() { return *this += -1; }
  zip_iterator operator++(int) { zip_iterator r = *this; *this += 1; return r; }
  zip_iterator operator+(difference_type n) const { zip_iterator r = *this; return r += n; }
  zip_iterator operator-(difference_type n) const { zip_iterator r = *this; return r += -n; }
  difference_type operator-(const zip_iterator &o) const {
    return thrust::get<0>(t_) - thrust::get<0>(o.t_);
  }
  bool operator==(const zip_iterator &o) const { return thrust::get<0>(t_) == thrust::get<0>(o.t_); }
  bool operator!=(const zip_iterator &o) const { return !(*this == o); }
  bool operator<(const zip_iterator &o) const { return thrust::get<0>(t_) < thrust::get<0>(o.t_); }
  const IteratorTuple &get_iterator_tuple() const { return t_; }

private:
  IteratorTuple t_;
};
template <typename IteratorTuple> zip_iterator<IteratorTuple> make_zip_iterator(IteratorTuple t) {
  return zip_iterator<IteratorTuple>(t);
}

namespace __ultima {

/* The system of a fancy iterator: a zip iterator is a device iterator when
   one of its components is; a transform or permutation iterator when the
   iterator it adapts is; counting, constant and discard iterators have no
   system of their own (the other ranges of the call decide). */
template <typename F, typename It, typename R, typename V>
struct is_device<transform_iterator<F, It, R, V>> : is_device<It> {};
template <typename E, typename I> struct is_device<permutation_iterator<E, I>> : is_device<E> {};
template <typename T> struct is_device<zip_iterator<T>> : cons_any_device<typename T::__cons_t> {};

/* Whether an iterator is a plain pointer into device memory (no copy). */
template <typename It> struct has_raw : std::false_type {};
template <typename T> struct has_raw<T *> : std::true_type {};
template <typename T> struct has_raw<device_ptr<T>> : std::true_type {};

template <typename T, int I, typename Tuple>
__global__ void set_field_kernel(const T *in, Tuple *out, int n) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    Tuple t = out[i];
    thrust::get<I>(t) = in[i];
    out[i] = t;
  }
}
template <typename T, int I, typename Tuple>
__global__ void get_field_kernel(const Tuple *in, T *out, int n) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n) {
    Tuple t = in[i];
    out[i] = thrust::get<I>(t);
  }
}
template <typename T> __global__ void iota_kernel(T *out, int n, T init) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n)
    out[i] = (T)(init + i);
}
template <typename T> __global__ void constant_kernel(T *out, int n, T value) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n)
    out[i] = value;
}
template <typename In, typename Out, typename F>
__global__ void apply_kernel(const In *in, Out *out, int n, F f) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n)
    out[i] = f(in[i]);
}
template <typename M, typename In, typename Out>
__global__ void permute_in_kernel(const M *map, const In *in, Out *out, int n) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n)
    out[i] = in[map[i]];
}
template <typename In, typename M, typename Out>
__global__ void permute_out_kernel(const In *in, const M *map, Out *out, int n) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n)
    out[map[i]] = in[i];
}
template <typename In, typename Out> __global__ void convert_kernel(const In *in, Out *out, int n) {
  int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
  if (i < n)
    out[i] = (Out)in[i];
}

inline int grid(int n) { return (n + 255) / 256; }
inline void ran(const char *what) {
  check(cudaPeekAtLastError(), what);
  check(cudaDeviceSynchronize(), what);
}

template <typename It, typename V> void materialize(It it, V *out, int n);
template <typename It, typename V> void store(It it, const V *in, int n);

/* The elements of an input range as a device pointer to V (by default its
   value type): the range itself when it is a device pointer to V, else a
   temporary buffer holding its values converted to V. */
template <typename It, typename V = typename value_of<It>::type,
          bool RAW = has_raw<It>::value && std::is_same<typename value_of<It>::type, V>::value>
struct in_view {
  typedef V value_type;
  buffer<value_type> b;
  const value_type *p;
  in_view(It it, int n) : b(n > 0 ? n : 0), p(b.p) {
    if (n > 0)
      materialize(it, b.p, n);
  }
};
template <typename It, typename V> struct in_view<It, V, true> {
  typedef V value_type;
  const value_type *p;
  in_view(It it, int) : p(raw(it)) {}
};

/* An output range as a device pointer of V: the range itself when it is a
   device pointer to V, else a temporary buffer whose first m items commit(m)
   stores to the range. */
template <typename It, typename V, bool RAW = has_raw<It>::value &&
                                              std::is_same<typename value_of<It>::type, V>::value>
struct out_view {
  It it;
  buffer<V> b;
  V *p;
  out_view(It i, int n) : it(i), b(n > 0 ? n : 0), p(b.p) {}
  void commit(int m) {
    if (m > 0)
      store(it, (const V *)b.p, m);
  }
};
template <typename It, typename V> struct out_view<It, V, true> {
  V *p;
  out_view(It i, int) : p(raw(i)) {}
  void commit(int) {}
};

/* A range sorted in place: the range itself when it is a device pointer,
   else a temporary buffer of its values that commit(n) stores back. */
template <typename It, bool RAW = has_raw<It>::value> struct inout_view {
  typedef typename value_of<It>::type value_type;
  It it;
  buffer<value_type> b;
  value_type *p;
  inout_view(It i, int n) : it(i), b(n > 0 ? n : 0), p(b.p) {
    if (n > 0)
      materialize(it, b.p, n);
  }
  void commit(int n) {
    if (n > 0)
      store(it, (const value_type *)b.p, n);
  }
};
template <typename It> struct inout_view<It, true> {
  typedef typename value_of<It>::type value_type;
  value_type *p;
  inout_view(It i, int) : p((value_type *)raw(i)) {}
  void commit(int) {}
};

/* materialize: writes the n values of an input range to out. */
template <typename T, typename V> void materialize_(T *it, V *out, int n) {
  convert_kernel<<<grid(n), 256>>>((const T *)it, out, n);
  ran("thrust: reading a range");
}
template <typename T, typename V> void materialize_(device_ptr<T> it, V *out, int n) {
  materialize_(it.get(), out, n);
}
template <typename T, typename S, typename Tr, typename D, typename V>
void materialize_(counting_iterator<T, S, Tr, D> it, V *out, int n) {
  buffer<T> b(n);
  iota_kernel<<<grid(n), 256>>>(b.p, n, *it);
  ran("thrust::counting_iterator");
  materialize_(b.p, out, n);
}
template <typename T> void materialize_(counting_iterator<T> it, T *out, int n) {
  iota_kernel<<<grid(n), 256>>>(out, n, *it);
  ran("thrust::counting_iterator");
}
template <typename T, typename I, typename S, typename V>
void materialize_(constant_iterator<T, I, S> it, V *out, int n) {
  constant_kernel<<<grid(n), 256>>>(out, n, (V)it.value());
  ran("thrust::constant_iterator");
}
template <typename F, typename It, typename R, typename W, typename V>
void materialize_(transform_iterator<F, It, R, W> it, V *out, int n) {
  in_view<It> in(it.base(), n);
  apply_kernel<<<grid(n), 256>>>(in.p, out, n, it.functor());
  ran("thrust::transform_iterator");
}
template <typename E, typename I, typename V>
void materialize_(permutation_iterator<E, I> it, V *out, int n) {
  in_view<I> idx(it.indices(), n);
  permute_in_kernel<<<grid(n), 256>>>(idx.p, (const typename value_of<E>::type *)raw(it.elements()),
                                      out, n);
  ran("thrust::permutation_iterator");
}
template <int I, typename H, typename Tuple>
void zip_in(const cons<H, null_type> &c, Tuple *out, int n) {
  in_view<H> v(c.head, n);
  set_field_kernel<typename value_of<H>::type, I><<<grid(n), 256>>>(v.p, out, n);
  ran("thrust::zip_iterator");
}
template <int I, typename H, typename T, typename Tuple>
void zip_in(const cons<H, T> &c, Tuple *out, int n) {
  in_view<H> v(c.head, n);
  set_field_kernel<typename value_of<H>::type, I><<<grid(n), 256>>>(v.p, out, n);
  ran("thrust::zip_iterator");
  zip_in<I + 1>(c.tail, out, n);
}
template <typename T>
void materialize_(zip_iterator<T> it, typename zip_iterator<T>::value_type *out, int n) {
  zip_in<0>(it.get_iterator_tuple().__c, out, n);
}
template <typename It, typename V> void materialize(It it, V *out, int n) {
  materialize_(it, out, n);
}

/* store: writes n values to an output range. */
template <typename T, typename V> void store_(T *it, const V *in, int n) {
  convert_kernel<<<grid(n), 256>>>(in, it, n);
  ran("thrust: writing a range");
}
template <typename T, typename V> void store_(device_ptr<T> it, const V *in, int n) {
  store_(it.get(), in, n);
}
template <typename S, typename V> void store_(discard_iterator<S>, const V *, int) {}
template <typename E, typename I, typename V>
void store_(permutation_iterator<E, I> it, const V *in, int n) {
  in_view<I> idx(it.indices(), n);
  permute_out_kernel<<<grid(n), 256>>>(in, idx.p, raw(it.elements()), n);
  ran("thrust::permutation_iterator");
}
template <int I, typename Tuple, typename H>
void zip_out_one(const H &it, const Tuple *in, int n) {
  typedef typename tuple_element<I, Tuple>::type V;
  out_view<H, V> o(it, n);
  get_field_kernel<V, I><<<grid(n), 256>>>(in, o.p, n);
  ran("thrust::zip_iterator");
  o.commit(n);
}
template <int I, typename H, typename Tuple>
void zip_out(const cons<H, null_type> &c, const Tuple *in, int n) {
  zip_out_one<I>(c.head, in, n);
}
template <int I, typename H, typename T, typename Tuple>
void zip_out(const cons<H, T> &c, const Tuple *in, int n) {
  zip_out_one<I>(c.head, in, n);
  zip_out<I + 1>(c.tail, in, n);
}
template <typename T, typename V> void store_(zip_iterator<T> it, const V *in, int n) {
  zip_out<0>(it.get_iterator_tuple().__c, in, n);
}
template <typename It, typename V> void store(It it, const V *in, int n) { store_(it, in, n); }

} // namespace __ultima
} // namespace thrust
