//===- TextureImages.cpp - CUDA arrays as OpenCL images -------------------===//
#include "TextureImages.h"
#include "Context.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <tuple>

using namespace ultima;
using namespace ultima::cudart;
using runtime::ImageLayout;

namespace {

/// What the image path knows of the context's device: whether it is on, the
/// formats and sizes its images take, the placeholders bound where a
/// texture has no image, and the samplers made so far.
struct ImageDevice {
  cl_context context = nullptr; ///< the OpenCL context these belong to
  bool enabled = false;
  std::map<cl_mem_object_type, std::vector<cl::ImageFormat>> formats;
  size_t max2D[2] = {0, 0}, max3D[3] = {0, 0, 0}, maxLayers = 0;
  cl::Image2D placeholder2D;
  cl::Image3D placeholder3D;
  cl::Image2DArray placeholderLayers;
  std::map<std::tuple<cl_bool, cl_addressing_mode, cl_filter_mode>, cl::Sampler> samplers;

  bool supports(const ImageLayout &l) const;
  const cl::Sampler &sampler(cl_bool normalized, cl_addressing_mode addressing,
                             cl_filter_mode filter);
};

/// ULTIMA_TEXTURE_PATH: "images" (the default) or "software".
bool softwarePathForced() {
  const char *path = std::getenv("ULTIMA_TEXTURE_PATH");
  if (!path || !*path || std::strcmp(path, "images") == 0)
    return false;
  if (std::strcmp(path, "software") == 0)
    return true;
  static bool warned = false;
  if (!warned)
    std::fprintf(stderr,
                 "ultima-cc: ULTIMA_TEXTURE_PATH=%s is neither 'images' nor 'software'; textures "
                 "take the image path\n",
                 path);
  warned = true;
  return false;
}

void initialise(ImageDevice &d, runtime::Device &device) {
  const cl::Device &cl = device.device();
  d.enabled = cl.getInfo<CL_DEVICE_IMAGE_SUPPORT>() && !softwarePathForced();
  if (!d.enabled)
    return;
  for (cl_mem_object_type type :
       {CL_MEM_OBJECT_IMAGE2D, CL_MEM_OBJECT_IMAGE3D, CL_MEM_OBJECT_IMAGE2D_ARRAY})
    device.context().getSupportedImageFormats(CL_MEM_READ_ONLY, type, &d.formats[type]);
  d.max2D[0] = cl.getInfo<CL_DEVICE_IMAGE2D_MAX_WIDTH>();
  d.max2D[1] = cl.getInfo<CL_DEVICE_IMAGE2D_MAX_HEIGHT>();
  d.max3D[0] = cl.getInfo<CL_DEVICE_IMAGE3D_MAX_WIDTH>();
  d.max3D[1] = cl.getInfo<CL_DEVICE_IMAGE3D_MAX_HEIGHT>();
  d.max3D[2] = cl.getInfo<CL_DEVICE_IMAGE3D_MAX_DEPTH>();
  d.maxLayers = cl.getInfo<CL_DEVICE_IMAGE_MAX_ARRAY_SIZE>();
  // Never read (the descriptor says which image holds the texels); RGBA
  // floats are a format every device with images has.
  cl::ImageFormat any(CL_RGBA, CL_FLOAT);
  d.placeholder2D = cl::Image2D(device.context(), CL_MEM_READ_ONLY, any, 1, 1);
  d.placeholder3D = cl::Image3D(device.context(), CL_MEM_READ_ONLY, any, 2, 2, 2);
  d.placeholderLayers = cl::Image2DArray(device.context(), CL_MEM_READ_ONLY, any, 1, 1, 1, 0, 0);
}

ImageDevice &imageDevice() {
  static std::unique_ptr<ImageDevice> d;
  runtime::Device &device = Context::get().device();
  if (!d || d->context != device.context()()) {
    d = std::make_unique<ImageDevice>();
    d->context = device.context()();
    initialise(*d, device);
  }
  return *d;
}

bool ImageDevice::supports(const ImageLayout &l) const {
  switch (l.slot) {
  case runtime::Image2D:
    if (l.width > max2D[0] || l.height > max2D[1])
      return false;
    break;
  case runtime::Image3D:
    if (l.width > max3D[0] || l.height > max3D[1] || l.depth > max3D[2])
      return false;
    break;
  case runtime::Image2DArray:
    if (l.width > max2D[0] || l.height > max2D[1] || l.depth > maxLayers)
      return false;
    break;
  case runtime::NoImage:
    return false;
  }
  auto known = formats.find(runtime::imageType(l.slot));
  if (known == formats.end())
    return false;
  for (const cl::ImageFormat &f : known->second)
    if (f.image_channel_order == l.format.image_channel_order &&
        f.image_channel_data_type == l.format.image_channel_data_type)
      return true;
  return false;
}

const cl::Sampler &ImageDevice::sampler(cl_bool normalized, cl_addressing_mode addressing,
                                        cl_filter_mode filter) {
  auto key = std::make_tuple(normalized, addressing, filter);
  auto it = samplers.find(key);
  if (it == samplers.end())
    it = samplers
             .emplace(key, cl::Sampler(Context::get().device().context(), normalized, addressing,
                                       filter))
             .first;
  return it->second;
}

/// \p array's image of layout \p l, made at first use.
CudaArray::Image &imageOf(CudaArray &array, const ImageLayout &l) {
  auto key = std::make_pair(l.format.image_channel_order, l.format.image_channel_data_type);
  auto it = array.images.find(key);
  if (it != array.images.end())
    return it->second;
  const cl::Context &context = Context::get().device().context();
  cl::ImageFormat format(l.format.image_channel_order, l.format.image_channel_data_type);
  CudaArray::Image made;
  made.slot = l.slot;
  switch (l.slot) {
  case runtime::Image3D:
    made.volume = cl::Image3D(context, CL_MEM_READ_ONLY, format, l.width, l.height, l.depth);
    break;
  case runtime::Image2DArray:
    made.layers =
        cl::Image2DArray(context, CL_MEM_READ_ONLY, format, l.depth, l.width, l.height, 0, 0);
    break;
  default:
    made.flat = cl::Image2D(context, CL_MEM_READ_ONLY, format, l.width, l.height);
    break;
  }
  made.region[0] = l.width;
  made.region[1] = l.height;
  made.region[2] = l.slot == runtime::Image2D ? 1 : l.depth;
  return array.images.emplace(key, std::move(made)).first->second;
}

} // namespace

bool ultima::cudart::textureImagesEnabled() { return imageDevice().enabled; }

const char *ultima::cudart::textureImagesBuildOption() { return " -D ULTIMA_TEXTURE_IMAGES"; }

void ultima::cudart::textureImageArguments(CudaArray *array, DeviceTexture &desc,
                                           std::vector<runtime::LaunchArgument> &out,
                                           std::vector<ImageRefresh> &refreshes) {
  ImageDevice &d = imageDevice();
  ImageLayout l;
  if (array)
    l = runtime::chooseImage(desc, runtime::arrayShape(array->height, array->depth, array->flags));
  if (l.slot != runtime::NoImage && !d.supports(l))
    l = ImageLayout{};
  desc.image = l.slot;
  desc.imageRead = l.read;
  cl::Memory image;
  if (l.slot != runtime::NoImage) {
    CudaArray::Image &held = imageOf(*array, l);
    if (held.copied != array->writes)
      refreshes.push_back({array, &held});
    image = held.image();
  }
  out.push_back(
      runtime::LaunchArgument::image(l.slot == runtime::Image2D ? image : d.placeholder2D));
  out.push_back(
      runtime::LaunchArgument::image(l.slot == runtime::Image3D ? image : d.placeholder3D));
  out.push_back(runtime::LaunchArgument::image(
      l.slot == runtime::Image2DArray ? image : d.placeholderLayers));
  out.push_back(
      runtime::LaunchArgument::sampler(d.sampler(l.normalizedCoords, l.addressing, l.filter)));
}

void ultima::cudart::enqueueImageRefreshes(const std::vector<ImageRefresh> &refreshes,
                                           cl::CommandQueue &queue, std::vector<cl::Event> &waits) {
  std::vector<cl::Event> copies;
  for (const ImageRefresh &r : refreshes) {
    if (r.image->copied == r.array->writes) // the same image twice in one launch
      continue;
    Resolved at = Context::get().resolve(r.array->data);
    std::array<size_t, 3> origin{0, 0, 0},
        region{r.image->region[0], r.image->region[1], r.image->region[2]};
    cl::Event copied;
    queue.enqueueCopyBufferToImage(at.buffer, r.image->image(), at.offset, origin, region,
                                   waits.empty() ? nullptr : &waits, &copied);
    copies.push_back(copied);
    r.image->copied = r.array->writes;
  }
  if (!copies.empty())
    waits = std::move(copies); // each copy waited for them
}
