// Texture objects: every fetch (tex1Dfetch, tex1D, tex2D, tex3D,
// tex1DLayered, tex2DLayered) over arrays, linear and pitched memory, in
// every address mode, point and linear filtering, element and normalized
// float reads, normalized coordinates, for float, 8-, 16- and 32-bit integer
// texels of 1, 2 and 4 components; compared with a host reference written
// from the CUDA Programming Guide's "Texture Fetching" appendix (not from
// ultima's OpenCL). Point samples must match exactly; linear filtering within
// dims * range / 256 (CUDA's weights are 9-bit fixed point, 8 fraction
// bits: docs/device-library.md). And the texture object API's errors.
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

enum Fetch { Fetch1D = 0, Tex1D, Tex2D, Tex3D, Tex1DLayered, Tex2DLayered };

// c: x, y, z (or the layer in w).
template <class T>
__global__ void fetch(T *out, const float4 *c, int n, int kind, cudaTextureObject_t t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 p = c[i];
  T v;
  switch (kind) {
  case Fetch1D:
    v = tex1Dfetch<T>(t, (int)p.x);
    break;
  case Tex1D:
    v = tex1D<T>(t, p.x);
    break;
  case Tex2D:
    v = tex2D<T>(t, p.x, p.y);
    break;
  case Tex3D:
    v = tex3D<T>(t, p.x, p.y, p.z);
    break;
  case Tex1DLayered:
    v = tex1DLayered<T>(t, p.x, (int)p.w);
    break;
  default:
    v = tex2DLayered<T>(t, p.x, p.y, (int)p.w);
    break;
  }
  out[i] = v;
}

// A helper that receives the object and passes it on.
__device__ float viaHelper2(cudaTextureObject_t t, float x, float y) {
  return tex2D<float>(t, x, y);
}
__device__ float viaHelper(float x, cudaTextureObject_t t, float y) {
  return viaHelper2(t, x, y) + 1.0f;
}
__global__ void helperKernel(float *out, cudaTextureObject_t unused, cudaTextureObject_t t) {
  out[threadIdx.x] = viaHelper(threadIdx.x + 0.5f, t, 0.5f);
}

// ---- The reference: CUDA Programming Guide, appendix "Texture Fetching" ----
struct Texture {
  std::vector<unsigned char> bytes;
  int n[3] = {1, 1, 1}; // width, height, depth or layers
  size_t pitch = 0, slice = 0;
  cudaChannelFormatDesc format{};
  cudaTextureDesc desc{};
  int channels() const { return format.w ? 4 : format.y ? 2 : 1; }
  int size() const { return format.x / 8; }
};

// One component of a texel as a float, converted as the read mode says.
float component(const Texture &t, int x, int y, int z, int c, bool forFloat) {
  const unsigned char *p =
      t.bytes.data() + z * t.slice + y * t.pitch + (x * t.channels() + c) * t.size();
  if (t.format.f == cudaChannelFormatKindFloat) {
    float f;
    std::memcpy(&f, p, 4);
    return f;
  }
  long long v = 0;
  bool isSigned = t.format.f == cudaChannelFormatKindSigned;
  switch (t.size()) {
  case 1:
    v = isSigned ? (long long)*(const signed char *)p : (long long)*p;
    break;
  case 2: {
    unsigned short u;
    std::memcpy(&u, p, 2);
    v = isSigned ? (long long)(short)u : (long long)u;
    break;
  }
  default: {
    unsigned int u;
    std::memcpy(&u, p, 4);
    v = isSigned ? (long long)(int)u : (long long)u;
  }
  }
  // cudaReadModeNormalizedFloat: unsigned n-bit integers map to [0, 1],
  // signed ones to [-1, 1] (the most negative value clamped to -1).
  if (forFloat && t.desc.readMode == cudaReadModeNormalizedFloat && t.size() < 4) {
    double max = isSigned ? (1 << (8 * t.size() - 1)) - 1 : (1 << (8 * t.size())) - 1;
    return (float)std::fmax(v / max, -1.0);
  }
  return (float)v;
}

// A coordinate in texel space after the addressing of normalized
// coordinates: wrap keeps frac(x); mirror keeps frac(x) where floor(x) is
// even and 1 - frac(x) where it is odd. Unnormalized: as given.
float texelSpace(float c, int n, cudaTextureAddressMode mode, bool normalized) {
  if (!normalized)
    return c;
  if (mode == cudaAddressModeWrap)
    c = c - std::floor(c);
  else if (mode == cudaAddressModeMirror) {
    float f = std::floor(c);
    c = ((long long)f % 2 == 0) ? c - f : 1.0f - (c - f);
  }
  return c * n;
}

// A texel index out of range: clamp (and mirror, and wrap without normalized
// coordinates) clamps it, wrap takes it modulo n, border marks it.
int texelIndex(int i, int n, cudaTextureAddressMode mode, bool normalized, bool &border) {
  if (mode == cudaAddressModeBorder && (i < 0 || i >= n)) {
    border = true;
    return 0;
  }
  if (mode == cudaAddressModeWrap && normalized)
    return ((i % n) + n) % n;
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}

struct Sample {
  float v[4];
  bool nearEdge = false; // a point sample within 1e-3 of a texel boundary
};

Sample reference(const Texture &t, const float *coords, int dims, int layer, bool fetch1D,
                 bool forFloat) {
  Sample s{};
  const int channels = t.channels();
  if (fetch1D) { // tex1Dfetch: no filtering, no addressing, 0 outside
    int x = (int)coords[0];
    for (int c = 0; c < channels; ++c)
      s.v[c] = x < 0 || x >= t.n[0] ? 0.0f : component(t, x, 0, 0, c, forFloat);
    return s;
  }
  bool normalized = t.desc.normalizedCoords;
  bool linear = t.desc.filterMode == cudaFilterModeLinear && forFloat &&
                (t.format.f == cudaChannelFormatKindFloat ||
                 t.desc.readMode == cudaReadModeNormalizedFloat);
  float xb[3];
  int i[3] = {0, 0, layer < 0 ? 0 : layer};
  float alpha[3] = {0, 0, 0};
  for (int k = 0; k < dims; ++k) {
    float x = texelSpace(coords[k], t.n[k], t.desc.addressMode[k], normalized);
    // Point: tex(x) = T[floor(x)]; linear: xB = x - 0.5, i = floor(xB),
    // alpha = frac(xB), tex(x) = (1 - alpha) T[i] + alpha T[i + 1].
    xb[k] = linear ? x - 0.5f : x;
    i[k] = (int)std::floor(xb[k]);
    alpha[k] = xb[k] - std::floor(xb[k]);
    if (!linear && (alpha[k] < 1e-3f || alpha[k] > 1 - 1e-3f))
      s.nearEdge = true;
  }
  int corners = linear ? 1 << dims : 1;
  for (int corner = 0; corner < corners; ++corner) {
    double weight = 1;
    int at[3] = {0, 0, i[2]};
    bool border = false;
    for (int k = 0; k < dims; ++k) {
      bool second = (corner >> k) & 1;
      if (linear)
        weight *= second ? alpha[k] : 1 - alpha[k];
      at[k] = texelIndex(i[k] + second, t.n[k], t.desc.addressMode[k], normalized, border);
    }
    if (layer >= 0)
      at[2] = layer < 0 ? 0 : layer >= t.n[2] ? t.n[2] - 1 : layer;
    for (int c = 0; c < 4; ++c) {
      float texel = border ? t.desc.borderColor[c]
                           : (c < channels ? component(t, at[0], at[1], at[2], c, forFloat) : 0.0f);
      s.v[c] += (float)(weight * texel);
    }
  }
  return s;
}

// ---- Running fetches and comparing ----
template <class T> void toFloats(const T &v, float *f) {
  static_assert(sizeof(T) % sizeof(v.x) == 0, "a vector");
  const int n = sizeof(T) / sizeof(v.x);
  const auto *p = &v.x;
  for (int i = 0; i < n; ++i)
    f[i] = (float)p[i];
}
void toFloats(const float &v, float *f) { f[0] = v; }
void toFloats(const char &v, float *f) { f[0] = (float)v; }
void toFloats(const short &v, float *f) { f[0] = (float)v; }
void toFloats(const int &v, float *f) { f[0] = (float)v; }

int checked = 0;

template <class T>
void run(const char *what, cudaTextureObject_t tex, const Texture &t, Fetch kind,
         const std::vector<float4> &coords, int components, bool forFloat) {
  int n = (int)coords.size();
  float4 *dc;
  T *dout;
  EXPECT_ERR(cudaMalloc(&dc, n * sizeof(float4)), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&dout, n * sizeof(T)), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(dc, coords.data(), n * sizeof(float4), cudaMemcpyHostToDevice),
             cudaSuccess);
  fetch<T><<<(n + 63) / 64, 64>>>(dout, dc, n, kind, tex);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  std::vector<T> out(n);
  EXPECT_ERR(cudaMemcpy(out.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost), cudaSuccess);
  int dims = kind == Tex2D || kind == Tex2DLayered ? 2 : kind == Tex3D ? 3 : 1;
  bool layered = kind == Tex1DLayered || kind == Tex2DLayered;
  bool linear = t.desc.filterMode == cudaFilterModeLinear && forFloat && kind != Fetch1D;
  float lo = 1e30f, hi = -1e30f; // the texels' range, for the linear tolerance
  for (int z = 0; z < t.n[2]; ++z)
    for (int y = 0; y < t.n[1]; ++y)
      for (int x = 0; x < t.n[0]; ++x)
        for (int c = 0; c < t.channels(); ++c) {
          float v = component(t, x, y, z, c, forFloat);
          lo = std::fmin(lo, v);
          hi = std::fmax(hi, v);
        }
  for (int c = 0; c < 4; ++c) {
    lo = std::fmin(lo, t.desc.borderColor[c]);
    hi = std::fmax(hi, t.desc.borderColor[c]);
  }
  float tolerance = linear ? dims * (hi - lo) / 256 + 1e-5f : 0.0f;
  int failures = 0;
  for (int i = 0; i < n; ++i) {
    float xyz[3] = {coords[i].x, coords[i].y, coords[i].z};
    Sample want = reference(t, xyz, dims, layered ? (int)coords[i].w : -1, kind == Fetch1D,
                            forFloat);
    if (want.nearEdge)
      continue;
    float got[4] = {0, 0, 0, 0};
    toFloats(out[i], got);
    for (int c = 0; c < components; ++c)
      if (!(std::fabs(got[c] - want.v[c]) <= tolerance) && failures++ < 3)
        std::printf("FAILED %s: sample %d (%g, %g, %g; %g) component %d: %g, expected %g\n",
                    what, i, coords[i].x, coords[i].y, coords[i].z, coords[i].w, c, got[c],
                    want.v[c]);
    ++checked;
  }
  EXPECT(failures == 0);
  cudaFree(dc);
  cudaFree(dout);
}

unsigned seed = 12345;
float uniform(float lo, float hi) {
  seed = seed * 1103515245u + 12345u;
  return lo + (hi - lo) * ((seed >> 8) & 0xffff) / 65536.0f;
}

// Coordinates over [-0.5, 1.5] times the extent (texel space, or [-0.5, 1.5]
// normalized), layers over [-1, layers].
std::vector<float4> coordsFor(const Texture &t, bool normalized, int count = 96) {
  std::vector<float4> c(count);
  for (float4 &p : c) {
    float s[3];
    for (int k = 0; k < 3; ++k)
      s[k] = normalized ? uniform(-1.5f, 2.5f) : uniform(-0.5f, 1.5f) * t.n[k];
    p = make_float4(s[0], s[1], s[2], (float)(int)uniform(-1.0f, t.n[2] + 1.0f));
  }
  return c;
}

cudaTextureObject_t make(const cudaResourceDesc &res, const Texture &t) {
  cudaTextureObject_t tex = 0;
  EXPECT_ERR(cudaCreateTextureObject(&tex, &res, &t.desc, nullptr), cudaSuccess);
  return tex;
}

template <class Elem> Texture texels(cudaChannelFormatDesc f, int w, int h, int d) {
  Texture t;
  t.format = f;
  t.n[0] = w;
  t.n[1] = h;
  t.n[2] = d;
  t.pitch = w * sizeof(Elem);
  t.slice = t.pitch * h;
  t.bytes.resize(t.slice * d);
  for (size_t i = 0; i < t.bytes.size(); ++i)
    t.bytes[i] = (unsigned char)((i * 37 + 11) % 251);
  if (f.f == cudaChannelFormatKindFloat)
    for (size_t i = 0; i < t.bytes.size() / 4; ++i) {
      float v = (float)((i * 7919) % 101) / 8.0f - 5.0f;
      std::memcpy(&t.bytes[i * 4], &v, 4);
    }
  return t;
}

cudaArray_t arrayOf(const Texture &t, bool threeD, unsigned flags = 0) {
  cudaArray_t a;
  cudaExtent e = make_cudaExtent(t.n[0], threeD ? t.n[1] : t.n[1], threeD ? t.n[2] : 0);
  if (flags & cudaArrayLayered && t.n[1] == 1)
    e.height = 0; // 1-D layered
  EXPECT_ERR(cudaMalloc3DArray(&a, &t.format, e, flags), cudaSuccess);
  cudaMemcpy3DParms p = {};
  p.srcPtr = make_cudaPitchedPtr((void *)t.bytes.data(), t.pitch, t.n[0], t.n[1]);
  p.dstArray = a;
  p.extent = make_cudaExtent(t.n[0], t.n[1], t.n[2]);
  p.kind = cudaMemcpyHostToDevice;
  EXPECT_ERR(cudaMemcpy3D(&p), cudaSuccess);
  return a;
}

cudaResourceDesc arrayResource(cudaArray_t a) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  return r;
}

int main() {
  const cudaTextureAddressMode modes[] = {cudaAddressModeWrap, cudaAddressModeClamp,
                                          cudaAddressModeMirror, cudaAddressModeBorder};
  const char *modeNames[] = {"wrap", "clamp", "mirror", "border"};

  // 2-D float array: every address mode, point and linear, normalized or not.
  {
    Texture t = texels<float>(cudaCreateChannelDesc<float>(), 7, 5, 1);
    cudaArray_t a = arrayOf(t, false);
    for (int m = 0; m < 4; ++m)
      for (int filter = 0; filter < 2; ++filter)
        for (int normalized = 0; normalized < 2; ++normalized) {
          t.desc = {};
          t.desc.addressMode[0] = t.desc.addressMode[1] = modes[m];
          t.desc.filterMode = filter ? cudaFilterModeLinear : cudaFilterModePoint;
          t.desc.normalizedCoords = normalized;
          t.desc.borderColor[0] = 2.5f;
          cudaTextureObject_t tex = make(arrayResource(a), t);
          char what[64];
          std::snprintf(what, sizeof what, "2-D float %s %s%s", modeNames[m],
                        filter ? "linear" : "point", normalized ? " normalized" : "");
          run<float>(what, tex, t, Tex2D, coordsFor(t, normalized), 1, true);
          EXPECT_ERR(cudaDestroyTextureObject(tex), cudaSuccess);
        }
    // A helper that takes the object, passing it on to another.
    t.desc = {};
    t.desc.addressMode[0] = t.desc.addressMode[1] = cudaAddressModeClamp;
    cudaTextureObject_t tex = make(arrayResource(a), t);
    float *out, host[7];
    EXPECT_ERR(cudaMalloc(&out, sizeof host), cudaSuccess);
    helperKernel<<<1, 7>>>(out, 0, tex);
    EXPECT_ERR(cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost), cudaSuccess);
    for (int x = 0; x < 7; ++x)
      EXPECT(host[x] == component(t, x, 0, 0, 0, true) + 1.0f);
    // The descriptors come back as given.
    cudaResourceDesc r;
    cudaTextureDesc d;
    EXPECT_ERR(cudaGetTextureObjectResourceDesc(&r, tex), cudaSuccess);
    EXPECT(r.resType == cudaResourceTypeArray && r.res.array.array == a);
    EXPECT_ERR(cudaGetTextureObjectTextureDesc(&d, tex), cudaSuccess);
    EXPECT(d.addressMode[1] == cudaAddressModeClamp && d.filterMode == cudaFilterModePoint);
    EXPECT_ERR(cudaDestroyTextureObject(tex), cudaSuccess);
    EXPECT_ERR(cudaFreeArray(a), cudaSuccess);
  }

  // 2-D uchar4: normalized float reads, linear; element reads, point.
  {
    Texture t = texels<uchar4>(cudaCreateChannelDesc<uchar4>(), 6, 9, 1);
    cudaArray_t a = arrayOf(t, false);
    t.desc.addressMode[0] = cudaAddressModeMirror;
    t.desc.addressMode[1] = cudaAddressModeWrap;
    t.desc.filterMode = cudaFilterModeLinear;
    t.desc.readMode = cudaReadModeNormalizedFloat;
    t.desc.normalizedCoords = 1;
    cudaTextureObject_t tex = make(arrayResource(a), t);
    run<float4>("2-D uchar4 normalized linear", tex, t, Tex2D, coordsFor(t, true), 4, true);
    t.desc = {};
    t.desc.addressMode[0] = t.desc.addressMode[1] = cudaAddressModeClamp;
    cudaTextureObject_t raw = make(arrayResource(a), t);
    run<uchar4>("2-D uchar4 element", raw, t, Tex2D, coordsFor(t, false), 4, false);
    EXPECT_ERR(cudaFreeArray(a), cudaSuccess);
  }

  // 2-D integer element reads: char, short2, int, uint4, ushort2.
  {
    auto elementTest = [&](auto sample, cudaChannelFormatDesc f, int components,
                           const char *what) {
      using T = decltype(sample);
      Texture t = texels<T>(f, 5, 4, 1);
      cudaArray_t a = arrayOf(t, false);
      t.desc.addressMode[0] = t.desc.addressMode[1] = cudaAddressModeBorder;
      cudaTextureObject_t tex = make(arrayResource(a), t);
      run<T>(what, tex, t, Tex2D, coordsFor(t, false), components, false);
      EXPECT_ERR(cudaFreeArray(a), cudaSuccess);
    };
    elementTest((char)0, cudaCreateChannelDesc<char>(), 1, "2-D char");
    elementTest(short2{}, cudaCreateChannelDesc<short2>(), 2, "2-D short2");
    elementTest(0, cudaCreateChannelDesc<int>(), 1, "2-D int");
    elementTest(uint4{}, cudaCreateChannelDesc<uint4>(), 4, "2-D uint4");
    elementTest(ushort2{}, cudaCreateChannelDesc<ushort2>(), 2, "2-D ushort2");
  }

  // Linear memory: tex1Dfetch of shorts as elements and as normalized floats.
  {
    Texture t = texels<short>(cudaCreateChannelDesc<short>(), 50, 1, 1);
    short *d;
    EXPECT_ERR(cudaMalloc(&d, t.bytes.size()), cudaSuccess);
    EXPECT_ERR(cudaMemcpy(d, t.bytes.data(), t.bytes.size(), cudaMemcpyHostToDevice), cudaSuccess);
    cudaResourceDesc r = {};
    r.resType = cudaResourceTypeLinear;
    r.res.linear.devPtr = d;
    r.res.linear.desc = t.format;
    r.res.linear.sizeInBytes = t.bytes.size();
    std::vector<float4> xs;
    for (int x = -3; x < 55; ++x)
      xs.push_back(make_float4((float)x, 0, 0, 0));
    cudaTextureObject_t tex = make(r, t);
    run<short>("1-D linear memory short", tex, t, Fetch1D, xs, 1, false);
    t.desc.readMode = cudaReadModeNormalizedFloat;
    cudaTextureObject_t norm = make(r, t);
    run<float>("1-D linear memory short normalized", norm, t, Fetch1D, xs, 1, true);
    cudaFree(d);
  }

  // Pitched memory (cudaMallocPitch): float2, linear, border color.
  {
    Texture t = texels<float2>(cudaCreateChannelDesc<float2>(), 11, 6, 1);
    float2 *d;
    size_t pitch;
    EXPECT_ERR(cudaMallocPitch((void **)&d, &pitch, t.pitch, t.n[1]), cudaSuccess);
    EXPECT_ERR(cudaMemcpy2D(d, pitch, t.bytes.data(), t.pitch, t.pitch, t.n[1],
                            cudaMemcpyHostToDevice),
               cudaSuccess);
    cudaResourceDesc r = {};
    r.resType = cudaResourceTypePitch2D;
    r.res.pitch2D.devPtr = d;
    r.res.pitch2D.desc = t.format;
    r.res.pitch2D.width = t.n[0];
    r.res.pitch2D.height = t.n[1];
    r.res.pitch2D.pitchInBytes = pitch;
    t.desc.addressMode[0] = t.desc.addressMode[1] = cudaAddressModeBorder;
    t.desc.filterMode = cudaFilterModeLinear;
    t.desc.borderColor[0] = -1.0f;
    t.desc.borderColor[1] = 3.0f;
    cudaTextureObject_t tex = make(r, t);
    run<float2>("pitch2D float2 linear border", tex, t, Tex2D, coordsFor(t, false), 2, true);
    // 1-D float on a 1-D array, linear (tex1D).
    Texture line = texels<float>(cudaCreateChannelDesc<float>(), 17, 1, 1);
    cudaArray_t a;
    EXPECT_ERR(cudaMallocArray(&a, &line.format, 17), cudaSuccess);
    EXPECT_ERR(cudaMemcpyToArray(a, 0, 0, line.bytes.data(), line.bytes.size(),
                                 cudaMemcpyHostToDevice),
               cudaSuccess);
    line.desc.addressMode[0] = cudaAddressModeWrap;
    line.desc.filterMode = cudaFilterModeLinear;
    line.desc.normalizedCoords = 1;
    run<float>("1-D float linear wrap", make(arrayResource(a), line), line, Tex1D,
               coordsFor(line, true), 1, true);
    cudaFree(d);
  }

  // 3-D: float linear clamp; ushort4 normalized, point, normalized wrap.
  {
    Texture t = texels<float>(cudaCreateChannelDesc<float>(), 5, 4, 3);
    cudaArray_t a = arrayOf(t, true);
    t.desc.addressMode[0] = t.desc.addressMode[1] = t.desc.addressMode[2] = cudaAddressModeClamp;
    t.desc.filterMode = cudaFilterModeLinear;
    run<float>("3-D float linear", make(arrayResource(a), t), t, Tex3D, coordsFor(t, false), 1,
               true);
    Texture u = texels<ushort4>(cudaCreateChannelDesc<ushort4>(), 3, 4, 5);
    cudaArray_t b = arrayOf(u, true);
    u.desc.addressMode[0] = u.desc.addressMode[1] = u.desc.addressMode[2] = cudaAddressModeWrap;
    u.desc.readMode = cudaReadModeNormalizedFloat;
    u.desc.normalizedCoords = 1;
    run<float4>("3-D ushort4 normalized point wrap", make(arrayResource(b), u), u, Tex3D,
                coordsFor(u, true), 4, true);
  }

  // Layered: 2-D float layers, linear; 1-D signed char2 layers as normalized floats, point.
  {
    Texture t = texels<float>(cudaCreateChannelDesc<float>(), 6, 5, 4);
    cudaArray_t a = arrayOf(t, true, cudaArrayLayered);
    t.desc.addressMode[0] = t.desc.addressMode[1] = cudaAddressModeClamp;
    t.desc.filterMode = cudaFilterModeLinear;
    run<float>("2-D layered float linear", make(arrayResource(a), t), t, Tex2DLayered,
               coordsFor(t, false), 1, true);
    Texture c = texels<char2>(cudaCreateChannelDesc<char2>(), 9, 1, 3);
    cudaArray_t b = arrayOf(c, true, cudaArrayLayered);
    c.desc.addressMode[0] = cudaAddressModeBorder;
    c.desc.readMode = cudaReadModeNormalizedFloat;
    run<float2>("1-D layered char2 normalized", make(arrayResource(b), c), c, Tex1DLayered,
                coordsFor(c, false), 2, true);
  }

  // Errors.
  {
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    EXPECT_ERR(cudaMallocArray(&a, &f, 4, 4), cudaSuccess);
    cudaResourceDesc r = arrayResource(a);
    cudaTextureDesc d = {};
    cudaTextureObject_t tex;
    EXPECT_ERR(cudaCreateTextureObject(&tex, &r, nullptr, nullptr), cudaErrorInvalidValue);
    EXPECT_ERR(cudaCreateTextureObject(nullptr, &r, &d, nullptr), cudaErrorInvalidValue);
    d.sRGB = 1;
    EXPECT_ERR(cudaCreateTextureObject(&tex, &r, &d, nullptr), cudaErrorNotSupported);
    d.sRGB = 0;
    cudaResourceViewDesc *view = (cudaResourceViewDesc *)&d; // any non-null view
    EXPECT_ERR(cudaCreateTextureObject(&tex, &r, &d, view), cudaErrorNotSupported);
    int bad = 7;
    std::memcpy(&d.addressMode[0], &bad, sizeof bad);
    EXPECT_ERR(cudaCreateTextureObject(&tex, &r, &d, nullptr), cudaErrorInvalidValue);
    d.addressMode[0] = cudaAddressModeClamp;
    cudaResourceDesc mip = {};
    mip.resType = cudaResourceTypeMipmappedArray; // a null mipmapped array
    EXPECT_ERR(cudaCreateTextureObject(&tex, &mip, &d, nullptr), cudaErrorInvalidValue);
    cudaResourceDesc pitched = {};
    pitched.resType = cudaResourceTypePitch2D;
    pitched.res.pitch2D.devPtr = (void *)&bad;
    pitched.res.pitch2D.desc = f;
    pitched.res.pitch2D.width = 64;
    pitched.res.pitch2D.height = 2;
    pitched.res.pitch2D.pitchInBytes = 128; // less than 64 floats
    EXPECT_ERR(cudaCreateTextureObject(&tex, &pitched, &d, nullptr), cudaErrorInvalidValue);
    r.res.array.array = (cudaArray_t)&bad;
    EXPECT_ERR(cudaCreateTextureObject(&tex, &r, &d, nullptr), cudaErrorInvalidValue);
    EXPECT_ERR(cudaDestroyTextureObject(12345678), cudaErrorInvalidValue);
    cudaResourceDesc out;
    EXPECT_ERR(cudaGetTextureObjectResourceDesc(&out, 12345678), cudaErrorInvalidValue);
    EXPECT_ERR(cudaFreeArray(a), cudaSuccess);
  }
  std::printf("checked %d samples\n", checked);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: checked {{[0-9]+}} samples
// CHECK: OK
