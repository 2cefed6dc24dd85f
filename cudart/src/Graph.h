//===- Graph.h - CUDA graphs: nodes, edges, instantiation, replay -*- C++ -*-===//
///
/// \file
/// A graph is a list of nodes (in creation order, which cudaGraphGetNodes
/// reports) with dependency edges. Each node keeps its own copy of what it
/// does, taken when it is made (a kernel node copies its argument values, as
/// CUDA does), so the caller's memory may change afterwards. An executable
/// graph (cudaGraphInstantiate) is a clone put in a topological order, and a
/// launch replays it in that order on one stream: the stream is an in-order
/// queue, so every edge is honoured. Handles are the objects' addresses; a
/// registry of the live ones makes stale or foreign handles
/// cudaErrorInvalidValue instead of crashes.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_GRAPH_H
#define ULTIMA_CUDART_GRAPH_H

#include "Context.h"
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace ultima::cudart {

struct Graph;
struct ConditionalHandle;

/// A kernel launch with its argument values copied.
struct KernelLaunch {
  const void *func = nullptr;
  dim3 grid{1, 1, 1}, block{1, 1, 1};
  unsigned int sharedMem = 0;
  std::vector<std::vector<char>> args; ///< CUDA argument i's bytes
  bool cooperative = false;            ///< captured from cudaLaunchCooperativeKernel

  KernelLaunch() = default;
  /// Copies the arguments \p kernelParams points to; their sizes come from
  /// \p signature (the manifest's: values by their size, pointers as pointers).
  KernelLaunch(const void *func, const KernelSignature &signature, dim3 grid, dim3 block,
               unsigned int sharedMem, void **kernelParams);
  /// The same from cudaKernelNodeParams; an unregistered function is
  /// cudaErrorInvalidDeviceFunction, `extra`-style arguments cudaErrorNotSupported.
  static KernelLaunch fromParams(const cudaKernelNodeParams &params);
  cudaKernelNodeParams params();
  void run(cudaStream_t stream) const;

private:
  std::vector<void *> pointers_; ///< into args: what params() hands out
};

/// One node; only the member its type names is used.
struct GraphNode {
  explicit GraphNode(cudaGraphNodeType type);
  ~GraphNode();
  GraphNode(const GraphNode &) = delete;
  GraphNode &operator=(const GraphNode &) = delete;

  cudaGraphNodeType type;
  Graph *owner = nullptr;
  std::vector<GraphNode *> dependencies, dependents;
  const GraphNode *origin = nullptr; ///< the node this one is a clone of
  KernelLaunch kernel;
  cudaMemcpy3DParms copy{};
  cudaMemsetParams memset{};
  cudaHostNodeParams host{};
  std::unique_ptr<Graph> child;
  void *address = nullptr; ///< MemAlloc, MemFree: the graph allocation
  size_t bytes = 0;        ///< MemAlloc: its size
  /// Conditional (Conditional.h): the handle, the type and the body graphs,
  /// whose handles phGraph_out hands out.
  std::shared_ptr<ConditionalHandle> condition;
  cudaGraphConditionalNodeType conditionalType = cudaGraphCondTypeIf;
  std::vector<std::unique_ptr<Graph>> bodies;
  std::vector<cudaGraph_t> bodyHandles;

  /// A copy without edges (a child graph and body graphs are cloned).
  std::unique_ptr<GraphNode> clone() const;
  /// Replays the node on \p stream.
  void run(cudaStream_t stream) const;
};

struct Graph {
  Graph();
  ~Graph();
  Graph(const Graph &) = delete;
  Graph &operator=(const Graph &) = delete;

  std::vector<std::unique_ptr<GraphNode>> nodes; ///< in creation order
  const Graph *origin = nullptr;                 ///< the graph this one is a clone of
  /// The conditional handles made for this graph (its clones share them).
  std::vector<std::shared_ptr<ConditionalHandle>> conditions;

  /// Adds \p node after \p dependencies (nodes of this graph, no duplicates:
  /// cudaErrorInvalidValue otherwise).
  GraphNode &add(std::unique_ptr<GraphNode> node, const std::vector<GraphNode *> &dependencies);
  bool contains(const GraphNode *node) const;
  /// The nodes without dependencies.
  std::vector<GraphNode *> roots() const;
  /// Nodes and edges copied; each copy's origin is its original.
  std::unique_ptr<Graph> clone() const;
  /// Every node after its dependencies (ties in creation order); nullopt
  /// when the edges form a cycle.
  std::optional<std::vector<GraphNode *>> order() const;
  /// As far as that order goes: without the nodes on or after a cycle.
  std::vector<GraphNode *> orderedPrefix() const;
  /// Removes \p node and its edges.
  void remove(GraphNode *node);
  /// Replays the graph on \p stream in order().
  void run(cudaStream_t stream) const;
};

/// Adds the edge \p from -> \p to; cudaErrorInvalidValue when it exists or
/// joins a node to itself.
void addEdge(GraphNode *from, GraphNode *to);
/// Removes the edge; cudaErrorInvalidValue when there is none.
void removeEdge(GraphNode *from, GraphNode *to);
/// Edge data (CUDA 12.3) for \p count edges: only default edges (all zeros)
/// exist here; others are cudaErrorNotSupported. Null is all default.
void checkDefaultEdges(const cudaGraphEdgeData *edges, size_t count);

/// Nodes of each kind, their parameters checked and copied.
std::unique_ptr<GraphNode> kernelNode(KernelLaunch launch);
std::unique_ptr<GraphNode> copyNode(const cudaMemcpy3DParms &params);
std::unique_ptr<GraphNode> memsetNode(const cudaMemsetParams &params);
std::unique_ptr<GraphNode> hostNode(const cudaHostNodeParams &params);
std::unique_ptr<GraphNode> childNode(const Graph &child);
/// A MemAlloc node: reserves the allocation and writes its address to \p params.dptr.
std::unique_ptr<GraphNode> allocationNode(cudaMemAllocNodeParams &params);
/// A MemFree node of a graph allocation (cudaErrorInvalidValue for anything else).
std::unique_ptr<GraphNode> freeNode(void *address);
/// The 3-D parameters of a 1-D copy.
cudaMemcpy3DParms copyParams1D(void *dst, const void *src, size_t count, cudaMemcpyKind kind);

/// An instantiated graph.
struct GraphExec {
  std::unique_ptr<Graph> graph;
  std::vector<GraphNode *> order;
  unsigned long long flags = 0;
  /// The user's node handles (the instantiated graph's, then an updating
  /// graph's) to the executable's copies.
  std::map<const void *, GraphNode *> nodeFor;
  /// The end of the last launch: a launch on another stream waits for it.
  cl::Event lastLaunch;

  /// The copy of the user's node \p handle of type \p type; cudaErrorInvalidValue when none.
  GraphNode &node(cudaGraphNode_t handle, cudaGraphNodeType type);
  void launch(cudaStream_t stream);
};

/// Handles: the live objects, or cudaErrorInvalidValue.
Graph &graphOf(cudaGraph_t handle);
GraphNode &nodeOf(cudaGraphNode_t handle);
GraphExec &execOf(cudaGraphExec_t handle);
inline cudaGraph_t handleOf(Graph *graph) { return reinterpret_cast<cudaGraph_t>(graph); }
inline cudaGraphNode_t handleOf(GraphNode *node) { return reinterpret_cast<cudaGraphNode_t>(node); }
/// Registers an executable graph (the registry owns it until destroyExec).
cudaGraphExec_t adoptExec(std::unique_ptr<GraphExec> exec);
void destroyExec(cudaGraphExec_t exec);
/// Keeps a graph the user owns (created, cloned, captured) until destroyGraph.
cudaGraph_t adoptGraph(std::unique_ptr<Graph> graph);
void destroyGraph(cudaGraph_t graph);

} // namespace ultima::cudart

#endif
