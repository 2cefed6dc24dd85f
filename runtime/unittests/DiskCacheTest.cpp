//===- DiskCacheTest.cpp - the program-binary cache, without a device ------===//
///
/// \file
/// Keys depend on every input, entries round-trip, corrupt or truncated
/// entries read as misses, as does anything else in an entry's place (a FIFO,
/// a directory, a symlink loop, garbage, a huge file) without blocking, and
/// two processes storing one key concurrently leave one valid entry and no
/// temporary files.
///
//===----------------------------------------------------------------------===//
#include "ultima/runtime/DiskCache.h"
#include "ultima/Translator.h"
#include "ultima/runtime/Program.h"
#include <dirent.h>
#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace ultima::runtime;

namespace {

std::string freshDir(const char *tag) {
  char tmpl[] = "/tmp/ultima-cache-test-XXXXXX";
  std::string dir = mkdtemp(tmpl);
  return dir + "/" + tag; // not created yet: store() must create it
}

std::vector<std::string> listDir(const std::string &dir) {
  std::vector<std::string> names;
  if (DIR *d = opendir(dir.c_str())) {
    while (dirent *e = readdir(d))
      if (e->d_name[0] != '.')
        names.emplace_back(e->d_name);
    closedir(d);
  }
  return names;
}

std::vector<unsigned char> payload(size_t n, unsigned seed) {
  std::vector<unsigned char> p(n);
  for (size_t i = 0; i < n; ++i)
    p[i] = static_cast<unsigned char>((i * 131 + seed) & 0xff);
  return p;
}

TEST(DiskCacheTest, KeyDependsOnEveryInput) {
  std::string base = programKey("src", "-O", "dev", "drv", "plat");
  EXPECT_EQ(base.size(), 64u);
  EXPECT_EQ(base, programKey("src", "-O", "dev", "drv", "plat"));
  EXPECT_NE(base, programKey("src2", "-O", "dev", "drv", "plat"));
  EXPECT_NE(base, programKey("src", "-O2", "dev", "drv", "plat"));
  EXPECT_NE(base, programKey("src", "-O", "dev2", "drv", "plat"));
  EXPECT_NE(base, programKey("src", "-O", "dev", "drv2", "plat"));
  EXPECT_NE(base, programKey("src", "-O", "dev", "drv", "plat2"));
  // Length-prefixed parts: moving a boundary changes the key.
  EXPECT_NE(DiskCache::hashParts({"ab", "c"}), DiskCache::hashParts({"a", "bc"}));
}

TEST(DiskCacheTest, RoundTripAndMiss) {
  DiskCache cache(freshDir("rt"));
  EXPECT_FALSE(cache.load("k1").has_value());
  auto p = payload(10000, 7);
  ASSERT_TRUE(cache.store("k1", p));
  auto back = cache.load("k1");
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(*back, p);
  EXPECT_FALSE(cache.load("k2").has_value());
}

TEST(DiskCacheTest, DisabledCacheStoresNothing) {
  DiskCache cache("");
  EXPECT_FALSE(cache.enabled());
  EXPECT_FALSE(cache.store("k", payload(10, 1)));
  EXPECT_FALSE(cache.load("k").has_value());
}

TEST(DiskCacheTest, CorruptEntryIsAMiss) {
  DiskCache cache(freshDir("corrupt"));
  ASSERT_TRUE(cache.store("k", payload(4096, 3)));
  {
    std::fstream f(cache.pathFor("k"), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(100);
    f.put('\x5a' ^ static_cast<char>(f.peek()));
  }
  EXPECT_FALSE(cache.load("k").has_value());
  // A rebuilt entry replaces it.
  ASSERT_TRUE(cache.store("k", payload(4096, 3)));
  EXPECT_TRUE(cache.load("k").has_value());
}

TEST(DiskCacheTest, EntryOfAnotherKeyIsAMiss) {
  // A valid entry of one key in another key's place (a copied or renamed
  // file) used to load as that other key's program.
  DiskCache cache(freshDir("otherkey"));
  ASSERT_TRUE(cache.store("k1", payload(256, 8)));
  ASSERT_EQ(rename(cache.pathFor("k1").c_str(), cache.pathFor("k2").c_str()), 0);
  EXPECT_FALSE(cache.load("k2").has_value());
  EXPECT_FALSE(cache.load("k1").has_value());
  ASSERT_TRUE(cache.store("k1", payload(256, 8)));
  EXPECT_TRUE(cache.load("k1").has_value());
}

TEST(DiskCacheTest, TranslationKeyDependsOnEveryInput) {
  std::vector<std::string> in{"src", "a.cu", "c++14", "buffers", "1", "-DN=1", "0", "0", "0"};
  std::string base = translationKey(in, "fp");
  EXPECT_EQ(base.size(), 64u);
  EXPECT_EQ(base, translationKey(in, "fp"));
  EXPECT_NE(base, translationKey(in, "fp2")); // another translator build
  EXPECT_NE(base, programKey("src", "", "", "", ""));
  for (size_t k = 0; k < in.size(); ++k) {
    std::vector<std::string> other = in;
    other[k] += "x";
    EXPECT_NE(base, translationKey(other, "fp")) << k;
  }
  EXPECT_NE(ultima::translatorFingerprint().find(ultima::versionString()), std::string::npos);
}

TEST(DiskCacheTest, TruncatedEntryIsAMiss) {
  DiskCache cache(freshDir("trunc"));
  ASSERT_TRUE(cache.store("k", payload(4096, 5)));
  ASSERT_EQ(truncate(cache.pathFor("k").c_str(), 2000), 0);
  EXPECT_FALSE(cache.load("k").has_value());
  ASSERT_EQ(truncate(cache.pathFor("k").c_str(), 10), 0);
  EXPECT_FALSE(cache.load("k").has_value());
}

TEST(DiskCacheTest, TwoProcessesWritingOneEntry) {
  DiskCache cache(freshDir("race"));
  auto p = payload(1 << 20, 9);
  std::vector<pid_t> children;
  for (int c = 0; c < 2; ++c) {
    pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
      bool ok = true;
      for (int i = 0; i < 20; ++i)
        ok = cache.store("shared", p) && ok;
      _exit(ok ? 0 : 1);
    }
    children.push_back(pid);
  }
  // Meanwhile, every read is either a miss or the complete payload.
  for (int i = 0; i < 50; ++i)
    if (auto seen = cache.load("shared"))
      ASSERT_EQ(*seen, p);
  for (pid_t pid : children) {
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  }
  auto final = cache.load("shared");
  ASSERT_TRUE(final.has_value());
  EXPECT_EQ(*final, p);
  EXPECT_EQ(listDir(cache.directory()), std::vector<std::string>{"shared.bin"});
}

/// load(key) in a child process with a 10 s alarm, so that a load that
/// blocks fails the test instead of hanging it. True when it was a miss.
bool missWithinTimeLimit(const DiskCache &cache, const std::string &key) {
  pid_t pid = fork();
  if (pid == 0) {
    alarm(10);
    _exit(cache.load(key).has_value() ? 1 : 0);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  EXPECT_FALSE(WIFSIGNALED(status)) << "load() blocked or crashed (signal "
                                    << (WIFSIGNALED(status) ? WTERMSIG(status) : 0) << ")";
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

void makeDirectory(const std::string &dir) { ASSERT_EQ(system(("mkdir -p " + dir).c_str()), 0); }

TEST(DiskCacheTest, FifoInPlaceOfAnEntryIsAMissAndIsReplaced) {
  DiskCache cache(freshDir("fifo"));
  makeDirectory(cache.directory());
  ASSERT_EQ(mkfifo(cache.pathFor("k").c_str(), 0600), 0);
  EXPECT_TRUE(missWithinTimeLimit(cache, "k"));
  ASSERT_TRUE(cache.store("k", payload(100, 1))); // renamed over the FIFO
  auto back = cache.load("k");
  ASSERT_TRUE(back.has_value());
  EXPECT_EQ(*back, payload(100, 1));
}

TEST(DiskCacheTest, DirectoryInPlaceOfAnEntryIsAMiss) {
  DiskCache cache(freshDir("dir"));
  makeDirectory(cache.pathFor("empty"));
  makeDirectory(cache.pathFor("full") + "/inside");
  EXPECT_TRUE(missWithinTimeLimit(cache, "empty"));
  EXPECT_TRUE(missWithinTimeLimit(cache, "full"));
  // An empty directory is replaced; a non-empty one is left, and stays a miss.
  ASSERT_TRUE(cache.store("empty", payload(100, 2)));
  EXPECT_TRUE(cache.load("empty").has_value());
  EXPECT_FALSE(cache.store("full", payload(100, 2)));
  EXPECT_FALSE(cache.load("full").has_value());
  EXPECT_EQ(listDir(cache.directory()).size(), 2u); // no temporary file left
}

TEST(DiskCacheTest, SymlinkLoopAndDanglingSymlinkAreMisses) {
  DiskCache cache(freshDir("links"));
  makeDirectory(cache.directory());
  ASSERT_EQ(symlink(cache.pathFor("loop").c_str(), cache.pathFor("loop").c_str()), 0);
  ASSERT_EQ(symlink("/nonexistent/ultima", cache.pathFor("dangling").c_str()), 0);
  EXPECT_TRUE(missWithinTimeLimit(cache, "loop"));
  EXPECT_TRUE(missWithinTimeLimit(cache, "dangling"));
  ASSERT_TRUE(cache.store("loop", payload(100, 3)));
  EXPECT_TRUE(cache.load("loop").has_value());
}

TEST(DiskCacheTest, GarbageAndOversizedFilesAreMisses) {
  DiskCache cache(freshDir("garbage"));
  makeDirectory(cache.directory());
  std::ofstream(cache.pathFor("garbage")) << "not an entry at all";
  EXPECT_TRUE(missWithinTimeLimit(cache, "garbage"));
  // A (sparse) file beyond the size limit is not read at all.
  { std::ofstream(cache.pathFor("huge")) << "ULTIMAPB"; }
  ASSERT_EQ(
      truncate(cache.pathFor("huge").c_str(), static_cast<off_t>(DiskCache::MaxPayloadSize + 4096)),
      0);
  EXPECT_TRUE(missWithinTimeLimit(cache, "huge"));
  ASSERT_TRUE(cache.store("garbage", payload(100, 4)));
  EXPECT_TRUE(cache.load("garbage").has_value());
}

TEST(DiskCacheTest, UnreadableEntryIsAMiss) {
  if (geteuid() == 0)
    GTEST_SKIP() << "root reads files whatever their mode";
  DiskCache cache(freshDir("unreadable"));
  ASSERT_TRUE(cache.store("k", payload(100, 5)));
  ASSERT_EQ(chmod(cache.pathFor("k").c_str(), 0), 0);
  EXPECT_TRUE(missWithinTimeLimit(cache, "k"));
}

TEST(TranslationCacheTest, TranslateReportsTheHeadersItRead) {
  // The in-memory translation cache validates these (runtime-cache.md).
  std::string dir = freshDir("headers");
  makeDirectory(dir + "/sub");
  std::ofstream(dir + "/outer.h") << "#include \"sub/inner.h\"\n#define OUTER 1\n";
  std::ofstream(dir + "/sub/inner.h") << "#define INNER 2\n";
  ultima::Options o;
  o.includeDirs = {dir};
  ultima::Result r =
      ultima::translate("#include \"outer.h\"\n#include \"outer.h\"\n"
                        "extern \"C\" __global__ void k(int *x) { x[0] = OUTER + INNER; }\n",
                        o);
  ASSERT_TRUE(r.ok);
  std::vector<std::string> paths;
  for (const ultima::IncludedFile &f : r.includedFiles)
    paths.push_back(f.path.substr(f.path.rfind('/', f.path.rfind('/') - 1) + 1));
  // Each once (outer.h is included twice), in order; no embedded header, no input.
  EXPECT_EQ(paths, (std::vector<std::string>{"headers/outer.h", "sub/inner.h"}));
  ASSERT_EQ(r.includedFiles.size(), 2u);
  EXPECT_EQ(r.includedFiles[1].contents, "#define INNER 2\n");
  EXPECT_TRUE(ultima::translate("extern \"C\" __global__ void k(int *x) { x[0] = 1; }\n")
                  .includedFiles.empty());
}

TEST(DiskCacheTest, UnwritableDirectoryFailsQuietly) {
  DiskCache cache("/proc/ultima-cannot-exist");
  EXPECT_FALSE(cache.store("k", payload(10, 1)));
}

} // namespace
