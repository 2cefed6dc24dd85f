// Texture objects (cudaTextureObject_t): a kernel or helper parameter is the
// resource's buffer and an ultima_texture descriptor; a call passes both on;
// each fetch is the polyfill of its function and texel type. The launch
// manifest gives the two parameters their kinds.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %oclc -D ULTIMA_TEXTURE_IMAGES %t.cl
// RUN: %ultima --emit-launches %s | FileCheck --check-prefix=MANIFEST %s

// CHECK: typedef struct {
// CHECK: } ultima_texture;
// CHECK: ULTIMA_TEX_FETCHES(float4,

// CHECK-LABEL: float rowSum(__global uchar *tex_data, ultima_texture tex ULTIMA_TEX_IMAGES(tex_image2d, tex_image3d, tex_layers, tex_sampler), int y, int w)
__device__ float rowSum(cudaTextureObject_t tex, int y, int w) {
  float sum = 0;
  for (int x = 0; x < w; ++x)
    // CHECK: sum += ultima_tex2D_float(tex_data, tex ULTIMA_TEX_IMAGE_ARGS(tex_image2d, tex_image3d, tex_layers, tex_sampler), (x + 0.5f), (y + 0.5f));
    sum += tex2D<float>(tex, x + 0.5f, y + 0.5f);
  return sum;
}

// CHECK-LABEL: __kernel void read(__global float *out, __global uchar *texObj_data, ultima_texture texObj ULTIMA_TEX_IMAGES(texObj_image2d, texObj_image3d, texObj_layers, texObj_sampler), __global uchar *layers_data, ultima_texture layers ULTIMA_TEX_IMAGES(layers_image2d, layers_image3d, layers_layers, layers_sampler), int w)
__global__ void read(float *out, cudaTextureObject_t texObj, cudaTextureObject_t layers, int w) {
  int x = threadIdx.x, y = blockIdx.x;
  // CHECK: ultima_tex1Dfetch_float(texObj_data, texObj ULTIMA_TEX_IMAGE_ARGS(texObj_image2d, texObj_image3d, texObj_layers, texObj_sampler), (y * w + x));
  out[y * w + x] = tex1Dfetch<float>(texObj, y * w + x);
  // CHECK: rowSum(texObj_data, texObj ULTIMA_TEX_IMAGE_ARGS(texObj_image2d, texObj_image3d, texObj_layers, texObj_sampler), y, w);
  out[y * w + x] += rowSum(texObj, y, w);
  // CHECK: uchar4 c = ultima_tex2D_uchar4(texObj_data, texObj ULTIMA_TEX_IMAGE_ARGS(texObj_image2d, texObj_image3d, texObj_layers, texObj_sampler), ((float)(x)), ((float)(y)));
  uchar4 c = tex2D<uchar4>(texObj, x, y);
  // CHECK: float4 v = ultima_tex3D_float4(texObj_data, texObj ULTIMA_TEX_IMAGE_ARGS(texObj_image2d, texObj_image3d, texObj_layers, texObj_sampler), ((float)(x)), ((float)(y)), (0.5f));
  float4 v = tex3D<float4>(texObj, x, y, 0.5f);
  // CHECK: ultima_tex2DLayered_float2(layers_data, layers ULTIMA_TEX_IMAGE_ARGS(layers_image2d, layers_image3d, layers_layers, layers_sampler), ((float)(x)), ((float)(y)), (1)).y
  out[x] += c.x + v.w + tex2DLayered<float2>(layers, x, y, 1).y;
  // CHECK: ultima_tex1DLayered_short(layers_data, layers ULTIMA_TEX_IMAGE_ARGS(layers_image2d, layers_image3d, layers_layers, layers_sampler), ((float)(x)), (y)) + ultima_tex1D_int(texObj_data, texObj ULTIMA_TEX_IMAGE_ARGS(texObj_image2d, texObj_image3d, texObj_layers, texObj_sampler), (0.5f));
  out[x] += tex1DLayered<short>(layers, x, y) + tex1D<int>(texObj, 0.5f);
}

// MANIFEST: "cudaIndex": 1,
// MANIFEST-NEXT: "declaration": "__global uchar *texObj_data",
// MANIFEST-NEXT: "kind": "texture-data",
// MANIFEST-NEXT: "name": "texObj_data",
// MANIFEST-NEXT: "type": "uchar"
// MANIFEST: "cudaIndex": 1,
// MANIFEST-NEXT: "declaration": "ultima_texture texObj ULTIMA_TEX_IMAGES(texObj_image2d, texObj_image3d, texObj_layers, texObj_sampler)",
// MANIFEST-NEXT: "kind": "texture-desc",
// MANIFEST-NEXT: "name": "texObj",
// MANIFEST-NEXT: "size": 96,
// MANIFEST-NEXT: "type": "ultima_texture"
// MANIFEST: "cudaIndex": 1,
// MANIFEST-NEXT: "declaration": "",
// MANIFEST-NEXT: "kind": "texture-images",
// MANIFEST-NEXT: "name": "texObj_image2d",
// MANIFEST-NEXT: "type": "image"

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
  read<<<64, 64>>>(d, tex, tex, 64);
  cudaDestroyTextureObject(tex);
}
