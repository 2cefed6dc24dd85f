//===- Context.h - the state of the CUDA runtime over OpenCL ----*- C++ -*-===//
///
/// \file
/// One process-wide context: the OpenCL device (the runtime's `Device`, chosen
/// by ULTIMA_DEVICE), the streams (in-order queues with profiling, for event
/// timing), the device address space, the registered programs, kernels and
/// device symbols, and the last error. Every API function runs through
/// `apiCall`, which turns exceptions into CUDA error codes (never aborts) and
/// records them as the last error.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_CONTEXT_H
#define ULTIMA_CUDART_CONTEXT_H

#include "AddressSpace.h"
#include "CudaTypes.h"
#include "ultima/cudart/FatBinary.h"
#include "ultima/runtime/Device.h"
#include "ultima/runtime/Launcher.h"
#include "ultima/runtime/Texture.h"
#include "llvm/ADT/StringMap.h"
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <vector>

namespace ultima::cudart {

struct Capture;
struct CudaArray;
struct GraphNode;
using runtime::DeviceTexture; // ultima/runtime/Texture.h

/// One registered translation unit (`__cudaRegisterFatBinary`).
struct Module {
  EmbeddedProgram program;
  std::vector<KernelSignature> kernels; ///< parsed from the manifest
  std::once_flag built;
  cl::Program clProgram;
  cudaError_t buildError = cudaSuccess;
  /// Built with ULTIMA_TEXTURE_IMAGES: its texture-images parameters are
  /// four OpenCL parameters each (TextureImages.h).
  bool textureImages = false;
};

/// A `__device__`/`__constant__` variable: storage is a device allocation
/// (so cudaGetSymbolAddress gives a pointer kernels accept), made at first use.
struct Symbol {
  std::string name; ///< qualified, as the manifest names it
  size_t size = 0;
  std::string initialBytes;
  void *address = nullptr;
};

/// A stream: an in-order queue (the default stream's is created first).
struct Stream {
  cl::CommandQueue queue;
  unsigned int flags = cudaStreamDefault; ///< cudaStreamNonBlocking: no legacy-stream sync
  int priority = 0;                       ///< accepted and reported; OpenCL has none
  cudaStreamAttrValue attributes[4] = {}; ///< by cudaStreamAttrID: hints, reported back
  Capture *capture = nullptr;             ///< the stream capture it takes part in (Capture.h)
};

/// An event: a marker on a stream's queue (null until recorded).
struct Event {
  cl::Event marker;
  bool timing = true;
  /// An interprocess event's shared state (Ipc.h), and the number of the
  /// record whose marker this is.
  std::shared_ptr<SharedMemory> ipc;
  unsigned long long ipcRecord = 0;
  /// Last recorded during a capture (Capture.h): its id, and the nodes the
  /// event stands for.
  unsigned long long captureId = 0;
  std::vector<GraphNode *> captured;
};

/// A launch configured but not yet launched (<<<>>> with either launch API).
struct PendingLaunch {
  dim3 grid{1, 1, 1}, block{1, 1, 1};
  size_t sharedMem = 0;
  cudaStream_t stream = nullptr;
  std::vector<std::vector<char>> arguments; ///< the old API's cudaSetupArgument copies
};

/// What CUDA keeps per host thread: the launch configurations pushed and not
/// yet popped (a stack, as Clang's push/pop configuration calls use it) and
/// the last error (CUDA Runtime API, cudaGetLastError: "from a runtime call
/// in the same host thread").
struct ThreadState {
  std::vector<PendingLaunch> pending;
  cudaError_t lastError = cudaSuccess;
};

class Context {
public:
  static Context &get();
  /// The calling host thread's state.
  static ThreadState &thisThread();

  runtime::Device &device();
  AddressSpace &memory() { return memory_; }
  /// The stream's queue; null is the default stream. Throws cudaErrorInvalidResourceHandle.
  cl::CommandQueue &queue(cudaStream_t handle);
  /// The events a command on \p stream must wait for: CUDA's legacy default
  /// stream synchronises with every other stream (and they with it).
  std::vector<cl::Event> dependencies(cudaStream_t stream);
  cudaStream_t createStream(unsigned int flags = cudaStreamDefault, int priority = 0);
  /// The stream behind a handle (the default stream for null and the
  /// legacy/per-thread handles). Throws cudaErrorInvalidResourceHandle.
  Stream &stream(cudaStream_t stream);
  void destroyStream(cudaStream_t stream);
  /// Events, like streams, belong to the context: a handle that was never
  /// created or is already destroyed is cudaErrorInvalidResourceHandle, and
  /// those a program never destroys live until the process ends (as CUDA
  /// frees them with the context).
  cudaEvent_t createEvent(bool timing);
  Event &event(cudaEvent_t event);
  void destroyEvent(cudaEvent_t event);
  /// Waits for every stream. Throws the sticky error a kernel left (checkDeviceStatus).
  void synchronizeAll();
  /// After a wait: a failed device assert() or a __trap() that a kernel
  /// recorded (kernels/cuda/__ultima_device_runtime.h) becomes the sticky
  /// error, which every later call returns as CUDA's corrupted context does,
  /// until cudaDeviceReset. Throws it.
  void checkDeviceStatus();
  /// cudaDeviceReset's part: forgets the sticky error and the recorded status.
  void clearDeviceStatus();
  cudaError_t stickyError() const { return stickyError_; }

  /// Allocates \p size bytes of device memory; its device address.
  void *allocate(size_t size);
  /// Host memory kernels can use, at an address that is also its device
  /// address (cudaHostAlloc, cudaMallocHost, cudaMallocManaged).
  void *allocateHost(size_t size, unsigned int flags, bool managed);
  /// cudaHostRegister: \p size bytes at \p p become usable by kernels.
  void registerHost(void *p, size_t size, unsigned int flags);
  /// Forgets host memory made or registered above; \p release frees what
  /// allocateHost made. Throws cudaErrorInvalidValue for other pointers.
  void unregisterHost(void *p, bool release);
  /// Waits for \p stream, then makes the host's view of registered host
  /// memory current (a no-copy map on CPU devices).
  void finish(cudaStream_t stream);
  /// Queues on \p q what makes the host's view of memory shared with other
  /// processes current (AddressSpace::sharedBuffers).
  void agreeOnSharedMemory(cl::CommandQueue &q);
  /// Resolves a device address; throws \p error when it is none.
  Resolved resolve(const void *p, cudaError_t error = cudaErrorInvalidValue);

  void **registerModule(const void *fatbin);
  void unregisterModule(void **handle);
  void registerFunction(void **handle, const void *hostStub, const char *deviceName);
  void registerVariable(void **handle, const void *hostVar, const char *deviceName, size_t size);
  /// The storage of the symbol whose host shadow is \p hostVar (made at first use).
  Symbol &symbol(const void *hostVar);
  /// The storage of the symbol named \p name in the manifest (made at first use).
  Symbol &symbolNamed(const std::string &name, const Module &module);
  /// 16 zero bytes of device memory: the texels of an unbound texture
  /// reference at launch (Textures.h).
  const void *unboundTexels();

  /// The kernel registered for \p hostStub, its program built.
  struct KernelOf {
    Module *module;
    const KernelSignature *signature;
    runtime::LaunchableKernel *kernel; ///< the context's, made once per kernel
  };
  KernelOf kernelOf(const void *hostStub);
  /// The kernel registered for \p hostStub, with the runtime launcher's checks
  /// of a launch's configuration (runtime::checkLaunch; a refusal is a
  /// runtime::LaunchError, which apiCall maps to CUDA's error).
  KernelOf checkLaunch(const void *hostStub, dim3 grid, dim3 block, size_t sharedMem);
  /// A fresh grid-sync buffer (manifest kind grid-sync) for one launch.
  cl::Buffer gridSyncBuffer(bool cooperative);
  /// Launches the kernel registered for \p hostStub; args[i] points to CUDA
  /// argument i. On a capturing stream, the launch is recorded. A
  /// \p cooperative launch (cudaLaunchCooperativeKernel, whose blocks the
  /// caller made sure are all resident at once) is one whose grid_group is
  /// valid: the kernel's grid-sync buffer says so.
  void launch(const void *hostStub, dim3 grid, dim3 block, void **args, size_t sharedMem,
              cudaStream_t stream, bool cooperative = false);

  /// Device-wide settings CUDA reports back; none changes a launch.
  unsigned int deviceFlags = cudaDeviceMapHost;
  cudaFuncCache cacheConfig = cudaFuncCachePreferNone;
  cudaSharedMemConfig sharedMemConfig = cudaSharedMemBankSizeFourByte;
  /// cudaDeviceSetLimit's values, indexed by cudaLimit; CUDA's defaults.
  size_t limits[cudaLimitPersistingL2CacheSize + 1] = {1024, 1 << 20, 8 << 20, 2, 2048, 64, 0};
  /// Held by apiCall for the whole call: the API is thread-safe, one call at a time.
  std::recursive_mutex mutex;

private:
  Context() = default;
  void ensureSymbolStorage(Symbol &symbol);
  runtime::LaunchableKernel &kernelFor(Module &module, const KernelSignature &signature);
  static runtime::LaunchShape shapeOf(dim3 grid, dim3 block, size_t sharedMem);
  /// A texture or surface object parameter's resource buffer as a launch
  /// argument; \p desc gets its descriptor (TextureDesc, the next parameter).
  runtime::LaunchArgument textureArgument(const KernelParameter &p, void **args,
                                          DeviceTexture &desc, CudaArray *&array,
                                          std::vector<cl::Buffer> &hostArguments);

  AddressSpace memory_;
  cudaError_t stickyError_ = cudaSuccess;
  std::unique_ptr<Stream> defaultStream_;
  std::set<Stream *> streams_;
  std::map<Event *, std::unique_ptr<Event>> events_;
  std::vector<std::unique_ptr<Module>> modules_;
  struct Function {
    Module *module;
    std::string deviceName;
  };
  std::map<const void *, Function> functions_;
  std::map<const void *, std::string> symbolOfHostVar_;
  void *unboundTexels_ = nullptr; ///< what an unbound texture reference reads: 16 zero bytes
  std::map<std::string, Symbol> symbols_;
  std::map<std::pair<Module *, std::string>, runtime::LaunchableKernel> kernels_;
};

/// Runs \p body, mapping exceptions to CUDA error codes; records a failure
/// as the last error. Every CUDA API function runs its work through it
/// (docs/architecture.md, "Adding a CUDA runtime API function").
cudaError_t apiCall(const std::function<void()> &body);

/// Runs \p body under the context's lock and returns what it returns, for
/// the entry points that are not API calls a sticky error may refuse:
/// Clang's registration hooks and the launch-configuration stack (a program's
/// start-up and `<<<>>>`), and the readers of the last error itself. They
/// neither check nor record the calling thread's last error.
template <typename Body> auto lockedCall(Body &&body) -> decltype(body()) {
  std::lock_guard<std::recursive_mutex> lock(Context::get().mutex);
  return body();
}

/// Runs \p body on the host when the work queued on \p stream before it has
/// completed; the work queued after it waits for it (ApiStreams.cpp).
void enqueueHostCall(cudaStream_t stream, std::function<void(cudaError_t)> body);

} // namespace ultima::cudart

#endif
