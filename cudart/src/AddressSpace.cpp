//===- AddressSpace.cpp - device addresses for OpenCL buffers -------------===//
#include "AddressSpace.h"
#include <sys/mman.h>

namespace ultima::cudart {
namespace {
constexpr uintptr_t ReservedBytes = uintptr_t(1) << 40;
/// cudaMalloc's documented alignment (at least 256 bytes).
constexpr uintptr_t RangeAlignment = 256;
} // namespace

bool AddressSpace::reserve() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (base_)
    return true;
  void *p =
      mmap(nullptr, ReservedBytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED)
    return false;
  base_ = next_ = reinterpret_cast<uintptr_t>(p);
  end_ = base_ + ReservedBytes;
  return true;
}

void *AddressSpace::map(cl::Buffer buffer, size_t size) {
  std::lock_guard<std::mutex> lock(mutex_);
  // A zero-byte allocation still gets a distinct address.
  uintptr_t span = (std::max<size_t>(size, 1) + RangeAlignment - 1) & ~(RangeAlignment - 1);
  if (!base_ || span > end_ - next_)
    return nullptr;
  uintptr_t start = next_;
  next_ += span;
  allocations_[start] = Allocation{std::move(buffer), size};
  return reinterpret_cast<void *>(start);
}

bool AddressSpace::unmap(const void *p) {
  std::lock_guard<std::mutex> lock(mutex_);
  return allocations_.erase(reinterpret_cast<uintptr_t>(p)) != 0;
}

std::optional<Resolved> AddressSpace::resolve(const void *p) const {
  std::lock_guard<std::mutex> lock(mutex_);
  uintptr_t address = reinterpret_cast<uintptr_t>(p);
  auto it = allocations_.upper_bound(address);
  if (it == allocations_.begin())
    return std::nullopt;
  --it;
  size_t offset = address - it->first;
  if (offset > it->second.size)
    return std::nullopt;
  return Resolved{it->second.buffer, offset, it->second.size};
}

bool AddressSpace::contains(const void *p) const {
  uintptr_t address = reinterpret_cast<uintptr_t>(p);
  return base_ && address >= base_ && address < end_;
}

} // namespace ultima::cudart
