#include "Gf2Polynomial.h"

#include <algorithm>
#include <cstddef>
#include <utility>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace ultima::mtgp {
namespace {

size_t wordsFor(int bits) { return (static_cast<size_t>(bits) + 63) / 64; }

bool bit(const Poly &p, int i) {
  size_t w = static_cast<size_t>(i) / 64;
  return w < p.size() && ((p[w] >> (i % 64)) & 1) != 0;
}

void trim(Poly &p) {
  while (!p.empty() && p.back() == 0)
    p.pop_back();
}

/* dst ^= src * x^shift; dst grows as needed. */
void xorShifted(Poly &dst, const Poly &src, int shift) {
  size_t words = static_cast<size_t>(shift) / 64;
  unsigned bits = static_cast<unsigned>(shift) % 64;
  if (dst.size() < src.size() + words + 1)
    dst.resize(src.size() + words + 1, 0);
  if (bits == 0) {
    for (size_t i = 0; i < src.size(); ++i)
      dst[i + words] ^= src[i];
    return;
  }
  uint64_t carry = 0;
  for (size_t i = 0; i < src.size(); ++i) {
    dst[i + words] ^= (src[i] << bits) | carry;
    carry = src[i] >> (64 - bits);
  }
  dst[src.size() + words] ^= carry;
}

/* p / x^shift, rounded down. */
Poly shiftedDown(const Poly &p, int shift) {
  size_t words = static_cast<size_t>(shift) / 64;
  unsigned bits = static_cast<unsigned>(shift) % 64;
  if (p.size() <= words)
    return {};
  Poly out(p.size() - words);
  for (size_t i = 0; i < out.size(); ++i) {
    uint64_t low = p[i + words] >> bits;
    uint64_t high = bits != 0 && i + words + 1 < p.size() ? p[i + words + 1] << (64 - bits) : 0;
    out[i] = low | high;
  }
  trim(out);
  return out;
}

/* p mod x^bits. */
void truncate(Poly &p, int bits) {
  size_t words = wordsFor(bits);
  if (p.size() > words)
    p.resize(words);
  if (bits % 64 != 0 && p.size() == words)
    p.back() &= (uint64_t{1} << (bits % 64)) - 1;
  trim(p);
}

/* Long division of rest by divisor, bit by bit: rest becomes the remainder;
   the quotient's bits go to quotient when given. */
void divide(Poly &rest, const Poly &divisor, Poly *quotient) {
  int d = degree(divisor);
  for (int i = degree(rest); i >= d; --i)
    if (bit(rest, i)) {
      xorShifted(rest, divisor, i - d);
      if (quotient)
        (*quotient)[static_cast<size_t>(i - d) / 64] |= uint64_t{1} << ((i - d) % 64);
    }
  trim(rest);
}

struct Product {
  uint64_t low, high;
};

Product clmulPortable(uint64_t a, uint64_t b) {
  uint64_t low = 0, high = 0;
  for (int i = 0; i < 64; ++i)
    if ((b >> i) & 1) {
      low ^= a << i;
      high ^= i == 0 ? 0 : a >> (64 - i);
    }
  return {low, high};
}

#if defined(__x86_64__)
__attribute__((target("pclmul,sse4.1"))) void multiplyWithClmul(const Poly &a, const Poly &b,
                                                                Poly &out) {
  for (size_t i = 0; i < a.size(); ++i) {
    __m128i x = _mm_set_epi64x(0, static_cast<long long>(a[i]));
    for (size_t j = 0; j < b.size(); ++j) {
      __m128i y = _mm_set_epi64x(0, static_cast<long long>(b[j]));
      __m128i z = _mm_clmulepi64_si128(x, y, 0);
      out[i + j] ^= static_cast<uint64_t>(_mm_extract_epi64(z, 0));
      out[i + j + 1] ^= static_cast<uint64_t>(_mm_extract_epi64(z, 1));
    }
  }
}

bool hasClmul() {
  static const bool Has = __builtin_cpu_supports("pclmul");
  return Has;
}
#endif

/* The squares of the 256 bytes: bit i moves to bit 2i. */
struct SpreadTable {
  uint16_t Byte[256];
  SpreadTable() {
    for (unsigned v = 0; v < 256; ++v) {
      unsigned s = 0;
      for (unsigned i = 0; i < 8; ++i)
        s |= ((v >> i) & 1) << (2 * i);
      Byte[v] = static_cast<uint16_t>(s);
    }
  }
};

uint64_t spread32(uint32_t v) {
  static const SpreadTable Table;
  uint64_t s = 0;
  for (int i = 0; i < 4; ++i)
    s |= static_cast<uint64_t>(Table.Byte[(v >> (8 * i)) & 0xff]) << (16 * i);
  return s;
}

} // namespace

int degree(const Poly &p) {
  for (size_t w = p.size(); w-- > 0;)
    if (p[w] != 0)
      return static_cast<int>(w * 64) + 63 - __builtin_clzll(p[w]);
  return -1;
}

Poly berlekampMassey(const std::vector<uint8_t> &bits, int *length) {
  int n = static_cast<int>(bits.size());
  size_t capacity = wordsFor(n) + 4;
  // reversed bit k is bits[n - 1 - k], so that the window s_{i-j}, j = 0..L,
  // starts at bit n - 1 - i and runs upwards like C's coefficients.
  Poly reversed(capacity + 1, 0);
  for (int k = 0; k < n; ++k)
    if (bits[static_cast<size_t>(n - 1 - k)])
      reversed[static_cast<size_t>(k) / 64] |= uint64_t{1} << (k % 64);
  // Fixed-size buffers: B * x^m fits because m + deg(B) <= i + 1 < n.
  Poly c(capacity, 0), b(capacity, 0), previous(capacity, 0);
  c[0] = b[0] = 1;
  int l = 0, m = 1, lb = 0;
  auto addShiftedB = [&](int shift) {
    size_t words = static_cast<size_t>(shift) / 64;
    unsigned bits = static_cast<unsigned>(shift) % 64;
    size_t used = wordsFor(lb + 1);
    uint64_t carry = 0;
    for (size_t w = 0; w < used; ++w) {
      c[w + words] ^= (b[w] << bits) | carry;
      carry = bits != 0 ? b[w] >> (64 - bits) : 0;
    }
    c[used + words] ^= carry;
  };
  for (int i = 0; i < n; ++i) {
    int base = n - 1 - i;
    size_t q = static_cast<size_t>(base) / 64;
    unsigned r = static_cast<unsigned>(base) % 64;
    uint64_t acc = 0;
    size_t words = wordsFor(l + 1);
    if (r == 0) {
      for (size_t w = 0; w < words; ++w)
        acc ^= reversed[q + w] & c[w];
    } else {
      for (size_t w = 0; w < words; ++w)
        acc ^= ((reversed[q + w] >> r) | (reversed[q + w + 1] << (64 - r))) & c[w];
    }
    if ((__builtin_popcountll(acc) & 1) == 0) {
      ++m;
    } else if (2 * l <= i) {
      std::copy(c.begin(), c.begin() + static_cast<std::ptrdiff_t>(words), previous.begin());
      addShiftedB(m);
      int oldL = l;
      l = i + 1 - l;
      std::swap(b, previous);
      std::fill(b.begin() + static_cast<std::ptrdiff_t>(words), b.end(), 0);
      lb = oldL;
      m = 1;
    } else {
      addShiftedB(m);
      ++m;
    }
  }
  trim(c);
  *length = l;
  return c;
}

Poly multiply(const Poly &a, const Poly &b) {
  if (a.empty() || b.empty())
    return {};
  Poly out(a.size() + b.size() + 1, 0);
#if defined(__x86_64__)
  if (hasClmul()) {
    multiplyWithClmul(a, b, out);
    trim(out);
    return out;
  }
#endif
  for (size_t i = 0; i < a.size(); ++i)
    for (size_t j = 0; j < b.size(); ++j) {
      Product z = clmulPortable(a[i], b[j]);
      out[i + j] ^= z.low;
      out[i + j + 1] ^= z.high;
    }
  trim(out);
  return out;
}

Modulus::Modulus(Poly f) : F(std::move(f)), Degree(ultima::mtgp::degree(F)) {
  trim(F);
  Poly power(wordsFor(2 * Degree + 1), 0);
  power.back() = uint64_t{1} << ((2 * Degree) % 64);
  Mu.assign(wordsFor(Degree + 1), 0);
  divide(power, F, &Mu);
  trim(Mu);
}

Poly Modulus::reduce(const Poly &a) const {
  Poly quotient = shiftedDown(ultima::mtgp::multiply(shiftedDown(a, Degree), Mu), Degree);
  Poly r = a;
  Poly qf = ultima::mtgp::multiply(quotient, F);
  if (r.size() < qf.size())
    r.resize(qf.size(), 0);
  for (size_t i = 0; i < qf.size(); ++i)
    r[i] ^= qf[i];
  truncate(r, Degree);
  return r;
}

Poly Modulus::multiply(const Poly &a, const Poly &b) const {
  return reduce(ultima::mtgp::multiply(a, b));
}

Poly Modulus::square(const Poly &a) const {
  Poly s(2 * a.size(), 0);
  for (size_t i = 0; i < a.size(); ++i) {
    s[2 * i] = spread32(static_cast<uint32_t>(a[i]));
    s[2 * i + 1] = spread32(static_cast<uint32_t>(a[i] >> 32));
  }
  trim(s);
  return reduce(s);
}

Poly gcd(Poly a, Poly b) {
  trim(a);
  trim(b);
  while (!b.empty()) {
    divide(a, b, nullptr);
    std::swap(a, b);
  }
  return a;
}

namespace {

const int ProductSieveDegree = 16;

/* The product of x^(2^k) + x for k = 9 .. 16: every irreducible polynomial
   of degree 16 or less divides it, since its degree divides one such k. */
const Poly &smallFactorsProduct() {
  static const Poly Product = [] {
    Poly product{1};
    for (int k = ProductSieveDegree / 2 + 1; k <= ProductSieveDegree; ++k) {
      Poly term(wordsFor((1 << k) + 1), 0);
      term[static_cast<size_t>(1 << k) / 64] |= uint64_t{1} << ((1 << k) % 64);
      term[0] ^= 2;
      product = multiply(product, term);
    }
    return product;
  }();
  return Product;
}

/* p mod f, for p of any degree: Horner's rule over chunks of degree(f) bits. */
Poly remainder(const Modulus &mod, const Poly &p) {
  int d = mod.degree();
  int top = degree(p);
  Poly r;
  for (int chunkLow = top / d * d; chunkLow >= 0; chunkLow -= d) {
    Poly chunk = shiftedDown(p, chunkLow);
    truncate(chunk, d);
    Poly next = chunk;
    xorShifted(next, r, d);
    trim(next);
    r = mod.reduce(next);
  }
  return r;
}

} // namespace

bool isPrimitiveMersenne(const Poly &f, int sieveDegree) {
  Modulus mod(f);
  int d = mod.degree();
  // Most reducible polynomials have a factor of small degree: first a cheap
  // test against all of degree 16 or less at once, then one degree at a time.
  if (d > ProductSieveDegree && degree(gcd(f, remainder(mod, smallFactorsProduct()))) != 0)
    return false;
  const Poly x{2};
  Poly y = x;
  Poly product{1};
  for (int k = 1; k <= d; ++k) {
    y = mod.square(y);
    if (k <= sieveDegree) {
      if (k > ProductSieveDegree) {
        Poly term = y;
        term.resize(std::max<size_t>(term.size(), 1), 0);
        term[0] ^= 2;
        trim(term);
        product = mod.multiply(product, term);
      }
      if (k == sieveDegree && degree(gcd(f, product)) != 0)
        return false;
    }
  }
  return y == x;
}

} // namespace ultima::mtgp
