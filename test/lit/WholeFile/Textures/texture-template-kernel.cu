// A fetch through a texture reference in a template kernel: every
// instantiation takes the reference's two parameters.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %oclc -D ULTIMA_TEXTURE_IMAGES %t.cl
texture<float, 1> tex;

// CHECK: __kernel void gather_2(__global float *out, __global uchar *tex_data, ultima_texture tex ULTIMA_TEX_IMAGES(tex_image2d, tex_image3d, tex_layers, tex_sampler))
// CHECK: = 2 * ultima_tex1Dfetch_float(tex_data, tex ULTIMA_TEX_IMAGE_ARGS(tex_image2d, tex_image3d, tex_layers, tex_sampler), {{.*}});
// CHECK: __kernel void gather_3(__global float *out, __global uchar *tex_data, ultima_texture tex ULTIMA_TEX_IMAGES(tex_image2d, tex_image3d, tex_layers, tex_sampler))
// CHECK: = 3 * ultima_tex1Dfetch_float(tex_data, tex ULTIMA_TEX_IMAGE_ARGS(tex_image2d, tex_image3d, tex_layers, tex_sampler), {{.*}});
template <int N> __global__ void gather(float *out) {
  out[threadIdx.x] = N * tex1Dfetch(tex, threadIdx.x);
}
template __global__ void gather<2>(float *);
template __global__ void gather<3>(float *);
