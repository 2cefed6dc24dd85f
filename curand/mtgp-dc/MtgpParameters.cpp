#include "MtgpParameters.h"

#include "Gf2Polynomial.h"

#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <vector>

namespace ultima::mtgp {
namespace {

const uint32_t UpperMask = 0xffffffffu << (StateWords * 32 - MersenneExponent);
// Candidates with a factor of degree 150 or less are rejected before the
// full test; the degree balances the sieve's cost against the test's.
const int SieveDegree = 150;

uint32_t span(const uint32_t basis[4], unsigned index) {
  uint32_t v = 0;
  for (int b = 0; b < 4; ++b)
    if ((index >> b) & 1)
      v ^= basis[b];
  return v;
}

/* Bit `which` of 2 * 11213 + 64 consecutive words of the recurrence. */
std::vector<uint8_t> outputBits(const ParameterSet &p, unsigned which, std::mt19937_64 &rng) {
  uint32_t tbl[16];
  for (unsigned k = 0; k < 16; ++k)
    tbl[k] = span(p.recursion, k);
  size_t count = 2 * MersenneExponent + 64;
  std::vector<uint32_t> x(StateWords + count);
  for (int i = 0; i < StateWords; ++i)
    x[static_cast<size_t>(i)] = static_cast<uint32_t>(rng());
  std::vector<uint8_t> bits(count);
  for (size_t i = 0; i < count; ++i) {
    uint32_t v = (x[i] & UpperMask) ^ x[i + 1];
    v ^= v << p.sh1;
    uint32_t y = v ^ (x[i + static_cast<size_t>(p.pos)] >> p.sh2);
    uint32_t next = y ^ tbl[y & 15];
    x[i + StateWords] = next;
    bits[i] = static_cast<uint8_t>((next >> which) & 1);
  }
  return bits;
}

} // namespace

bool hasFullPeriod(const ParameterSet &p, std::mt19937_64 &rng) {
  if (p.pos < 1 || p.pos > MaxPos || p.sh1 < 1 || p.sh1 > 31 || p.sh2 < 1 || p.sh2 > 31)
    return false;
  // One bit's minimal polynomial is the characteristic polynomial when its
  // degree is the state's dimension; another bit may do where one does not.
  for (unsigned which : {31u, 0u}) {
    int length = 0;
    Poly c = berlekampMassey(outputBits(p, which, rng), &length);
    if (length == MersenneExponent && degree(c) == MersenneExponent)
      return isPrimitiveMersenne(c, SieveDegree);
  }
  return false;
}

ParameterSet candidate(std::mt19937_64 &rng) {
  ParameterSet p;
  p.pos = 4 + static_cast<int>(rng() % (MaxPos - 3));
  p.sh1 = 1 + static_cast<int>(rng() % 31);
  p.sh2 = 1 + static_cast<int>(rng() % 31);
  for (uint32_t &b : p.recursion)
    b = static_cast<uint32_t>(rng());
  for (uint32_t &b : p.tempering)
    b = static_cast<uint32_t>(rng());
  return p;
}

std::string format(const ParameterSet &p) {
  char line[256];
  std::snprintf(line, sizeof line,
                "ULTIMA_MTGP32_SET(%d, %d, %d, 0x%08" PRIx32 "u, 0x%08" PRIx32 "u, 0x%08" PRIx32
                "u, 0x%08" PRIx32 "u, 0x%08" PRIx32 "u, 0x%08" PRIx32 "u, 0x%08" PRIx32
                "u, 0x%08" PRIx32 "u)",
                p.pos, p.sh1, p.sh2, p.recursion[0], p.recursion[1], p.recursion[2], p.recursion[3],
                p.tempering[0], p.tempering[1], p.tempering[2], p.tempering[3]);
  return line;
}

bool parse(const std::string &line, ParameterSet *p) {
  const char *start = std::strstr(line.c_str(), "ULTIMA_MTGP32_SET(");
  if (!start)
    return false;
  unsigned r[4], t[4];
  if (std::sscanf(start, "ULTIMA_MTGP32_SET(%d, %d, %d, %xu, %xu, %xu, %xu, %xu, %xu, %xu, %xu)",
                  &p->pos, &p->sh1, &p->sh2, &r[0], &r[1], &r[2], &r[3], &t[0], &t[1], &t[2],
                  &t[3]) != 11)
    return false;
  for (int b = 0; b < 4; ++b) {
    p->recursion[b] = r[b];
    p->tempering[b] = t[b];
  }
  return true;
}

} // namespace ultima::mtgp
