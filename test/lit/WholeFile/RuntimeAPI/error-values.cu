// cudaError_t is the enum cudaError with CUDA's documented values (CUDA
// Runtime API, "Data types used by CUDA Runtime").
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <type_traits>
static_assert(std::is_enum<cudaError_t>::value, "cudaError_t is an enum");
static_assert(std::is_same<cudaError_t, enum cudaError>::value, "");
static_assert(cudaSuccess == 0, "");
static_assert(cudaErrorInvalidValue == 1, "");
static_assert(cudaErrorMemoryAllocation == 2, "");
static_assert(cudaErrorInitializationError == 3, "");
static_assert(cudaErrorInvalidConfiguration == 9, "");
static_assert(cudaErrorInvalidSymbol == 13, "");
static_assert(cudaErrorInvalidDevicePointer == 17, "");
static_assert(cudaErrorInvalidMemcpyDirection == 21, "");
static_assert(cudaErrorInsufficientDriver == 35, "");
static_assert(cudaErrorInvalidDeviceFunction == 98, "");
static_assert(cudaErrorNoDevice == 100, "");
static_assert(cudaErrorInvalidDevice == 101, "");
static_assert(cudaErrorInvalidKernelImage == 200, "");
static_assert(cudaErrorNoKernelImageForDevice == 209, "");
static_assert(cudaErrorInvalidResourceHandle == 400, "");
static_assert(cudaErrorNotReady == 600, "");
static_assert(cudaErrorIllegalAddress == 700, "");
static_assert(cudaErrorLaunchOutOfResources == 701, "");
static_assert(cudaErrorLaunchTimeout == 702, "");
static_assert(cudaErrorLaunchFailure == 719, "");
static_assert(cudaErrorNotSupported == 801, "");
static_assert(cudaErrorUnknown == 999, "");

// In device code the runtime's enums are their values and integer types
// (the enums themselves are not emitted).
// CHECK-LABEL: __kernel void k(__global int *p)
// CHECK-NEXT: {
// CHECK-NEXT:   uint e = 2;
// CHECK-NEXT:   p[0] = e == 0 ? 1 : (int)e;
// CHECK-NEXT: }
__global__ void k(int *p) {
  cudaError_t e = cudaErrorMemoryAllocation;
  p[0] = e == cudaSuccess ? 1 : (int)e;
}
