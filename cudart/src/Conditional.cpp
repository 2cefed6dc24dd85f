//===- Conditional.cpp - conditional graph nodes and their handles --------===//
#include "Conditional.h"
#include "MemoryOps.h"
#include <map>

namespace ultima::cudart {

namespace {
/// The live handles by cell. Every call runs under apiCall's lock.
std::map<const void *, ConditionalHandle *> &handles() {
  static auto *live = new std::map<const void *, ConditionalHandle *>();
  return *live;
}

constexpr size_t CellSize = sizeof(unsigned int);

/// A cell of device memory holding 0 (made without a stream: a handle may be
/// made while streams capture).
void *zeroedCell() {
  Context &c = Context::get();
  cl_uint zero = 0;
  cl::Buffer buffer(c.device().context(), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, CellSize,
                    &zero);
  void *address = c.memory().map(buffer, CellSize);
  if (!address)
    throw CudaError{cudaErrorMemoryAllocation};
  return address;
}
} // namespace

ConditionalHandle::ConditionalHandle(unsigned int defaultValue, bool assignDefault)
    : cell(zeroedCell()), defaultValue(defaultValue), assignDefault(assignDefault) {
  handles()[cell] = this;
}

ConditionalHandle::~ConditionalHandle() {
  handles().erase(cell);
  Context::get().memory().unmap(cell);
}

unsigned int ConditionalHandle::read(cudaStream_t stream) const {
  unsigned int value = 0;
  copy(&value, cell, CellSize, cudaMemcpyDeviceToHost, stream, true);
  return value;
}

cudaGraphConditionalHandle createConditionalHandle(Graph &graph, unsigned int defaultValue,
                                                   unsigned int flags) {
  if (flags & ~static_cast<unsigned int>(cudaGraphCondAssignDefault))
    throw CudaError{cudaErrorInvalidValue};
  auto handle =
      std::make_shared<ConditionalHandle>(defaultValue, (flags & cudaGraphCondAssignDefault) != 0);
  graph.conditions.push_back(handle);
  return handle->value();
}

std::unique_ptr<GraphNode> conditionalNode(const Graph &graph, cudaConditionalNodeParams &params) {
  auto it = handles().find(params.handle);
  if (it == handles().end())
    throw CudaError{cudaErrorInvalidValue};
  std::shared_ptr<ConditionalHandle> handle;
  for (const std::shared_ptr<ConditionalHandle> &h : graph.conditions)
    if (h.get() == it->second)
      handle = h;
  // If: a body and an optional else body; while: one body; switch: any number.
  bool sizeOk = params.type == cudaGraphCondTypeIf       ? params.size == 1 || params.size == 2
                : params.type == cudaGraphCondTypeWhile  ? params.size == 1
                : params.type == cudaGraphCondTypeSwitch ? params.size >= 1
                                                         : false;
  if (!handle || !sizeOk)
    throw CudaError{cudaErrorInvalidValue};
  auto node = std::make_unique<GraphNode>(cudaGraphNodeTypeConditional);
  node->condition = std::move(handle);
  node->conditionalType = params.type;
  for (unsigned int i = 0; i < params.size; ++i) {
    node->bodies.push_back(std::make_unique<Graph>());
    node->bodyHandles.push_back(handleOf(node->bodies.back().get()));
  }
  params.phGraph_out = node->bodyHandles.data();
  return node;
}

void assignConditionDefaults(const Graph &graph, cudaStream_t stream) {
  for (const std::shared_ptr<ConditionalHandle> &h : graph.conditions)
    if (h->assignDefault)
      fillValue(h->cell, h->defaultValue, CellSize, CellSize, stream, false);
  for (const auto &n : graph.nodes) {
    if (n->child)
      assignConditionDefaults(*n->child, stream);
    for (const std::unique_ptr<Graph> &body : n->bodies)
      assignConditionDefaults(*body, stream);
  }
}

void runConditional(const GraphNode &node, cudaStream_t stream) {
  const ConditionalHandle &handle = *node.condition;
  switch (node.conditionalType) {
  case cudaGraphCondTypeIf:
    if (handle.read(stream))
      node.bodies[0]->run(stream);
    else if (node.bodies.size() == 2)
      node.bodies[1]->run(stream);
    break;
  case cudaGraphCondTypeWhile:
    while (handle.read(stream))
      node.bodies[0]->run(stream);
    break;
  case cudaGraphCondTypeSwitch:
    if (unsigned int value = handle.read(stream); value < node.bodies.size())
      node.bodies[value]->run(stream);
    break;
  }
}

} // namespace ultima::cudart
