/* GF(2) polynomial arithmetic of the MTGP32 dynamic creator, against facts
   independent of it: the published primitive trinomials of Mersenne degree
   (Zierler and Brillhart, 1968-69; Heringa, Blote and Compagner, 1992),
   long division bit by bit, and linear recurrences of known polynomials. */
#include "Gf2Polynomial.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

using namespace ultima::mtgp;

namespace {

Poly monomials(std::initializer_list<int> exponents) {
  Poly p;
  for (int e : exponents) {
    size_t w = static_cast<size_t>(e) / 64;
    if (p.size() <= w)
      p.resize(w + 1, 0);
    p[w] ^= uint64_t{1} << (e % 64);
  }
  return p;
}

bool coefficient(const Poly &p, int i) {
  size_t w = static_cast<size_t>(i) / 64;
  return w < p.size() && ((p[w] >> (i % 64)) & 1) != 0;
}

Poly randomPoly(std::mt19937_64 &rng, int degreeBound) {
  Poly p(static_cast<size_t>(degreeBound) / 64 + 1);
  for (uint64_t &w : p)
    w = rng();
  if (degreeBound % 64 != 0)
    p.back() &= (uint64_t{1} << (degreeBound % 64)) - 1;
  else
    p.pop_back();
  while (!p.empty() && p.back() == 0)
    p.pop_back();
  return p;
}

/* a mod f, one bit at a time. */
Poly longDivisionRemainder(Poly a, const Poly &f) {
  int df = degree(f);
  for (int i = degree(a); i >= df; --i)
    if (coefficient(a, i))
      for (int k = 0; k <= df; ++k)
        if (coefficient(f, k))
          a[static_cast<size_t>(i - df + k) / 64] ^= uint64_t{1} << ((i - df + k) % 64);
  while (!a.empty() && a.back() == 0)
    a.pop_back();
  return a;
}

TEST(Gf2Polynomial, TrinomialsOfDegree127AreIrreducibleExactlyWherePublished) {
  // x^127 + x^k + 1 is primitive for k = 1, 7, 15, 30, 63 and their
  // reciprocals, and reducible for every other k.
  const std::set<int> primitive = {1, 7, 15, 30, 63, 64, 97, 112, 120, 126};
  for (int k = 1; k < 127; ++k)
    EXPECT_EQ(isPrimitiveMersenne(monomials({127, k, 0}), 40), primitive.count(k) == 1)
        << "x^127 + x^" << k << " + 1";
}

TEST(Gf2Polynomial, LargerPublishedPrimitiveTrinomials) {
  const int trinomials[][2] = {{521, 32},  {607, 105},  {1279, 216}, {2281, 715},
                               {3217, 67}, {4423, 271}, {9689, 84}};
  for (const auto &t : trinomials)
    EXPECT_TRUE(isPrimitiveMersenne(monomials({t[0], t[1], 0}), 150))
        << "x^" << t[0] << " + x^" << t[1] << " + 1";
}

TEST(Gf2Polynomial, ProductsAreRejectedWhateverTheirFactorsDegrees) {
  // Factors the product sieve finds (degree 2), the degree-by-degree sieve
  // finds (31), and only the full test finds (89).
  Poly big = monomials({127, 1, 0});
  EXPECT_FALSE(isPrimitiveMersenne(multiply(monomials({2, 1, 0}), big), 40));
  EXPECT_FALSE(isPrimitiveMersenne(multiply(monomials({31, 3, 0}), big), 40));
  EXPECT_FALSE(isPrimitiveMersenne(multiply(monomials({89, 38, 0}), big), 40));
}

TEST(Gf2Polynomial, BarrettReductionIsLongDivision) {
  std::mt19937_64 rng(7);
  for (int d : {64, 127, 1000, 11213}) {
    Poly f = randomPoly(rng, d);
    f.resize(static_cast<size_t>(d) / 64 + 1, 0);
    f[0] |= 1;
    f[static_cast<size_t>(d) / 64] |= uint64_t{1} << (d % 64);
    Modulus mod(f);
    ASSERT_EQ(mod.degree(), d);
    for (int round = 0; round < 2; ++round) {
      Poly a = randomPoly(rng, 2 * d - 1);
      EXPECT_EQ(mod.reduce(a), longDivisionRemainder(a, f)) << "degree " << d;
      Poly b = randomPoly(rng, d - 1);
      EXPECT_EQ(mod.square(b), longDivisionRemainder(multiply(b, b), f));
    }
  }
}

TEST(Gf2Polynomial, GcdOfProductsIsTheCommonFactor) {
  Poly common = monomials({31, 3, 0});
  Poly a = multiply(common, monomials({127, 1, 0}));
  Poly b = multiply(common, monomials({89, 38, 0}));
  EXPECT_EQ(gcd(a, b), common);
  EXPECT_EQ(degree(gcd(monomials({127, 1, 0}), monomials({89, 38, 0}))), 0);
}

TEST(Gf2Polynomial, BerlekampMasseyFindsTheRecurrence) {
  // s_n = s_{n-126} + s_{n-127}: connection polynomial 1 + x^126 + x^127.
  std::mt19937_64 rng(3);
  std::vector<uint8_t> bits(400);
  for (int i = 0; i < 127; ++i)
    bits[static_cast<size_t>(i)] = rng() & 1;
  for (size_t i = 127; i < bits.size(); ++i)
    bits[i] = bits[i - 126] ^ bits[i - 127];
  int length = 0;
  EXPECT_EQ(berlekampMassey(bits, &length), monomials({0, 126, 127}));
  EXPECT_EQ(length, 127);
}

} // namespace
