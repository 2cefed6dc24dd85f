// cufftXtMakePlanMany on one device (libultima-cufft): a plan described by
// data types and 64-bit sizes computes what the cufftType it names computes.
// C2C and R2C plans made both ways transform the same input to the same
// output, bit for bit. Half precision is CUFFT_NOT_SUPPORTED, and a size
// beyond int is CUFFT_INVALID_SIZE.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cufftXt.h>
#include <vector>
#include "expect.h"

#define CUFFT_EXPECT(call, result) EXPECT((call) == (result))

template <typename T> static std::vector<T> fetch(const T *d, size_t n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}

static bool same(const std::vector<cufftComplex> &a, const std::vector<cufftComplex> &b) {
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].x != b[i].x || a[i].y != b[i].y)
      return false;
  return true;
}

int main() {
  const int n = 1000, batch = 3;
  std::vector<cufftComplex> signal(n * batch);
  std::vector<float> real(n * batch);
  for (int i = 0; i < n * batch; ++i) {
    signal[i] = make_cuComplex((float)(i % 13) - 6.0f, (float)(i % 7) * 0.5f);
    real[i] = (float)(i % 11) - 5.0f;
  }
  cufftComplex *in, *a, *b;
  float *rin;
  cudaMalloc(&in, sizeof(cufftComplex) * n * batch);
  cudaMalloc(&a, sizeof(cufftComplex) * n * batch);
  cudaMalloc(&b, sizeof(cufftComplex) * n * batch);
  cudaMalloc(&rin, sizeof(float) * n * batch);
  cudaMemcpy(in, signal.data(), sizeof(cufftComplex) * n * batch, cudaMemcpyHostToDevice);
  cudaMemcpy(rin, real.data(), sizeof(float) * n * batch, cudaMemcpyHostToDevice);

  // C2C, batched.
  cufftHandle plain, xt;
  CUFFT_EXPECT(cufftPlan1d(&plain, n, CUFFT_C2C, batch), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftCreate(&xt), CUFFT_SUCCESS);
  long long size = n;
  size_t work = 1;
  CUFFT_EXPECT(cufftXtMakePlanMany(xt, 1, &size, nullptr, 1, n, CUDA_C_32F, nullptr, 1, n,
                                   CUDA_C_32F, batch, &work, CUDA_C_32F),
               CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftExecC2C(plain, in, a, CUFFT_FORWARD), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftExecC2C(xt, in, b, CUFFT_FORWARD), CUFFT_SUCCESS);
  EXPECT(same(fetch(a, n * batch), fetch(b, n * batch)));
  // Not the identity: the transform ran.
  EXPECT(!same(fetch(a, n * batch), signal));
  cufftDestroy(plain);
  cufftDestroy(xt);

  // R2C: n / 2 + 1 outputs per batch.
  const int half = n / 2 + 1;
  CUFFT_EXPECT(cufftPlan1d(&plain, n, CUFFT_R2C, batch), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftCreate(&xt), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftXtMakePlanMany(xt, 1, &size, nullptr, 1, n, CUDA_R_32F, nullptr, 1, half,
                                   CUDA_C_32F, batch, &work, CUDA_C_32F),
               CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftExecR2C(plain, rin, a), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftExecR2C(xt, rin, b), CUFFT_SUCCESS);
  EXPECT(same(fetch(a, half * batch), fetch(b, half * batch)));
  cufftDestroy(plain);
  cufftDestroy(xt);

  // What a single device on VkFFT does not have.
  CUFFT_EXPECT(cufftCreate(&xt), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftXtMakePlanMany(xt, 1, &size, nullptr, 1, n, CUDA_C_16F, nullptr, 1, n,
                                   CUDA_C_16F, 1, &work, CUDA_C_16F),
               CUFFT_NOT_SUPPORTED);
  long long huge = 1ll << 33;
  CUFFT_EXPECT(cufftXtMakePlanMany(xt, 1, &huge, nullptr, 1, 1, CUDA_C_32F, nullptr, 1, 1,
                                   CUDA_C_32F, 1, &work, CUDA_C_32F),
               CUFFT_INVALID_SIZE);
  cufftDestroy(xt);
  return DONE();
}
