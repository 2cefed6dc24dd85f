//===- ApiErrors.cpp - cudaGetLastError and the error strings -------------===//
#include "Context.h"

using namespace ultima::cudart;

extern "C" {

cudaError_t cudaGetLastError(void) {
  Context &c = Context::get();
  std::lock_guard<std::recursive_mutex> lock(c.mutex);
  cudaError_t e = Context::thisThread().lastError;
  // A sticky error stays: CUDA's cudaGetLastError cannot clear it either.
  Context::thisThread().lastError = c.stickyError();
  return e ? e : c.stickyError();
}

cudaError_t cudaPeekAtLastError(void) {
  Context &c = Context::get();
  std::lock_guard<std::recursive_mutex> lock(c.mutex);
  cudaError_t e = Context::thisThread().lastError;
  return e ? e : c.stickyError();
}

const char *cudaGetErrorName(cudaError_t error) {
  switch (error) {
#define ULTIMA_CUDA_ERROR(name, text)                                                              \
  case name:                                                                                       \
    return #name;
#include "Errors.def"
  default:
    return "unrecognized error code";
  }
}

const char *cudaGetErrorString(cudaError_t error) {
  switch (error) {
#define ULTIMA_CUDA_ERROR(name, text)                                                              \
  case name:                                                                                       \
    return *(text) ? (text) : #name;
#include "Errors.def"
  default:
    return "unrecognized error code";
  }
}

} // extern "C"
