//===- Common.cpp - buffers, queues and statuses for the cuBLAS calls -----===//
#include "Common.h"
#include "ultima/cudart/Interop.h"

namespace ultima::cublas {

void require(bool ok) {
  if (!ok)
    throw Failure{CUBLAS_STATUS_INVALID_VALUE};
}

void check(clblast::StatusCode status) {
  using clblast::StatusCode;
  switch (status) {
  case StatusCode::kSuccess:
    return;
  case StatusCode::kNotImplemented:
    throw Failure{CUBLAS_STATUS_NOT_SUPPORTED};
  case StatusCode::kNoDoublePrecision:
  case StatusCode::kNoHalfPrecision:
    throw Failure{CUBLAS_STATUS_ARCH_MISMATCH};
  case StatusCode::kInvalidDimension:
  case StatusCode::kInvalidLeadDimA:
  case StatusCode::kInvalidLeadDimB:
  case StatusCode::kInvalidLeadDimC:
  case StatusCode::kInvalidIncrementX:
  case StatusCode::kInvalidIncrementY:
  case StatusCode::kInsufficientMemoryA:
  case StatusCode::kInsufficientMemoryB:
  case StatusCode::kInsufficientMemoryC:
  case StatusCode::kInsufficientMemoryX:
  case StatusCode::kInsufficientMemoryY:
  case StatusCode::kInsufficientMemoryScalar:
  case StatusCode::kInvalidBatchCount:
    throw Failure{CUBLAS_STATUS_INVALID_VALUE};
  default:
    throw Failure{CUBLAS_STATUS_EXECUTION_FAILED};
  }
}

void check(cudaError_t error) {
  if (error == cudaErrorMemoryAllocation)
    throw Failure{CUBLAS_STATUS_ALLOC_FAILED};
  if (error != cudaSuccess)
    throw Failure{CUBLAS_STATUS_EXECUTION_FAILED};
}

Device::Device(const void *address, size_t elementSize) {
  size_t byteOffset = 0;
  // Not device memory: cuBLAS's routines take device pointers only.
  if (!address || ultimaInteropResolve(address, &buffer_, &byteOffset, nullptr) != cudaSuccess)
    throw Failure{CUBLAS_STATUS_INVALID_VALUE};
  if (byteOffset % elementSize != 0) {
    clReleaseMemObject(buffer_);
    throw Failure{CUBLAS_STATUS_INVALID_VALUE};
  }
  offset_ = byteOffset / elementSize;
}

Device::~Device() {
  if (buffer_)
    clReleaseMemObject(buffer_);
}

cl_command_queue *queue(cublasHandle_t handle) {
  // One per thread: CLBlast takes the queue by pointer for the call only.
  static thread_local cl_command_queue q;
  if (ultimaInteropStreamQueue(handle->stream, &q) != cudaSuccess)
    throw Failure{CUBLAS_STATUS_EXECUTION_FAILED};
  return &q;
}

void deliver(cublasHandle_t handle, const void *scratch, void *result, size_t bytes) {
  require(result != nullptr);
  if (handle->pointerMode == CUBLAS_POINTER_MODE_DEVICE) {
    check(cudaMemcpyAsync(result, scratch, bytes, cudaMemcpyDeviceToDevice, handle->stream));
    return;
  }
  check(cudaMemcpyAsync(result, scratch, bytes, cudaMemcpyDeviceToHost, handle->stream));
  check(cudaStreamSynchronize(handle->stream));
}

clblast::Transpose transpose(cublasOperation_t op) {
  switch (op) {
  case CUBLAS_OP_N:
    return clblast::Transpose::kNo;
  case CUBLAS_OP_T:
    return clblast::Transpose::kYes;
  case CUBLAS_OP_C:
    return clblast::Transpose::kConjugate;
  default:
    throw Failure{CUBLAS_STATUS_INVALID_VALUE};
  }
}

clblast::Triangle triangle(cublasFillMode_t uplo) {
  if (uplo == CUBLAS_FILL_MODE_LOWER)
    return clblast::Triangle::kLower;
  if (uplo == CUBLAS_FILL_MODE_UPPER)
    return clblast::Triangle::kUpper;
  throw Failure{CUBLAS_STATUS_INVALID_VALUE};
}

clblast::Diagonal diagonal(cublasDiagType_t diag) {
  if (diag == CUBLAS_DIAG_NON_UNIT)
    return clblast::Diagonal::kNonUnit;
  if (diag == CUBLAS_DIAG_UNIT)
    return clblast::Diagonal::kUnit;
  throw Failure{CUBLAS_STATUS_INVALID_VALUE};
}

clblast::Side side(cublasSideMode_t s) {
  if (s == CUBLAS_SIDE_LEFT)
    return clblast::Side::kLeft;
  if (s == CUBLAS_SIDE_RIGHT)
    return clblast::Side::kRight;
  throw Failure{CUBLAS_STATUS_INVALID_VALUE};
}

void vector(int n, int inc) {
  require(n >= 0 && inc != 0);
  if (inc < 0)
    throw Failure{CUBLAS_STATUS_NOT_SUPPORTED};
}

} // namespace ultima::cublas
