// tex1D, tex2D, tex3D, tex2DLayered and tex2DLod through references of each
// dimensionality: each fetch is reported.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 5

texture<float, cudaTextureType1D> line;
texture<float4, cudaTextureType2D> image;
texture<float, cudaTextureType3D, cudaReadModeElementType> volume;
texture<float, cudaTextureType2DLayered> layers;

__global__ void sample(float *out, float x, float y, float z) {
  // CHECK: texture-dimensions.cu:[[@LINE+1]]:12: error: texture fetch 'tex1D' is not supported
  out[0] = tex1D(line, x);
  // CHECK: texture-dimensions.cu:[[@LINE+1]]:14: error: texture fetch 'tex2D' is not supported
  float4 c = tex2D(image, x, y);
  out[1] = c.x;
  // CHECK: texture-dimensions.cu:[[@LINE+1]]:12: error: texture fetch 'tex3D' is not supported
  out[2] = tex3D(volume, x, y, z);
  // CHECK: texture-dimensions.cu:[[@LINE+1]]:12: error: texture fetch 'tex2DLayered' is not supported
  out[3] = tex2DLayered(layers, x, y, 1);
  // CHECK: texture-dimensions.cu:[[@LINE+1]]:12: error: texture fetch 'tex2DLod' is not supported
  out[4] = tex2DLod(image, x, y, 0.0f).w;
}
