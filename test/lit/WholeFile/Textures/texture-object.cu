// Texture objects (cudaTextureObject_t, CUDA 5 and later): the fetch is
// reported, not the object it names.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 2
#include <cstddef>

__global__ void read(float *out, cudaTextureObject_t texObj, int w) {
  int x = threadIdx.x, y = blockIdx.x;
  // CHECK: texture-object.cu:[[@LINE+1]]:20: error: texture fetch 'tex1Dfetch' is not supported: OpenCL C 1.2 images are not used by ultima yet; read the array through a pointer instead [ultima-unsupported-texture]
  out[y * w + x] = tex1Dfetch<float>(texObj, y * w + x);
  // CHECK: texture-object.cu:[[@LINE+1]]:21: error: texture fetch 'tex2D' is not supported
  out[y * w + x] += tex2D<float>(texObj, x + 0.5f, y + 0.5f);
}

int main() {
  float *d;
  cudaMalloc(&d, 64 * 64 * sizeof(float));
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = 64 * 64 * sizeof(float);
  cudaTextureDesc desc = {};
  desc.readMode = cudaReadModeElementType;
  cudaTextureObject_t tex = 0;
  cudaCreateTextureObject(&tex, &res, &desc, NULL);
  read<<<64, 64>>>(d, tex, 64);
  cudaDestroyTextureObject(tex);
}
