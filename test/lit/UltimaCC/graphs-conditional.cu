// Conditional graph nodes (CUDA Programming Guide, "Conditional Graph
// Nodes"; Runtime API, cudaGraphConditionalHandleCreate, cudaGraphAddNode,
// cudaConditionalNodeParams): a node reads its handle's value when the graph
// reaches it. If runs body 0 when the value is non-zero and, with two bodies,
// body 1 otherwise; while runs its body as long as the value is non-zero,
// checked before each pass; switch runs body n for value n and none when the
// value is out of range. A handle made with cudaGraphCondAssignDefault starts
// each launch at its default; kernels set it with cudaGraphSetConditional.
// Bodies are filled with node APIs or by capturing into them
// (cudaStreamBeginCaptureToGraph).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"

// The condition comes from device memory: a kernel upstream of the node sets it.
__global__ void setFrom(const int *value, cudaGraphConditionalHandle handle) {
  cudaGraphSetConditional(handle, *value);
}
__global__ void add(int *counts, int i) { counts[i] += 1; }

// A helper sets it: one pass of a while loop counts down and stops at zero.
__device__ void continueWhile(cudaGraphConditionalHandle handle, int left) {
  cudaGraphSetConditional(handle, left > 0 ? 1u : 0u);
}
__global__ void countDown(int *left, int *passes, cudaGraphConditionalHandle handle) {
  *left -= 1;
  *passes += 1;
  continueWhile(handle, *left);
}

static int *value, *counts; // counts[0..3]: how often each body ran

static cudaGraphNodeParams kernelNode(void *func, void **args) {
  cudaGraphNodeParams p = {cudaGraphNodeTypeKernel};
  p.kernel.func = func;
  p.kernel.gridDim = dim3(1);
  p.kernel.blockDim = dim3(1);
  p.kernel.kernelParams = args;
  return p;
}

// Adds `add(counts, i)` to body graph g.
static void addCounter(cudaGraph_t g, int i) {
  static int index[4] = {0, 1, 2, 3};
  void *args[] = {&counts, &index[i]};
  cudaGraphNodeParams p = kernelNode((void *)add, args);
  cudaGraphNode_t n;
  EXPECT_ERR(cudaGraphAddNode(&n, g, nullptr, 0, &p), cudaSuccess);
}

// setFrom(value, handle) -> conditional node of `type` with `size` bodies,
// body i counting into counts[i]. Launches it once for each of `values`;
// returns the counts after all launches, as 4 digits.
static int runConditional(cudaGraphConditionalNodeType type, unsigned size,
                          std::initializer_list<int> values) {
  cudaGraph_t g;
  EXPECT_ERR(cudaGraphCreate(&g, 0), cudaSuccess);
  cudaGraphConditionalHandle handle;
  EXPECT_ERR(cudaGraphConditionalHandleCreate(&handle, g), cudaSuccess);
  void *args[] = {&value, &handle};
  cudaGraphNodeParams p = kernelNode((void *)setFrom, args);
  cudaGraphNode_t setter, conditional;
  EXPECT_ERR(cudaGraphAddNode(&setter, g, nullptr, 0, &p), cudaSuccess);
  cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
  c.conditional.handle = handle;
  c.conditional.type = type;
  c.conditional.size = size;
  EXPECT_ERR(cudaGraphAddNode(&conditional, g, &setter, 1, &c), cudaSuccess);
  cudaGraphNodeType t;
  EXPECT_ERR(cudaGraphNodeGetType(conditional, &t), cudaSuccess);
  EXPECT(t == cudaGraphNodeTypeConditional);
  for (unsigned i = 0; i < size; ++i)
    addCounter(c.conditional.phGraph_out[i], i);
  cudaGraphExec_t exec;
  EXPECT_ERR(cudaGraphInstantiate(&exec, g, nullptr, nullptr, 0), cudaSuccess);
  EXPECT_ERR(cudaMemset(counts, 0, 4 * sizeof(int)), cudaSuccess);
  for (int v : values) {
    EXPECT_ERR(cudaMemcpy(value, &v, sizeof v, cudaMemcpyHostToDevice), cudaSuccess);
    EXPECT_ERR(cudaGraphLaunch(exec, 0), cudaSuccess);
  }
  int h[4];
  EXPECT_ERR(cudaMemcpy(h, counts, sizeof h, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT_ERR(cudaGraphExecDestroy(exec), cudaSuccess);
  EXPECT_ERR(cudaGraphDestroy(g), cudaSuccess);
  return h[0] * 1000 + h[1] * 100 + h[2] * 10 + h[3];
}

int main() {
  EXPECT_ERR(cudaMalloc(&value, sizeof(int)), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&counts, 4 * sizeof(int)), cudaSuccess);

  // If: the body runs for the non-zero values only.
  std::printf("if: %04d\n", runConditional(cudaGraphCondTypeIf, 1, {0, 1, 7, 0, -1}));
  // CHECK: if: 3000
  // If/else: the second body for the zeros.
  std::printf("if-else: %04d\n", runConditional(cudaGraphCondTypeIf, 2, {0, 1, 7, 0, -1}));
  // CHECK: if-else: 3200
  // Switch: body n for value n; 4 and more run none.
  std::printf("switch: %04d\n",
              runConditional(cudaGraphCondTypeSwitch, 4, {0, 1, 2, 3, 3, 4, 100, 2}));
  // CHECK: switch: 1122
  // While, its value set upstream and never changed in the body: a loop
  // that never starts.
  std::printf("while-zero: %04d\n", runConditional(cudaGraphCondTypeWhile, 1, {0, 0}));
  // CHECK: while-zero: 0000

  // While with the default 1 assigned at each launch: a do-while over a
  // body that counts down; the second launch loops again only because the
  // default is restored (the first left the value 0).
  {
    int *left, *passes;
    EXPECT_ERR(cudaMalloc(&left, sizeof(int)), cudaSuccess);
    EXPECT_ERR(cudaMalloc(&passes, sizeof(int)), cudaSuccess);
    EXPECT_ERR(cudaMemset(passes, 0, sizeof(int)), cudaSuccess);
    cudaGraph_t g;
    EXPECT_ERR(cudaGraphCreate(&g, 0), cudaSuccess);
    cudaGraphConditionalHandle handle;
    EXPECT_ERR(cudaGraphConditionalHandleCreate(&handle, g, 1, cudaGraphCondAssignDefault),
               cudaSuccess);
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    c.conditional.handle = handle;
    c.conditional.type = cudaGraphCondTypeWhile;
    c.conditional.size = 1;
    cudaGraphNode_t loop;
    EXPECT_ERR(cudaGraphAddNode(&loop, g, nullptr, 0, &c), cudaSuccess);
    // The body by capture into it; cudaStreamEndCapture needs no graph back.
    cudaStream_t s;
    EXPECT_ERR(cudaStreamCreate(&s), cudaSuccess);
    EXPECT_ERR(cudaStreamBeginCaptureToGraph(s, c.conditional.phGraph_out[0], nullptr, nullptr, 0,
                                             cudaStreamCaptureModeGlobal),
               cudaSuccess);
    countDown<<<1, 1, 0, s>>>(left, passes, handle);
    EXPECT_ERR(cudaStreamEndCapture(s, nullptr), cudaSuccess);
    size_t n = 0;
    EXPECT_ERR(cudaGraphGetNodes(c.conditional.phGraph_out[0], nullptr, &n), cudaSuccess);
    EXPECT(n == 1);
    cudaGraphExec_t exec;
    EXPECT_ERR(cudaGraphInstantiate(&exec, g, nullptr, nullptr, 0), cudaSuccess);
    int counts[] = {5, 3};
    for (int start : counts) {
      EXPECT_ERR(cudaMemcpy(left, &start, sizeof start, cudaMemcpyHostToDevice), cudaSuccess);
      EXPECT_ERR(cudaGraphLaunch(exec, s), cudaSuccess);
      EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
      int h[2];
      EXPECT_ERR(cudaMemcpy(&h[0], left, sizeof(int), cudaMemcpyDeviceToHost), cudaSuccess);
      EXPECT_ERR(cudaMemcpy(&h[1], passes, sizeof(int), cudaMemcpyDeviceToHost), cudaSuccess);
      std::printf("while from %d: left %d, passes so far %d\n", start, h[0], h[1]);
    }
    // CHECK: while from 5: left 0, passes so far 5
    // CHECK: while from 3: left 0, passes so far 8
    EXPECT_ERR(cudaGraphExecDestroy(exec), cudaSuccess);
    EXPECT_ERR(cudaGraphDestroy(g), cudaSuccess);
    EXPECT_ERR(cudaStreamDestroy(s), cudaSuccess);
  }

  // A conditional node added to a graph being captured, after the captured
  // work (CUDA 13's names of the capture queries with edge data).
  {
    cudaStream_t s;
    EXPECT_ERR(cudaStreamCreate(&s), cudaSuccess);
    EXPECT_ERR(cudaMemset(counts, 0, 4 * sizeof(int)), cudaSuccess);
    EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
    cudaStreamCaptureStatus status;
    cudaGraph_t g;
    const cudaGraphNode_t *deps;
    const cudaGraphEdgeData *edges;
    size_t n;
    EXPECT_ERR(cudaStreamGetCaptureInfo(s, &status, nullptr, &g, &deps, &edges, &n), cudaSuccess);
    EXPECT(status == cudaStreamCaptureStatusActive && n == 0);
    cudaGraphConditionalHandle handle;
    EXPECT_ERR(cudaGraphConditionalHandleCreate(&handle, g), cudaSuccess);
    setFrom<<<1, 1, 0, s>>>(value, handle);
    EXPECT_ERR(cudaStreamGetCaptureInfo(s, &status, nullptr, &g, &deps, &edges, &n), cudaSuccess);
    EXPECT(n == 1 && edges && edges[0].type == 0);
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    c.conditional.handle = handle;
    c.conditional.type = cudaGraphCondTypeIf;
    c.conditional.size = 1;
    cudaGraphNode_t conditional;
    EXPECT_ERR(cudaGraphAddNode(&conditional, g, deps, nullptr, n, &c), cudaSuccess);
    EXPECT_ERR(cudaStreamUpdateCaptureDependencies(s, &conditional, nullptr, 1,
                                                   cudaStreamSetCaptureDependencies),
               cudaSuccess);
    add<<<1, 1, 0, s>>>(counts, 3); // after the conditional node
    cudaGraph_t captured;
    EXPECT_ERR(cudaStreamEndCapture(s, &captured), cudaSuccess);
    EXPECT(captured == g);
    addCounter(c.conditional.phGraph_out[0], 0);
    cudaGraphExec_t exec;
    EXPECT_ERR(cudaGraphInstantiate(&exec, captured, nullptr, nullptr, 0), cudaSuccess);
    for (int v : {1, 0, 1}) {
      EXPECT_ERR(cudaMemcpy(value, &v, sizeof v, cudaMemcpyHostToDevice), cudaSuccess);
      EXPECT_ERR(cudaGraphLaunch(exec, s), cudaSuccess);
    }
    int h[4];
    EXPECT_ERR(cudaMemcpy(h, counts, sizeof h, cudaMemcpyDeviceToHost), cudaSuccess);
    std::printf("captured: %d %d\n", h[0], h[3]);
    // CHECK: captured: 2 3
    EXPECT_ERR(cudaGraphExecDestroy(exec), cudaSuccess);
    EXPECT_ERR(cudaGraphDestroy(captured), cudaSuccess);
    EXPECT_ERR(cudaStreamDestroy(s), cudaSuccess);
  }

  // Nested: an if whose body sets a second handle, made for the body graph,
  // and runs a switch on it.
  {
    int *second;
    EXPECT_ERR(cudaMalloc(&second, sizeof(int)), cudaSuccess);
    EXPECT_ERR(cudaMemset(counts, 0, 4 * sizeof(int)), cudaSuccess);
    cudaGraph_t g;
    EXPECT_ERR(cudaGraphCreate(&g, 0), cudaSuccess);
    cudaGraphConditionalHandle outer, inner;
    EXPECT_ERR(cudaGraphConditionalHandleCreate(&outer, g), cudaSuccess);
    void *outerArgs[] = {&value, &outer};
    cudaGraphNodeParams p = kernelNode((void *)setFrom, outerArgs);
    cudaGraphNode_t setter, conditional;
    EXPECT_ERR(cudaGraphAddNode(&setter, g, nullptr, 0, &p), cudaSuccess);
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    c.conditional.handle = outer;
    c.conditional.type = cudaGraphCondTypeIf;
    c.conditional.size = 1;
    EXPECT_ERR(cudaGraphAddNode(&conditional, g, &setter, 1, &c), cudaSuccess);
    cudaGraph_t body = c.conditional.phGraph_out[0];
    EXPECT_ERR(cudaGraphConditionalHandleCreate(&inner, body), cudaSuccess);
    void *innerArgs[] = {&second, &inner};
    p = kernelNode((void *)setFrom, innerArgs);
    EXPECT_ERR(cudaGraphAddNode(&setter, body, nullptr, 0, &p), cudaSuccess);
    cudaGraphNodeParams sw = {cudaGraphNodeTypeConditional};
    sw.conditional.handle = inner;
    sw.conditional.type = cudaGraphCondTypeSwitch;
    sw.conditional.size = 2;
    EXPECT_ERR(cudaGraphAddNode(&conditional, body, &setter, 1, &sw), cudaSuccess);
    addCounter(sw.conditional.phGraph_out[0], 1);
    addCounter(sw.conditional.phGraph_out[1], 2);
    cudaGraphExec_t exec;
    EXPECT_ERR(cudaGraphInstantiate(&exec, g, nullptr, nullptr, 0), cudaSuccess);
    int pairs[][2] = {{1, 0}, {0, 1}, {1, 1}, {1, 1}, {1, 5}};
    for (auto &pair : pairs) {
      EXPECT_ERR(cudaMemcpy(value, &pair[0], sizeof(int), cudaMemcpyHostToDevice), cudaSuccess);
      EXPECT_ERR(cudaMemcpy(second, &pair[1], sizeof(int), cudaMemcpyHostToDevice), cudaSuccess);
      EXPECT_ERR(cudaGraphLaunch(exec, 0), cudaSuccess);
    }
    int h[4];
    EXPECT_ERR(cudaMemcpy(h, counts, sizeof h, cudaMemcpyDeviceToHost), cudaSuccess);
    std::printf("nested: %d %d\n", h[1], h[2]);
    // CHECK: nested: 1 2
    EXPECT_ERR(cudaGraphExecDestroy(exec), cudaSuccess);
    EXPECT_ERR(cudaGraphDestroy(g), cudaSuccess);
    EXPECT_ERR(cudaFree(second), cudaSuccess);
  }

  // What CUDA refuses: unknown flags, a handle of another graph, a while or
  // an if with the wrong number of bodies, edge data that is not default.
  {
    cudaGraph_t g, other;
    EXPECT_ERR(cudaGraphCreate(&g, 0), cudaSuccess);
    EXPECT_ERR(cudaGraphCreate(&other, 0), cudaSuccess);
    cudaGraphConditionalHandle handle, foreign;
    EXPECT_ERR(cudaGraphConditionalHandleCreate(&handle, g, 0, 2), cudaErrorInvalidValue);
    EXPECT_ERR(cudaGraphConditionalHandleCreate(nullptr, g), cudaErrorInvalidValue);
    EXPECT_ERR(cudaGraphConditionalHandleCreate(&handle, g), cudaSuccess);
    EXPECT_ERR(cudaGraphConditionalHandleCreate(&foreign, other), cudaSuccess);
    EXPECT(handle != foreign);
    cudaGraphNodeParams c = {cudaGraphNodeTypeConditional};
    c.conditional.handle = foreign;
    c.conditional.type = cudaGraphCondTypeIf;
    c.conditional.size = 1;
    cudaGraphNode_t node;
    EXPECT_ERR(cudaGraphAddNode(&node, g, nullptr, 0, &c), cudaErrorInvalidValue);
    c.conditional.handle = handle;
    c.conditional.type = cudaGraphCondTypeWhile;
    c.conditional.size = 2;
    EXPECT_ERR(cudaGraphAddNode(&node, g, nullptr, 0, &c), cudaErrorInvalidValue);
    c.conditional.type = cudaGraphCondTypeIf;
    c.conditional.size = 3;
    EXPECT_ERR(cudaGraphAddNode(&node, g, nullptr, 0, &c), cudaErrorInvalidValue);
    c.conditional.size = 1;
    EXPECT_ERR(cudaGraphAddNode(&node, g, nullptr, 0, &c), cudaSuccess);
    cudaGraphEdgeData edge = {};
    edge.type = 1;
    cudaGraphNodeParams empty = {cudaGraphNodeTypeEmpty};
    cudaGraphNode_t after;
    EXPECT_ERR(cudaGraphAddNode(&after, g, &node, &edge, 1, &empty), cudaErrorNotSupported);
    edge.type = 0;
    EXPECT_ERR(cudaGraphAddNode(&after, g, &node, &edge, 1, &empty), cudaSuccess);
    EXPECT_ERR(cudaGraphDestroy(g), cudaSuccess);
    EXPECT_ERR(cudaGraphDestroy(other), cudaSuccess);
  }

  EXPECT_ERR(cudaFree(value), cudaSuccess);
  EXPECT_ERR(cudaFree(counts), cudaSuccess);
  return DONE();
  // CHECK: OK
}
