//===- cudart-fuzz.cpp - libFuzzer target: sequences of CUDA runtime calls -===//
///
/// \file
/// The input decodes into a program of CUDA runtime API calls on a few
/// allocation, stream and event slots: cudaMalloc/cudaFree of any size,
/// cudaMemcpy/cudaMemcpyAsync in every direction with offsets and sizes in and
/// out of bounds, cudaMemset, streams, events, synchronisation, launches of the
/// kernels of kernels.cu with valid and invalid configurations, and the last
/// error. A host model (the bytes of each allocation, which of them are known,
/// the last error) predicts every result that must be exact; a disagreement
/// aborts with the operation that disagreed, so libFuzzer keeps the input as
/// a finding (docs/sanitizers-and-fuzzing.md).
///
/// The programs the harness runs are race-free by construction: before an
/// operation touches memory that another stream's unsynchronised work uses,
/// it synchronises the device.
//===----------------------------------------------------------------------===//

#include <cuda_runtime.h>

#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

extern "C" const void *ultimaFuzzKernel(int which);

namespace {

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

cudaDeviceProp props;
int kernelMaxThreads[3];
bool trace; // ULTIMA_CUDART_FUZZ_TRACE set: every checked call is printed
const uint8_t *inputData;
size_t inputSize;

/// Ends the run on a disagreement with the model. libFuzzer's own SIGABRT
/// and SIGILL handlers may have been replaced by the OpenCL implementation's,
/// so the input is written here: to $ULTIMA_CUDART_FUZZ_FINDINGS (default
/// the working directory) as mismatch-<hash>.
[[noreturn]] void finding() {
  uint64_t hash = 1469598103934665603ull;
  for (size_t i = 0; i < inputSize; ++i)
    hash = (hash ^ inputData[i]) * 1099511628211ull;
  const char *dir = std::getenv("ULTIMA_CUDART_FUZZ_FINDINGS");
  char path[4096];
  std::snprintf(path, sizeof path, "%s/mismatch-%016llx", dir ? dir : ".",
                (unsigned long long)hash);
  if (FILE *f = std::fopen(path, "wb")) {
    std::fwrite(inputData, 1, inputSize, f);
    std::fclose(f);
    std::fprintf(stderr, "cudart-fuzz: input written to %s\n", path);
  }
  std::fflush(stderr);
  __builtin_trap();
}

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

  // --- operations ----------------------------------------------------------

  void doMalloc() {
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

  void doFreeSlot(int i) {
    what = "cudaFree";
    expect(cudaFree(slots[i].ptr), cudaSuccess);
    freed.push_back(slots[i].ptr);
    slots[i].live = false;
    for (Alloc &a : slots) // cudaFree waits for the device
      a.pending = 0;
  }

  void doFree() {
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
      expect(cudaFree(host.data() + in.ConsumeIntegralInRange<size_t>(0, 64)),
             cudaErrorInvalidValue);
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
  void doMemcpy() {
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
      expect(call(a.ptr + off, host.data(), std::min(len, HostSize)),
             cudaErrorInvalidResourceHandle);
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
        std::fprintf(stderr,
                     "cudart-fuzz: device to device, slot %d+%zu to slot %d+%zu, %zu bytes\n", i,
                     off, j, boff, len);
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

  void doMemset() {
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

  void doStream() {
    int s = in.ConsumeIntegralInRange<int>(1, NumStreams - 1);
    switch (in.ConsumeIntegralInRange<int>(0, 4)) {
    case 0:
    case 1: {
      if (streams[s].live)
        return;
      what = "cudaStreamCreate";
      cudaStream_t h = nullptr;
      expect(in.ConsumeBool() ? cudaStreamCreate(&h)
                              : cudaStreamCreateWithFlags(&h, cudaStreamDefault),
             cudaSuccess);
      if (h == nullptr)
        fail("cudaStreamCreate gave a null stream");
      streams[s] = {h, true, true};
      return;
    }
    case 2:
      if (streams[s].live) {
        what = "cudaStreamDestroy";
        expect(cudaStreamDestroy(streams[s].handle), cudaSuccess);
        streams[s].live = false;
      } else if (staleStream(s)) {
        what = "cudaStreamDestroy twice";
        expect(cudaStreamDestroy(streams[s].handle), cudaErrorInvalidResourceHandle);
      }
      return;
    case 3:
      what = "cudaStreamCreate(nullptr)";
      expect(cudaStreamCreate(nullptr), cudaErrorInvalidValue);
      return;
    default:
      what = "cudaStreamCreateWithFlags(bad flags)";
      {
        cudaStream_t h = nullptr;
        expect(cudaStreamCreateWithFlags(&h, 2 + in.ConsumeIntegralInRange<unsigned>(0, 100)),
               cudaErrorInvalidValue);
      }
      return;
    }
  }

  void doSync() {
    int s = in.ConsumeIntegralInRange<int>(0, NumStreams - 1);
    switch (in.ConsumeIntegralInRange<int>(0, 2)) {
    case 0:
      what = "cudaDeviceSynchronize";
      deviceSync();
      return;
    case 1:
      what = "cudaStreamSynchronize";
      if (streamUsable(s)) {
        expect(cudaStreamSynchronize(streamHandle(s)), cudaSuccess);
        for (Alloc &a : slots)
          a.pending &= ~(1u << s);
      } else if (staleStream(s)) {
        expect(cudaStreamSynchronize(streamHandle(s)), cudaErrorInvalidResourceHandle);
      }
      return;
    default:
      what = "cudaStreamQuery";
      if (staleStream(s))
        expect(cudaStreamQuery(streamHandle(s)), cudaErrorInvalidResourceHandle);
      else if (streamUsable(s))
        expectEither(cudaStreamQuery(streamHandle(s)), cudaSuccess, cudaErrorNotReady);
      return;
    }
  }

  void doEvent() {
    int e = in.ConsumeIntegralInRange<int>(0, NumEvents - 1);
    int f = in.ConsumeIntegralInRange<int>(0, NumEvents - 1);
    Event &ev = events[e];
    switch (in.ConsumeIntegralInRange<int>(0, 7)) {
    case 0: {
      if (ev.live)
        return;
      what = "cudaEventCreateWithFlags";
      bool timing = in.ConsumeBool();
      cudaEvent_t h = nullptr;
      expect(cudaEventCreateWithFlags(&h, timing ? cudaEventDefault : cudaEventDisableTiming),
             cudaSuccess);
      if (h == nullptr)
        fail("cudaEventCreate gave a null event");
      ev = {h, true, true, timing, false};
      return;
    }
    case 1:
      if (ev.live) {
        what = "cudaEventDestroy";
        expect(cudaEventDestroy(ev.handle), cudaSuccess);
        ev.live = false;
      } else if (staleEvent(e)) {
        what = "cudaEventDestroy twice";
        expect(cudaEventDestroy(ev.handle), cudaErrorInvalidResourceHandle);
      }
      return;
    case 2: {
      what = "cudaEventRecord";
      bool usable, stale;
      int s = pickStream(usable, stale);
      if (!ev.live) {
        if (staleEvent(e) && usable)
          expect(cudaEventRecord(ev.handle, streamHandle(s)), cudaErrorInvalidResourceHandle);
        return;
      }
      if (stale)
        return expect(cudaEventRecord(ev.handle, streamHandle(s)), cudaErrorInvalidResourceHandle);
      if (!usable)
        return;
      expect(cudaEventRecord(ev.handle, streamHandle(s)), cudaSuccess);
      ev.recorded = true;
      return;
    }
    case 3:
      what = "cudaEventSynchronize";
      if (ev.live)
        expect(cudaEventSynchronize(ev.handle), cudaSuccess);
      else if (staleEvent(e))
        expect(cudaEventSynchronize(ev.handle), cudaErrorInvalidResourceHandle);
      return;
    case 4:
      what = "cudaEventQuery";
      if (ev.live)
        expectEither(cudaEventQuery(ev.handle), cudaSuccess, cudaErrorNotReady);
      else if (staleEvent(e))
        expect(cudaEventQuery(ev.handle), cudaErrorInvalidResourceHandle);
      return;
    case 5: {
      what = "cudaEventElapsedTime";
      Event &other = events[f];
      if (!ev.live || !other.live)
        return;
      expect(cudaEventSynchronize(ev.handle), cudaSuccess);
      expect(cudaEventSynchronize(other.handle), cudaSuccess);
      float ms = -1234.5f;
      cudaError_t got = cudaEventElapsedTime(&ms, ev.handle, other.handle);
      bool valid = ev.timing && other.timing && ev.recorded && other.recorded;
      expect(got, valid ? cudaSuccess : cudaErrorInvalidResourceHandle);
      if (valid && !std::isfinite(ms))
        fail("elapsed time is not finite");
      return;
    }
    case 6:
      what = "cudaEventElapsedTime(nullptr)";
      if (ev.live && events[f].live)
        expect(cudaEventElapsedTime(nullptr, ev.handle, events[f].handle), cudaErrorInvalidValue);
      return;
    default:
      what = "cudaEventCreate(nullptr)";
      expect(cudaEventCreate(nullptr), cudaErrorInvalidValue);
      return;
    }
  }

  void doErrors() {
    if (in.ConsumeBool()) {
      what = "cudaPeekAtLastError";
      cudaError_t e = cudaPeekAtLastError();
      if (e != lastError)
        fail("cudaPeekAtLastError gave %lld, the model %lld", e, lastError);
    } else {
      what = "cudaGetLastError";
      cudaError_t e = cudaGetLastError();
      if (e != lastError)
        fail("cudaGetLastError gave %lld, the model %lld", e, lastError);
      lastError = cudaSuccess;
    }
  }

  void doLaunch() {
    int k = in.ConsumeIntegralInRange<int>(0, 2);
    const void *fn = ultimaFuzzKernel(k);
    bool usable, stale;
    int s = pickStream(usable, stale);
    int i = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
    int j = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
    int mode = in.ConsumeIntegralInRange<int>(0, 15); // 0-7 valid, others one fault each
    what = "cudaLaunchKernel";
    dim3 grid(in.ConsumeIntegralInRange<unsigned>(1, 8), in.ConsumeIntegralInRange<unsigned>(1, 2),
              in.ConsumeIntegralInRange<unsigned>(1, 2));
    dim3 block(in.ConsumeIntegralInRange<unsigned>(1, 128), 1, 1);
    if (k == 0 && in.ConsumeBool())
      block = dim3(in.ConsumeIntegralInRange<unsigned>(1, 32),
                   in.ConsumeIntegralInRange<unsigned>(1, 4),
                   in.ConsumeIntegralInRange<unsigned>(1, 2));
    if (k != 0)
      grid.y = grid.z = 1;
    size_t shared = in.ConsumeIntegralInRange<size_t>(0, 256) + (k == 2 ? block.x : 0);
    if (!slots[i].live || !slots[j].live)
      return;
    Alloc &dst = slots[i];
    Alloc &src = slots[j];
    size_t off = in.ConsumeIntegralInRange<size_t>(0, dst.size);
    unsigned long long n = in.ConsumeIntegralInRange<size_t>(0, dst.size - off);
    size_t soff = in.ConsumeIntegralInRange<size_t>(0, src.size);
    if (n > src.size - soff)
      n = src.size - soff;
    if (&dst == &src && k != 0 && (soff != off || k != 1) && (off < soff + n && soff < off + n))
      soff = off, k = k == 2 ? 0 : k; // no overlapping kernel reads of written bytes
    fn = ultimaFuzzKernel(k);
    if (k == 2 && shared < block.x)
      shared = block.x;
    unsigned char *dp = dst.ptr + off, *sp = src.ptr + soff;
    unsigned char value = in.ConsumeIntegral<unsigned char>();
    cudaError_t want = cudaSuccess;
    switch (mode) {
    case 8:
      (in.ConsumeBool() ? grid.x : in.ConsumeBool() ? grid.y : grid.z) = 0;
      want = cudaErrorInvalidConfiguration;
      break;
    case 9:
      (in.ConsumeBool() ? block.x : in.ConsumeBool() ? block.y : block.z) = 0;
      want = cudaErrorInvalidConfiguration;
      break;
    case 10:
      block = dim3(props.maxThreadsDim[0] + in.ConsumeIntegralInRange<unsigned>(1, 1000), 1, 1);
      want = cudaErrorInvalidConfiguration;
      break;
    case 11:
      grid.y = (unsigned)props.maxGridSize[1] + in.ConsumeIntegralInRange<unsigned>(1, 1000);
      want = cudaErrorInvalidConfiguration;
      break;
    case 12:
      shared = (size_t)props.sharedMemPerBlock + in.ConsumeIntegralInRange<size_t>(1, 1 << 20);
      want = cudaErrorInvalidValue;
      break;
    case 13:
      fn = (const void *)&ultimaFuzzKernel; // a host function
      want = cudaErrorInvalidDeviceFunction;
      break;
    case 14:
      dp = host.data(); // a host pointer
      want = cudaErrorInvalidDevicePointer;
      break;
    case 15:
      if (freed.empty())
        return;
      dp = freed[in.ConsumeIntegralInRange<size_t>(0, freed.size() - 1)];
      want = cudaErrorInvalidDevicePointer;
      break;
    default:
      break;
    }
    if (stale) {
      if (want != cudaSuccess)
        return;
      want = cudaErrorInvalidResourceHandle;
    } else if (!usable) {
      return;
    }
    if (want == cudaSuccess && (int)(block.x * block.y * block.z) > kernelMaxThreads[k])
      want = cudaErrorLaunchOutOfResources;
    if (want == cudaSuccess) {
      order(dst, s);
      order(src, s);
    }
    cudaError_t got;
    if (k == 0) {
      void *args[] = {&dp, &n, &value};
      got = cudaLaunchKernel(fn, grid, block, args, shared, streamHandle(s));
    } else {
      void *args[] = {&dp, &sp, &n};
      got = cudaLaunchKernel(fn, grid, block, args, shared, streamHandle(s));
    }
    expect(got, want);
    if (want != cudaSuccess)
      return;
    dst.pending |= 1u << s;
    src.pending |= 1u << s;
    if (k == 0) {
      for (unsigned long long x = 0; x < n; ++x) {
        dst.bytes[off + x] = (unsigned char)(value + (x & 7));
        dst.known[off + x] = true;
      }
    } else if (k == 1) {
      for (unsigned long long x = 0; x < n; ++x) {
        dst.known[off + x] = dst.known[off + x] && src.known[soff + x];
        dst.bytes[off + x] = (unsigned char)(dst.bytes[off + x] + src.bytes[soff + x]);
      }
    } else {
      std::vector<unsigned char> bytes(src.bytes.begin() + soff, src.bytes.begin() + soff + n);
      std::vector<bool> known(src.known.begin() + soff, src.known.begin() + soff + n);
      for (unsigned long long c = 0; c < n; c += block.x) {
        unsigned long long len = std::min<unsigned long long>(block.x, n - c);
        for (unsigned long long t = 0; t < len; ++t) {
          dst.bytes[off + c + t] = bytes[c + len - 1 - t];
          dst.known[off + c + t] = known[c + len - 1 - t];
        }
      }
    }
  }

  void doVerify() {
    what = "verify";
    int i = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
    Alloc &a = slots[i];
    if (!a.live)
      return;
    std::vector<unsigned char> got(a.size);
    expect(cudaMemcpy(got.data(), a.ptr, a.size, cudaMemcpyDeviceToHost), cudaSuccess);
    check(a, 0, got.data(), a.size);
  }

  void run() {
    while (in.remaining_bytes() > 0 && op < MaxOps) {
      ++op;
      switch (in.ConsumeIntegralInRange<int>(0, 10)) {
      case 0:
      case 1:
        doMalloc();
        break;
      case 2:
        doFree();
        break;
      case 3:
      case 4:
        doMemcpy();
        break;
      case 5:
        doMemset();
        break;
      case 6:
        doStream();
        break;
      case 7:
        doEvent();
        break;
      case 8:
        doSync();
        break;
      case 9:
        doLaunch();
        break;
      default:
        if (in.ConsumeBool())
          doErrors();
        else
          doVerify();
        break;
      }
    }
    // Every live allocation ends as the model says; then the state goes.
    what = "final check";
    deviceSync();
    for (Alloc &slot : slots)
      if (slot.live) {
        std::vector<unsigned char> got(slot.size);
        expect(cudaMemcpy(got.data(), slot.ptr, slot.size, cudaMemcpyDeviceToHost), cudaSuccess);
        check(slot, 0, got.data(), slot.size);
        expect(cudaFree(slot.ptr), cudaSuccess);
      }
    for (int s = 1; s < NumStreams; ++s)
      if (streams[s].live)
        expect(cudaStreamDestroy(streams[s].handle), cudaSuccess);
    for (Event &e : events)
      if (e.live)
        expect(cudaEventDestroy(e.handle), cudaSuccess);
    cudaError_t e = cudaGetLastError();
    if (e != lastError)
      fail("cudaGetLastError at the end gave %lld, the model %lld", e, lastError);
  }
};

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  trace = std::getenv("ULTIMA_CUDART_FUZZ_TRACE") != nullptr;
  if (cudaGetDeviceProperties(&props, 0) != cudaSuccess) {
    std::fprintf(stderr, "cudart-fuzz: no device\n");
    std::exit(1);
  }
  for (int k = 0; k < 3; ++k) {
    cudaFuncAttributes attr;
    if (cudaFuncGetAttributes(&attr, ultimaFuzzKernel(k)) != cudaSuccess) {
      std::fprintf(stderr, "cudart-fuzz: cudaFuncGetAttributes failed\n");
      std::exit(1);
    }
    kernelMaxThreads[k] = attr.maxThreadsPerBlock;
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  inputData = data;
  inputSize = size;
  FuzzedDataProvider in(data, size);
  Model model(in);
  model.run();
  return 0;
}
