/* Host-only: cudaProfilerStart/Stop, no-ops (docs/cuda-api.md). */
#ifndef __ULTIMA_CUDA_PROFILER_API_H
#define __ULTIMA_CUDA_PROFILER_API_H
#define __CUDA_PROFILER_API_H__
#include <driver_types.h>
#ifdef __cplusplus
extern "C" {
#endif
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);
#ifdef __cplusplus
}
#endif
#endif
