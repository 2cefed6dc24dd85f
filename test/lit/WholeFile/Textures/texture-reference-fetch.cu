// Texture references: a kernel or helper that reaches a reference takes it
// as the bound memory and a descriptor, as a device symbol; the fetch is
// the polyfill of what it returns, a reference read as normalized floats
// passes its descriptor through ultima_tex_normalized_read. The manifest
// names the reference (qualified) in both parameters.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %oclc -D ULTIMA_TEXTURE_IMAGES %t.cl
// RUN: %ultima --emit-launches %s | FileCheck --check-prefix=MANIFEST %s

texture<float, 1, cudaReadModeElementType> input;
namespace pix {
texture<uchar4, 2, cudaReadModeNormalizedFloat> rgba;
}

// CHECK-LABEL: float4 shade(float x, float y, __global uchar *pix_rgba_data, ultima_texture pix_rgba ULTIMA_TEX_IMAGES(pix_rgba_image2d, pix_rgba_image3d, pix_rgba_layers, pix_rgba_sampler))
// CHECK: return ultima_tex2D_float4(pix_rgba_data, ultima_tex_normalized_read(pix_rgba) ULTIMA_TEX_IMAGE_ARGS(pix_rgba_image2d, pix_rgba_image3d, pix_rgba_layers, pix_rgba_sampler), (x), (y));
__device__ float4 shade(float x, float y) { return tex2D(pix::rgba, x, y); }

// CHECK-LABEL: __kernel void copy(__global float *out, int n, __global uchar *input_data, ultima_texture input ULTIMA_TEX_IMAGES(input_image2d, input_image3d, input_layers, input_sampler), __global uchar *pix_rgba_data, ultima_texture pix_rgba ULTIMA_TEX_IMAGES(pix_rgba_image2d, pix_rgba_image3d, pix_rgba_layers, pix_rgba_sampler))
__global__ void copy(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    // CHECK: out[i] = ultima_tex1Dfetch_float(input_data, input ULTIMA_TEX_IMAGE_ARGS(input_image2d, input_image3d, input_layers, input_sampler), (i)) + ultima_tex1Dfetch_float(input_data, input ULTIMA_TEX_IMAGE_ARGS(input_image2d, input_image3d, input_layers, input_sampler), (i + 1));
    out[i] = tex1Dfetch(input, i) + tex1Dfetch(input, i + 1);
  // CHECK: out[0] += shade(0.5f, 0.5f, pix_rgba_data, pix_rgba ULTIMA_TEX_IMAGE_ARGS(pix_rgba_image2d, pix_rgba_image3d, pix_rgba_layers, pix_rgba_sampler)).w;
  out[0] += shade(0.5f, 0.5f).w;
}

// MANIFEST: "declaration": "__global uchar *input_data",
// MANIFEST-NEXT: "kind": "texture-data",
// MANIFEST-NEXT: "name": "input_data",
// MANIFEST-NEXT: "symbol": "input",
// MANIFEST: "declaration": "ultima_texture input ULTIMA_TEX_IMAGES(input_image2d, input_image3d, input_layers, input_sampler)",
// MANIFEST-NEXT: "kind": "texture-desc",
// MANIFEST-NEXT: "name": "input",
// MANIFEST-NEXT: "size": 96,
// MANIFEST-NEXT: "symbol": "input",
// MANIFEST: "symbol": "pix::rgba",

int main() {
  float *d;
  cudaMalloc(&d, 1024 * sizeof(float));
  cudaBindTexture(0, input, d, 1024 * sizeof(float));
  copy<<<4, 256>>>(d, 1024);
  cudaUnbindTexture(input);
}
