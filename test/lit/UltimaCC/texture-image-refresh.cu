// The texels a fetch reads are the array's as the stream has them at the
// launch (CUDA Programming Guide, "Texture and Surface Memory": an array
// written by a copy or by a surface in an earlier launch is read as
// written), on both of ultima's texture paths: the image path (an OpenCL
// image holding a copy of the array, made again when the array was written
// since) and the software path (ULTIMA_TEXTURE_PATH=software). Writes
// between launches: cudaMemcpy2DToArray, cudaMemcpyToArray, cudaMemcpy3D, a
// surface write, an async copy on the fetching stream, copies replayed by a
// graph; and one array read as two formats (element type and normalized
// floats, point and linear). The expected values are computed here from
// the data written.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache ULTIMA_TEXTURE_PATH=software %t | FileCheck %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache ULTIMA_TEXTURE_PATH=bogus %t 2>&1 | FileCheck --check-prefix=BOGUS %s
// BOGUS: ULTIMA_TEXTURE_PATH=bogus is neither 'images' nor 'software'; textures take the image path
// BOGUS: OK
#include <cuda_runtime.h>
#include "expect.h"
#include <cmath>
#include <vector>

constexpr int W = 8, H = 4;

// Every texel of a W x H float texture, point sampled at its centre.
__global__ void fetchAll(float *out, cudaTextureObject_t t) {
  int x = threadIdx.x, y = blockIdx.x;
  out[y * W + x] = tex2D<float>(t, x + 0.5f, y + 0.5f);
}

__global__ void scaleThroughSurface(cudaSurfaceObject_t s, float by) {
  int x = threadIdx.x, y = blockIdx.x;
  float v = surf2Dread<float>(s, x * sizeof(float), y);
  surf2Dwrite(v * by, s, x * sizeof(float), y);
}

// One uchar array read three ways: as elements, as normalized floats point
// sampled, and as normalized floats linearly filtered halfway between
// texels x and x + 1 of row 0.
__global__ void readFormats(unsigned char *elements, float *normalized, float *between,
                            cudaTextureObject_t asElements, cudaTextureObject_t asFloats,
                            cudaTextureObject_t filtered) {
  int x = threadIdx.x;
  elements[x] = tex2D<unsigned char>(asElements, x + 0.5f, 0.5f);
  normalized[x] = tex2D<float>(asFloats, x + 0.5f, 0.5f);
  between[x] = tex2D<float>(filtered, x + 1.0f, 0.5f);
}

cudaTextureObject_t textureOf(cudaArray_t a, cudaTextureReadMode read, cudaTextureFilterMode f) {
  cudaResourceDesc r{};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaTextureDesc d{};
  d.addressMode[0] = d.addressMode[1] = cudaAddressModeClamp;
  d.filterMode = f;
  d.readMode = read;
  cudaTextureObject_t t = 0;
  EXPECT(cudaCreateTextureObject(&t, &r, &d, nullptr) == cudaSuccess);
  return t;
}

void expectTexels(const float *out, const std::vector<float> &want, const char *what) {
  int wrong = 0;
  for (int i = 0; i < W * H; ++i)
    wrong += out[i] != want[i];
  if (wrong)
    std::printf("%s: %d texels wrong (texel 0: %g, expected %g)\n", what, wrong, out[0], want[0]);
  EXPECT(wrong == 0);
}

int main() {
  cudaChannelFormatDesc f = cudaCreateChannelDesc<float>();
  cudaArray_t a;
  EXPECT(cudaMallocArray(&a, &f, W, H, cudaArraySurfaceLoadStore) == cudaSuccess);
  cudaTextureObject_t t = textureOf(a, cudaReadModeElementType, cudaFilterModePoint);
  float *out;
  cudaMallocManaged(&out, W * H * sizeof(float));
  std::vector<float> host(W * H);

  // A 2-D copy, then the whole array again with the 1-D copy.
  for (int i = 0; i < W * H; ++i)
    host[i] = i + 0.25f;
  cudaMemcpy2DToArray(a, 0, 0, host.data(), W * sizeof(float), W * sizeof(float), H,
                      cudaMemcpyHostToDevice);
  fetchAll<<<H, W>>>(out, t);
  cudaDeviceSynchronize();
  expectTexels(out, host, "first copy");
  for (int i = 0; i < W * H; ++i)
    host[i] = 100.0f - i;
  cudaMemcpyToArray(a, 0, 0, host.data(), host.size() * sizeof(float), cudaMemcpyHostToDevice);
  fetchAll<<<H, W>>>(out, t);
  cudaDeviceSynchronize();
  expectTexels(out, host, "cudaMemcpyToArray");

  // cudaMemcpy3D into a 2 x 2 block at (3, 1).
  float block[4] = {-1.0f, -2.0f, -3.0f, -4.0f};
  cudaMemcpy3DParms p{};
  p.srcPtr = make_cudaPitchedPtr(block, 2 * sizeof(float), 2, 2);
  p.dstArray = a;
  p.dstPos = make_cudaPos(3, 1, 0);
  p.extent = make_cudaExtent(2, 2, 1);
  p.kind = cudaMemcpyHostToDevice;
  EXPECT(cudaMemcpy3D(&p) == cudaSuccess);
  host[1 * W + 3] = -1.0f, host[1 * W + 4] = -2.0f, host[2 * W + 3] = -3.0f,
               host[2 * W + 4] = -4.0f;
  fetchAll<<<H, W>>>(out, t);
  cudaDeviceSynchronize();
  expectTexels(out, host, "cudaMemcpy3D");

  // A surface write in one launch, read through the texture in the next.
  cudaResourceDesc r{};
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  cudaSurfaceObject_t s = 0;
  EXPECT(cudaCreateSurfaceObject(&s, &r) == cudaSuccess);
  scaleThroughSurface<<<H, W>>>(s, 3.0f);
  fetchAll<<<H, W>>>(out, t);
  cudaDeviceSynchronize();
  for (float &v : host)
    v *= 3.0f;
  expectTexels(out, host, "surface write");

  // An async copy and the fetch on one stream, no synchronisation between.
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  float *pinned;
  cudaMallocHost(&pinned, W * H * sizeof(float));
  for (int i = 0; i < W * H; ++i)
    host[i] = pinned[i] = 0.5f * i;
  cudaMemcpy2DToArrayAsync(a, 0, 0, pinned, W * sizeof(float), W * sizeof(float), H,
                           cudaMemcpyHostToDevice, stream);
  fetchAll<<<H, W, 0, stream>>>(out, t);
  cudaStreamSynchronize(stream);
  expectTexels(out, host, "async copy");

  // A captured graph: the copy into the array and the fetch, replayed
  // after the source changed.
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  EXPECT(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal) == cudaSuccess);
  cudaMemcpy2DToArrayAsync(a, 0, 0, pinned, W * sizeof(float), W * sizeof(float), H,
                           cudaMemcpyHostToDevice, stream);
  fetchAll<<<H, W, 0, stream>>>(out, t);
  EXPECT(cudaStreamEndCapture(stream, &graph) == cudaSuccess);
  EXPECT(cudaGraphInstantiate(&exec, graph, nullptr, nullptr, 0) == cudaSuccess);
  for (int round = 1; round <= 2; ++round) {
    for (int i = 0; i < W * H; ++i)
      host[i] = pinned[i] = 1000.0f * round + i;
    EXPECT(cudaGraphLaunch(exec, stream) == cudaSuccess);
    cudaStreamSynchronize(stream);
    expectTexels(out, host, round == 1 ? "graph, first launch" : "graph, second launch");
  }

  // One array of bytes, three textures: element reads, normalized floats
  // point sampled (v / 255) and filtered (the mean of two neighbours).
  cudaChannelFormatDesc u8 = cudaCreateChannelDesc<unsigned char>();
  cudaArray_t bytes;
  EXPECT(cudaMallocArray(&bytes, &u8, W, 1) == cudaSuccess);
  unsigned char values[W] = {0, 1, 2, 127, 128, 200, 254, 255};
  cudaMemcpy2DToArray(bytes, 0, 0, values, W, W, 1, cudaMemcpyHostToDevice);
  cudaTextureObject_t asElements = textureOf(bytes, cudaReadModeElementType, cudaFilterModePoint);
  cudaTextureObject_t asFloats =
      textureOf(bytes, cudaReadModeNormalizedFloat, cudaFilterModePoint);
  cudaTextureObject_t filtered =
      textureOf(bytes, cudaReadModeNormalizedFloat, cudaFilterModeLinear);
  unsigned char *elements;
  float *normalized, *between;
  cudaMallocManaged(&elements, W);
  cudaMallocManaged(&normalized, W * sizeof(float));
  cudaMallocManaged(&between, W * sizeof(float));
  readFormats<<<1, W>>>(elements, normalized, between, asElements, asFloats, filtered);
  cudaDeviceSynchronize();
  for (int x = 0; x < W; ++x) {
    EXPECT(elements[x] == values[x]);
    EXPECT(normalized[x] == values[x] / 255.0f); // point samples are exact
    // Halfway between x and x + 1 (clamped at the end): weight 1/2 exactly
    // in CUDA's 9-bit fixed point too.
    float want = (values[x] + values[x + 1 < W ? x + 1 : x]) / 2.0f / 255.0f;
    EXPECT(std::fabs(between[x] - want) < 1e-6f);
  }

  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaDestroyTextureObject(t);
  cudaDestroyTextureObject(asElements);
  cudaDestroyTextureObject(asFloats);
  cudaDestroyTextureObject(filtered);
  cudaDestroySurfaceObject(s);
  cudaFreeArray(a);
  cudaFreeArray(bytes);
  cudaFreeHost(pinned);
  EXPECT(cudaGetLastError() == cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
