/* MTGP32's host set-up (kernels/cuda/curand_mtgp32_host.h,
   docs/cuda-libraries.md#mtgp32): the kernel parameter table and the seeded
   block states, written to device memory. Part of HostApi.cu, whose
   generator uses it (a file of host code alone has nothing to translate). */
#pragma once
#include <curand_mtgp32_host.h>
#include <string.h>

namespace ultima_curand_mtgp {

/* A set ultima's kernels can run: a block of 256 threads makes 256 words at
   once, so the word at pos must be older than the round. */
bool usable(const mtgp32_params_fast_t &p) {
  return p.mexp == MTGPDC_MEXP && p.pos >= 1 && p.pos <= MTGPDC_N - THREAD_NUM && p.sh1 >= 1 &&
         p.sh1 <= 31 && p.sh2 >= 1 && p.sh2 <= 31;
}

/* State `index`: its set, and its 351 words from (seed, index), spread by
   the recurrence of MT19937's initialisation (Matsumoto and Nishimura,
   1998) so that nearby seeds and indices start far apart. */
void seed(curandStateMtgp32_t &state, const mtgp32_params_fast_t &p, unsigned long long seed,
          unsigned int index) {
  memset(&state, 0, sizeof state);
  unsigned int *s = state.s;
  s[0] = (unsigned int)seed;
  s[1] = (unsigned int)(seed >> 32);
  s[2] = index;
  for (unsigned int j = 1; j < MTGPDC_N; ++j)
    s[j] ^= 1812433253u * (s[j - 1] ^ (s[j - 1] >> 30)) + j;
  state.offset = 0;
  state.pIdx = (int)index;
  state.pos = (unsigned int)p.pos;
  state.sh1 = (unsigned int)p.sh1;
  state.sh2 = (unsigned int)p.sh2;
  state.mask = p.mask;
  memcpy(state.param_tbl, p.tbl, sizeof p.tbl);
  memcpy(state.temper_tbl, p.tmp_tbl, sizeof p.tmp_tbl);
  memcpy(state.single_temper_tbl, p.flt_tmp_tbl, sizeof p.flt_tmp_tbl);
}

curandStatus_t copied(cudaError_t e) {
  if (e == cudaErrorMemoryAllocation)
    return CURAND_STATUS_ALLOCATION_FAILED;
  return e == cudaSuccess ? CURAND_STATUS_SUCCESS : CURAND_STATUS_INITIALIZATION_FAILED;
}

} // namespace ultima_curand_mtgp

extern "C" {

curandStatus_t curandMakeMTGP32Constants(const mtgp32_params_fast_t params[],
                                         mtgp32_kernel_params_t *p) {
  if (!params || !p)
    return CURAND_STATUS_NOT_INITIALIZED;
  mtgp32_kernel_params_t *host = new mtgp32_kernel_params_t();
  mtgp32_kernel_params_t &table = *host;
  for (int i = 0; i < CURAND_NUM_MTGP32_PARAMS; ++i) {
    table.pos_tbl[i] = (unsigned int)params[i].pos;
    table.sh1_tbl[i] = (unsigned int)params[i].sh1;
    table.sh2_tbl[i] = (unsigned int)params[i].sh2;
    memcpy(table.param_tbl[i], params[i].tbl, sizeof params[i].tbl);
    memcpy(table.temper_tbl[i], params[i].tmp_tbl, sizeof params[i].tmp_tbl);
    memcpy(table.single_temper_tbl[i], params[i].flt_tmp_tbl, sizeof params[i].flt_tmp_tbl);
  }
  table.mask[0] = params[0].mask;
  cudaError_t e = cudaMemcpy(p, host, sizeof table, cudaMemcpyHostToDevice);
  delete host;
  return ultima_curand_mtgp::copied(e);
}

curandStatus_t curandMakeMTGP32KernelState(curandStateMtgp32_t *s, mtgp32_params_fast_t params[],
                                           mtgp32_kernel_params_t *, int n,
                                           unsigned long long seedValue) {
  if (!s || !params)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (n < 1 || n > CURAND_NUM_MTGP32_PARAMS)
    return CURAND_STATUS_OUT_OF_RANGE;
  for (int i = 0; i < n; ++i)
    if (!ultima_curand_mtgp::usable(params[i]))
      return CURAND_STATUS_OUT_OF_RANGE;
  curandStateMtgp32_t *states = new curandStateMtgp32_t[n];
  for (int i = 0; i < n; ++i)
    ultima_curand_mtgp::seed(states[i], params[i], seedValue, (unsigned int)i);
  cudaError_t e = cudaMemcpy(s, states, sizeof(curandStateMtgp32_t) * n, cudaMemcpyHostToDevice);
  delete[] states;
  return ultima_curand_mtgp::copied(e);
}

} // extern "C"
