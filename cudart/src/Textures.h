//===- Textures.h - CUDA arrays, texture and surface objects ----*- C++ -*-===//
///
/// \file
/// The software path of CUDA's textures and surfaces: no OpenCL images.
/// A CUDA array is a device allocation with its channel format and
/// dimensions, row-major and tightly packed (a row is width * element size
/// bytes, a slice rows * that, a layer a slice). A texture or surface object
/// names a resource (an array, linear or pitched 2-D memory) and, for a
/// texture, how it is sampled; a kernel parameter of either type is passed
/// as the resource's buffer and an `ultima_texture` descriptor
/// (KernelParameter::Kind::TextureData and TextureDesc; kernels/opencl/tex_core.cl
/// reads them; ultima/runtime/Texture.h fills the descriptor).
/// docs/device-library.md describes the sampling.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_TEXTURES_H
#define ULTIMA_CUDART_TEXTURES_H

#include "CudaTypes.h"
#include "ultima/runtime/Texture.h"
#include "ultima/runtime/TextureImage.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>

namespace ultima::cudart {

/// What cudaArray_t points to.
struct CudaArray {
  void *data = nullptr; ///< the device allocation
  cudaChannelFormatDesc desc{};
  size_t width = 0, height = 0, depth = 0; ///< as allocated (0: the dimension is absent)
  unsigned int flags = 0;
  bool level = false; ///< a level of a mipmapped array (freed with it)
  /// The image path (TextureImages.h): the images that hold copies of the
  /// texels, one per image format textures read the array as, each with the
  /// count of writes it copied; `writes` counts the writes that may have
  /// changed the texels (copies into the array, launches that take a surface
  /// of it).
  struct Image {
    runtime::ImageSlot slot = runtime::NoImage; ///< which of the three it is
    cl::Image2D flat;
    cl::Image3D volume;
    cl::Image2DArray layers;
    size_t region[3] = {1, 1, 1}; ///< its extent: width, rows, slices or layers
    unsigned long long copied = 0;
    const cl::Image &image() const {
      return slot == runtime::Image3D        ? static_cast<const cl::Image &>(volume)
             : slot == runtime::Image2DArray ? static_cast<const cl::Image &>(layers)
                                             : static_cast<const cl::Image &>(flat);
    }
  };
  std::map<std::pair<cl_channel_order, cl_channel_type>, Image> images;
  unsigned long long writes = 1;

  size_t elementSize() const;
  size_t rowBytes() const { return width * elementSize(); }
  size_t rows() const { return height ? height : 1; }
  size_t slices() const { return depth ? depth : 1; }
  size_t sliceBytes() const { return rowBytes() * rows(); }
  size_t bytes() const { return sliceBytes() * slices(); }
};

/// The array behind a handle; throws cudaErrorInvalidValue for one that is
/// not a live array (CUDA's answer to a bad cudaArray_t).
CudaArray &arrayOf(cudaArray_const_t array);

/// Every array may have been written (a graph launch, whose copies into
/// arrays were resolved to device addresses when the graph was made): the
/// images copy their texels again (CudaArray::writes).
void noteArraysWritten();

/// The descriptor kernels receive (`ultima_texture`), shared with the
/// Python runtime, as is its filling (ultima/runtime/Texture.h).
using runtime::DeviceTexture;

/// A texture or surface object: where its texels are (a device address,
/// resolved at each launch) and its descriptor.
struct TextureObject {
  bool surface = false;
  cudaResourceDesc resource{};
  cudaTextureDesc texture{};
  const void *base = nullptr;
  DeviceTexture device{};
  CudaArray *array = nullptr; ///< the array of an array resource (mipmapped: level 0)
};

/// The object behind a handle (texture or surface), or nullptr.
TextureObject *textureObject(unsigned long long handle);

/// Texture references (`texture<T, dim, mode>` variables, deprecated API).
/// The host registers each (`__cudaRegisterTexture`) under its device name;
/// cudaBindTexture, cudaBindTexture2D and cudaBindTextureToArray bind it to
/// a resource, described as an object's is. A kernel that fetches through a
/// reference takes it as a texture-data/texture-desc pair naming it
/// (KernelParameter::symbol); at launch the descriptor is the binding's
/// geometry and format with the reference's current `normalized`,
/// `filterMode` and `addressMode` (read mode: the translator's, from the
/// reference's type; border colour 0).
void registerTextureReference(const void *hostVar, const char *deviceName);

/// Surface references (`surface<void, dim>` variables, deprecated API),
/// registered (`__cudaRegisterSurface`) and passed as texture references
/// are; cudaBindSurfaceToArray binds one to an array made with
/// cudaArraySurfaceLoadStore, described as a surface object on it is.
void registerSurfaceReference(const void *hostVar, const char *deviceName);

/// The binding at launch of the texture or surface reference registered as
/// \p name (a texture reference's with its current fields), or nothing when
/// it is not bound; \p surface says whether it is a surface reference.
std::optional<TextureObject> referenceAtLaunch(const std::string &name, bool &surface);

} // namespace ultima::cudart

#endif
