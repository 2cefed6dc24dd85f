// The driver API's documented values, and its handles shared with the
// runtime API (a CUstream is a cudaStream_t).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
#include <cuda.h>
#include <type_traits>
static_assert(CUDA_SUCCESS == 0, "");
static_assert(CUDA_ERROR_INVALID_VALUE == 1, "");
static_assert(CUDA_ERROR_OUT_OF_MEMORY == 2, "");
static_assert(CUDA_ERROR_NOT_INITIALIZED == 3, "");
static_assert(CUDA_ERROR_NO_DEVICE == 100, "");
static_assert(CUDA_ERROR_INVALID_DEVICE == 101, "");
static_assert(CUDA_ERROR_INVALID_CONTEXT == 201, "");
static_assert(CUDA_ERROR_NOT_FOUND == 500, "");
static_assert(CUDA_ERROR_NOT_READY == 600, "");
static_assert(CUDA_ERROR_LAUNCH_FAILED == 719, "");
static_assert(CUDA_ERROR_UNKNOWN == 999, "");
static_assert(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK == 1, "");
static_assert(CU_DEVICE_ATTRIBUTE_WARP_SIZE == 10, "");
static_assert(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR == 75, "");
static_assert(CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK == 0 && CU_FUNC_ATTRIBUTE_NUM_REGS == 4, "");
static_assert(std::is_same<CUstream, cudaStream_t>::value, "");
static_assert(std::is_same<CUevent, cudaEvent_t>::value, "");
static_assert(sizeof(CUdeviceptr) == 8, "");

// CHECK: __kernel void k(__global int *p)
// CHECK-NEXT: {
// CHECK-NEXT:   p[0] = 0;
__global__ void k(int *p) { p[0] = CUDA_SUCCESS; }
