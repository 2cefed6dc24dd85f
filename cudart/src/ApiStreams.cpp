//===- ApiStreams.cpp - streams (in-order queues) and events (markers) ----===//
#include "Capture.h"
#include "Context.h"
#include "Ipc.h"
#include "MemoryPools.h"
#include <algorithm>
#include <chrono>
#include <memory>
#include <thread>

using namespace ultima::cudart;

namespace {
Event &eventOf(cudaEvent_t event) { return Context::get().event(event); }

/// A host function queued on a stream: it runs when the work before it has
/// completed, and the work after it waits for it (a user event).
struct HostCall {
  std::function<void(cudaError_t)> body;
  cl::UserEvent done;
};

void CL_CALLBACK runHostCall(cl_event, cl_int status, void *data) {
  std::unique_ptr<HostCall> call(static_cast<HostCall *>(data));
  call->body(status == CL_COMPLETE ? cudaSuccess : cudaErrorLaunchFailure);
  call->done.setStatus(CL_COMPLETE);
}
} // namespace

void ultima::cudart::enqueueHostCall(cudaStream_t stream, std::function<void(cudaError_t)> body) {
  Context &c = Context::get();
  std::vector<cl::Event> waits = c.dependencies(stream);
  cl::CommandQueue &q = c.queue(stream);
  cl::Event reached;
  q.enqueueMarkerWithWaitList(&waits, &reached);
  auto call =
      std::make_unique<HostCall>(HostCall{std::move(body), cl::UserEvent(c.device().context())});
  std::vector<cl::Event> after{call->done};
  q.enqueueBarrierWithWaitList(&after);
  reached.setCallback(CL_COMPLETE, runHostCall, call.release());
  q.flush();
}

extern "C" {

cudaError_t cudaStreamCreate(cudaStream_t *pStream) {
  return apiCall([&] {
    if (!pStream)
      throw CudaError{cudaErrorInvalidValue};
    *pStream = Context::get().createStream();
  });
}

cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority) {
  return apiCall([&] {
    if (!pStream || (flags & ~cudaStreamNonBlocking))
      throw CudaError{cudaErrorInvalidValue};
    // CUDA clamps a priority to the range cudaDeviceGetStreamPriorityRange gives.
    *pStream = Context::get().createStream(flags, std::max(-1, std::min(0, priority)));
  });
}

cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags) {
  return cudaStreamCreateWithPriority(pStream, flags, 0);
}

cudaError_t cudaStreamGetPriority(cudaStream_t stream, int *priority) {
  return apiCall([&] {
    if (!priority)
      throw CudaError{cudaErrorInvalidValue};
    *priority = Context::get().stream(stream).priority;
  });
}

cudaError_t cudaStreamGetFlags(cudaStream_t stream, unsigned int *flags) {
  return apiCall([&] {
    if (!flags)
      throw CudaError{cudaErrorInvalidValue};
    *flags = Context::get().stream(stream).flags;
  });
}

cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback,
                                  void *userData, unsigned int flags) {
  return apiCall([&] {
    if (!callback || flags != 0)
      throw CudaError{cudaErrorInvalidValue};
    // Graphs have host functions, not callbacks (cudaLaunchHostFunc).
    refuseCapture(Context::get().stream(stream));
    enqueueHostCall(stream, [=](cudaError_t status) { callback(stream, status, userData); });
  });
}

cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData) {
  return apiCall([&] {
    if (!fn)
      throw CudaError{cudaErrorInvalidValue};
    if (capturing(stream)) {
      record(stream, hostNode(cudaHostNodeParams{fn, userData}));
      return;
    }
    enqueueHostCall(stream, [=](cudaError_t) { fn(userData); });
  });
}

// Stream attributes are hints (an L2 access-policy window, how the host
// waits): kept per stream and reported back, with no effect.
static cudaStreamAttrValue &attributeOf(cudaStream_t stream, const cudaStreamAttrID &attr) {
  checkedEnum(attr, cudaStreamAttributeAccessPolicyWindow, cudaStreamAttributeSynchronizationPolicy,
              cudaErrorInvalidValue);
  if (attr != cudaStreamAttributeAccessPolicyWindow &&
      attr != cudaStreamAttributeSynchronizationPolicy)
    throw CudaError{cudaErrorInvalidValue};
  return Context::get().stream(stream).attributes[attr];
}

cudaError_t cudaStreamSetAttribute(cudaStream_t stream, cudaStreamAttrID attr,
                                   const cudaStreamAttrValue *value) {
  return apiCall([&] {
    if (!value)
      throw CudaError{cudaErrorInvalidValue};
    cudaStreamAttrValue &kept = attributeOf(stream, attr);
    if (attr == cudaStreamAttributeAccessPolicyWindow &&
        (value->accessPolicyWindow.hitRatio < 0 || value->accessPolicyWindow.hitRatio > 1))
      throw CudaError{cudaErrorInvalidValue};
    kept = *value;
  });
}

cudaError_t cudaStreamGetAttribute(cudaStream_t stream, cudaStreamAttrID attr,
                                   cudaStreamAttrValue *value) {
  return apiCall([&] {
    if (!value)
      throw CudaError{cudaErrorInvalidValue};
    *value = attributeOf(stream, attr);
  });
}

// Memory is one space for every stream: nothing to attach.
cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void *, size_t, unsigned int) {
  return apiCall([&] { refuseCapture(Context::get().stream(stream)); });
}

cudaError_t cudaStreamDestroy(cudaStream_t stream) {
  return apiCall([&] { Context::get().destroyStream(stream); });
}

cudaError_t cudaStreamSynchronize(cudaStream_t stream) {
  return apiCall([&] {
    refuseSynchronize(stream);
    Context::get().finish(stream);
    releaseAboveThresholds();
  });
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
    refuseSynchronize(stream);
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
    if (waitEvent(stream, e) || (e.ipc && waitInterprocess(e)) || !e.marker())
      return;
    std::vector<cl::Event> waits{e.marker};
    Context::get().queue(stream).enqueueBarrierWithWaitList(&waits);
  });
}

cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags) {
  return apiCall([&] {
    // CUDA's flags; an interprocess event must not time (CUDA's rule).
    constexpr unsigned int known =
        cudaEventBlockingSync | cudaEventDisableTiming | cudaEventInterprocess;
    if (!event || (flags & ~known) ||
        ((flags & cudaEventInterprocess) && !(flags & cudaEventDisableTiming)))
      throw CudaError{cudaErrorInvalidValue};
    Context &c = Context::get();
    cudaEvent_t e = c.createEvent(!(flags & cudaEventDisableTiming));
    if (flags & cudaEventInterprocess) {
      try {
        makeInterprocess(c.event(e));
      } catch (...) {
        c.destroyEvent(e);
        throw;
      }
    }
    *event = e;
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
    if (recordEvent(e, stream))
      return;
    Context &c = Context::get();
    std::vector<cl::Event> waits = c.dependencies(stream);
    cl::CommandQueue &q = c.queue(stream);
    if (e.ipc) { // other processes read shared memory after it: the device's writes first
      q.enqueueBarrierWithWaitList(&waits);
      waits.clear();
      c.agreeOnSharedMemory(q);
    }
    q.enqueueMarkerWithWaitList(&waits, &e.marker);
    if (e.ipc)
      recordInterprocess(e);
    q.flush();
  });
}

cudaError_t cudaEventSynchronize(cudaEvent_t event) {
  return apiCall([&] {
    Event &e = eventOf(event);
    refuseCapturedEvent(e);
    if ((!e.ipc || !waitInterprocess(e)) && e.marker())
      e.marker.wait();
    releaseAboveThresholds();
  });
}

cudaError_t cudaEventQuery(cudaEvent_t event) {
  cudaError_t status = cudaSuccess;
  cudaError_t err = apiCall([&] {
    Event &e = eventOf(event);
    refuseCapturedEvent(e);
    if (e.ipc)
      status = queryInterprocess(e);
    else if (e.marker() && e.marker.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() != CL_COMPLETE)
      status = cudaErrorNotReady;
  });
  return err != cudaSuccess ? err : status;
}

cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end) {
  return apiCall([&] {
    Event &a = eventOf(start), &b = eventOf(end);
    refuseCapturedEvent(a);
    refuseCapturedEvent(b);
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
