// Cubemaps, gather and the level-of-detail and gradient fetches through a
// texture object or reference: each is the polyfill of its function and
// texel type, with every argument (tex2Dgather's default component too);
// the Lod and Grad polyfills ignore the level and gradients (level 0).
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %oclc -D ULTIMA_TEXTURE_IMAGES %t.cl

texture<float4, cudaTextureTypeCubemap, cudaReadModeElementType> sky;
texture<unsigned char, cudaTextureTypeCubemapLayered, cudaReadModeNormalizedFloat> skies;
texture<short2, 2, cudaReadModeElementType> plane;
texture<uchar4, 2, cudaReadModeNormalizedFloat> photo;

// CHECK: ULTIMA_TEX_FETCHES(float4,
// CHECK: ULTIMA_TEX_GATHER(float4,

// CHECK-LABEL: __kernel void cube(__global float4 *out, __global uchar *t_data, ultima_texture t ULTIMA_TEX_IMAGES(t_image2d, t_image3d, t_layers, t_sampler), float x, float y, float z, __global uchar *sky_data, ultima_texture sky ULTIMA_TEX_IMAGES(sky_image2d, sky_image3d, sky_layers, sky_sampler), __global uchar *skies_data, ultima_texture skies ULTIMA_TEX_IMAGES(skies_image2d, skies_image3d, skies_layers, skies_sampler))
__global__ void cube(float4 *out, cudaTextureObject_t t, float x, float y, float z) {
  // CHECK: out[0] = ultima_texCubemap_float4(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (y), (z));
  out[0] = texCubemap<float4>(t, x, y, z);
  // CHECK: out[1].x = ultima_texCubemapLayered_float(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (y), (z), (3));
  out[1].x = texCubemapLayered<float>(t, x, y, z, 3);
  // CHECK: out[2] = ultima_texCubemapLod_float4(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (y), (z), (1.5f));
  out[2] = texCubemapLod<float4>(t, x, y, z, 1.5f);
  // CHECK: out[3].y = ultima_texCubemapLayeredGrad_float(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (y), (z), (0), (((float4)
  out[3].y = texCubemapLayeredGrad<float>(t, x, y, z, 0, make_float4(x, 0, 0, 0),
                                          make_float4(0, y, 0, 0));
  // CHECK: out[4] = ultima_texCubemap_float4(sky_data, sky ULTIMA_TEX_IMAGE_ARGS(sky_image2d, sky_image3d, sky_layers, sky_sampler), (x), (y), (z));
  out[4] = texCubemap(sky, x, y, z);
  // CHECK: out[5].z = ultima_texCubemapLayered_float(skies_data, ultima_tex_normalized_read(skies) ULTIMA_TEX_IMAGE_ARGS(skies_image2d, skies_image3d, skies_layers, skies_sampler), (x), (y), (z), (2));
  out[5].z = texCubemapLayered(skies, x, y, z, 2);
  // CHECK: out[6].w = ultima_texCubemapLod_float4(sky_data, sky ULTIMA_TEX_IMAGE_ARGS(sky_image2d, sky_image3d, sky_layers, sky_sampler), (x), (y), (z), (0.f)).w + ultima_texCubemapLayeredLod_float(skies_data, ultima_tex_normalized_read(skies) ULTIMA_TEX_IMAGE_ARGS(skies_image2d, skies_image3d, skies_layers, skies_sampler), (x), (y), (z), (1), (2.f));
  out[6].w = texCubemapLod(sky, x, y, z, 0.f).w + texCubemapLayeredLod(skies, x, y, z, 1, 2.f);
}

// CHECK-LABEL: __kernel void gather(__global uchar4 *out, __global float4 *f, __global uchar *t_data, ultima_texture t ULTIMA_TEX_IMAGES(t_image2d, t_image3d, t_layers, t_sampler), float x, float y, int comp, __global uchar *plane_data, ultima_texture plane ULTIMA_TEX_IMAGES(plane_image2d, plane_image3d, plane_layers, plane_sampler), __global uchar *photo_data, ultima_texture photo ULTIMA_TEX_IMAGES(photo_image2d, photo_image3d, photo_layers, photo_sampler))
__global__ void gather(uchar4 *out, float4 *f, cudaTextureObject_t t, float x, float y, int comp) {
  // CHECK: out[0] = ultima_tex2Dgather_uchar4(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (y), (comp));
  out[0] = tex2Dgather<uchar4>(t, x, y, comp);
  // CHECK: f[0] = ultima_tex2Dgather_float4(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (y), (0));
  f[0] = tex2Dgather<float4>(t, x, y);
  // CHECK: int4 i = ultima_tex2Dgather_int4(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (y), (3));
  int4 i = tex2Dgather<int4>(t, x, y, 3);
  f[1].x = i.x;
  // CHECK: short4 s = ultima_tex2Dgather_short4(plane_data, plane ULTIMA_TEX_IMAGE_ARGS(plane_image2d, plane_image3d, plane_layers, plane_sampler), (x), (y), (1));
  short4 s = tex2Dgather(plane, x, y, 1);
  // CHECK: f[2] = ultima_tex2Dgather_float4(photo_data, ultima_tex_normalized_read(photo) ULTIMA_TEX_IMAGE_ARGS(photo_image2d, photo_image3d, photo_layers, photo_sampler), (x), (y), (0));
  f[2] = tex2Dgather(photo, x, y);
  f[3].y = s.w;
}

// CHECK-LABEL: __kernel void levels(__global float *out, __global uchar *t_data, ultima_texture t ULTIMA_TEX_IMAGES(t_image2d, t_image3d, t_layers, t_sampler), float x, float lod, __global uchar *plane_data, ultima_texture plane ULTIMA_TEX_IMAGES(plane_image2d, plane_image3d, plane_layers, plane_sampler))
__global__ void levels(float *out, cudaTextureObject_t t, float x, float lod) {
  float2 d2 = make_float2(lod, lod);
  float4 d4 = make_float4(lod, lod, lod, 0);
  // CHECK: out[0] = ultima_tex1DLod_float(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (lod)) + ultima_tex2DLod_float(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (x), (lod)) + ultima_tex3DLod_float(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (x), (x), (lod));
  out[0] = tex1DLod<float>(t, x, lod) + tex2DLod<float>(t, x, x, lod) + tex3DLod<float>(t, x, x, x, lod);
  // CHECK: out[1] = ultima_tex1DLayeredLod_float(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (1), (lod)) + ultima_tex2DLayeredLod_float2(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (x), (2), (lod)).y;
  out[1] = tex1DLayeredLod<float>(t, x, 1, lod) + tex2DLayeredLod<float2>(t, x, x, 2, lod).y;
  // CHECK: out[2] = ultima_tex1DGrad_float(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (lod), (lod)) + ultima_tex2DGrad_float(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (x), (d2), (d2)) + ultima_tex3DGrad_float(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (x), (x), (d4), (d4));
  out[2] = tex1DGrad<float>(t, x, lod, lod) + tex2DGrad<float>(t, x, x, d2, d2) + tex3DGrad<float>(t, x, x, x, d4, d4);
  // CHECK: out[3] = ultima_tex1DLayeredGrad_uint(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (0), (lod), (lod)) + ultima_tex2DLayeredGrad_char4(t_data, t ULTIMA_TEX_IMAGE_ARGS(t_image2d, t_image3d, t_layers, t_sampler), (x), (x), (1), (d2), (d2)).z;
  out[3] = tex1DLayeredGrad<unsigned>(t, x, 0, lod, lod) + tex2DLayeredGrad<char4>(t, x, x, 1, d2, d2).z;
  // CHECK: out[4] = ultima_tex2DLod_short2(plane_data, plane ULTIMA_TEX_IMAGE_ARGS(plane_image2d, plane_image3d, plane_layers, plane_sampler), (x), (x), (lod)).x + ultima_tex2DGrad_short2(plane_data, plane ULTIMA_TEX_IMAGE_ARGS(plane_image2d, plane_image3d, plane_layers, plane_sampler), (x), (x), (d2), (d2)).y;
  out[4] = tex2DLod(plane, x, x, lod).x + tex2DGrad(plane, x, x, d2, d2).y;
}
