//===- Capture.cpp - stream capture: work recorded into a graph -----------===//
#include "Capture.h"
#include <algorithm>
#include <set>

namespace ultima::cudart {

namespace {
/// The captures in progress, by id. Every call runs under apiCall's lock.
std::map<unsigned long long, std::unique_ptr<Capture>> &active() {
  static auto *captures = new std::map<unsigned long long, std::unique_ptr<Capture>>();
  return *captures;
}

/// cudaThreadExchangeStreamCaptureMode's per-thread mode.
thread_local cudaStreamCaptureMode threadMode = cudaStreamCaptureModeGlobal;

bool isLegacy(cudaStream_t stream) {
  Context &c = Context::get();
  return &c.stream(stream) == &c.stream(nullptr);
}

/// The active capture \p id names, or null once it has ended.
Capture *captureWithId(unsigned long long id) {
  auto it = active().find(id);
  return it == active().end() ? nullptr : it->second.get();
}

/// The captures with a blocking stream in them: the legacy stream would
/// depend on their work.
std::vector<Capture *> blockingCaptures() {
  std::vector<Capture *> result;
  for (auto &[id, capture] : active())
    for (auto &[stream, tail] : capture->tails)
      if (!(stream->flags & cudaStreamNonBlocking)) {
        result.push_back(capture.get());
        break;
      }
  return result;
}

/// Every node \p tail depends on, directly or not, and the tail itself.
std::set<const GraphNode *> ancestors(const std::vector<GraphNode *> &tail) {
  std::set<const GraphNode *> seen;
  std::vector<const GraphNode *> work(tail.begin(), tail.end());
  while (!work.empty()) {
    const GraphNode *n = work.back();
    work.pop_back();
    if (seen.insert(n).second)
      work.insert(work.end(), n->dependencies.begin(), n->dependencies.end());
  }
  return seen;
}

/// Takes \p capture's streams out of capture and forgets it; its graph.
std::unique_ptr<Graph> finish(Capture &capture) {
  for (auto &[stream, tail] : capture.tails)
    stream->capture = nullptr;
  std::unique_ptr<Graph> graph = std::move(capture.owned);
  active().erase(capture.id);
  return graph;
}

/// Whether every stream that joined \p capture has joined back into its origin.
bool joined(const Capture &capture) {
  std::set<const GraphNode *> reached = ancestors(capture.tails.at(capture.origin));
  auto within = [&](const std::vector<GraphNode *> &tail) {
    return std::all_of(tail.begin(), tail.end(), [&](GraphNode *n) { return reached.count(n); });
  };
  for (const auto &[stream, tail] : capture.tails)
    if (!within(tail))
      return false;
  return std::all_of(capture.leftTails.begin(), capture.leftTails.end(), within);
}

[[noreturn]] void invalidateAndThrow(const std::vector<Capture *> &captures, cudaError_t code) {
  for (Capture *c : captures)
    c->invalidated = true;
  throw CudaError{code};
}
} // namespace

Capture *capturing(cudaStream_t stream) {
  Capture *capture = Context::get().stream(stream).capture;
  if (capture && capture->invalidated)
    throw CudaError{cudaErrorStreamCaptureInvalidated};
  return capture;
}

GraphNode &record(cudaStream_t stream, std::unique_ptr<GraphNode> node) {
  Stream &s = Context::get().stream(stream);
  std::vector<GraphNode *> &tail = s.capture->tails[&s];
  GraphNode &added = s.capture->graph->add(std::move(node), tail);
  tail = {&added};
  return added;
}

void beginCapture(cudaStream_t stream, cudaStreamCaptureMode mode, Graph *into,
                  const std::vector<GraphNode *> &dependencies) {
  if (mode < cudaStreamCaptureModeGlobal || mode > cudaStreamCaptureModeRelaxed)
    throw CudaError{cudaErrorInvalidValue};
  // The legacy stream synchronises with the others and cannot capture.
  if (isLegacy(stream))
    throw CudaError{cudaErrorStreamCaptureUnsupported};
  Stream &s = Context::get().stream(stream);
  if (s.capture)
    throw CudaError{cudaErrorIllegalState};
  static unsigned long long lastId = 0;
  auto capture = std::make_unique<Capture>();
  capture->id = ++lastId;
  capture->mode = mode;
  capture->thread = std::this_thread::get_id();
  capture->origin = &s;
  if (!into)
    capture->owned = std::make_unique<Graph>();
  capture->graph = into ? into : capture->owned.get();
  for (size_t i = 0; i < dependencies.size(); ++i)
    if (!capture->graph->contains(dependencies[i]) ||
        std::count(dependencies.begin(), dependencies.begin() + i, dependencies[i]))
      throw CudaError{cudaErrorInvalidValue};
  capture->tails[&s] = dependencies;
  s.capture = capture.get();
  active()[capture->id] = std::move(capture);
}

std::unique_ptr<Graph> endCapture(cudaStream_t stream) {
  Stream &s = Context::get().stream(stream);
  Capture *capture = s.capture;
  if (!capture)
    throw CudaError{cudaErrorIllegalState};
  if (capture->origin != &s)
    invalidateAndThrow({capture}, cudaErrorStreamCaptureUnmatched);
  if (capture->mode != cudaStreamCaptureModeRelaxed &&
      capture->thread != std::this_thread::get_id())
    throw CudaError{cudaErrorStreamCaptureWrongThread};
  bool invalidated = capture->invalidated, complete = joined(*capture);
  std::unique_ptr<Graph> graph = finish(*capture);
  if (invalidated)
    throw CudaError{cudaErrorStreamCaptureInvalidated};
  if (!complete)
    throw CudaError{cudaErrorStreamCaptureUnjoined};
  return graph;
}

cudaStreamCaptureStatus captureStatus(cudaStream_t stream, Capture **capture) {
  // Asking about the legacy stream asks about the blocking streams it
  // would synchronise with (cudaStreamIsCapturing).
  if (isLegacy(stream) && !blockingCaptures().empty())
    throw CudaError{cudaErrorStreamCaptureImplicit};
  Capture *c = Context::get().stream(stream).capture;
  if (capture)
    *capture = c;
  if (!c)
    return cudaStreamCaptureStatusNone;
  return c->invalidated ? cudaStreamCaptureStatusInvalidated : cudaStreamCaptureStatusActive;
}

std::vector<GraphNode *> *captureTail(cudaStream_t stream) {
  Stream &s = Context::get().stream(stream);
  return s.capture ? &s.capture->tails[&s] : nullptr;
}

cudaStreamCaptureMode exchangeCaptureMode(cudaStreamCaptureMode mode) {
  if (mode < cudaStreamCaptureModeGlobal || mode > cudaStreamCaptureModeRelaxed)
    throw CudaError{cudaErrorInvalidValue};
  std::swap(mode, threadMode);
  return mode;
}

bool recordEvent(Event &event, cudaStream_t stream) {
  Capture *capture = capturing(stream);
  if (!capture) {
    event.captureId = 0;
    event.captured.clear();
    return false;
  }
  event.captureId = capture->id;
  event.captured = capture->tails[&Context::get().stream(stream)];
  return true;
}

bool waitEvent(cudaStream_t stream, const Event &event) {
  refuseImplicitDependency(stream);
  Stream &s = Context::get().stream(stream);
  Capture *own = capturing(stream);
  if (!event.captureId) {
    // Work that was not captured cannot become part of a graph.
    if (own && event.marker())
      invalidateAndThrow({own}, cudaErrorStreamCaptureIsolation);
    return own != nullptr;
  }
  Capture *theirs = captureWithId(event.captureId);
  if (!theirs) { // its capture has ended: the event stands for no work that runs
    if (own)
      invalidateAndThrow({own}, cudaErrorStreamCaptureIsolation);
    throw CudaError{cudaErrorCapturedEvent};
  }
  if (theirs->invalidated)
    throw CudaError{cudaErrorStreamCaptureInvalidated};
  if (isLegacy(stream))
    invalidateAndThrow({theirs}, cudaErrorStreamCaptureUnsupported);
  if (own && own != theirs)
    invalidateAndThrow({own, theirs}, cudaErrorStreamCaptureMerge);
  // Joining severs the stream's order with its work from before the capture.
  std::vector<GraphNode *> &tail = theirs->tails[&s];
  if (!own)
    tail.clear();
  s.capture = theirs;
  for (GraphNode *n : event.captured)
    if (std::find(tail.begin(), tail.end(), n) == tail.end())
      tail.push_back(n);
  return true;
}

void refuseImplicitDependency(cudaStream_t stream) {
  if (!isLegacy(stream))
    return;
  std::vector<Capture *> captures = blockingCaptures();
  if (!captures.empty())
    invalidateAndThrow(captures, cudaErrorStreamCaptureImplicit);
}

void refuseSynchronize(cudaStream_t stream) {
  refuseImplicitDependency(stream);
  if (Capture *capture = capturing(stream))
    invalidateAndThrow({capture}, cudaErrorStreamCaptureUnsupported);
}

void refuseDeviceSynchronize() {
  std::vector<Capture *> captures;
  for (auto &[id, capture] : active())
    captures.push_back(capture.get());
  if (!captures.empty())
    invalidateAndThrow(captures, cudaErrorStreamCaptureUnsupported);
}

void refuseUnsafeCall() {
  if (threadMode == cudaStreamCaptureModeRelaxed)
    return;
  std::vector<Capture *> prohibiting;
  for (auto &[id, capture] : active()) {
    bool own = capture->thread == std::this_thread::get_id();
    if ((own && capture->mode != cudaStreamCaptureModeRelaxed) ||
        (!own && threadMode == cudaStreamCaptureModeGlobal &&
         capture->mode == cudaStreamCaptureModeGlobal))
      prohibiting.push_back(capture.get());
  }
  if (!prohibiting.empty())
    invalidateAndThrow(prohibiting, cudaErrorStreamCaptureUnsupported);
}

void refuseCapturedEvent(const Event &event) {
  if (!event.captureId)
    return;
  if (Capture *capture = captureWithId(event.captureId))
    capture->invalidated = true;
  throw CudaError{cudaErrorCapturedEvent};
}

void refuseCapture(const Stream &stream) {
  if (!stream.capture)
    return;
  if (stream.capture->invalidated)
    throw CudaError{cudaErrorStreamCaptureInvalidated};
  invalidateAndThrow({stream.capture}, cudaErrorStreamCaptureUnsupported);
}

void leaveCapture(Stream &stream) {
  Capture *capture = stream.capture;
  if (!capture)
    return;
  if (capture->origin == &stream)
    invalidateAndThrow({capture}, cudaErrorStreamCaptureUnsupported);
  capture->leftTails.push_back(std::move(capture->tails[&stream]));
  capture->tails.erase(&stream);
  stream.capture = nullptr;
}

} // namespace ultima::cudart
