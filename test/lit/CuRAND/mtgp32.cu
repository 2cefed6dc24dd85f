// MTGP32 (docs/cuda-libraries.md#mtgp32) against a host reference written
// here from Saito and Matsumoto's recurrence and tempering and the seeding
// the documentation gives, over the parameter table programs pass:
// - the device API: curand with 1-D and 2-D blocks, curand_mtgp32_specific
//   with indices that are not the thread numbers, curand_mtgp32_single, and
//   the distributions (uniform, normal, log-normal, Poisson);
// - the host API: the documented order (16384-value rounds over 64 states),
//   generations that continue inside a round, offsets forwards and back,
//   seeds, host generators, and every distribution;
// - status codes of the set-up functions.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: compared {{[1-9][0-9]+}} values
// CHECK: OK
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <curand.h>
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>
#include <vector>
#include "expect.h"

#define CURAND_EXPECT(call, status) EXPECT((call) == (status))

static long compared = 0;

/* One state's words: x[0 .. 350] the seeded state, x[351 + k] the k-th word
   made, tempered by the word at pos - 1 after the oldest it reads. */
struct Reference {
  const mtgp32_params_fast_t &p;
  std::vector<uint32_t> x;
  std::vector<uint32_t> temper; // tempering index of each word made

  Reference(const mtgp32_params_fast_t &params, unsigned long long seed, unsigned index)
      : p(params), x(351, 0) {
    x[0] = (uint32_t)seed;
    x[1] = (uint32_t)(seed >> 32);
    x[2] = index;
    for (uint32_t j = 1; j < 351; ++j)
      x[j] ^= 1812433253u * (x[j - 1] ^ (x[j - 1] >> 30)) + j;
  }
  void makeUpTo(size_t k) {
    while (temper.size() <= k) {
      size_t i = temper.size();
      uint32_t v = (x[i] & p.mask) ^ x[i + 1];
      v ^= v << p.sh1;
      uint32_t y = v ^ (x[i + (size_t)p.pos] >> p.sh2);
      x.push_back(y ^ p.tbl[y & 15]);
      uint32_t t = x[i + (size_t)p.pos - 1];
      t ^= t >> 16;
      t ^= t >> 8;
      temper.push_back(t & 15);
    }
  }
  uint32_t word(size_t k) {
    makeUpTo(k);
    return x[351 + k] ^ p.tmp_tbl[temper[k]];
  }
  float single(size_t k) {
    makeUpTo(k);
    uint32_t bits = (x[351 + k] >> 9) ^ p.flt_tmp_tbl[temper[k]];
    float f;
    std::memcpy(&f, &bits, sizeof f);
    return f - 1.0f;
  }
};

/* cuRAND's documented conversions of a 32-bit word. */
static double uniformOf(uint32_t w) { return w * 0x1p-32 + 0x1p-33; }

/* The standard normal quantile, by Newton's method on erfc. */
static double normalQuantile(double u) {
  double z = 0.0;
  for (int i = 0; i < 100; ++i) {
    double f = 0.5 * std::erfc(-z / std::sqrt(2.0)) - u;
    double density = std::exp(-0.5 * z * z) / std::sqrt(2.0 * M_PI);
    double step = f / density;
    z -= step;
    if (std::fabs(step) < 1e-15 * (1.0 + std::fabs(z)))
      break;
  }
  return z;
}

/* Poisson by inversion summed from 0. */
static unsigned poissonOf(uint32_t w, double lambda) {
  double u = uniformOf(w);
  double p = std::exp(-lambda), cdf = p;
  unsigned k = 0;
  while (u > cdf) {
    ++k;
    p *= lambda / k;
    cdf += p;
  }
  return k;
}

static bool near(double got, double want, double tolerance) {
  ++compared;
  return std::fabs(got - want) <= tolerance * (1.0 + std::fabs(want));
}

__global__ void words(curandStateMtgp32_t *states, unsigned calls, unsigned *out) {
  unsigned t = threadIdx.y * blockDim.x + threadIdx.x;
  unsigned d = blockDim.x * blockDim.y;
  for (unsigned c = 0; c < calls; ++c)
    out[(blockIdx.x * calls + c) * d + t] = curand(&states[blockIdx.x]);
}

/* Thread t takes index (37 t) mod 128, a permutation of 0 .. 127. */
__global__ void specific(curandStateMtgp32_t *states, unsigned calls, unsigned *out) {
  unsigned char index = (unsigned char)((threadIdx.x * 37u) % 128u);
  for (unsigned c = 0; c < calls; ++c)
    out[c * 128 + index] = curand_mtgp32_specific(&states[blockIdx.x], index, 128);
}

__global__ void singles(curandStateMtgp32_t *states, float *out) {
  for (unsigned c = 0; c < 2; ++c)
    out[c * blockDim.x + threadIdx.x] = curand_mtgp32_single(&states[blockIdx.x]);
}

__global__ void distributions(curandStateMtgp32_t *states, float *f, double *d, unsigned *k) {
  unsigned t = threadIdx.x, n = blockDim.x;
  curandStateMtgp32_t *s = &states[blockIdx.x];
  f[0 * n + t] = curand_uniform(s);
  d[0 * n + t] = curand_uniform_double(s);
  f[1 * n + t] = curand_normal(s);
  d[1 * n + t] = curand_normal_double(s);
  f[2 * n + t] = curand_log_normal(s, 0.5f, 0.25f);
  d[2 * n + t] = curand_log_normal_double(s, 0.5, 0.25);
  k[0 * n + t] = curand_poisson(s, 4.0);
  k[1 * n + t] = curand_poisson(s, 1000.0);
}

static curandStateMtgp32_t *makeStates(int n, unsigned long long seed) {
  curandStateMtgp32_t *states;
  cudaMalloc(&states, n * sizeof(curandStateMtgp32_t));
  CURAND_EXPECT(curandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213, nullptr, n, seed),
                CURAND_STATUS_SUCCESS);
  return states;
}

static void deviceWords() {
  const unsigned long long seed = 0x123456789abcdefull;
  const unsigned calls = 5;
  unsigned *out;
  cudaMallocManaged(&out, 4 * calls * 256 * sizeof(unsigned));
  // 1-D blocks of 256 and 2-D blocks of 16 x 8: thread t makes word t of
  // each round of blockDim words.
  for (int shape = 0; shape < 2; ++shape) {
    curandStateMtgp32_t *states = makeStates(4, seed);
    dim3 block = shape == 0 ? dim3(256) : dim3(16, 8);
    unsigned d = block.x * block.y;
    words<<<4, block>>>(states, calls, out);
    EXPECT(cudaDeviceSynchronize() == cudaSuccess);
    for (unsigned b = 0; b < 4; ++b) {
      Reference ref(mtgp32dc_params_fast_11213[b], seed, b);
      for (unsigned k = 0; k < calls * d; ++k) {
        ++compared;
        if (out[b * calls * d + k] != ref.word(k)) {
          EXPECT(out[b * calls * d + k] == ref.word(k));
          std::printf("shape %d state %u word %u\n", shape, b, k);
          break;
        }
      }
    }
    cudaFree(states);
  }
  // curand_mtgp32_specific: index i makes word i of each round of 128.
  curandStateMtgp32_t *states = makeStates(2, seed);
  specific<<<1, 128>>>(states + 1, calls, out);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  Reference ref(mtgp32dc_params_fast_11213[1], seed, 1);
  for (unsigned k = 0; k < calls * 128; ++k) {
    ++compared;
    EXPECT(out[k] == ref.word(k));
    if (out[k] != ref.word(k))
      break;
  }
  cudaFree(states);
  // curand_mtgp32_single: the float tempering table, in [0, 1).
  float *f;
  cudaMallocManaged(&f, 2 * 64 * sizeof(float));
  states = makeStates(3, 99);
  singles<<<1, 64>>>(states + 2, f);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  Reference single(mtgp32dc_params_fast_11213[2], 99, 2);
  for (unsigned k = 0; k < 128; ++k) {
    ++compared;
    EXPECT(f[k] == single.single(k) && f[k] >= 0.0f && f[k] < 1.0f);
  }
  cudaFree(states);
  cudaFree(f);
  cudaFree(out);
}

static void deviceDistributions() {
  const unsigned n = 256, blocks = 8;
  float *f;
  double *d;
  unsigned *k;
  cudaMallocManaged(&f, 3 * n * blocks * sizeof(float));
  cudaMallocManaged(&d, 3 * n * blocks * sizeof(double));
  cudaMallocManaged(&k, 2 * n * blocks * sizeof(unsigned));
  curandStateMtgp32_t *states = makeStates(blocks, 7);
  // Each block writes its own slices: offsets by block below.
  for (unsigned b = 0; b < blocks; ++b)
    distributions<<<1, n>>>(states + b, f + 3 * n * b, d + 3 * n * b, k + 2 * n * b);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  double sum = 0, squares = 0;
  for (unsigned b = 0; b < blocks; ++b) {
    Reference ref(mtgp32dc_params_fast_11213[b], 7, b);
    float *fb = f + 3 * n * b;
    double *db = d + 3 * n * b;
    unsigned *kb = k + 2 * n * b;
    for (unsigned t = 0; t < n; ++t) {
      EXPECT(near(fb[t], uniformOf(ref.word(0 * n + t)), 1e-7));
      EXPECT(near(db[t], uniformOf(ref.word(1 * n + t)), 1e-15));
      EXPECT(near(fb[n + t], normalQuantile(uniformOf(ref.word(2 * n + t))), 2e-5));
      EXPECT(near(db[n + t], normalQuantile(uniformOf(ref.word(3 * n + t))), 1e-12));
      EXPECT(near(fb[2 * n + t],
                  std::exp(0.5 + 0.25 * normalQuantile(uniformOf(ref.word(4 * n + t)))), 2e-5));
      EXPECT(near(db[2 * n + t],
                  std::exp(0.5 + 0.25 * normalQuantile(uniformOf(ref.word(5 * n + t)))), 1e-12));
      ++compared;
      EXPECT(kb[t] == poissonOf(ref.word(6 * n + t), 4.0));
      sum += kb[n + t];
      squares += (double)kb[n + t] * kb[n + t];
    }
  }
  // lambda = 1000: 2048 variates; the mean's standard error is 0.7.
  double count = n * blocks, mean = sum / count, variance = squares / count - mean * mean;
  EXPECT(std::fabs(mean - 1000.0) < 4.0);
  EXPECT(std::fabs(variance / 1000.0 - 1.0) < 0.15);
  cudaFree(states);
  cudaFree(f);
  cudaFree(d);
  cudaFree(k);
}

/* Value i of the host API's stream: word (i / 16384) * 256 + i % 256 of
   state (i / 256) mod 64. */
struct HostOrder {
  std::vector<Reference> states;
  explicit HostOrder(unsigned long long seed) {
    for (unsigned b = 0; b < 64; ++b)
      states.emplace_back(mtgp32dc_params_fast_11213[b], seed, b);
  }
  uint32_t value(size_t i) { return states[(i / 256) % 64].word(i / 16384 * 256 + i % 256); }
};

static void hostApi() {
  const unsigned long long seed = 777;
  const size_t n = 40000;
  HostOrder order(seed);
  unsigned *d;
  cudaMalloc(&d, n * sizeof(unsigned));
  std::vector<unsigned> h(n);
  curandGenerator_t g;
  CURAND_EXPECT(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32), CURAND_STATUS_SUCCESS);
  CURAND_EXPECT(curandSetPseudoRandomGeneratorSeed(g, seed), CURAND_STATUS_SUCCESS);
  // Three generations ending inside rounds continue one stream.
  CURAND_EXPECT(curandGenerate(g, d, 10000), CURAND_STATUS_SUCCESS);
  CURAND_EXPECT(curandGenerate(g, d + 10000, 7000), CURAND_STATUS_SUCCESS);
  CURAND_EXPECT(curandGenerate(g, d + 17000, n - 17000), CURAND_STATUS_SUCCESS);
  cudaMemcpy(h.data(), d, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  for (size_t i = 0; i < n; ++i) {
    ++compared;
    if (h[i] != order.value(i)) {
      EXPECT(h[i] == order.value(i));
      std::printf("host API value %zu\n", i);
      break;
    }
  }
  // Offsets forwards and back.
  for (unsigned long long offset : {35000ull, 5000ull, 16384ull}) {
    CURAND_EXPECT(curandSetGeneratorOffset(g, offset), CURAND_STATUS_SUCCESS);
    CURAND_EXPECT(curandGenerate(g, d, 1000), CURAND_STATUS_SUCCESS);
    cudaMemcpy(h.data(), d, 1000 * sizeof(unsigned), cudaMemcpyDeviceToHost);
    for (size_t i = 0; i < 1000; ++i) {
      ++compared;
      EXPECT(h[i] == order.value(offset + i));
      if (h[i] != order.value(offset + i))
        break;
    }
  }
  // Another seed, then the first again.
  CURAND_EXPECT(curandSetPseudoRandomGeneratorSeed(g, seed + 1), CURAND_STATUS_SUCCESS);
  CURAND_EXPECT(curandSetGeneratorOffset(g, 0), CURAND_STATUS_SUCCESS);
  CURAND_EXPECT(curandGenerate(g, d, 256), CURAND_STATUS_SUCCESS);
  cudaMemcpy(h.data(), d, 256 * sizeof(unsigned), cudaMemcpyDeviceToHost);
  HostOrder other(seed + 1);
  for (size_t i = 0; i < 256; ++i) {
    ++compared;
    EXPECT(h[i] == other.value(i) && h[i] != order.value(i));
  }
  // A host generator: the same stream, in host memory.
  curandGenerator_t hg;
  CURAND_EXPECT(curandCreateGeneratorHost(&hg, CURAND_RNG_PSEUDO_MTGP32), CURAND_STATUS_SUCCESS);
  CURAND_EXPECT(curandSetPseudoRandomGeneratorSeed(hg, seed), CURAND_STATUS_SUCCESS);
  CURAND_EXPECT(curandGenerate(hg, h.data(), 20000), CURAND_STATUS_SUCCESS);
  for (size_t i = 0; i < 20000; ++i) {
    ++compared;
    EXPECT(h[i] == order.value(i));
    if (h[i] != order.value(i))
      break;
  }
  // The distributions convert the same words as the device API does.
  const size_t m = 4096;
  std::vector<float> hf(m);
  std::vector<double> hd(m);
  CURAND_EXPECT(curandSetGeneratorOffset(hg, 0), CURAND_STATUS_SUCCESS);
  CURAND_EXPECT(curandGenerateUniform(hg, hf.data(), m), CURAND_STATUS_SUCCESS);
  for (size_t i = 0; i < m; ++i)
    EXPECT(near(hf[i], uniformOf(order.value(i)), 1e-7));
  CURAND_EXPECT(curandGenerateUniformDouble(hg, hd.data(), m), CURAND_STATUS_SUCCESS);
  for (size_t i = 0; i < m; ++i)
    EXPECT(near(hd[i], uniformOf(order.value(m + i)), 1e-15));
  CURAND_EXPECT(curandGenerateNormal(hg, hf.data(), m, 2.0f, 3.0f), CURAND_STATUS_SUCCESS);
  for (size_t i = 0; i < m; ++i)
    EXPECT(near(hf[i], 2.0 + 3.0 * normalQuantile(uniformOf(order.value(2 * m + i))), 5e-5));
  CURAND_EXPECT(curandGenerateNormalDouble(hg, hd.data(), m, 2.0, 3.0), CURAND_STATUS_SUCCESS);
  for (size_t i = 0; i < m; ++i)
    EXPECT(near(hd[i], 2.0 + 3.0 * normalQuantile(uniformOf(order.value(3 * m + i))), 1e-12));
  CURAND_EXPECT(curandGenerateLogNormal(hg, hf.data(), m, 0.5f, 0.25f), CURAND_STATUS_SUCCESS);
  for (size_t i = 0; i < m; ++i)
    EXPECT(near(hf[i], std::exp(0.5 + 0.25 * normalQuantile(uniformOf(order.value(4 * m + i)))),
                2e-5));
  CURAND_EXPECT(curandGenerateLogNormalDouble(hg, hd.data(), m, 0.5, 0.25),
                CURAND_STATUS_SUCCESS);
  for (size_t i = 0; i < m; ++i)
    EXPECT(near(hd[i], std::exp(0.5 + 0.25 * normalQuantile(uniformOf(order.value(5 * m + i)))),
                1e-12));
  CURAND_EXPECT(curandGeneratePoisson(hg, h.data(), m, 4.0), CURAND_STATUS_SUCCESS);
  for (size_t i = 0; i < m; ++i) {
    ++compared;
    EXPECT(h[i] == poissonOf(order.value(6 * m + i), 4.0));
  }
  CURAND_EXPECT(curandGenerateNormal(hg, hf.data(), 3, 0.0f, 1.0f),
                CURAND_STATUS_LENGTH_NOT_MULTIPLE);
  curandDestroyGenerator(hg);
  curandDestroyGenerator(g);
  cudaFree(d);
}

static void setUp() {
  mtgp32_kernel_params_t *k;
  cudaMalloc(&k, sizeof(mtgp32_kernel_params_t));
  CURAND_EXPECT(curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, k), CURAND_STATUS_SUCCESS);
  mtgp32_kernel_params_t *h = new mtgp32_kernel_params_t;
  cudaMemcpy(h, k, sizeof *h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < CURAND_NUM_MTGP32_PARAMS; ++i) {
    const mtgp32_params_fast_t &p = mtgp32dc_params_fast_11213[i];
    EXPECT(h->pos_tbl[i] == (unsigned)p.pos && h->sh1_tbl[i] == (unsigned)p.sh1 &&
           h->sh2_tbl[i] == (unsigned)p.sh2 && h->param_tbl[i][15] == p.tbl[15] &&
           h->temper_tbl[i][9] == p.tmp_tbl[9] && h->single_temper_tbl[i][3] == p.flt_tmp_tbl[3]);
    // Every table entry is the span of the four basis words 1, 2, 4, 8.
    for (int e = 0; e < 16; ++e)
      EXPECT(p.tbl[e] == ((e & 1 ? p.tbl[1] : 0) ^ (e & 2 ? p.tbl[2] : 0) ^
                          (e & 4 ? p.tbl[4] : 0) ^ (e & 8 ? p.tbl[8] : 0)));
    EXPECT(p.mexp == 11213 && p.mask == 0xfff80000u);
  }
  delete h;
  cudaFree(k);
  curandStateMtgp32_t *s;
  cudaMalloc(&s, sizeof(curandStateMtgp32_t));
  CURAND_EXPECT(curandMakeMTGP32KernelState(s, mtgp32dc_params_fast_11213, nullptr, 0, 1),
                CURAND_STATUS_OUT_OF_RANGE);
  CURAND_EXPECT(curandMakeMTGP32KernelState(s, mtgp32dc_params_fast_11213, nullptr, 201, 1),
                CURAND_STATUS_OUT_OF_RANGE);
  mtgp32_params_fast_t wide = mtgp32dc_params_fast_11213[0];
  wide.pos = MTGPDC_N - THREAD_NUM + 1; // would read a word the round is making
  CURAND_EXPECT(curandMakeMTGP32KernelState(s, &wide, nullptr, 1, 1), CURAND_STATUS_OUT_OF_RANGE);
  CURAND_EXPECT(curandMakeMTGP32KernelState(nullptr, mtgp32dc_params_fast_11213, nullptr, 1, 1),
                CURAND_STATUS_NOT_INITIALIZED);
  cudaFree(s);
}

int main() {
  setUp();
  deviceWords();
  deviceDistributions();
  hostApi();
  std::printf("compared %ld values\n", compared);
  return DONE();
}
