//===- ApiStreams.cpp - streams (in-order queues) and events (markers) ----===//
#include "Context.h"
#include <chrono>
#include <thread>

using namespace ultima::cudart;

namespace {
Event &eventOf(cudaEvent_t event) { return Context::get().event(event); }
} // namespace

extern "C" {

cudaError_t cudaStreamCreate(cudaStream_t *pStream) {
  return apiCall([&] {
    if (!pStream)
      throw CudaError{cudaErrorInvalidValue};
    *pStream = Context::get().createStream();
  });
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int) {
  return cudaStreamCreate(pStream);
}

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int, int) {
  return cudaStreamCreate(pStream);
}

cudaError_t cudaStreamDestroy(cudaStream_t stream) {
  return apiCall([&] { Context::get().destroyStream(stream); });
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  return apiCall([&] { Context::get().queue(stream).finish(); });
}

/// Whether \p marker completes within a moment: a marker queued behind
/// finished work still takes the driver a little while to complete, and
/// cudaStreamQuery must not report such a stream as busy.
static bool completesSoon(const cl::Event &marker) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(5);
  while (marker.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() != CL_COMPLETE) {
    if (std::chrono::steady_clock::now() > deadline)
      return false;
    std::this_thread::yield();
  }
  return true;
}

cudaError_t cudaStreamQuery(cudaStream_t stream) {
  cudaError_t status = cudaSuccess;
  cudaError_t e = apiCall([&] {
    cl::Event marker;
    Context::get().queue(stream).enqueueMarkerWithWaitList(nullptr, &marker);
    Context::get().queue(stream).flush();
    if (!completesSoon(marker))
      status = cudaErrorNotReady;
  });
  return e != cudaSuccess ? e : status;
}

cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int) {
  return apiCall([&] {
    Event &e = eventOf(event);
    if (!e.marker())
      return;
    std::vector<cl::Event> waits{e.marker};
    Context::get().queue(stream).enqueueBarrierWithWaitList(&waits);
  });
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags) {
  return apiCall([&] {
    if (!event)
      throw CudaError{cudaErrorInvalidValue};
    *event = Context::get().createEvent(!(flags & cudaEventDisableTiming));
  });
}

cudaError_t cudaEventCreate(cudaEvent_t *event) {
  return cudaEventCreateWithFlags(event, cudaEventDefault);
}

cudaError_t cudaEventDestroy(cudaEvent_t event) {
  return apiCall([&] { Context::get().destroyEvent(event); });
}

cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream) {
  return apiCall([&] {
    Event &e = eventOf(event);
    Context &c = Context::get();
    std::vector<cl::Event> waits = c.dependencies(stream);
    c.queue(stream).enqueueMarkerWithWaitList(&waits, &e.marker);
    c.queue(stream).flush();
  });
}

cudaError_t cudaEventSynchronize(cudaEvent_t event) {
  return apiCall([&] {
    Event &e = eventOf(event);
    if (e.marker())
      e.marker.wait();
  });
}

cudaError_t cudaEventQuery(cudaEvent_t event) {
  cudaError_t status = cudaSuccess;
  cudaError_t err = apiCall([&] {
    Event &e = eventOf(event);
    if (e.marker() && e.marker.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() != CL_COMPLETE)
      status = cudaErrorNotReady;
  });
  return err != cudaSuccess ? err : status;
}

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end) {
  return apiCall([&] {
    Event &a = eventOf(start), &b = eventOf(end);
    if (!ms)
      throw CudaError{cudaErrorInvalidValue};
    if (!a.timing || !b.timing || !a.marker() || !b.marker())
      throw CudaError{cudaErrorInvalidResourceHandle};
    if (a.marker.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() != CL_COMPLETE ||
        b.marker.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() != CL_COMPLETE)
      throw CudaError{cudaErrorNotReady};
    cl_ulong t0 = a.marker.getProfilingInfo<CL_PROFILING_COMMAND_END>();
    cl_ulong t1 = b.marker.getProfilingInfo<CL_PROFILING_COMMAND_END>();
    *ms = static_cast<float>((static_cast<double>(t1) - static_cast<double>(t0)) / 1e6);
  });
}

} // extern "C"
