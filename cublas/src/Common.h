//===- Common.h - what every cuBLAS entry point of libultima-cublas shares ===//
///
/// \file
/// cuBLAS on CLBlast (docs/cuda-libraries.md#cublas): a handle is a stream,
/// a pointer mode and a small device scratch area; a device pointer becomes
/// a CLBlast buffer and element offset through libultima-cudart's interop
/// interface; a call is CLBlast's routine enqueued on the stream's queue.
/// Compiled as plain C++ (not by ultima-cc): the CUDA types come from
/// ultima's own headers, named by path, and the cuBLAS entry points are
/// extern "C", as <cublas_api.h> declares them.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUBLAS_COMMON_H
#define ULTIMA_CUBLAS_COMMON_H

#include <CL/cl.h>
#include <clblast.h>
#include <complex>
#include <cstddef>

// driver_types.h's kernel-node parameters hold dim3s; the prelude declares
// it for CUDA code, this has its layout (as cudart/src/CudaTypes.h).
struct dim3 {
  unsigned int x, y, z;
};
#include ULTIMA_CUDA_DRIVER_TYPES_H
#include ULTIMA_CUDA_LIBRARY_TYPES_H
#include ULTIMA_CUBLAS_TYPES_H

// The CUDA runtime functions the library calls (libultima-cudart).
extern "C" {
cudaError_t cudaMalloc(void **devPtr, size_t size);
cudaError_t cudaFree(void *devPtr);
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                            cudaStream_t stream);
cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, enum cudaMemcpyKind kind,
                              cudaStream_t stream);
cudaError_t cudaStreamSynchronize(cudaStream_t stream);
}

struct cublasContext {
  cudaStream_t stream = nullptr;
  cublasPointerMode_t pointerMode = CUBLAS_POINTER_MODE_HOST;
  cublasAtomicsMode_t atomicsMode = CUBLAS_ATOMICS_NOT_ALLOWED;
  cublasMath_t mathMode = CUBLAS_DEFAULT_MATH;
  void *scratch = nullptr; ///< device memory for results returned to the host
};

namespace ultima::cublas {

using cfloat = std::complex<float>;
using cdouble = std::complex<double>;

/// Thrown inside an entry point; `run` returns its status.
struct Failure {
  cublasStatus_t status;
};

/// Runs an entry point's body: a Failure, or any exception, becomes a status.
template <typename Body> cublasStatus_t run(cublasHandle_t handle, Body body) {
  if (!handle)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  try {
    body();
    return CUBLAS_STATUS_SUCCESS;
  } catch (const Failure &f) {
    return f.status;
  } catch (...) {
    return CUBLAS_STATUS_INTERNAL_ERROR;
  }
}

/// Throws INVALID_VALUE unless \p ok.
void require(bool ok);
/// Throws the cuBLAS status of a CLBlast status that is not success.
void check(clblast::StatusCode status);
/// Throws EXECUTION_FAILED for a CUDA error.
void check(cudaError_t error);

/// A device address as CLBlast takes it: a buffer (released at scope end)
/// and an offset in elements of the type the routine reads.
class Device {
public:
  Device(const void *address, size_t elementSize);
  Device(const Device &) = delete;
  Device &operator=(const Device &) = delete;
  ~Device();
  cl_mem buffer() const { return buffer_; }
  size_t offset() const { return offset_; }

private:
  cl_mem buffer_ = nullptr;
  size_t offset_ = 0;
};

/// The stream's queue, ordered after the stream's dependencies.
cl_command_queue *queue(cublasHandle_t handle);

/// A scalar argument: read from the host or, in device pointer mode, from
/// device memory (after the stream's earlier work).
template <typename T> T scalar(cublasHandle_t handle, const void *p) {
  require(p != nullptr);
  T value;
  if (handle->pointerMode == CUBLAS_POINTER_MODE_HOST)
    return *static_cast<const T *>(p);
  check(cudaMemcpyAsync(&value, p, sizeof(T), cudaMemcpyDeviceToHost, handle->stream));
  check(cudaStreamSynchronize(handle->stream));
  return value;
}

/// Copies \p bytes of the scratch area to \p result: to host memory (and
/// waits), or to device memory in device pointer mode.
void deliver(cublasHandle_t handle, const void *scratch, void *result, size_t bytes);

/// CLBlast's enumerations for cuBLAS's.
clblast::Transpose transpose(cublasOperation_t op);
clblast::Triangle triangle(cublasFillMode_t uplo);
clblast::Diagonal diagonal(cublasDiagType_t diag);
clblast::Side side(cublasSideMode_t side);

/// A vector length and increment cuBLAS accepts and CLBlast can run:
/// n >= 0; increments > 0 (negative ones, which BLAS allows, are refused
/// as NOT_SUPPORTED).
void vector(int n, int inc);

constexpr clblast::Layout ColMajor = clblast::Layout::kColMajor;

} // namespace ultima::cublas

#endif
