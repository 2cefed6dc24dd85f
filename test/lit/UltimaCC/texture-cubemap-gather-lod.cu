// Texture objects, the fetches beyond the plain ones: cubemaps (texCubemap,
// texCubemapLayered over cudaArrayCubemap arrays), texture gather
// (tex2Dgather), the level-of-detail and gradient forms (tex*Lod, tex*Grad:
// ultima has no mipmaps, so they sample level 0, also of a mipmapped array),
// and 16-bit float textures (cudaCreateChannelDescHalf*), read as float.
// Compared with a host reference written from the CUDA C++ Programming
// Guide ("Cubemap Textures" table, "Texture Gather", appendix "Texture
// Fetching") and PTX's tld4 (the gathered texels counter-clockwise from the
// lower left), not from ultima's OpenCL: point samples and gathers exactly,
// linear filtering within dims * range / 256. And the API's errors.
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

enum Kind {
  Cube = 0,
  CubeLayered,
  CubeLod,
  CubeGrad,
  CubeLayeredLod,
  CubeLayeredGrad,
  Gather,
  Lod1D,
  Grad1D,
  Lod2D,
  Grad2D,
  Lod3D,
  Grad3D,
  Lod1DLayered,
  Grad1DLayered,
  Lod2DLayered,
  Grad2DLayered,
  Plain2D
};

// c: x, y, z, and the layer (or gather's component) in w; lod: a level.
template <class T>
__global__ void fetch(T *out, const float4 *c, int n, int kind, float lod,
                      cudaTextureObject_t t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 p = c[i];
  int layer = (int)p.w;
  float2 g2 = make_float2(lod, 2.0f * lod);
  float4 g4 = make_float4(lod, lod, -lod, 0.0f);
  T v;
  switch (kind) {
  case Cube:
    v = texCubemap<T>(t, p.x, p.y, p.z);
    break;
  case CubeLayered:
    v = texCubemapLayered<T>(t, p.x, p.y, p.z, layer);
    break;
  case CubeLod:
    v = texCubemapLod<T>(t, p.x, p.y, p.z, lod);
    break;
  case CubeGrad:
    v = texCubemapGrad<T>(t, p.x, p.y, p.z, g4, g4);
    break;
  case CubeLayeredLod:
    v = texCubemapLayeredLod<T>(t, p.x, p.y, p.z, layer, lod);
    break;
  case CubeLayeredGrad:
    v = texCubemapLayeredGrad<T>(t, p.x, p.y, p.z, layer, g4, g4);
    break;
  case Lod1D:
    v = tex1DLod<T>(t, p.x, lod);
    break;
  case Grad1D:
    v = tex1DGrad<T>(t, p.x, lod, lod);
    break;
  case Lod2D:
    v = tex2DLod<T>(t, p.x, p.y, lod);
    break;
  case Grad2D:
    v = tex2DGrad<T>(t, p.x, p.y, g2, g2);
    break;
  case Lod3D:
    v = tex3DLod<T>(t, p.x, p.y, p.z, lod);
    break;
  case Grad3D:
    v = tex3DGrad<T>(t, p.x, p.y, p.z, g4, g4);
    break;
  case Lod1DLayered:
    v = tex1DLayeredLod<T>(t, p.x, layer, lod);
    break;
  case Grad1DLayered:
    v = tex1DLayeredGrad<T>(t, p.x, layer, lod, -lod);
    break;
  case Lod2DLayered:
    v = tex2DLayeredLod<T>(t, p.x, p.y, layer, lod);
    break;
  case Grad2DLayered:
    v = tex2DLayeredGrad<T>(t, p.x, p.y, layer, g2, g2);
    break;
  default:
    v = tex2D<T>(t, p.x, p.y);
    break;
  }
  out[i] = v;
}

// tex2Dgather's component is an argument of its own (0 when left out).
template <class T>
__global__ void gather(T *out, const float4 *c, int n, cudaTextureObject_t t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 p = c[i];
  int comp = (int)p.w;
  out[i] = comp == 0 ? tex2Dgather<T>(t, p.x, p.y) : tex2Dgather<T>(t, p.x, p.y, comp);
}

// tex2Dgather through a texture reference: the element type's 4-vector.
texture<uchar4, cudaTextureType2D, cudaReadModeElementType> gatherRef;
__global__ void gatherThroughReference(uchar4 *out, const float4 *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex2Dgather(gatherRef, c[i].x, c[i].y, (int)c[i].w);
}

// ---- The reference ----
struct Texture {
  std::vector<unsigned char> bytes;
  int n[3] = {1, 1, 1}; // width, height, depth or layers (a cubemap: 6 per layer)
  cudaChannelFormatDesc format{};
  cudaTextureDesc desc{};
  int channels() const { return format.w ? 4 : format.y ? 2 : 1; }
  int size() const { return format.x / 8; }
  size_t pitch() const { return (size_t)n[0] * channels() * size(); }
  size_t slice() const { return pitch() * n[1]; }
};

// IEEE binary16 to float (normal numbers, zeros and subnormals).
float halfToFloat(unsigned short h) {
  int e = (h >> 10) & 31, m = h & 1023;
  float v = e ? std::ldexp(1.0f + m / 1024.0f, e - 15) : std::ldexp(m / 1024.0f, -14);
  return h & 0x8000 ? -v : v;
}

float component(const Texture &t, int x, int y, int z, int c, bool forFloat) {
  const unsigned char *p =
      t.bytes.data() + z * t.slice() + y * t.pitch() + (x * t.channels() + c) * t.size();
  if (t.format.f == cudaChannelFormatKindFloat) {
    if (t.size() == 2) {
      unsigned short h;
      std::memcpy(&h, p, 2);
      return halfToFloat(h);
    }
    float f;
    std::memcpy(&f, p, 4);
    return f;
  }
  bool isSigned = t.format.f == cudaChannelFormatKindSigned;
  long long v;
  if (t.size() == 1)
    v = isSigned ? (long long)*(const signed char *)p : (long long)*p;
  else {
    unsigned int u = 0;
    std::memcpy(&u, p, t.size());
    v = t.size() == 2 ? (isSigned ? (long long)(short)u : (long long)(unsigned short)u)
                      : (isSigned ? (long long)(int)u : (long long)u);
  }
  if (forFloat && t.desc.readMode == cudaReadModeNormalizedFloat && t.size() < 4) {
    double max = isSigned ? (1 << (8 * t.size() - 1)) - 1 : (1 << (8 * t.size())) - 1;
    return (float)std::fmax(v / max, -1.0);
  }
  return (float)v;
}

// Normalized coordinates: wrap keeps frac(x), mirror reflects at each
// integer; then times the size.
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
  float v[4] = {0, 0, 0, 0};
  bool nearEdge = false; // within 1e-3 of a texel boundary: skipped
};

// A sample of `dims` coordinates (normalized as `normalized` says) in layer
// `layer` (< 0: none).
Sample sample(const Texture &t, const float *coords, int dims, int layer, bool normalized,
              bool forFloat) {
  Sample s;
  bool linear = t.desc.filterMode == cudaFilterModeLinear && forFloat &&
                (t.format.f == cudaChannelFormatKindFloat ||
                 t.desc.readMode == cudaReadModeNormalizedFloat);
  int i[3] = {0, 0, 0};
  float alpha[3] = {0, 0, 0};
  for (int k = 0; k < dims; ++k) {
    float x = texelSpace(coords[k], t.n[k], t.desc.addressMode[k], normalized);
    float xb = linear ? x - 0.5f : x;
    i[k] = (int)std::floor(xb);
    alpha[k] = xb - std::floor(xb);
    if (!linear && (alpha[k] < 1e-3f || alpha[k] > 1 - 1e-3f))
      s.nearEdge = true;
  }
  for (int corner = 0; corner < (linear ? 1 << dims : 1); ++corner) {
    double weight = 1;
    int at[3] = {0, 0, 0};
    bool border = false;
    for (int k = 0; k < dims; ++k) {
      bool second = (corner >> k) & 1;
      if (linear)
        weight *= second ? alpha[k] : 1 - alpha[k];
      at[k] = texelIndex(i[k] + second, t.n[k], t.desc.addressMode[k], normalized, border);
    }
    if (layer >= 0)
      at[2] = layer;
    for (int c = 0; c < 4; ++c) {
      float texel = border ? t.desc.borderColor[c]
                           : (c < t.channels() ? component(t, at[0], at[1], at[2], c, forFloat)
                                               : 0.0f);
      s.v[c] += (float)(weight * texel);
    }
  }
  return s;
}

// The Programming Guide's cubemap table: the face is the major axis's
// (largest magnitude m), and (s, t) = ((sc / |m| + 1) / 2, (tc / |m| + 1) / 2):
//   face 0 (+x): sc = -z, tc = -y     face 1 (-x): sc = z, tc = -y
//   face 2 (+y): sc = x, tc = z       face 3 (-y): sc = x, tc = -z
//   face 4 (+z): sc = x, tc = -y      face 5 (-z): sc = -x, tc = -y
int cubeFace(float x, float y, float z, float st[2]) {
  float ax = std::fabs(x), ay = std::fabs(y), az = std::fabs(z);
  int face;
  float m, sc, tc;
  if (ax > ay && ax > az) {
    face = x >= 0 ? 0 : 1;
    m = ax;
    sc = x >= 0 ? -z : z;
    tc = -y;
  } else if (ay > ax && ay > az) {
    face = y >= 0 ? 2 : 3;
    m = ay;
    sc = x;
    tc = y >= 0 ? z : -z;
  } else {
    face = z >= 0 ? 4 : 5;
    m = az;
    sc = z >= 0 ? x : -x;
    tc = -y;
  }
  st[0] = (sc / m + 1) / 2;
  st[1] = (tc / m + 1) / 2;
  return face;
}

// Texture gather: component comp of the four texels bilinear filtering at
// (x, y) reads (i = floor(x - 0.5), i + 1; j likewise), whatever the filter
// mode, in tld4's order: (i, j + 1), (i + 1, j + 1), (i + 1, j), (i, j).
Sample gatherReference(const Texture &t, float x, float y, int comp, bool forFloat) {
  Sample s;
  bool normalized = t.desc.normalizedCoords;
  float xb = texelSpace(x, t.n[0], t.desc.addressMode[0], normalized) - 0.5f;
  float yb = texelSpace(y, t.n[1], t.desc.addressMode[1], normalized) - 0.5f;
  for (float f : {xb, yb})
    if (f - std::floor(f) < 1e-3f || f - std::floor(f) > 1 - 1e-3f)
      s.nearEdge = true;
  int i = (int)std::floor(xb), j = (int)std::floor(yb);
  const int di[4] = {0, 1, 1, 0}, dj[4] = {1, 1, 0, 0};
  for (int k = 0; k < 4; ++k) {
    bool border = false;
    int at0 = texelIndex(i + di[k], t.n[0], t.desc.addressMode[0], normalized, border);
    int at1 = texelIndex(j + dj[k], t.n[1], t.desc.addressMode[1], normalized, border);
    s.v[k] = border ? t.desc.borderColor[comp]
                    : comp < t.channels() ? component(t, at0, at1, 0, comp, forFloat) : 0.0f;
  }
  return s;
}

// ---- Running and comparing ----
template <class T> void toFloats(const T &v, float *f) {
  const int n = sizeof(T) / sizeof(v.x);
  const auto *p = &v.x;
  for (int i = 0; i < n; ++i)
    f[i] = (float)p[i];
}
void toFloats(const float &v, float *f) { f[0] = v; }
void toFloats(const int &v, float *f) { f[0] = (float)v; }
void toFloats(const unsigned &v, float *f) { f[0] = (float)v; }

int checked = 0;

// The texels' range (and the border colour's), for the linear tolerance.
float range(const Texture &t, bool forFloat) {
  float lo = 1e30f, hi = -1e30f;
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
  return hi - lo;
}

// tex2Dgather is for 4-component types only.
template <class T> void launchGather(T *, const float4 *, int, cudaTextureObject_t) {
  EXPECT(!"a gather of this type");
}
#define GATHER(T)                                                                                 \
  void launchGather(T *out, const float4 *c, int n, cudaTextureObject_t t) {                     \
    gather<T><<<(n + 63) / 64, 64>>>(out, c, n, t);                                               \
  }
GATHER(float4)
GATHER(uchar4)
GATHER(short4)
#undef GATHER

template <class T>
std::vector<T> launch(int kind, float lod, cudaTextureObject_t tex,
                      const std::vector<float4> &coords) {
  int n = (int)coords.size();
  float4 *dc;
  T *dout;
  EXPECT_ERR(cudaMalloc(&dc, n * sizeof(float4)), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&dout, n * sizeof(T)), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(dc, coords.data(), n * sizeof(float4), cudaMemcpyHostToDevice),
             cudaSuccess);
  if (kind == Gather)
    launchGather(dout, dc, n, tex);
  else
    fetch<T><<<(n + 63) / 64, 64>>>(dout, dc, n, kind, lod, tex);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  std::vector<T> out(n);
  EXPECT_ERR(cudaMemcpy(out.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost), cudaSuccess);
  cudaFree(dc);
  cudaFree(dout);
  return out;
}

// The reference of fetch `kind` at c.
Sample expected(const Texture &t, int kind, float4 c, bool forFloat) {
  float xyz[3] = {c.x, c.y, c.z};
  int layer = (int)c.w;
  bool normalized = t.desc.normalizedCoords;
  switch (kind) {
  case Cube:
  case CubeLod:
  case CubeGrad:
  case CubeLayered:
  case CubeLayeredLod:
  case CubeLayeredGrad: {
    // A face of layer 6 * cubemap + face, sampled at normalized (s, t).
    float st[2];
    int face = cubeFace(c.x, c.y, c.z, st);
    bool layered = kind == CubeLayered || kind == CubeLayeredLod || kind == CubeLayeredGrad;
    int cubes = t.n[2] / 6;
    int cube = !layered ? 0 : layer < 0 ? 0 : layer >= cubes ? cubes - 1 : layer;
    return sample(t, st, 2, 6 * cube + face, true, forFloat);
  }
  case Gather:
    return gatherReference(t, c.x, c.y, layer, forFloat);
  case Lod1D:
  case Grad1D:
    return sample(t, xyz, 1, -1, normalized, forFloat);
  case Lod3D:
  case Grad3D:
    return sample(t, xyz, 3, -1, normalized, forFloat);
  case Lod1DLayered:
  case Grad1DLayered:
  case Lod2DLayered:
  case Grad2DLayered: {
    int clamped = layer < 0 ? 0 : layer >= t.n[2] ? t.n[2] - 1 : layer;
    return sample(t, xyz, kind >= Lod2DLayered ? 2 : 1, clamped, normalized, forFloat);
  }
  default:
    return sample(t, xyz, 2, -1, normalized, forFloat);
  }
}

template <class T>
void run(const char *what, cudaTextureObject_t tex, const Texture &t, int kind,
         const std::vector<float4> &coords, int components, bool forFloat, float lod = 0.0f) {
  std::vector<T> out = launch<T>(kind, lod, tex, coords);
  bool cube = kind <= CubeLayeredGrad;
  int dims = cube || kind == Gather || kind == Lod2D || kind == Grad2D ||
                     kind == Lod2DLayered || kind == Grad2DLayered || kind == Plain2D
                 ? 2
             : kind == Lod3D || kind == Grad3D ? 3
                                               : 1;
  bool linear = t.desc.filterMode == cudaFilterModeLinear && forFloat && kind != Gather;
  float tolerance = linear ? dims * range(t, forFloat) / 256 + 1e-5f : 0.0f;
  int failures = 0;
  for (size_t i = 0; i < coords.size(); ++i) {
    Sample want = expected(t, kind, coords[i], forFloat);
    if (want.nearEdge)
      continue;
    float got[4] = {0, 0, 0, 0};
    toFloats(out[i], got);
    for (int c = 0; c < components; ++c)
      if (!(std::fabs(got[c] - want.v[c]) <= tolerance) && failures++ < 3)
        std::printf("FAILED %s: sample %zu (%g, %g, %g; %g) component %d: %g, expected %g\n",
                    what, i, coords[i].x, coords[i].y, coords[i].z, coords[i].w, c, got[c],
                    want.v[c]);
    ++checked;
  }
  EXPECT(failures == 0);
}

unsigned seed = 2024;
float uniform(float lo, float hi) {
  seed = seed * 1103515245u + 12345u;
  return lo + (hi - lo) * ((seed >> 8) & 0xffff) / 65536.0f;
}

// Directions in [-2, 2]^3 (none near the origin), layers over [-1, cubes].
std::vector<float4> directions(int cubes, int count = 160) {
  std::vector<float4> c;
  while ((int)c.size() < count) {
    float x = uniform(-2, 2), y = uniform(-2, 2), z = uniform(-2, 2);
    if (std::fabs(x) + std::fabs(y) + std::fabs(z) < 0.1f)
      continue;
    c.push_back(make_float4(x, y, z, (float)(int)std::floor(uniform(-1.0f, cubes + 1.0f))));
  }
  // The face centres and the sample's texel centres of face 0.
  c.push_back(make_float4(1, 0, 0, 0));
  c.push_back(make_float4(0, -3, 0, 0));
  c.push_back(make_float4(0, 0, -0.5f, 0));
  c.push_back(make_float4(1, -0.1f, 0.3f, 0));
  return c;
}

// Coordinates over [-0.5, 1.5] times the extent (or [-1.5, 2.5]
// normalized); w: a layer over [-1, layers] or a component 0 .. 3.
std::vector<float4> coordsFor(const Texture &t, bool normalized, int wMax, int count = 128) {
  std::vector<float4> c(count);
  for (float4 &p : c) {
    float s[3];
    for (int k = 0; k < 3; ++k)
      s[k] = normalized ? uniform(-1.5f, 2.5f) : uniform(-0.5f, 1.5f) * t.n[k];
    p = make_float4(s[0], s[1], s[2], (float)(int)std::floor(uniform(-1.0f, wMax + 1.0f)));
  }
  return c;
}
std::vector<float4> components(const Texture &t, bool normalized) {
  std::vector<float4> c = coordsFor(t, normalized, 3);
  for (float4 &p : c)
    p.w = (float)(((int)p.w + 4) % 4);
  return c;
}

// Texels of a pseudo-random pattern: floats k / 8 - 5 (exact in 16 bits
// too), integers any byte.
Texture texels(cudaChannelFormatDesc f, int w, int h, int d) {
  Texture t;
  t.format = f;
  t.n[0] = w;
  t.n[1] = h;
  t.n[2] = d;
  t.bytes.resize(t.slice() * d);
  for (size_t i = 0; i < t.bytes.size(); ++i)
    t.bytes[i] = (unsigned char)((i * 37 + 11) % 251);
  if (f.f == cudaChannelFormatKindFloat && f.x == 32)
    for (size_t i = 0; i < t.bytes.size() / 4; ++i) {
      float v = (float)((i * 7919) % 101) / 8.0f - 5.0f;
      std::memcpy(&t.bytes[i * 4], &v, 4);
    }
  if (f.f == cudaChannelFormatKindFloat && f.x == 16)
    for (size_t i = 0; i < t.bytes.size() / 2; ++i) {
      // k / 8 - 5 for k in 0 .. 100: sign, exponent and 10 mantissa bits.
      float v = (float)((i * 7919) % 101) / 8.0f - 5.0f;
      unsigned short h = v < 0 ? 0x8000 : 0;
      float a = std::fabs(v);
      if (a != 0) {
        int e;
        float m = std::frexp(a, &e); // a = m * 2^e, m in [0.5, 1)
        h |= (unsigned short)((e - 1 + 15) << 10) | (unsigned short)((m * 2 - 1) * 1024);
      }
      std::memcpy(&t.bytes[i * 2], &h, 2);
    }
  return t;
}

cudaArray_t upload(cudaArray_t a, const Texture &t) {
  cudaMemcpy3DParms p = {};
  p.srcPtr = make_cudaPitchedPtr((void *)t.bytes.data(), t.pitch(), t.n[0], t.n[1]);
  p.dstArray = a;
  p.extent = make_cudaExtent(t.n[0], t.n[1], t.n[2]);
  p.kind = cudaMemcpyHostToDevice;
  EXPECT_ERR(cudaMemcpy3D(&p), cudaSuccess);
  return a;
}

cudaArray_t arrayOf(const Texture &t, cudaExtent e, unsigned flags) {
  cudaArray_t a = nullptr;
  EXPECT_ERR(cudaMalloc3DArray(&a, &t.format, e, flags), cudaSuccess);
  return upload(a, t);
}

cudaTextureObject_t make(cudaArray_t a, const Texture &t) {
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaTextureObject_t tex = 0;
  EXPECT_ERR(cudaCreateTextureObject(&tex, &r, &t.desc, nullptr), cudaSuccess);
  return tex;
}

const cudaTextureAddressMode modes[] = {cudaAddressModeWrap, cudaAddressModeClamp,
                                        cudaAddressModeMirror, cudaAddressModeBorder};
const char *modeNames[] = {"wrap", "clamp", "mirror", "border"};

void setModes(Texture &t, cudaTextureAddressMode m) {
  t.desc.addressMode[0] = t.desc.addressMode[1] = t.desc.addressMode[2] = m;
}

void cubemaps() {
  // One float cubemap (6 faces of 5 x 5): every address mode, point and linear.
  Texture t = texels(cudaCreateChannelDesc<float>(), 5, 5, 6);
  cudaArray_t a = arrayOf(t, make_cudaExtent(5, 5, 6), cudaArrayCubemap);
  for (int m = 0; m < 4; ++m)
    for (int filter = 0; filter < 2; ++filter) {
      t.desc = {};
      setModes(t, modes[m]);
      t.desc.filterMode = filter ? cudaFilterModeLinear : cudaFilterModePoint;
      t.desc.normalizedCoords = 1;
      t.desc.borderColor[0] = 7.5f;
      cudaTextureObject_t tex = make(a, t);
      char what[64];
      std::snprintf(what, sizeof what, "cubemap float %s %s", modeNames[m],
                    filter ? "linear" : "point");
      run<float>(what, tex, t, Cube, directions(1), 1, true);
      run<float>("cubemap Lod", tex, t, CubeLod, directions(1), 1, true, 2.5f);
      run<float>("cubemap Grad", tex, t, CubeGrad, directions(1), 1, true, 0.75f);
      EXPECT_ERR(cudaDestroyTextureObject(tex), cudaSuccess);
    }
  EXPECT_ERR(cudaFreeArray(a), cudaSuccess);

  // Layered cubemaps: 3 cubemaps of uchar4 read as normalized floats (linear)
  // and as elements; int, point.
  Texture u = texels(cudaCreateChannelDesc<uchar4>(), 4, 4, 18);
  cudaArray_t b =
      arrayOf(u, make_cudaExtent(4, 4, 18), cudaArrayLayered | cudaArrayCubemap);
  setModes(u, cudaAddressModeClamp);
  u.desc.filterMode = cudaFilterModeLinear;
  u.desc.readMode = cudaReadModeNormalizedFloat;
  u.desc.normalizedCoords = 1;
  cudaTextureObject_t norm = make(b, u);
  run<float4>("layered cubemap uchar4 normalized", norm, u, CubeLayered, directions(3), 4, true);
  run<float4>("layered cubemap Lod", norm, u, CubeLayeredLod, directions(3), 4, true, 1.0f);
  run<float4>("layered cubemap Grad", norm, u, CubeLayeredGrad, directions(3), 4, true, 1.0f);
  u.desc = {};
  setModes(u, cudaAddressModeBorder);
  u.desc.normalizedCoords = 1;
  run<uchar4>("layered cubemap uchar4 element", make(b, u), u, CubeLayered, directions(3), 4,
              false);
  Texture n = texels(cudaCreateChannelDesc<int>(), 3, 3, 12);
  cudaArray_t c = arrayOf(n, make_cudaExtent(3, 3, 12), cudaArrayLayered | cudaArrayCubemap);
  setModes(n, cudaAddressModeWrap);
  n.desc.normalizedCoords = 1;
  run<int>("layered cubemap int", make(c, n), n, CubeLayered, directions(2), 1, false);
  EXPECT_ERR(cudaFreeArray(b), cudaSuccess);
  EXPECT_ERR(cudaFreeArray(c), cudaSuccess);
}

void gathers() {
  // float4 texels: every address mode, normalized or not, point or linear
  // filtering (gather ignores it), each component.
  Texture t = texels(cudaCreateChannelDesc<float4>(), 6, 5, 1);
  cudaArray_t a = arrayOf(t, make_cudaExtent(6, 5, 0), cudaArrayTextureGather);
  for (int m = 0; m < 4; ++m)
    for (int normalized = 0; normalized < 2; ++normalized) {
      t.desc = {};
      setModes(t, modes[m]);
      t.desc.filterMode = normalized ? cudaFilterModeLinear : cudaFilterModePoint;
      t.desc.normalizedCoords = normalized;
      t.desc.borderColor[0] = -9.0f;
      t.desc.borderColor[2] = 11.0f;
      char what[64];
      std::snprintf(what, sizeof what, "gather float4 %s%s", modeNames[m],
                    normalized ? " normalized" : "");
      run<float4>(what, make(a, t), t, Gather, components(t, normalized), 4, true);
    }
  // uchar4 texels (cudaMallocArray): elements (uchar4), normalized floats (float4).
  Texture u = texels(cudaCreateChannelDesc<uchar4>(), 7, 4, 1);
  cudaArray_t b;
  EXPECT_ERR(cudaMallocArray(&b, &u.format, 7, 4, cudaArrayTextureGather), cudaSuccess);
  upload(b, u);
  setModes(u, cudaAddressModeClamp);
  run<uchar4>("gather uchar4 element", make(b, u), u, Gather, components(u, false), 4, false);
  u.desc.readMode = cudaReadModeNormalizedFloat;
  setModes(u, cudaAddressModeMirror);
  u.desc.normalizedCoords = 1;
  run<float4>("gather uchar4 normalized", make(b, u), u, Gather, components(u, true), 4, true);
  // The same array through a reference, clamped, in texel coordinates.
  u.desc = {};
  setModes(u, cudaAddressModeClamp);
  gatherRef.addressMode[0] = gatherRef.addressMode[1] = cudaAddressModeClamp;
  gatherRef.normalized = 0;
  EXPECT_ERR(cudaBindTextureToArray(gatherRef, b), cudaSuccess);
  {
    std::vector<float4> c = components(u, false);
    int n = (int)c.size(), bad = 0;
    float4 *dc;
    uchar4 *dout;
    EXPECT_ERR(cudaMalloc(&dc, n * sizeof(float4)), cudaSuccess);
    EXPECT_ERR(cudaMalloc(&dout, n * sizeof(uchar4)), cudaSuccess);
    EXPECT_ERR(cudaMemcpy(dc, c.data(), n * sizeof(float4), cudaMemcpyHostToDevice), cudaSuccess);
    gatherThroughReference<<<(n + 63) / 64, 64>>>(dout, dc, n);
    std::vector<uchar4> out(n);
    EXPECT_ERR(cudaMemcpy(out.data(), dout, n * sizeof(uchar4), cudaMemcpyDeviceToHost),
               cudaSuccess);
    for (int i = 0; i < n; ++i) {
      Sample want = gatherReference(u, c[i].x, c[i].y, (int)c[i].w, false);
      float got[4];
      toFloats(out[i], got);
      for (int k = 0; k < 4 && !want.nearEdge; ++k)
        if (got[k] != want.v[k] && bad++ < 3)
          std::printf("FAILED gather through a reference: sample %d texel %d: %g, expected %g\n",
                      i, k, got[k], want.v[k]);
      checked += !want.nearEdge;
    }
    EXPECT(bad == 0);
    cudaFree(dc);
    cudaFree(dout);
  }
  EXPECT_ERR(cudaUnbindTexture(gatherRef), cudaSuccess);
  // One channel of shorts: components 1 .. 3 read 0.
  Texture s = texels(cudaCreateChannelDesc<short>(), 5, 6, 1);
  cudaArray_t c = arrayOf(s, make_cudaExtent(5, 6, 0), cudaArrayTextureGather);
  setModes(s, cudaAddressModeBorder);
  s.desc.borderColor[0] = 3.0f;
  run<short4>("gather short", make(c, s), s, Gather, components(s, false), 4, false);
  for (cudaArray_t each : {a, b, c})
    EXPECT_ERR(cudaFreeArray(each), cudaSuccess);
}

void levels() {
  // A mipmapped 2-D float array: textures read level 0 whatever the level
  // or gradients; the other levels hold other texels.
  Texture t = texels(cudaCreateChannelDesc<float>(), 8, 6, 1);
  cudaMipmappedArray_t mip;
  EXPECT_ERR(cudaMallocMipmappedArray(&mip, &t.format, make_cudaExtent(8, 6, 0), 3),
             cudaSuccess);
  cudaArray_t level0, level1;
  EXPECT_ERR(cudaGetMipmappedArrayLevel(&level0, mip, 0), cudaSuccess);
  EXPECT_ERR(cudaGetMipmappedArrayLevel(&level1, mip, 1), cudaSuccess);
  upload(level0, t);
  cudaExtent e;
  EXPECT_ERR(cudaArrayGetInfo(nullptr, &e, nullptr, level1), cudaSuccess);
  EXPECT(e.width == 4 && e.height == 3 && e.depth == 0);
  std::vector<float> ones(12, 100.0f);
  EXPECT_ERR(cudaMemcpy2DToArray(level1, 0, 0, ones.data(), 16, 16, 3, cudaMemcpyHostToDevice),
             cudaSuccess);
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeMipmappedArray;
  r.res.mipmap.mipmap = mip;
  for (int m = 0; m < 4; ++m) {
    t.desc = {};
    setModes(t, modes[m]);
    t.desc.filterMode = cudaFilterModeLinear;
    t.desc.mipmapFilterMode = cudaFilterModeLinear;
    t.desc.maxMipmapLevelClamp = 2.0f;
    t.desc.normalizedCoords = 1;
    cudaTextureObject_t tex;
    EXPECT_ERR(cudaCreateTextureObject(&tex, &r, &t.desc, nullptr), cudaSuccess);
    for (float lod : {0.0f, 1.0f, 1.6f})
      for (int kind : {Lod2D, Grad2D, Plain2D})
        run<float>(modeNames[m], tex, t, kind, coordsFor(t, true, 0), 1, true, lod);
    EXPECT_ERR(cudaDestroyTextureObject(tex), cudaSuccess);
  }
  EXPECT_ERR(cudaFreeMipmappedArray(mip), cudaSuccess);

  // The other shapes over plain arrays: 1-D, 3-D, layered.
  Texture line = texels(cudaCreateChannelDesc<float2>(), 9, 1, 1);
  cudaArray_t a = arrayOf(line, make_cudaExtent(9, 0, 0), 0);
  setModes(line, cudaAddressModeMirror);
  line.desc.filterMode = cudaFilterModeLinear;
  line.desc.normalizedCoords = 1;
  run<float2>("1-D Lod", make(a, line), line, Lod1D, coordsFor(line, true, 0), 2, true, 3.0f);
  run<float2>("1-D Grad", make(a, line), line, Grad1D, coordsFor(line, true, 0), 2, true, 0.1f);
  Texture vol = texels(cudaCreateChannelDesc<short4>(), 4, 3, 5);
  cudaArray_t b = arrayOf(vol, make_cudaExtent(4, 3, 5), 0);
  setModes(vol, cudaAddressModeBorder);
  vol.desc.filterMode = cudaFilterModeLinear;
  vol.desc.readMode = cudaReadModeNormalizedFloat;
  vol.desc.borderColor[3] = 0.5f;
  run<float4>("3-D Lod", make(b, vol), vol, Lod3D, coordsFor(vol, false, 0), 4, true, 1.0f);
  run<float4>("3-D Grad", make(b, vol), vol, Grad3D, coordsFor(vol, false, 0), 4, true, 4.0f);
  Texture lay = texels(cudaCreateChannelDesc<float>(), 6, 4, 3);
  cudaArray_t c = arrayOf(lay, make_cudaExtent(6, 4, 3), cudaArrayLayered);
  setModes(lay, cudaAddressModeWrap);
  lay.desc.filterMode = cudaFilterModeLinear;
  lay.desc.normalizedCoords = 1;
  run<float>("2-D layered Lod", make(c, lay), lay, Lod2DLayered, coordsFor(lay, true, 3), 1, true,
             2.0f);
  run<float>("2-D layered Grad", make(c, lay), lay, Grad2DLayered, coordsFor(lay, true, 3), 1,
             true, 2.0f);
  Texture lay1 = texels(cudaCreateChannelDesc<uint>(), 7, 1, 4);
  cudaArray_t d = arrayOf(lay1, make_cudaExtent(7, 0, 4), cudaArrayLayered);
  setModes(lay1, cudaAddressModeClamp);
  run<uint>("1-D layered Lod", make(d, lay1), lay1, Lod1DLayered, coordsFor(lay1, false, 4), 1,
            false, 1.0f);
  run<uint>("1-D layered Grad", make(d, lay1), lay1, Grad1DLayered, coordsFor(lay1, false, 4), 1,
            false, 1.0f);
  for (cudaArray_t each : {a, b, c, d})
    EXPECT_ERR(cudaFreeArray(each), cudaSuccess);
}

void halves() {
  // 16-bit float channels, read as float: 2-D half2 (point, wrap; linear,
  // border) and half4 (linear, clamp).
  cudaChannelFormatDesc h = cudaCreateChannelDescHalf(), h1 = cudaCreateChannelDescHalf1(),
                        h2 = cudaCreateChannelDescHalf2(), h4 = cudaCreateChannelDescHalf4();
  EXPECT(h.x == 16 && h.y == 0 && h.f == cudaChannelFormatKindFloat);
  EXPECT(h1.x == 16 && h1.y == 0 && h1.f == cudaChannelFormatKindFloat);
  EXPECT(h2.x == 16 && h2.y == 16 && h2.z == 0 && h2.f == cudaChannelFormatKindFloat);
  EXPECT(h4.x == 16 && h4.y == 16 && h4.z == 16 && h4.w == 16);
  Texture t = texels(h2, 7, 5, 1);
  cudaArray_t a;
  EXPECT_ERR(cudaMallocArray(&a, &h2, 7, 5), cudaSuccess);
  upload(a, t);
  for (int filter = 0; filter < 2; ++filter) {
    t.desc = {};
    setModes(t, filter ? cudaAddressModeBorder : cudaAddressModeWrap);
    t.desc.filterMode = filter ? cudaFilterModeLinear : cudaFilterModePoint;
    t.desc.normalizedCoords = !filter;
    t.desc.borderColor[1] = -2.0f;
    run<float2>(filter ? "half2 linear" : "half2 point", make(a, t), t, Plain2D,
                coordsFor(t, !filter, 0), 2, true);
  }
  Texture q = texels(h4, 3, 3, 1);
  cudaArray_t b = arrayOf(q, make_cudaExtent(3, 3, 0), 0);
  setModes(q, cudaAddressModeClamp);
  q.desc.filterMode = cudaFilterModeLinear;
  run<float4>("half4 linear", make(b, q), q, Plain2D, coordsFor(q, false, 0), 4, true);
  EXPECT_ERR(cudaFreeArray(a), cudaSuccess);
  EXPECT_ERR(cudaFreeArray(b), cudaSuccess);
}

void errors() {
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  cudaArray_t a;
  // Cubemaps: width == height, depth 6 (layered: a multiple of 6).
  EXPECT_ERR(cudaMalloc3DArray(&a, &f, make_cudaExtent(4, 5, 6), cudaArrayCubemap),
             cudaErrorInvalidValue);
  EXPECT_ERR(cudaMalloc3DArray(&a, &f, make_cudaExtent(4, 4, 12), cudaArrayCubemap),
             cudaErrorInvalidValue);
  EXPECT_ERR(cudaMalloc3DArray(&a, &f, make_cudaExtent(4, 4, 8),
                               cudaArrayCubemap | cudaArrayLayered),
             cudaErrorInvalidValue);
  EXPECT_ERR(cudaMallocArray(&a, &f, 4, 4, cudaArrayCubemap), cudaErrorInvalidValue);
  // Gather: 2-D arrays only.
  EXPECT_ERR(cudaMalloc3DArray(&a, &f, make_cudaExtent(4, 4, 2), cudaArrayTextureGather),
             cudaErrorInvalidValue);
  EXPECT_ERR(cudaMallocArray(&a, &f, 4, 0, cudaArrayTextureGather), cudaErrorInvalidValue);
  // Seamless cubemap filtering is not supported.
  EXPECT_ERR(cudaMalloc3DArray(&a, &f, make_cudaExtent(4, 4, 6), cudaArrayCubemap), cudaSuccess);
  unsigned flags = 0;
  EXPECT_ERR(cudaArrayGetInfo(nullptr, nullptr, &flags, a), cudaSuccess);
  EXPECT(flags == cudaArrayCubemap);
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaTextureDesc d = {};
  d.normalizedCoords = 1;
  d.seamlessCubemap = 1;
  cudaTextureObject_t tex;
  EXPECT_ERR(cudaCreateTextureObject(&tex, &r, &d, nullptr), cudaErrorNotSupported);
  EXPECT_ERR(cudaFreeArray(a), cudaSuccess);
  // Mipmapped arrays: levels clamped to 1 + floor(log2(largest extent)).
  cudaMipmappedArray_t mip;
  EXPECT_ERR(cudaMallocMipmappedArray(&mip, &f, make_cudaExtent(8, 3, 0), 100), cudaSuccess);
  cudaExtent e;
  EXPECT_ERR(cudaGetMipmappedArrayLevel(&a, mip, 3), cudaSuccess);
  EXPECT_ERR(cudaArrayGetInfo(nullptr, &e, nullptr, a), cudaSuccess);
  EXPECT(e.width == 1 && e.height == 1 && e.depth == 0);
  EXPECT_ERR(cudaFreeArray(a), cudaErrorInvalidValue); // a level goes with its mipmapped array
  EXPECT_ERR(cudaGetMipmappedArrayLevel(&a, mip, 4), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGetMipmappedArrayLevel(nullptr, mip, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaFreeMipmappedArray(mip), cudaSuccess);
  EXPECT_ERR(cudaGetMipmappedArrayLevel(&a, mip, 0), cudaErrorInvalidValue); // freed
  EXPECT_ERR(cudaMallocMipmappedArray(nullptr, &f, make_cudaExtent(8, 3, 0), 2),
             cudaErrorInvalidValue);
  EXPECT_ERR(cudaMallocMipmappedArray(&mip, &f, make_cudaExtent(0, 3, 0), 2),
             cudaErrorInvalidValue);
  EXPECT_ERR(cudaGetMipmappedArrayLevel(&a, (cudaMipmappedArray_t)&e, 0), cudaErrorInvalidValue);
  EXPECT_ERR(cudaFreeMipmappedArray(nullptr), cudaSuccess);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidValue);
}

int main() {
  cubemaps();
  gathers();
  levels();
  halves();
  errors();
  std::printf("checked %d samples\n", checked);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: checked {{[0-9]+}} samples
// CHECK: OK
