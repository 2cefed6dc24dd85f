//===- IpcEvents.cpp - interprocess events' shared state -------------------===//
///
/// \file
/// The shared state of an event made with cudaEventInterprocess (Ipc.h): a
/// record count and the latest completed record in POSIX shared memory
/// (SharedMemory.h), which every process holding the event maps.
///
//===----------------------------------------------------------------------===//
#include "Ipc.h"
#include "SharedMemory.h"
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <mutex>
#include <new>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace ultima::cudart;

namespace {
/// An interprocess event's shared state: the number of records made (in any
/// process) and the latest record whose work has completed; the process that
/// made the latest record.
struct IpcEventState {
  std::atomic<uint64_t> recorded{0};
  std::atomic<uint64_t> completed{0};
  std::atomic<int32_t> recorder{0};
};
static_assert(std::atomic<uint64_t>::is_always_lock_free, "shared between processes");

IpcEventState &stateOf(const SharedMemory &m) { return *static_cast<IpcEventState *>(m.data()); }

void publish(const SharedMemory &m, uint64_t record) {
  std::atomic<uint64_t> &completed = stateOf(m).completed;
  uint64_t seen = completed.load();
  while (seen < record && !completed.compare_exchange_weak(seen, record)) {
  }
}

/// A record whose completion is not yet published.
struct Record {
  std::shared_ptr<SharedMemory> state;
  uint64_t number = 0;
};
// cl::Event's move assignment is noexcept though a failed release throws (a
// broken OpenCL implementation: terminating is right), as for Allocation.
// NOLINTNEXTLINE(bugprone-exception-escape)
struct PendingRecord {
  Record record;
  cl::Event marker;
};
/// The records of this process not yet seen completed at a synchronisation:
/// published then too, should the callback not have run before the process
/// ends. Never destroyed, as the context.
struct Pending {
  std::mutex mutex;
  std::vector<PendingRecord> records;
};
Pending &pending() {
  static auto *instance = new Pending();
  return *instance;
}

void CL_CALLBACK publishRecord(cl_event, cl_int, void *data) {
  std::unique_ptr<Record> r(static_cast<Record *>(data));
  publish(*r->state, r->number);
}
} // namespace

size_t ultima::cudart::interprocessStateSize() { return sizeof(IpcEventState); }

void ultima::cudart::makeInterprocess(Event &event) {
  std::shared_ptr<SharedMemory> m = SharedMemory::create(sizeof(IpcEventState));
  if (!m)
    throw CudaError{cudaErrorMemoryAllocation};
  new (m->data()) IpcEventState();
  event.ipc = std::move(m);
}

void ultima::cudart::recordInterprocess(Event &event) {
  IpcEventState &s = stateOf(*event.ipc);
  event.ipcRecord = s.recorded.fetch_add(1) + 1;
  s.recorder.store(getpid());
  Record record{event.ipc, event.ipcRecord};
  event.marker.setCallback(CL_COMPLETE, publishRecord, new Record(record));
  std::lock_guard<std::mutex> lock(pending().mutex);
  pending().records.push_back(PendingRecord{std::move(record), event.marker});
}

void ultima::cudart::publishInterprocessRecords() {
  std::lock_guard<std::mutex> lock(pending().mutex);
  std::vector<PendingRecord> &records = pending().records;
  for (size_t i = 0; i < records.size();) {
    if (records[i].marker.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() > CL_COMPLETE) {
      ++i;
      continue;
    }
    publish(*records[i].record.state, records[i].record.number);
    records[i] = std::move(records.back());
    records.pop_back();
  }
}

bool ultima::cudart::waitInterprocess(const Event &event) {
  IpcEventState &s = stateOf(*event.ipc);
  uint64_t target = s.recorded.load();
  if (target == 0 || s.completed.load() >= target)
    return true;
  if (target == event.ipcRecord && event.marker())
    return false;
  auto pause = std::chrono::microseconds(20);
  while (s.completed.load() < target) {
    publishInterprocessRecords(); // a record of this process through another handle
    int32_t recorder = s.recorder.load();
    // The recording process ended before its work completed: it never will.
    if (recorder != getpid() && kill(recorder, 0) != 0 && errno == ESRCH &&
        s.completed.load() < target)
      throw CudaError{cudaErrorLaunchFailure};
    std::this_thread::sleep_for(pause);
    pause = std::min<std::chrono::microseconds>(pause * 2, std::chrono::milliseconds(1));
  }
  return true;
}

cudaError_t ultima::cudart::queryInterprocess(const Event &event) {
  IpcEventState &s = stateOf(*event.ipc);
  uint64_t target = s.recorded.load();
  if (target == 0 || s.completed.load() >= target)
    return cudaSuccess;
  if (target == event.ipcRecord && event.marker() &&
      event.marker.getInfo<CL_EVENT_COMMAND_EXECUTION_STATUS>() <= CL_COMPLETE)
    return cudaSuccess;
  return cudaErrorNotReady;
}
