//===- AddressSpace.cpp - device addresses for OpenCL buffers -------------===//
#include "AddressSpace.h"
#include "SharedMemory.h"
#include <iterator>
#include <sys/mman.h>

namespace ultima::cudart {
namespace {
/// The reservation's size: 1 TiB, or the largest power of two down to 1 GiB
/// that the process may map where less is allowed (an RLIMIT_AS below 1 TiB,
/// or ThreadSanitizer's address-space layout). Device addresses are never
/// reused, so the size bounds the bytes a program can cudaMalloc in its life.
constexpr uintptr_t LargestReservation = uintptr_t(1) << 40;
constexpr uintptr_t SmallestReservation = uintptr_t(1) << 30;
/// cudaMalloc's documented alignment (at least 256 bytes).
constexpr uintptr_t RangeAlignment = 256;
} // namespace

bool AddressSpace::reserve() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (base_)
    return true;
  for (uintptr_t bytes = LargestReservation; bytes >= SmallestReservation; bytes /= 2) {
    void *p = mmap(nullptr, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
      continue;
    base_ = next_ = reinterpret_cast<uintptr_t>(p);
    end_ = base_ + bytes;
    return true;
  }
  return false;
}

void *AddressSpace::reserveRange(size_t size) {
  std::lock_guard<std::mutex> lock(mutex_);
  // At least one byte of padding (a zero-byte allocation too gets an address
  // of its own): one past an allocation's end, a valid pointer, is never the
  // next range's start, so it cannot alias a later or a freed allocation.
  if (!base_ || size >= end_ - next_)
    return nullptr;
  uintptr_t span = (size + RangeAlignment) & ~(RangeAlignment - 1);
  if (span > end_ - next_)
    return nullptr;
  uintptr_t start = next_;
  next_ += span;
  return reinterpret_cast<void *>(start);
}

void *AddressSpace::map(cl::Buffer buffer, size_t size) {
  void *start = reserveRange(size);
  if (start)
    mapAt(start, std::move(buffer), size);
  return start;
}

bool AddressSpace::mapAt(const void *p, cl::Buffer buffer, size_t size) {
  std::lock_guard<std::mutex> lock(mutex_);
  return allocations_
      .emplace(reinterpret_cast<uintptr_t>(p), Allocation{nullptr, std::move(buffer), size})
      .second;
}

bool AddressSpace::unmap(const void *p) {
  std::lock_guard<std::mutex> lock(mutex_);
  shared_.erase(reinterpret_cast<uintptr_t>(p));
  return allocations_.erase(reinterpret_cast<uintptr_t>(p)) != 0;
}

bool AddressSpace::share(const void *p, cl::Buffer buffer, std::shared_ptr<SharedMemory> memory) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = allocations_.find(reinterpret_cast<uintptr_t>(p));
  if (it == allocations_.end())
    return false;
  it->second.buffer = std::move(buffer);
  it->second.shared = std::move(memory);
  shared_.insert(it->first);
  return true;
}

void *AddressSpace::mapImported(cl::Buffer buffer, size_t size,
                                std::shared_ptr<SharedMemory> memory) {
  void *start = reserveRange(size);
  if (!start)
    return nullptr;
  std::lock_guard<std::mutex> lock(mutex_);
  uintptr_t at = reinterpret_cast<uintptr_t>(start);
  allocations_[at] = Allocation{std::move(memory), std::move(buffer), size, 0, false, true};
  shared_.insert(at);
  return start;
}

namespace {
/// The range of \p ranges that holds \p address (or ends at it).
const std::pair<const uintptr_t, Allocation> *rangeOf(const std::map<uintptr_t, Allocation> &ranges,
                                                      uintptr_t address) {
  auto it = ranges.upper_bound(address);
  if (it == ranges.begin())
    return nullptr;
  --it;
  return address - it->first <= it->second.size ? &*it : nullptr;
}
} // namespace

std::optional<Resolved> AddressSpace::resolve(const void *p) const {
  std::lock_guard<std::mutex> lock(mutex_);
  uintptr_t address = reinterpret_cast<uintptr_t>(p);
  bool device = base_ && address >= base_ && address < end_;
  const auto *range = rangeOf(device ? allocations_ : hostRanges_, address);
  if (!range)
    return std::nullopt;
  const Allocation &a = range->second;
  return Resolved{a.buffer,    address - range->first, a.size,   !device,   a.managed,
                  a.hostFlags, range->first,           a.shared, a.imported};
}

bool AddressSpace::registerHost(void *p, Allocation allocation) {
  std::lock_guard<std::mutex> lock(mutex_);
  uintptr_t start = reinterpret_cast<uintptr_t>(p);
  auto next = hostRanges_.lower_bound(start);
  if (next != hostRanges_.end() && next->first < start + allocation.size)
    return false;
  if (next != hostRanges_.begin() && std::prev(next)->first + std::prev(next)->second.size > start)
    return false;
  hostRanges_[start] = std::move(allocation);
  return true;
}

std::optional<Allocation> AddressSpace::unregisterHost(const void *p) {
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = hostRanges_.find(reinterpret_cast<uintptr_t>(p));
  if (it == hostRanges_.end())
    return std::nullopt;
  Allocation a = std::move(it->second);
  hostRanges_.erase(it);
  return a;
}

std::vector<cl::Buffer> AddressSpace::hostBuffers() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<cl::Buffer> buffers;
  for (const auto &[start, allocation] : hostRanges_)
    buffers.push_back(allocation.buffer);
  for (uintptr_t start : shared_)
    buffers.push_back(allocations_.at(start).buffer);
  return buffers;
}

std::vector<cl::Buffer> AddressSpace::sharedBuffers() const {
  std::lock_guard<std::mutex> lock(mutex_);
  std::vector<cl::Buffer> buffers;
  for (uintptr_t start : shared_)
    buffers.push_back(allocations_.at(start).buffer);
  return buffers;
}

bool AddressSpace::contains(const void *p) const {
  uintptr_t address = reinterpret_cast<uintptr_t>(p);
  return base_ && address >= base_ && address < end_;
}

} // namespace ultima::cudart
