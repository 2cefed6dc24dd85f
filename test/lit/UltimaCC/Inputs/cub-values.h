// Inputs of the cub-*.cu tests: deterministic values of every tested type,
// and a user type with an associative, non-commutative operator, so that
// results show the order of the items.
#pragma once
#include <cstring>
#include <type_traits>

template <typename T> static T value(long long i) {
  long long x = (i * 7919LL + 13) % 2003 - 1000; // -1000..1002: exact sums in float
  if (std::is_unsigned<T>::value)
    x += 1000;
  return (T)x;
}

struct Span {
  unsigned first, last, count;
};
// The first item's first, the last item's last, the items counted: every
// order of the items but theirs gives another result, at any size.
struct Join {
  __host__ __device__ Span operator()(const Span &x, const Span &y) const {
    Span r;
    r.first = x.first;
    r.last = y.last;
    r.count = x.count + y.count;
    return r;
  }
};
template <> Span value<Span>(long long i) {
  Span s;
  s.first = (unsigned)i;
  s.last = (unsigned)(i * 7 + 1);
  s.count = 1u + (unsigned)(i % 3);
  return s;
}
static bool operator==(const Span &x, const Span &y) {
  return x.first == y.first && x.last == y.last && x.count == y.count;
}
static bool operator!=(const Span &x, const Span &y) { return !(x == y); }

// Bitwise equality, so that a NaN or a -0.0 never passes for another value.
template <typename T> static bool same(const T &x, const T &y) {
  return std::memcmp(&x, &y, sizeof(T)) == 0;
}
