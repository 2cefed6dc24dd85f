/* <cufftXt.h>: the single-GPU part of cuFFT's extended API, as libultima-cufft
   provides it (docs/cuda-libraries.md#cufft): plans described by data types
   with 64-bit sizes, executed with cufftExec*. cufftXtExec, the multi-GPU functions (descriptors, cufftXtSetGPUs,
   cufftXtMalloc/Memcpy/ExecDescriptor) and callbacks (device function pointers,
   which OpenCL 1.2 has none of) are not declared. */
#pragma once
#include <cufft.h>
#include <library_types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A plan whose input, output and execution types are one of the cuFFT
   transforms: C2C, R2C, C2R (CUDA_C_32F, CUDA_R_32F) and Z2Z, D2Z, Z2D
   (CUDA_C_64F, CUDA_R_64F). Other combinations (half precision, mixed
   precision) are CUFFT_NOT_SUPPORTED; sizes beyond int are CUFFT_INVALID_SIZE. */
cufftResult CUFFTAPI cufftXtMakePlanMany(cufftHandle plan, int rank, long long int *n,
                                         long long int *inembed, long long int istride,
                                         long long int idist, cudaDataType inputtype,
                                         long long int *onembed, long long int ostride,
                                         long long int odist, cudaDataType outputtype,
                                         long long int batch, size_t *workSize,
                                         cudaDataType executiontype);

#ifdef __cplusplus
}
#endif
