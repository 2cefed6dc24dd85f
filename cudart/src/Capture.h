//===- Capture.h - stream capture: work recorded into a graph ---*- C++ -*-===//
///
/// \file
/// While a stream captures (cudaStreamBeginCapture), the work queued on it is
/// recorded as nodes of the capture's graph instead of running. Every stream
/// taking part in a capture has a tail: the nodes the next recorded node
/// depends on; recording a node makes it the tail. An event recorded on a
/// capturing stream keeps that stream's tail, and a stream that waits for such
/// an event joins the capture (or, already in it, adds the event's nodes to
/// its tail): CUDA's cross-stream capture, forks and joins through events.
/// cudaStreamEndCapture, on the stream that began the capture, hands over the
/// graph once every other stream has joined back into it.
/// cudaStreamBeginCaptureToGraph captures into an existing graph instead
/// (a conditional node's body, say), after the nodes it is given.
///
/// What CUDA's programming guide calls invalid during capture is refused with
/// its error and invalidates the captures concerned: synchronising or
/// querying a capturing stream, the device or a captured event, using the
/// legacy default stream while a blocking stream captures, merging two
/// captures, waiting for uncaptured work, and the potentially unsafe calls
/// (allocation, freeing) that the capture modes prohibit. Further work on an
/// invalidated capture's streams is cudaErrorStreamCaptureInvalidated, and
/// cudaStreamEndCapture ends it with that error and no graph.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_CAPTURE_H
#define ULTIMA_CUDART_CAPTURE_H

#include "Graph.h"
#include <thread>

namespace ultima::cudart {

/// One capture sequence.
struct Capture {
  unsigned long long id = 0; ///< unique, never 0 (cudaStreamGetCaptureInfo)
  cudaStreamCaptureMode mode = cudaStreamCaptureModeGlobal;
  std::thread::id thread; ///< the thread that began it
  Stream *origin = nullptr;
  Graph *graph = nullptr;       ///< where the nodes go: owned, or the user's
  std::unique_ptr<Graph> owned; ///< the graph cudaStreamBeginCapture made
  /// Default edge data for the tail (cudaStreamGetCaptureInfo_v3).
  std::vector<cudaGraphEdgeData> defaultEdges;
  bool invalidated = false;
  std::map<Stream *, std::vector<GraphNode *>> tails; ///< every stream taking part
  /// The tails of streams destroyed while taking part: their work must
  /// still join the origin's.
  std::vector<std::vector<GraphNode *>> leftTails;
};

/// The capture \p stream takes part in; null when none. Throws
/// cudaErrorStreamCaptureInvalidated when that capture is invalidated.
Capture *capturing(cudaStream_t stream);
/// Records \p node into the capture of \p stream (capturing(stream) is not
/// null), after the stream's tail; the node becomes the tail.
GraphNode &record(cudaStream_t stream, std::unique_ptr<GraphNode> node);

/// Begins a capture on \p stream into a graph of its own, or (cudaStreamBeginCaptureToGraph)
/// into \p into after \p dependencies, nodes of \p into.
void beginCapture(cudaStream_t stream, cudaStreamCaptureMode mode, Graph *into = nullptr,
                  const std::vector<GraphNode *> &dependencies = {});
/// Ends the capture \p stream began; its graph (null for a capture into an existing graph).
std::unique_ptr<Graph> endCapture(cudaStream_t stream);
/// \p stream's capture status, and its capture when it has one.
cudaStreamCaptureStatus captureStatus(cudaStream_t stream, Capture **capture);
/// \p stream's tail (null when it does not capture).
std::vector<GraphNode *> *captureTail(cudaStream_t stream);
/// The calling thread's capture interaction mode, replaced by \p mode.
cudaStreamCaptureMode exchangeCaptureMode(cudaStreamCaptureMode mode);

/// An event recorded on a capturing stream: takes the stream's tail and
/// returns true; otherwise it is an ordinary event again (false).
bool recordEvent(Event &event, cudaStream_t stream);
/// A wait that capture decides (joins, adds to a tail, or refuses): true
/// when handled, false for an ordinary wait.
bool waitEvent(cudaStream_t stream, const Event &event);

/// Throws cudaErrorStreamCaptureImplicit (invalidating the captures) when
/// \p stream is the legacy default stream and a blocking stream captures.
void refuseImplicitDependency(cudaStream_t stream);
/// Stream synchronisation and queries: a capturing stream's are refused.
void refuseSynchronize(cudaStream_t stream);
/// Device synchronisation: refused while anything captures.
void refuseDeviceSynchronize();
/// The potentially unsafe calls (cudaMalloc, cudaFree, ...): refused where
/// the calling thread's capture mode prohibits them.
void refuseUnsafeCall();
/// Synchronising with or querying an event last recorded during a capture.
void refuseCapturedEvent(const Event &event);
/// Operations that cannot be captured (cudaStreamAddCallback,
/// cudaStreamAttachMemAsync).
void refuseCapture(const Stream &stream);
/// A stream destroyed while it takes part in a capture leaves it (its work
/// stays in the graph); the stream that began the capture may not go.
void leaveCapture(Stream &stream);

} // namespace ultima::cudart

#endif
