// Surface references (the legacy API of the CUDA Programming Guide, "Surface
// Reference API"; Runtime API "Surface Reference Management"): surface<void,
// dim> variables at namespace scope, bound with cudaBindSurfaceToArray (the
// C++ template and the C function through cudaGetSurfaceReference) to arrays
// made with cudaArraySurfaceLoadStore, read and written by surf1D, surf2D,
// surf3D, surf1DLayered and surf2DLayered with x in bytes. Compared with a
// host reference written from the Programming Guide ("Surface Functions"):
// a surface is a byte image; a read or write moves sizeof(T) bytes at byte x
// of row y of slice or layer z; cudaBoundaryModeClamp moves each coordinate
// into the surface, cudaBoundaryModeZero reads 0 and drops writes outside
// it. Also: rebinding a reference to another array (another element type)
// between launches, a helper reaching the reference, a texture object
// reading what a surface reference wrote, and the API's errors.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// The image path (the default on a device with images), then the software
// path (docs/device-library.md, "Two paths").
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache ULTIMA_TEXTURE_PATH=software %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cuda_runtime.h>
#include "expect.h"
#include <cstring>
#include <vector>

surface<void, cudaSurfaceType1D> line;
surface<void, cudaSurfaceType2D> plane;
surface<void, cudaSurfaceType3D> volume;
surface<void, cudaSurfaceType1DLayered> lines;
surface<void, cudaSurfaceType2DLayered> planes;
surface<void, cudaSurfaceType2D> neverBound;

enum Shape { S1D = 0, S2D, S3D, S1DLayered, S2DLayered };

template <class T> __device__ T readAt(int shape, int4 p) {
  cudaSurfaceBoundaryMode m = (cudaSurfaceBoundaryMode)p.w;
  T v;
  switch (shape) {
  case S1D:
    return surf1Dread<T>(line, p.x, m);
  case S2D:
    surf2Dread(&v, plane, p.x, p.y, m); // the form that stores through a pointer
    return v;
  case S3D:
    return surf3Dread<T>(volume, p.x, p.y, p.z, m);
  case S1DLayered:
    surf1DLayeredread(&v, lines, p.x, p.z, m);
    return v;
  default:
    return surf2DLayeredread<T>(planes, p.x, p.y, p.z, m);
  }
}

template <class T> __device__ void writeAt(int shape, T v, int4 p) {
  cudaSurfaceBoundaryMode m = (cudaSurfaceBoundaryMode)p.w;
  switch (shape) {
  case S1D:
    surf1Dwrite(v, line, p.x, m);
    break;
  case S2D:
    surf2Dwrite<T>(v, plane, p.x, p.y, m);
    break;
  case S3D:
    surf3Dwrite(v, volume, p.x, p.y, p.z, m);
    break;
  case S1DLayered:
    surf1DLayeredwrite(v, lines, p.x, p.z, m);
    break;
  default:
    surf2DLayeredwrite(v, planes, p.x, p.y, p.z, m);
    break;
  }
}

// c: x (bytes), y, z or layer, boundary mode.
template <class T> __global__ void probe(T *out, const int4 *c, int n, int shape) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = readAt<T>(shape, c[i]);
}
// One thread writes them all, in order: clamped writes may land on the same
// element, and the host reference applies them in the same order.
template <class T> __global__ void store(const T *in, const int4 *c, int n, int shape) {
  for (int i = 0; i < n; ++i)
    writeAt<T>(shape, in[i], c[i]);
}

// A helper that reaches the reference itself (default mode: trap, in range).
__device__ void scaleAt(int x, int y, float f) {
  float v = surf2Dread<float>(plane, x * (int)sizeof(float), y);
  surf2Dwrite(v * f, plane, x * (int)sizeof(float), y);
}
__global__ void scale(float f) { scaleAt(threadIdx.x, blockIdx.x, f); }

__global__ void sample(float *out, cudaTextureObject_t t) {
  out[blockIdx.x * blockDim.x + threadIdx.x] =
      tex2D<float>(t, threadIdx.x + 0.5f, blockIdx.x + 0.5f);
}

// An unbound reference (undocumented in CUDA; ultima: a surface of no
// width, so every access is out of range).
__global__ void readUnbound(float *out) {
  out[0] = surf2Dread<float>(neverBound, 0, 0, cudaBoundaryModeZero);
  surf2Dwrite(7.0f, neverBound, 0, 0, cudaBoundaryModeClamp);
  out[1] = surf2Dread<float>(neverBound, 0, 0, cudaBoundaryModeClamp);
}

// ---- The host reference: a surface is bytes ----
struct Image {
  int rowBytes, rows, slices;
  std::vector<unsigned char> bytes;
  Image(int rb, int r, int s) : rowBytes(rb), rows(r), slices(s), bytes(size_t(rb) * r * s) {}
  static int clampTo(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
  // The address of size bytes at p, or -1 (zero mode, out of range).
  long at(int4 p, int size) const {
    if (p.w == cudaBoundaryModeClamp) {
      p.x = clampTo(p.x, 0, rowBytes - size);
      p.y = clampTo(p.y, 0, rows - 1);
      p.z = clampTo(p.z, 0, slices - 1);
    } else if (p.x < 0 || p.x > rowBytes - size || p.y < 0 || p.y >= rows || p.z < 0 ||
               p.z >= slices) {
      return -1;
    }
    return (long(p.z) * rows + p.y) * rowBytes + p.x;
  }
  template <class T> T read(int4 p) const {
    T v;
    std::memset(&v, 0, sizeof v);
    long a = at(p, sizeof(T));
    if (a >= 0)
      std::memcpy(&v, &bytes[a], sizeof v);
    return v;
  }
  template <class T> void write(T v, int4 p) {
    long a = at(p, sizeof(T));
    if (a >= 0)
      std::memcpy(&bytes[a], &v, sizeof v);
  }
};

template <class T> T valueOf(int i);
template <> float valueOf<float>(int i) { return 0.25f * i - 3.0f; }
template <> short2 valueOf<short2>(int i) { return make_short2(short(i * 3 - 40), short(-i)); }
template <class T> bool same(T a, T b) { return std::memcmp(&a, &b, sizeof a) == 0; }

// y and z of a shape's coordinate (a 1-D shape has no y; z is the slice or layer).
static int4 coord(int shape, int xBytes, int y, int z, int mode) {
  if (shape == S1D || shape == S1DLayered)
    y = 0;
  if (shape == S1D || shape == S2D)
    z = 0;
  return make_int4(xBytes, y, z, mode);
}

template <class T> std::vector<T> runProbe(int shape, const std::vector<int4> &c) {
  int n = (int)c.size();
  int4 *dc;
  T *dout;
  cudaMalloc(&dc, n * sizeof(int4));
  cudaMalloc(&dout, n * sizeof(T));
  cudaMemcpy(dc, c.data(), n * sizeof(int4), cudaMemcpyHostToDevice);
  probe<T><<<(n + 63) / 64, 64>>>(dout, dc, n, shape);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  std::vector<T> out(n);
  EXPECT(cudaMemcpy(out.data(), dout, n * sizeof(T), cudaMemcpyDeviceToHost) == cudaSuccess);
  cudaFree(dc);
  cudaFree(dout);
  return out;
}

template <class T> void runStore(int shape, const std::vector<T> &v, const std::vector<int4> &c) {
  int n = (int)c.size();
  int4 *dc;
  T *din;
  cudaMalloc(&dc, n * sizeof(int4));
  cudaMalloc(&din, n * sizeof(T));
  cudaMemcpy(dc, c.data(), n * sizeof(int4), cudaMemcpyHostToDevice);
  cudaMemcpy(din, v.data(), n * sizeof(T), cudaMemcpyHostToDevice);
  store<T><<<1, 1>>>(din, dc, n, shape);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  cudaFree(dc);
  cudaFree(din);
}

// Every element in range (trap mode), then out of range in both modes.
static std::vector<int4> everyElement(int shape, const Image &img, int size) {
  std::vector<int4> c;
  for (int z = 0; z < img.slices; ++z)
    for (int y = 0; y < img.rows; ++y)
      for (int x = 0; x < img.rowBytes; x += size)
        c.push_back(coord(shape, x, y, z, cudaBoundaryModeTrap));
  return c;
}
static std::vector<int4> outOfRange(int shape, const Image &img, int size) {
  std::vector<int4> c;
  for (int mode : {cudaBoundaryModeClamp, cudaBoundaryModeZero}) {
    int xs[] = {-3 * size, -size, 0, img.rowBytes - size, img.rowBytes, img.rowBytes + 2 * size};
    int ys[] = {-2, 0, img.rows - 1, img.rows + 1};
    int zs[] = {-1, 0, img.slices - 1, img.slices};
    for (int x : xs)
      for (int y : ys)
        for (int z : zs)
          c.push_back(coord(shape, x, y, z, mode));
  }
  return c;
}

// Fills the bound surface through writes, reads it all back, probes out of
// range, writes out of range (clamped and dropped), reads it all again.
template <class T> void exercise(int shape, Image &img, int seed) {
  int size = sizeof(T);
  std::vector<int4> all = everyElement(shape, img, size);
  std::vector<T> fill(all.size());
  for (size_t i = 0; i < all.size(); ++i) {
    fill[i] = valueOf<T>(int(i) + seed);
    img.write(fill[i], all[i]);
  }
  runStore(shape, fill, all);
  std::vector<T> got = runProbe<T>(shape, all);
  for (size_t i = 0; i < all.size(); ++i)
    EXPECT(same(got[i], fill[i]));
  std::vector<int4> edge = outOfRange(shape, img, size);
  got = runProbe<T>(shape, edge);
  for (size_t i = 0; i < edge.size(); ++i)
    EXPECT(same(got[i], img.read<T>(edge[i])));
  std::vector<T> more(edge.size());
  for (size_t i = 0; i < edge.size(); ++i) {
    more[i] = valueOf<T>(1000 + int(i));
    img.write(more[i], edge[i]);
  }
  runStore(shape, more, edge);
  got = runProbe<T>(shape, all);
  for (size_t i = 0; i < all.size(); ++i)
    EXPECT(same(got[i], img.read<T>(all[i])));
}

static cudaArray_t makeArray(cudaChannelFormatDesc desc, int w, int h, int d, unsigned flags) {
  cudaArray_t a = nullptr;
  EXPECT(cudaMalloc3DArray(&a, &desc, make_cudaExtent(w, h, d), flags) == cudaSuccess);
  return a;
}

int main() {
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  cudaChannelFormatDesc s2 = cudaCreateChannelDesc<short2>();
  const unsigned ls = cudaArraySurfaceLoadStore;

  cudaArray_t a1 = makeArray(f, 13, 0, 0, ls);
  EXPECT(cudaBindSurfaceToArray(line, a1) == cudaSuccess);
  Image i1(13 * 4, 1, 1);
  exercise<float>(S1D, i1, 0);

  cudaArray_t a2 = makeArray(f, 9, 5, 0, ls);
  EXPECT(cudaBindSurfaceToArray(plane, a2, f) == cudaSuccess); // with a channel description
  Image i2(9 * 4, 5, 1);
  exercise<float>(S2D, i2, 100);

  // The host view of what the surface writes left: the same bytes.
  std::vector<float> host(9 * 5);
  EXPECT(cudaMemcpy2DFromArray(host.data(), 9 * 4, a2, 0, 0, 9 * 4, 5, cudaMemcpyDeviceToHost) ==
         cudaSuccess);
  EXPECT(std::memcmp(host.data(), i2.bytes.data(), host.size() * 4) == 0);

  // Rebinding between launches: the same reference over a short2 array...
  cudaArray_t b2 = makeArray(s2, 6, 4, 0, ls);
  EXPECT(cudaBindSurfaceToArray(plane, b2) == cudaSuccess);
  Image j2(6 * 4, 4, 1);
  exercise<short2>(S2D, j2, 7);
  // ...and back: the float array kept its texels.
  EXPECT(cudaBindSurfaceToArray(plane, a2) == cudaSuccess);
  {
    std::vector<int4> all = everyElement(S2D, i2, 4);
    std::vector<float> got = runProbe<float>(S2D, all);
    for (size_t i = 0; i < all.size(); ++i)
      EXPECT(got[i] == i2.read<float>(all[i]));
  }

  cudaArray_t a3 = makeArray(f, 5, 4, 3, ls);
  EXPECT(cudaBindSurfaceToArray(volume, a3) == cudaSuccess);
  Image i3(5 * 4, 4, 3);
  exercise<float>(S3D, i3, 200);

  cudaArray_t l1 = makeArray(s2, 7, 0, 3, ls | cudaArrayLayered);
  EXPECT(cudaBindSurfaceToArray(lines, l1) == cudaSuccess);
  Image k1(7 * 4, 1, 3);
  exercise<short2>(S1DLayered, k1, 300);

  // The C function, with the reference cudaGetSurfaceReference names.
  const surfaceReference *ref = nullptr;
  EXPECT(cudaGetSurfaceReference(&ref, &planes) == cudaSuccess);
  EXPECT(ref == &planes);
  cudaArray_t l2 = makeArray(f, 4, 3, 2, ls | cudaArrayLayered);
  EXPECT(cudaBindSurfaceToArray(ref, l2, &f) == cudaSuccess);
  Image k2(4 * 4, 3, 2);
  exercise<float>(S2DLayered, k2, 400);

  // A helper reaching the reference; then a texture object on the array
  // reads what the surface reference wrote (the image path copies again).
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeArray;
  res.res.array.array = a2;
  cudaTextureDesc td = {};
  td.filterMode = cudaFilterModePoint;
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex = 0;
  EXPECT(cudaCreateTextureObject(&tex, &res, &td, nullptr) == cudaSuccess);
  float *dout;
  cudaMalloc(&dout, 9 * 5 * sizeof(float));
  sample<<<5, 9>>>(dout, tex);
  EXPECT(cudaMemcpy(host.data(), dout, host.size() * 4, cudaMemcpyDeviceToHost) == cudaSuccess);
  EXPECT(std::memcmp(host.data(), i2.bytes.data(), host.size() * 4) == 0);
  scale<<<5, 9>>>(-2.0f);
  EXPECT(cudaGetLastError() == cudaSuccess);
  sample<<<5, 9>>>(dout, tex);
  EXPECT(cudaMemcpy(host.data(), dout, host.size() * 4, cudaMemcpyDeviceToHost) == cudaSuccess);
  for (int y = 0; y < 5; ++y)
    for (int x = 0; x < 9; ++x)
      EXPECT(host[y * 9 + x] == -2.0f * i2.read<float>(make_int4(x * 4, y, 0, 0)));

  // An unbound reference: reads 0, writes go nowhere.
  readUnbound<<<1, 1>>>(dout);
  EXPECT(cudaMemcpy(host.data(), dout, 2 * 4, cudaMemcpyDeviceToHost) == cudaSuccess);
  EXPECT(host[0] == 0.0f && host[1] == 0.0f);

  // Errors: an array made without cudaArraySurfaceLoadStore ("cudaErrorInvalidValue"),
  // no reference, a symbol that is no surface reference, no result pointer.
  cudaArray_t plain = makeArray(f, 4, 4, 0, 0);
  EXPECT_ERR(cudaBindSurfaceToArray(plane, plain), cudaErrorInvalidValue);
  EXPECT_ERR(cudaBindSurfaceToArray((const surfaceReference *)nullptr, a2, &f),
             cudaErrorInvalidSurface);
  static int notASurface;
  EXPECT_ERR(cudaGetSurfaceReference(&ref, &notASurface), cudaErrorInvalidSurface);
  EXPECT_ERR(cudaGetSurfaceReference(nullptr, &plane), cudaErrorInvalidValue);
  cudaGetLastError(); // (the errors above are the last error until read)
  // The failed binding left the reference bound to a2.
  {
    std::vector<int4> one = {make_int4(4, 1, 0, cudaBoundaryModeTrap)};
    EXPECT(runProbe<float>(S2D, one)[0] == -2.0f * i2.read<float>(one[0]));
  }

  cudaDestroyTextureObject(tex);
  for (cudaArray_t a : {a1, a2, b2, a3, l1, l2, plain})
    cudaFreeArray(a);
  cudaFree(dout);
  return DONE();
}
