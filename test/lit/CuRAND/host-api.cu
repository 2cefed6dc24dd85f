// cuRAND's host API (libultima-curand) gives the numbers its documented order
// promises (docs/cuda-libraries.md#curand): value i of a pseudo-random
// generation with offset o is call (o + i) / 4096 of the device API's
// distribution on subsequence (o + i) mod 4096, recomputed here one value per
// thread with curand_init and discarded calls; generations continue where the
// last one stopped; host generators give what device generators give; Sobol
// output is n / d values per dimension (checked against SciPy by
// curand_reference.py); and bad requests return cuRAND's status codes.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t > %t.out
// RUN: FileCheck --check-prefix=SELF %s < %t.out
// RUN: %python %S/Inputs/curand_reference.py --check %t.out | FileCheck %s
// BUILD-NOT: warning
// SELF-NOT: FAILED
// SELF: OK
// CHECK-NOT: MISMATCH
// CHECK: checked {{[1-9][0-9]+}} values
// CHECK-NEXT: OK
#include <cmath>
#include <cstdio>
#include <curand.h>
#include <curand_kernel.h>
#include <vector>
#include "expect.h"

#define CURAND_EXPECT(call, status) EXPECT((call) == (status))

enum Dist { BITS, UNIFORM, UNIFORM_DOUBLE, NORMAL, NORMAL_DOUBLE, LOG_NORMAL, POISSON };

template <typename State, typename T>
__global__ void expected(unsigned long long seed, unsigned long long offset, int n, int dist,
                         T *out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i >= n)
    return;
  unsigned long long index = offset + i;
  State s;
  curand_init(seed, index % 4096, 0, &s);
  double value = 0;
  for (unsigned long long call = 0; call <= index / 4096; ++call) {
    switch (dist) {
    case BITS:
      value = curand(&s);
      break;
    case UNIFORM:
      value = curand_uniform(&s);
      break;
    case UNIFORM_DOUBLE:
      value = curand_uniform_double(&s);
      break;
    case NORMAL:
      value = 1.5f + 2.0f * curand_normal(&s);
      break;
    case NORMAL_DOUBLE:
      value = 1.5 + 2.0 * curand_normal_double(&s);
      break;
    case LOG_NORMAL:
      value = curand_log_normal(&s, 0.5f, 0.25f);
      break;
    default:
      value = curand_poisson(&s, 7.5);
    }
  }
  out[i] = (T)value;
}

template <typename T> static std::vector<T> fetch(const T *d, size_t n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}

template <typename State, typename T>
static void compare(curandRngType_t type, int dist, const char *what,
                    curandStatus_t (*gen)(curandGenerator_t, T *, size_t)) {
  const unsigned long long seed = 987654321ull, offset = 4090;
  const int n = 9000, first = 5000;
  for (int host = 0; host < 2; ++host) {
    curandGenerator_t g;
    CURAND_EXPECT(host ? curandCreateGeneratorHost(&g, type) : curandCreateGenerator(&g, type),
                  CURAND_STATUS_SUCCESS);
    CURAND_EXPECT(curandSetPseudoRandomGeneratorSeed(g, seed), CURAND_STATUS_SUCCESS);
    CURAND_EXPECT(curandSetGeneratorOffset(g, offset), CURAND_STATUS_SUCCESS);
    std::vector<T> got(n);
    T *d = nullptr;
    cudaMalloc(&d, n * sizeof(T));
    // Two generations: the second continues the sequence.
    if (host) {
      CURAND_EXPECT(gen(g, got.data(), first), CURAND_STATUS_SUCCESS);
      CURAND_EXPECT(gen(g, got.data() + first, n - first), CURAND_STATUS_SUCCESS);
    } else {
      CURAND_EXPECT(gen(g, d, first), CURAND_STATUS_SUCCESS);
      CURAND_EXPECT(gen(g, d + first, n - first), CURAND_STATUS_SUCCESS);
      got = fetch(d, n);
    }
    expected<State, T><<<(n + 255) / 256, 256>>>(seed, offset, n, dist, d);
    std::vector<T> want = fetch(d, n);
    int bad = 0;
    for (int i = 0; i < n; ++i)
      if (!(got[i] == want[i]))
        ++bad;
    if (bad)
      std::printf("%s %s: %d of %d values differ (first: %g vs %g)\n", what,
                  host ? "host" : "device", bad, n, (double)got[0], (double)want[0]);
    EXPECT(bad == 0);
    cudaFree(d);
    curandDestroyGenerator(g);
  }
}

static curandStatus_t normal(curandGenerator_t g, float *out, size_t n) {
  return curandGenerateNormal(g, out, n, 1.5f, 2.0f);
}
static curandStatus_t normalDouble(curandGenerator_t g, double *out, size_t n) {
  return curandGenerateNormalDouble(g, out, n, 1.5, 2.0);
}
static curandStatus_t logNormal(curandGenerator_t g, float *out, size_t n) {
  return curandGenerateLogNormal(g, out, n, 0.5f, 0.25f);
}
static curandStatus_t poisson(curandGenerator_t g, unsigned *out, size_t n) {
  return curandGeneratePoisson(g, out, n, 7.5);
}

template <typename State> static void allDistributions(curandRngType_t type, const char *name) {
  compare<State, unsigned>(type, BITS, name, curandGenerate);
  compare<State, float>(type, UNIFORM, name, curandGenerateUniform);
  compare<State, double>(type, UNIFORM_DOUBLE, name, curandGenerateUniformDouble);
  compare<State, float>(type, NORMAL, name, normal);
  compare<State, double>(type, NORMAL_DOUBLE, name, normalDouble);
  compare<State, float>(type, LOG_NORMAL, name, logNormal);
  compare<State, unsigned>(type, POISSON, name, poisson);
}

int main() {
  allDistributions<curandStateXORWOW_t>(CURAND_RNG_PSEUDO_DEFAULT, "xorwow");
  allDistributions<curandStateMRG32k3a_t>(CURAND_RNG_PSEUDO_MRG32K3A, "mrg32k3a");
  allDistributions<curandStatePhilox4_32_10_t>(CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox");

  // Sobol: 4 dimensions, 6 values each from offset 5, as 32- and 64-bit.
  const int dims = 4, per = 6;
  curandGenerator_t q32, q64;
  CURAND_EXPECT(curandCreateGeneratorHost(&q32, CURAND_RNG_QUASI_SOBOL32), CURAND_STATUS_SUCCESS);
  CURAND_EXPECT(curandCreateGenerator(&q64, CURAND_RNG_QUASI_SOBOL64), CURAND_STATUS_SUCCESS);
  for (curandGenerator_t q : {q32, q64}) {
    CURAND_EXPECT(curandSetQuasiRandomGeneratorDimensions(q, dims), CURAND_STATUS_SUCCESS);
    CURAND_EXPECT(curandSetGeneratorOffset(q, 5), CURAND_STATUS_SUCCESS);
  }
  unsigned h32[dims * per];
  CURAND_EXPECT(curandGenerate(q32, h32, dims * per), CURAND_STATUS_SUCCESS);
  unsigned long long *d64;
  cudaMalloc(&d64, dims * per * sizeof(unsigned long long));
  CURAND_EXPECT(curandGenerateLongLong(q64, d64, dims * per), CURAND_STATUS_SUCCESS);
  std::vector<unsigned long long> h64 = fetch(d64, dims * per);
  for (int d = 0; d < dims; ++d) {
    std::printf("sobol32 %d 5", d);
    for (int k = 0; k < per; ++k)
      std::printf(" %u", h32[d * per + k]);
    std::printf("\nsobol64 %d 5", d);
    for (int k = 0; k < per; ++k)
      std::printf(" %llu", h64[d * per + k]);
    std::printf("\n");
  }
  // The next generation continues at point 5 + 6 of each dimension.
  CURAND_EXPECT(curandGenerate(q32, h32, dims * per), CURAND_STATUS_SUCCESS);
  for (int d = 0; d < dims; ++d) {
    std::printf("sobol32 %d 11", d);
    for (int k = 0; k < per; ++k)
      std::printf(" %u", h32[d * per + k]);
    std::printf("\n");
  }
  curandDirectionVectors32_t *vectors32 = nullptr;
  CURAND_EXPECT(curandGetDirectionVectors32(&vectors32, CURAND_DIRECTION_VECTORS_32_JOEKUO6),
                CURAND_STATUS_SUCCESS);
  EXPECT(vectors32 && vectors32[0][0] == 1u << 31 && vectors32[19999][0] == 1u << 31);

  // cuRAND's status codes for what it refuses.
  curandGenerator_t g;
  CURAND_EXPECT(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MT19937), CURAND_STATUS_TYPE_ERROR);
  CURAND_EXPECT(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_XORWOW), CURAND_STATUS_SUCCESS);
  float *f;
  cudaMalloc(&f, 16 * sizeof(float));
  CURAND_EXPECT(curandGenerateNormal(g, f, 3, 0.0f, 1.0f), CURAND_STATUS_LENGTH_NOT_MULTIPLE);
  CURAND_EXPECT(curandGenerateLongLong(g, d64, 2), CURAND_STATUS_TYPE_ERROR);
  CURAND_EXPECT(curandSetQuasiRandomGeneratorDimensions(g, 2), CURAND_STATUS_TYPE_ERROR);
  CURAND_EXPECT(curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT),
                CURAND_STATUS_OUT_OF_RANGE);
  CURAND_EXPECT(curandGeneratePoisson(g, (unsigned *)f, 4, 0.0), CURAND_STATUS_OUT_OF_RANGE);
  CURAND_EXPECT(curandSetQuasiRandomGeneratorDimensions(q32, 0), CURAND_STATUS_OUT_OF_RANGE);
  CURAND_EXPECT(curandSetQuasiRandomGeneratorDimensions(q32, 20001), CURAND_STATUS_OUT_OF_RANGE);
  CURAND_EXPECT(curandSetPseudoRandomGeneratorSeed(q32, 1), CURAND_STATUS_TYPE_ERROR);
  CURAND_EXPECT(curandGenerateUniform(q32, (float *)h32, 5), CURAND_STATUS_LENGTH_NOT_MULTIPLE);
  CURAND_EXPECT(curandGenerate(q64, (unsigned *)f, 4), CURAND_STATUS_TYPE_ERROR);
  CURAND_EXPECT(curandGenerate(nullptr, (unsigned *)f, 4), CURAND_STATUS_NOT_INITIALIZED);
  CURAND_EXPECT(curandGenerate(g, (unsigned *)f, 0), CURAND_STATUS_SUCCESS);
  int version = 0;
  CURAND_EXPECT(curandGetVersion(&version), CURAND_STATUS_SUCCESS);
  EXPECT(version == CURAND_VERSION);
  curandDestroyGenerator(g);
  curandDestroyGenerator(q32);
  curandDestroyGenerator(q64);
  return DONE();
}
