//===- ModelMemory.cpp - the fuzzer's memory operations --------------------===//
///
/// \file
/// cudaMalloc, cudaFree, cudaMemcpy(Async) and cudaMemset(Async) against the model
/// of each allocation's bytes, and the final check of every byte.
//===----------------------------------------------------------------------===//
#include "Model.h"

namespace cudart_fuzz {

void Model::doMalloc() {
  what = "cudaMalloc";
  int i = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
  if (in.ConsumeIntegralInRange<int>(0, 15) == 0) {
    what = "cudaMalloc(nullptr)";
    expect(cudaMalloc(nullptr, 16), cudaErrorInvalidValue);
    return;
  }
  if (slots[i].live)
    doFreeSlot(i);
  size_t size = pickSize();
  void *p = (void *)0x1;
  cudaError_t e = cudaMalloc(&p, size);
  if (size > MaxAlloc) {
    expect(e, cudaErrorMemoryAllocation);
    if (p != nullptr)
      fail("failed cudaMalloc left a pointer");
    return;
  }
  expect(e, cudaSuccess);
  if (size == 0) {
    if (p != nullptr)
      fail("cudaMalloc(0) gave a non-null pointer");
    return;
  }
  if (p == nullptr || ((uintptr_t)p & 255) != 0)
    fail("cudaMalloc gave a null or unaligned pointer");
  Alloc &a = slots[i];
  a.ptr = (unsigned char *)p;
  a.size = size;
  a.bytes.assign(size, 0);
  a.known.assign(size, false);
  a.pending = 0;
  a.live = true;
}

void Model::doFreeSlot(int i) {
  what = "cudaFree";
  expect(cudaFree(slots[i].ptr), cudaSuccess);
  freed.push_back(slots[i].ptr);
  slots[i].live = false;
  for (Alloc &a : slots) // cudaFree waits for the device
    a.pending = 0;
}

void Model::doFree() {
  int kind = in.ConsumeIntegralInRange<int>(0, 5);
  int i = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
  if (kind <= 1 && slots[i].live) {
    doFreeSlot(i);
  } else if (kind == 2 && !freed.empty()) {
    what = "cudaFree twice";
    expect(cudaFree(freed[in.ConsumeIntegralInRange<size_t>(0, freed.size() - 1)]),
           cudaErrorInvalidValue);
  } else if (kind == 3) {
    what = "cudaFree(host)";
    expect(cudaFree(host.data() + in.ConsumeIntegralInRange<size_t>(0, 64)), cudaErrorInvalidValue);
  } else if (kind == 4 && slots[i].live && slots[i].size > 1) {
    what = "cudaFree(interior)";
    expect(cudaFree(slots[i].ptr + in.ConsumeIntegralInRange<size_t>(1, slots[i].size - 1)),
           cudaErrorInvalidValue);
  } else {
    what = "cudaFree(nullptr)";
    expect(cudaFree(nullptr), cudaSuccess);
  }
}

/// cudaMemcpy or cudaMemcpyAsync between the host buffer and a slot, or
/// between two slots.
void Model::doMemcpy() {
  int dir = in.ConsumeIntegralInRange<int>(0, 2); // H2D, D2H, D2D
  bool async = in.ConsumeBool();
  bool usable, stale;
  int s = async ? pickStream(usable, stale) : 0;
  if (!async)
    usable = true, stale = false;
  int kindMode = in.ConsumeIntegralInRange<int>(0, 7); // 0-4 right, 5 default, 6 other, 7 bad
  cudaMemcpyKind right = dir == 0   ? cudaMemcpyHostToDevice
                         : dir == 1 ? cudaMemcpyDeviceToHost
                                    : cudaMemcpyDeviceToDevice;
  cudaMemcpyKind kind = kindMode <= 4   ? right
                        : kindMode == 5 ? cudaMemcpyDefault
                        : kindMode == 6 ? (cudaMemcpyKind)in.ConsumeIntegralInRange<int>(0, 3)
                                        // 5-7: no kind, yet within the enumeration's
                                        // range (beyond it, a C++ load is undefined)
                                        : (cudaMemcpyKind)in.ConsumeIntegralInRange<int>(5, 7);
  bool badKind = kindMode == 7;
  int i = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
  int j = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
  int special = in.ConsumeIntegralInRange<int>(0, 15);
  auto call = [&](void *dst, const void *src, size_t n) {
    return async ? cudaMemcpyAsync(dst, src, n, kind, streamHandle(s))
                 : cudaMemcpy(dst, src, n, kind);
  };
  what = async ? "cudaMemcpyAsync" : "cudaMemcpy";
  if (special == 0 && !freed.empty() && dir != 2 && !badKind && usable) {
    // A freed device pointer is no memory at all.
    what = async ? "cudaMemcpyAsync(freed)" : "cudaMemcpy(freed)";
    unsigned char *f = freed[in.ConsumeIntegralInRange<size_t>(0, freed.size() - 1)];
    size_t n = in.ConsumeIntegralInRange<size_t>(1, 64);
    expect(dir == 0 ? call(f, host.data(), n) : call(host.data(), f, n), cudaErrorInvalidValue);
    return;
  }
  if (!slots[i].live)
    return;
  Alloc &a = slots[i];
  if (special == 1 && dir != 2 && !badKind && usable) {
    what = async ? "cudaMemcpyAsync(null host pointer)" : "cudaMemcpy(null host pointer)";
    size_t n = in.ConsumeIntegralInRange<size_t>(1, a.size);
    expect(dir == 0 ? call(a.ptr, nullptr, n) : call(nullptr, a.ptr, n), cudaErrorInvalidValue);
    return;
  }
  size_t off, len;
  bool inBounds;
  pickRange(a.size, off, len, inBounds);
  if (stale) {
    if (!inBounds || badKind)
      return;
    what = "cudaMemcpyAsync(destroyed stream)";
    expect(call(a.ptr + off, host.data(), std::min(len, HostSize)), cudaErrorInvalidResourceHandle);
    return;
  }
  if (!usable)
    return;
  if (badKind && !inBounds)
    return; // one error at a time
  if (dir == 2) {
    if (!slots[j].live)
      return;
    Alloc &b = slots[j];
    size_t boff = in.ConsumeIntegralInRange<size_t>(0, b.size);
    bool bIn = inBounds && len <= b.size - boff;
    if (badKind && !bIn)
      return;
    order(a, s);
    order(b, s);
    if (trace)
      std::fprintf(stderr, "cudart-fuzz: device to device, slot %d+%zu to slot %d+%zu, %zu bytes\n",
                   i, off, j, boff, len);
    cudaError_t e = call(b.ptr + boff, a.ptr + off, len);
    if (badKind)
      return expect(e, cudaErrorInvalidMemcpyDirection);
    if (!bIn) {
      if (len == 0)
        return expectEither(e, cudaSuccess, cudaErrorInvalidValue);
      return expect(e, cudaErrorInvalidValue);
    }
    expect(e, cudaSuccess);
    bool overlap = &a == &b && off < boff + len && boff < off + len && len > 0;
    for (size_t k = 0; k < len; ++k) {
      b.known[boff + k] = overlap ? false : a.known[off + k];
      b.bytes[boff + k] = a.bytes[off + k];
    }
    if (overlap) // CUDA leaves overlapping copies undefined: only the rest stays known
      for (size_t k = 0; k < len; ++k)
        b.known[boff + k] = false;
    b.pending |= 1u << s;
    a.pending |= 1u << s;
    return;
  }
  size_t hoff = len <= HostSize ? in.ConsumeIntegralInRange<size_t>(0, HostSize - len) : 0;
  if (inBounds)
    order(a, s);
  if (trace)
    std::fprintf(stderr, "cudart-fuzz: %s, slot %d (%zu bytes) + %zu, %zu bytes, kind %d\n",
                 dir == 0 ? "host to device" : "device to host", i, a.size, off, len, (int)kind);
  cudaError_t e = dir == 0 ? call(a.ptr + off, host.data() + hoff, len)
                           : call(host.data() + hoff, a.ptr + off, len);
  if (badKind)
    return expect(e, cudaErrorInvalidMemcpyDirection);
  if (!inBounds) {
    if (len == 0)
      return expectEither(e, cudaSuccess, cudaErrorInvalidValue);
    return expect(e, cudaErrorInvalidValue);
  }
  expect(e, cudaSuccess);
  if (dir == 0) {
    for (size_t k = 0; k < len; ++k) {
      a.bytes[off + k] = host[hoff + k];
      a.known[off + k] = true;
    }
  } else {
    // Copies to the host return when done, the Async ones included.
    check(a, off, host.data() + hoff, len);
    for (size_t k = 0; k < len; ++k)
      if (a.known[off + k])
        host[hoff + k] = a.bytes[off + k];
      else
        a.bytes[off + k] = host[hoff + k], a.known[off + k] = true; // now seen
  }
}

void Model::doMemset() {
  bool async = in.ConsumeBool();
  bool usable = true, stale = false;
  int s = async ? pickStream(usable, stale) : 0;
  int i = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
  int value = in.ConsumeIntegral<int>();
  what = async ? "cudaMemsetAsync" : "cudaMemset";
  if (!slots[i].live)
    return;
  Alloc &a = slots[i];
  size_t off, len;
  bool inBounds;
  pickRange(a.size, off, len, inBounds);
  if (stale) {
    if (inBounds)
      expect(cudaMemsetAsync(a.ptr + off, value, len, streamHandle(s)),
             cudaErrorInvalidResourceHandle);
    return;
  }
  if (!usable)
    return;
  if (inBounds)
    order(a, s);
  if (trace)
    std::fprintf(stderr, "cudart-fuzz: memset, slot %d (%zu bytes) + %zu, %zu bytes\n", i, a.size,
                 off, len);
  cudaError_t e = async ? cudaMemsetAsync(a.ptr + off, value, len, streamHandle(s))
                        : cudaMemset(a.ptr + off, value, len);
  if (!inBounds) {
    if (len == 0)
      return expectEither(e, cudaSuccess, cudaErrorInvalidValue);
    return expect(e, cudaErrorInvalidValue);
  }
  expect(e, cudaSuccess);
  for (size_t k = 0; k < len; ++k) {
    a.bytes[off + k] = (unsigned char)value;
    a.known[off + k] = true;
  }
  a.pending |= 1u << s;
}

void Model::doVerify() {
  what = "verify";
  int i = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
  Alloc &a = slots[i];
  if (!a.live)
    return;
  std::vector<unsigned char> got(a.size);
  expect(cudaMemcpy(got.data(), a.ptr, a.size, cudaMemcpyDeviceToHost), cudaSuccess);
  check(a, 0, got.data(), a.size);
}

} // namespace cudart_fuzz
