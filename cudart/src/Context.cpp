//===- Context.cpp - the state of the CUDA runtime over OpenCL ------------===//
#include "Context.h"
#include "Capture.h"
#include "Ipc.h"
#include "TextureImages.h"
#include "Textures.h"
#include "ultima/runtime/Errors.h"
#include "ultima/runtime/Program.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <new>

namespace ultima::cudart {

namespace {
/// Waits for every stream when the thread that queued work ends: PoCL
/// compiles a kernel in its driver thread when the launch runs, and a process
/// that exits with launches queued destroys LLVM's statics under it
/// (docs/runtime-cache.md). Thread-local destructors run before static ones.
/// The drain holds the API's lock, as an API call does: other threads may be
/// freeing host memory that synchronizeAll would otherwise map as it goes.
struct DrainAtThreadExit {
  ~DrainAtThreadExit() {
    try {
      Context &c = Context::get();
      std::lock_guard<std::recursive_mutex> lock(c.mutex);
      c.synchronizeAll();
    } catch (...) {
    }
  }
  void touch() {}
};
} // namespace

Context &Context::get() {
  // Never destroyed: programs call the API from static destructors and
  // atexit handlers, and the OpenCL driver tears itself down at exit.
  static Context *instance = new Context();
  return *instance;
}

runtime::Device &Context::device() {
  runtime::Device &d = runtime::Device::current();
  if (!defaultStream_) {
    memory_.reserve();
    defaultStream_.reset(
        new Stream{cl::CommandQueue(d.context(), d.device(), CL_QUEUE_PROFILING_ENABLE)});
  }
  return d;
}

ThreadState &Context::thisThread() {
  static thread_local ThreadState state;
  return state;
}

Stream &Context::stream(cudaStream_t stream) {
  device();
  if (!stream || stream == cudaStreamLegacy || stream == cudaStreamPerThread)
    return *defaultStream_;
  auto *s = reinterpret_cast<Stream *>(stream);
  if (!streams_.count(s))
    throw CudaError{cudaErrorInvalidResourceHandle};
  return *s;
}

cl::CommandQueue &Context::queue(cudaStream_t handle) { return stream(handle).queue; }

std::vector<cl::Event> Context::dependencies(cudaStream_t stream) {
  // Every command is queued after asking for its dependencies.
  static thread_local DrainAtThreadExit drain;
  drain.touch();
  refuseImplicitDependency(stream);
  std::vector<cl::Event> events;
  Stream &own = this->stream(stream);
  auto markerOf = [&](cl::CommandQueue &q) {
    cl::Event marker;
    q.enqueueMarkerWithWaitList(nullptr, &marker);
    events.push_back(marker);
  };
  // Non-blocking streams do not synchronise with the legacy default stream.
  if (&own == defaultStream_.get()) {
    for (Stream *s : streams_)
      if (!(s->flags & cudaStreamNonBlocking))
        markerOf(s->queue);
  } else if (!(own.flags & cudaStreamNonBlocking)) {
    markerOf(defaultStream_->queue);
  }
  return events;
}

cudaStream_t Context::createStream(unsigned int flags, int priority) {
  runtime::Device &d = device();
  auto *s = new Stream{
      cl::CommandQueue(d.context(), d.device(), CL_QUEUE_PROFILING_ENABLE), flags, priority, {}};
  streams_.insert(s);
  return reinterpret_cast<cudaStream_t>(s);
}

void Context::destroyStream(cudaStream_t stream) {
  auto *s = reinterpret_cast<Stream *>(stream);
  if (!streams_.count(s))
    throw CudaError{cudaErrorInvalidResourceHandle};
  leaveCapture(*s);
  streams_.erase(s);
  // CUDA lets the work already queued finish; the queue is released after it.
  s->queue.finish();
  delete s;
}

cudaEvent_t Context::createEvent(bool timing) {
  device();
  auto e = std::make_unique<Event>();
  e->timing = timing;
  Event *handle = e.get();
  events_.emplace(handle, std::move(e));
  return reinterpret_cast<cudaEvent_t>(handle);
}

Event &Context::event(cudaEvent_t event) {
  auto it = events_.find(reinterpret_cast<Event *>(event));
  if (it == events_.end())
    throw CudaError{cudaErrorInvalidResourceHandle};
  return *it->second;
}

void Context::destroyEvent(cudaEvent_t event) {
  if (!events_.erase(reinterpret_cast<Event *>(event)))
    throw CudaError{cudaErrorInvalidResourceHandle};
}

namespace {
/// Maps and unmaps every registered host buffer on \p q. For a buffer made
/// over host memory (CL_MEM_USE_HOST_PTR) OpenCL makes the host memory hold
/// the buffer's contents when it is mapped, and the buffer hold the host
/// memory's after a write mapping is unmapped: host and kernels then agree.
/// On a CPU device both are the same bytes and nothing is copied.
void agreeOnHostMemory(cl::CommandQueue &q, const std::vector<cl::Buffer> &buffers, bool wait) {
  for (const cl::Buffer &b : buffers) {
    size_t size = b.getInfo<CL_MEM_SIZE>();
    void *p = q.enqueueMapBuffer(b, CL_FALSE, CL_MAP_READ | CL_MAP_WRITE, 0, size);
    q.enqueueUnmapMemObject(b, p);
  }
  if (wait && !buffers.empty())
    q.finish();
}
} // namespace

void Context::synchronizeAll() {
  device();
  defaultStream_->queue.finish();
  for (Stream *s : streams_)
    s->queue.finish();
  agreeOnHostMemory(defaultStream_->queue, memory_.hostBuffers(), true);
  publishInterprocessRecords();
  checkDeviceStatus();
}

void Context::finish(cudaStream_t stream) {
  cl::CommandQueue &q = queue(stream);
  q.finish();
  agreeOnHostMemory(q, memory_.hostBuffers(), true);
  publishInterprocessRecords();
  checkDeviceStatus();
}

void Context::agreeOnSharedMemory(cl::CommandQueue &q) {
  agreeOnHostMemory(q, memory_.sharedBuffers(), false);
}

/// The device symbol of __ultima_device_runtime.h that kernels set.
static constexpr const char *DeviceStatusSymbol = "__ultima_device_status";

void Context::checkDeviceStatus() {
  auto it = symbols_.find(DeviceStatusSymbol);
  if (!stickyError_ && it != symbols_.end() && it->second.address) {
    int status = 0;
    Resolved r = resolve(it->second.address);
    queue(nullptr).enqueueReadBuffer(r.buffer, CL_TRUE, r.offset, sizeof status, &status);
    if (status)
      stickyError_ = status == cudaErrorAssert ? cudaErrorAssert : cudaErrorLaunchFailure;
  }
  if (stickyError_)
    throw CudaError{stickyError_};
}

void Context::clearDeviceStatus() {
  stickyError_ = cudaSuccess;
  auto it = symbols_.find(DeviceStatusSymbol);
  if (it != symbols_.end() && it->second.address) {
    Resolved r = resolve(it->second.address);
    queue(nullptr).enqueueFillBuffer(r.buffer, static_cast<cl_int>(0), r.offset, sizeof(cl_int));
    queue(nullptr).finish();
  }
}

void *Context::allocateHost(size_t size, unsigned int flags, bool managed) {
  runtime::Device &d = device();
  if (size > d.maxMemAllocSize())
    throw CudaError{cudaErrorMemoryAllocation};
  void *p = nullptr;
  // Page-aligned: what CL_MEM_USE_HOST_PTR buffers want for zero copies.
  if (posix_memalign(&p, 4096, std::max<size_t>(size, 1)))
    throw CudaError{cudaErrorMemoryAllocation};
  cl::Buffer buffer(d.context(), CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, std::max<size_t>(size, 1),
                    p);
  memory_.registerHost(p, Allocation{nullptr, buffer, size, flags, managed});
  return p;
}

void Context::registerHost(void *p, size_t size, unsigned int flags) {
  runtime::Device &d = device();
  if (!p || !size || memory_.contains(p))
    throw CudaError{cudaErrorInvalidValue};
  cl::Buffer buffer(d.context(), CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, size, p);
  if (!memory_.registerHost(p, Allocation{nullptr, buffer, size, flags, false}))
    throw CudaError{cudaErrorHostMemoryAlreadyRegistered};
}

void Context::unregisterHost(void *p, bool release) {
  synchronizeAll(); // kernels may still use it, as cudaFree waits too
  std::optional<Allocation> a = memory_.unregisterHost(p);
  if (!a)
    throw CudaError{release ? cudaErrorInvalidValue : cudaErrorHostMemoryNotRegistered};
  a->buffer = cl::Buffer();
  if (release)
    std::free(p);
}

void *Context::allocate(size_t size) {
  runtime::Device &d = device();
  if (size > d.maxMemAllocSize())
    throw CudaError{cudaErrorMemoryAllocation};
  cl::Buffer buffer(d.context(), CL_MEM_READ_WRITE, std::max<size_t>(size, 1));
  void *address = memory_.map(buffer, size);
  if (!address)
    throw CudaError{cudaErrorMemoryAllocation};
  return address;
}

Resolved Context::resolve(const void *p, cudaError_t error) {
  std::optional<Resolved> r = memory_.resolve(p);
  if (!r)
    throw CudaError{error};
  return *r;
}

void **Context::registerModule(const void *fatbin) {
  // Clang passes the wrapper {int magic; int version; const void *data; void *unused}.
  struct Wrapper {
    int magic;
    int version;
    const void *data;
    void *unused;
  };
  auto module = std::make_unique<Module>();
  const auto *wrapper = static_cast<const Wrapper *>(fatbin);
  if (std::optional<EmbeddedProgram> program = readFatBinary(wrapper ? wrapper->data : nullptr)) {
    module->program = std::move(*program);
    module->kernels = std::move(module->program.kernels);
  } else {
    module->buildError = cudaErrorInvalidKernelImage;
  }
  modules_.push_back(std::move(module));
  // The handle is the module itself; Clang only passes it back to us.
  return reinterpret_cast<void **>(modules_.back().get());
}

void Context::unregisterModule(void **) {
  // Kept until exit: kernels and symbols of the module may still be named by
  // other modules' host code running in destructors.
}

void Context::registerFunction(void **handle, const void *hostStub, const char *deviceName) {
  functions_[hostStub] = Function{reinterpret_cast<Module *>(handle), deviceName};
}

void Context::registerVariable(void **handle, const void *hostVar, const char *deviceName,
                               size_t size) {
  std::string name = llvm::demangle(deviceName);
  symbolOfHostVar_[hostVar] = name;
  Symbol &s = symbols_[name];
  s.name = name;
  if (!s.size)
    s.size = size & 0xffffffffu; // older Clangs pass the size as an int
  for (const KernelSignature &k : reinterpret_cast<Module *>(handle)->kernels)
    for (const KernelParameter &p : k.params)
      if (p.kind == KernelParameter::Kind::Symbol && p.symbol == name) {
        s.size = p.size;
        s.initialBytes = p.initialBytes;
      }
}

void Context::ensureSymbolStorage(Symbol &s) {
  if (s.address)
    return;
  s.address = allocate(s.size);
  Resolved r = resolve(s.address);
  std::string bytes = s.initialBytes;
  bytes.resize(s.size, '\0');
  if (s.size)
    queue(nullptr).enqueueWriteBuffer(r.buffer, CL_TRUE, 0, s.size, bytes.data());
}

const void *Context::unboundTexels() {
  if (!unboundTexels_) {
    unboundTexels_ = allocate(16);
    static const char zeros[16] = {};
    queue(nullptr).enqueueWriteBuffer(resolve(unboundTexels_).buffer, CL_TRUE, 0, 16, zeros);
  }
  return unboundTexels_;
}

Symbol &Context::symbol(const void *hostVar) {
  auto it = symbolOfHostVar_.find(hostVar);
  if (it == symbolOfHostVar_.end())
    throw CudaError{cudaErrorInvalidSymbol};
  Symbol &s = symbols_[it->second];
  ensureSymbolStorage(s);
  return s;
}

Symbol &Context::symbolNamed(const std::string &name, const Module &module) {
  Symbol &s = symbols_[name];
  if (s.name.empty()) {
    s.name = name;
    for (const KernelSignature &k : module.kernels)
      for (const KernelParameter &p : k.params)
        if (p.kind == KernelParameter::Kind::Symbol && p.symbol == name) {
          s.size = p.size;
          s.initialBytes = p.initialBytes;
        }
  }
  ensureSymbolStorage(s);
  return s;
}

runtime::LaunchableKernel &Context::kernelFor(Module &module, const KernelSignature &signature) {
  std::call_once(module.built, [&] {
    if (module.buildError != cudaSuccess)
      return;
    try {
      module.textureImages =
          textureImagesEnabled() &&
          std::any_of(module.kernels.begin(), module.kernels.end(), [](const KernelSignature &k) {
            return std::any_of(k.params.begin(), k.params.end(), [](const KernelParameter &p) {
              return p.kind == KernelParameter::Kind::TextureImages;
            });
          });
      module.clProgram = runtime::buildProgram(
          device(), module.program.opencl, module.textureImages ? textureImagesBuildOption() : "",
          module.program.needs);
    } catch (const std::exception &e) {
      std::fprintf(stderr, "ultima-cc: the program's OpenCL C does not build: %s\n", e.what());
      module.buildError = cudaErrorNoKernelImageForDevice;
    }
  });
  if (module.buildError != cudaSuccess)
    throw CudaError{module.buildError};
  auto key = std::make_pair(&module, signature.name);
  auto it = kernels_.find(key);
  if (it == kernels_.end()) {
    std::vector<runtime::LaunchParameter> params;
    for (const KernelParameter &p : signature.params) {
      if (p.kind != KernelParameter::Kind::TextureImages)
        params.push_back({p.kind, p.kind == KernelParameter::Kind::Value ? p.size : 0, p.type});
      else if (module.textureImages) // image2d_t, image3d_t, image2d_array_t, sampler_t
        params.insert(params.end(), 4, {p.kind, 0, "image"});
    }
    it = kernels_
             .emplace(key, runtime::LaunchableKernel(module.clProgram, signature.name,
                                                     signature.cudaName, std::move(params)))
             .first;
  }
  return it->second;
}

Context::KernelOf Context::kernelOf(const void *hostStub) {
  auto fn = functions_.find(hostStub);
  if (fn == functions_.end())
    throw CudaError{cudaErrorInvalidDeviceFunction};
  Module &module = *fn->second.module;
  const KernelSignature *signature = nullptr;
  for (const KernelSignature &k : module.kernels)
    if (k.mangledName == fn->second.deviceName)
      signature = &k;
  if (!signature)
    throw CudaError{module.buildError != cudaSuccess ? module.buildError
                                                     : cudaErrorInvalidDeviceFunction};
  return {&module, signature, &kernelFor(module, *signature)};
}

Context::KernelOf Context::checkLaunch(const void *hostStub, dim3 grid, dim3 block,
                                       size_t sharedMem) {
  KernelOf k = kernelOf(hostStub);
  device();
  runtime::checkLaunch(*k.kernel, shapeOf(grid, block, sharedMem));
  return k;
}

runtime::LaunchShape Context::shapeOf(dim3 grid, dim3 block, size_t sharedMem) {
  return runtime::LaunchShape{{grid.x, grid.y, grid.z}, {block.x, block.y, block.z}, sharedMem};
}

runtime::LaunchArgument Context::textureArgument(const KernelParameter &p, void **args,
                                                 DeviceTexture &desc, CudaArray *&array,
                                                 std::vector<cl::Buffer> &hostArguments) {
  // The object's resource buffer, then (next) its descriptor with the
  // resource's offset in that buffer (Textures.h). A texture reference
  // (p.symbol) is its binding's; an unbound one a texel of zeros, an unbound
  // surface reference one of no width (every access out of range). A launch
  // that takes a surface of an array may write it: its images are stale.
  desc = DeviceTexture{};
  array = nullptr;
  const void *base = nullptr;
  std::optional<TextureObject> reference;
  const TextureObject *object = nullptr;
  if (!p.symbol.empty()) {
    bool surface = false;
    reference = referenceAtLaunch(p.symbol, surface);
    object = reference ? &*reference : nullptr;
    if (!reference) {
      desc.width = surface ? 0 : 1;
      desc.height = desc.depth = desc.channels = 1;
      desc.bytes = 4;
      desc.pitch = desc.slice = 16;
      base = unboundTexels();
    }
  } else if (unsigned long long handle = *static_cast<unsigned long long *>(args[p.cudaIndex])) {
    object = textureObject(handle);
    if (!object)
      throw CudaError{cudaErrorInvalidValue};
  }
  if (object) {
    base = object->base;
    desc = object->device;
    array = object->array;
    if (object->surface && array)
      ++array->writes;
  }
  if (!base)
    return runtime::LaunchArgument::memory(cl::Buffer(), 0, p.cudaIndex); // never fetched
  Resolved r = resolve(base, cudaErrorInvalidValue);
  if (r.host || r.shared)
    hostArguments.push_back(r.buffer);
  desc.offset = r.offset;
  return runtime::LaunchArgument::memory(r.buffer, 0, p.cudaIndex);
}

/// The grid barrier of one launch (kernels/cuda/cooperative_groups.h): its
/// own, so launches on different streams never share one; released when the
/// launch that holds it completes.
cl::Buffer Context::gridSyncBuffer(bool cooperative) {
  cl_uint words[4] = {cooperative ? 1u : 0u, 0u, 0u, 0u};
  return cl::Buffer(device().context(), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof words,
                    words);
}

/// Where the bytes of parameter \p p lie in the launch's arguments: the
/// whole CUDA argument, or a leaf of a struct passed field by field.
static const char *argumentBytes(const KernelParameter &p, void **args) {
  const char *bytes = static_cast<const char *>(args[p.cudaIndex]);
  return p.fieldOffset >= 0 ? bytes + p.fieldOffset : bytes;
}

void Context::launch(const void *hostStub, dim3 grid, dim3 block, void **args, size_t sharedMem,
                     cudaStream_t stream, bool cooperative) {
  auto [modulePtr, signature, kernel] = checkLaunch(hostStub, grid, block, sharedMem);
  // A kernel with parameters needs their values: no array is CUDA's invalid value.
  auto readsArgument = [](const KernelParameter &p) {
    return p.kind == KernelParameter::Kind::Value || p.kind == KernelParameter::Kind::Buffer ||
           (p.kind == KernelParameter::Kind::TextureData && p.symbol.empty());
  };
  if (!args && std::any_of(signature->params.begin(), signature->params.end(), readsArgument))
    throw CudaError{cudaErrorInvalidValue};
  if (capturing(stream)) {
    KernelLaunch captured(hostStub, *signature, grid, block, static_cast<unsigned>(sharedMem),
                          args);
    captured.cooperative = cooperative;
    record(stream, kernelNode(std::move(captured)));
    return;
  }
  Module &module = *modulePtr;

  // The arguments as the launcher binds them: device addresses resolved to
  // buffers, symbols to their storage, texture objects to their resource
  // and descriptor.
  const std::vector<KernelParameter> &params = signature->params;
  std::vector<runtime::LaunchArgument> bound;
  std::vector<cl::Buffer> hostArguments; // host memory the kernel reads: host writes first
  std::deque<DeviceTexture> descriptors; // alive until the launch; never moved
  CudaArray *array = nullptr;            // the last texture's array, if it is one
  std::vector<ImageRefresh> refreshes;   // the images to copy before the launch
  for (const KernelParameter &p : params) {
    switch (p.kind) {
    case KernelParameter::Kind::Value:
      bound.push_back(runtime::LaunchArgument::value(argumentBytes(p, args), p.size, p.cudaIndex));
      break;
    case KernelParameter::Kind::Buffer: {
      void *pointer = nullptr; // a field of a struct need not be aligned
      std::memcpy(&pointer, argumentBytes(p, args), sizeof pointer);
      if (!pointer) {
        bound.push_back(runtime::LaunchArgument::memory(cl::Buffer(), 0, p.cudaIndex));
        break;
      }
      Resolved r = resolve(pointer, cudaErrorInvalidDevicePointer);
      if (r.host || r.shared)
        hostArguments.push_back(r.buffer);
      bound.push_back(runtime::LaunchArgument::memory(r.buffer, r.offset, p.cudaIndex));
      break;
    }
    case KernelParameter::Kind::Symbol:
      bound.push_back(runtime::LaunchArgument::memory(
          resolve(symbolNamed(p.symbol, module).address).buffer, 0, p.cudaIndex));
      break;
    case KernelParameter::Kind::TextureData:
      bound.push_back(textureArgument(p, args, descriptors.emplace_back(), array, hostArguments));
      break;
    case KernelParameter::Kind::TextureImages: // after its TextureDesc
      if (module.textureImages)
        textureImageArguments(array, descriptors.back(), bound, refreshes);
      break;
    case KernelParameter::Kind::GridSync:
      bound.push_back(runtime::LaunchArgument::memory(gridSyncBuffer(cooperative), 0, -1));
      break;
    case KernelParameter::Kind::TextureDesc:
      if (descriptors.empty()) // the manifest puts it after its TextureData
        throw CudaError{cudaErrorNotSupported};
      bound.push_back(
          runtime::LaunchArgument::value(&descriptors.back(), sizeof(DeviceTexture), p.cudaIndex));
      break;
    case KernelParameter::Kind::BufferOffset:
    case KernelParameter::Kind::DynamicShared:
      break; // the launcher's: the offset of the buffer before it, the launch's size
    case KernelParameter::Kind::CArrayData:
    case KernelParameter::Kind::CArrayInfo:
      throw CudaError{cudaErrorNotSupported};
    }
  }
  std::vector<cl::Event> waits = dependencies(stream);
  if (!hostArguments.empty()) {
    queue(stream).enqueueBarrierWithWaitList(&waits);
    waits.clear();
    agreeOnHostMemory(queue(stream), hostArguments, false);
  }
  enqueueImageRefreshes(refreshes, queue(stream), waits);
  runtime::launch(*kernel, shapeOf(grid, block, sharedMem), bound, queue(stream), waits);
}

namespace {
/// The cudaError CUDA documents for each refused launch.
cudaError_t fromLaunchFault(runtime::LaunchFault fault) {
  using runtime::LaunchFault;
  switch (fault) {
  case LaunchFault::ZeroDimension:
  case LaunchFault::GridTooLarge:
  case LaunchFault::TooManyBlocks: // not a CUDA limit: what OpenCL drivers count
  case LaunchFault::GlobalSizeOverflow:
  case LaunchFault::BlockTooLarge:
    return cudaErrorInvalidConfiguration;
  case LaunchFault::KernelBlockTooLarge: // the kernel's registers, as CUDA says it
    return cudaErrorLaunchOutOfResources;
  case LaunchFault::SharedMemoryTooLarge: // beyond sharedMemPerBlock(Optin)
  case LaunchFault::ArgumentCount:
  case LaunchFault::ArgumentKind:
  case LaunchFault::ArgumentSize:
    return cudaErrorInvalidValue;
  case LaunchFault::ArgumentOffset:
    return cudaErrorInvalidDevicePointer;
  case LaunchFault::UnsupportedParameter:
    return cudaErrorNotSupported;
  }
  return cudaErrorUnknown;
}

cudaError_t fromOpenCL(cl_int code) {
  switch (code) {
  case CL_MEM_OBJECT_ALLOCATION_FAILURE:
  case CL_OUT_OF_HOST_MEMORY:
  case CL_INVALID_BUFFER_SIZE:
    return cudaErrorMemoryAllocation;
  case CL_OUT_OF_RESOURCES:
    return cudaErrorLaunchOutOfResources;
  case CL_INVALID_WORK_GROUP_SIZE:
  case CL_INVALID_WORK_ITEM_SIZE:
  case CL_INVALID_GLOBAL_WORK_SIZE:
    return cudaErrorInvalidConfiguration;
  case CL_INVALID_KERNEL_ARGS:
  case CL_INVALID_ARG_SIZE:
  case CL_INVALID_ARG_VALUE:
    return cudaErrorInvalidValue;
  default:
    return cudaErrorUnknown;
  }
}
} // namespace

cudaError_t apiCall(const std::function<void()> &body) {
  cudaError_t code = cudaSuccess;
  std::lock_guard<std::recursive_mutex> lock(Context::get().mutex);
  if (cudaError_t sticky = Context::get().stickyError())
    return Context::thisThread().lastError = sticky;
  try {
    body();
  } catch (const CudaError &e) {
    code = e.code;
  } catch (const cl::Error &e) {
    code = fromOpenCL(e.err());
  } catch (const std::bad_alloc &) {
    code = cudaErrorMemoryAllocation;
  } catch (const runtime::LaunchError &e) {
    code = fromLaunchFault(e.fault);
  } catch (const runtime::Error &e) {
    // No OpenCL device (or ULTIMA_DEVICE matches none).
    code = cudaErrorNoDevice;
  } catch (...) {
    code = cudaErrorUnknown;
  }
  if (code != cudaSuccess)
    Context::thisThread().lastError = code;
  return code;
}

} // namespace ultima::cudart
