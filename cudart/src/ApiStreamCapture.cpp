//===- ApiStreamCapture.cpp - cudaStreamBeginCapture and its queries ------===//
///
/// \file
/// The entry points of stream capture (Capture.h): begin and end, the
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

cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph) {
  return apiCall([&] {
    if (!pGraph)
      throw CudaError{cudaErrorInvalidValue};
    *pGraph = nullptr;
    *pGraph = adoptGraph(endCapture(stream));
  });
}

cudaError_t cudaStreamIsCapturing(cudaStream_t stream, cudaStreamCaptureStatus *pCaptureStatus) {
  return apiCall([&] {
    if (!pCaptureStatus)
      throw CudaError{cudaErrorInvalidValue};
    *pCaptureStatus = captureStatus(stream, nullptr);
  });
}

// The graph and the dependency set are the capture's own: valid until the
// capture ends or the stream's next captured operation.
cudaError_t cudaStreamGetCaptureInfo_v2(cudaStream_t stream,
                                        cudaStreamCaptureStatus *captureStatus_out,
                                        unsigned long long *id_out, cudaGraph_t *graph_out,
                                        const cudaGraphNode_t **dependencies_out,
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
      *graph_out = handleOf(capture->graph.get());
    std::vector<GraphNode *> *tail = captureTail(stream);
    if (dependencies_out)
      *dependencies_out = reinterpret_cast<const cudaGraphNode_t *>(tail->data());
    if (numDependencies_out)
      *numDependencies_out = tail->size();
  });
}

cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, cudaStreamCaptureStatus *pCaptureStatus,
                                     unsigned long long *pId) {
  return cudaStreamGetCaptureInfo_v2(stream, pCaptureStatus, pId, nullptr, nullptr, nullptr);
}

cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream, cudaGraphNode_t *dependencies,
                                                size_t numDependencies, unsigned int flags) {
  return apiCall([&] {
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

cudaError_t cudaThreadExchangeStreamCaptureMode(cudaStreamCaptureMode *mode) {
  return apiCall([&] {
    if (!mode)
      throw CudaError{cudaErrorInvalidValue};
    *mode = exchangeCaptureMode(checkedEnum(*mode, cudaStreamCaptureModeGlobal,
                                            cudaStreamCaptureModeRelaxed, cudaErrorInvalidValue));
  });
}

} // extern "C"
