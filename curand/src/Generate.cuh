/* The generation kernels of libultima-curand's host API: each output value is
   one call of the device API's distribution function (curand_kernel.h), so
   the host API and the device API give the same numbers by construction.

   Pseudo-random order: value i of a generation whose generator offset is o is
   call number floor((o + i) / 4096) on subsequence (o + i) mod 4096 of the
   seed, as cuRAND's legacy ordering interleaves 4096 subsequences. A thread
   per subsequence starts at its first call with curand_init's offset (the
   draws a call consumes times the calls before it, for the distributions
   whose calls consume a fixed number) and steps by 4096 values.

   MTGP32 order: 64 states of 256 threads make a round of 16384 values:
   value i is word i mod 256 of state (i / 256) mod 64 in round i / 16384.
   The states persist between generations; a round a generation ends inside
   is made without moving the states past it, so the next generation makes
   it again and goes on from there.

   Quasi-random order: n / d values of dimension 0, then of dimension 1, ...;
   value j of a dimension is point o + j of its Sobol sequence. */
#pragma once
#include <curand_kernel.h>
#include <curand_mtgp32dc_p_11213.h>

namespace ultima_curand {

enum { SUBSEQUENCES = 4096, QUASI_CHUNK = 64, MTGP_STATES = 64, MTGP_ROUND = MTGP_STATES * 256 };

struct Bits {};
struct Uniform {};
struct UniformDouble {};
struct Normal {};
struct NormalDouble {};
struct LogNormal {};
struct LogNormalDouble {};
struct Poisson {};

template <typename S> __device__ unsigned int drawValue(S *s, Bits, double, double) {
  return curand(s);
}
__device__ inline unsigned long long drawValue(curandStateSobol64_t *s, Bits, double, double) {
  return curand(s);
}
template <typename S> __device__ float drawValue(S *s, Uniform, double, double) {
  return curand_uniform(s);
}
template <typename S> __device__ double drawValue(S *s, UniformDouble, double, double) {
  return curand_uniform_double(s);
}
template <typename S> __device__ float drawValue(S *s, Normal, double mean, double stddev) {
  return (float)mean + (float)stddev * curand_normal(s);
}
template <typename S>
__device__ double drawValue(S *s, NormalDouble, double mean, double stddev) {
  return mean + stddev * curand_normal_double(s);
}
template <typename S> __device__ float drawValue(S *s, LogNormal, double mean, double stddev) {
  return curand_log_normal(s, (float)mean, (float)stddev);
}
template <typename S>
__device__ double drawValue(S *s, LogNormalDouble, double mean, double stddev) {
  return curand_log_normal_double(s, mean, stddev);
}
template <typename S> __device__ unsigned int drawValue(S *s, Poisson, double lambda, double) {
  return curand_poisson(s, lambda);
}

/* groupCalls calls consume groupDraws draws (0: a variable number). */
template <typename State, typename Tag, typename T>
__global__ void pseudoKernel(unsigned long long seed, unsigned long long offset,
                             unsigned long long n, T *out, double a, double b,
                             unsigned int groupCalls, unsigned int groupDraws) {
  unsigned long long t = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
  unsigned long long first = (t + SUBSEQUENCES - offset % SUBSEQUENCES) % SUBSEQUENCES;
  if (t >= SUBSEQUENCES || first >= n)
    return;
  unsigned long long call = (offset + first) / SUBSEQUENCES;
  unsigned long long skipCalls = call;
  State s;
  if (groupDraws != 0) {
    curand_init(seed, t, call / groupCalls * groupDraws, &s);
    skipCalls = call % groupCalls;
  } else {
    curand_init(seed, t, 0, &s);
  }
  for (unsigned long long k = 0; k < skipCalls; ++k)
    drawValue(&s, Tag(), a, b);
  for (unsigned long long i = first; i < n; i += SUBSEQUENCES)
    out[i] = drawValue(&s, Tag(), a, b);
}

template <typename State, typename Vector, typename Tag, typename T>
__global__ void quasiKernel(Vector *vectors, unsigned int bits, unsigned long long offset,
                            unsigned long long perDimension, T *out, double a, double b) {
  unsigned long long start =
      (blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x) * QUASI_CHUNK;
  if (start >= perDimension)
    return;
  unsigned long long dimension = blockIdx.y;
  State s;
  curand_init(vectors + dimension * bits, offset + start, &s);
  T *row = out + dimension * perDimension;
  for (unsigned long long j = start; j < start + QUASI_CHUNK && j < perDimension; ++j)
    row[j] = drawValue(&s, Tag(), a, b);
}

/* An MTGP32 word as each distribution of the device API converts it. */
__device__ inline unsigned int mtgpValue(unsigned int word, Bits, double, double) {
  return word;
}
__device__ inline float mtgpValue(unsigned int word, Uniform, double, double) {
  return _curand_uniform(word);
}
__device__ inline double mtgpValue(unsigned int word, UniformDouble, double, double) {
  return _curand_uniform_double(word);
}
__device__ inline float mtgpValue(unsigned int word, Normal, double mean, double stddev) {
  return (float)mean + (float)stddev * _curand_normal_icdf(word);
}
__device__ inline double mtgpValue(unsigned int word, NormalDouble, double mean, double stddev) {
  return mean + stddev * _curand_normal_icdf_double(word);
}
__device__ inline float mtgpValue(unsigned int word, LogNormal, double mean, double stddev) {
  return expf((float)mean + (float)stddev * _curand_normal_icdf(word));
}
__device__ inline double mtgpValue(unsigned int word, LogNormalDouble, double mean,
                                   double stddev) {
  return exp(mean + stddev * _curand_normal_icdf_double(word));
}
__device__ inline unsigned int mtgpValue(unsigned int word, Poisson, double lambda, double) {
  return __ultima_mtgp32_poisson(word, lambda);
}

/* Rounds fromRound .. toRound - 1 of each state, keeping those before
   keepRounds; the values of the generation [offset, offset + n) go to out. */
template <typename Tag, typename T>
__global__ void mtgpKernel(curandStateMtgp32_t *states, unsigned long long fromRound,
                           unsigned long long toRound, unsigned long long keepRounds,
                           unsigned long long offset, unsigned long long n, T *out, double a,
                           double b) {
  curandStateMtgp32_t *state = states + blockIdx.x;
  unsigned int t = threadIdx.x;
  for (unsigned long long round = fromRound; round < toRound; ++round) {
    unsigned int word = __ultima_mtgp32_word(state, t);
    unsigned long long i = round * MTGP_ROUND + blockIdx.x * 256ull + t;
    if (i >= offset && i - offset < n)
      out[i - offset] = mtgpValue(word, Tag(), a, b);
    if (round < keepRounds)
      __ultima_mtgp32_advance(state, t, 256);
  }
}

} // namespace ultima_curand
