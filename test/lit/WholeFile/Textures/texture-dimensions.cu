// tex1D, tex2D, tex3D and tex2DLayered through references of each
// dimensionality: each fetch is the polyfill of its element type, over the
// reference's two parameters; tex2DLod and tex2DGrad sample level 0.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %oclc -D ULTIMA_TEXTURE_IMAGES %t.cl

texture<float, cudaTextureType1D> line;
texture<float4, cudaTextureType2D> image;
texture<float, cudaTextureType3D, cudaReadModeElementType> volume;
texture<float, cudaTextureType2DLayered> layers;

// CHECK-LABEL: __kernel void sample(__global float *out, float x, float y, float z, __global uchar *line_data, ultima_texture line ULTIMA_TEX_IMAGES(line_image2d, line_image3d, line_layers, line_sampler), __global uchar *image_data, ultima_texture image ULTIMA_TEX_IMAGES(image_image2d, image_image3d, image_layers, image_sampler), __global uchar *volume_data, ultima_texture volume ULTIMA_TEX_IMAGES(volume_image2d, volume_image3d, volume_layers, volume_sampler), __global uchar *layers_data, ultima_texture layers ULTIMA_TEX_IMAGES(layers_image2d, layers_image3d, layers_layers, layers_sampler))
__global__ void sample(float *out, float x, float y, float z) {
  // CHECK: out[0] = ultima_tex1D_float(line_data, line ULTIMA_TEX_IMAGE_ARGS(line_image2d, line_image3d, line_layers, line_sampler), (x));
  out[0] = tex1D(line, x);
  // CHECK: float4 c = ultima_tex2D_float4(image_data, image ULTIMA_TEX_IMAGE_ARGS(image_image2d, image_image3d, image_layers, image_sampler), (x), (y));
  float4 c = tex2D(image, x, y);
  out[1] = c.x;
  // CHECK: out[2] = ultima_tex3D_float(volume_data, volume ULTIMA_TEX_IMAGE_ARGS(volume_image2d, volume_image3d, volume_layers, volume_sampler), (x), (y), (z));
  out[2] = tex3D(volume, x, y, z);
  // CHECK: out[3] = ultima_tex2DLayered_float(layers_data, layers ULTIMA_TEX_IMAGE_ARGS(layers_image2d, layers_image3d, layers_layers, layers_sampler), (x), (y), (1));
  out[3] = tex2DLayered(layers, x, y, 1);
  // CHECK: out[4] = ultima_tex2DLod_float4(image_data, image ULTIMA_TEX_IMAGE_ARGS(image_image2d, image_image3d, image_layers, image_sampler), (x), (y), (0.0f)).w;
  out[4] = tex2DLod(image, x, y, 0.0f).w;
  // CHECK: out[5] = ultima_tex2DGrad_float4(image_data, image ULTIMA_TEX_IMAGE_ARGS(image_image2d, image_image3d, image_layers, image_sampler), (x), (y), (((float2)
  out[5] = tex2DGrad(image, x, y, make_float2(1, 0), make_float2(0, 1)).z;
}
