// CUDA graphs built node by node (CUDA Runtime API, "Graph Management"): a
// kernel node copies its argument values when it is made, copies read and
// write memory when the graph runs, an executable graph is a snapshot of its
// graph that cudaGraphExec*SetParams and cudaGraphExecUpdate change, child
// graphs are embedded copies, and graph memory nodes allocate and free.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <string.h>
#include <vector>
#include "expect.h"

__global__ void addScaled(float *out, const float *a, const float *b, float f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a[i] + f * b[i];
}

__global__ void scale(float *v, float f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] *= f;
}

static const int N = 512;
static std::vector<int> visits;
static void CUDART_CB visit(void *data) { visits.push_back(*static_cast<int *>(data)); }

static int mismatches(const float *got, const float *a, const float *b, float f) {
  int wrong = 0;
  for (int i = 0; i < N; ++i)
    wrong += got[i] != a[i] + f * b[i];
  return wrong;
}

static cudaKernelNodeParams kernelParams(void *func, void **args) {
  cudaKernelNodeParams p = {};
  p.func = func;
  p.gridDim = dim3(N / 128);
  p.blockDim = dim3(128);
  p.kernelParams = args;
  return p;
}

static size_t count(cudaGraph_t g) {
  size_t n = 0;
  EXPECT_ERR(cudaGraphGetNodes(g, nullptr, &n), cudaSuccess);
  return n;
}

int main() {
  static float ha[N], hb[N], hc[N], ones[N];
  float *a, *b, *c;
  EXPECT_ERR(cudaMalloc(&a, sizeof ha), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&b, sizeof hb), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&c, sizeof hc), cudaSuccess);
  for (int i = 0; i < N; ++i) {
    ha[i] = ones[i] = 1.0f;
    hb[i] = i;
  }
  cudaStream_t s;
  EXPECT_ERR(cudaStreamCreate(&s), cudaSuccess);

  // a = 1.0f (a 4-byte memset), b <- hb, then c = a + f * b, c -> hc, then
  // a host node. Two roots, one edge each way into the kernel.
  cudaGraph_t g;
  EXPECT_ERR(cudaGraphCreate(&g, 0), cudaSuccess);
  cudaGraphNode_t setA, copyB, kernel, copyC, host;
  float one = 1.0f;
  unsigned bits;
  memcpy(&bits, &one, 4);
  cudaMemsetParams fillA = {a, 0, bits, 4, N, 1};
  EXPECT_ERR(cudaGraphAddMemsetNode(&setA, g, nullptr, 0, &fillA), cudaSuccess);
  EXPECT_ERR(cudaGraphAddMemcpyNode1D(&copyB, g, nullptr, 0, b, hb, sizeof hb,
                                      cudaMemcpyHostToDevice),
             cudaSuccess);
  float f = 2.0f;
  int n = N;
  void *args[] = {&c, &a, &b, &f, &n};
  cudaKernelNodeParams kp = kernelParams((void *)addScaled, args);
  cudaGraphNode_t both[] = {setA, copyB};
  EXPECT_ERR(cudaGraphAddKernelNode(&kernel, g, both, 2, &kp), cudaSuccess);
  f = 100.0f; // the node has its own copy of the arguments
  cudaMemcpy3DParms back = {};
  back.srcPtr = make_cudaPitchedPtr(c, sizeof hc, N, 1);
  back.dstPtr = make_cudaPitchedPtr(hc, sizeof hc, N, 1);
  back.extent = make_cudaExtent(sizeof hc, 1, 1);
  back.kind = cudaMemcpyDeviceToHost;
  EXPECT_ERR(cudaGraphAddMemcpyNode(&copyC, g, &kernel, 1, &back), cudaSuccess);
  int tag = 7;
  cudaHostNodeParams hp = {visit, &tag};
  EXPECT_ERR(cudaGraphAddHostNode(&host, g, &copyC, 1, &hp), cudaSuccess);

  // The graph's shape.
  EXPECT(count(g) == 5);
  cudaGraphNode_t roots[3] = {nullptr, nullptr, kernel};
  size_t numRoots = 3;
  EXPECT_ERR(cudaGraphGetRootNodes(g, roots, &numRoots), cudaSuccess);
  EXPECT(numRoots == 2 && roots[0] == setA && roots[1] == copyB && roots[2] == nullptr);
  size_t edges = 0;
  EXPECT_ERR(cudaGraphGetEdges(g, nullptr, nullptr, &edges), cudaSuccess);
  EXPECT(edges == 4);
  cudaGraphNode_t deps[2];
  size_t numDeps = 2;
  EXPECT_ERR(cudaGraphNodeGetDependencies(kernel, deps, &numDeps), cudaSuccess);
  EXPECT(numDeps == 2 && deps[0] == setA && deps[1] == copyB);
  cudaGraphNodeType type;
  EXPECT_ERR(cudaGraphNodeGetType(copyC, &type), cudaSuccess);
  EXPECT(type == cudaGraphNodeTypeMemcpy);
  EXPECT_ERR(cudaGraphNodeGetType(host, &type), cudaSuccess);
  EXPECT(type == cudaGraphNodeTypeHost);
  cudaKernelNodeParams got = {};
  EXPECT_ERR(cudaGraphKernelNodeGetParams(kernel, &got), cudaSuccess);
  EXPECT(got.func == (void *)addScaled && got.gridDim.x == N / 128 && got.blockDim.x == 128);
  EXPECT(*(float **)got.kernelParams[0] == c && *(float *)got.kernelParams[3] == 2.0f &&
         *(int *)got.kernelParams[4] == N);

  // Nothing runs before a launch; each launch runs everything again, and
  // the copies read the host memory as it is then.
  cudaGraphExec_t exec;
  char log[64] = "untouched";
  EXPECT_ERR(cudaGraphInstantiate(&exec, g, nullptr, log, sizeof log), cudaSuccess);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT(hc[5] == 0.0f && visits.empty());
  for (int round = 0; round < 3; ++round) {
    for (int i = 0; i < N; ++i)
      hb[i] = i * (round + 1);
    EXPECT_ERR(cudaGraphLaunch(exec, s), cudaSuccess);
    EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
    EXPECT(mismatches(hc, ones, hb, 2.0f) == 0);
  }
  EXPECT(visits.size() == 3 && visits[2] == 7);
  EXPECT_ERR(cudaGraphLaunch(exec, 0), cudaSuccess); // the legacy stream too
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT(visits.size() == 4);

  // Changing the graph's node changes later instantiations, not this one;
  // cudaGraphExecKernelNodeSetParams changes the executable.
  f = 3.0f;
  EXPECT_ERR(cudaGraphKernelNodeSetParams(kernel, &kp), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(exec, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  EXPECT(mismatches(hc, ones, hb, 2.0f) == 0);
  cudaGraphExec_t exec3;
  EXPECT_ERR(cudaGraphInstantiateWithFlags(&exec3, g, 0), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(exec3, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  EXPECT(mismatches(hc, ones, hb, 3.0f) == 0);
  f = -1.0f;
  EXPECT_ERR(cudaGraphExecKernelNodeSetParams(exec, kernel, &kp), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(exec, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  EXPECT(mismatches(hc, ones, hb, -1.0f) == 0);
  EXPECT_ERR(cudaGraphExecKernelNodeSetParams(exec, copyC, &kp), cudaErrorInvalidValue);

  // cudaGraphExecUpdate takes the parameters of a graph of the same shape.
  cudaGraph_t same;
  EXPECT_ERR(cudaGraphClone(&same, g), cudaSuccess);
  cudaGraphNode_t kernelInClone;
  EXPECT_ERR(cudaGraphNodeFindInClone(&kernelInClone, kernel, same), cudaSuccess);
  EXPECT(kernelInClone != kernel);
  f = 5.0f;
  EXPECT_ERR(cudaGraphKernelNodeSetParams(kernelInClone, &kp), cudaSuccess);
  cudaGraphExecUpdateResult result = cudaGraphExecUpdateError;
  cudaGraphNode_t errorNode = kernel;
  EXPECT_ERR(cudaGraphExecUpdate(exec, same, &errorNode, &result), cudaSuccess);
  EXPECT(result == cudaGraphExecUpdateSuccess && errorNode == nullptr);
  EXPECT_ERR(cudaGraphLaunch(exec, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  EXPECT(mismatches(hc, ones, hb, 5.0f) == 0);
  cudaGraphNode_t extra;
  EXPECT_ERR(cudaGraphAddEmptyNode(&extra, same, &kernelInClone, 1), cudaSuccess);
  EXPECT_ERR(cudaGraphExecUpdate(exec, same, &errorNode, &result), cudaErrorGraphExecUpdateFailure);
  EXPECT(result == cudaGraphExecUpdateErrorTopologyChanged);
  EXPECT_ERR(cudaGraphDestroyNode(extra), cudaSuccess);
  EXPECT(count(same) == 5);
  EXPECT_ERR(cudaGraphExecUpdate(exec, same, &errorNode, &result), cudaSuccess);
  EXPECT_ERR(cudaGraphDestroy(same), cudaSuccess);

  // A child graph is a copy: scaling c twice through the same child.
  cudaGraph_t child, parent;
  EXPECT_ERR(cudaGraphCreate(&child, 0), cudaSuccess);
  float twice = 2.0f;
  void *scaleArgs[] = {&c, &twice, &n};
  cudaKernelNodeParams sp = kernelParams((void *)scale, scaleArgs);
  cudaGraphNode_t scaleNode, first, second, join, last;
  EXPECT_ERR(cudaGraphAddKernelNode(&scaleNode, child, nullptr, 0, &sp), cudaSuccess);
  EXPECT_ERR(cudaGraphCreate(&parent, 0), cudaSuccess);
  EXPECT_ERR(cudaGraphAddChildGraphNode(&first, parent, nullptr, 0, child), cudaSuccess);
  EXPECT_ERR(cudaGraphAddChildGraphNode(&second, parent, &first, 1, child), cudaSuccess);
  EXPECT_ERR(cudaGraphDestroy(child), cudaSuccess);
  EXPECT_ERR(cudaGraphAddEmptyNode(&join, parent, &second, 1), cudaSuccess);
  EXPECT_ERR(cudaGraphAddMemcpyNode1D(&last, parent, &join, 1, hc, c, sizeof hc,
                                      cudaMemcpyDefault),
             cudaSuccess);
  cudaGraph_t embedded;
  EXPECT_ERR(cudaGraphChildGraphNodeGetGraph(second, &embedded), cudaSuccess);
  EXPECT(count(embedded) == 1);
  EXPECT_ERR(cudaGraphDestroy(embedded), cudaErrorInvalidValue); // the node owns it
  EXPECT_ERR(cudaMemcpy(c, ones, sizeof ones, cudaMemcpyHostToDevice), cudaSuccess);
  cudaGraphExec_t parentExec;
  EXPECT_ERR(cudaGraphInstantiate(&parentExec, parent, nullptr, nullptr, 0), cudaSuccess);
  EXPECT_ERR(cudaGraphDestroy(parent), cudaSuccess); // the executable keeps its copy
  EXPECT_ERR(cudaGraphLaunch(parentExec, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  EXPECT(hc[0] == 4.0f && hc[N - 1] == 4.0f);

  // Graph memory: an allocation node's address is fixed when it is made,
  // the memory exists from the node's launch until it is freed.
  cudaGraph_t mem;
  EXPECT_ERR(cudaGraphCreate(&mem, 0), cudaSuccess);
  cudaMemAllocNodeParams ap = {};
  ap.poolProps.allocType = cudaMemAllocationTypePinned;
  ap.poolProps.location.type = cudaMemLocationTypeDevice;
  ap.bytesize = sizeof hc;
  cudaGraphNode_t alloc, fill, copyOut, release;
  EXPECT_ERR(cudaGraphAddMemAllocNode(&alloc, mem, nullptr, 0, &ap), cudaSuccess);
  float *scratch = (float *)ap.dptr;
  EXPECT(scratch != nullptr);
  cudaMemsetParams zero = {scratch, 0, 0, 1, sizeof hc, 1};
  EXPECT_ERR(cudaGraphAddMemsetNode(&fill, mem, &alloc, 1, &zero), cudaSuccess);
  EXPECT_ERR(cudaGraphAddMemcpyNode1D(&copyOut, mem, &fill, 1, hc, scratch, sizeof hc,
                                      cudaMemcpyDeviceToHost),
             cudaSuccess);
  EXPECT_ERR(cudaGraphAddMemFreeNode(&release, mem, &copyOut, 1, scratch), cudaSuccess);
  void *freed = nullptr;
  EXPECT_ERR(cudaGraphMemFreeNodeGetParams(release, &freed), cudaSuccess);
  EXPECT(freed == scratch);
  cudaGraphExec_t memExec;
  EXPECT_ERR(cudaGraphInstantiate(&memExec, mem, nullptr, nullptr, 0), cudaSuccess);
  for (int round = 0; round < 2; ++round) {
    EXPECT_ERR(cudaGraphLaunch(memExec, s), cudaSuccess);
    EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
    EXPECT(hc[0] == 0.0f && hc[N - 1] == 0.0f);
  }
  unsigned long long used = 1, high = 0;
  EXPECT_ERR(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used), cudaSuccess);
  EXPECT_ERR(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high), cudaSuccess);
  EXPECT(used == 0 && high == sizeof hc);
  EXPECT_ERR(cudaMemset(scratch, 0, 4), cudaErrorInvalidValue); // not allocated now
  // Without its free node, the allocation outlives the launch: launching
  // again is an error until it is freed, unless the executable frees it.
  EXPECT_ERR(cudaGraphDestroyNode(release), cudaSuccess);
  cudaGraphExec_t keeps, autoFree;
  EXPECT_ERR(cudaGraphInstantiate(&keeps, mem, nullptr, nullptr, 0), cudaSuccess);
  EXPECT_ERR(cudaGraphInstantiateWithFlags(&autoFree, mem, cudaGraphInstantiateFlagAutoFreeOnLaunch),
             cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(keeps, s), cudaSuccess);
  EXPECT_ERR(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used), cudaSuccess);
  EXPECT(used == sizeof hc);
  EXPECT_ERR(cudaGraphLaunch(keeps, s), cudaErrorInvalidValue);
  EXPECT_ERR(cudaMemset(scratch, 0, 4), cudaSuccess); // usable outside the graph
  EXPECT_ERR(cudaFreeAsync(scratch, s), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(keeps, s), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(autoFree, s), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(autoFree, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  EXPECT_ERR(cudaFree(scratch), cudaSuccess);
  EXPECT_ERR(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used), cudaSuccess);
  EXPECT(used == 0);

  // Errors.
  cudaGraph_t bad;
  EXPECT_ERR(cudaGraphCreate(&bad, 1), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGraphCreate(&bad, 0), cudaSuccess);
  cudaGraphNode_t x, y;
  EXPECT_ERR(cudaGraphAddEmptyNode(&x, bad, nullptr, 0), cudaSuccess);
  EXPECT_ERR(cudaGraphAddEmptyNode(&y, bad, &x, 1), cudaSuccess);
  EXPECT_ERR(cudaGraphAddDependencies(bad, &x, &y, 1), cudaErrorInvalidValue); // exists
  EXPECT_ERR(cudaGraphAddEmptyNode(&y, bad, &kernel, 1), cudaErrorInvalidValue); // another graph's
  cudaGraphNode_t twiceX[] = {x, x};
  EXPECT_ERR(cudaGraphAddEmptyNode(&y, bad, twiceX, 2), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGraphAddDependencies(bad, &y, &x, 1), cudaSuccess); // a cycle
  cudaGraphExec_t never = nullptr;
  cudaGraphNode_t where = nullptr;
  log[0] = '\0';
  EXPECT_ERR(cudaGraphInstantiate(&never, bad, &where, log, sizeof log), cudaErrorInvalidValue);
  EXPECT(where == x && log[0] != '\0');
  EXPECT_ERR(cudaGraphRemoveDependencies(bad, &y, &x, 1), cudaSuccess);
  EXPECT_ERR(cudaGraphRemoveDependencies(bad, &y, &x, 1), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGraphInstantiate(&never, bad, &where, log, sizeof log), cudaSuccess);
  EXPECT_ERR(cudaGraphExecDestroy(never), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(never, s), cudaErrorInvalidValue);
  kp.func = (void *)visit; // no kernel
  EXPECT_ERR(cudaGraphAddKernelNode(&y, bad, nullptr, 0, &kp), cudaErrorInvalidDeviceFunction);
  kp.func = (void *)addScaled;
  kp.blockDim = dim3(1 << 20);
  EXPECT_ERR(cudaGraphAddKernelNode(&y, bad, nullptr, 0, &kp), cudaErrorInvalidConfiguration);
  cudaMemsetParams wide = {a, 0, 0, 3, 4, 1};
  EXPECT_ERR(cudaGraphAddMemsetNode(&y, bad, nullptr, 0, &wide), cudaErrorInvalidValue);
  hp.fn = nullptr;
  EXPECT_ERR(cudaGraphAddHostNode(&y, bad, nullptr, 0, &hp), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGraphAddMemFreeNode(&y, bad, nullptr, 0, a), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGraphKernelNodeGetParams(x, &got), cudaErrorInvalidValue); // not a kernel node
  EXPECT_ERR(cudaGraphDestroy(bad), cudaSuccess);
  EXPECT_ERR(cudaGraphDestroy(bad), cudaErrorInvalidValue);
  EXPECT_ERR(cudaGraphNodeGetType(x, &type), cudaErrorInvalidValue); // went with its graph
  EXPECT_ERR(cudaGraphLaunch(exec, (cudaStream_t)&tag), cudaErrorInvalidResourceHandle);

  for (cudaGraphExec_t e : {exec, exec3, parentExec, memExec, keeps, autoFree})
    EXPECT_ERR(cudaGraphExecDestroy(e), cudaSuccess);
  EXPECT_ERR(cudaGraphDestroy(g), cudaSuccess);
  EXPECT_ERR(cudaGraphDestroy(mem), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(s), cudaSuccess);
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
