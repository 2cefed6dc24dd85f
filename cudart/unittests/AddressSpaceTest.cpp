//===- AddressSpaceTest.cpp - device addresses resolve to buffer + offset -===//
#include "AddressSpace.h"
#include "SharedMemory.h"
#include <gtest/gtest.h>

using namespace ultima::cudart;

namespace {

TEST(AddressSpace, AddressesAreDistinctAlignedAndResolveWithOffsets) {
  AddressSpace space;
  ASSERT_TRUE(space.reserve());
  char *a = static_cast<char *>(space.map(cl::Buffer(), 1000));
  char *b = static_cast<char *>(space.map(cl::Buffer(), 10));
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_NE(a, b);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a) % 256, 0u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(b) % 256, 0u);
  EXPECT_TRUE(space.contains(a + 5));
  std::optional<Resolved> r = space.resolve(a + 999);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->offset, 999u);
  EXPECT_EQ(r->size, 1000u);
  // One past the end is a valid pointer value (a kernel may receive it).
  ASSERT_TRUE(space.resolve(b + 10));
  EXPECT_EQ(space.resolve(b + 10)->offset, 10u);
  // Between allocations (padding) and below the first: nothing.
  EXPECT_FALSE(space.resolve(b + 11));
  EXPECT_FALSE(space.resolve(a - 1));
  int onStack = 0;
  EXPECT_FALSE(space.contains(&onStack));
  EXPECT_FALSE(space.resolve(&onStack));
}

TEST(AddressSpace, FreedRangesAreNotReused) {
  AddressSpace space;
  ASSERT_TRUE(space.reserve());
  void *a = space.map(cl::Buffer(), 64);
  EXPECT_TRUE(space.unmap(a));
  EXPECT_FALSE(space.unmap(a));
  EXPECT_FALSE(space.resolve(a));
  void *b = space.map(cl::Buffer(), 64);
  EXPECT_NE(a, b);
}

// One past the end of an allocation whose size is a multiple of the range
// alignment is still that allocation's, never the start of the next one (a
// freed pointer once resolved as the end of the allocation before it).
TEST(AddressSpace, OnePastTheEndIsNeverTheNextRange) {
  AddressSpace space;
  ASSERT_TRUE(space.reserve());
  char *a = static_cast<char *>(space.map(cl::Buffer(), 256));
  char *b = static_cast<char *>(space.map(cl::Buffer(), 256));
  EXPECT_NE(a + 256, b);
  EXPECT_TRUE(space.unmap(b));
  ASSERT_TRUE(space.resolve(a + 256));
  EXPECT_EQ(space.resolve(a + 256)->offset, 256u);
  EXPECT_FALSE(space.resolve(b));
  EXPECT_FALSE(space.reserveRange(SIZE_MAX)); // no wrap-around
}

TEST(AddressSpace, ZeroBytesStillGetAnAddressOfTheirOwn) {
  AddressSpace space;
  ASSERT_TRUE(space.reserve());
  void *a = space.map(cl::Buffer(), 0);
  void *b = space.map(cl::Buffer(), 0);
  EXPECT_NE(a, nullptr);
  EXPECT_NE(a, b);
}

// A graph allocation's range: reserved without memory, mapped and unmapped
// again at the same address, never handed out to another allocation.
TEST(AddressSpace, ReservedRangesMapAgainAtTheirAddress) {
  AddressSpace space;
  ASSERT_TRUE(space.reserve());
  char *r = static_cast<char *>(space.reserveRange(300));
  ASSERT_NE(r, nullptr);
  EXPECT_TRUE(space.contains(r));
  EXPECT_FALSE(space.resolve(r));
  char *other = static_cast<char *>(space.map(cl::Buffer(), 8));
  EXPECT_GE(other, r + 300);
  for (int round = 0; round < 2; ++round) {
    ASSERT_TRUE(space.mapAt(r, cl::Buffer(), 300));
    EXPECT_FALSE(space.mapAt(r, cl::Buffer(), 300));
    ASSERT_TRUE(space.resolve(r + 299));
    EXPECT_EQ(space.resolve(r + 299)->offset, 299u);
    EXPECT_TRUE(space.unmap(r));
    EXPECT_FALSE(space.resolve(r));
  }
}

// Memory shared with another process (cudaIpcGetMemHandle): the allocation
// keeps its address and is listed with the buffers host and device agree on;
// memory another process exported gets a fresh range and says so.
TEST(AddressSpace, SharedAllocationsKeepTheirAddressAndAreListed) {
  AddressSpace space;
  ASSERT_TRUE(space.reserve());
  char *a = static_cast<char *>(space.map(cl::Buffer(), 100));
  EXPECT_TRUE(space.sharedBuffers().empty());
  EXPECT_FALSE(space.resolve(a)->shared);
  std::shared_ptr<SharedMemory> exported = SharedMemory::create(100);
  ASSERT_TRUE(exported);
  EXPECT_FALSE(space.share(a + 1, cl::Buffer(), exported)); // not an allocation's start
  ASSERT_TRUE(space.share(a, cl::Buffer(), exported));
  EXPECT_EQ(space.resolve(a + 50)->shared, exported);
  EXPECT_FALSE(space.resolve(a + 50)->imported);
  EXPECT_EQ(space.sharedBuffers().size(), 1u);
  EXPECT_EQ(space.hostBuffers().size(), 1u);
  char *b = static_cast<char *>(space.mapImported(cl::Buffer(), 100, exported));
  ASSERT_NE(b, nullptr);
  EXPECT_NE(a, b);
  EXPECT_TRUE(space.resolve(b + 99)->imported);
  EXPECT_EQ(space.sharedBuffers().size(), 2u);
  EXPECT_TRUE(space.unmap(a));
  EXPECT_TRUE(space.unmap(b));
  EXPECT_TRUE(space.sharedBuffers().empty());
  EXPECT_EQ(exported.use_count(), 1);
}

TEST(AddressSpace, NothingBeforeReserve) {
  AddressSpace space;
  EXPECT_EQ(space.map(cl::Buffer(), 8), nullptr);
}

} // namespace
