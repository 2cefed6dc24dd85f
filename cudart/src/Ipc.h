//===- Ipc.h - interprocess events for the stream functions -----*- C++ -*-===//
///
/// \file
/// An interprocess event (cudaEventInterprocess) keeps its state in shared
/// memory (SharedMemory.h) that every process holding it maps: how many times
/// it was recorded, in any process, and the latest record whose work has
/// completed. A record queues the marker as for any event and publishes its
/// completion when the marker completes (an OpenCL callback, and at every
/// synchronisation of this process). A wait, query or synchronisation is about
/// the latest record as of the call: one made in this process through the
/// same handle waits for its marker as any event does; one made in another
/// process (or through another handle) is waited for on the host, polling the
/// shared state (IpcEvents.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_IPC_H
#define ULTIMA_CUDART_IPC_H

#include "Context.h"

namespace ultima::cudart {

/// The size of an interprocess event's shared state, for opening it.
size_t interprocessStateSize();
/// Gives a fresh event the shared state of an interprocess event.
void makeInterprocess(Event &event);
/// After \p event's marker is queued: counts the record and publishes its
/// completion when the marker completes.
void recordInterprocess(Event &event);
/// Waits on the host when \p event's latest record was made elsewhere and has
/// not completed; false when its own marker is what to wait for.
bool waitInterprocess(const Event &event);
/// cudaEventQuery's answer for an interprocess event: cudaSuccess or
/// cudaErrorNotReady.
cudaError_t queryInterprocess(const Event &event);
/// Publishes the completion of this process's records whose markers have
/// completed (after a synchronisation).
void publishInterprocessRecords();

} // namespace ultima::cudart

#endif
