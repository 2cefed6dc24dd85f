//===- ApiArrays.cpp - CUDA arrays, texture and surface objects -----------===//
///
/// \file
/// CUDA arrays, texture objects and surface objects over ordinary device
/// memory (Textures.h): an array is a tightly packed row-major allocation,
/// so every copy to or from one is a pitched copy (MemoryOps.h). A texture
/// or surface object keeps its resource and descriptor; Context::launch
/// passes a kernel the resource's buffer and the descriptor
/// (`ultima_texture`), and the fetches are OpenCL C (kernels/opencl/tex_*.cl).
/// Texture references (deprecated in CUDA 11, gone in 12) are bound to a
/// resource like an object's. Cubemap arrays are layered 2-D arrays of six
/// faces per layer; a mipmapped array is an array per level, textures
/// sampling level 0. Surface references are bound to an array like a
/// surface object's. sRGB, seamless cubemap filtering and resource views
/// return cudaErrorNotSupported. docs/cuda-api.md lists every function.
///
//===----------------------------------------------------------------------===//
#include "Capture.h"
#include "Context.h"
#include "MemoryOps.h"
#include "Textures.h"
#include "llvm/Demangle/Demangle.h"
#include <algorithm>
#include <map>
#include <set>
#include <vector>

using namespace ultima::cudart;
namespace runtime = ultima::runtime;

namespace {

std::set<const CudaArray *> &arrays() {
  static auto *live = new std::set<const CudaArray *>();
  return *live;
}

std::map<unsigned long long, TextureObject> &objects() {
  static auto *live = new std::map<unsigned long long, TextureObject>();
  return *live;
}

/// A texture description's fault (ultima/runtime/Texture.h) as CUDA's error.
void check(runtime::TextureFault fault) {
  switch (fault) {
  case runtime::TextureFault::None:
    return;
  case runtime::TextureFault::InvalidValue:
    throw CudaError{cudaErrorInvalidValue};
  case runtime::TextureFault::InvalidChannelDescriptor:
    throw CudaError{cudaErrorInvalidChannelDescriptor};
  case runtime::TextureFault::NotSupported:
    throw CudaError{cudaErrorNotSupported};
  }
}

runtime::ChannelFormat formatOf(const cudaChannelFormatDesc &d) {
  return runtime::ChannelFormat{d.x, d.y, d.z, d.w, rawEnum(d.f)};
}

/// The channels of \p d (1, 2 or 4 of one size: 8, 16 or 32 bits) and their
/// kind; anything else is cudaErrorInvalidChannelDescriptor, as in CUDA.
void checkDesc(const cudaChannelFormatDesc &d) { check(runtime::checkChannelFormat(formatOf(d))); }

cudaArray_t makeArray(const cudaChannelFormatDesc *desc, cudaExtent e, unsigned int flags) {
  if (!desc)
    throw CudaError{cudaErrorInvalidValue};
  checkDesc(*desc);
  check(runtime::checkArrayExtent(e.width, e.height, e.depth, flags));
  auto a = std::make_unique<CudaArray>();
  a->desc = *desc;
  a->width = e.width;
  a->height = e.height;
  a->depth = e.depth;
  a->flags = flags;
  a->data = Context::get().allocate(a->bytes());
  arrays().insert(a.get());
  return reinterpret_cast<cudaArray_t>(a.release());
}

void freeArray(CudaArray &a) {
  Context &c = Context::get();
  c.synchronizeAll(); // as cudaFree
  c.memory().unmap(a.data);
  arrays().erase(&a);
  delete &a;
}

/// The pitched view of \p a and \p pos in bytes: what copy3D needs.
void toPitched(cudaArray_const_t handle, cudaPitchedPtr &ptr, cudaPos &pos) {
  CudaArray &a = arrayOf(handle);
  ++a.writes; // perhaps a read: the images copy the texels once more then
  ptr = cudaPitchedPtr{a.data, a.rowBytes(), a.rowBytes(), a.rows()};
  pos.x *= a.elementSize();
}

/// The device address of byte \p wOffset of row \p hOffset of \p a, checked
/// to leave \p width bytes of \p height rows (or \p count bytes) inside it.
char *arrayAt(CudaArray &a, size_t wOffset, size_t hOffset, size_t width, size_t height) {
  ++a.writes; // perhaps a read: the images copy the texels once more then
  size_t rows = a.rows() * a.slices();
  if (wOffset > a.rowBytes() || width > a.rowBytes() - wOffset || hOffset > rows ||
      height > rows - hOffset)
    throw CudaError{cudaErrorInvalidValue};
  return static_cast<char *>(a.data) + hOffset * a.rowBytes() + wOffset;
}
char *arrayAt(CudaArray &a, size_t wOffset, size_t hOffset, size_t count) {
  ++a.writes;
  if (wOffset >= a.rowBytes() || hOffset > a.rows() * a.slices())
    throw CudaError{cudaErrorInvalidValue};
  size_t start = hOffset * a.rowBytes() + wOffset; // no wrap-around for huge offsets or counts
  if (start > a.bytes() || count > a.bytes() - start)
    throw CudaError{cudaErrorInvalidValue};
  return static_cast<char *>(a.data) + start;
}

/// Mipmapped arrays: every level is an array (level k: each extent >> k, at
/// least 1); textures sample level 0.
struct MipmappedArray {
  std::vector<cudaArray_t> levels;
};
std::set<const MipmappedArray *> &mipmappedArrays() {
  static auto *live = new std::set<const MipmappedArray *>();
  return *live;
}
MipmappedArray &mipmappedArrayOf(cudaMipmappedArray_const_t handle) {
  const auto *m = reinterpret_cast<const MipmappedArray *>(handle);
  if (!m || !mipmappedArrays().count(m))
    throw CudaError{cudaErrorInvalidValue};
  return *const_cast<MipmappedArray *>(m);
}

/// An array resource in \p o: its memory, geometry and format.
void describeArray(TextureObject &o, CudaArray &a) {
  if (o.surface && !(a.flags & cudaArraySurfaceLoadStore))
    throw CudaError{cudaErrorInvalidValue};
  o.base = a.data;
  o.array = &a;
  runtime::describeArray(formatOf(a.desc), a.width, a.rows(), a.slices(), o.device);
}

/// The descriptor of a resource, without the launch's buffer offset.
void describe(TextureObject &o) {
  const cudaResourceDesc &r = o.resource;
  DeviceTexture &t = o.device;
  switch (checkedEnum(r.resType, cudaResourceTypeArray, cudaResourceTypePitch2D,
                      cudaErrorInvalidValue)) {
  case cudaResourceTypeArray:
    describeArray(o, arrayOf(r.res.array.array));
    break;
  case cudaResourceTypeMipmappedArray: // level 0: ultima has no mipmaps
    describeArray(o, arrayOf(mipmappedArrayOf(r.res.mipmap.mipmap).levels.at(0)));
    break;
  case cudaResourceTypeLinear:
    checkDesc(r.res.linear.desc);
    if (!r.res.linear.devPtr || o.surface)
      throw CudaError{cudaErrorInvalidValue};
    o.base = r.res.linear.devPtr;
    check(runtime::describeLinear(formatOf(r.res.linear.desc), r.res.linear.sizeInBytes, t));
    break;
  case cudaResourceTypePitch2D: {
    const auto &p = r.res.pitch2D;
    checkDesc(p.desc);
    if (!p.devPtr || o.surface)
      throw CudaError{cudaErrorInvalidValue};
    o.base = p.devPtr;
    check(runtime::describePitch2D(formatOf(p.desc), p.width, p.height, p.pitchInBytes, t));
    break;
  }
  }
}

unsigned long long createObject(TextureObject o) {
  describe(o);
  static unsigned long long next = 0;
  unsigned long long handle = ++next;
  objects()[handle] = o;
  return handle;
}

/// Texture or surface references (\p Ref): registered by name, bound to a
/// resource.
template <class Ref> struct References {
  std::map<std::string, const Ref *> byName;
  std::set<const Ref *> live;
  std::map<const Ref *, TextureObject> bindings;

  void add(const void *hostVar, const char *deviceName) {
    const auto *ref = static_cast<const Ref *>(hostVar);
    live.insert(ref);
    byName[llvm::demangle(deviceName)] = ref;
  }
  /// The reference registered as \p name and its binding (null when none).
  std::pair<const Ref *, const TextureObject *> named(const std::string &name) const {
    auto it = byName.find(name);
    if (it == byName.end())
      return {nullptr, nullptr};
    auto bound = bindings.find(it->second);
    return {it->second, bound == bindings.end() ? nullptr : &bound->second};
  }
};
References<textureReference> &textureReferences() {
  static auto *refs = new References<textureReference>();
  return *refs;
}
References<surfaceReference> &surfaceReferences() {
  static auto *refs = new References<surfaceReference>();
  return *refs;
}

/// A reference (null is cudaErrorInvalidTexture: "the texture passed to the
/// API call is not a valid texture"). One the host never registered (no
/// kernel fetches through it) can still be bound and unbound.
const textureReference *referenceOf(const textureReference *ref) {
  if (!ref)
    throw CudaError{cudaErrorInvalidTexture};
  return ref;
}

/// Binds \p ref to resource \p r read as \p desc (when not null).
void bind(const textureReference *ref, cudaResourceDesc r, const cudaChannelFormatDesc *desc) {
  referenceOf(ref);
  if (r.resType == cudaResourceTypeLinear || r.resType == cudaResourceTypePitch2D) {
    if (!desc)
      throw CudaError{cudaErrorInvalidValue};
    (r.resType == cudaResourceTypeLinear ? r.res.linear.desc : r.res.pitch2D.desc) = *desc;
  }
  TextureObject o;
  o.resource = r;
  describe(o);
  textureReferences().bindings[ref] = o;
}

TextureObject &objectOf(unsigned long long handle, bool surface) {
  TextureObject *o = textureObject(handle);
  if (!o || o->surface != surface)
    throw CudaError{cudaErrorInvalidValue};
  return *o;
}

} // namespace

size_t CudaArray::elementSize() const { return runtime::texelBytes(formatOf(desc)); }

CudaArray &ultima::cudart::arrayOf(cudaArray_const_t array) {
  const auto *a = reinterpret_cast<const CudaArray *>(array);
  if (!a || !arrays().count(a))
    throw CudaError{cudaErrorInvalidValue};
  return *const_cast<CudaArray *>(a);
}

void ultima::cudart::noteArraysWritten() {
  for (const CudaArray *a : arrays())
    ++const_cast<CudaArray *>(a)->writes;
}

void ultima::cudart::registerTextureReference(const void *hostVar, const char *deviceName) {
  textureReferences().add(hostVar, deviceName);
}

void ultima::cudart::registerSurfaceReference(const void *hostVar, const char *deviceName) {
  surfaceReferences().add(hostVar, deviceName);
}

std::optional<TextureObject> ultima::cudart::referenceAtLaunch(const std::string &name,
                                                               bool &surface) {
  auto [surfaceRef, surfaceBinding] = surfaceReferences().named(name);
  surface = surfaceRef != nullptr;
  if (surface)
    return surfaceBinding ? std::optional<TextureObject>(*surfaceBinding) : std::nullopt;
  auto [ref, binding] = textureReferences().named(name);
  if (!binding)
    return std::nullopt;
  TextureObject o = *binding;
  DeviceTexture &desc = o.device;
  desc.normalized = ref->normalized != 0;
  desc.filterMode = ref->filterMode == cudaFilterModeLinear;
  for (int i = 0; i < 3; ++i)
    desc.address[i] =
        ref->addressMode[i] >= cudaAddressModeWrap && ref->addressMode[i] <= cudaAddressModeBorder
            ? ref->addressMode[i]
            : cudaAddressModeClamp;
  desc.readMode = cudaReadModeElementType;
  return o;
}

TextureObject *ultima::cudart::textureObject(unsigned long long handle) {
  auto it = objects().find(handle);
  return it == objects().end() ? nullptr : &it->second;
}

void ultima::cudart::arraysToPitched(cudaMemcpy3DParms &p) {
  // The extent of a copy with an array counts that array's elements.
  size_t element = 0;
  if (p.srcArray) {
    element = arrayOf(p.srcArray).elementSize();
    toPitched(p.srcArray, p.srcPtr, p.srcPos);
    p.srcArray = nullptr;
  }
  if (p.dstArray) {
    element = arrayOf(p.dstArray).elementSize();
    toPitched(p.dstArray, p.dstPtr, p.dstPos);
    p.dstArray = nullptr;
  }
  if (element)
    p.extent.width *= element;
}

extern "C" {

cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, cudaChannelFormatKind f) {
  return cudaChannelFormatDesc{x, y, z, w, f};
}

cudaError_t cudaMallocArray(cudaArray_t *array, const cudaChannelFormatDesc *desc, size_t width,
                            size_t height, unsigned int flags) {
  return apiCall([&] {
    if (!array || (flags & (cudaArrayLayered | cudaArrayCubemap)))
      throw CudaError{cudaErrorInvalidValue};
    refuseUnsafeCall();
    *array = makeArray(desc, cudaExtent{width, height, 0}, flags);
  });
}

cudaError_t cudaMalloc3DArray(cudaArray_t *array, const cudaChannelFormatDesc *desc,
                              cudaExtent extent, unsigned int flags) {
  return apiCall([&] {
    if (!array)
      throw CudaError{cudaErrorInvalidValue};
    refuseUnsafeCall();
    *array = makeArray(desc, extent, flags);
  });
}

cudaError_t cudaFreeArray(cudaArray_t array) {
  return apiCall([&] {
    if (!array)
      return;
    refuseUnsafeCall();
    CudaArray &a = arrayOf(array);
    if (a.level) // a mipmapped array's level goes with it
      throw CudaError{cudaErrorInvalidValue};
    freeArray(a);
  });
}

cudaError_t cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                     const cudaChannelFormatDesc *desc, cudaExtent extent,
                                     unsigned int numLevels, unsigned int flags) {
  return apiCall([&] {
    if (!mipmappedArray)
      throw CudaError{cudaErrorInvalidValue};
    refuseUnsafeCall();
    // CUDA clamps the levels to [1, 1 + floor(log2(max(width, height, depth)))].
    size_t largest = std::max({extent.width, extent.height, extent.depth});
    unsigned int most = 1;
    while (most < 64 && (largest >> most))
      ++most;
    numLevels = std::min(std::max(numLevels, 1u), most);
    auto m = std::make_unique<MipmappedArray>();
    bool layered = flags & (cudaArrayLayered | cudaArrayCubemap);
    for (unsigned int k = 0; k < numLevels; ++k) {
      auto shrink = [k](size_t n) { return n ? std::max<size_t>(n >> k, 1) : 0; };
      cudaExtent e{shrink(extent.width), shrink(extent.height),
                   layered ? extent.depth : shrink(extent.depth)};
      try {
        m->levels.push_back(makeArray(desc, e, flags));
      } catch (...) {
        for (cudaArray_t made : m->levels)
          freeArray(arrayOf(made));
        throw;
      }
      arrayOf(m->levels.back()).level = true;
    }
    mipmappedArrays().insert(m.get());
    *mipmappedArray = reinterpret_cast<cudaMipmappedArray_t>(m.release());
  });
}

cudaError_t cudaGetMipmappedArrayLevel(cudaArray_t *levelArray,
                                       cudaMipmappedArray_const_t mipmappedArray,
                                       unsigned int level) {
  return apiCall([&] {
    if (!levelArray)
      throw CudaError{cudaErrorInvalidValue};
    const MipmappedArray &m = mipmappedArrayOf(mipmappedArray);
    if (level >= m.levels.size())
      throw CudaError{cudaErrorInvalidValue};
    *levelArray = m.levels[level];
  });
}

cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray) {
  return apiCall([&] {
    if (!mipmappedArray)
      return;
    refuseUnsafeCall();
    MipmappedArray &m = mipmappedArrayOf(mipmappedArray);
    for (cudaArray_t level : m.levels)
      freeArray(arrayOf(level));
    mipmappedArrays().erase(&m);
    delete &m;
  });
}

cudaError_t cudaGetChannelDesc(cudaChannelFormatDesc *desc, cudaArray_const_t array) {
  return apiCall([&] {
    if (!desc)
      throw CudaError{cudaErrorInvalidValue};
    *desc = arrayOf(array).desc;
  });
}

cudaError_t cudaArrayGetInfo(cudaChannelFormatDesc *desc, cudaExtent *extent, unsigned int *flags,
                             cudaArray_t array) {
  return apiCall([&] {
    const CudaArray &a = arrayOf(array);
    if (desc)
      *desc = a.desc;
    if (extent)
      *extent = cudaExtent{a.width, a.height, a.depth};
    if (flags)
      *flags = a.flags;
  });
}

cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                              size_t count, cudaMemcpyKind kind) {
  return apiCall([&] {
    char *to = arrayAt(arrayOf(dst), wOffset, hOffset, count);
    copy(to, src, count, kind, nullptr, true);
  });
}

cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset,
                                size_t count, cudaMemcpyKind kind) {
  return apiCall([&] {
    const char *from = arrayAt(arrayOf(src), wOffset, hOffset, count);
    copy(dst, from, count, kind, nullptr, true);
  });
}

cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src,
                                size_t spitch, size_t width, size_t height, cudaMemcpyKind kind) {
  return apiCall([&] {
    CudaArray &a = arrayOf(dst);
    copy2D(arrayAt(a, wOffset, hOffset, width, height), a.rowBytes(), src, spitch, width, height,
           kind, nullptr, true);
  });
}

cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                     const void *src, size_t spitch, size_t width, size_t height,
                                     cudaMemcpyKind kind, cudaStream_t stream) {
  return apiCall([&] {
    CudaArray &a = arrayOf(dst);
    copy2D(arrayAt(a, wOffset, hOffset, width, height), a.rowBytes(), src, spitch, width, height,
           kind, stream, false);
  });
}

cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset,
                                  size_t hOffset, size_t width, size_t height,
                                  cudaMemcpyKind kind) {
  return apiCall([&] {
    CudaArray &a = arrayOf(src);
    copy2D(dst, dpitch, arrayAt(a, wOffset, hOffset, width, height), a.rowBytes(), width, height,
           kind, nullptr, true);
  });
}

cudaError_t cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src,
                                       size_t wOffset, size_t hOffset, size_t width, size_t height,
                                       cudaMemcpyKind kind, cudaStream_t stream) {
  return apiCall([&] {
    CudaArray &a = arrayOf(src);
    copy2D(dst, dpitch, arrayAt(a, wOffset, hOffset, width, height), a.rowBytes(), width, height,
           kind, stream, false);
  });
}

cudaError_t cudaCreateTextureObject(cudaTextureObject_t *pTexObject,
                                    const cudaResourceDesc *pResDesc,
                                    const cudaTextureDesc *pTexDesc,
                                    const cudaResourceViewDesc *pResViewDesc) {
  return apiCall([&] {
    if (!pTexObject || !pResDesc || !pTexDesc)
      throw CudaError{cudaErrorInvalidValue};
    if (pResViewDesc || pTexDesc->sRGB || pTexDesc->seamlessCubemap)
      throw CudaError{cudaErrorNotSupported};
    TextureObject o;
    o.resource = *pResDesc;
    o.texture = *pTexDesc;
    int address[3];
    for (int i = 0; i < 3; ++i)
      address[i] = rawEnum(pTexDesc->addressMode[i]);
    check(runtime::describeSampling(address, rawEnum(pTexDesc->filterMode),
                                    rawEnum(pTexDesc->readMode), pTexDesc->normalizedCoords != 0,
                                    pTexDesc->borderColor, o.device));
    *pTexObject = createObject(o);
  });
}

cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject) {
  return apiCall([&] {
    if (!texObject)
      return; // as CUDA: destroying 0 does nothing
    objectOf(texObject, false);
    objects().erase(texObject);
  });
}

cudaError_t cudaGetTextureObjectResourceDesc(cudaResourceDesc *pResDesc,
                                             cudaTextureObject_t texObject) {
  return apiCall([&] {
    if (!pResDesc)
      throw CudaError{cudaErrorInvalidValue};
    *pResDesc = objectOf(texObject, false).resource;
  });
}

cudaError_t cudaGetTextureObjectTextureDesc(cudaTextureDesc *pTexDesc,
                                            cudaTextureObject_t texObject) {
  return apiCall([&] {
    if (!pTexDesc)
      throw CudaError{cudaErrorInvalidValue};
    *pTexDesc = objectOf(texObject, false).texture;
  });
}

cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject,
                                    const cudaResourceDesc *pResDesc) {
  return apiCall([&] {
    if (!pSurfObject || !pResDesc)
      throw CudaError{cudaErrorInvalidValue};
    if (pResDesc->resType != cudaResourceTypeArray) // surfaces are over arrays only
      throw CudaError{cudaErrorInvalidValue};
    TextureObject o;
    o.surface = true;
    o.resource = *pResDesc;
    *pSurfObject = createObject(o);
  });
}

cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject) {
  return apiCall([&] {
    if (!surfObject)
      return;
    objectOf(surfObject, true);
    objects().erase(surfObject);
  });
}

cudaError_t cudaGetSurfaceObjectResourceDesc(cudaResourceDesc *pResDesc,
                                             cudaSurfaceObject_t surfObject) {
  return apiCall([&] {
    if (!pResDesc)
      throw CudaError{cudaErrorInvalidValue};
    *pResDesc = objectOf(surfObject, true).resource;
  });
}

// The texture reference API (deprecated in CUDA 11, removed in 12). Any
// address can be bound: the offset returned is always 0.
cudaError_t cudaBindTexture(size_t *offset, const textureReference *texref, const void *devPtr,
                            const cudaChannelFormatDesc *desc, size_t size) {
  return apiCall([&] {
    Context &c = Context::get();
    if (!devPtr)
      throw CudaError{cudaErrorInvalidValue};
    // The whole allocation from devPtr on at most (the template's default
    // size is UINT_MAX).
    Resolved r = c.resolve(devPtr, cudaErrorInvalidDevicePointer);
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = const_cast<void *>(devPtr);
    res.res.linear.sizeInBytes = std::min(size, r.size - r.offset);
    bind(texref, res, desc);
    if (offset)
      *offset = 0;
  });
}
cudaError_t cudaBindTexture2D(size_t *offset, const textureReference *texref, const void *devPtr,
                              const cudaChannelFormatDesc *desc, size_t width, size_t height,
                              size_t pitch) {
  return apiCall([&] {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = const_cast<void *>(devPtr);
    res.res.pitch2D.width = width;
    res.res.pitch2D.height = height;
    res.res.pitch2D.pitchInBytes = pitch;
    bind(texref, res, desc);
    if (offset)
      *offset = 0;
  });
}
cudaError_t cudaBindTextureToArray(const textureReference *texref, cudaArray_const_t array,
                                   const cudaChannelFormatDesc *) {
  return apiCall([&] {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = const_cast<cudaArray_t>(array);
    bind(texref, res, nullptr); // read as the array's format
  });
}
cudaError_t cudaUnbindTexture(const textureReference *texref) {
  return apiCall([&] { textureReferences().bindings.erase(referenceOf(texref)); });
}
cudaError_t cudaGetTextureAlignmentOffset(size_t *offset, const textureReference *texref) {
  return apiCall([&] {
    if (!offset)
      throw CudaError{cudaErrorInvalidValue};
    if (!textureReferences().bindings.count(referenceOf(texref)))
      throw CudaError{cudaErrorInvalidTextureBinding};
    *offset = 0;
  });
}
cudaError_t cudaGetTextureReference(const textureReference **texref, const void *symbol) {
  return apiCall([&] {
    if (!texref)
      throw CudaError{cudaErrorInvalidValue};
    const auto *ref = static_cast<const textureReference *>(symbol);
    if (!textureReferences().live.count(ref))
      throw CudaError{cudaErrorInvalidTexture};
    *texref = ref;
  });
}
// The surface reference API: a reference is bound to an array made with
// cudaArraySurfaceLoadStore (else cudaErrorInvalidValue) and accessed in the
// array's format (\p desc is not needed: x counts bytes).
cudaError_t cudaBindSurfaceToArray(const surfaceReference *surfref, cudaArray_const_t array,
                                   const cudaChannelFormatDesc *) {
  return apiCall([&] {
    if (!surfref)
      throw CudaError{cudaErrorInvalidSurface};
    TextureObject o;
    o.surface = true;
    o.resource.resType = cudaResourceTypeArray;
    o.resource.res.array.array = const_cast<cudaArray_t>(array);
    describe(o);
    surfaceReferences().bindings[surfref] = o;
  });
}
cudaError_t cudaGetSurfaceReference(const surfaceReference **surfref, const void *symbol) {
  return apiCall([&] {
    if (!surfref)
      throw CudaError{cudaErrorInvalidValue};
    const auto *ref = static_cast<const surfaceReference *>(symbol);
    if (!surfaceReferences().live.count(ref))
      throw CudaError{cudaErrorInvalidSurface};
    *surfref = ref;
  });
}

} // extern "C"
