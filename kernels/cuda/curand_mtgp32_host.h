/* <curand_mtgp32_host.h>: MTGP32's host set-up (cuRAND documentation,
   "Device API", "MTGP32"), implemented by libultima-curand
   (docs/cuda-libraries.md#mtgp32). */
#pragma once
#ifndef CURAND_MTGP32_HOST_H
#define CURAND_MTGP32_HOST_H
#endif
#include <curand.h>
#include <curand_mtgp32.h>

#ifdef __cplusplus
extern "C" {
#endif
/* Writes the n <= 200 sets, rearranged per field, to the device table p. */
curandStatus_t CURANDAPI curandMakeMTGP32Constants(const mtgp32_params_fast_t params[],
                                                   mtgp32_kernel_params_t *p);
/* Seeds the n <= 200 device states s, state i from params[i], seed and i;
   each state holds its set, so the kernels do not read k. */
curandStatus_t CURANDAPI curandMakeMTGP32KernelState(curandStateMtgp32_t *s,
                                                     mtgp32_params_fast_t params[],
                                                     mtgp32_kernel_params_t *k, int n,
                                                     unsigned long long seed);
#ifdef __cplusplus
}
#endif
