//===- ApiInterop.cpp - the CUDA libraries' view of cudart ----------------===//
///
/// \file
/// ultima/cudart/Interop.h: device addresses as OpenCL buffers, streams as
/// queues, for the libraries that run OpenCL libraries on a CUDA program's
/// memory (cuBLAS on CLBlast, cuFFT on VkFFT).
///
//===----------------------------------------------------------------------===//
#include "Capture.h"
#include "Context.h"
#include "CudaTypes.h"
#include "ultima/cudart/Interop.h"

using namespace ultima::cudart;

extern "C" {

int ultimaInteropResolve(const void *address, cl_mem *buffer, size_t *offset, size_t *bytesLeft) {
  return apiCall([&] {
    if (!buffer || !offset)
      throw CudaError{cudaErrorInvalidValue};
    Resolved r = Context::get().resolve(address, cudaErrorInvalidDevicePointer);
    clRetainMemObject(r.buffer());
    *buffer = r.buffer();
    *offset = r.offset;
    if (bytesLeft)
      *bytesLeft = r.size - r.offset;
  });
}

int ultimaInteropStreamQueue(void *stream, cl_command_queue *queue) {
  return apiCall([&] {
    if (!queue)
      throw CudaError{cudaErrorInvalidValue};
    auto handle = static_cast<cudaStream_t>(stream);
    if (capturing(handle))
      throw CudaError{cudaErrorStreamCaptureUnsupported};
    Context &c = Context::get();
    std::vector<cl::Event> waits = c.dependencies(handle);
    cl::CommandQueue &q = c.queue(handle);
    if (!waits.empty())
      q.enqueueBarrierWithWaitList(&waits);
    *queue = q();
  });
}

int ultimaInteropDevice(cl_context *context, cl_device_id *device) {
  return apiCall([&] {
    if (!context || !device)
      throw CudaError{cudaErrorInvalidValue};
    ultima::runtime::Device &d = Context::get().device();
    *context = d.context()();
    *device = d.device()();
  });
}
}
