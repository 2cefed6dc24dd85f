//===- ApiGraphs.cpp - explicit CUDA graphs, instantiation and launch -----===//
///
/// \file
/// The graph API over Graph.h: nodes of each kind with their parameters,
/// edges, queries, clones, instantiation (a clone in topological order, whose
/// kernel nodes were checked when they were made) and launch (a replay in
/// that order on the stream; on a capturing stream, a child graph node).
/// Invalid graph, node and executable handles are cudaErrorInvalidValue.
///
//===----------------------------------------------------------------------===//
#include "Capture.h"
#include "Graph.h"
#include "MemoryPools.h"
#include "Textures.h"
#include <algorithm>
#include <cstdio>
#include <functional>
#include <set>

using namespace ultima::cudart;

namespace {

void addNode(cudaGraphNode_t *pNode, cudaGraph_t graph, const cudaGraphNode_t *dependencies,
             size_t count, const std::function<std::unique_ptr<GraphNode>()> &make) {
  Graph &g = graphOf(graph);
  if (!pNode || (count && !dependencies))
    throw CudaError{cudaErrorInvalidValue};
  std::vector<GraphNode *> after;
  for (size_t i = 0; i < count; ++i)
    after.push_back(reinterpret_cast<GraphNode *>(dependencies[i]));
  *pNode = handleOf(&g.add(make(), after));
}

/// Hands out \p nodes as CUDA's list queries do: the count when \p out is
/// null; otherwise up to *count entries, the rest nulls, and *count the
/// number written.
void listNodes(const std::vector<GraphNode *> &nodes, cudaGraphNode_t *out, size_t *count) {
  if (!count)
    throw CudaError{cudaErrorInvalidValue};
  if (!out) {
    *count = nodes.size();
    return;
  }
  size_t n = std::min(*count, nodes.size());
  for (size_t i = 0; i < *count; ++i)
    out[i] = i < n ? handleOf(nodes[i]) : nullptr;
  *count = n;
}

GraphNode &nodeOfType(cudaGraphNode_t handle, cudaGraphNodeType type) {
  GraphNode &n = nodeOf(handle);
  if (n.type != type)
    throw CudaError{cudaErrorInvalidValue};
  return n;
}

template <class T> const T &paramsOf(const T *params) {
  if (!params)
    throw CudaError{cudaErrorInvalidValue};
  return *params;
}

/// A node of \p graph (or of a child graph in it) on a cycle; null when none.
const GraphNode *onCycle(const Graph &graph) {
  std::vector<GraphNode *> ordered = graph.orderedPrefix();
  for (const auto &n : graph.nodes)
    if (std::find(ordered.begin(), ordered.end(), n.get()) == ordered.end())
      return n.get();
  for (const auto &n : graph.nodes) {
    if (n->child)
      if (const GraphNode *inner = onCycle(*n->child))
        return inner;
    for (const std::unique_ptr<Graph> &body : n->bodies)
      if (const GraphNode *inner = onCycle(*body))
        return inner;
  }
  return nullptr;
}

cudaGraphExec_t instantiate(cudaGraph_t graph, unsigned long long flags, cudaGraphNode_t *errorNode,
                            char *log, size_t logSize) {
  Graph &g = graphOf(graph);
  if (flags & ~static_cast<unsigned long long>(cudaGraphInstantiateFlagAutoFreeOnLaunch |
                                               cudaGraphInstantiateFlagUseNodePriority))
    throw CudaError{cudaErrorInvalidValue};
  if (const GraphNode *bad = onCycle(g)) {
    if (errorNode)
      *errorNode = handleOf(const_cast<GraphNode *>(bad));
    if (log && logSize)
      std::snprintf(log, logSize, "the graph's dependencies form a cycle");
    throw CudaError{cudaErrorInvalidValue};
  }
  auto exec = std::make_unique<GraphExec>();
  exec->graph = g.clone();
  exec->order = *exec->graph->order();
  exec->flags = flags;
  for (const auto &n : exec->graph->nodes)
    exec->nodeFor[n->origin] = n.get();
  if (log && logSize)
    log[0] = '\0';
  return adoptExec(std::move(exec));
}

/// How \p updated differs from \p current beyond what an update may change.
cudaGraphExecUpdateResult compare(const Graph &current, const Graph &updated,
                                  const GraphNode **where) {
  if (current.nodes.size() != updated.nodes.size())
    return cudaGraphExecUpdateErrorTopologyChanged;
  std::map<const GraphNode *, size_t> a, b;
  for (size_t i = 0; i < current.nodes.size(); ++i) {
    a[current.nodes[i].get()] = i;
    b[updated.nodes[i].get()] = i;
  }
  for (size_t i = 0; i < current.nodes.size(); ++i) {
    const GraphNode &x = *current.nodes[i], &y = *updated.nodes[i];
    *where = &y;
    std::set<size_t> xDeps, yDeps;
    for (const GraphNode *d : x.dependencies)
      xDeps.insert(a[d]);
    for (const GraphNode *d : y.dependencies)
      yDeps.insert(b[d]);
    if (xDeps != yDeps)
      return cudaGraphExecUpdateErrorTopologyChanged;
    if (x.type != y.type)
      return cudaGraphExecUpdateErrorNodeTypeChanged;
    if ((x.type == cudaGraphNodeTypeMemAlloc || x.type == cudaGraphNodeTypeMemFree) &&
        x.address != y.address)
      return cudaGraphExecUpdateErrorNotSupported;
    if (x.child) {
      cudaGraphExecUpdateResult r = compare(*x.child, *y.child, where);
      if (r != cudaGraphExecUpdateSuccess)
        return r;
    }
    // A conditional node keeps its handle, type and number of bodies.
    if (x.condition != y.condition || x.conditionalType != y.conditionalType ||
        x.bodies.size() != y.bodies.size())
      return cudaGraphExecUpdateErrorParametersChanged;
    for (size_t j = 0; j < x.bodies.size(); ++j) {
      cudaGraphExecUpdateResult r = compare(*x.bodies[j], *y.bodies[j], where);
      if (r != cudaGraphExecUpdateSuccess)
        return r;
    }
  }
  return cudaGraphExecUpdateSuccess;
}

} // namespace

extern "C" {

cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags) {
  return apiCall([&] {
    if (!pGraph || flags)
      throw CudaError{cudaErrorInvalidValue};
    *pGraph = adoptGraph(std::make_unique<Graph>());
  });
}

cudaError_t cudaGraphDestroy(cudaGraph_t graph) {
  return apiCall([&] { destroyGraph(graph); });
}

cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph) {
  return apiCall([&] {
    Graph &g = graphOf(originalGraph);
    if (!pGraphClone)
      throw CudaError{cudaErrorInvalidValue};
    *pGraphClone = adoptGraph(g.clone());
  });
}

cudaError_t cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode,
                                     cudaGraph_t clonedGraph) {
  return apiCall([&] {
    Graph &g = graphOf(clonedGraph);
    if (!pNode)
      throw CudaError{cudaErrorInvalidValue};
    for (const auto &n : g.nodes)
      if (n->origin == reinterpret_cast<const GraphNode *>(originalNode)) {
        *pNode = handleOf(n.get());
        return;
      }
    throw CudaError{cudaErrorInvalidValue};
  });
}

cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                   const cudaKernelNodeParams *pNodeParams) {
  return apiCall([&] {
    addNode(pGraphNode, graph, pDependencies, numDependencies,
            [&] { return kernelNode(KernelLaunch::fromParams(paramsOf(pNodeParams))); });
  });
}

cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t node, cudaKernelNodeParams *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeKernel);
    if (!pNodeParams)
      throw CudaError{cudaErrorInvalidValue};
    // The argument pointers point into the node's own copies.
    *pNodeParams = n.kernel.params();
  });
}

cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t node,
                                         const cudaKernelNodeParams *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeKernel);
    n.kernel = KernelLaunch::fromParams(paramsOf(pNodeParams));
  });
}

cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                   const cudaMemcpy3DParms *pCopyParams) {
  return apiCall([&] {
    addNode(pGraphNode, graph, pDependencies, numDependencies,
            [&] { return copyNode(paramsOf(pCopyParams)); });
  });
}

cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                     const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                     void *dst, const void *src, size_t count,
                                     cudaMemcpyKind kind) {
  return apiCall([&] {
    addNode(pGraphNode, graph, pDependencies, numDependencies,
            [&] { return copyNode(copyParams1D(dst, src, count, kind)); });
  });
}

cudaError_t cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node, cudaMemcpy3DParms *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeMemcpy);
    if (!pNodeParams)
      throw CudaError{cudaErrorInvalidValue};
    *pNodeParams = n.copy;
  });
}

cudaError_t cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node,
                                         const cudaMemcpy3DParms *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeMemcpy);
    n.copy = copyNode(paramsOf(pNodeParams))->copy;
  });
}

cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                   const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                   const cudaMemsetParams *pMemsetParams) {
  return apiCall([&] {
    addNode(pGraphNode, graph, pDependencies, numDependencies,
            [&] { return memsetNode(paramsOf(pMemsetParams)); });
  });
}

cudaError_t cudaGraphMemsetNodeGetParams(cudaGraphNode_t node, cudaMemsetParams *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeMemset);
    if (!pNodeParams)
      throw CudaError{cudaErrorInvalidValue};
    *pNodeParams = n.memset;
  });
}

cudaError_t cudaGraphMemsetNodeSetParams(cudaGraphNode_t node,
                                         const cudaMemsetParams *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeMemset);
    n.memset = memsetNode(paramsOf(pNodeParams))->memset;
  });
}

cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                 const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                 const cudaHostNodeParams *pNodeParams) {
  return apiCall([&] {
    addNode(pGraphNode, graph, pDependencies, numDependencies,
            [&] { return hostNode(paramsOf(pNodeParams)); });
  });
}

cudaError_t cudaGraphHostNodeGetParams(cudaGraphNode_t node, cudaHostNodeParams *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeHost);
    if (!pNodeParams)
      throw CudaError{cudaErrorInvalidValue};
    *pNodeParams = n.host;
  });
}

cudaError_t cudaGraphHostNodeSetParams(cudaGraphNode_t node,
                                       const cudaHostNodeParams *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeHost);
    n.host = hostNode(paramsOf(pNodeParams))->host;
  });
}

cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                       cudaGraph_t childGraph) {
  return apiCall([&] {
    const Graph &child = graphOf(childGraph);
    addNode(pGraphNode, graph, pDependencies, numDependencies, [&] { return childNode(child); });
  });
}

// The embedded graph itself, not a clone: changes to it change the node.
cudaError_t cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeGraph);
    if (!pGraph)
      throw CudaError{cudaErrorInvalidValue};
    *pGraph = handleOf(n.child.get());
  });
}

cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                  const cudaGraphNode_t *pDependencies, size_t numDependencies) {
  return apiCall([&] {
    addNode(pGraphNode, graph, pDependencies, numDependencies,
            [] { return std::make_unique<GraphNode>(cudaGraphNodeTypeEmpty); });
  });
}

cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                     const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                     cudaMemAllocNodeParams *nodeParams) {
  return apiCall([&] {
    if (!nodeParams)
      throw CudaError{cudaErrorInvalidValue};
    addNode(pGraphNode, graph, pDependencies, numDependencies,
            [&] { return allocationNode(*nodeParams); });
  });
}

cudaError_t cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node,
                                           cudaMemAllocNodeParams *params_out) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeMemAlloc);
    if (!params_out)
      throw CudaError{cudaErrorInvalidValue};
    *params_out = cudaMemAllocNodeParams{};
    params_out->poolProps.allocType = cudaMemAllocationTypePinned;
    params_out->poolProps.location = cudaMemLocation{cudaMemLocationTypeDevice, 0};
    params_out->bytesize = n.bytes;
    params_out->dptr = n.address;
  });
}

// A free node frees a graph allocation (of this graph or another one).
cudaError_t cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                    const cudaGraphNode_t *pDependencies, size_t numDependencies,
                                    void *dptr) {
  return apiCall([&] {
    addNode(pGraphNode, graph, pDependencies, numDependencies, [&] { return freeNode(dptr); });
  });
}

cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out) {
  return apiCall([&] {
    GraphNode &n = nodeOfType(node, cudaGraphNodeTypeMemFree);
    if (!dptr_out)
      throw CudaError{cudaErrorInvalidValue};
    *static_cast<void **>(dptr_out) = n.address;
  });
}

cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node, cudaGraphNodeType *pType) {
  return apiCall([&] {
    GraphNode &n = nodeOf(node);
    if (!pType)
      throw CudaError{cudaErrorInvalidValue};
    *pType = n.type;
  });
}

cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes) {
  return apiCall([&] {
    std::vector<GraphNode *> all;
    for (const auto &n : graphOf(graph).nodes)
      all.push_back(n.get());
    listNodes(all, nodes, numNodes);
  });
}

cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes,
                                  size_t *pNumRootNodes) {
  return apiCall([&] { listNodes(graphOf(graph).roots(), pRootNodes, pNumRootNodes); });
}

cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                              size_t *numEdges) {
  return apiCall([&] {
    std::vector<GraphNode *> sources, targets;
    for (const auto &n : graphOf(graph).nodes)
      for (GraphNode *d : n->dependencies) {
        sources.push_back(d);
        targets.push_back(n.get());
      }
    if (!numEdges || (!from != !to))
      throw CudaError{cudaErrorInvalidValue};
    size_t count = *numEdges;
    listNodes(sources, from, numEdges);
    listNodes(targets, to, &count);
  });
}

cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node, cudaGraphNode_t *pDependencies,
                                         size_t *pNumDependencies) {
  return apiCall([&] { listNodes(nodeOf(node).dependencies, pDependencies, pNumDependencies); });
}

cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes,
                                           size_t *pNumDependentNodes) {
  return apiCall([&] { listNodes(nodeOf(node).dependents, pDependentNodes, pNumDependentNodes); });
}

cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                     const cudaGraphNode_t *to, size_t numDependencies) {
  return apiCall([&] {
    Graph &g = graphOf(graph);
    if (numDependencies && (!from || !to))
      throw CudaError{cudaErrorInvalidValue};
    for (size_t i = 0; i < numDependencies; ++i) {
      auto *a = reinterpret_cast<GraphNode *>(from[i]), *b = reinterpret_cast<GraphNode *>(to[i]);
      if (!g.contains(a) || !g.contains(b))
        throw CudaError{cudaErrorInvalidValue};
      addEdge(a, b);
    }
  });
}

cudaError_t cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                        const cudaGraphNode_t *to, size_t numDependencies) {
  return apiCall([&] {
    Graph &g = graphOf(graph);
    if (numDependencies && (!from || !to))
      throw CudaError{cudaErrorInvalidValue};
    for (size_t i = 0; i < numDependencies; ++i) {
      auto *a = reinterpret_cast<GraphNode *>(from[i]), *b = reinterpret_cast<GraphNode *>(to[i]);
      if (!g.contains(a) || !g.contains(b))
        throw CudaError{cudaErrorInvalidValue};
      removeEdge(a, b);
    }
  });
}

cudaError_t cudaGraphDestroyNode(cudaGraphNode_t node) {
  return apiCall([&] {
    GraphNode &n = nodeOf(node);
    n.owner->remove(&n);
  });
}

cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                 cudaGraphNode_t *pErrorNode, char *pLogBuffer, size_t bufferSize) {
  return apiCall([&] {
    if (!pGraphExec)
      throw CudaError{cudaErrorInvalidValue};
    *pGraphExec = instantiate(graph, 0, pErrorNode, pLogBuffer, bufferSize);
  });
}

cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                          unsigned long long flags) {
  return apiCall([&] {
    if (!pGraphExec)
      throw CudaError{cudaErrorInvalidValue};
    *pGraphExec = instantiate(graph, flags, nullptr, nullptr, 0);
  });
}

cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const cudaKernelNodeParams *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = execOf(hGraphExec).node(node, cudaGraphNodeTypeKernel);
    n.kernel = KernelLaunch::fromParams(paramsOf(pNodeParams));
  });
}

cudaError_t cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const cudaMemcpy3DParms *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = execOf(hGraphExec).node(node, cudaGraphNodeTypeMemcpy);
    n.copy = copyNode(paramsOf(pNodeParams))->copy;
  });
}

cudaError_t cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                             const cudaMemsetParams *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = execOf(hGraphExec).node(node, cudaGraphNodeTypeMemset);
    n.memset = memsetNode(paramsOf(pNodeParams))->memset;
  });
}

cudaError_t cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                                           const cudaHostNodeParams *pNodeParams) {
  return apiCall([&] {
    GraphNode &n = execOf(hGraphExec).node(node, cudaGraphNodeTypeHost);
    n.host = hostNode(paramsOf(pNodeParams))->host;
  });
}

// The nodes pair up in creation order; an update takes every node's
// parameters when the topology and the node types are the same.
cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                                cudaGraphNode_t *hErrorNode_out,
                                cudaGraphExecUpdateResult *updateResult_out) {
  return apiCall([&] {
    GraphExec &exec = execOf(hGraphExec);
    Graph &g = graphOf(hGraph);
    if (!updateResult_out)
      throw CudaError{cudaErrorInvalidValue};
    const GraphNode *where = nullptr;
    *updateResult_out = compare(*exec.graph, g, &where);
    if (hErrorNode_out)
      *hErrorNode_out = nullptr;
    if (*updateResult_out != cudaGraphExecUpdateSuccess) {
      if (hErrorNode_out && where)
        *hErrorNode_out = handleOf(const_cast<GraphNode *>(where));
      throw CudaError{cudaErrorGraphExecUpdateFailure};
    }
    for (size_t i = 0; i < g.nodes.size(); ++i) {
      GraphNode &to = *exec.graph->nodes[i];
      const GraphNode &from = *g.nodes[i];
      to.kernel = from.kernel;
      to.copy = from.copy;
      to.memset = from.memset;
      to.host = from.host;
      if (from.child)
        to.child = from.child->clone();
      if (!from.bodies.empty()) {
        std::unique_ptr<GraphNode> copy = from.clone();
        to.bodies = std::move(copy->bodies);
        to.bodyHandles = std::move(copy->bodyHandles);
      }
      exec.nodeFor[&from] = &to;
    }
  });
}

// Nothing to upload: a launch queues its work then.
cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream) {
  return apiCall([&] {
    execOf(graphExec);
    Context::get().stream(stream);
  });
}

cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream) {
  return apiCall([&] {
    GraphExec &exec = execOf(graphExec);
    refuseImplicitDependency(stream);
    if (capturing(stream)) {
      record(stream, childNode(*exec.graph));
      return;
    }
    noteArraysWritten(); // its copies into arrays were resolved when made
    exec.launch(stream);
  });
}

cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec) {
  return apiCall([&] { destroyExec(graphExec); });
}

} // extern "C"
