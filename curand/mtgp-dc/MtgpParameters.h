/* MTGP32 parameter sets of the Mersenne exponent 11213 (Saito and Matsumoto,
   "Variants of Mersenne Twister Suitable for Graphic Processors", ACM TOMS 39,
   2013), as ultima's dynamic creator searches and checks them.

   MTGP32 keeps N = 351 words, of which the oldest contributes only its upper
   13 bits, and makes each new word from three older ones:
       X = (x[i] & 0xfff80000) ^ x[i+1];  X ^= X << sh1;
       Y = X ^ (x[i+pos] >> sh2);         x[i+N] = Y ^ tbl[Y & 15]
   where tbl is the linear span of four basis words. A set is good when the
   recurrence's characteristic polynomial, of degree 11213, is irreducible:
   2^11213 - 1 is prime, so the period is then 2^11213 - 1. */
#pragma once
#include <cstdint>
#include <random>
#include <string>

namespace ultima::mtgp {

const int MersenneExponent = 11213;
const int StateWords = MersenneExponent / 32 + 1;
// A block of 256 threads makes 256 words at once, so x[i+pos] must be older.
const int MaxPos = StateWords - 256;

struct ParameterSet {
  int pos = 0, sh1 = 0, sh2 = 0;
  uint32_t recursion[4] = {};
  uint32_t tempering[4] = {};
};

/* Whether the set's shifts and pos are in range and its period is
   2^11213 - 1; rng draws the start state of the bit sequences analysed. */
bool hasFullPeriod(const ParameterSet &p, std::mt19937_64 &rng);

/* A random candidate set. */
ParameterSet candidate(std::mt19937_64 &rng);

/* The set as the line mtgp32_sets.h holds, and back (false: not such a line). */
std::string format(const ParameterSet &p);
bool parse(const std::string &line, ParameterSet *p);

} // namespace ultima::mtgp
