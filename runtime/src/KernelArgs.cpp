//===- KernelArgs.cpp - scalar arguments converted to parameter types -----===//
#include "ultima/runtime/KernelArgs.h"
#include "ultima/runtime/Errors.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

namespace ultima::runtime {

namespace {

/// Throws unless the weak (Python) scalar \p s fits the integer type \p d:
/// OverflowError as NumPy 2 ("Python integer -1 out of bounds for uint32"),
/// and for floats Python's int() errors for NaN and infinities. Floats in
/// range are truncated, as C converts them.
void checkPythonScalarFits(const Scalar &s, const Dtype &d) {
  if (!s.weak || d == Dtype::Bool || isFloating(d))
    return;
  int bits = static_cast<int>(dtypeSize(d)) * 8;
  bool isSignedTarget = isSigned(d);
  if (isFloating(s.dtype)) {
    if (std::isnan(s.f))
      throw ArgumentError("cannot convert float NaN to integer (parameter type " +
                          std::string(dtypeName(d)) + ")");
    if (std::isinf(s.f))
      throw ArgumentOverflowError("cannot convert float infinity to integer (parameter type " +
                                  std::string(dtypeName(d)) + ")");
    double t = std::trunc(s.f);
    double hi = std::ldexp(1.0, isSignedTarget ? bits - 1 : bits); // exclusive
    double lo = isSignedTarget ? -hi : 0.0;
    if (t < lo || t >= hi)
      throw ArgumentOverflowError("Python float " + std::to_string(s.f) + " out of bounds for " +
                                  dtypeName(d));
    return;
  }
  unsigned long long max = bits == 64 ? (isSignedTarget ? 0x7fffffffffffffffull : ~0ull)
                                      : (1ull << (isSignedTarget ? bits - 1 : bits)) - 1;
  bool fits;
  std::string text;
  if (s.dtype == Dtype::UInt64) { // a Python int in [2**63, 2**64)
    unsigned long long v = static_cast<unsigned long long>(s.i);
    fits = v <= max;
    text = std::to_string(v);
  } else if (s.i < 0) {
    fits = isSignedTarget && (bits == 64 || s.i >= -(1ll << (bits - 1)));
    text = std::to_string(s.i);
  } else {
    fits = static_cast<unsigned long long>(s.i) <= max;
    text = std::to_string(s.i);
  }
  if (!fits)
    throw ArgumentOverflowError("Python integer " + text + " out of bounds for " + dtypeName(d));
}

} // namespace

std::vector<unsigned char> scalarBytes(const Scalar &s, const Dtype &d) {
  if (isComplex(s.dtype) && !isComplex(d))
    throw ArgumentTypeError(std::string("cannot convert a ") + dtypeName(s.dtype) + " scalar to " +
                            dtypeName(d) + " (the imaginary part would be lost); pass its .real");
  if (isComplex(d)) {
    // Two parts of the part type, the real one converted as for a real
    // parameter (an integer scalar becomes its exact value where it can).
    Scalar re = s, im = s;
    if (isComplex(s.dtype)) {
      re.dtype = im.dtype = complexPart(s.dtype);
      im.f = s.imag;
    } else {
      im = Scalar::of(0.0);
    }
    std::vector<unsigned char> b = scalarBytes(re, complexPart(d));
    std::vector<unsigned char> i = scalarBytes(im, complexPart(d));
    b.insert(b.end(), i.begin(), i.end());
    return b;
  }
  checkPythonScalarFits(s, d);
  bool fromFloat = isFloating(s.dtype);
  auto put = [](auto v) {
    std::vector<unsigned char> b(sizeof v);
    std::memcpy(b.data(), &v, sizeof v);
    return b;
  };
  // uint64 scalars carry their bits in `i`.
  bool fromUnsigned = s.dtype == Dtype::UInt64;
  auto as = [&](auto zero) {
    using T = decltype(zero);
    return put(fromFloat      ? static_cast<T>(s.f)
               : fromUnsigned ? static_cast<T>(static_cast<unsigned long long>(s.i))
                              : static_cast<T>(s.i));
  };
  switch (d.kind()) {
  case Dtype::Bool:
    return put(static_cast<unsigned char>(fromFloat ? s.f != 0 : s.i != 0));
  case Dtype::Int8:
    return as(int8_t());
  case Dtype::Int16:
    return as(int16_t());
  case Dtype::Int32:
    return as(int32_t());
  case Dtype::Int64:
    return as(int64_t());
  case Dtype::UInt8:
    return as(uint8_t());
  case Dtype::UInt16:
    return as(uint16_t());
  case Dtype::UInt32:
    return as(uint32_t());
  case Dtype::UInt64:
    return as(uint64_t());
  case Dtype::Float32:
    return as(float());
  case Dtype::Float64:
    return as(double());
  case Dtype::Complex64:
  case Dtype::Complex128:
    break; // handled above
  case Dtype::Float16:
    return put(halfBits(fromFloat      ? s.f
                        : fromUnsigned ? static_cast<double>(static_cast<unsigned long long>(s.i))
                                       : static_cast<double>(s.i)));
  case Dtype::Struct:
    throw ArgumentTypeError(std::string("cannot convert a ") + dtypeName(s.dtype) +
                            " scalar to the structured dtype " + dtypeName(d));
  }
  throw ArgumentError("unknown scalar type");
}

uint16_t halfBits(double v) {
  // IEEE binary16, round to nearest even, straight from the double (a detour
  // through float would round twice).
  uint64_t x;
  std::memcpy(&x, &v, sizeof x);
  uint16_t sign = static_cast<uint16_t>((x >> 48) & 0x8000u);
  uint64_t ax = x & 0x7fffffffffffffffull;
  if (ax > 0x7ff0000000000000ull)
    return 0x7fff;                 // NaN
  if (ax >= 0x40effe0000000000ull) // >= 65520: rounds to infinity
    return sign | 0x7c00;
  int e = static_cast<int>(ax >> 52);
  uint64_t m = e ? (ax & 0xfffffffffffffull) | 0x10000000000000ull : ax;
  int q = std::max((e ? e : 1) - 1033, -24); // result = r * 2^q
  int shift = q - ((e ? e : 1) - 1075);      // >= 42
  if (shift > 63)
    return sign; // below half the smallest subnormal
  uint64_t r = m >> shift, rem = m & ((1ull << shift) - 1), half = 1ull << (shift - 1);
  r += (rem > half || (rem == half && (r & 1))) ? 1 : 0;
  return static_cast<uint16_t>(sign | ((static_cast<uint64_t>(q + 24) << 10) + r));
}

} // namespace ultima::runtime
