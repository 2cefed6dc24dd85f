/*===- __ultima_texture.h - CUDA textures and surfaces, for parsing only ---===*\
 *
 * Texture and surface references (texture<T, dim, mode>, surface<T, dim>),
 * texture and surface objects, their descriptors, and the device fetch
 * functions, declared from the CUDA documentation (CUDA 11.8) so that code
 * using them parses. Host code may bind and create them freely (it is never
 * emitted); device code that uses any of them is rejected with
 * ultima-unsupported-texture: ultima does not map them to OpenCL images.
 * tool/lib/Builtins recognises what this file declares (isTextureDecl), so
 * every declaration of the feature lives here and nowhere else.
\*===----------------------------------------------------------------------===*/
#ifndef __ULTIMA_TEXTURE_H
#define __ULTIMA_TEXTURE_H

#include <driver_types.h>

/* Descriptors (texture_types.h, surface_types.h). */
#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2
#define cudaTextureTypeCubemapLayered 0xFC
#define cudaSurfaceType1D 0x01
#define cudaSurfaceType2D 0x02
#define cudaSurfaceType3D 0x03
#define cudaSurfaceTypeCubemap 0x0C
#define cudaSurfaceType1DLayered 0xF1
#define cudaSurfaceType2DLayered 0xF2
#define cudaSurfaceTypeCubemapLayered 0xFC

enum cudaTextureAddressMode {
  cudaAddressModeWrap = 0,
  cudaAddressModeClamp = 1,
  cudaAddressModeMirror = 2,
  cudaAddressModeBorder = 3
};
enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
enum cudaSurfaceBoundaryMode {
  cudaBoundaryModeZero = 0,
  cudaBoundaryModeClamp = 1,
  cudaBoundaryModeTrap = 2
};
enum cudaSurfaceFormatMode { cudaFormatModeForced = 0, cudaFormatModeAuto = 1 };
enum cudaResourceType {
  cudaResourceTypeArray = 0x00,
  cudaResourceTypeMipmappedArray = 0x01,
  cudaResourceTypeLinear = 0x02,
  cudaResourceTypePitch2D = 0x03
};

struct textureReference {
  int normalized;
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureAddressMode addressMode[3];
  struct cudaChannelFormatDesc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  int disableTrilinearOptimization;
};
struct surfaceReference {
  struct cudaChannelFormatDesc channelDesc;
};

typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;

struct cudaResourceDesc {
  enum cudaResourceType resType;
  union {
    struct {
      cudaArray_t array;
    } array;
    struct {
      cudaMipmappedArray_t mipmap;
    } mipmap;
    struct {
      void *devPtr;
      struct cudaChannelFormatDesc desc;
      size_t sizeInBytes;
    } linear;
    struct {
      void *devPtr;
      struct cudaChannelFormatDesc desc;
      size_t width;
      size_t height;
      size_t pitchInBytes;
    } pitch2D;
  } res;
};
struct cudaTextureDesc {
  enum cudaTextureAddressMode addressMode[3];
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureReadMode readMode;
  int sRGB;
  float borderColor[4];
  int normalizedCoords;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  int disableTrilinearOptimization;
  int seamlessCubemap;
};
struct cudaResourceViewDesc;

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
__device__ __ULTIMA_TEXEL tex2DLod(texture<T, cudaTextureType2D, mode> t, float x, float y,
                                   float level);
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
template <class T> __device__ T tex2DLod(cudaTextureObject_t texObject, float x, float y, float level);
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
__device__ void surf3Dwrite(T val, surface<void, cudaSurfaceType3D> surf, int x, int y, int z,
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
__device__ void surf3Dwrite(T val, cudaSurfaceObject_t surfObject, int x, int y, int z,
                            enum cudaSurfaceBoundaryMode mode = cudaBoundaryModeTrap);

#endif
