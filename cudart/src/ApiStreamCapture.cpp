//===- ApiStreamCapture.cpp - cudaStreamBeginCapture and its queries ------===//
///
/// \file
/// The entry points of stream capture (Capture.h): begin (into a graph of
/// its own, or into an existing one) and end, the
/// status queries, the capture's dependency set and the calling thread's
/// capture interaction mode. The legacy default stream cannot capture
/// (cudaErrorStreamCaptureUnsupported), nor cudaStreamPerThread, which is the
/// legacy stream in ultima.
///
//===----------------------------------------------------------------------===//
#include "Capture.h"
#include "Context.h"
#include <algorithm>

using namespace ultima::cudart;

extern "C" {

cudaError_t cudaStreamBeginCapture(cudaStream_t stream, cudaStreamCaptureMode mode) {
  return apiCall([&] {
    beginCapture(stream, checkedEnum(mode, cudaStreamCaptureModeGlobal,
                                     cudaStreamCaptureModeRelaxed, cudaErrorInvalidValue));
  });
}

cudaError_t cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph,
                                          const cudaGraphNode_t *dependencies,
                                          const cudaGraphEdgeData *dependencyData,
                                          size_t numDependencies, cudaStreamCaptureMode mode) {
  return apiCall([&] {
    Graph &g = graphOf(graph);
    if (numDependencies && !dependencies)
      throw CudaError{cudaErrorInvalidValue};
    checkDefaultEdges(dependencyData, numDependencies);
    std::vector<GraphNode *> after;
    for (size_t i = 0; i < numDependencies; ++i)
      after.push_back(reinterpret_cast<GraphNode *>(dependencies[i]));
    beginCapture(stream,
                 checkedEnum(mode, cudaStreamCaptureModeGlobal, cudaStreamCaptureModeRelaxed,
                             cudaErrorInvalidValue),
                 &g, after);
  });
}

// A capture into an existing graph hands that graph back, and may be given
// no place for it.
cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph) {
  return apiCall([&] {
    Capture *capture = Context::get().stream(stream).capture;
    Graph *into = capture && !capture->owned ? capture->graph : nullptr;
    if (!pGraph && !into)
      throw CudaError{cudaErrorInvalidValue};
    if (pGraph)
      *pGraph = nullptr;
    std::unique_ptr<Graph> graph = endCapture(stream);
    if (pGraph)
      *pGraph = graph ? adoptGraph(std::move(graph)) : handleOf(into);
  });
}

cudaError_t cudaStreamIsCapturing(cudaStream_t stream, cudaStreamCaptureStatus *pCaptureStatus) {
  return apiCall([&] {
    if (!pCaptureStatus)
      throw CudaError{cudaErrorInvalidValue};
    *pCaptureStatus = captureStatus(stream, nullptr);
  });
}

// The graph, the dependency set and its edge data are the capture's own:
// valid until the capture ends or the stream's next captured operation.
cudaError_t cudaStreamGetCaptureInfo_v3(cudaStream_t stream,
                                        cudaStreamCaptureStatus *captureStatus_out,
                                        unsigned long long *id_out, cudaGraph_t *graph_out,
                                        const cudaGraphNode_t **dependencies_out,
                                        const cudaGraphEdgeData **edgeData_out,
                                        size_t *numDependencies_out) {
  return apiCall([&] {
    if (!captureStatus_out)
      throw CudaError{cudaErrorInvalidValue};
    Capture *capture = nullptr;
    *captureStatus_out = captureStatus(stream, &capture);
    if (*captureStatus_out != cudaStreamCaptureStatusActive)
      return;
    if (id_out)
      *id_out = capture->id;
    if (graph_out)
      *graph_out = handleOf(capture->graph);
    std::vector<GraphNode *> *tail = captureTail(stream);
    if (dependencies_out)
      *dependencies_out = reinterpret_cast<const cudaGraphNode_t *>(tail->data());
    if (edgeData_out) {
      capture->defaultEdges.assign(tail->size(), cudaGraphEdgeData{});
      *edgeData_out = capture->defaultEdges.data();
    }
    if (numDependencies_out)
      *numDependencies_out = tail->size();
  });
}

cudaError_t cudaStreamGetCaptureInfo_v2(cudaStream_t stream,
                                        cudaStreamCaptureStatus *captureStatus_out,
                                        unsigned long long *id_out, cudaGraph_t *graph_out,
                                        const cudaGraphNode_t **dependencies_out,
                                        size_t *numDependencies_out) {
  return cudaStreamGetCaptureInfo_v3(stream, captureStatus_out, id_out, graph_out, dependencies_out,
                                     nullptr, numDependencies_out);
}

cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, cudaStreamCaptureStatus *pCaptureStatus,
                                     unsigned long long *pId) {
  return cudaStreamGetCaptureInfo_v2(stream, pCaptureStatus, pId, nullptr, nullptr, nullptr);
}

cudaError_t cudaStreamUpdateCaptureDependencies_v2(cudaStream_t stream,
                                                   cudaGraphNode_t *dependencies,
                                                   const cudaGraphEdgeData *dependencyData,
                                                   size_t numDependencies, unsigned int flags) {
  return apiCall([&] {
    checkDefaultEdges(dependencyData, numDependencies);
    Capture *capture = capturing(stream);
    if (!capture)
      throw CudaError{cudaErrorIllegalState};
    if ((numDependencies && !dependencies) ||
        (flags != cudaStreamAddCaptureDependencies && flags != cudaStreamSetCaptureDependencies))
      throw CudaError{cudaErrorInvalidValue};
    std::vector<GraphNode *> nodes;
    for (size_t i = 0; i < numDependencies; ++i) {
      auto *n = reinterpret_cast<GraphNode *>(dependencies[i]);
      if (!capture->graph->contains(n))
        throw CudaError{cudaErrorInvalidValue};
      nodes.push_back(n);
    }
    std::vector<GraphNode *> &tail = *captureTail(stream);
    if (flags == cudaStreamSetCaptureDependencies)
      tail.clear();
    for (GraphNode *n : nodes)
      if (std::find(tail.begin(), tail.end(), n) == tail.end())
        tail.push_back(n);
  });
}

cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies,
                                                size_t numDependencies, unsigned int flags) {
  return cudaStreamUpdateCaptureDependencies_v2(stream, dependencies, nullptr, numDependencies,
                                                flags);
}

cudaError_t cudaThreadExchangeStreamCaptureMode(cudaStreamCaptureMode *mode) {
  return apiCall([&] {
    if (!mode)
      throw CudaError{cudaErrorInvalidValue};
    *mode = exchangeCaptureMode(checkedEnum(*mode, cudaStreamCaptureModeGlobal,
                                            cudaStreamCaptureModeRelaxed, cudaErrorInvalidValue));
  });
}

} // extern "C"
