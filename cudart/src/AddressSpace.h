//===- AddressSpace.h - device addresses for OpenCL buffers -----*- C++ -*-===//
///
/// \file
/// CUDA host code holds device pointers as plain values and does arithmetic
/// on them; OpenCL 1.2 buffers have no addresses. Each cudaMalloc gets a
/// range of a large virtual reservation that is never accessible (PROT_NONE,
/// MAP_NORESERVE: it costs no memory, and a host dereference faults as it
/// would on a GPU pointer), so device addresses are unique, non-null and
/// never collide with host memory. An ordered map from range start to buffer
/// resolves any address inside a range (or one past its end) to the buffer
/// and a byte offset. Ranges are not reused after cudaFree (the reservation
/// is 1 TiB, less where the process may not map that much), so a stale
/// pointer never aliases a new allocation.
///
/// Host memory that kernels may use (cudaHostAlloc, cudaMallocHost,
/// cudaHostRegister, cudaMallocManaged) keeps its host address, which is also
/// its device address, as under CUDA's unified addressing: a second map from
/// host ranges to buffers made over that memory (CL_MEM_USE_HOST_PTR).
///
/// A device allocation shared with other processes (cudaIpcGetMemHandle,
/// cudaIpcOpenMemHandle; SharedMemory.h) keeps its device address but its
/// buffer is made over the shared mapping: host and device agree on it at the
/// same points as on host memory (hostBuffers lists it too).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_ADDRESSSPACE_H
#define ULTIMA_CUDART_ADDRESSSPACE_H

#include "ultima/runtime/OpenCL.h"
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <vector>

namespace ultima::cudart {

class SharedMemory;

// The OpenCL C++ bindings declare cl::Buffer's move assignment noexcept though
// releasing the old buffer may report an error by throwing; an error there
// would be a broken OpenCL implementation, so terminating is right.
// NOLINTNEXTLINE(bugprone-exception-escape)
struct Allocation {
  /// Device memory shared with other processes: the mapping its buffer is
  /// made over (declared first: it outlives the buffer).
  std::shared_ptr<SharedMemory> shared;
  cl::Buffer buffer;
  size_t size = 0;
  unsigned int hostFlags = 0; ///< host memory: cudaHostAlloc*/cudaHostRegister* flags
  bool managed = false;       ///< host memory from cudaMallocManaged
  bool imported = false;      ///< shared memory another process exported (cudaIpcOpenMemHandle)
};

/// A device address resolved: its buffer and the byte offset into it.
struct Resolved {
  cl::Buffer buffer;
  size_t offset = 0;
  size_t size = 0;                      ///< the buffer's size
  bool host = false;                    ///< host memory registered with registerHost
  bool managed = false;                 ///< ... from cudaMallocManaged
  unsigned int hostFlags = 0;           ///< ... with these cudaHostAlloc*/cudaHostRegister* flags
  size_t rangeStart = 0;                ///< the address of the allocation's first byte
  std::shared_ptr<SharedMemory> shared; ///< device memory shared with other processes
  bool imported = false;                ///< ... that another process exported
};

class AddressSpace {
public:
  /// Reserves the virtual range; false when the system refuses.
  bool reserve();
  /// A fresh range of \p size bytes for \p buffer; null when the reservation is exhausted.
  void *map(cl::Buffer buffer, size_t size);
  /// Forgets the allocation that starts at \p p; false when none does.
  bool unmap(const void *p);
  /// A fresh range of \p size bytes without a buffer yet (a graph
  /// allocation's fixed address); null when the reservation is exhausted.
  void *reserveRange(size_t size);
  /// Puts \p buffer at the range \p p that reserveRange gave (again after
  /// unmap); false when something is mapped there already.
  bool mapAt(const void *p, cl::Buffer buffer, size_t size);
  /// Makes the device allocation that starts at \p p shared: \p buffer,
  /// made over \p memory, replaces its buffer; false when none starts there.
  bool share(const void *p, cl::Buffer buffer, std::shared_ptr<SharedMemory> memory);
  /// A fresh range for \p buffer, made over the shared \p memory another
  /// process exported; null when the reservation is exhausted.
  void *mapImported(cl::Buffer buffer, size_t size, std::shared_ptr<SharedMemory> memory);
  /// The allocation \p p points into (or one past the end of): device
  /// memory, or host memory registered with registerHost.
  std::optional<Resolved> resolve(const void *p) const;
  /// Makes \p size bytes of host memory at \p p usable by kernels through
  /// \p allocation's buffer (made over that memory); false when it overlaps
  /// a registered range.
  bool registerHost(void *p, Allocation allocation);
  /// Forgets the host range that starts at \p p; the allocation, if any.
  std::optional<Allocation> unregisterHost(const void *p);
  /// Every registered host range's buffer and every shared allocation's (to
  /// make host and device agree).
  std::vector<cl::Buffer> hostBuffers() const;
  /// Every shared allocation's buffer.
  std::vector<cl::Buffer> sharedBuffers() const;
  /// Whether \p p lies in the reserved range at all.
  bool contains(const void *p) const;

private:
  mutable std::mutex mutex_;
  uintptr_t base_ = 0, end_ = 0, next_ = 0;
  std::map<uintptr_t, Allocation> allocations_;
  std::map<uintptr_t, Allocation> hostRanges_;
  std::set<uintptr_t> shared_; ///< the starts of shared device allocations
};

} // namespace ultima::cudart

#endif
