/* <cufft.h>: cuFFT's host API (docs/cuda-libraries.md#cufft), implemented by
   libultima-cufft on VkFFT's OpenCL backend, which ultima-cc links when a
   program calls it. 1D, 2D and 3D transforms, batched, C2C/R2C/C2R in single
   and double precision, in place and out of place, cuFFT's data layouts and
   its unnormalised inverse. The advanced layout of cufftPlanMany needs unit
   element strides (istride = ostride = 1): others give CUFFT_NOT_SUPPORTED.
   Plans need no work area of the caller's: the work-area queries report 0
   and cufftSetWorkArea/cufftSetAutoAllocation are accepted and change
   nothing. The multi-GPU and callback API (cufftXt.h) and the FFTW interface
   (cufftw.h) are not provided. */
#pragma once
/* The toolkit header's include guard, which programs test (helper_cuda.h). */
#ifndef _CUFFT_H_
#define _CUFFT_H_
#endif
#include <cuComplex.h>
#include <cuda_runtime_api.h>
#include <__ultima_cufft_types.h>

typedef float cufftReal;
typedef double cufftDoubleReal;
typedef cuComplex cufftComplex;
typedef cuDoubleComplex cufftDoubleComplex;

#define CUFFTAPI

#ifdef __cplusplus
extern "C" {
#endif
cufftResult CUFFTAPI cufftPlan1d(cufftHandle *plan, int nx, cufftType type, int batch);
cufftResult CUFFTAPI cufftPlan2d(cufftHandle *plan, int nx, int ny, cufftType type);
cufftResult CUFFTAPI cufftPlan3d(cufftHandle *plan, int nx, int ny, int nz, cufftType type);
cufftResult CUFFTAPI cufftPlanMany(cufftHandle *plan, int rank, int *n, int *inembed, int istride,
                                   int idist, int *onembed, int ostride, int odist,
                                   cufftType type, int batch);
cufftResult CUFFTAPI cufftCreate(cufftHandle *handle);
cufftResult CUFFTAPI cufftMakePlan1d(cufftHandle plan, int nx, cufftType type, int batch,
                                     size_t *workSize);
cufftResult CUFFTAPI cufftMakePlan2d(cufftHandle plan, int nx, int ny, cufftType type,
                                     size_t *workSize);
cufftResult CUFFTAPI cufftMakePlan3d(cufftHandle plan, int nx, int ny, int nz, cufftType type,
                                     size_t *workSize);
cufftResult CUFFTAPI cufftMakePlanMany(cufftHandle plan, int rank, int *n, int *inembed,
                                       int istride, int idist, int *onembed, int ostride,
                                       int odist, cufftType type, int batch, size_t *workSize);
cufftResult CUFFTAPI cufftEstimate1d(int nx, cufftType type, int batch, size_t *workSize);
cufftResult CUFFTAPI cufftEstimate2d(int nx, int ny, cufftType type, size_t *workSize);
cufftResult CUFFTAPI cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t *workSize);
cufftResult CUFFTAPI cufftEstimateMany(int rank, int *n, int *inembed, int istride, int idist,
                                       int *onembed, int ostride, int odist, cufftType type,
                                       int batch, size_t *workSize);
cufftResult CUFFTAPI cufftGetSize1d(cufftHandle handle, int nx, cufftType type, int batch,
                                    size_t *workSize);
cufftResult CUFFTAPI cufftGetSize2d(cufftHandle handle, int nx, int ny, cufftType type,
                                    size_t *workSize);
cufftResult CUFFTAPI cufftGetSize3d(cufftHandle handle, int nx, int ny, int nz, cufftType type,
                                    size_t *workSize);
cufftResult CUFFTAPI cufftGetSizeMany(cufftHandle handle, int rank, int *n, int *inembed,
                                      int istride, int idist, int *onembed, int ostride,
                                      int odist, cufftType type, int batch, size_t *workArea);
cufftResult CUFFTAPI cufftGetSize(cufftHandle handle, size_t *workSize);
cufftResult CUFFTAPI cufftSetWorkArea(cufftHandle plan, void *workArea);
cufftResult CUFFTAPI cufftSetAutoAllocation(cufftHandle plan, int autoAllocate);
cufftResult CUFFTAPI cufftExecC2C(cufftHandle plan, cufftComplex *idata, cufftComplex *odata,
                                  int direction);
cufftResult CUFFTAPI cufftExecR2C(cufftHandle plan, cufftReal *idata, cufftComplex *odata);
cufftResult CUFFTAPI cufftExecC2R(cufftHandle plan, cufftComplex *idata, cufftReal *odata);
cufftResult CUFFTAPI cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex *idata,
                                  cufftDoubleComplex *odata, int direction);
cufftResult CUFFTAPI cufftExecD2Z(cufftHandle plan, cufftDoubleReal *idata,
                                  cufftDoubleComplex *odata);
cufftResult CUFFTAPI cufftExecZ2D(cufftHandle plan, cufftDoubleComplex *idata,
                                  cufftDoubleReal *odata);
cufftResult CUFFTAPI cufftSetStream(cufftHandle plan, cudaStream_t stream);
cufftResult CUFFTAPI cufftDestroy(cufftHandle plan);
cufftResult CUFFTAPI cufftGetVersion(int *version);
#ifdef __cplusplus
}
#endif
