/* <cublas.h>: cuBLAS's legacy API (docs/cuda-libraries.md#cublas), a thin
   layer of libultima-cublas over its v2 API: one implicit handle for the
   process, made by cublasInit, in host pointer mode, on the stream
   cublasSetKernelStream names; scalars are passed and results returned by
   value; a function's failure is kept for cublasGetError. Its declarations
   and <cublas_v2.h>'s macros name the same functions differently, so a
   program includes one or the other, as with cuBLAS. */
#pragma once
#if defined(CUBLAS_V2_H_)
#error "It is an error to include both cublas.h and cublas_v2.h"
#else
#ifndef CUBLAS_H_
#define CUBLAS_H_
#endif
#include <cublas_api.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef cublasStatus_t cublasStatus;

cublasStatus cublasInit(void);
cublasStatus cublasShutdown(void);
cublasStatus cublasGetError(void);
cublasStatus cublasGetVersion(int *version);
cublasStatus cublasAlloc(int n, int elemSize, void **devicePtr);
cublasStatus cublasFree(void *devicePtr);
cublasStatus cublasSetKernelStream(cudaStream_t stream);

void cublasSaxpy(int n, float alpha, const float *x, int incx, float *y, int incy);
void cublasScopy(int n, const float *x, int incx, float *y, int incy);
void cublasSswap(int n, float *x, int incx, float *y, int incy);
void cublasSscal(int n, float alpha, float *x, int incx);
int cublasIsamax(int n, const float *x, int incx);
int cublasIsamin(int n, const float *x, int incx);
void cublasDaxpy(int n, double alpha, const double *x, int incx, double *y, int incy);
void cublasDcopy(int n, const double *x, int incx, double *y, int incy);
void cublasDswap(int n, double *x, int incx, double *y, int incy);
void cublasDscal(int n, double alpha, double *x, int incx);
int cublasIdamax(int n, const double *x, int incx);
int cublasIdamin(int n, const double *x, int incx);
void cublasCaxpy(int n, cuComplex alpha, const cuComplex *x, int incx, cuComplex *y, int incy);
void cublasCcopy(int n, const cuComplex *x, int incx, cuComplex *y, int incy);
void cublasCswap(int n, cuComplex *x, int incx, cuComplex *y, int incy);
void cublasCscal(int n, cuComplex alpha, cuComplex *x, int incx);
int cublasIcamax(int n, const cuComplex *x, int incx);
int cublasIcamin(int n, const cuComplex *x, int incx);
void cublasZaxpy(int n, cuDoubleComplex alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);
void cublasZcopy(int n, const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);
void cublasZswap(int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);
void cublasZscal(int n, cuDoubleComplex alpha, cuDoubleComplex *x, int incx);
int cublasIzamax(int n, const cuDoubleComplex *x, int incx);
int cublasIzamin(int n, const cuDoubleComplex *x, int incx);
float cublasSnrm2(int n, const float *x, int incx);
double cublasDnrm2(int n, const double *x, int incx);
float cublasScnrm2(int n, const cuComplex *x, int incx);
double cublasDznrm2(int n, const cuDoubleComplex *x, int incx);
float cublasSasum(int n, const float *x, int incx);
double cublasDasum(int n, const double *x, int incx);
float cublasScasum(int n, const cuComplex *x, int incx);
double cublasDzasum(int n, const cuDoubleComplex *x, int incx);
float cublasSdot(int n, const float *x, int incx, const float *y, int incy);
double cublasDdot(int n, const double *x, int incx, const double *y, int incy);
cuComplex cublasCdotu(int n, const cuComplex *x, int incx, const cuComplex *y, int incy);
cuComplex cublasCdotc(int n, const cuComplex *x, int incx, const cuComplex *y, int incy);
cuDoubleComplex cublasZdotu(int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy);
cuDoubleComplex cublasZdotc(int n, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy);
void cublasCsscal(int n, float alpha, cuComplex *x, int incx);
void cublasZdscal(int n, double alpha, cuDoubleComplex *x, int incx);

void cublasSgemv(char trans, int m, int n, float alpha, const float *A, int lda, const float *x, int incx, float beta, float *y, int incy);
void cublasStrsv(char uplo, char trans, char diag, int n, const float *A, int lda, float *x, int incx);
void cublasDgemv(char trans, int m, int n, double alpha, const double *A, int lda, const double *x, int incx, double beta, double *y, int incy);
void cublasDtrsv(char uplo, char trans, char diag, int n, const double *A, int lda, double *x, int incx);
void cublasCgemv(char trans, int m, int n, cuComplex alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, cuComplex beta, cuComplex *y, int incy);
void cublasCtrsv(char uplo, char trans, char diag, int n, const cuComplex *A, int lda, cuComplex *x, int incx);
void cublasZgemv(char trans, int m, int n, cuDoubleComplex alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx, cuDoubleComplex beta, cuDoubleComplex *y, int incy);
void cublasZtrsv(char uplo, char trans, char diag, int n, const cuDoubleComplex *A, int lda, cuDoubleComplex *x, int incx);
void cublasSger(int m, int n, float alpha, const float *x, int incx, const float *y, int incy, float *A, int lda);
void cublasDger(int m, int n, double alpha, const double *x, int incx, const double *y, int incy, double *A, int lda);
void cublasCgeru(int m, int n, cuComplex alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);
void cublasCgerc(int m, int n, cuComplex alpha, const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);
void cublasZgeru(int m, int n, cuDoubleComplex alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);
void cublasZgerc(int m, int n, cuDoubleComplex alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy, cuDoubleComplex *A, int lda);

void cublasSgemm(char transa, char transb, int m, int n, int k, float alpha, const float *A, int lda, const float *B, int ldb, float beta, float *C, int ldc);
void cublasSsymm(char side, char uplo, int m, int n, float alpha, const float *A, int lda, const float *B, int ldb, float beta, float *C, int ldc);
void cublasSsyrk(char uplo, char trans, int n, int k, float alpha, const float *A, int lda, float beta, float *C, int ldc);
void cublasStrsm(char side, char uplo, char transa, char diag, int m, int n, float alpha, const float *A, int lda, float *B, int ldb);
void cublasStrmm(char side, char uplo, char transa, char diag, int m, int n, float alpha, const float *A, int lda, float *B, int ldb);
void cublasDgemm(char transa, char transb, int m, int n, int k, double alpha, const double *A, int lda, const double *B, int ldb, double beta, double *C, int ldc);
void cublasDsymm(char side, char uplo, int m, int n, double alpha, const double *A, int lda, const double *B, int ldb, double beta, double *C, int ldc);
void cublasDsyrk(char uplo, char trans, int n, int k, double alpha, const double *A, int lda, double beta, double *C, int ldc);
void cublasDtrsm(char side, char uplo, char transa, char diag, int m, int n, double alpha, const double *A, int lda, double *B, int ldb);
void cublasDtrmm(char side, char uplo, char transa, char diag, int m, int n, double alpha, const double *A, int lda, double *B, int ldb);
void cublasCgemm(char transa, char transb, int m, int n, int k, cuComplex alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex beta, cuComplex *C, int ldc);
void cublasCsymm(char side, char uplo, int m, int n, cuComplex alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex beta, cuComplex *C, int ldc);
void cublasCsyrk(char uplo, char trans, int n, int k, cuComplex alpha, const cuComplex *A, int lda, cuComplex beta, cuComplex *C, int ldc);
void cublasCtrsm(char side, char uplo, char transa, char diag, int m, int n, cuComplex alpha, const cuComplex *A, int lda, cuComplex *B, int ldb);
void cublasCtrmm(char side, char uplo, char transa, char diag, int m, int n, cuComplex alpha, const cuComplex *A, int lda, cuComplex *B, int ldb);
void cublasZgemm(char transa, char transb, int m, int n, int k, cuDoubleComplex alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, cuDoubleComplex beta, cuDoubleComplex *C, int ldc);
void cublasZsymm(char side, char uplo, int m, int n, cuDoubleComplex alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *B, int ldb, cuDoubleComplex beta, cuDoubleComplex *C, int ldc);
void cublasZsyrk(char uplo, char trans, int n, int k, cuDoubleComplex alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex beta, cuDoubleComplex *C, int ldc);
void cublasZtrsm(char side, char uplo, char transa, char diag, int m, int n, cuDoubleComplex alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb);
void cublasZtrmm(char side, char uplo, char transa, char diag, int m, int n, cuDoubleComplex alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B, int ldb);

#ifdef __cplusplus
}
#endif

#endif /* !CUBLAS_V2_H_ */
