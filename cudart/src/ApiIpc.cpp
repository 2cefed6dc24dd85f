//===- ApiIpc.cpp - inter-process memory and event handles ----------------===//
///
/// \file
/// CUDA lets another process open a device allocation or an event through a
/// handle. An OpenCL buffer or event belongs to its context, in its process,
/// so what the processes share is POSIX shared memory (SharedMemory.h).
///
/// Memory: cudaIpcGetMemHandle moves the allocation into a shared-memory
/// object (its contents copied) and makes its buffer over that mapping
/// (CL_MEM_USE_HOST_PTR), at the same device address; cudaIpcOpenMemHandle
/// maps the object in the other process and makes a buffer over it at a fresh
/// device address. Host and device agree on such buffers at the points they
/// agree on host memory (docs/ultima-cc.md, "Memory model"), and at every
/// record of an interprocess event; the processes see each other's writes
/// because the device uses the shared pages in place, which only a device
/// whose memory is the host's (CL_DEVICE_HOST_UNIFIED_MEMORY) does: on others
/// the memory functions return cudaErrorNotSupported.
///
/// Events: an interprocess event's state lives in shared memory (Ipc.h,
/// IpcEvents.cpp).
///
/// The handle's 64 bytes hold a tag, the kind, the exporting process's id,
/// the object's serial number and its size: the object's name follows from
/// them.
///
//===----------------------------------------------------------------------===//
#include "Ipc.h"
#include "SharedMemory.h"
#include <algorithm>
#include <cstring>
#include <map>
#include <unistd.h>

using namespace ultima::cudart;

namespace {
constexpr char Tag[8] = {'u', 'l', 't', 'i', 'm', 'a', 'I', 'P'};
enum class HandleKind : uint32_t { Memory = 1, Event = 2 };
struct HandleBytes {
  char tag[8];
  HandleKind kind;
  int32_t pid;
  uint64_t serial;
  uint64_t size;
};
static_assert(sizeof(HandleBytes) <= CUDA_IPC_HANDLE_SIZE, "a handle holds 64 bytes");

template <typename Handle> void writeHandle(Handle &h, HandleKind kind, const SharedMemory &m) {
  HandleBytes b{};
  std::memcpy(b.tag, Tag, sizeof Tag);
  b.kind = kind;
  b.pid = m.pid();
  b.serial = m.serial();
  b.size = m.size();
  std::memset(h.reserved, 0, sizeof h.reserved);
  std::memcpy(h.reserved, &b, sizeof b);
}

/// A handle's contents; one this library did not write, or of the other
/// kind, is cudaErrorInvalidValue (as CUDA answers for a malformed handle).
template <typename Handle> HandleBytes readHandle(const Handle &h, HandleKind kind) {
  HandleBytes b{};
  std::memcpy(&b, h.reserved, sizeof b);
  if (std::memcmp(b.tag, Tag, sizeof Tag) != 0 || b.kind != kind || b.pid <= 0)
    throw CudaError{cudaErrorInvalidValue};
  return b;
}

/// Only a device that uses host memory in place makes one process's kernel
/// writes the other's (see the file comment).
void refuseUnlessHostUnified(Context &c) {
  if (!c.device().device().getInfo<CL_DEVICE_HOST_UNIFIED_MEMORY>())
    throw CudaError{cudaErrorNotSupported};
}

/// The opened memory handles of this process, by exporter and serial
/// number: the address and how many times it was opened.
struct Opened {
  void *address;
  unsigned int count;
};
std::map<std::pair<int32_t, uint64_t>, Opened> &opened() {
  static auto *instance = new std::map<std::pair<int32_t, uint64_t>, Opened>();
  return *instance;
}

/// Moves the device allocation \p r resolves into shared memory, once.
std::shared_ptr<SharedMemory> exportAllocation(Context &c, const Resolved &r) {
  if (r.shared)
    return r.shared;
  c.synchronizeAll(); // the work that uses the old buffer
  std::shared_ptr<SharedMemory> m = SharedMemory::create(r.size);
  if (!m)
    throw CudaError{cudaErrorMemoryAllocation};
  if (r.size)
    c.queue(nullptr).enqueueReadBuffer(r.buffer, CL_TRUE, 0, r.size, m->data());
  cl::Buffer buffer(c.device().context(), CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR,
                    std::max<size_t>(r.size, 1), m->data());
  c.memory().share(reinterpret_cast<const void *>(r.rangeStart), buffer, m);
  return m;
}
} // namespace

extern "C" {

cudaError_t cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *devPtr) {
  return apiCall([&] {
    if (!handle || !devPtr)
      throw CudaError{cudaErrorInvalidValue};
    Context &c = Context::get();
    refuseUnlessHostUnified(c);
    // A pointer into an allocation names all of it, as CUDA's handle does;
    // host memory and memory another process exported are no allocation here.
    Resolved r = c.resolve(devPtr);
    if (r.host || r.imported)
      throw CudaError{cudaErrorInvalidValue};
    writeHandle(*handle, HandleKind::Memory, *exportAllocation(c, r));
  });
}

cudaError_t cudaIpcOpenMemHandle(void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags) {
  return apiCall([&] {
    if (!devPtr || (flags & ~cudaIpcMemLazyEnablePeerAccess))
      throw CudaError{cudaErrorInvalidValue};
    HandleBytes b = readHandle(handle, HandleKind::Memory);
    // CUDA's answer for a handle this process exported ("invalid device context").
    if (b.pid == getpid())
      throw CudaError{cudaErrorDeviceUninitialized};
    Context &c = Context::get();
    refuseUnlessHostUnified(c);
    auto it = opened().find({b.pid, b.serial});
    if (it != opened().end()) { // opened again: the same address, counted
      ++it->second.count;
      *devPtr = it->second.address;
      return;
    }
    std::shared_ptr<SharedMemory> m = SharedMemory::open(b.pid, b.serial, b.size);
    if (!m)
      throw CudaError{cudaErrorMapBufferObjectFailed};
    cl::Buffer buffer(c.device().context(), CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR,
                      std::max<size_t>(b.size, 1), m->data());
    void *address = c.memory().mapImported(buffer, b.size, m);
    if (!address)
      throw CudaError{cudaErrorMemoryAllocation};
    opened()[{b.pid, b.serial}] = Opened{address, 1};
    *devPtr = address;
  });
}

cudaError_t cudaIpcCloseMemHandle(void *devPtr) {
  return apiCall([&] {
    auto it = opened().begin();
    while (it != opened().end() && it->second.address != devPtr)
      ++it;
    if (!devPtr || it == opened().end())
      throw CudaError{cudaErrorInvalidValue};
    if (--it->second.count)
      return;
    Context &c = Context::get();
    c.synchronizeAll(); // kernels may still use it, as cudaFree waits too
    c.memory().unmap(devPtr);
    opened().erase(it);
  });
}

cudaError_t cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event) {
  return apiCall([&] {
    if (!handle)
      throw CudaError{cudaErrorInvalidValue};
    Event &e = Context::get().event(event);
    if (!e.ipc) // not made with cudaEventInterprocess
      throw CudaError{cudaErrorInvalidResourceHandle};
    writeHandle(*handle, HandleKind::Event, *e.ipc);
  });
}

cudaError_t cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle) {
  return apiCall([&] {
    if (!event)
      throw CudaError{cudaErrorInvalidValue};
    HandleBytes b = readHandle(handle, HandleKind::Event);
    std::shared_ptr<SharedMemory> m = SharedMemory::open(b.pid, b.serial, interprocessStateSize());
    if (!m)
      throw CudaError{cudaErrorMapBufferObjectFailed};
    Context &c = Context::get();
    cudaEvent_t e = c.createEvent(false); // as one made with cudaEventDisableTiming
    c.event(e).ipc = std::move(m);
    *event = e;
  });
}

} // extern "C"
