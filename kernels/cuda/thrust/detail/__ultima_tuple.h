/* thrust::tuple and thrust::pair (Thrust documentation, "Tuple" and
   "Pair"): ultima's Thrust subset (docs/cuda-libraries.md#thrust). A tuple of
   up to five elements is a chain of structs (head, tail) ending in a struct
   of one member, so that it is a plain struct in OpenCL C too (no empty
   struct for the unused elements): usable in host code, in device code and
   as a kernel argument or buffer element. Comparisons are lexicographic, as
   in Thrust. */
#pragma once
#include <type_traits>

namespace thrust {

struct null_type {};

namespace __ultima {
template <typename H, typename T> struct cons {
  H head;
  T tail;
};
template <typename H> struct cons<H, null_type> {
  H head;
};
template <typename T0, typename T1, typename T2, typename T3, typename T4> struct make_cons {
  typedef cons<T0, typename make_cons<T1, T2, T3, T4, null_type>::type> type;
};
template <typename T0> struct make_cons<T0, null_type, null_type, null_type, null_type> {
  typedef cons<T0, null_type> type;
};

/* Element I of a cons chain. */
template <int I, typename C> struct cons_element;
template <typename H, typename T> struct cons_element<0, cons<H, T>> {
  typedef H type;
};
template <int I, typename H, typename T> struct cons_element<I, cons<H, T>> {
  typedef typename cons_element<I - 1, T>::type type;
};
/* Free functions rather than static members, so that the OpenCL C declares
   each before its caller. */
template <int I> struct index_c {};
template <typename H, typename T> __host__ __device__ H &cons_get(cons<H, T> &c, index_c<0>) {
  return c.head;
}
template <typename H, typename T>
__host__ __device__ const H &cons_get(const cons<H, T> &c, index_c<0>) {
  return c.head;
}
template <int I, typename H, typename T>
__host__ __device__ typename cons_element<I, cons<H, T>>::type &cons_get(cons<H, T> &c,
                                                                          index_c<I>) {
  return cons_get(c.tail, index_c<I - 1>());
}
template <int I, typename H, typename T>
__host__ __device__ const typename cons_element<I, cons<H, T>>::type &
cons_get(const cons<H, T> &c, index_c<I>) {
  return cons_get(c.tail, index_c<I - 1>());
}

template <typename H>
__host__ __device__ bool cons_equal(const cons<H, null_type> &a, const cons<H, null_type> &b) {
  return a.head == b.head;
}
template <typename H, typename T>
__host__ __device__ bool cons_equal(const cons<H, T> &a, const cons<H, T> &b) {
  return a.head == b.head && cons_equal(a.tail, b.tail);
}
template <typename H>
__host__ __device__ bool cons_less(const cons<H, null_type> &a, const cons<H, null_type> &b) {
  return a.head < b.head;
}
template <typename H, typename T>
__host__ __device__ bool cons_less(const cons<H, T> &a, const cons<H, T> &b) {
  return a.head < b.head || (!(b.head < a.head) && cons_less(a.tail, b.tail));
}
} // namespace __ultima

template <typename T0, typename T1 = null_type, typename T2 = null_type, typename T3 = null_type,
          typename T4 = null_type>
class tuple {
public:
  typedef typename __ultima::make_cons<T0, T1, T2, T3, T4>::type __cons_t;
  __cons_t __c;

  __host__ __device__ tuple() {}
  __host__ __device__ tuple(const T0 &a0) { __c.head = a0; }
  __host__ __device__ tuple(const T0 &a0, const T1 &a1) {
    __c.head = a0;
    __c.tail.head = a1;
  }
  __host__ __device__ tuple(const T0 &a0, const T1 &a1, const T2 &a2) {
    __c.head = a0;
    __c.tail.head = a1;
    __c.tail.tail.head = a2;
  }
  __host__ __device__ tuple(const T0 &a0, const T1 &a1, const T2 &a2, const T3 &a3) {
    __c.head = a0;
    __c.tail.head = a1;
    __c.tail.tail.head = a2;
    __c.tail.tail.tail.head = a3;
  }
  __host__ __device__ tuple(const T0 &a0, const T1 &a1, const T2 &a2, const T3 &a3,
                            const T4 &a4) {
    __c.head = a0;
    __c.tail.head = a1;
    __c.tail.tail.head = a2;
    __c.tail.tail.tail.head = a3;
    __c.tail.tail.tail.tail.head = a4;
  }
};

template <typename Tuple> struct tuple_size;
template <typename T0, typename T1, typename T2, typename T3, typename T4>
struct tuple_size<tuple<T0, T1, T2, T3, T4>>
    : std::integral_constant<int, std::is_same<T1, null_type>::value   ? 1
                                  : std::is_same<T2, null_type>::value ? 2
                                  : std::is_same<T3, null_type>::value ? 3
                                  : std::is_same<T4, null_type>::value ? 4
                                                                       : 5> {};

template <int I, typename Tuple> struct tuple_element {
  typedef typename __ultima::cons_element<I, typename Tuple::__cons_t>::type type;
};

template <int I, typename T0, typename T1, typename T2, typename T3, typename T4>
__host__ __device__ typename tuple_element<I, tuple<T0, T1, T2, T3, T4>>::type &
get(tuple<T0, T1, T2, T3, T4> &t) {
  return __ultima::cons_get(t.__c, __ultima::index_c<I>());
}
template <int I, typename T0, typename T1, typename T2, typename T3, typename T4>
__host__ __device__ const typename tuple_element<I, tuple<T0, T1, T2, T3, T4>>::type &
get(const tuple<T0, T1, T2, T3, T4> &t) {
  return __ultima::cons_get(t.__c, __ultima::index_c<I>());
}

template <typename T0>
__host__ __device__ tuple<T0> make_tuple(const T0 &a0) {
  return tuple<T0>(a0);
}
template <typename T0, typename T1>
__host__ __device__ tuple<T0, T1> make_tuple(const T0 &a0, const T1 &a1) {
  return tuple<T0, T1>(a0, a1);
}
template <typename T0, typename T1, typename T2>
__host__ __device__ tuple<T0, T1, T2> make_tuple(const T0 &a0, const T1 &a1, const T2 &a2) {
  return tuple<T0, T1, T2>(a0, a1, a2);
}
template <typename T0, typename T1, typename T2, typename T3>
__host__ __device__ tuple<T0, T1, T2, T3> make_tuple(const T0 &a0, const T1 &a1, const T2 &a2,
                                                     const T3 &a3) {
  return tuple<T0, T1, T2, T3>(a0, a1, a2, a3);
}
template <typename T0, typename T1, typename T2, typename T3, typename T4>
__host__ __device__ tuple<T0, T1, T2, T3, T4> make_tuple(const T0 &a0, const T1 &a1,
                                                         const T2 &a2, const T3 &a3,
                                                         const T4 &a4) {
  return tuple<T0, T1, T2, T3, T4>(a0, a1, a2, a3, a4);
}

#define __ULTIMA_TUPLE_T typename T0, typename T1, typename T2, typename T3, typename T4
#define __ULTIMA_TUPLE tuple<T0, T1, T2, T3, T4>
template <__ULTIMA_TUPLE_T>
__host__ __device__ bool operator==(const __ULTIMA_TUPLE &a, const __ULTIMA_TUPLE &b) {
  return __ultima::cons_equal(a.__c, b.__c);
}
template <__ULTIMA_TUPLE_T>
__host__ __device__ bool operator!=(const __ULTIMA_TUPLE &a, const __ULTIMA_TUPLE &b) {
  return !__ultima::cons_equal(a.__c, b.__c);
}
template <__ULTIMA_TUPLE_T>
__host__ __device__ bool operator<(const __ULTIMA_TUPLE &a, const __ULTIMA_TUPLE &b) {
  return __ultima::cons_less(a.__c, b.__c);
}
template <__ULTIMA_TUPLE_T>
__host__ __device__ bool operator>(const __ULTIMA_TUPLE &a, const __ULTIMA_TUPLE &b) {
  return __ultima::cons_less(b.__c, a.__c);
}
template <__ULTIMA_TUPLE_T>
__host__ __device__ bool operator<=(const __ULTIMA_TUPLE &a, const __ULTIMA_TUPLE &b) {
  return !__ultima::cons_less(b.__c, a.__c);
}
template <__ULTIMA_TUPLE_T>
__host__ __device__ bool operator>=(const __ULTIMA_TUPLE &a, const __ULTIMA_TUPLE &b) {
  return !__ultima::cons_less(a.__c, b.__c);
}
#undef __ULTIMA_TUPLE_T
#undef __ULTIMA_TUPLE

template <typename T1, typename T2> struct pair {
  typedef T1 first_type;
  typedef T2 second_type;
  T1 first;
  T2 second;
  __host__ __device__ pair() : first(), second() {}
  __host__ __device__ pair(const T1 &a, const T2 &b) : first(a), second(b) {}
  template <typename U1, typename U2>
  __host__ __device__ pair(const pair<U1, U2> &o) : first(o.first), second(o.second) {}
};
template <typename T1, typename T2>
__host__ __device__ pair<T1, T2> make_pair(const T1 &a, const T2 &b) {
  return pair<T1, T2>(a, b);
}
template <typename T1, typename T2>
__host__ __device__ bool operator==(const pair<T1, T2> &a, const pair<T1, T2> &b) {
  return a.first == b.first && a.second == b.second;
}
template <typename T1, typename T2>
__host__ __device__ bool operator!=(const pair<T1, T2> &a, const pair<T1, T2> &b) {
  return !(a == b);
}
template <typename T1, typename T2>
__host__ __device__ bool operator<(const pair<T1, T2> &a, const pair<T1, T2> &b) {
  return a.first < b.first || (!(b.first < a.first) && a.second < b.second);
}

} // namespace thrust
