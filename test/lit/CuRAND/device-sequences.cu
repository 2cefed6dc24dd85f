// cuRAND's device API gives the numbers CUDA gives: curand() of XORWOW,
// Philox4_32_10, MRG32k3a, Sobol32 and Sobol64 for a spread of seeds,
// subsequences and offsets (skip-ahead by tables and by stepping), curand4,
// skipahead after init, and the documented conversions to uniform floats and
// doubles. The program prints what the device made; curand_reference.py
// computes every value independently (XORWOW from Marsaglia's paper with
// GF(2) matrix powers for the jumps, Philox from Salmon et al. checked against
// Random123's known answers, MRG32k3a from L'Ecuyer's recurrence with integer
// matrix powers, Sobol from SciPy's Joe-Kuo direction numbers and Gray-code
// order) and prints a line per mismatch.
// REQUIRES: ultima-cc
// RUN: %python %S/Inputs/curand_reference.py --direction-vectors %t.dv
// RUN: %ultima-cc %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t %t.dv > %t.out
// RUN: %python %S/Inputs/curand_reference.py --check %t.out | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: MISMATCH
// CHECK: checked {{[1-9][0-9][0-9]+}} values
// CHECK-NEXT: OK
#include <cstdio>
#include <curand_kernel.h>
#include <vector>

#define DRAWS 6

struct Case {
  unsigned long long seed, subsequence, offset;
};

static const Case cases[] = {
    {0xf7dcefddaad26b49ull, 0, 0}, // XORWOW: Marsaglia's initial state
    {0, 0, 0},
    {1234, 0, 0},
    {1234, 1, 0},
    {1234, 3, 1000},
    {1234, 0, 159},
    {1234, 0, 160},
    {1234, 0, 1000003},
    {42, (1ull << 20) + 5, 5},
    {0x1234567890abcdefull, 7, (1ull << 33) + 2},
    {99, (1ull << 40) + 3, 3},
};
static const int ncases = sizeof(cases) / sizeof(cases[0]);

template <typename State>
__global__ void draw(const Case *c, unsigned *bits, float *uniform, double *uniform_double) {
  int i = threadIdx.x;
  State s;
  curand_init(c[i].seed, c[i].subsequence, c[i].offset, &s);
  for (int k = 0; k < DRAWS; ++k)
    bits[i * DRAWS + k] = curand(&s);
  // Separate states for the conversions, from the same start.
  State u;
  curand_init(c[i].seed, c[i].subsequence, c[i].offset, &u);
  uniform[i] = curand_uniform(&u);
  uniform_double[i] = curand_uniform_double(&u);
}

// skipahead after curand_init moves as far as the offset would have.
template <typename State> __global__ void skip(const Case *c, unsigned *bits) {
  int i = threadIdx.x;
  State s;
  curand_init(c[i].seed, c[i].subsequence, 0, &s);
  curand(&s);
  skipahead(c[i].offset, &s);
  bits[i] = curand(&s);
}

__global__ void philox4(const Case *c, uint4 *out) {
  int i = threadIdx.x;
  curandStatePhilox4_32_10_t s;
  curand_init(c[i].seed, c[i].subsequence, c[i].offset, &s);
  curand(&s); // curand4 from a state part-way through its block of four
  out[2 * i] = curand4(&s);
  out[2 * i + 1] = curand4(&s);
}

__global__ void sobol32(curandDirectionVectors32_t *vectors, unsigned offset, unsigned *out) {
  int dim = threadIdx.x;
  curandStateSobol32_t s;
  curand_init(vectors[dim], offset, &s);
  for (int k = 0; k < DRAWS; ++k)
    out[dim * DRAWS + k] = curand(&s);
}

__global__ void sobol64(curandDirectionVectors64_t *vectors, unsigned long long offset,
                        unsigned long long *out) {
  int dim = threadIdx.x;
  curandStateSobol64_t s;
  curand_init(vectors[dim], offset, &s);
  for (int k = 0; k < DRAWS; ++k)
    out[dim * DRAWS + k] = curand(&s);
}

template <typename T> static T *upload(const T *host, size_t n) {
  T *d = nullptr;
  cudaMalloc(&d, n * sizeof(T));
  cudaMemcpy(d, host, n * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}

template <typename T> static std::vector<T> download(const T *d, size_t n) {
  std::vector<T> host(n);
  cudaMemcpy(host.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return host;
}

template <typename State> static void run(const char *name, const Case *dcases) {
  unsigned *bits, *skipped;
  float *uniform;
  double *uniform_double;
  cudaMalloc(&bits, ncases * DRAWS * sizeof(unsigned));
  cudaMalloc(&skipped, ncases * sizeof(unsigned));
  cudaMalloc(&uniform, ncases * sizeof(float));
  cudaMalloc(&uniform_double, ncases * sizeof(double));
  draw<State><<<1, ncases>>>(dcases, bits, uniform, uniform_double);
  skip<State><<<1, ncases>>>(dcases, skipped);
  std::vector<unsigned> b = download(bits, ncases * DRAWS), sk = download(skipped, ncases);
  std::vector<float> u = download(uniform, ncases);
  std::vector<double> ud = download(uniform_double, ncases);
  for (int i = 0; i < ncases; ++i) {
    std::printf("%s %llu %llu %llu bits", name, cases[i].seed, cases[i].subsequence,
                cases[i].offset);
    for (int k = 0; k < DRAWS; ++k)
      std::printf(" %u", b[i * DRAWS + k]);
    std::printf("\n%s %llu %llu %llu skip %u\n", name, cases[i].seed, cases[i].subsequence,
                cases[i].offset, sk[i]);
    std::printf("%s %llu %llu %llu uniform %.9g %.17g\n", name, cases[i].seed,
                cases[i].subsequence, cases[i].offset, u[i], ud[i]);
  }
  cudaFree(bits);
  cudaFree(skipped);
  cudaFree(uniform);
  cudaFree(uniform_double);
}

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  Case *dcases = upload(cases, ncases);
  run<curandStateXORWOW_t>("xorwow", dcases);
  run<curandStatePhilox4_32_10_t>("philox", dcases);
  run<curandStateMRG32k3a_t>("mrg32k3a", dcases);

  uint4 *four;
  cudaMalloc(&four, 2 * ncases * sizeof(uint4));
  philox4<<<1, ncases>>>(dcases, four);
  std::vector<uint4> f = download(four, 2 * ncases);
  for (int i = 0; i < ncases; ++i)
    std::printf("philox %llu %llu %llu four %u %u %u %u %u %u %u %u\n", cases[i].seed,
                cases[i].subsequence, cases[i].offset, f[2 * i].x, f[2 * i].y, f[2 * i].z,
                f[2 * i].w, f[2 * i + 1].x, f[2 * i + 1].y, f[2 * i + 1].z, f[2 * i + 1].w);

  // Direction vectors of the first dimensions, as the reference wrote them.
  const int dims = 4;
  unsigned v32[dims][32];
  unsigned long long v64[dims][64];
  FILE *file = std::fopen(argv[1], "r");
  for (int d = 0; d < dims; ++d)
    for (int k = 0; k < 32; ++k)
      if (std::fscanf(file, "%u", &v32[d][k]) != 1)
        return 3;
  for (int d = 0; d < dims; ++d)
    for (int k = 0; k < 64; ++k)
      if (std::fscanf(file, "%llu", &v64[d][k]) != 1)
        return 3;
  std::fclose(file);
  curandDirectionVectors32_t *dv32 = upload(&v32[0], dims);
  curandDirectionVectors64_t *dv64 = upload(&v64[0], dims);
  unsigned *s32;
  unsigned long long *s64;
  cudaMalloc(&s32, dims * DRAWS * sizeof(unsigned));
  cudaMalloc(&s64, dims * DRAWS * sizeof(unsigned long long));
  const unsigned offsets[] = {0, 1, 5, 1000};
  for (unsigned offset : offsets) {
    sobol32<<<1, dims>>>(dv32, offset, s32);
    sobol64<<<1, dims>>>(dv64, offset, s64);
    std::vector<unsigned> a = download(s32, dims * DRAWS);
    std::vector<unsigned long long> b = download(s64, dims * DRAWS);
    for (int d = 0; d < dims; ++d) {
      std::printf("sobol32 %d %u", d, offset);
      for (int k = 0; k < DRAWS; ++k)
        std::printf(" %u", a[d * DRAWS + k]);
      std::printf("\nsobol64 %d %u", d, offset);
      for (int k = 0; k < DRAWS; ++k)
        std::printf(" %llu", b[d * DRAWS + k]);
      std::printf("\n");
    }
  }
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
