/* ultima's MTGP32 parameter sets: committed sets have period 2^11213 - 1,
   and the check is not a formality (a changed set fails it). Checking one
   set takes about half a second, so the test checks every tenth distinct
   set; `ultima-mtgp-dc --verify < mtgp32_sets.h` checks them all. */
#include "MtgpParameters.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <string>
#include <vector>

using namespace ultima::mtgp;

namespace {

std::vector<ParameterSet> committedSets() {
  std::ifstream in(ULTIMA_MTGP32_SETS);
  std::vector<ParameterSet> sets;
  for (std::string line; std::getline(in, line);) {
    ParameterSet p;
    if (parse(line, &p))
      sets.push_back(p);
  }
  return sets;
}

TEST(MtgpParameters, CommittedSetsHaveFullPeriod) {
  std::vector<ParameterSet> entries = committedSets();
  ASSERT_EQ(entries.size(), 200u); // CURAND_NUM_MTGP32_PARAMS
  std::vector<ParameterSet> distinct;
  std::set<std::string> seen;
  for (const ParameterSet &p : entries)
    if (seen.insert(format(p)).second)
      distinct.push_back(p);
  EXPECT_GE(distinct.size(), 40u);
  std::mt19937_64 rng(11);
  for (size_t i = 0; i < distinct.size(); i += 10)
    EXPECT_TRUE(hasFullPeriod(distinct[i], rng)) << format(distinct[i]);
}

TEST(MtgpParameters, ChangedSetsFail) {
  ParameterSet p = committedSets().at(0);
  std::mt19937_64 rng(12);
  ParameterSet shifted = p;
  shifted.sh1 = p.sh1 % 31 + 1;
  EXPECT_FALSE(hasFullPeriod(shifted, rng));
  ParameterSet table = p;
  table.recursion[2] ^= 0x00010000u;
  EXPECT_FALSE(hasFullPeriod(table, rng));
  ParameterSet outOfRange = p;
  outOfRange.pos = MaxPos + 1;
  EXPECT_FALSE(hasFullPeriod(outOfRange, rng));
}

TEST(MtgpParameters, FormatAndParseRoundTrip) {
  std::mt19937_64 rng(13);
  ParameterSet p = candidate(rng);
  ParameterSet q;
  ASSERT_TRUE(parse(format(p), &q));
  EXPECT_EQ(format(q), format(p));
}

} // namespace
