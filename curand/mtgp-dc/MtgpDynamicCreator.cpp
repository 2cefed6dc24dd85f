/* ultima-mtgp-dc: the dynamic creator of ultima's MTGP32 parameter sets
   (docs/cuda-libraries.md#mtgp32; MtgpParameters.h has the recurrence).
   Berlekamp-Massey over 2 * 11213 output bits gives a candidate's
   characteristic polynomial; a sieve rejects most candidates, and
   x^(2^11213) = x modulo the polynomial proves the rest irreducible. The
   tempering basis does not affect the period and is drawn at random.

   Set j is searched with a generator seeded by j alone, so any set can be
   rebuilt by itself, and by several processes at once. Usage:
       ultima-mtgp-dc FIRST COUNT    print sets FIRST .. FIRST+COUNT-1
       ultima-mtgp-dc --verify       check the sets read from standard input */
#include "MtgpParameters.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

namespace {

using namespace ultima::mtgp;

int search(int first, int count) {
  for (int j = first; j < first + count; ++j) {
    std::mt19937_64 rng(0x6d746770ull * 1000003ull + static_cast<uint64_t>(j));
    long tries = 0;
    for (;;) {
      ++tries;
      ParameterSet p = candidate(rng);
      if (hasFullPeriod(p, rng)) {
        std::printf("%s\n", format(p).c_str());
        std::fflush(stdout);
        std::fprintf(stderr, "set %d: %ld candidates\n", j, tries);
        break;
      }
    }
  }
  return 0;
}

/* Every ULTIMA_MTGP32_SET line of standard input must have period
   2^11213 - 1. */
int verify() {
  std::mt19937_64 rng(1);
  int sets = 0, bad = 0;
  for (std::string line; std::getline(std::cin, line);) {
    if (line.find("ULTIMA_MTGP32_SET(") == std::string::npos)
      continue;
    ParameterSet p;
    bool good = parse(line, &p) && hasFullPeriod(p, rng);
    std::printf("set %d: %s\n", sets, good ? "period 2^11213-1" : "BAD");
    bad += good ? 0 : 1;
    ++sets;
  }
  std::printf("%d sets, %d bad\n", sets, bad);
  return sets > 0 && bad == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char **argv) {
  if (argc == 2 && std::strcmp(argv[1], "--verify") == 0)
    return verify();
  if (argc == 3)
    return search(std::atoi(argv[1]), std::atoi(argv[2]));
  std::fprintf(stderr, "usage: ultima-mtgp-dc FIRST COUNT | --verify < SETS\n");
  return 2;
}
