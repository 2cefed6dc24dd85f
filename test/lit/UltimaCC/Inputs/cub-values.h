// Inputs of the cub-*.cu tests: deterministic values of every tested type,
// and a user type with an associative, non-commutative operator (composing
// affine maps modulo 2^32), so that results show the order of the items.
#pragma once
#include <cstring>
#include <type_traits>

template <typename T> static T value(long long i) {
  long long x = (i * 7919LL + 13) % 2003 - 1000; // -1000..1002: exact sums in float
  if (std::is_unsigned<T>::value)
    x += 1000;
  return (T)x;
}

struct Affine {
  unsigned a, b;
};
// Apply x, then y.
struct Compose {
  __host__ __device__ Affine operator()(const Affine &x, const Affine &y) const {
    Affine r;
    r.a = x.a * y.a;
    r.b = x.b * y.a + y.b;
    return r;
  }
};
template <> Affine value<Affine>(long long i) {
  Affine f;
  f.a = (unsigned)(i * 2654435761LL) | 1u;
  f.b = (unsigned)(i * 40503LL + 7);
  return f;
}
static bool operator==(const Affine &x, const Affine &y) { return x.a == y.a && x.b == y.b; }
static bool operator!=(const Affine &x, const Affine &y) { return !(x == y); }

// Bitwise equality, so that a NaN or a -0.0 never passes for another value.
template <typename T> static bool same(const T &x, const T &y) {
  return std::memcmp(&x, &y, sizeof(T)) == 0;
}
