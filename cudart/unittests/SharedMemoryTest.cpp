//===- SharedMemoryTest.cpp - shared memory objects by process and serial -===//
#include "SharedMemory.h"
#include <cstring>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ultima::cudart;

namespace {

TEST(SharedMemory, OpenedMappingSeesTheCreatorsBytes) {
  std::shared_ptr<SharedMemory> created = SharedMemory::create(5000);
  ASSERT_TRUE(created);
  EXPECT_TRUE(created->created());
  EXPECT_EQ(created->pid(), getpid());
  EXPECT_EQ(static_cast<const char *>(created->data())[4999], 0); // zero-filled
  std::shared_ptr<SharedMemory> opened =
      SharedMemory::open(created->pid(), created->serial(), created->size());
  ASSERT_TRUE(opened);
  EXPECT_FALSE(opened->created());
  EXPECT_NE(opened->data(), created->data()); // a second mapping of the same pages
  std::memcpy(created->data(), "shared", 7);
  EXPECT_STREQ(static_cast<const char *>(opened->data()), "shared");
  // Larger than the object: nothing.
  EXPECT_FALSE(SharedMemory::open(created->pid(), created->serial(), 1 << 20));
}

TEST(SharedMemory, ObjectsAreDistinctAndTheirNamesGoWithTheCreator) {
  std::shared_ptr<SharedMemory> a = SharedMemory::create(16), b = SharedMemory::create(16);
  ASSERT_TRUE(a && b);
  EXPECT_NE(a->serial(), b->serial());
  EXPECT_NE(SharedMemory::nameOf(a->pid(), a->serial()),
            SharedMemory::nameOf(b->pid(), b->serial()));
  int32_t pid = a->pid();
  uint64_t serial = a->serial();
  std::shared_ptr<SharedMemory> opened = SharedMemory::open(pid, serial, 16);
  ASSERT_TRUE(opened);
  a.reset(); // the creator frees it: the name is gone, the opened mapping stays
  EXPECT_FALSE(SharedMemory::open(pid, serial, 16));
  static_cast<char *>(opened->data())[15] = 1;
  EXPECT_FALSE(SharedMemory::open(pid, serial + 1000, 16));
}

TEST(SharedMemory, AnotherProcessWritesWhatThisOneReads) {
  std::shared_ptr<SharedMemory> m = SharedMemory::create(sizeof(int));
  ASSERT_TRUE(m);
  pid_t child = fork();
  if (child == 0) {
    std::shared_ptr<SharedMemory> theirs = SharedMemory::open(m->pid(), m->serial(), sizeof(int));
    if (theirs)
      *static_cast<int *>(theirs->data()) = 42;
    _exit(theirs ? 0 : 1);
  }
  int status = -1;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  EXPECT_EQ(*static_cast<int *>(m->data()), 42);
  // The child's copies of this process's objects did not unlink them.
  EXPECT_TRUE(SharedMemory::open(m->pid(), m->serial(), sizeof(int)));
}

} // namespace
