//===- ApiErrors.cpp - cudaGetLastError and the error strings -------------===//
#include "Context.h"

using namespace ultima::cudart;

extern "C" {

cudaError_t cudaGetLastError(void) {
  return lockedCall([] {
    cudaError_t e = Context::thisThread().lastError;
    // A sticky error stays: CUDA's cudaGetLastError cannot clear it either.
    Context::thisThread().lastError = Context::get().stickyError();
    return e ? e : Context::get().stickyError();
  });
}

cudaError_t cudaPeekAtLastError(void) {
  return lockedCall([] {
    cudaError_t e = Context::thisThread().lastError;
    return e ? e : Context::get().stickyError();
  });
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
