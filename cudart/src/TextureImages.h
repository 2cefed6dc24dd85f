//===- TextureImages.h - CUDA arrays as OpenCL images -----------*- C++ -*-===//
///
/// \file
/// The image path of textures (ultima/runtime/TextureImage.h decides which
/// texture is an image): on a device with images, unless
/// ULTIMA_TEXTURE_PATH=software, programs that fetch textures are built with
/// ULTIMA_TEXTURE_IMAGES, and each texture parameter's four image
/// parameters (KernelParameter::Kind::TextureImages) get, at each launch,
/// the image its array is copied into (when the format, shape and sampling
/// allow; the copy is made again when the array was written since) and
/// placeholders, or placeholders only: then the kernel samples the buffer.
/// docs/device-library.md describes both paths.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_TEXTUREIMAGES_H
#define ULTIMA_CUDART_TEXTUREIMAGES_H

#include "Textures.h"
#include "ultima/runtime/Launcher.h"
#include <vector>

namespace ultima::cudart {

/// Whether programs take the image path on the context's device.
bool textureImagesEnabled();

/// The build option of a program some of whose kernels take texture images.
const char *textureImagesBuildOption();

/// A copy of an array's texels into one of its images, due before a launch.
struct ImageRefresh {
  CudaArray *array;
  CudaArray::Image *image;
};

/// The four image arguments of a texture whose resource is \p array (null:
/// not an array) and whose descriptor is \p desc, appended to \p out; sets
/// desc.image and desc.imageRead. An image whose copy is stale is added to
/// \p refreshes.
void textureImageArguments(CudaArray *array, DeviceTexture &desc,
                           std::vector<runtime::LaunchArgument> &out,
                           std::vector<ImageRefresh> &refreshes);

/// Enqueues \p refreshes on \p queue after \p waits; \p waits becomes what
/// the launch must wait for.
void enqueueImageRefreshes(const std::vector<ImageRefresh> &refreshes, cl::CommandQueue &queue,
                           std::vector<cl::Event> &waits);

} // namespace ultima::cudart

#endif
