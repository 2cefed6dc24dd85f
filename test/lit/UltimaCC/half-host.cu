// CUDA's __half conversions are __host__ __device__: host code fills half
// arrays. Host conversions give IEEE binary16 with round to nearest even
// (values from IEEE 754's encoding), agree with the device's for every half
// and for floats between them, and round-trip every half.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_fp16.h>
#include <cstring>
#include "expect.h"

static unsigned short bitsOf(__half h) {
  unsigned short b;
  std::memcpy(&b, &h, 2);
  return b;
}

__global__ void toHalf(const float *in, __half *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __float2half_rn(in[i]);
}

int main() {
  struct {
    float value;
    unsigned short bits;
  } known[] = {
      {1.0f, 0x3c00},   {-2.0f, 0xc000},        {65504.0f, 0x7bff},  {65519.0f, 0x7bff},
      {65520.0f, 0x7c00}, {0.0f, 0x0000},       {-0.0f, 0x8000},     {5.9604645e-8f, 0x0001},
      {2.9802322e-8f, 0x0000} /* 2^-25: a tie, to even (0) */,
      {8.940697e-8f, 0x0002} /* 3 * 2^-25: a tie, to even (2) */,
      {6.1035156e-5f, 0x0400} /* the smallest normal */, {0.1f, 0x2e66},
      {0.33333334f, 0x3555}, {1.0009766f, 0x3c01}, {1.00048828125f, 0x3c00} /* tie to even */,
      {1.00146484375f, 0x3c02} /* tie to even, up */,
  };
  for (auto &k : known) {
    unsigned short b = bitsOf(__float2half(k.value));
    if (b != k.bits)
      std::printf("FAILED %g: 0x%04x, expected 0x%04x\n", k.value, b, k.bits);
  }
  EXPECT(bitsOf(__half(__builtin_inff())) == 0x7c00);
  EXPECT((bitsOf(__half(__builtin_nanf(""))) & 0x7c00) == 0x7c00 &&
         (bitsOf(__half(__builtin_nanf(""))) & 0x3ff) != 0);
  half2 pair = __floats2half2_rn(1.5f, -0.25f);
  EXPECT(__low2float(pair) == 1.5f && __high2float(pair) == -0.25f);
  __half h = 3.0f;
  EXPECT((int)h == 3 && (float)h == 3.0f && __half2float(h) == 3.0f);

  // Every finite half, and the float halfway above it: host and device agree.
  const int n = 2 * 31744;
  float *in = new float[n];
  __half *host = new __half[n], *device = new __half[n];
  int roundTrip = 0;
  for (int b = 0; b < 31744; ++b) {
    __half exact;
    unsigned short bits = (unsigned short)b;
    std::memcpy(&exact, &bits, 2);
    float f = __half2float(exact);
    roundTrip += bitsOf(__float2half(f)) != bits;
    __half next;
    unsigned short up = (unsigned short)(b + 1);
    std::memcpy(&next, &up, 2);
    in[2 * b] = f;
    in[2 * b + 1] = (f + __half2float(next)) / 2; // a tie (or 65520: inf)
  }
  for (int i = 0; i < n; ++i)
    host[i] = __float2half(in[i]);
  float *dIn;
  __half *dOut;
  cudaMalloc(&dIn, n * sizeof(float));
  cudaMalloc(&dOut, n * sizeof(__half));
  cudaMemcpy(dIn, in, n * sizeof(float), cudaMemcpyHostToDevice);
  toHalf<<<(n + 255) / 256, 256>>>(dIn, dOut, n);
  cudaMemcpy(device, dOut, n * sizeof(__half), cudaMemcpyDeviceToHost);
  int differ = 0;
  for (int i = 0; i < n; ++i)
    differ += bitsOf(host[i]) != bitsOf(device[i]);
  // CHECK: round trip 0, host and device differ 0
  std::printf("round trip %d, host and device differ %d\n", roundTrip, differ);
  cudaFree(dIn);
  cudaFree(dOut);
  delete[] in;
  delete[] host;
  delete[] device;
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
