// cuFFT's result codes for bad requests (libultima-cufft,
// docs/cuda-libraries.md#cufft): invalid handles, types, sizes, directions
// and pointers; a plan used with another type's exec function; the advanced
// layouts VkFFT cannot express; the work-area queries and the version. And
// ordering on the default stream: a kernel fills the array, a forward and an
// inverse transform and a scaling kernel follow, and the copy back sees the
// input again.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/../UltimaCC/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: OK
#include <cufft.h>
#include "expect.h"

#define CUFFT_EXPECT(call, result) EXPECT((call) == (result))

__global__ void fill(cufftComplex *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = make_cuComplex((float)(i % 7) - 3.0f, (float)(i % 5));
}

__global__ void scale(cufftComplex *a, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = make_cuComplex(s * cuCrealf(a[i]), s * cuCimagf(a[i]));
}

int main() {
  // The values of cuFFT's enumerations.
  EXPECT(CUFFT_SUCCESS == 0 && CUFFT_INVALID_PLAN == 1 && CUFFT_INVALID_TYPE == 3);
  EXPECT(CUFFT_INVALID_VALUE == 4 && CUFFT_INVALID_SIZE == 8 && CUFFT_NOT_SUPPORTED == 16);
  EXPECT(CUFFT_C2C == 0x29 && CUFFT_R2C == 0x2a && CUFFT_C2R == 0x2c);
  EXPECT(CUFFT_Z2Z == 0x69 && CUFFT_D2Z == 0x6a && CUFFT_Z2D == 0x6c);
  EXPECT(CUFFT_FORWARD == -1 && CUFFT_INVERSE == 1);
  EXPECT(sizeof(cufftComplex) == 8 && sizeof(cufftDoubleComplex) == 16);

  int version = 0;
  CUFFT_EXPECT(cufftGetVersion(&version), CUFFT_SUCCESS);
  EXPECT(version == CUFFT_VERSION && version == 10900);
  CUFFT_EXPECT(cufftGetVersion(nullptr), CUFFT_INVALID_VALUE);

  cufftHandle plan = 0;
  // Sizes, types and batches.
  CUFFT_EXPECT(cufftPlan1d(&plan, 0, CUFFT_C2C, 1), CUFFT_INVALID_SIZE);
  CUFFT_EXPECT(cufftPlan1d(&plan, -4, CUFFT_C2C, 1), CUFFT_INVALID_SIZE);
  CUFFT_EXPECT(cufftPlan1d(&plan, 64, CUFFT_C2C, 0), CUFFT_INVALID_SIZE);
  CUFFT_EXPECT(cufftPlan1d(&plan, 64, (cufftType)0x55, 1), CUFFT_INVALID_TYPE);
  CUFFT_EXPECT(cufftPlan2d(&plan, 16, 0, CUFFT_R2C), CUFFT_INVALID_SIZE);
  CUFFT_EXPECT(cufftPlan3d(&plan, 4, 4, 0, CUFFT_Z2Z), CUFFT_INVALID_SIZE);
  CUFFT_EXPECT(cufftPlan1d(nullptr, 64, CUFFT_C2C, 1), CUFFT_INVALID_VALUE);
  int n[3] = {8, 8, 8};
  CUFFT_EXPECT(cufftPlanMany(&plan, 4, n, nullptr, 1, 0, nullptr, 1, 0, CUFFT_C2C, 1),
               CUFFT_INVALID_SIZE);
  CUFFT_EXPECT(cufftPlanMany(&plan, 1, nullptr, nullptr, 1, 0, nullptr, 1, 0, CUFFT_C2C, 1),
               CUFFT_INVALID_VALUE);
  // Advanced layouts: element strides are not expressible in VkFFT; rows
  // shorter than the transform are invalid.
  int embed[1] = {64};
  CUFFT_EXPECT(cufftPlanMany(&plan, 1, n, embed, 2, 128, embed, 1, 64, CUFFT_C2C, 2),
               CUFFT_NOT_SUPPORTED);
  int embed2[2] = {8, 4};
  CUFFT_EXPECT(cufftPlanMany(&plan, 2, n, embed2, 1, 32, embed2, 1, 32, CUFFT_C2C, 2),
               CUFFT_INVALID_VALUE);
  // Either embedding missing means the basic layout: strides are ignored.
  CUFFT_EXPECT(cufftPlanMany(&plan, 1, n, nullptr, 3, 7, embed, 5, 9, CUFFT_C2C, 2),
               CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftDestroy(plan), CUFFT_SUCCESS);

  // Work-area queries: VkFFT allocates its own, so the caller's is 0.
  size_t work = 7;
  CUFFT_EXPECT(cufftEstimate1d(1024, CUFFT_C2C, 4, &work), CUFFT_SUCCESS);
  EXPECT(work == 0);
  work = 7;
  CUFFT_EXPECT(cufftEstimate2d(32, 32, CUFFT_R2C, &work), CUFFT_SUCCESS);
  EXPECT(work == 0);
  CUFFT_EXPECT(cufftEstimate3d(8, 8, 8, CUFFT_Z2D, &work), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftEstimateMany(2, n, nullptr, 1, 0, nullptr, 1, 0, CUFFT_D2Z, 3, &work),
               CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftEstimate1d(0, CUFFT_C2C, 1, &work), CUFFT_INVALID_SIZE);

  // A created plan: sizes can be asked before it is made; executing it
  // before is an invalid plan; it is made once.
  CUFFT_EXPECT(cufftCreate(&plan), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftGetSize1d(plan, 256, CUFFT_C2C, 1, &work), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftGetSize2d(plan, 16, 16, CUFFT_C2C, &work), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftGetSize3d(plan, 4, 4, 4, CUFFT_C2C, &work), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftGetSizeMany(plan, 1, n, nullptr, 1, 0, nullptr, 1, 0, CUFFT_C2C, 1, &work),
               CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftSetAutoAllocation(plan, 0), CUFFT_SUCCESS);
  cufftComplex *data = nullptr;
  cudaMalloc(&data, 256 * sizeof(cufftComplex));
  CUFFT_EXPECT(cufftSetWorkArea(plan, data), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftExecC2C(plan, data, data, CUFFT_FORWARD), CUFFT_INVALID_PLAN);
  CUFFT_EXPECT(cufftMakePlan1d(plan, 0, CUFFT_C2C, 1, &work), CUFFT_INVALID_SIZE);
  CUFFT_EXPECT(cufftMakePlan1d(plan, 256, CUFFT_C2C, 1, &work), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftMakePlan1d(plan, 256, CUFFT_C2C, 1, &work), CUFFT_INVALID_PLAN);
  CUFFT_EXPECT(cufftGetSize(plan, &work), CUFFT_SUCCESS);
  EXPECT(work == 0);

  // Exec: direction, pointers, the plan's type.
  CUFFT_EXPECT(cufftExecC2C(plan, data, data, 0), CUFFT_INVALID_VALUE);
  CUFFT_EXPECT(cufftExecC2C(plan, nullptr, data, CUFFT_FORWARD), CUFFT_INVALID_VALUE);
  CUFFT_EXPECT(cufftExecR2C(plan, (cufftReal *)data, data), CUFFT_INVALID_VALUE);
  CUFFT_EXPECT(cufftExecZ2Z(plan, (cufftDoubleComplex *)data, (cufftDoubleComplex *)data,
                            CUFFT_FORWARD),
               CUFFT_INVALID_VALUE);
  // Arrays too small for the transform.
  CUFFT_EXPECT(cufftExecC2C(plan, data + 200, data + 200, CUFFT_FORWARD), CUFFT_INVALID_VALUE);
  fill<<<2, 128>>>(data, 256);
  CUFFT_EXPECT(cufftExecC2C(plan, data, data, CUFFT_FORWARD), CUFFT_SUCCESS);
  CUFFT_EXPECT(cufftExecC2C(plan, data, data, CUFFT_INVERSE), CUFFT_SUCCESS);
  scale<<<2, 128>>>(data, 256, 1.0f / 256);
  cufftComplex back[256];
  EXPECT(cudaMemcpy(back, data, sizeof back, cudaMemcpyDeviceToHost) == cudaSuccess);
  float worst = 0;
  for (int i = 0; i < 256; ++i) {
    float dr = cuCrealf(back[i]) - ((float)(i % 7) - 3.0f), di = cuCimagf(back[i]) - (float)(i % 5);
    worst = fmaxf(worst, fmaxf(fabsf(dr), fabsf(di)));
  }
  EXPECT(worst < 1e-5f);
  CUFFT_EXPECT(cufftDestroy(plan), CUFFT_SUCCESS);

  // Handles never made, or destroyed.
  CUFFT_EXPECT(cufftDestroy(plan), CUFFT_INVALID_PLAN);
  CUFFT_EXPECT(cufftExecC2C(plan, data, data, CUFFT_FORWARD), CUFFT_INVALID_PLAN);
  CUFFT_EXPECT(cufftExecC2C(12345, data, data, CUFFT_FORWARD), CUFFT_INVALID_PLAN);
  CUFFT_EXPECT(cufftSetStream(12345, 0), CUFFT_INVALID_PLAN);
  CUFFT_EXPECT(cufftSetWorkArea(12345, data), CUFFT_INVALID_PLAN);
  CUFFT_EXPECT(cufftSetAutoAllocation(12345, 1), CUFFT_INVALID_PLAN);
  CUFFT_EXPECT(cufftGetSize(12345, &work), CUFFT_INVALID_PLAN);
  CUFFT_EXPECT(cufftGetSize1d(12345, 64, CUFFT_C2C, 1, &work), CUFFT_INVALID_PLAN);
  CUFFT_EXPECT(cufftMakePlan1d(12345, 64, CUFFT_C2C, 1, &work), CUFFT_INVALID_PLAN);
  cudaFree(data);
  return DONE();
}
