//===- Conditional.h - conditional graph nodes and their handles -*- C++ -*-===//
///
/// \file
/// A conditional node (CUDA 12.3: if, while; 12.8: if/else, switch) runs one
/// of its body graphs, or loops over its body, by the value of a condition
/// that device code sets with cudaGraphSetConditional. The condition lives in
/// a cell of device memory (4 bytes, 0 when made); its handle,
/// cudaGraphConditionalHandle, is the cell's device address, which
/// the translated kernels receive as a buffer (the handle's device-side type
/// is a pointer, kernels/cuda/driver_types.h). A handle belongs to the graph
/// it was made for, and that graph's clones (instantiations) share it: the
/// cell lives while any of them does. A graph replay reaching a conditional
/// node waits for the work queued before it and reads the cell on the host
/// (Graph.h replays graphs on one in-order stream, so that work includes
/// everything the node depends on); a while node reads it again after each
/// pass over its body. A handle made with cudaGraphCondAssignDefault has its
/// default value written to the cell when its graph starts running.
///
//===----------------------------------------------------------------------===//
#ifndef ULTIMA_CUDART_CONDITIONAL_H
#define ULTIMA_CUDART_CONDITIONAL_H

#include "Graph.h"

namespace ultima::cudart {

/// A condition's cell and its default.
struct ConditionalHandle {
  ConditionalHandle(unsigned int defaultValue, bool assignDefault);
  ~ConditionalHandle();
  ConditionalHandle(const ConditionalHandle &) = delete;
  ConditionalHandle &operator=(const ConditionalHandle &) = delete;

  void *cell = nullptr; ///< the device address: the handle's value
  unsigned int defaultValue = 0;
  bool assignDefault = false; ///< cudaGraphCondAssignDefault

  cudaGraphConditionalHandle value() const { return static_cast<cudaGraphConditionalHandle>(cell); }
  /// The condition after the work queued on \p stream (waits for it).
  unsigned int read(cudaStream_t stream) const;
};

/// cudaGraphConditionalHandleCreate: a handle of \p graph.
cudaGraphConditionalHandle createConditionalHandle(Graph &graph, unsigned int defaultValue,
                                                   unsigned int flags);
/// A conditional node of \p graph, its body graphs made and handed out in
/// \p params.phGraph_out; a handle that is not \p graph's, a type or a
/// number of bodies CUDA does not allow: cudaErrorInvalidValue.
std::unique_ptr<GraphNode> conditionalNode(const Graph &graph, cudaConditionalNodeParams &params);
/// Queues the default values of \p graph's handles that assign one.
void assignConditionDefaults(const Graph &graph, cudaStream_t stream);
/// Replays conditional node \p node on \p stream.
void runConditional(const GraphNode &node, cudaStream_t stream);

} // namespace ultima::cudart

#endif
