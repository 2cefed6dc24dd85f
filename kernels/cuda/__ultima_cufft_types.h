/* cuFFT's shared types (cuFFT documentation, "cuFFT API Reference"): result
   codes, transform types, directions and the version, with cuFFT's values.
   Plain C: libultima-cufft includes it too, so both agree on every value. */
#pragma once

#define CUFFT_VER_MAJOR 10
#define CUFFT_VER_MINOR 9
#define CUFFT_VER_PATCH 0
#define CUFFT_VER_BUILD 58
/* cuFFT 10.9.0, the one of CUDA 11.8 (__ultima_version.h). */
#define CUFFT_VERSION 10900

#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1

typedef enum cufftResult_t {
  CUFFT_SUCCESS = 0x0,
  CUFFT_INVALID_PLAN = 0x1,
  CUFFT_ALLOC_FAILED = 0x2,
  CUFFT_INVALID_TYPE = 0x3,
  CUFFT_INVALID_VALUE = 0x4,
  CUFFT_INTERNAL_ERROR = 0x5,
  CUFFT_EXEC_FAILED = 0x6,
  CUFFT_SETUP_FAILED = 0x7,
  CUFFT_INVALID_SIZE = 0x8,
  CUFFT_UNALIGNED_DATA = 0x9,
  CUFFT_INCOMPLETE_PARAMETER_LIST = 0xA,
  CUFFT_INVALID_DEVICE = 0xB,
  CUFFT_PARSE_ERROR = 0xC,
  CUFFT_NO_WORKSPACE = 0xD,
  CUFFT_NOT_IMPLEMENTED = 0xE,
  CUFFT_LICENSE_ERROR = 0x0F,
  CUFFT_NOT_SUPPORTED = 0x10,
  /* Added by later toolkits (CUDA 12), which programs' error tables name
     (NVIDIA's helper_cuda.h); libultima-cufft never returns them. */
  CUFFT_MISSING_DEPENDENCY = 0x11,
  CUFFT_NVRTC_FAILURE = 0x12,
  CUFFT_NVJITLINK_FAILURE = 0x13,
  CUFFT_NVSHMEM_FAILURE = 0x14
} cufftResult;

typedef enum cufftType_t {
  CUFFT_R2C = 0x2a,
  CUFFT_C2R = 0x2c,
  CUFFT_C2C = 0x29,
  CUFFT_D2Z = 0x6a,
  CUFFT_Z2D = 0x6c,
  CUFFT_Z2Z = 0x69
} cufftType;

typedef int cufftHandle;
