// CUDA arrays: cudaMallocArray (1-D, 2-D), cudaMalloc3DArray (3-D, layered),
// their info, and every copy to and from them (2-D, the deprecated linear
// forms, cudaMemcpy3D both ways and array to array), with offsets, against
// host copies; and the documented errors.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// The image path (the default on a device with images), then the software
// path (docs/device-library.md, "Two paths").
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache ULTIMA_TEXTURE_PATH=software %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
#include <vector>

int main() {
  // 2-D float array: whole copy in, a window back.
  const int w = 13, h = 7;
  std::vector<float> host(w * h), back(w * h, -1);
  for (int i = 0; i < w * h; ++i)
    host[i] = i * 0.5f;
  cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
  EXPECT(fdesc.x == 32 && fdesc.y == 0 && fdesc.f == cudaChannelFormatKindFloat);
  cudaArray_t a = nullptr;
  EXPECT_ERR(cudaMallocArray(&a, &fdesc, w, h), cudaSuccess);
  EXPECT_ERR(cudaMemcpy2DToArray(a, 0, 0, host.data(), w * sizeof(float), w * sizeof(float), h,
                                 cudaMemcpyHostToDevice),
             cudaSuccess);
  EXPECT_ERR(cudaMemcpy2DFromArray(back.data(), w * sizeof(float), a, 0, 0, w * sizeof(float), h,
                                   cudaMemcpyDeviceToHost),
             cudaSuccess);
  EXPECT(back == host);
  // A 3x2 window at column 4, row 2.
  float window[2][3];
  EXPECT_ERR(cudaMemcpy2DFromArray(window, sizeof window[0], a, 4 * sizeof(float), 2,
                                   3 * sizeof(float), 2, cudaMemcpyDeviceToHost),
             cudaSuccess);
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 3; ++c)
      EXPECT(window[r][c] == host[(2 + r) * w + 4 + c]);
  // The deprecated linear forms: row-major, tightly packed.
  std::vector<float> ones(w + 2, 1.0f);
  EXPECT_ERR(cudaMemcpyToArray(a, 3 * sizeof(float), 1, ones.data(), ones.size() * sizeof(float),
                               cudaMemcpyHostToDevice),
             cudaSuccess);
  std::vector<float> linear(w * h);
  EXPECT_ERR(cudaMemcpyFromArray(linear.data(), a, 0, 0, linear.size() * sizeof(float),
                                 cudaMemcpyDeviceToHost),
             cudaSuccess);
  for (int i = 0; i < w * h; ++i) {
    bool overwritten = i >= w + 3 && i < w + 3 + (int)ones.size();
    EXPECT(linear[i] == (overwritten ? 1.0f : host[i]));
  }
  // Device memory to array and back, asynchronously on a stream.
  float *dev;
  EXPECT_ERR(cudaMalloc(&dev, w * h * sizeof(float)), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(dev, host.data(), w * h * sizeof(float), cudaMemcpyHostToDevice),
             cudaSuccess);
  cudaStream_t s;
  EXPECT_ERR(cudaStreamCreate(&s), cudaSuccess);
  EXPECT_ERR(cudaMemcpy2DToArrayAsync(a, 0, 0, dev, w * sizeof(float), w * sizeof(float), h,
                                      cudaMemcpyDeviceToDevice, s),
             cudaSuccess);
  std::fill(back.begin(), back.end(), -1.0f);
  EXPECT_ERR(cudaMemcpy2DFromArrayAsync(back.data(), w * sizeof(float), a, 0, 0,
                                        w * sizeof(float), h, cudaMemcpyDeviceToHost, s),
             cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  EXPECT(back == host);

  // Info.
  cudaChannelFormatDesc got{};
  cudaExtent extent{};
  unsigned flags = 99;
  EXPECT_ERR(cudaArrayGetInfo(&got, &extent, &flags, a), cudaSuccess);
  EXPECT(got.x == 32 && got.f == cudaChannelFormatKindFloat);
  EXPECT(extent.width == w && extent.height == h && extent.depth == 0 && flags == 0);
  EXPECT_ERR(cudaGetChannelDesc(&got, a), cudaSuccess);

  // 3-D uchar4 array through cudaMemcpy3D, and a layered one.
  const int W = 5, H = 4, D = 3;
  std::vector<uchar4> vol(W * H * D), volBack(W * H * D);
  for (int i = 0; i < W * H * D; ++i)
    vol[i] = make_uchar4(i, i + 1, i + 2, i + 3);
  cudaChannelFormatDesc c4 = cudaCreateChannelDesc<uchar4>();
  cudaArray_t v;
  EXPECT_ERR(cudaMalloc3DArray(&v, &c4, make_cudaExtent(W, H, D)), cudaSuccess);
  cudaMemcpy3DParms in = {};
  in.srcPtr = make_cudaPitchedPtr(vol.data(), W * sizeof(uchar4), W, H);
  in.dstArray = v;
  in.extent = make_cudaExtent(W, H, D); // elements, since an array takes part
  in.kind = cudaMemcpyHostToDevice;
  EXPECT_ERR(cudaMemcpy3D(&in), cudaSuccess);
  cudaMemcpy3DParms out = {};
  out.srcArray = v;
  out.srcPos = make_cudaPos(1, 1, 1); // x in elements
  out.dstPtr = make_cudaPitchedPtr(volBack.data(), W * sizeof(uchar4), W, H);
  out.extent = make_cudaExtent(W - 1, H - 1, D - 1);
  out.kind = cudaMemcpyDeviceToHost;
  EXPECT_ERR(cudaMemcpy3D(&out), cudaSuccess);
  for (int z = 0; z < D - 1; ++z)
    for (int y = 0; y < H - 1; ++y)
      for (int x = 0; x < W - 1; ++x) {
        uchar4 got = volBack[(z * H + y) * W + x], want = vol[((z + 1) * H + y + 1) * W + x + 1];
        EXPECT(got.x == want.x && got.y == want.y && got.z == want.z && got.w == want.w);
      }
  // Array to array through cudaMemcpy3D.
  cudaArray_t v2;
  EXPECT_ERR(cudaMalloc3DArray(&v2, &c4, make_cudaExtent(W, H, D)), cudaSuccess);
  cudaMemcpy3DParms copy = {};
  copy.srcArray = v;
  copy.dstArray = v2;
  copy.extent = make_cudaExtent(W, H, D);
  copy.kind = cudaMemcpyDeviceToDevice;
  EXPECT_ERR(cudaMemcpy3D(&copy), cudaSuccess);
  out.srcArray = v2;
  out.srcPos = make_cudaPos(0, 0, 0);
  out.extent = make_cudaExtent(W, H, D);
  std::fill(volBack.begin(), volBack.end(), make_uchar4(0, 0, 0, 0));
  EXPECT_ERR(cudaMemcpy3D(&out), cudaSuccess);
  for (int i = 0; i < W * H * D; ++i)
    EXPECT(volBack[i].x == vol[i].x && volBack[i].w == vol[i].w);

  cudaArray_t layered;
  EXPECT_ERR(cudaMalloc3DArray(&layered, &fdesc, make_cudaExtent(8, 4, 6), cudaArrayLayered),
             cudaSuccess);
  EXPECT_ERR(cudaArrayGetInfo(nullptr, &extent, &flags, layered), cudaSuccess);
  EXPECT(extent.width == 8 && extent.height == 4 && extent.depth == 6 &&
         flags == cudaArrayLayered);
  cudaArray_t layered1D;
  EXPECT_ERR(cudaMalloc3DArray(&layered1D, &fdesc, make_cudaExtent(8, 0, 3), cudaArrayLayered),
             cudaSuccess);
  cudaArray_t oneD;
  EXPECT_ERR(cudaMallocArray(&oneD, &fdesc, 100), cudaSuccess);

  // Errors.
  cudaChannelFormatDesc bad = cudaCreateChannelDesc(8, 16, 0, 0, cudaChannelFormatKindUnsigned);
  cudaArray_t x;
  EXPECT_ERR(cudaMallocArray(&x, &bad, 4, 4), cudaErrorInvalidChannelDescriptor);
  bad = cudaCreateChannelDesc(8, 8, 8, 0, cudaChannelFormatKindUnsigned);
  EXPECT_ERR(cudaMallocArray(&x, &bad, 4, 4), cudaErrorInvalidChannelDescriptor);
  EXPECT_ERR(cudaMallocArray(&x, &fdesc, 0, 4), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMallocArray(&x, &fdesc, 4, 4, cudaArrayLayered), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMalloc3DArray(&x, &fdesc, make_cudaExtent(4, 4, 4), cudaArrayCubemap),
             cudaErrorInvalidValue); // a cubemap has 6 faces
  EXPECT_ERR(cudaMemcpy2DToArray(a, 4, 0, host.data(), w * sizeof(float), w * sizeof(float), 1,
                                 cudaMemcpyHostToDevice),
             cudaErrorInvalidValue); // past the end of the row
  EXPECT_ERR(cudaMemcpy2DToArray(a, 0, h, host.data(), w * sizeof(float), w * sizeof(float), 1,
                                 cudaMemcpyHostToDevice),
             cudaErrorInvalidValue); // past the last row
  EXPECT_ERR(cudaMemcpyToArray(a, 0, 0, host.data(), (w * h + 1) * sizeof(float),
                               cudaMemcpyHostToDevice),
             cudaErrorInvalidValue);
  int notAnArray;
  EXPECT_ERR(cudaArrayGetInfo(&got, &extent, &flags, (cudaArray_t)&notAnArray),
             cudaErrorInvalidValue);

  EXPECT_ERR(cudaFreeArray(nullptr), cudaSuccess);
  for (cudaArray_t each : {a, v, v2, layered, layered1D, oneD})
    EXPECT_ERR(cudaFreeArray(each), cudaSuccess);
  EXPECT_ERR(cudaFreeArray(a), cudaErrorInvalidValue); // freed already
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidValue);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
