//===- Memory.cpp - cublasSet/GetVector and Matrix ------------------------===//
///
/// \file
/// Strided copies between host and device memory: a vector of n elements
/// with increments is a 2D copy of n rows one element wide, a column-major
/// matrix a 2D copy of cols rows of rows elements.
///
//===----------------------------------------------------------------------===//
#include "Common.h"

namespace {

cublasStatus_t status(cudaError_t e) {
  return e == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_MAPPING_ERROR;
}

cublasStatus_t vectorCopy(int n, int elemSize, const void *x, int incx, void *y, int incy,
                          cudaMemcpyKind kind, const cudaStream_t *stream) {
  if (n < 0 || elemSize <= 0 || incx <= 0 || incy <= 0)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (n == 0)
    return CUBLAS_STATUS_SUCCESS;
  size_t e = elemSize;
  if (stream)
    return status(cudaMemcpy2DAsync(y, e * incy, x, e * incx, e, n, kind, *stream));
  return status(cudaMemcpy2D(y, e * incy, x, e * incx, e, n, kind));
}

cublasStatus_t matrixCopy(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                          int ldb, cudaMemcpyKind kind, const cudaStream_t *stream) {
  if (rows < 0 || cols < 0 || elemSize <= 0 || lda <= 0 || ldb <= 0 || lda < rows || ldb < rows)
    return CUBLAS_STATUS_INVALID_VALUE;
  if (rows == 0 || cols == 0)
    return CUBLAS_STATUS_SUCCESS;
  size_t e = elemSize;
  if (stream)
    return status(cudaMemcpy2DAsync(B, e * ldb, A, e * lda, e * rows, cols, kind, *stream));
  return status(cudaMemcpy2D(B, e * ldb, A, e * lda, e * rows, cols, kind));
}

} // namespace

extern "C" {

cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr,
                               int incy) {
  return vectorCopy(n, elemSize, x, incx, devicePtr, incy, cudaMemcpyHostToDevice, nullptr);
}

cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy) {
  return vectorCopy(n, elemSize, x, incx, y, incy, cudaMemcpyDeviceToHost, nullptr);
}

cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                               int ldb) {
  return matrixCopy(rows, cols, elemSize, A, lda, B, ldb, cudaMemcpyHostToDevice, nullptr);
}

cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                               int ldb) {
  return matrixCopy(rows, cols, elemSize, A, lda, B, ldb, cudaMemcpyDeviceToHost, nullptr);
}

cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void *hostPtr, int incx,
                                    void *devicePtr, int incy, cudaStream_t stream) {
  return vectorCopy(n, elemSize, hostPtr, incx, devicePtr, incy, cudaMemcpyHostToDevice, &stream);
}

cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void *devicePtr, int incx,
                                    void *hostPtr, int incy, cudaStream_t stream) {
  return vectorCopy(n, elemSize, devicePtr, incx, hostPtr, incy, cudaMemcpyDeviceToHost, &stream);
}

cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda,
                                    void *B, int ldb, cudaStream_t stream) {
  return matrixCopy(rows, cols, elemSize, A, lda, B, ldb, cudaMemcpyHostToDevice, &stream);
}

cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda,
                                    void *B, int ldb, cudaStream_t stream) {
  return matrixCopy(rows, cols, elemSize, A, lda, B, ldb, cudaMemcpyDeviceToHost, &stream);
}
}
