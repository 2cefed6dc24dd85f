//===- ApiGraphNodes.cpp - cudaGraphAddNode and conditional handles -------===//
///
/// \file
/// cudaGraphAddNode (CUDA 12.2; with edge data, 12.3) makes a node of any
/// kind from cudaGraphNodeParams, through the constructors the typed
/// cudaGraphAdd*Node functions use (Graph.h), and conditional nodes, which
/// only it makes (Conditional.h); cudaGraphConditionalHandleCreate makes
/// their handles. Only default edges exist here: edge data that is not all
/// zeros is cudaErrorNotSupported.
///
//===----------------------------------------------------------------------===//
#include "Conditional.h"

using namespace ultima::cudart;

namespace {

std::unique_ptr<GraphNode> nodeFrom(const Graph &graph, cudaGraphNodeParams &p) {
  switch (p.type) {
  case cudaGraphNodeTypeKernel: {
    const cudaKernelNodeParamsV2 &k = p.kernel;
    return kernelNode(KernelLaunch::fromParams(cudaKernelNodeParams{
        k.func, k.gridDim, k.blockDim, k.sharedMemBytes, k.kernelParams, k.extra}));
  }
  case cudaGraphNodeTypeMemcpy:
    return copyNode(p.memcpy.copyParams);
  case cudaGraphNodeTypeMemset: {
    const cudaMemsetParamsV2 &m = p.memset;
    return memsetNode(cudaMemsetParams{m.dst, m.pitch, m.value, m.elementSize, m.width, m.height});
  }
  case cudaGraphNodeTypeHost:
    return hostNode(cudaHostNodeParams{p.host.fn, p.host.userData});
  case cudaGraphNodeTypeGraph:
    return childNode(graphOf(p.graph.graph));
  case cudaGraphNodeTypeEmpty:
    return std::make_unique<GraphNode>(cudaGraphNodeTypeEmpty);
  case cudaGraphNodeTypeMemAlloc:
    return allocationNode(p.alloc);
  case cudaGraphNodeTypeMemFree:
    return freeNode(p.free.dptr);
  case cudaGraphNodeTypeConditional:
    return conditionalNode(graph, p.conditional);
  case cudaGraphNodeTypeWaitEvent:
  case cudaGraphNodeTypeEventRecord:
  case cudaGraphNodeTypeExtSemaphoreSignal:
  case cudaGraphNodeTypeExtSemaphoreWait:
    throw CudaError{cudaErrorNotSupported};
  default:
    throw CudaError{cudaErrorInvalidValue};
  }
}

} // namespace

extern "C" {

cudaError_t cudaGraphAddNode_v2(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                const cudaGraphNode_t *pDependencies,
                                const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                                cudaGraphNodeParams *nodeParams) {
  return apiCall([&] {
    Graph &g = graphOf(graph);
    if (!pGraphNode || !nodeParams || (numDependencies && !pDependencies))
      throw CudaError{cudaErrorInvalidValue};
    checkDefaultEdges(dependencyData, numDependencies);
    std::vector<GraphNode *> after;
    for (size_t i = 0; i < numDependencies; ++i)
      after.push_back(reinterpret_cast<GraphNode *>(pDependencies[i]));
    *pGraphNode = handleOf(&g.add(nodeFrom(g, *nodeParams), after));
  });
}

cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                             const cudaGraphNode_t *pDependencies, size_t numDependencies,
                             cudaGraphNodeParams *nodeParams) {
  return cudaGraphAddNode_v2(pGraphNode, graph, pDependencies, nullptr, numDependencies,
                             nodeParams);
}

cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out,
                                             cudaGraph_t graph, unsigned int defaultLaunchValue,
                                             unsigned int flags) {
  return apiCall([&] {
    Graph &g = graphOf(graph);
    if (!pHandle_out)
      throw CudaError{cudaErrorInvalidValue};
    *pHandle_out = createConditionalHandle(g, defaultLaunchValue, flags);
  });
}

} // extern "C"
