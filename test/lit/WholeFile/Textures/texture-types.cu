// The texture API's documented values and types, checked in host code; the
// kernel does not use them.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %oclc -D ULTIMA_TEXTURE_IMAGES %t.cl
#include <type_traits>
static_assert(cudaTextureType1D == 0x01 && cudaTextureType2D == 0x02 && cudaTextureType3D == 0x03,
              "");
static_assert(cudaTextureType1DLayered == 0xF1 && cudaTextureType2DLayered == 0xF2, "");
static_assert(cudaReadModeElementType == 0 && cudaReadModeNormalizedFloat == 1, "");
static_assert(cudaFilterModePoint == 0 && cudaFilterModeLinear == 1, "");
static_assert(cudaAddressModeWrap == 0 && cudaAddressModeClamp == 1 &&
                  cudaAddressModeMirror == 2 && cudaAddressModeBorder == 3,
              "");
static_assert(cudaBoundaryModeZero == 0 && cudaBoundaryModeClamp == 1 &&
                  cudaBoundaryModeTrap == 2,
              "");
static_assert(cudaChannelFormatKindSigned == 0 && cudaChannelFormatKindUnsigned == 1 &&
                  cudaChannelFormatKindFloat == 2 && cudaChannelFormatKindNone == 3,
              "");
static_assert(cudaResourceTypeArray == 0 && cudaResourceTypeLinear == 2 &&
                  cudaResourceTypePitch2D == 3,
              "");
static_assert(std::is_same<cudaTextureObject_t, unsigned long long>::value, "");
static_assert(std::is_same<cudaSurfaceObject_t, unsigned long long>::value, "");

// A fetch returns the element type, or floats in cudaReadModeNormalizedFloat.
texture<int, 1> ints;
texture<uchar4, 2, cudaReadModeNormalizedFloat> colors;
texture<short, 1, cudaReadModeNormalizedFloat> samples;
static_assert(std::is_same<decltype(tex1Dfetch(ints, 0)), int>::value, "");
static_assert(std::is_same<decltype(tex2D(colors, 0.f, 0.f)), float4>::value, "");
static_assert(std::is_same<decltype(tex1D(samples, 0.f)), float>::value, "");
static_assert(std::is_base_of<textureReference, texture<float, 2>>::value, "");

// CHECK: __kernel void k(__global int *p)
__global__ void k(int *p) { p[0] = 0; }
