/* <cufftXt.h>: the single-GPU part of cuFFT's extended API, as libultima-cufft
   provides it (docs/cuda-libraries.md#cufft): plans described by data types
   with 64-bit sizes, executed with cufftExec*. cufftXtExec, the multi-GPU functions (descriptors, cufftXtSetGPUs,
   cufftXtMalloc/Memcpy/ExecDescriptor) and callbacks (device function pointers,
   which OpenCL 1.2 has none of) are declared unavailable: a use is a located
   ultima-unsupported-construct error that names them. */
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

#define __ULTIMA_CUFFT_CALLBACKS_REFUSED                                                 \
  __attribute__((unavailable("ULTIMA-UNSUPPORTED-CONSTRUCT cuFFT callbacks (device "    \
                             "function pointers) are not provided by ultima")))
#define __ULTIMA_CUFFT_MULTI_GPU_REFUSED                                                 \
  __attribute__((unavailable("ULTIMA-UNSUPPORTED-CONSTRUCT cuFFT's multi-GPU API is "  \
                             "not provided by ultima (one device)")))

typedef enum cufftXtCallbackType_t {
  CUFFT_CB_LD_COMPLEX = 0x0,
  CUFFT_CB_LD_COMPLEX_DOUBLE = 0x1,
  CUFFT_CB_LD_REAL = 0x2,
  CUFFT_CB_LD_REAL_DOUBLE = 0x3,
  CUFFT_CB_ST_COMPLEX = 0x4,
  CUFFT_CB_ST_COMPLEX_DOUBLE = 0x5,
  CUFFT_CB_ST_REAL = 0x6,
  CUFFT_CB_ST_REAL_DOUBLE = 0x7,
  CUFFT_CB_UNDEFINED = 0x8
} cufftXtCallbackType;

typedef cufftComplex (*cufftCallbackLoadC)(void *, size_t, void *,
                                           void *) __ULTIMA_CUFFT_CALLBACKS_REFUSED;
typedef cufftDoubleComplex (*cufftCallbackLoadZ)(void *, size_t, void *,
                                                 void *) __ULTIMA_CUFFT_CALLBACKS_REFUSED;
typedef cufftReal (*cufftCallbackLoadR)(void *, size_t, void *,
                                        void *) __ULTIMA_CUFFT_CALLBACKS_REFUSED;
typedef cufftDoubleReal (*cufftCallbackLoadD)(void *, size_t, void *,
                                              void *) __ULTIMA_CUFFT_CALLBACKS_REFUSED;
typedef void (*cufftCallbackStoreC)(void *, size_t, cufftComplex, void *,
                                    void *) __ULTIMA_CUFFT_CALLBACKS_REFUSED;
typedef void (*cufftCallbackStoreZ)(void *, size_t, cufftDoubleComplex, void *,
                                    void *) __ULTIMA_CUFFT_CALLBACKS_REFUSED;
typedef void (*cufftCallbackStoreR)(void *, size_t, cufftReal, void *,
                                    void *) __ULTIMA_CUFFT_CALLBACKS_REFUSED;
typedef void (*cufftCallbackStoreD)(void *, size_t, cufftDoubleReal, void *,
                                    void *) __ULTIMA_CUFFT_CALLBACKS_REFUSED;
cufftResult CUFFTAPI cufftXtSetCallback(cufftHandle plan, void **callback_routine,
                                        cufftXtCallbackType cbType,
                                        void **caller_info) __ULTIMA_CUFFT_CALLBACKS_REFUSED;
cufftResult CUFFTAPI cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType cbType)
    __ULTIMA_CUFFT_CALLBACKS_REFUSED;
cufftResult CUFFTAPI cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType cbType,
                                                  size_t sharedSize)
    __ULTIMA_CUFFT_CALLBACKS_REFUSED;

cufftResult CUFFTAPI cufftXtSetGPUs(cufftHandle plan, int nGPUs, int *whichGPUs)
    __ULTIMA_CUFFT_MULTI_GPU_REFUSED;
cufftResult CUFFTAPI cufftXtExec(cufftHandle plan, void *input, void *output, int direction)
    __ULTIMA_CUFFT_MULTI_GPU_REFUSED;

#undef __ULTIMA_CUFFT_CALLBACKS_REFUSED
#undef __ULTIMA_CUFFT_MULTI_GPU_REFUSED

#ifdef __cplusplus
}
#endif
