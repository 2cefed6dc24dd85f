// Surface objects: surf1D, surf2D, surf3D, surf1DLayered, surf2DLayered
// reads (the form returning the value and the form storing through a
// pointer) and writes, over CUDA arrays of every shape, for char, short,
// int, their unsigned forms and float with 1, 2 and 4 components, in the
// boundary modes clamp, zero and trap (in range), with the x coordinate in
// bytes; compared with a host reference written from the CUDA Programming
// Guide ("Surface Memory", "Surface Functions"), not from ultima's OpenCL:
// the surface is a byte image, a read or write moves sizeof(T) bytes at byte
// x of row y of slice or layer z; clamp moves each coordinate into the
// surface, zero reads 0 and drops writes outside it. Also: a surface object
// passed to a helper, a texture reading what a surface wrote, raw bytes of
// one format read as another, and the surface object API's errors.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// The image path (the default on a device with images), then the software
// path (docs/device-library.md, "Two paths").
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache ULTIMA_TEXTURE_PATH=software %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <vector>

enum Shape { S1D = 0, S2D, S3D, S1DLayered, S2DLayered };

// c: x (bytes), y, z or layer, boundary mode.
template <class T>
__global__ void readSurface(T *out, const int4 *c, int n, int shape, int form,
                            cudaSurfaceObject_t s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int4 p = c[i];
  cudaSurfaceBoundaryMode m = (cudaSurfaceBoundaryMode)p.w;
  T v;
  if (form == 0) {
    switch (shape) {
    case S1D:
      v = surf1Dread<T>(s, p.x, m);
      break;
    case S2D:
      v = surf2Dread<T>(s, p.x, p.y, m);
      break;
    case S3D:
      v = surf3Dread<T>(s, p.x, p.y, p.z, m);
      break;
    case S1DLayered:
      v = surf1DLayeredread<T>(s, p.x, p.z, m);
      break;
    default:
      v = surf2DLayeredread<T>(s, p.x, p.y, p.z, m);
      break;
    }
  } else {
    switch (shape) {
    case S1D:
      surf1Dread(&v, s, p.x, m);
      break;
    case S2D:
      surf2Dread(&v, s, p.x, p.y, m);
      break;
    case S3D:
      surf3Dread(&v, s, p.x, p.y, p.z, m);
      break;
    case S1DLayered:
      surf1DLayeredread(&v, s, p.x, p.z, m);
      break;
    default:
      surf2DLayeredread(&v, s, p.x, p.y, p.z, m);
      break;
    }
  }
  out[i] = v;
}

// One thread writes them all, in order: clamped writes may land on the same
// texel, and the reference applies them in the same order.
template <class T>
__global__ void writeSurface(const T *in, const int4 *c, int n, int shape, cudaSurfaceObject_t s) {
  for (int i = 0; i < n; ++i) {
    int4 p = c[i];
    cudaSurfaceBoundaryMode m = (cudaSurfaceBoundaryMode)p.w;
    switch (shape) {
    case S1D:
      surf1Dwrite(in[i], s, p.x, m);
      break;
    case S2D:
      surf2Dwrite<T>(in[i], s, p.x, p.y, m);
      break;
    case S3D:
      surf3Dwrite(in[i], s, p.x, p.y, p.z, m);
      break;
    case S1DLayered:
      surf1DLayeredwrite(in[i], s, p.x, p.z, m);
      break;
    default:
      surf2DLayeredwrite(in[i], s, p.x, p.y, p.z, m);
      break;
    }
  }
}

// The default boundary mode (trap) and a helper that receives the object.
__device__ void scaleAt(cudaSurfaceObject_t s, int x, int y, float f) {
  float v;
  surf2Dread(&v, s, x * (int)sizeof(float), y);
  surf2Dwrite(v * f, s, x * (int)sizeof(float), y);
}
__global__ void scale(cudaSurfaceObject_t unused, cudaSurfaceObject_t s, float f) {
  scaleAt(s, threadIdx.x, blockIdx.x, f);
}

__global__ void sampleAfterWrite(float *out, cudaTextureObject_t t) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = tex2D<float>(t, threadIdx.x + 0.5f, blockIdx.x + 0.5f);
}

// ---- The reference: a surface is bytes ----
struct Image {
  std::vector<unsigned char> bytes;
  size_t row = 0; // width in bytes
  int height = 1, depth = 1;
  long at(int x, int y, int z, int size, int mode) const {
    if (mode == cudaBoundaryModeClamp) {
      x = std::min(std::max(x, 0), (int)row - size);
      y = std::min(std::max(y, 0), height - 1);
      z = std::min(std::max(z, 0), depth - 1);
    } else if (x < 0 || x + size > (int)row || y < 0 || y >= height || z < 0 || z >= depth) {
      return -1;
    }
    return ((long)z * height + y) * (long)row + x;
  }
};

struct Case {
  int shape, w, h, d; // h, d: 0 where the shape has none
};

cudaArray_t makeArray(const Case &k, const cudaChannelFormatDesc &desc) {
  cudaArray_t a = nullptr;
  unsigned flags = cudaArraySurfaceLoadStore;
  if (k.shape == S1D || k.shape == S2D)
    EXPECT_ERR(cudaMallocArray(&a, &desc, k.w, k.h, flags), cudaSuccess);
  else
    EXPECT_ERR(cudaMalloc3DArray(&a, &desc, make_cudaExtent(k.w, k.h, k.d),
                                 flags | (k.shape == S3D ? 0 : cudaArrayLayered)),
               cudaSuccess);
  return a;
}

void copyArray(cudaArray_t a, void *host, const Case &k, size_t row, bool toArray) {
  cudaMemcpy3DParms p = {};
  cudaPitchedPtr ptr = make_cudaPitchedPtr(host, row, k.w, std::max(k.h, 1));
  if (toArray) {
    p.srcPtr = ptr;
    p.dstArray = a;
    p.kind = cudaMemcpyHostToDevice;
  } else {
    p.srcArray = a;
    p.dstPtr = ptr;
    p.kind = cudaMemcpyDeviceToHost;
  }
  p.extent = make_cudaExtent(k.w, std::max(k.h, 1), std::max(k.d, 1));
  EXPECT_ERR(cudaMemcpy3D(&p), cudaSuccess);
}

int checked = 0;

// Reads and writes T on an array of format `desc`.
template <class T>
void run(const char *name, const cudaChannelFormatDesc &desc, const Case &k) {
  const int size = sizeof(T);
  Image img;
  // Random bytes without bit 6: no float is a NaN (the exponent's top bit
  // is bit 6 of a float's last byte), so every value survives a copy.
  int element = (desc.x + desc.y + desc.z + desc.w) / 8;
  img.row = (size_t)k.w * element;
  img.height = std::max(k.h, 1);
  img.depth = std::max(k.d, 1);
  img.bytes.resize(img.row * img.height * img.depth);
  for (size_t i = 0; i < img.bytes.size(); ++i)
    img.bytes[i] = (unsigned char)(rand() & 0xbf);
  cudaArray_t a = makeArray(k, desc);
  copyArray(a, img.bytes.data(), k, img.row, true);
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = a;
  cudaSurfaceObject_t s = 0;
  EXPECT_ERR(cudaCreateSurfaceObject(&s, &res), cudaSuccess);

  // Coordinates: every whole T in range, then some outside in each mode.
  std::vector<int4> c;
  int perRow = (int)img.row / size;
  for (int z = 0; z < img.depth; ++z)
    for (int y = 0; y < img.height; ++y)
      for (int x = 0; x < perRow; ++x)
        c.push_back(make_int4(x * size, y, z, (x + y + z) % 3));
  int outside[][3] = {{-size, 0, 0}, {perRow * size, 0, 0}, {0, img.height, 0}, {0, -1, 0},
                      {0, 0, img.depth}, {0, 0, -3}, {(perRow + 5) * size, img.height + 2, 0},
                      {-7 * size, -2, img.depth + 1}};
  for (auto &o : outside) {
    bool hasY = k.shape == S2D || k.shape == S3D || k.shape == S2DLayered;
    bool hasZ = k.shape == S3D || k.shape == S1DLayered || k.shape == S2DLayered;
    if ((o[1] && !hasY) || (o[2] && !hasZ))
      continue;
    c.push_back(make_int4(o[0], o[1], o[2], cudaBoundaryModeClamp));
    c.push_back(make_int4(o[0], o[1], o[2], cudaBoundaryModeZero));
  }
  int n = (int)c.size();
  int4 *dc;
  T *dout;
  EXPECT_ERR(cudaMalloc(&dc, n * sizeof(int4)), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&dout, n * sizeof(T)), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(dc, c.data(), n * sizeof(int4), cudaMemcpyHostToDevice), cudaSuccess);

  for (int form = 0; form < 2; ++form) {
    EXPECT_ERR(cudaMemset(dout, 0x5a, n * sizeof(T)), cudaSuccess);
    readSurface<T><<<(n + 63) / 64, 64>>>(dout, dc, n, k.shape, form, s);
    EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
    std::vector<unsigned char> got(n * sizeof(T));
    EXPECT_ERR(cudaMemcpy(got.data(), dout, got.size(), cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < n; ++i) {
      long at = img.at(c[i].x, c[i].y, c[i].z, size, c[i].w);
      unsigned char want[16] = {};
      if (at >= 0)
        memcpy(want, &img.bytes[at], size);
      ++checked;
      if (memcmp(want, &got[i * size], size) != 0) {
        ++failures;
        printf("FAILED %s shape %d form %d read (%d, %d, %d) mode %d\n", name, k.shape, form,
               c[i].x, c[i].y, c[i].z, c[i].w);
        break;
      }
    }
  }

  // Writes: new bytes everywhere in range, then the outside ones.
  std::vector<unsigned char> values(n * sizeof(T));
  for (auto &b : values)
    b = (unsigned char)(rand() & 0xbf);
  T *din;
  EXPECT_ERR(cudaMalloc(&din, values.size()), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(din, values.data(), values.size(), cudaMemcpyHostToDevice), cudaSuccess);
  writeSurface<T><<<1, 1>>>(din, dc, n, k.shape, s);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  for (int i = 0; i < n; ++i) {
    long at = img.at(c[i].x, c[i].y, c[i].z, size, c[i].w);
    if (at >= 0)
      memcpy(&img.bytes[at], &values[i * size], size);
  }
  std::vector<unsigned char> after(img.bytes.size());
  copyArray(a, after.data(), k, img.row, false);
  ++checked;
  if (after != img.bytes) {
    ++failures;
    printf("FAILED %s shape %d writes\n", name, k.shape);
  }
  EXPECT_ERR(cudaDestroySurfaceObject(s), cudaSuccess);
  cudaFree(dc);
  cudaFree(dout);
  cudaFree(din);
  cudaFreeArray(a);
}

template <class T> void allShapes(const char *name, const cudaChannelFormatDesc &desc) {
  run<T>(name, desc, {S1D, 37, 0, 0});
  run<T>(name, desc, {S2D, 13, 7, 0});
  run<T>(name, desc, {S3D, 5, 4, 3});
  run<T>(name, desc, {S1DLayered, 9, 0, 4});
  run<T>(name, desc, {S2DLayered, 6, 5, 3});
}

#define TYPE(S, V)                                                                                \
  allShapes<S>(#S, cudaCreateChannelDesc<S>());                                                  \
  allShapes<V##2>(#V "2", cudaCreateChannelDesc<V##2>());                                        \
  allShapes<V##4>(#V "4", cudaCreateChannelDesc<V##4>());

int main() {
  srand(7);
  TYPE(signed char, char)
  TYPE(unsigned char, uchar)
  TYPE(short, short)
  TYPE(unsigned short, ushort)
  TYPE(int, int)
  TYPE(unsigned int, uint)
  TYPE(float, float)
  // Bytes of one format read and written as another: a uchar4 array as
  // uints, a float2 array as ints (x still in bytes).
  allShapes<unsigned int>("uint over uchar4", cudaCreateChannelDesc<uchar4>());
  run<int>("int over float2", cudaCreateChannelDesc<float2>(), {S2D, 4, 3, 0});
  printf("checked %d\n", checked);
  // CHECK: checked {{[1-9][0-9]*}}

  // The default mode, a helper, and a texture over the array just written.
  {
    const int W = 16, H = 4;
    cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
    cudaArray_t a;
    EXPECT_ERR(cudaMallocArray(&a, &f, W, H, cudaArraySurfaceLoadStore), cudaSuccess);
    float host[W * H];
    for (int i = 0; i < W * H; ++i)
      host[i] = i * 0.25f;
    EXPECT_ERR(cudaMemcpy2DToArray(a, 0, 0, host, W * sizeof(float), W * sizeof(float), H,
                                   cudaMemcpyHostToDevice),
               cudaSuccess);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = a;
    cudaSurfaceObject_t s;
    EXPECT_ERR(cudaCreateSurfaceObject(&s, &res), cudaSuccess);
    scale<<<H, W>>>(0, s, 3.0f);
    EXPECT_ERR(cudaGetLastError(), cudaSuccess);
    cudaTextureDesc td = {};
    td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModePoint;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t;
    EXPECT_ERR(cudaCreateTextureObject(&t, &res, &td, nullptr), cudaSuccess);
    float *d;
    EXPECT_ERR(cudaMalloc(&d, sizeof host), cudaSuccess);
    sampleAfterWrite<<<H, W>>>(d, t);
    float got[W * H];
    EXPECT_ERR(cudaMemcpy(got, d, sizeof got, cudaMemcpyDeviceToHost), cudaSuccess);
    for (int i = 0; i < W * H; ++i)
      EXPECT(got[i] == host[i] * 3.0f);
    EXPECT_ERR(cudaDestroyTextureObject(t), cudaSuccess);
    cudaResourceDesc back = {};
    EXPECT_ERR(cudaGetSurfaceObjectResourceDesc(&back, s), cudaSuccess);
    EXPECT(back.resType == cudaResourceTypeArray && back.res.array.array == a);
    EXPECT_ERR(cudaDestroySurfaceObject(s), cudaSuccess);

    // Errors: a surface is over an array (linear memory is refused), and
    // needs pointers.
    cudaResourceDesc linear = {};
    linear.resType = cudaResourceTypeLinear;
    linear.res.linear.devPtr = d;
    linear.res.linear.desc = f;
    linear.res.linear.sizeInBytes = sizeof host;
    EXPECT_ERR(cudaCreateSurfaceObject(&s, &linear), cudaErrorInvalidValue);
    EXPECT_ERR(cudaCreateSurfaceObject(nullptr, &res), cudaErrorInvalidValue);
    EXPECT_ERR(cudaCreateSurfaceObject(&s, nullptr), cudaErrorInvalidValue);
    EXPECT_ERR(cudaDestroySurfaceObject(0), cudaSuccess);
    cudaFree(d);
    cudaFreeArray(a);
  }
  // CHECK-NEXT: OK
  return DONE();
}
