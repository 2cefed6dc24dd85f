//===- ModelStreams.cpp - the fuzzer's stream and event operations ---------===//
///
/// \file
/// Streams, events, synchronisation and the last error against the model.
//===----------------------------------------------------------------------===//
#include "Model.h"

namespace cudart_fuzz {

void Model::doStream() {
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

void Model::doSync() {
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

void Model::doEvent() {
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

void Model::doErrors() {
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

} // namespace cudart_fuzz
