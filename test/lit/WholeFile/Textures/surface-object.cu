// Surface objects (cudaSurfaceObject_t): a kernel or helper parameter is the
// array's buffer (writable) and an ultima_texture descriptor, as a texture
// object's; each read or write is the polyfill of its shape and element
// type, with x in bytes and the boundary mode as the last argument (CUDA's
// default, cudaBoundaryModeTrap = 2, where the call has none). The form of a
// read that stores through a pointer assigns what the other returns.
// RUN: %ultima %s > %t.cl
// RUN: FileCheck %s < %t.cl
// RUN: %oclc %t.cl
// RUN: %oclc -D ULTIMA_TEXTURE_IMAGES %t.cl
// RUN: %ultima --emit-launches %s | FileCheck --check-prefix=MANIFEST %s

// CHECK: } ultima_texture;
// CHECK: static __global uchar *ultima_surf_at(
// CHECK: ULTIMA_SURF_TYPE(float)

// CHECK-LABEL: void brighten(__global uchar *s_data, ultima_texture s, int x, int y)
__device__ void brighten(cudaSurfaceObject_t s, int x, int y) {
  uchar4 c;
  // CHECK: ((c) = ultima_surf2Dread_uchar4(s_data, s, (x * 4), (y), (1)));
  surf2Dread(&c, s, x * 4, y, cudaBoundaryModeClamp);
  c.x += 10;
  // CHECK: ultima_surf2Dwrite_uchar4((c), s_data, s, (x * 4), (y), (2));
  surf2Dwrite(c, s, x * 4, y);
}

// CHECK-LABEL: __kernel void k(__global float *out, __global uchar *surf_data, ultima_texture surf, __global uchar *vol_data, ultima_texture vol)
__global__ void k(float *out, cudaSurfaceObject_t surf, cudaSurfaceObject_t vol) {
  int x = threadIdx.x, y = blockIdx.x;
  // CHECK: float v = ultima_surf1Dread_float(surf_data, surf, (x * 4), (2));
  float v = surf1Dread<float>(surf, x * 4);
  // CHECK: ultima_surf1Dwrite_float((v * 2), surf_data, surf, (x * 4), (0));
  surf1Dwrite(v * 2, surf, x * 4, cudaBoundaryModeZero);
  // CHECK: short2 s2 = ultima_surf3Dread_short2(vol_data, vol, (x * 4), (y), (1), (1));
  short2 s2 = surf3Dread<short2>(vol, x * 4, y, 1, cudaBoundaryModeClamp);
  // CHECK: ultima_surf3Dwrite_short2((s2), vol_data, vol, (x * 4), (y), (2), (2));
  surf3Dwrite(s2, vol, x * 4, y, 2);
  int i;
  // CHECK: ((i) = ultima_surf1DLayeredread_int(vol_data, vol, (x * 4), (y), (2)));
  surf1DLayeredread(&i, vol, x * 4, y);
  // CHECK: ultima_surf1DLayeredwrite_uint(((uint)(i)), vol_data, vol, (x * 4), (y), (0));
  surf1DLayeredwrite<unsigned int>(i, vol, x * 4, y, cudaBoundaryModeZero);
  // CHECK: float4 f = ultima_surf2DLayeredread_float4(vol_data, vol, (x * 16), (y), (3), (2));
  float4 f = surf2DLayeredread<float4>(vol, x * 16, y, 3);
  // CHECK: ultima_surf2DLayeredwrite_float4((f), vol_data, vol, (x * 16), (y), (0), (1));
  surf2DLayeredwrite(f, vol, x * 16, y, 0, cudaBoundaryModeClamp);
  // CHECK: brighten(surf_data, surf, x, y);
  brighten(surf, x, y);
  out[x] = v + s2.y + f.w + i;
}

// MANIFEST: "cudaIndex": 1,
// MANIFEST-NEXT: "declaration": "__global uchar *surf_data",
// MANIFEST-NEXT: "kind": "texture-data",
// MANIFEST: "cudaIndex": 1,
// MANIFEST-NEXT: "declaration": "ultima_texture surf",
// MANIFEST-NEXT: "kind": "texture-desc",
// MANIFEST-NEXT: "name": "surf",
// MANIFEST-NEXT: "size": 96,
