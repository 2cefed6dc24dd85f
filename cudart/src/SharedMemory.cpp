//===- SharedMemory.cpp - POSIX shared memory between processes -----------===//
#include "SharedMemory.h"
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fcntl.h>
#include <mutex>
#include <set>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ultima::cudart {
namespace {
/// The objects this process created and has not freed: their names are
/// unlinked at exit, as CUDA releases a process's exports when it ends.
/// Never destroyed: the exit handler runs after static destructors may have.
struct Created {
  std::mutex mutex;
  std::set<uint64_t> serials;
};
Created &exports() {
  static auto *instance = new Created();
  return *instance;
}

void unlinkAtExit() {
  Created &c = exports();
  std::lock_guard<std::mutex> lock(c.mutex);
  // A child made by fork() inherits the set but not the objects.
  for (uint64_t serial : c.serials)
    shm_unlink(SharedMemory::nameOf(getpid(), serial).c_str());
  c.serials.clear();
}

void *mapShared(int fd, size_t size) {
  void *p = mmap(nullptr, std::max<size_t>(size, 1), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  return p == MAP_FAILED ? nullptr : p;
}
} // namespace

std::string SharedMemory::nameOf(int32_t pid, uint64_t serial) {
  return "/ultima-ipc-" + std::to_string(pid) + "-" + std::to_string(serial);
}

std::shared_ptr<SharedMemory> SharedMemory::create(size_t size) {
  static std::atomic<uint64_t> nextSerial{1};
  static std::once_flag atExit;
  std::call_once(atExit, [] { std::atexit(unlinkAtExit); });
  int32_t pid = getpid();
  uint64_t serial = nextSerial++;
  std::string name = nameOf(pid, serial);
  int fd = shm_open(name.c_str(), O_RDWR | O_CREAT | O_EXCL, S_IRUSR | S_IWUSR);
  if (fd < 0)
    return nullptr;
  void *p = ftruncate(fd, static_cast<off_t>(std::max<size_t>(size, 1))) == 0 ? mapShared(fd, size)
                                                                              : nullptr;
  close(fd);
  if (!p) {
    shm_unlink(name.c_str());
    return nullptr;
  }
  {
    std::lock_guard<std::mutex> lock(exports().mutex);
    exports().serials.insert(serial);
  }
  return std::shared_ptr<SharedMemory>(new SharedMemory(p, size, pid, serial, true));
}

std::shared_ptr<SharedMemory> SharedMemory::open(int32_t pid, uint64_t serial, size_t size) {
  int fd = shm_open(nameOf(pid, serial).c_str(), O_RDWR, 0);
  if (fd < 0)
    return nullptr;
  struct stat st {};
  void *p = nullptr;
  if (fstat(fd, &st) == 0 && static_cast<uint64_t>(st.st_size) >= std::max<size_t>(size, 1))
    p = mapShared(fd, size);
  close(fd);
  if (!p)
    return nullptr;
  return std::shared_ptr<SharedMemory>(new SharedMemory(p, size, pid, serial, false));
}

SharedMemory::~SharedMemory() {
  munmap(data_, std::max<size_t>(size_, 1));
  if (!created_ || pid_ != getpid())
    return;
  shm_unlink(nameOf(pid_, serial_).c_str());
  std::lock_guard<std::mutex> lock(exports().mutex);
  exports().serials.erase(serial_);
}

} // namespace ultima::cudart
