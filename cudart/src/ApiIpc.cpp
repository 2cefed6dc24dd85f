//===- ApiIpc.cpp - inter-process memory and event handles ----------------===//
///
/// \file
/// CUDA lets another process open a device allocation or an event through a
/// handle. An OpenCL buffer or event belongs to its context, in its process,
/// and OpenCL 1.2 cannot share one with another process: every IPC function
/// returns cudaErrorNotSupported.
///
//===----------------------------------------------------------------------===//
#include "Context.h"

using namespace ultima::cudart;

namespace {
cudaError_t notSupported() {
  return apiCall([] { throw CudaError{cudaErrorNotSupported}; });
}
} // namespace

extern "C" {
cudaError_t cudaIpcGetEventHandle(cudaIpcEventHandle_t *, cudaEvent_t) { return notSupported(); }
cudaError_t cudaIpcOpenEventHandle(cudaEvent_t *, cudaIpcEventHandle_t) { return notSupported(); }
cudaError_t cudaIpcGetMemHandle(cudaIpcMemHandle_t *, void *) { return notSupported(); }
cudaError_t cudaIpcOpenMemHandle(void **, cudaIpcMemHandle_t, unsigned int) {
  return notSupported();
}
cudaError_t cudaIpcCloseMemHandle(void *) { return notSupported(); }
}
