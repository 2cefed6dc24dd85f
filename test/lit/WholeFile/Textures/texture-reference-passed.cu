// A texture reference used other than as a fetch's texture (here its field
// read, and the reference passed to a function) is reported at the use; a
// fetch's texture must name the reference itself; texel types without a
// polyfill are refused, in cubemap and level-of-detail fetches too.
// RUN: not %ultima %s 2>&1 | FileCheck %s
// RUN: not %ultima %s 2>&1 | grep -c error: | grep -qx 6
texture<int, 1> lookup;
texture<double, 1> wide;
texture<double, cudaTextureTypeCubemap> cube;
texture<double4, 2> image;

__device__ int first(texture<int, 1> t) {
  // CHECK-DAG: texture-reference-passed.cu:[[@LINE+1]]:21: error: the texture reference of 'tex1Dfetch' must name a texture<T, dim, readMode> variable at namespace scope (not a parameter, a local or a class member) [ultima-unsupported-texture]
  return tex1Dfetch(t, 0);
}

__global__ void k(int *out) {
  // CHECK-DAG: texture-reference-passed.cu:[[@LINE+1]]:12: error: texture reference 'lookup' is not supported: a texture reference (texture<T, dim, readMode>) can only be named as the texture of a fetch (tex1Dfetch, tex1D, tex2D, tex3D, tex1DLayered, tex2DLayered, texCubemap, texCubemapLayered, their Lod and Grad forms): in OpenCL it is a buffer and a descriptor, not a value [ultima-unsupported-texture]
  out[0] = lookup.normalized;
  // CHECK-DAG: texture-reference-passed.cu:[[@LINE+1]]:18: error: texture reference 'lookup' is not supported
  out[1] = first(lookup);
  // CHECK-DAG: texture-reference-passed.cu:[[@LINE+1]]:12: error: texture fetch 'tex1Dfetch' is not supported: texel type 'double' is not supported
  out[2] = tex1Dfetch(wide, 0);
  // CHECK-DAG: texture-reference-passed.cu:[[@LINE+1]]:12: error: texture fetch 'texCubemap' is not supported: texel type 'double' is not supported
  out[3] = texCubemap(cube, 0.0f, 0.0f, 1.0f);
  // CHECK-DAG: texture-reference-passed.cu:[[@LINE+1]]:12: error: texture fetch 'tex2DLod' is not supported: texel type 'double4' is not supported
  out[4] = tex2DLod(image, 0.5f, 0.5f, 0.0f).x;
}
