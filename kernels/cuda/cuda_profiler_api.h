/* Host-only: cudaProfilerStart/Stop (docs/cuda-api.md). */
#ifndef __ULTIMA_CUDA_PROFILER_API_H
#define __ULTIMA_CUDA_PROFILER_API_H
#include <driver_types.h>
extern "C" {
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);
}
#endif
