/* Polynomials over GF(2), bit i of word i / 64 the coefficient of x^i, as the
   MTGP dynamic creator needs them: Berlekamp-Massey, products, remainders and
   greatest common divisors of polynomials of some ten thousand bits. */
#pragma once
#include <cstdint>
#include <vector>

namespace ultima::mtgp {

using Poly = std::vector<uint64_t>;

/* The degree of p, or -1 for the zero polynomial. */
int degree(const Poly &p);

/* The connection polynomial C (c_0 = 1) of the shortest linear recurrence
   s_n = sum_{i=1..L} c_i s_{n-i} that generates bits; L is degree(C) or less. */
Poly berlekampMassey(const std::vector<uint8_t> &bits, int *length);

/* a * b. */
Poly multiply(const Poly &a, const Poly &b);

/* Arithmetic modulo a fixed polynomial f of degree d, by Barrett reduction. */
class Modulus {
public:
  explicit Modulus(Poly f);
  int degree() const { return Degree; }
  const Poly &polynomial() const { return F; }
  /* a mod f, for degree(a) < 2 d. */
  Poly reduce(const Poly &a) const;
  Poly multiply(const Poly &a, const Poly &b) const;
  Poly square(const Poly &a) const;

private:
  Poly F;
  Poly Mu; // floor(x^(2d) / f)
  int Degree;
};

/* The greatest common divisor of a and b. */
Poly gcd(Poly a, Poly b);

/* Whether f, of prime degree d with 2^d - 1 prime too (a Mersenne exponent),
   is irreducible, hence primitive. Rejects cheaply first: f must have no
   factor of degree sieveDegree or less. */
bool isPrimitiveMersenne(const Poly &f, int sieveDegree);

} // namespace ultima::mtgp
