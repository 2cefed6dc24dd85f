/*===- helper_cuda.h - a small subset of the CUDA samples' helper_cuda.h ----===*\
 *
 * The CUDA samples ship helper_cuda.h (in their common/inc, not in the
 * toolkit). A program that passes -I to the samples' headers gets those;
 * otherwise this subset is used, written by ultima from the samples'
 * documented behaviour: checkCudaErrors, getLastCudaError,
 * printLastCudaError, gpuDeviceInit, findCudaDevice, _ConvertSMVer2Cores.
 * Host code only (docs/cuda-api.md).
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_HELPER_CUDA_H
#define __ULTIMA_HELPER_CUDA_H

#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif

template <class T>
static inline void __ultima_check(T result, const char *call, const char *file, int line) {
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\"\n", file, line, (int)result,
            cudaGetErrorName((cudaError_t)result), call);
    exit(EXIT_FAILURE);
  }
}
#define checkCudaErrors(val) __ultima_check((val), #val, __FILE__, __LINE__)

static inline void __ultima_last_error(const char *message, const char *file, int line,
                                       bool fatal) {
  cudaError_t err = cudaGetLastError();
  if (err != cudaSuccess) {
    fprintf(stderr, "%s(%d) : %s : (%d) %s.\n", file, line, message, (int)err,
            cudaGetErrorString(err));
    if (fatal)
      exit(EXIT_FAILURE);
  }
}
#define getLastCudaError(msg) __ultima_last_error((msg), __FILE__, __LINE__, true)
#define printLastCudaError(msg) __ultima_last_error((msg), __FILE__, __LINE__, false)

/* CUDA cores per multiprocessor for a compute capability (the samples'
   table; 64 for capabilities it does not list). */
static inline int _ConvertSMVer2Cores(int major, int minor) {
  switch ((major << 4) + minor) {
  case 0x30: case 0x32: case 0x35: case 0x37: return 192;
  case 0x50: case 0x52: case 0x53: return 128;
  case 0x60: return 64;
  case 0x61: case 0x62: return 128;
  case 0x70: case 0x72: case 0x75: return 64;
  case 0x80: return 64;
  case 0x86: case 0x87: case 0x89: return 128;
  case 0x90: return 128;
  default: return 64;
  }
}

static inline int gpuDeviceInit(int devID) {
  int count = 0;
  checkCudaErrors(cudaGetDeviceCount(&count));
  if (count == 0) {
    fprintf(stderr, "gpuDeviceInit() CUDA error: no devices supporting CUDA.\n");
    exit(EXIT_FAILURE);
  }
  if (devID < 0)
    devID = 0;
  if (devID > count - 1) {
    fprintf(stderr, ">> %d CUDA capable GPU device(s) detected. <<\n", count);
    fprintf(stderr, ">> gpuDeviceInit (-device=%d) is not a valid GPU device. <<\n", devID);
    return -devID;
  }
  checkCudaErrors(cudaSetDevice(devID));
  struct cudaDeviceProp prop;
  checkCudaErrors(cudaGetDeviceProperties(&prop, devID));
  printf("gpuDeviceInit() CUDA Device [%d]: \"%s\"\n", devID, prop.name);
  return devID;
}

/* The device named by -device=N on the command line, else device 0. */
static inline int findCudaDevice(int argc, const char **argv) {
  int devID = 0;
  for (int i = 1; i < argc; ++i)
    if (argv[i] && sscanf(argv[i], "-device=%d", &devID) == 1)
      return gpuDeviceInit(devID);
  checkCudaErrors(cudaSetDevice(devID));
  struct cudaDeviceProp prop;
  checkCudaErrors(cudaGetDeviceProperties(&prop, devID));
  printf("GPU Device %d: \"%s\" with compute capability %d.%d\n\n", devID, prop.name, prop.major,
         prop.minor);
  return devID;
}
static inline int findCudaDevice(int argc, char **argv) {
  return findCudaDevice(argc, (const char **)argv);
}

#endif
