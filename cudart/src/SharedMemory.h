//===- SharedMemory.h - POSIX shared memory between processes ---*- C++ -*-===//
///
/// \file
/// CUDA's inter-process handles (cudaIpcGetMemHandle, cudaIpcGetEventHandle)
/// name memory another process opens. Here that memory is a POSIX
/// shared-memory object (shm_open) that both processes map: the exporting
/// process creates it under a name made of its process id and a serial
/// number, which a handle carries, and the importing process opens it by that
/// name. The creator unlinks the name when it frees the object, or at exit
/// for those never freed; an importer's mapping stays valid after that.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_SHAREDMEMORY_H
#define ULTIMA_CUDART_SHAREDMEMORY_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace ultima::cudart {

class SharedMemory {
public:
  /// A fresh zero-filled object of \p size bytes (at least one page is
  /// mapped), named after this process; null when the system refuses.
  static std::shared_ptr<SharedMemory> create(size_t size);
  /// The object process \p pid created with \p serial, mapped here; null
  /// when there is none (freed, or its process ended) or it is smaller than
  /// \p size.
  static std::shared_ptr<SharedMemory> open(int32_t pid, uint64_t serial, size_t size);
  /// The object's name for shm_open.
  static std::string nameOf(int32_t pid, uint64_t serial);

  SharedMemory(const SharedMemory &) = delete;
  SharedMemory &operator=(const SharedMemory &) = delete;
  /// Unmaps it; the creator also unlinks the name.
  ~SharedMemory();

  void *data() const { return data_; }
  size_t size() const { return size_; }
  int32_t pid() const { return pid_; }
  uint64_t serial() const { return serial_; }
  /// Whether this process created it (and unlinks it).
  bool created() const { return created_; }

private:
  SharedMemory(void *data, size_t size, int32_t pid, uint64_t serial, bool created)
      : data_(data), size_(size), pid_(pid), serial_(serial), created_(created) {}
  void *data_;
  size_t size_;
  int32_t pid_;
  uint64_t serial_;
  bool created_;
};

} // namespace ultima::cudart

#endif
