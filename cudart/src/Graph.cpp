//===- Graph.cpp - CUDA graphs: nodes, edges, instantiation, replay -------===//
#include "Graph.h"
#include "Conditional.h"
#include "MemoryOps.h"
#include "MemoryPools.h"
#include <algorithm>
#include <cstring>
#include <set>

namespace ultima::cudart {

namespace {
/// The live objects behind handles. Every call runs under apiCall's lock.
struct Registry {
  std::set<const Graph *> graphs;
  std::set<const GraphNode *> nodes;
  std::map<const Graph *, std::unique_ptr<Graph>> owned; ///< the user's top-level graphs
  std::map<const GraphExec *, std::unique_ptr<GraphExec>> execs;
};

Registry &registry() {
  // Never destroyed: graphs may be destroyed from static destructors.
  static Registry *r = new Registry();
  return *r;
}
} // namespace

//===--------------------------------------------------------------------===//
// Kernel launches
//===--------------------------------------------------------------------===//

KernelLaunch::KernelLaunch(const void *func, const KernelSignature &signature, dim3 grid,
                           dim3 block, unsigned int sharedMem, void **kernelParams)
    : func(func), grid(grid), block(block), sharedMem(sharedMem) {
  for (const KernelParameter &p : signature.params) {
    bool value = p.kind == KernelParameter::Kind::Value;
    // A texture or surface object's handle is the CUDA argument of its data part.
    if (p.cudaIndex < 0 || (!value && p.kind != KernelParameter::Kind::Buffer &&
                            p.kind != KernelParameter::Kind::TextureData))
      continue;
    if (!kernelParams)
      throw CudaError{cudaErrorInvalidValue};
    // A leaf of a struct passed field by field: the whole struct is kept.
    size_t size = p.fieldOffset >= 0                             ? p.argumentSize
                  : value                                        ? p.size
                  : p.kind == KernelParameter::Kind::TextureData ? sizeof(unsigned long long)
                                                                 : sizeof(void *);
    if (args.size() <= static_cast<size_t>(p.cudaIndex))
      args.resize(p.cudaIndex + 1);
    const char *bytes = static_cast<const char *>(kernelParams[p.cudaIndex]);
    if (!bytes)
      throw CudaError{cudaErrorInvalidValue};
    args[p.cudaIndex].assign(bytes, bytes + size);
  }
}

KernelLaunch KernelLaunch::fromParams(const cudaKernelNodeParams &params) {
  // CU_LAUNCH_PARAM_BUFFER_POINTER-style arguments carry no sizes per
  // argument that could be checked against the kernel's.
  if (params.extra)
    throw CudaError{cudaErrorNotSupported};
  Context::KernelOf k = Context::get().checkLaunch(params.func, params.gridDim, params.blockDim,
                                                   params.sharedMemBytes);
  return KernelLaunch(params.func, *k.signature, params.gridDim, params.blockDim,
                      params.sharedMemBytes, params.kernelParams);
}

cudaKernelNodeParams KernelLaunch::params() {
  pointers_.clear();
  for (std::vector<char> &a : args)
    pointers_.push_back(a.data());
  return cudaKernelNodeParams{const_cast<void *>(func), grid,   block, sharedMem,
                              pointers_.data(),         nullptr};
}

void KernelLaunch::run(cudaStream_t stream) const {
  std::vector<void *> pointers;
  for (const std::vector<char> &a : args)
    pointers.push_back(const_cast<char *>(a.data()));
  Context::get().launch(func, grid, block, pointers.data(), sharedMem, stream, cooperative);
}

//===--------------------------------------------------------------------===//
// Nodes
//===--------------------------------------------------------------------===//

GraphNode::GraphNode(cudaGraphNodeType type) : type(type) { registry().nodes.insert(this); }

GraphNode::~GraphNode() { registry().nodes.erase(this); }

std::unique_ptr<GraphNode> GraphNode::clone() const {
  auto c = std::make_unique<GraphNode>(type);
  c->origin = this;
  c->kernel = kernel;
  c->copy = copy;
  c->memset = memset;
  c->host = host;
  if (child)
    c->child = child->clone();
  c->address = address;
  c->bytes = bytes;
  c->condition = condition;
  c->conditionalType = conditionalType;
  for (const std::unique_ptr<Graph> &body : bodies) {
    c->bodies.push_back(body->clone());
    c->bodyHandles.push_back(handleOf(c->bodies.back().get()));
  }
  return c;
}

void GraphNode::run(cudaStream_t stream) const {
  switch (type) {
  case cudaGraphNodeTypeKernel:
    kernel.run(stream);
    break;
  case cudaGraphNodeTypeMemcpy:
    copy3D(copy, stream, false);
    break;
  case cudaGraphNodeTypeMemset:
    fillElements(memset, stream);
    break;
  case cudaGraphNodeTypeHost: {
    cudaHostFn_t fn = host.fn;
    void *data = host.userData;
    enqueueHostCall(stream, [fn, data](cudaError_t) { fn(data); });
    break;
  }
  case cudaGraphNodeTypeGraph:
    child->run(stream);
    break;
  case cudaGraphNodeTypeMemAlloc:
    mapGraphAllocation(address);
    break;
  case cudaGraphNodeTypeMemFree:
    unmapGraphAllocation(address);
    break;
  case cudaGraphNodeTypeConditional:
    runConditional(*this, stream);
    break;
  default: // empty
    break;
  }
}

std::unique_ptr<GraphNode> kernelNode(KernelLaunch launch) {
  auto node = std::make_unique<GraphNode>(cudaGraphNodeTypeKernel);
  node->kernel = std::move(launch);
  return node;
}

std::unique_ptr<GraphNode> copyNode(const cudaMemcpy3DParms &params) {
  cudaMemcpy3DParms pitched = params; // CUDA arrays as their memory (copy3D does the same)
  arraysToPitched(pitched);
  if (!pitched.srcPtr.ptr || !pitched.dstPtr.ptr || params.kind < cudaMemcpyHostToHost ||
      params.kind > cudaMemcpyDefault)
    throw CudaError{cudaErrorInvalidValue};
  auto node = std::make_unique<GraphNode>(cudaGraphNodeTypeMemcpy);
  node->copy = params;
  return node;
}

std::unique_ptr<GraphNode> memsetNode(const cudaMemsetParams &params) {
  unsigned int e = params.elementSize;
  if (!params.dst || (e != 1 && e != 2 && e != 4) ||
      (params.height > 1 && params.pitch < params.width * e))
    throw CudaError{cudaErrorInvalidValue};
  auto node = std::make_unique<GraphNode>(cudaGraphNodeTypeMemset);
  node->memset = params;
  return node;
}

std::unique_ptr<GraphNode> hostNode(const cudaHostNodeParams &params) {
  if (!params.fn)
    throw CudaError{cudaErrorInvalidValue};
  auto node = std::make_unique<GraphNode>(cudaGraphNodeTypeHost);
  node->host = params;
  return node;
}

std::unique_ptr<GraphNode> childNode(const Graph &child) {
  auto node = std::make_unique<GraphNode>(cudaGraphNodeTypeGraph);
  node->child = child.clone(); // CUDA embeds a clone of the child graph
  return node;
}

std::unique_ptr<GraphNode> allocationNode(cudaMemAllocNodeParams &p) {
  const cudaMemPoolProps &props = p.poolProps;
  if (props.allocType != cudaMemAllocationTypePinned ||
      props.location.type != cudaMemLocationTypeDevice ||
      props.handleTypes != cudaMemHandleTypeNone || !p.bytesize ||
      (p.accessDescCount && !p.accessDescs) || p.accessDescCount > 1)
    throw CudaError{cudaErrorInvalidValue};
  if (props.location.id != 0 || (p.accessDescCount && p.accessDescs[0].location.id != 0))
    throw CudaError{cudaErrorInvalidDevice};
  auto node = std::make_unique<GraphNode>(cudaGraphNodeTypeMemAlloc);
  node->address = reserveGraphAllocation(p.bytesize);
  node->bytes = p.bytesize;
  p.dptr = node->address;
  return node;
}

std::unique_ptr<GraphNode> freeNode(void *address) {
  if (!isGraphAllocation(address))
    throw CudaError{cudaErrorInvalidValue};
  auto node = std::make_unique<GraphNode>(cudaGraphNodeTypeMemFree);
  node->address = address;
  return node;
}

cudaMemcpy3DParms copyParams1D(void *dst, const void *src, size_t count, cudaMemcpyKind kind) {
  cudaMemcpy3DParms p{};
  p.srcPtr = cudaPitchedPtr{const_cast<void *>(src), count, count, 1};
  p.dstPtr = cudaPitchedPtr{dst, count, count, 1};
  p.extent = cudaExtent{count, 1, 1};
  p.kind = kind;
  return p;
}

void addEdge(GraphNode *from, GraphNode *to) {
  if (from == to || std::count(to->dependencies.begin(), to->dependencies.end(), from))
    throw CudaError{cudaErrorInvalidValue};
  to->dependencies.push_back(from);
  from->dependents.push_back(to);
}

void removeEdge(GraphNode *from, GraphNode *to) {
  auto it = std::find(to->dependencies.begin(), to->dependencies.end(), from);
  if (it == to->dependencies.end())
    throw CudaError{cudaErrorInvalidValue};
  to->dependencies.erase(it);
  from->dependents.erase(std::find(from->dependents.begin(), from->dependents.end(), to));
}

void checkDefaultEdges(const cudaGraphEdgeData *edges, size_t count) {
  static const cudaGraphEdgeData none{};
  if (edges && std::any_of(edges, edges + count, [](const cudaGraphEdgeData &e) {
        return std::memcmp(&e, &none, sizeof e) != 0;
      }))
    throw CudaError{cudaErrorNotSupported};
}

//===--------------------------------------------------------------------===//
// Graphs
//===--------------------------------------------------------------------===//

Graph::Graph() { registry().graphs.insert(this); }

Graph::~Graph() { registry().graphs.erase(this); }

GraphNode &Graph::add(std::unique_ptr<GraphNode> node,
                      const std::vector<GraphNode *> &dependencies) {
  for (size_t i = 0; i < dependencies.size(); ++i)
    if (!contains(dependencies[i]) ||
        std::count(dependencies.begin(), dependencies.begin() + i, dependencies[i]))
      throw CudaError{cudaErrorInvalidValue};
  node->owner = this;
  for (GraphNode *d : dependencies)
    addEdge(d, node.get());
  nodes.push_back(std::move(node));
  return *nodes.back();
}

bool Graph::contains(const GraphNode *node) const {
  return node && registry().nodes.count(node) && node->owner == this;
}

std::vector<GraphNode *> Graph::roots() const {
  std::vector<GraphNode *> result;
  for (const auto &n : nodes)
    if (n->dependencies.empty())
      result.push_back(n.get());
  return result;
}

std::unique_ptr<Graph> Graph::clone() const {
  auto copy = std::make_unique<Graph>();
  copy->origin = this;
  copy->conditions = conditions;
  std::map<const GraphNode *, GraphNode *> copies;
  for (const auto &n : nodes) {
    std::unique_ptr<GraphNode> c = n->clone();
    c->owner = copy.get();
    copies[n.get()] = c.get();
    copy->nodes.push_back(std::move(c));
  }
  for (const auto &n : nodes)
    for (GraphNode *d : n->dependencies)
      addEdge(copies[d], copies[n.get()]);
  return copy;
}

std::optional<std::vector<GraphNode *>> Graph::order() const {
  std::vector<GraphNode *> result = orderedPrefix();
  if (result.size() != nodes.size())
    return std::nullopt;
  return result;
}

std::vector<GraphNode *> Graph::orderedPrefix() const {
  // Kahn's algorithm, taking the ready node created first each time, so
  // that a graph replays in the order it was built where edges allow.
  std::map<const GraphNode *, size_t> waiting, index;
  std::set<size_t> ready;
  for (size_t i = 0; i < nodes.size(); ++i) {
    index[nodes[i].get()] = i;
    waiting[nodes[i].get()] = nodes[i]->dependencies.size();
    if (nodes[i]->dependencies.empty())
      ready.insert(i);
  }
  std::vector<GraphNode *> result;
  while (!ready.empty()) {
    GraphNode *n = nodes[*ready.begin()].get();
    ready.erase(ready.begin());
    result.push_back(n);
    for (GraphNode *d : n->dependents)
      if (--waiting[d] == 0)
        ready.insert(index[d]);
  }
  return result;
}

void Graph::remove(GraphNode *node) {
  while (!node->dependencies.empty())
    removeEdge(node->dependencies.back(), node);
  while (!node->dependents.empty())
    removeEdge(node, node->dependents.back());
  nodes.erase(std::find_if(nodes.begin(), nodes.end(),
                           [&](const std::unique_ptr<GraphNode> &n) { return n.get() == node; }));
}

void Graph::run(cudaStream_t stream) const {
  std::optional<std::vector<GraphNode *>> nodesInOrder = order();
  if (!nodesInOrder)
    throw CudaError{cudaErrorInvalidValue};
  for (const GraphNode *n : *nodesInOrder)
    n->run(stream);
}

//===--------------------------------------------------------------------===//
// Executable graphs
//===--------------------------------------------------------------------===//

GraphNode &GraphExec::node(cudaGraphNode_t handle, cudaGraphNodeType type) {
  auto it = nodeFor.find(handle);
  if (it == nodeFor.end() || it->second->type != type)
    throw CudaError{cudaErrorInvalidValue};
  return *it->second;
}

namespace {
/// The MemAlloc nodes of \p graph and its child graphs.
void allocationNodes(const Graph &graph, std::vector<const GraphNode *> &out) {
  for (const auto &n : graph.nodes) {
    if (n->type == cudaGraphNodeTypeMemAlloc)
      out.push_back(n.get());
    else if (n->child)
      allocationNodes(*n->child, out);
  }
}
} // namespace

void GraphExec::launch(cudaStream_t stream) {
  // A graph's allocation lives until it is freed; launching the graph again
  // while one is still allocated is an error unless the executable frees
  // them itself (cudaGraphInstantiateFlagAutoFreeOnLaunch).
  std::vector<const GraphNode *> allocations;
  allocationNodes(*graph, allocations);
  for (const GraphNode *a : allocations)
    if (graphAllocationMapped(a->address)) {
      if (!(flags & cudaGraphInstantiateFlagAutoFreeOnLaunch))
        throw CudaError{cudaErrorInvalidValue};
      unmapGraphAllocation(a->address);
    }
  Context &c = Context::get();
  cl::CommandQueue &q = c.queue(stream);
  // Launches of one executable run one after another, whatever their streams.
  if (lastLaunch()) {
    std::vector<cl::Event> previous{lastLaunch};
    q.enqueueBarrierWithWaitList(&previous);
  }
  assignConditionDefaults(*graph, stream);
  for (const GraphNode *n : order)
    n->run(stream);
  q.enqueueMarkerWithWaitList(nullptr, &lastLaunch);
  q.flush();
}

//===--------------------------------------------------------------------===//
// Handles
//===--------------------------------------------------------------------===//

Graph &graphOf(cudaGraph_t handle) {
  auto *g = reinterpret_cast<Graph *>(handle);
  if (!registry().graphs.count(g))
    throw CudaError{cudaErrorInvalidValue};
  return *g;
}

GraphNode &nodeOf(cudaGraphNode_t handle) {
  auto *n = reinterpret_cast<GraphNode *>(handle);
  if (!registry().nodes.count(n))
    throw CudaError{cudaErrorInvalidValue};
  return *n;
}

GraphExec &execOf(cudaGraphExec_t handle) {
  auto it = registry().execs.find(reinterpret_cast<GraphExec *>(handle));
  if (it == registry().execs.end())
    throw CudaError{cudaErrorInvalidValue};
  return *it->second;
}

cudaGraphExec_t adoptExec(std::unique_ptr<GraphExec> exec) {
  GraphExec *e = exec.get();
  registry().execs[e] = std::move(exec);
  return reinterpret_cast<cudaGraphExec_t>(e);
}

void destroyExec(cudaGraphExec_t exec) {
  if (!registry().execs.erase(reinterpret_cast<GraphExec *>(exec)))
    throw CudaError{cudaErrorInvalidValue};
}

cudaGraph_t adoptGraph(std::unique_ptr<Graph> graph) {
  Graph *g = graph.get();
  registry().owned[g] = std::move(graph);
  return handleOf(g);
}

void destroyGraph(cudaGraph_t graph) {
  // Only a graph the user owns: not one embedded in a node, nor one being captured.
  if (!registry().owned.erase(reinterpret_cast<Graph *>(graph)))
    throw CudaError{cudaErrorInvalidValue};
}

} // namespace ultima::cudart
