// What is refused of texture objects, each at its use, with the reason:
// objects stored in memory (variables, struct fields, arrays), taken by
// reference, used as values; a gather of fewer than 4 components, the
// pointer form, texel types without a polyfill (double, half).
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 12
#include <cuda_fp16.h>

struct Pair {
  // CHECK-DAG: texture-object-refused.cu:[[@LINE+1]]:23: error: texture object 'a' is not supported: ultima passes a texture object as a parameter of its own (a buffer and a descriptor), so it cannot be stored in a variable, a struct field or an array, nor taken by reference; pass it to the kernel and its helpers as a parameter [ultima-unsupported-texture]
  cudaTextureObject_t a;
  int n;
};

// CHECK-DAG: texture-object-refused.cu:[[@LINE+2]]:57: error: texture object parameter 't' is not supported
// CHECK-DAG: texture-object-refused.cu:[[@LINE+1]]:87: error: the texture object of 'tex1Dfetch' must be a parameter
__device__ float byReference(const cudaTextureObject_t &t) { return tex1Dfetch<float>(t, 0); }

__global__ void k(float *out, cudaTextureObject_t tex, Pair pair, float x) {
  // CHECK-DAG: texture-object-refused.cu:[[@LINE+1]]:25: error: the texture object of 'tex2D' must be a parameter of the calling function, passed as it is: texture and surface objects stored in memory (struct fields, arrays, variables) are not supported
  out[0] = tex2D<float>(pair.a, x, x);
  // CHECK-DAG: texture-object-refused.cu:[[@LINE+2]]:23: error: texture object 'copy' is not supported
  // CHECK-DAG: texture-object-refused.cu:[[@LINE+1]]:30: error: texture object 'tex' can only be passed
  cudaTextureObject_t copy = tex;
  unsigned long long handle = 0;
  // CHECK-DAG: texture-object-refused.cu:[[@LINE+1]]:12: error: texture object 'tex' can only be passed to a fetch or to a function parameter of its type: it is a buffer and a descriptor in OpenCL, not a value
  handle = tex;
  // CHECK-DAG: texture-object-refused.cu:[[@LINE+1]]:40: error: texture object 'tex' can only be passed
  out[1] = (float)handle + byReference(tex);
  // CHECK-DAG: texture-object-refused.cu:[[@LINE+1]]:12: error: texture fetch 'tex2Dgather' is not supported: 'tex2Dgather' returns four texels' components: its texel type must have 4 components, not 'float2'
  out[2] = tex2Dgather<float2>(tex, x, x, 1).y;
  // CHECK-DAG: texture-object-refused.cu:[[@LINE+1]]:12: error: texture fetch 'tex2DLod' is not supported: texel type '__half' is not supported: char, unsigned char, short, unsigned short, int, unsigned int or float, with 1, 2 or 4 components (a texture of 16-bit floats is read as float)
  out[3] = tex2DLod<half>(tex, x, x, 0.0f);
  // CHECK-DAG: texture-object-refused.cu:[[@LINE+1]]:3: error: texture fetch 'tex1Dfetch' is not supported: the form of 'tex1Dfetch' that stores through a pointer is not supported; use the one that returns the texel
  tex1Dfetch(&out[4], tex, 0);
  // CHECK-DAG: texture-object-refused.cu:[[@LINE+1]]:12: error: texture fetch 'tex1D' is not supported: texel type 'double' is not supported: char, unsigned char, short, unsigned short, int, unsigned int or float, with 1, 2 or 4 components
  out[5] = tex1D<double>(tex, x);
}
