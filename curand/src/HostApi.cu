/* cuRAND's host API (docs/cuda-libraries.md#curand) over ultima's CUDA
   runtime: a generator is its options; each generation launches a kernel of
   Generate.cuh on the generator's stream, into the caller's device memory or,
   for a host generator, into a device buffer copied to the caller's host
   memory before returning. */
#include "Generate.cuh"
#include "Mtgp32Setup.cuh"
#include <curand.h>
#include <new>
#include <type_traits>

using namespace ultima_curand;

struct __ultima_curand_generator {
  curandRngType_t type;
  bool host;
  unsigned long long seed;
  unsigned long long offset;
  curandOrdering_t ordering;
  unsigned int dimensions;
  cudaStream_t stream;
  void *vectors;                  // the dimensions' direction vectors, on the device
  unsigned int vectorsDimensions; // how many dimensions `vectors` holds
  curandStateMtgp32_t *mtgpStates; // MTGP32's states, on the device
  unsigned long long mtgpRounds;   // the rounds they are past
  bool mtgpSeeded;                 // whether they are seeded with `seed`
};

namespace {

const unsigned int SOBOL_DIMENSIONS = 20000;

bool isQuasi(curandRngType_t type) {
  return type == CURAND_RNG_QUASI_SOBOL32 || type == CURAND_RNG_QUASI_SOBOL64;
}

curandStatus_t create(curandGenerator_t *generator, curandRngType_t type, bool host) {
  if (!generator)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (type == CURAND_RNG_PSEUDO_DEFAULT)
    type = CURAND_RNG_PSEUDO_XORWOW;
  if (type == CURAND_RNG_QUASI_DEFAULT)
    type = CURAND_RNG_QUASI_SOBOL32;
  if (type != CURAND_RNG_PSEUDO_XORWOW && type != CURAND_RNG_PSEUDO_MRG32K3A &&
      type != CURAND_RNG_PSEUDO_PHILOX4_32_10 && type != CURAND_RNG_PSEUDO_MTGP32 &&
      !isQuasi(type))
    return CURAND_STATUS_TYPE_ERROR;
  curandGenerator_t g = new (std::nothrow) __ultima_curand_generator();
  if (!g)
    return CURAND_STATUS_ALLOCATION_FAILED;
  g->type = type;
  g->host = host;
  g->ordering = isQuasi(type) ? CURAND_ORDERING_QUASI_DEFAULT : CURAND_ORDERING_PSEUDO_DEFAULT;
  g->dimensions = 1;
  *generator = g;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t launched(cudaError_t e) {
  if (e == cudaErrorMemoryAllocation)
    return CURAND_STATUS_ALLOCATION_FAILED;
  return e == cudaSuccess ? CURAND_STATUS_SUCCESS : CURAND_STATUS_LAUNCH_FAILURE;
}

/* How many draws `calls` consecutive calls of a distribution consume, for
   the pseudo-random generators (0: a variable number). */
struct Consumption {
  unsigned int calls, draws;
};

template <typename Tag> Consumption consumption(curandRngType_t type, Tag);
template <> Consumption consumption(curandRngType_t, Bits) { return {1, 1}; }
template <> Consumption consumption(curandRngType_t, Uniform) { return {1, 1}; }
template <> Consumption consumption(curandRngType_t type, UniformDouble) {
  return {1, type == CURAND_RNG_PSEUDO_MRG32K3A ? 1u : 2u};
}
template <> Consumption consumption(curandRngType_t, Normal) { return {2, 2}; }
template <> Consumption consumption(curandRngType_t, LogNormal) { return {2, 2}; }
template <> Consumption consumption(curandRngType_t type, NormalDouble) {
  return {2, type == CURAND_RNG_PSEUDO_MRG32K3A ? 2u : 4u};
}
template <> Consumption consumption(curandRngType_t type, LogNormalDouble) {
  return consumption(type, NormalDouble());
}
template <> Consumption consumption(curandRngType_t, Poisson) { return {1, 0}; }

template <typename State, typename Tag, typename T>
cudaError_t launchPseudo(curandGenerator_t g, T *out, size_t n, double a, double b) {
  Consumption c = consumption(g->type, Tag());
  pseudoKernel<State, Tag, T><<<SUBSEQUENCES / 256, 256, 0, g->stream>>>(
      g->seed, g->offset, n, out, a, b, c.calls, c.draws);
  return cudaGetLastError();
}

/* MTGP32 (Generate.cuh's order): the states are seeded again when the seed
   changed or the generation starts in a round they are already past. */
template <typename Tag, typename T>
cudaError_t launchMtgp(curandGenerator_t g, T *out, size_t n, double a, double b) {
  unsigned long long firstRound = g->offset / MTGP_ROUND;
  if (!g->mtgpStates) {
    cudaError_t e = cudaMalloc(&g->mtgpStates, sizeof(curandStateMtgp32_t) * MTGP_STATES);
    if (e != cudaSuccess)
      return e;
  }
  if (!g->mtgpSeeded || g->mtgpRounds > firstRound) {
    // The copy below is ordered with the legacy stream only; the
    // generator's stream may still be using the states.
    cudaError_t e = cudaStreamSynchronize(g->stream);
    if (e != cudaSuccess)
      return e;
    curandStatus_t s = curandMakeMTGP32KernelState(g->mtgpStates, mtgp32dc_params_fast_11213,
                                                   nullptr, MTGP_STATES, g->seed);
    if (s != CURAND_STATUS_SUCCESS)
      return s == CURAND_STATUS_ALLOCATION_FAILED ? cudaErrorMemoryAllocation : cudaErrorUnknown;
    g->mtgpSeeded = true;
    g->mtgpRounds = 0;
  }
  unsigned long long end = g->offset + n;
  unsigned long long keepRounds = end / MTGP_ROUND;
  mtgpKernel<Tag, T><<<MTGP_STATES, 256, 0, g->stream>>>(
      g->mtgpStates, g->mtgpRounds, (end + MTGP_ROUND - 1) / MTGP_ROUND, keepRounds, g->offset,
      n, out, a, b);
  cudaError_t e = cudaGetLastError();
  if (e == cudaSuccess)
    g->mtgpRounds = keepRounds;
  else
    g->mtgpSeeded = false;
  return e;
}

/* The direction vectors of the generator's dimensions, on the device. */
template <typename Vector> cudaError_t uploadVectors(curandGenerator_t g, unsigned int bits) {
  if (g->vectors && g->vectorsDimensions == g->dimensions)
    return cudaSuccess;
  cudaFree(g->vectors);
  g->vectors = nullptr;
  Vector *table = nullptr;
  curandStatus_t s = bits == 32 ? curandGetDirectionVectors32(
                                      (curandDirectionVectors32_t **)&table,
                                      CURAND_DIRECTION_VECTORS_32_JOEKUO6)
                                : curandGetDirectionVectors64(
                                      (curandDirectionVectors64_t **)&table,
                                      CURAND_DIRECTION_VECTORS_64_JOEKUO6);
  if (s != CURAND_STATUS_SUCCESS)
    return cudaErrorUnknown;
  size_t bytes = (size_t)g->dimensions * bits * sizeof(Vector);
  cudaError_t e = cudaMalloc(&g->vectors, bytes);
  if (e == cudaSuccess)
    e = cudaMemcpy(g->vectors, table, bytes, cudaMemcpyHostToDevice);
  g->vectorsDimensions = e == cudaSuccess ? g->dimensions : 0;
  return e;
}

template <typename State, typename Vector, typename Tag, typename T>
cudaError_t launchQuasi(curandGenerator_t g, unsigned int bits, T *out, size_t n, double a,
                        double b) {
  cudaError_t e = uploadVectors<Vector>(g, bits);
  if (e != cudaSuccess)
    return e;
  unsigned long long perDimension = n / g->dimensions;
  unsigned long long chunks = (perDimension + QUASI_CHUNK - 1) / QUASI_CHUNK;
  dim3 grid((unsigned int)((chunks + 127) / 128), g->dimensions);
  quasiKernel<State, Vector, Tag, T><<<grid, 128, 0, g->stream>>>(
      (Vector *)g->vectors, bits, g->offset, perDimension, out, a, b);
  return cudaGetLastError();
}

/* Poisson variates come from the pseudo-random generators only. */
template <typename Tag> struct QuasiAllowed : std::true_type {};
template <> struct QuasiAllowed<Poisson> : std::false_type {};

template <typename Tag, typename T>
cudaError_t launchQuasiType(curandGenerator_t g, T *out, size_t n, double a, double b,
                            std::true_type) {
  if (g->type == CURAND_RNG_QUASI_SOBOL64)
    return launchQuasi<curandStateSobol64_t, unsigned long long, Tag>(g, 64, out, n, a, b);
  return launchQuasi<curandStateSobol32_t, unsigned int, Tag>(g, 32, out, n, a, b);
}

template <typename Tag, typename T>
cudaError_t launchQuasiType(curandGenerator_t, T *, size_t, double, double, std::false_type) {
  return cudaErrorInvalidValue;
}

template <typename Tag, typename T> cudaError_t launch(curandGenerator_t g, T *out, size_t n,
                                                       double a, double b) {
  switch (g->type) {
  case CURAND_RNG_PSEUDO_MRG32K3A:
    return launchPseudo<curandStateMRG32k3a_t, Tag>(g, out, n, a, b);
  case CURAND_RNG_PSEUDO_PHILOX4_32_10:
    return launchPseudo<curandStatePhilox4_32_10_t, Tag>(g, out, n, a, b);
  case CURAND_RNG_PSEUDO_MTGP32:
    return launchMtgp<Tag>(g, out, n, a, b);
  case CURAND_RNG_QUASI_SOBOL32:
  case CURAND_RNG_QUASI_SOBOL64:
    return launchQuasiType<Tag>(g, out, n, a, b, QuasiAllowed<Tag>());
  default:
    return launchPseudo<curandStateXORWOW_t, Tag>(g, out, n, a, b);
  }
}

/* Checks the request, generates n values into out (device memory, or host
   memory through a device buffer for a host generator), advances the offset. */
template <typename Tag, typename T>
curandStatus_t generate(curandGenerator_t g, T *out, size_t n, double a, double b,
                        bool pairs) {
  if (!g)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (isQuasi(g->type) ? n % g->dimensions != 0 : pairs && n % 2 != 0)
    return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  if (n == 0)
    return CURAND_STATUS_SUCCESS;
  if (!out)
    return CURAND_STATUS_LAUNCH_FAILURE;
  T *target = out;
  if (g->host && cudaMalloc(&target, n * sizeof(T)) != cudaSuccess)
    return CURAND_STATUS_ALLOCATION_FAILED;
  cudaError_t e = launch<Tag>(g, target, n, a, b);
  if (g->host) {
    if (e == cudaSuccess)
      e = cudaMemcpy(out, target, n * sizeof(T), cudaMemcpyDeviceToHost);
    cudaFree(target);
  }
  if (e == cudaSuccess)
    g->offset += isQuasi(g->type) ? n / g->dimensions : n;
  return launched(e);
}

bool is64(curandGenerator_t g) { return g->type == CURAND_RNG_QUASI_SOBOL64; }

} // namespace

extern "C" {

curandStatus_t curandCreateGenerator(curandGenerator_t *generator, curandRngType_t rng_type) {
  return create(generator, rng_type, false);
}

curandStatus_t curandCreateGeneratorHost(curandGenerator_t *generator,
                                         curandRngType_t rng_type) {
  return create(generator, rng_type, true);
}

curandStatus_t curandDestroyGenerator(curandGenerator_t generator) {
  if (!generator)
    return CURAND_STATUS_NOT_INITIALIZED;
  cudaFree(generator->vectors);
  cudaFree(generator->mtgpStates);
  delete generator;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGetVersion(int *version) {
  if (!version)
    return CURAND_STATUS_OUT_OF_RANGE;
  *version = CURAND_VERSION;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetStream(curandGenerator_t generator, cudaStream_t stream) {
  if (!generator)
    return CURAND_STATUS_NOT_INITIALIZED;
  generator->stream = stream;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t generator,
                                                  unsigned long long seed) {
  if (!generator)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (isQuasi(generator->type))
    return CURAND_STATUS_TYPE_ERROR;
  generator->seed = seed;
  generator->mtgpSeeded = false;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetGeneratorOffset(curandGenerator_t generator, unsigned long long offset) {
  if (!generator)
    return CURAND_STATUS_NOT_INITIALIZED;
  generator->offset = offset;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetGeneratorOrdering(curandGenerator_t generator, curandOrdering_t order) {
  if (!generator)
    return CURAND_STATUS_NOT_INITIALIZED;
  bool pseudoOrder = order == CURAND_ORDERING_PSEUDO_BEST ||
                     order == CURAND_ORDERING_PSEUDO_DEFAULT ||
                     order == CURAND_ORDERING_PSEUDO_SEEDED ||
                     order == CURAND_ORDERING_PSEUDO_LEGACY ||
                     order == CURAND_ORDERING_PSEUDO_DYNAMIC;
  if (isQuasi(generator->type) ? order != CURAND_ORDERING_QUASI_DEFAULT : !pseudoOrder)
    return CURAND_STATUS_OUT_OF_RANGE;
  generator->ordering = order;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t generator,
                                                       unsigned int num_dimensions) {
  if (!generator)
    return CURAND_STATUS_NOT_INITIALIZED;
  if (!isQuasi(generator->type))
    return CURAND_STATUS_TYPE_ERROR;
  if (num_dimensions < 1 || num_dimensions > SOBOL_DIMENSIONS)
    return CURAND_STATUS_OUT_OF_RANGE;
  generator->dimensions = num_dimensions;
  return CURAND_STATUS_SUCCESS;
}

curandStatus_t curandGenerateSeeds(curandGenerator_t generator) {
  return generator ? CURAND_STATUS_SUCCESS : CURAND_STATUS_NOT_INITIALIZED;
}

curandStatus_t curandGenerate(curandGenerator_t generator, unsigned int *outputPtr, size_t num) {
  if (generator && is64(generator))
    return CURAND_STATUS_TYPE_ERROR;
  return generate<Bits>(generator, outputPtr, num, 0, 0, false);
}

curandStatus_t curandGenerateLongLong(curandGenerator_t generator, unsigned long long *outputPtr,
                                      size_t num) {
  if (generator && !is64(generator))
    return CURAND_STATUS_TYPE_ERROR;
  return generate<Bits>(generator, outputPtr, num, 0, 0, false);
}

curandStatus_t curandGenerateUniform(curandGenerator_t generator, float *outputPtr, size_t num) {
  return generate<Uniform>(generator, outputPtr, num, 0, 0, false);
}

curandStatus_t curandGenerateUniformDouble(curandGenerator_t generator, double *outputPtr,
                                           size_t num) {
  return generate<UniformDouble>(generator, outputPtr, num, 0, 0, false);
}

curandStatus_t curandGenerateNormal(curandGenerator_t generator, float *outputPtr, size_t n,
                                    float mean, float stddev) {
  return generate<Normal>(generator, outputPtr, n, mean, stddev, true);
}

curandStatus_t curandGenerateNormalDouble(curandGenerator_t generator, double *outputPtr,
                                          size_t n, double mean, double stddev) {
  return generate<NormalDouble>(generator, outputPtr, n, mean, stddev, true);
}

curandStatus_t curandGenerateLogNormal(curandGenerator_t generator, float *outputPtr, size_t n,
                                       float mean, float stddev) {
  return generate<LogNormal>(generator, outputPtr, n, mean, stddev, true);
}

curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t generator, double *outputPtr,
                                             size_t n, double mean, double stddev) {
  return generate<LogNormalDouble>(generator, outputPtr, n, mean, stddev, true);
}

curandStatus_t curandGeneratePoisson(curandGenerator_t generator, unsigned int *outputPtr,
                                     size_t n, double lambda) {
  if (generator && isQuasi(generator->type))
    return CURAND_STATUS_TYPE_ERROR;
  if (lambda <= 0)
    return CURAND_STATUS_OUT_OF_RANGE;
  return generate<Poisson>(generator, outputPtr, n, lambda, 0, false);
}

} // extern "C"
