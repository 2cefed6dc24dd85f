// cuRAND's device distributions: curand_normal and curand_normal_double
// (Box-Muller on the generator's draws, the second of each pair returned by
// the next call), curand_normal2, Philox's curand_normal4, log-normals,
// Sobol's inverse-CDF normals, checked value by value against
// curand_reference.py; curand_poisson for small and large lambda checked by
// its mean and variance over 2^16 draws (cuRAND documents the distribution,
// not the draws its Poisson algorithm makes).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t > %t.out
// RUN: FileCheck --check-prefix=STATS %s < %t.out
// RUN: %python %S/Inputs/curand_reference.py --check %t.out | FileCheck %s
// BUILD-NOT: warning
// STATS-NOT: FAILED
// STATS: OK
// CHECK-NOT: MISMATCH
// CHECK: checked {{[1-9][0-9][0-9]+}} values
// CHECK-NEXT: OK
#include <cmath>
#include <cstdio>
#include <curand_kernel.h>
#include <vector>
#include "expect.h"

#define SEED 20261128ull
#define THREADS 4
#define VALUES 12

template <typename State> __global__ void normals(float *f, double *d) {
  int i = threadIdx.x;
  State s;
  curand_init(SEED, i, 0, &s);
  f[i * VALUES + 0] = curand_normal(&s);
  f[i * VALUES + 1] = curand_normal(&s);
  f[i * VALUES + 2] = curand_normal(&s);
  float2 pair = curand_normal2(&s);
  f[i * VALUES + 3] = pair.x;
  f[i * VALUES + 4] = pair.y;
  f[i * VALUES + 5] = curand_log_normal(&s, 0.5f, 0.25f);
  State t;
  curand_init(SEED, i, 0, &t);
  d[i * VALUES + 0] = curand_normal_double(&t);
  d[i * VALUES + 1] = curand_normal_double(&t);
  d[i * VALUES + 2] = curand_normal_double(&t);
  double2 dpair = curand_normal2_double(&t);
  d[i * VALUES + 3] = dpair.x;
  d[i * VALUES + 4] = dpair.y;
  d[i * VALUES + 5] = curand_log_normal_double(&t, 0.5, 0.25);
}

__global__ void normal4(float4 *out) {
  curandStatePhilox4_32_10_t s;
  curand_init(SEED, threadIdx.x, 0, &s);
  out[threadIdx.x] = curand_normal4(&s);
}

__global__ void sobolNormals(unsigned *vectors, float *f, double *d) {
  curandStateSobol32_t s;
  curand_init(vectors, 3, &s);
  f[threadIdx.x] = curand_normal(&s);
  curandStateSobol32_t t;
  curand_init(vectors, 3, &t);
  d[threadIdx.x] = curand_normal_double(&t);
}

template <typename State> __global__ void poisson(double lambda, int per, unsigned *out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  State s;
  curand_init(SEED, i, 0, &s);
  for (int k = 0; k < per; ++k)
    out[i * per + k] = curand_poisson(&s, lambda);
}

template <typename State> static void normalsOf(const char *name) {
  float *f;
  double *d;
  cudaMalloc(&f, THREADS * VALUES * sizeof(float));
  cudaMalloc(&d, THREADS * VALUES * sizeof(double));
  normals<State><<<1, THREADS>>>(f, d);
  std::vector<float> hf(THREADS * VALUES);
  std::vector<double> hd(THREADS * VALUES);
  cudaMemcpy(hf.data(), f, hf.size() * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(hd.data(), d, hd.size() * sizeof(double), cudaMemcpyDeviceToHost);
  for (int i = 0; i < THREADS; ++i) {
    std::printf("%s %llu %d 0 normals", name, SEED, i);
    for (int k = 0; k < 6; ++k)
      std::printf(" %.9g", hf[i * VALUES + k]);
    std::printf("\n%s %llu %d 0 normals_double", name, SEED, i);
    for (int k = 0; k < 6; ++k)
      std::printf(" %.17g", hd[i * VALUES + k]);
    std::printf("\n");
  }
  cudaFree(f);
  cudaFree(d);
}

template <typename State> static void poissonOf(const char *name, double lambda) {
  const int blocks = 64, threads = 64, per = 16, n = blocks * threads * per;
  unsigned *out;
  cudaMalloc(&out, n * sizeof(unsigned));
  poisson<State><<<blocks, threads>>>(lambda, per, out);
  std::vector<unsigned> h(n);
  cudaMemcpy(h.data(), out, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  double sum = 0, sq = 0;
  for (unsigned x : h) {
    sum += x;
    sq += (double)x * x;
  }
  double mean = sum / n, var = sq / n - mean * mean;
  // Mean within 5 standard errors; the variance (also lambda) within 5 of
  // its standard errors, sqrt((2 lambda^2 + lambda) / n).
  bool meanOk = std::fabs(mean - lambda) < 5 * std::sqrt(lambda / n);
  bool varOk = std::fabs(var - lambda) < 5 * std::sqrt((2 * lambda * lambda + lambda) / n);
  if (!meanOk || !varOk)
    std::printf("poisson %s lambda %g: mean %g variance %g\n", name, lambda, mean, var);
  EXPECT(meanOk && varOk);
  cudaFree(out);
}

int main() {
  normalsOf<curandStateXORWOW_t>("xorwow");
  normalsOf<curandStatePhilox4_32_10_t>("philox");
  normalsOf<curandStateMRG32k3a_t>("mrg32k3a");

  float4 *four;
  cudaMalloc(&four, THREADS * sizeof(float4));
  normal4<<<1, THREADS>>>(four);
  std::vector<float4> h4(THREADS);
  cudaMemcpy(h4.data(), four, THREADS * sizeof(float4), cudaMemcpyDeviceToHost);
  for (int i = 0; i < THREADS; ++i)
    std::printf("philox %llu %d 0 normal4 %.9g %.9g %.9g %.9g\n", SEED, i, h4[i].x, h4[i].y,
                h4[i].z, h4[i].w);

  // Sobol dimension 1 (x_i = reversed bits of i), from offset 3.
  unsigned vectors[32];
  for (int k = 0; k < 32; ++k)
    vectors[k] = 1u << (31 - k);
  unsigned *dv;
  float *sf;
  double *sd;
  cudaMalloc(&dv, sizeof(vectors));
  cudaMalloc(&sf, sizeof(float));
  cudaMalloc(&sd, sizeof(double));
  cudaMemcpy(dv, vectors, sizeof(vectors), cudaMemcpyHostToDevice);
  sobolNormals<<<1, 1>>>(dv, sf, sd);
  float hsf;
  double hsd;
  cudaMemcpy(&hsf, sf, sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(&hsd, sd, sizeof(double), cudaMemcpyDeviceToHost);
  std::printf("sobolnormal %.9g %.17g\n", hsf, hsd);

  const double lambdas[] = {0.5, 3.5, 30.0, 100.0, 1000.0};
  for (double lambda : lambdas) {
    poissonOf<curandStateXORWOW_t>("xorwow", lambda);
    poissonOf<curandStatePhilox4_32_10_t>("philox", lambda);
    poissonOf<curandStateMRG32k3a_t>("mrg32k3a", lambda);
  }
  return DONE();
}
