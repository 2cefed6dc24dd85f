// A texture object passed on to a device function is a use of its own; the
// fetch inside the function is reported where the function is.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 3

__device__ float at(cudaTextureObject_t t, int i) {
  // CHECK-DAG: texture-object-passed.cu:[[@LINE+1]]:10: error: texture fetch 'tex1Dfetch' is not supported
  return tex1Dfetch<float>(t, i);
}

__global__ void k(float *out, cudaTextureObject_t tex) {
  // CHECK-DAG: texture-object-passed.cu:[[@LINE+1]]:15: error: texture object 'tex' is not supported: OpenCL C 1.2 images are not used by ultima yet; pass the data as a pointer instead [ultima-unsupported-texture]
  out[0] = at(tex, 0);
  unsigned long long handle = 0;
  // CHECK-DAG: texture-object-passed.cu:[[@LINE+1]]:12: error: texture object 'tex' is not supported
  handle = tex;
  out[1] = (float)handle;
}
