// tex1D, tex2D, tex3D and tex2DLayered through references of each
// dimensionality: each fetch is the polyfill of its element type, over the
// reference's two parameters; tex2DLod and tex2DGrad sample level 0.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl

texture<float, cudaTextureType1D> line;
texture<float4, cudaTextureType2D> image;
texture<float, cudaTextureType3D, cudaReadModeElementType> volume;
texture<float, cudaTextureType2DLayered> layers;

// CHECK-LABEL: __kernel void sample(__global float *out, float x, float y, float z, __global uchar *line_data, ultima_texture line, __global uchar *image_data, ultima_texture image, __global uchar *volume_data, ultima_texture volume, __global uchar *layers_data, ultima_texture layers)
__global__ void sample(float *out, float x, float y, float z) {
  // CHECK: out[0] = ultima_tex1D_float(line_data, line, (x));
  out[0] = tex1D(line, x);
  // CHECK: float4 c = ultima_tex2D_float4(image_data, image, (x), (y));
  float4 c = tex2D(image, x, y);
  out[1] = c.x;
  // CHECK: out[2] = ultima_tex3D_float(volume_data, volume, (x), (y), (z));
  out[2] = tex3D(volume, x, y, z);
  // CHECK: out[3] = ultima_tex2DLayered_float(layers_data, layers, (x), (y), (1));
  out[3] = tex2DLayered(layers, x, y, 1);
  // CHECK: out[4] = ultima_tex2DLod_float4(image_data, image, (x), (y), (0.0f)).w;
  out[4] = tex2DLod(image, x, y, 0.0f).w;
  // CHECK: out[5] = ultima_tex2DGrad_float4(image_data, image, (x), (y), (((float2)
  out[5] = tex2DGrad(image, x, y, make_float2(1, 0), make_float2(0, 1)).z;
}
