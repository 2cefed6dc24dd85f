// Texture references (texture<T, dim, readMode> at namespace scope, the
// deprecated API): fetches through them (tex1Dfetch, tex1D, tex2D, tex3D,
// tex1DLayered, tex2DLayered), directly and from helpers, bound with
// cudaBindTexture (at an offset in an allocation), cudaBindTexture2D
// (pitched memory) and cudaBindTextureToArray (1-D, 2-D, 3-D and layered
// arrays), rebound and unbound between launches, with the reference's
// host-set fields (normalized, filterMode, addressMode) changed between
// launches and the read mode of the reference's type (element or normalized
// float); compared with a host reference written from the CUDA Programming
// Guide's "Texture Fetching" appendix (point samples exactly, linear ones
// within dims * range / 256). Unbound references read 0 (ultima's choice,
// docs/device-library.md). And the reference API's errors.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// The image path (the default on a device with images), then the software
// path (docs/device-library.md, "Two paths").
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache ULTIMA_TEXTURE_PATH=software %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <vector>

texture<float, 1> linearTex;                                        // tex1Dfetch
texture<float, 2> planeTex;                                         // tex2D, filtered
texture<uchar4, 2, cudaReadModeNormalizedFloat> rgbaTex;            // tex2D, float4
texture<short, 3> volumeTex;                                        // tex3D, point
texture<float2, cudaTextureType2DLayered> layersTex;                // tex2DLayered
texture<int, cudaTextureType1DLayered> rowsTex;                     // tex1DLayered
namespace img {
texture<signed char, 1, cudaReadModeNormalizedFloat> signedTex; // tex1D, [-1, 1]
}

enum Which { Fetch = 0, Plane, Rgba, Volume, Layers, Rows, Signed };

__device__ float4 plane(float x, float y) { return make_float4(tex2D(planeTex, x, y), 0, 0, 0); }
__device__ float4 viaHelper(int which, float4 p) {
  if (which == Plane)
    return plane(p.x, p.y);
  float2 l = tex2DLayered(layersTex, p.x, p.y, (int)p.w);
  return make_float4(l.x, l.y, 0, 0);
}

__global__ void fetch(float4 *out, const float4 *c, int n, int which) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 p = c[i], v = make_float4(0, 0, 0, 0);
  switch (which) {
  case Fetch:
    v.x = tex1Dfetch(linearTex, (int)p.x);
    break;
  case Plane:
  case Layers:
    v = viaHelper(which, p);
    break;
  case Rgba:
    v = tex2D(rgbaTex, p.x, p.y);
    break;
  case Volume:
    v.x = tex3D(volumeTex, p.x, p.y, p.z);
    break;
  case Rows:
    v.x = tex1DLayered(rowsTex, p.x, (int)p.w);
    break;
  default:
    v.x = tex1D(img::signedTex, p.x);
    break;
  }
  out[i] = v;
}

// ---- The reference: CUDA Programming Guide, appendix "Texture Fetching" ----
struct Texels {
  std::vector<float> v; // channel values as the read mode gives them
  int n[3] = {1, 1, 1}, channels = 1;
  float at(int x, int y, int z, int c) const {
    return v[((size_t(z) * n[1] + y) * n[0] + x) * channels + c];
  }
};
struct Mode {
  bool normalized = false, linear = false;
  cudaTextureAddressMode address[3] = {cudaAddressModeClamp, cudaAddressModeClamp,
                                       cudaAddressModeClamp};
};

float texelSpace(float c, int n, cudaTextureAddressMode mode, bool normalized) {
  if (!normalized)
    return c;
  if (mode == cudaAddressModeWrap)
    c -= std::floor(c);
  else if (mode == cudaAddressModeMirror) {
    float f = std::floor(c);
    c = ((long long)f % 2 == 0) ? c - f : 1.0f - (c - f);
  }
  return c * n;
}
int texelIndex(int i, int n, cudaTextureAddressMode mode, bool normalized, bool &border) {
  if (mode == cudaAddressModeBorder && (i < 0 || i >= n)) {
    border = true; // a reference has no border colour: 0
    return 0;
  }
  if (mode == cudaAddressModeWrap && normalized)
    return ((i % n) + n) % n;
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}
// The sample at coords (dims of them filtered; layer >= 0 picks a layer);
// nearEdge when a point sample is within 1e-3 of a texel boundary.
void sample(const Texels &t, const Mode &m, const float *coords, int dims, int layer, float *out,
            bool &nearEdge) {
  int i[3] = {0, 0, 0};
  float alpha[3] = {0, 0, 0};
  for (int k = 0; k < dims; ++k) {
    float x = texelSpace(coords[k], t.n[k], m.address[k], m.normalized);
    float xb = m.linear ? x - 0.5f : x;
    i[k] = (int)std::floor(xb);
    alpha[k] = xb - std::floor(xb);
    if (!m.linear && (alpha[k] < 1e-3f || alpha[k] > 1 - 1e-3f))
      nearEdge = true;
  }
  for (int c = 0; c < 4; ++c)
    out[c] = 0;
  for (int corner = 0; corner < (m.linear ? 1 << dims : 1); ++corner) {
    double weight = 1;
    int at[3] = {0, 0, 0};
    bool border = false;
    for (int k = 0; k < dims; ++k) {
      bool second = (corner >> k) & 1;
      if (m.linear)
        weight *= second ? alpha[k] : 1 - alpha[k];
      at[k] = texelIndex(i[k] + second, t.n[k], m.address[k], m.normalized, border);
    }
    if (layer >= 0)
      at[dims] = layer < 0 ? 0 : layer >= t.n[dims] ? t.n[dims] - 1 : layer;
    for (int c = 0; c < t.channels; ++c)
      out[c] += border ? 0.0f : (float)(weight * t.at(at[0], at[1], at[2], c));
  }
}

int checked = 0;
unsigned seed = 99;
float uniform(float lo, float hi) {
  seed = seed * 1103515245u + 12345u;
  return lo + (hi - lo) * ((seed >> 8) & 0xffff) / 65535.0f;
}

// Launches `which` at n random coordinates and compares with the reference.
void check(const char *what, Which which, const Texels &t, const Mode &m, int dims, bool layered,
           bool fetch1D = false) {
  const int n = 300;
  std::vector<float4> c(n);
  for (auto &p : c) {
    float span = m.normalized ? 1.0f : 1.0f;
    float lo = m.normalized ? -1.5f : -2.0f;
    p.x = m.normalized ? uniform(lo, span + 1.5f) : uniform(lo, t.n[0] + 2.0f);
    p.y = m.normalized ? uniform(lo, span + 1.5f) : uniform(lo, t.n[1] + 2.0f);
    p.z = m.normalized ? uniform(lo, span + 1.5f) : uniform(lo, t.n[2] + 2.0f);
    p.w = std::floor(uniform(-1.0f, t.n[dims] + 1.0f));
    if (fetch1D)
      p.x = std::floor(uniform(-3.0f, t.n[0] + 3.0f));
  }
  float4 *dc, *dout;
  EXPECT_ERR(cudaMalloc(&dc, n * sizeof(float4)), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&dout, n * sizeof(float4)), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(dc, c.data(), n * sizeof(float4), cudaMemcpyHostToDevice), cudaSuccess);
  fetch<<<(n + 63) / 64, 64>>>(dout, dc, n, which);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  std::vector<float4> got(n);
  EXPECT_ERR(cudaMemcpy(got.data(), dout, n * sizeof(float4), cudaMemcpyDeviceToHost),
             cudaSuccess);
  float lo = 0, hi = 0;
  for (float v : t.v) {
    lo = std::fmin(lo, v);
    hi = std::fmax(hi, v);
  }
  float tolerance = m.linear ? dims * (hi - lo) / 256 + 1e-5f : 0.0f;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float want[4] = {0, 0, 0, 0};
    bool nearEdge = false;
    if (fetch1D) { // tex1Dfetch: element x, 0 outside
      int x = (int)c[i].x;
      want[0] = x < 0 || x >= t.n[0] ? 0.0f : t.at(x, 0, 0, 0);
    } else {
      float xyz[3] = {c[i].x, c[i].y, c[i].z};
      sample(t, m, xyz, dims, layered ? (int)c[i].w : -1, want, nearEdge);
    }
    if (nearEdge)
      continue;
    float g[4] = {got[i].x, got[i].y, got[i].z, got[i].w};
    for (int k = 0; k < 4; ++k)
      if (!(std::fabs(g[k] - want[k]) <= tolerance) && bad++ < 3)
        printf("FAILED %s: (%g, %g, %g; %g) component %d: %g, expected %g\n", what, c[i].x,
               c[i].y, c[i].z, c[i].w, k, g[k], want[k]);
    ++checked;
  }
  if (bad)
    ++failures;
  cudaFree(dc);
  cudaFree(dout);
}

void setMode(textureReference &ref, const Mode &m) {
  ref.normalized = m.normalized;
  ref.filterMode = m.linear ? cudaFilterModeLinear : cudaFilterModePoint;
  for (int k = 0; k < 3; ++k)
    ref.addressMode[k] = m.address[k];
}

int main() {
  // tex1Dfetch over linear memory bound at an offset into its allocation.
  Texels lin;
  lin.n[0] = 50;
  for (int i = 0; i < 50; ++i)
    lin.v.push_back(i * 1.5f - 7);
  float *mem;
  EXPECT_ERR(cudaMalloc(&mem, 64 * sizeof(float)), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(mem + 8, lin.v.data(), 50 * sizeof(float), cudaMemcpyHostToDevice),
             cudaSuccess);
  size_t offset = 1;
  EXPECT_ERR(cudaBindTexture(&offset, linearTex, mem + 8, 50 * sizeof(float)), cudaSuccess);
  EXPECT(offset == 0);
  check("tex1Dfetch", Fetch, lin, Mode(), 1, false, true);

  // A 2-D float texture over pitched memory: every address mode, point and
  // linear, unnormalized and normalized, set on the reference between
  // launches without binding again.
  Texels plane;
  plane.n[0] = 9;
  plane.n[1] = 6;
  for (int i = 0; i < 54; ++i)
    plane.v.push_back(std::sin(i * 0.7f) * 10);
  float *pitched;
  size_t pitch;
  EXPECT_ERR(cudaMallocPitch((void **)&pitched, &pitch, 9 * sizeof(float), 6), cudaSuccess);
  EXPECT_ERR(cudaMemcpy2D(pitched, pitch, plane.v.data(), 9 * sizeof(float), 9 * sizeof(float), 6,
                          cudaMemcpyHostToDevice),
             cudaSuccess);
  cudaChannelFormatDesc f1 = cudaCreateChannelDesc<float>();
  EXPECT_ERR(cudaBindTexture2D(nullptr, planeTex, pitched, f1, 9, 6, pitch), cudaSuccess);
  cudaTextureAddressMode modes[] = {cudaAddressModeClamp, cudaAddressModeBorder,
                                    cudaAddressModeWrap, cudaAddressModeMirror};
  for (int normalized = 0; normalized < 2; ++normalized)
    for (int linear = 0; linear < 2; ++linear)
      for (auto a : modes) {
        Mode m;
        m.normalized = normalized;
        m.linear = linear;
        m.address[0] = a;
        m.address[1] = a == cudaAddressModeBorder ? cudaAddressModeClamp : cudaAddressModeBorder;
        setMode(planeTex, m);
        check("tex2D pitched", Plane, plane, m, 2, false);
      }
  // The same texels from an array: rebinding replaces the binding.
  cudaArray_t planeArray;
  EXPECT_ERR(cudaMallocArray(&planeArray, &f1, 9, 6), cudaSuccess);
  EXPECT_ERR(cudaMemcpy2DToArray(planeArray, 0, 0, plane.v.data(), 9 * sizeof(float),
                                 9 * sizeof(float), 6, cudaMemcpyHostToDevice),
             cudaSuccess);
  EXPECT_ERR(cudaBindTextureToArray(planeTex, planeArray), cudaSuccess);
  Mode lin2;
  lin2.linear = true;
  setMode(planeTex, lin2);
  check("tex2D array", Plane, plane, lin2, 2, false);

  // uchar4 read as normalized floats (the reference's type), filtered.
  Texels rgba;
  rgba.n[0] = 7;
  rgba.n[1] = 5;
  rgba.channels = 4;
  std::vector<uchar4> px(35);
  for (int i = 0; i < 35; ++i) {
    px[i] = make_uchar4(i * 7, 255 - i * 3, (i * 37) & 0xff, i % 2 ? 255 : 0);
    rgba.v.insert(rgba.v.end(), {px[i].x / 255.0f, px[i].y / 255.0f, px[i].z / 255.0f,
                                 px[i].w / 255.0f});
  }
  cudaChannelFormatDesc c4 = cudaCreateChannelDesc<uchar4>();
  cudaArray_t rgbaArray;
  EXPECT_ERR(cudaMallocArray(&rgbaArray, &c4, 7, 5), cudaSuccess);
  EXPECT_ERR(cudaMemcpy2DToArray(rgbaArray, 0, 0, px.data(), 7 * 4, 7 * 4, 5,
                                 cudaMemcpyHostToDevice),
             cudaSuccess);
  EXPECT_ERR(cudaBindTextureToArray(rgbaTex, rgbaArray, c4), cudaSuccess);
  Mode nl;
  nl.normalized = true;
  nl.linear = true;
  nl.address[0] = cudaAddressModeWrap;
  nl.address[1] = cudaAddressModeMirror;
  setMode(rgbaTex, nl);
  check("tex2D normalized-float", Rgba, rgba, nl, 2, false);

  // 3-D shorts, point sampled (an integer element read).
  Texels vol;
  vol.n[0] = 4;
  vol.n[1] = 3;
  vol.n[2] = 5;
  std::vector<short> shorts(60);
  for (int i = 0; i < 60; ++i) {
    shorts[i] = (short)(i * 311 - 9000);
    vol.v.push_back(shorts[i]);
  }
  cudaChannelFormatDesc s1 = cudaCreateChannelDesc<short>();
  cudaArray_t volArray;
  EXPECT_ERR(cudaMalloc3DArray(&volArray, &s1, make_cudaExtent(4, 3, 5)), cudaSuccess);
  cudaMemcpy3DParms p3 = {};
  p3.srcPtr = make_cudaPitchedPtr(shorts.data(), 4 * sizeof(short), 4, 3);
  p3.dstArray = volArray;
  p3.extent = make_cudaExtent(4, 3, 5);
  p3.kind = cudaMemcpyHostToDevice;
  EXPECT_ERR(cudaMemcpy3D(&p3), cudaSuccess);
  EXPECT_ERR(cudaBindTextureToArray(volumeTex, volArray), cudaSuccess);
  Mode point3;
  point3.address[2] = cudaAddressModeBorder;
  setMode(volumeTex, point3);
  check("tex3D", Volume, vol, point3, 3, false);

  // Layered: float2 in 2-D layers (through the helper), ints in 1-D layers.
  Texels layers;
  layers.n[0] = 5;
  layers.n[1] = 4;
  layers.n[2] = 3;
  layers.channels = 2;
  for (int i = 0; i < 60 * 2; ++i)
    layers.v.push_back(std::cos(i * 0.3f) * 4);
  cudaChannelFormatDesc f2 = cudaCreateChannelDesc<float2>();
  cudaArray_t layersArray;
  EXPECT_ERR(cudaMalloc3DArray(&layersArray, &f2, make_cudaExtent(5, 4, 3), cudaArrayLayered),
             cudaSuccess);
  p3 = {};
  p3.srcPtr = make_cudaPitchedPtr(layers.v.data(), 5 * sizeof(float2), 5, 4);
  p3.dstArray = layersArray;
  p3.extent = make_cudaExtent(5, 4, 3);
  p3.kind = cudaMemcpyHostToDevice;
  EXPECT_ERR(cudaMemcpy3D(&p3), cudaSuccess);
  EXPECT_ERR(cudaBindTextureToArray(layersTex, layersArray), cudaSuccess);
  Mode bl;
  bl.linear = true;
  setMode(layersTex, bl);
  check("tex2DLayered", Layers, layers, bl, 2, true);

  Texels rows;
  rows.n[0] = 11;
  rows.n[1] = 4;
  std::vector<int> ints(44);
  for (int i = 0; i < 44; ++i) {
    ints[i] = i * 1000003 % 77777 - 30000;
    rows.v.push_back((float)ints[i]);
  }
  cudaChannelFormatDesc i1 = cudaCreateChannelDesc<int>();
  cudaArray_t rowsArray;
  EXPECT_ERR(cudaMalloc3DArray(&rowsArray, &i1, make_cudaExtent(11, 0, 4), cudaArrayLayered),
             cudaSuccess);
  p3 = {};
  p3.srcPtr = make_cudaPitchedPtr(ints.data(), 11 * sizeof(int), 11, 1);
  p3.dstArray = rowsArray;
  p3.extent = make_cudaExtent(11, 1, 4);
  p3.kind = cudaMemcpyHostToDevice;
  EXPECT_ERR(cudaMemcpy3D(&p3), cudaSuccess);
  EXPECT_ERR(cudaBindTextureToArray(rowsTex, rowsArray), cudaSuccess);
  check("tex1DLayered", Rows, rows, Mode(), 1, true);

  // Signed 8-bit read as normalized floats: max(v / 127, -1), filtered.
  Texels sn;
  sn.n[0] = 13;
  std::vector<signed char> chars(13);
  for (int i = 0; i < 13; ++i) {
    chars[i] = (signed char)(i * 21 - 128);
    sn.v.push_back(std::fmax(chars[i] / 127.0f, -1.0f));
  }
  cudaChannelFormatDesc sc = cudaCreateChannelDesc<signed char>();
  cudaArray_t snArray;
  EXPECT_ERR(cudaMallocArray(&snArray, &sc, 13), cudaSuccess);
  EXPECT_ERR(cudaMemcpyToArray(snArray, 0, 0, chars.data(), 13, cudaMemcpyHostToDevice),
             cudaSuccess);
  EXPECT_ERR(cudaBindTextureToArray(img::signedTex, snArray), cudaSuccess);
  Mode sl;
  sl.linear = true;
  setMode(img::signedTex, sl);
  check("tex1D normalized signed", Signed, sn, sl, 1, false);

  // Unbound: the launch succeeds and the fetches read 0.
  EXPECT_ERR(cudaUnbindTexture(img::signedTex), cudaSuccess);
  Texels zeros;
  zeros.n[0] = 13;
  zeros.v.assign(13, 0.0f);
  check("unbound", Signed, zeros, sl, 1, false);

  // The API: the reference of a symbol, alignment offsets, errors.
  const textureReference *ref = nullptr;
  EXPECT_ERR(cudaGetTextureReference(&ref, &planeTex), cudaSuccess);
  EXPECT(ref == &planeTex);
  EXPECT(ref->filterMode == cudaFilterModeLinear);
  int notATexture;
  EXPECT_ERR(cudaGetTextureReference(&ref, &notATexture), cudaErrorInvalidTexture);
  EXPECT_ERR(cudaGetTextureAlignmentOffset(&offset, &planeTex), cudaSuccess);
  EXPECT(offset == 0);
  EXPECT_ERR(cudaGetTextureAlignmentOffset(&offset, &img::signedTex),
             cudaErrorInvalidTextureBinding);
  EXPECT_ERR(cudaUnbindTexture(nullptr), cudaErrorInvalidTexture);
  EXPECT_ERR(cudaBindTexture2D(nullptr, planeTex, pitched, f1, 9, 6, 4), cudaErrorInvalidValue);
  cudaChannelFormatDesc bad = cudaCreateChannelDesc(8, 8, 8, 0, cudaChannelFormatKindUnsigned);
  EXPECT_ERR(cudaBindTexture(nullptr, linearTex, mem, bad, 16), cudaErrorInvalidChannelDescriptor);
  // The default reference fields: unnormalized, point, clamp, T's format.
  texture<uchar2, 2> fresh;
  EXPECT(fresh.normalized == 0 && fresh.filterMode == cudaFilterModePoint &&
         fresh.addressMode[0] == cudaAddressModeClamp && fresh.channelDesc.x == 8 &&
         fresh.channelDesc.y == 8 && fresh.channelDesc.z == 0 &&
         fresh.channelDesc.f == cudaChannelFormatKindUnsigned);

  printf("checked %d\n", checked);
  // CHECK: checked {{[1-9][0-9]*}}
  // CHECK-NEXT: OK
  return DONE();
}
