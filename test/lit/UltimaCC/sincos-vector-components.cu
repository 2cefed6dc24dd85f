// sincos family results stored into components of CUDA vectors (in private,
// global and shared memory), as FFT code writes twiddle factors, are the sine
// and cosine, each in its own component, compared with the host's sin/cos.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cmath>
#include <cstdio>
#include "expect.h"

__global__ void twiddles(float2 *global, float2 *fromPrivate, float2 *fromShared, double4 *wide) {
  __shared__ float2 shared[64];
  int i = threadIdx.x;
  float phase = -6.2831853f * i / 64.0f;
  float2 w;
  __sincosf(phase, &w.y, &w.x);
  fromPrivate[i] = w;
  sincosf(phase, &global[i].y, &global[i].x);
  sincosf(phase, &shared[i].x, &shared[i].y);
  fromShared[i] = shared[i];
  double4 d = make_double4(0.0, 0.0, 0.0, 0.0);
  sincos((double)phase, &d.z, &d.w);
  wide[i] = d;
}

int main() {
  float2 *g, *p, *s;
  double4 *w;
  cudaMalloc(&g, 64 * sizeof(float2));
  cudaMalloc(&p, 64 * sizeof(float2));
  cudaMalloc(&s, 64 * sizeof(float2));
  cudaMalloc(&w, 64 * sizeof(double4));
  twiddles<<<1, 64>>>(g, p, s, w);
  float2 hg[64], hp[64], hs[64];
  double4 hw[64];
  cudaMemcpy(hg, g, sizeof hg, cudaMemcpyDeviceToHost);
  cudaMemcpy(hp, p, sizeof hp, cudaMemcpyDeviceToHost);
  cudaMemcpy(hs, s, sizeof hs, cudaMemcpyDeviceToHost);
  cudaMemcpy(hw, w, sizeof hw, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 64; ++i) {
    float phase = -6.2831853f * i / 64.0f;
    double sn = std::sin((double)phase), cs = std::cos((double)phase);
    // __sincosf is CUDA's fast intrinsic: 2^-21.41 absolute on [-pi, pi].
    EXPECT(std::fabs(hp[i].y - sn) < 1e-5 && std::fabs(hp[i].x - cs) < 1e-5);
    EXPECT(std::fabs(hg[i].y - sn) < 1e-6 && std::fabs(hg[i].x - cs) < 1e-6);
    EXPECT(std::fabs(hs[i].x - sn) < 1e-6 && std::fabs(hs[i].y - cs) < 1e-6);
    EXPECT(hw[i].x == 0.0 && hw[i].y == 0.0);
    EXPECT(std::fabs(hw[i].z - sn) < 1e-15 && std::fabs(hw[i].w - cs) < 1e-15);
  }
  return DONE();
}
