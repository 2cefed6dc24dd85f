/*===- __ultima_texture.h - CUDA textures and surfaces, declarations -------===*\
 *
 * Texture and surface references (texture<T, dim, mode>, surface<T, dim>),
 * texture and surface objects, their descriptors, and the device fetch and
 * surface functions, declared from the CUDA documentation (CUDA 11.8) so
 * that code using them parses. Host code may bind and create them freely
 * (it is never emitted). In device code, the translator maps what it
 * supports to the polyfills of kernels/opencl/tex_fetch.cl and
 * surf_access.cl and rejects the rest with ultima-unsupported-texture
 * (docs/device-library.md, "Textures and surfaces").
 * tool/lib/Builtins recognises what this file declares (isTextureDecl), so
 * every declaration of the feature lives here and nowhere else.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_TEXTURE_H
#define __ULTIMA_TEXTURE_H

#include <driver_types.h>

#include <__ultima_texture_types.h>

/* Texture and surface references (cuda_texture_types.h, cuda_surface_types.h).
   Clang treats variables of these types as device variables, as nvcc does. */
template <class T, int texType = cudaTextureType1D,
          enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __attribute__((device_builtin_texture_type)) texture : public textureReference {
  __host__ texture(int norm = 0, enum cudaTextureFilterMode fMode = cudaFilterModePoint,
                   enum cudaTextureAddressMode aMode = cudaAddressModeClamp);
  __host__ texture(int norm, enum cudaTextureFilterMode fMode,
                   enum cudaTextureAddressMode aMode, struct cudaChannelFormatDesc desc);
};
template <class T, int dim = 1>
struct __attribute__((device_builtin_surface_type)) surface : public surfaceReference {
  __host__ surface();
  __host__ surface(struct cudaChannelFormatDesc desc);
};

/* What a fetch returns: the element type, or float components for
   cudaReadModeNormalizedFloat. */
template <class T, enum cudaTextureReadMode mode> struct __ultima_texel {
  typedef T type;
};
template <class T> struct __ultima_texel<T, cudaReadModeNormalizedFloat> {
  typedef float type;
};
#define __ULTIMA_NORMALIZED(N)                                                                     \
  template <> struct __ultima_texel<char##N, cudaReadModeNormalizedFloat> {                      \
    typedef float##N type;                                                                         \
  };                                                                                               \
  template <> struct __ultima_texel<uchar##N, cudaReadModeNormalizedFloat> {                     \
    typedef float##N type;                                                                         \
  };                                                                                               \
  template <> struct __ultima_texel<short##N, cudaReadModeNormalizedFloat> {                     \
    typedef float##N type;                                                                         \
  };                                                                                               \
  template <> struct __ultima_texel<ushort##N, cudaReadModeNormalizedFloat> {                    \
    typedef float##N type;                                                                         \
  };
__ULTIMA_NORMALIZED(1)
__ULTIMA_NORMALIZED(2)
__ULTIMA_NORMALIZED(4)
#undef __ULTIMA_NORMALIZED
#define __ULTIMA_TEXEL typename __ultima_texel<T, mode>::type

/* Fetches through a texture reference (texture_fetch_functions.h). */
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex1Dfetch(texture<T, cudaTextureType1D, mode> t, int x);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex1D(texture<T, cudaTextureType1D, mode> t, float x);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex2D(texture<T, cudaTextureType2D, mode> t, float x, float y);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex3D(texture<T, cudaTextureType3D, mode> t, float x, float y, float z);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex1DLayered(texture<T, cudaTextureType1DLayered, mode> t, float x,
                                       int layer);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex2DLayered(texture<T, cudaTextureType2DLayered, mode> t, float x,
                                       float y, int layer);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL texCubemap(texture<T, cudaTextureTypeCubemap, mode> t, float x, float y,
                                     float z);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL texCubemapLayered(texture<T, cudaTextureTypeCubemapLayered, mode> t,
                                            float x, float y, float z, int layer);
/* Level of detail and gradients: ultima samples level 0 (no mipmaps). */
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex1DLod(texture<T, cudaTextureType1D, mode> t, float x, float level);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex2DLod(texture<T, cudaTextureType2D, mode> t, float x, float y,
                                   float level);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex3DLod(texture<T, cudaTextureType3D, mode> t, float x, float y, float z,
                                   float level);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex1DLayeredLod(texture<T, cudaTextureType1DLayered, mode> t, float x,
                                          int layer, float level);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex2DLayeredLod(texture<T, cudaTextureType2DLayered, mode> t, float x,
                                          float y, int layer, float level);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL texCubemapLod(texture<T, cudaTextureTypeCubemap, mode> t, float x,
                                        float y, float z, float level);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL texCubemapLayeredLod(texture<T, cudaTextureTypeCubemapLayered, mode> t,
                                               float x, float y, float z, int layer, float level);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex1DGrad(texture<T, cudaTextureType1D, mode> t, float x, float dPdx,
                                    float dPdy);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex2DGrad(texture<T, cudaTextureType2D, mode> t, float x, float y,
                                    float2 dPdx, float2 dPdy);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex3DGrad(texture<T, cudaTextureType3D, mode> t, float x, float y,
                                    float z, float4 dPdx, float4 dPdy);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex1DLayeredGrad(texture<T, cudaTextureType1DLayered, mode> t, float x,
                                           int layer, float dPdx, float dPdy);
template <class T, enum cudaTextureReadMode mode>
__device__ __ULTIMA_TEXEL tex2DLayeredGrad(texture<T, cudaTextureType2DLayered, mode> t, float x,
                                           float y, int layer, float2 dPdx, float2 dPdy);
/* tex2Dgather: four texels' component comp, a 4-vector of the element's
   scalar (float4 for cudaReadModeNormalizedFloat). */
template <class T> struct __ultima_gather {};
#define __ULTIMA_GATHER(S, V)                                                                      \
  template <> struct __ultima_gather<S> {                                                          \
    typedef V##4 type;                                                                             \
  };                                                                                               \
  template <> struct __ultima_gather<V##1> {                                                       \
    typedef V##4 type;                                                                             \
  };                                                                                               \
  template <> struct __ultima_gather<V##2> {                                                       \
    typedef V##4 type;                                                                             \
  };                                                                                               \
  template <> struct __ultima_gather<V##4> {                                                       \
    typedef V##4 type;                                                                             \
  };
__ULTIMA_GATHER(char, char)
template <> struct __ultima_gather<signed char> {
  typedef char4 type;
};
__ULTIMA_GATHER(unsigned char, uchar)
__ULTIMA_GATHER(short, short)
__ULTIMA_GATHER(unsigned short, ushort)
__ULTIMA_GATHER(int, int)
__ULTIMA_GATHER(unsigned int, uint)
__ULTIMA_GATHER(float, float)
#undef __ULTIMA_GATHER
template <class T>
__device__ typename __ultima_gather<T>::type
tex2Dgather(texture<T, cudaTextureType2D, cudaReadModeElementType> t, float x, float y,
            int comp = 0);
template <class T>
__device__ float4 tex2Dgather(texture<T, cudaTextureType2D, cudaReadModeNormalizedFloat> t, float x,
                              float y, int comp = 0);
#undef __ULTIMA_TEXEL

/* Fetches through a texture object (texture_indirect_functions.h). */
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t texObject, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t texObject, float x);
template <class T> __device__ T tex2D(cudaTextureObject_t texObject, float x, float y);
template <class T> __device__ T tex3D(cudaTextureObject_t texObject, float x, float y, float z);
template <class T> __device__ T tex1DLayered(cudaTextureObject_t texObject, float x, int layer);
template <class T>
__device__ T tex2DLayered(cudaTextureObject_t texObject, float x, float y, int layer);
template <class T> __device__ T texCubemap(cudaTextureObject_t texObject, float x, float y, float z);
template <class T>
__device__ T texCubemapLayered(cudaTextureObject_t texObject, float x, float y, float z, int layer);
template <class T>
__device__ T tex2Dgather(cudaTextureObject_t texObject, float x, float y, int comp = 0);
/* Level of detail and gradients: ultima samples level 0 (no mipmaps). */
template <class T> __device__ T tex1DLod(cudaTextureObject_t texObject, float x, float level);
template <class T> __device__ T tex2DLod(cudaTextureObject_t texObject, float x, float y, float level);
template <class T>
__device__ T tex3DLod(cudaTextureObject_t texObject, float x, float y, float z, float level);
template <class T>
__device__ T tex1DLayeredLod(cudaTextureObject_t texObject, float x, int layer, float level);
template <class T>
__device__ T tex2DLayeredLod(cudaTextureObject_t texObject, float x, float y, int layer,
                             float level);
template <class T>
__device__ T texCubemapLod(cudaTextureObject_t texObject, float x, float y, float z, float level);
template <class T>
__device__ T texCubemapLayeredLod(cudaTextureObject_t texObject, float x, float y, float z,
                                  int layer, float level);
template <class T>
__device__ T tex1DGrad(cudaTextureObject_t texObject, float x, float dPdx, float dPdy);
template <class T>
__device__ T tex2DGrad(cudaTextureObject_t texObject, float x, float y, float2 dPdx, float2 dPdy);
template <class T>
__device__ T tex3DGrad(cudaTextureObject_t texObject, float x, float y, float z, float4 dPdx,
                       float4 dPdy);
template <class T>
__device__ T tex1DLayeredGrad(cudaTextureObject_t texObject, float x, int layer, float dPdx,
                              float dPdy);
template <class T>
__device__ T tex2DLayeredGrad(cudaTextureObject_t texObject, float x, float y, int layer,
                              float2 dPdx, float2 dPdy);
template <class T>
__device__ T texCubemapGrad(cudaTextureObject_t texObject, float x, float y, float z, float4 dPdx,
                            float4 dPdy);
template <class T>
__device__ T texCubemapLayeredGrad(cudaTextureObject_t texObject, float x, float y, float z,
                                   int layer, float4 dPdx, float4 dPdy);
template <class T> __device__ void tex1Dfetch(T *ptr, cudaTextureObject_t texObject, int x);
template <class T> __device__ void tex2D(T *ptr, cudaTextureObject_t texObject, float x, float y);

/* Surface reads and writes through a reference (surface_functions.h)... */
template <class T>
__device__ void surf1Dread(T *res, surface<void, cudaSurfaceType1D> surf, int x,
                           enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf1Dread(surface<void, cudaSurfaceType1D> surf, int x,
                        enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf1Dwrite(T val, surface<void, cudaSurfaceType1D> surf, int x,
                            enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf2Dread(T *res, surface<void, cudaSurfaceType2D> surf, int x, int y,
                           enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf2Dread(surface<void, cudaSurfaceType2D> surf, int x, int y,
                        enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf2Dwrite(T val, surface<void, cudaSurfaceType2D> surf, int x, int y,
                            enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf3Dread(T *res, surface<void, cudaSurfaceType3D> surf, int x, int y, int z,
                           enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf3Dread(surface<void, cudaSurfaceType3D> surf, int x, int y, int z,
                        enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf3Dwrite(T val, surface<void, cudaSurfaceType3D> surf, int x, int y, int z,
                            enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf1DLayeredread(T *res, surface<void, cudaSurfaceType1DLayered> surf, int x,
                                  int layer,
                                  enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf1DLayeredread(surface<void, cudaSurfaceType1DLayered> surf, int x, int layer,
                               enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf1DLayeredwrite(T val, surface<void, cudaSurfaceType1DLayered> surf, int x,
                                   int layer,
                                   enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf2DLayeredread(T *res, surface<void, cudaSurfaceType2DLayered> surf, int x,
                                  int y, int layer,
                                  enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf2DLayeredread(surface<void, cudaSurfaceType2DLayered> surf, int x, int y,
                               int layer,
                               enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf2DLayeredwrite(T val, surface<void, cudaSurfaceType2DLayered> surf, int x,
                                   int y, int layer,
                                   enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);

/* ...and through a surface object (surface_indirect_functions.h). */
template <class T>
__device__ T surf1Dread(cudaSurfaceObject_t surfObject, int x,
                        enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf1Dread(T *res, cudaSurfaceObject_t surfObject, int x,
                           enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf1Dwrite(T val, cudaSurfaceObject_t surfObject, int x,
                            enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf2Dread(cudaSurfaceObject_t surfObject, int x, int y,
                        enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf2Dread(T *res, cudaSurfaceObject_t surfObject, int x, int y,
                           enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf2Dwrite(T val, cudaSurfaceObject_t surfObject, int x, int y,
                            enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf3Dread(cudaSurfaceObject_t surfObject, int x, int y, int z,
                        enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf3Dread(T *res, cudaSurfaceObject_t surfObject, int x, int y, int z,
                           enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf3Dwrite(T val, cudaSurfaceObject_t surfObject, int x, int y, int z,
                            enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf1DLayeredread(cudaSurfaceObject_t surfObject, int x, int layer,
                               enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf1DLayeredread(T *res, cudaSurfaceObject_t surfObject, int x, int layer,
                                  enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf1DLayeredwrite(T val, cudaSurfaceObject_t surfObject, int x, int layer,
                                   enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surf2DLayeredread(cudaSurfaceObject_t surfObject, int x, int y, int layer,
                               enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf2DLayeredread(T *res, cudaSurfaceObject_t surfObject, int x, int y, int layer,
                                  enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surf2DLayeredwrite(T val, cudaSurfaceObject_t surfObject, int x, int y, int layer,
                                   enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ T surfCubemapread(cudaSurfaceObject_t surfObject, int x, int y, int face,
                             enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);
template <class T>
__device__ void surfCubemapwrite(T val, cudaSurfaceObject_t surfObject, int x, int y, int face,
                                 enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);

#endif
