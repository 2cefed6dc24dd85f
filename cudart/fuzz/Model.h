//===- Model.h - the cudart fuzzer's host model of the CUDA runtime --*- C++ -*-===//
///
/// \file
/// The state the fuzzer's programs act on (allocation, stream and event
/// slots), the model of what each CUDA call must return and leave in memory,
/// and the operations a program is made of: ModelMemory.cpp (allocation,
/// copies, fills), ModelStreams.cpp (streams, events, synchronisation, the
/// last error), ModelLaunch.cpp (kernel launches); cudart-fuzz.cpp decodes
/// the input into them (docs/sanitizers-and-fuzzing.md).
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_FUZZ_MODEL_H
#define ULTIMA_CUDART_FUZZ_MODEL_H

#include <cuda_runtime.h>

#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

extern "C" const void *ultimaFuzzKernel(int which);

namespace cudart_fuzz {

constexpr int NumSlots = 6;
constexpr int NumStreams = 4; // slot 0 is the legacy default stream
constexpr int NumEvents = 4;
constexpr size_t MaxAlloc = 1 << 14;
constexpr size_t HostSize = 1 << 15;
constexpr int MaxOps = 48;

struct Alloc {
  unsigned char *ptr = nullptr;
  size_t size = 0;
  std::vector<unsigned char> bytes;
  std::vector<bool> known;
  unsigned pending = 0; // streams (bit per slot) with unsynchronised work on it
  bool live = false;
};

struct Stream {
  cudaStream_t handle = nullptr;
  bool live = false;
  bool everCreated = false;
};

struct Event {
  cudaEvent_t handle = nullptr;
  bool live = false;
  bool everCreated = false;
  bool timing = true;
  bool recorded = false;
};

extern cudaDeviceProp props;
extern int kernelMaxThreads[3];
extern bool trace; // ULTIMA_CUDART_FUZZ_TRACE set: every checked call is printed
extern const uint8_t *inputData;
extern size_t inputSize;

/// Ends the run on a disagreement with the model (cudart-fuzz.cpp).
[[noreturn]] void finding();

struct Model {
  FuzzedDataProvider &in;
  Alloc slots[NumSlots];
  Stream streams[NumStreams];
  Event events[NumEvents];
  std::vector<unsigned char *> freed; // pointers cudaFree gave back
  std::vector<unsigned char> host;    // the host buffer (exact)
  cudaError_t lastError = cudaSuccess;
  int op = 0;
  const char *what = "";

  explicit Model(FuzzedDataProvider &in) : in(in), host(HostSize) {
    for (size_t i = 0; i < HostSize; ++i)
      host[i] = (unsigned char)(i * 131 + 7);
    streams[0].live = true;
  }

  [[noreturn]] void fail(const char *fmt, long long a = 0, long long b = 0) {
    std::fprintf(stderr, "cudart-fuzz: op %d (%s): ", op, what);
    std::fprintf(stderr, fmt, a, b);
    std::fprintf(stderr, "\n");
    finding();
  }

  /// Checks \p got against the model's \p want and keeps the last error.
  void expect(cudaError_t got, cudaError_t want) {
    if (trace)
      std::fprintf(stderr, "cudart-fuzz: op %d (%s): %s\n", op, what, cudaGetErrorName(got));
    if (got != want) {
      std::fprintf(stderr, "cudart-fuzz: op %d (%s): returned %s (%d), expected %s (%d)\n", op,
                   what, cudaGetErrorName(got), (int)got, cudaGetErrorName(want), (int)want);
      finding();
    }
    // cudaErrorNotReady (a query of unfinished work) is no error: as in CUDA,
    // it is not kept as the last error.
    if (got != cudaSuccess && got != cudaErrorNotReady)
      lastError = got;
  }
  /// Either of two results (a corner that CUDA leaves open).
  void expectEither(cudaError_t got, cudaError_t a, cudaError_t b) {
    expect(got, got == b ? b : a);
  }

  cudaStream_t streamHandle(int s) const { return s == 0 ? nullptr : streams[s].handle; }
  bool streamUsable(int s) const { return s == 0 || streams[s].live; }
  /// A destroyed stream's handle, unless a live stream now has the same value.
  bool staleStream(int s) const {
    if (s == 0 || streams[s].live || !streams[s].everCreated)
      return false;
    for (const Stream &o : streams)
      if (o.live && o.handle == streams[s].handle)
        return false;
    return true;
  }
  bool staleEvent(int e) const {
    if (events[e].live || !events[e].everCreated)
      return false;
    for (const Event &o : events)
      if (o.live && o.handle == events[e].handle)
        return false;
    return true;
  }

  void deviceSync() {
    expect(cudaDeviceSynchronize(), cudaSuccess);
    for (Alloc &a : slots)
      a.pending = 0;
  }
  /// Before stream \p s touches slot \p a: synchronise when another stream's
  /// work on it is not ordered before (all streams block on the legacy one).
  void order(Alloc &a, int s) {
    unsigned others = a.pending & ~(1u << s) & ~1u;
    if (others && s != 0)
      deviceSync();
  }

  void check(const Alloc &a, size_t off, const unsigned char *got, size_t len) {
    for (size_t i = 0; i < len; ++i)
      if (a.known[off + i] && a.bytes[off + i] != got[i])
        fail("byte %lld differs from the model (device %lld)",
             static_cast<long long>(off) + static_cast<long long>(i), got[i]);
  }

  size_t pickSize() {
    switch (in.ConsumeIntegralInRange<int>(0, 9)) {
    case 0:
      return 0;
    case 1:
      return (size_t)props.totalGlobalMem + 1 + in.ConsumeIntegral<uint16_t>();
    case 2:
      return SIZE_MAX - in.ConsumeIntegralInRange<size_t>(0, 512);
    case 3:
      return (size_t)1 << in.ConsumeIntegralInRange<int>(40, 63);
    default:
      return in.ConsumeIntegralInRange<size_t>(1, MaxAlloc);
    }
  }

  /// An (offset, length) into an allocation of \p size: mostly in bounds.
  void pickRange(size_t size, size_t &off, size_t &len, bool &inBounds) {
    int mode = in.ConsumeIntegralInRange<int>(0, 9);
    off = in.ConsumeIntegralInRange<size_t>(0, size);
    if (mode == 0) {
      len = size - off + in.ConsumeIntegralInRange<size_t>(1, 300); // past the end
    } else if (mode == 1) {
      len = SIZE_MAX - in.ConsumeIntegralInRange<size_t>(0, 64); // wraps around
    } else if (mode == 2 && (size + 1) % 256 != 0) {
      // Starts past the end, in the padding of the allocation's 256-byte
      // aligned range, which ends at the first multiple of 256 above size
      // (docs/ultima-cc.md): further on, the address may be in the next
      // allocation, as under CUDA.
      size_t rangeEnd = (size + 256) & ~size_t(255);
      off = in.ConsumeIntegralInRange<size_t>(size + 1, rangeEnd - 1);
      len = in.ConsumeIntegralInRange<size_t>(1, 64);
    } else {
      len = in.ConsumeIntegralInRange<size_t>(0, size - off);
    }
    inBounds = off <= size && len <= size - off;
  }

  int pickStream(bool &usable, bool &stale) {
    int s = in.ConsumeIntegralInRange<int>(0, NumStreams - 1);
    usable = streamUsable(s);
    stale = staleStream(s);
    return s;
  }

  // --- operations: ModelMemory.cpp, ModelStreams.cpp, ModelLaunch.cpp ------
  void doMalloc();
  void doFreeSlot(int i);
  void doFree();
  /// cudaMemcpy or cudaMemcpyAsync between the host buffer and a slot, or
  /// between two slots.
  void doMemcpy();
  void doMemset();
  void doVerify();
  void doStream();
  void doSync();
  void doEvent();
  void doErrors();
  void doLaunch();
  /// Decodes and runs the input's operations (cudart-fuzz.cpp).
  void run();
};

} // namespace cudart_fuzz

#endif
