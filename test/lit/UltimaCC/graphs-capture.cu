// Stream capture (CUDA Programming Guide, "Creating a Graph Using Stream
// Capture"): work queued on a capturing stream is recorded, not run; events
// fork other streams into the capture and join them back; the operations the
// guide calls invalid during capture fail with their error, invalidate the
// capture, and cudaStreamEndCapture then returns no graph.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <atomic>
#include <cuda_runtime.h>
#include <thread>
#include "expect.h"

__global__ void axpb(float *v, float a, float b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = a * v[i] + b;
}

__global__ void sum(float *out, const float *x, const float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = x[i] + y[i];
}

static const int N = 256;
static int hostCalls = 0;
static void CUDART_CB count(void *) { ++hostCalls; }

static size_t nodes(cudaGraph_t g) {
  size_t n = 0;
  EXPECT_ERR(cudaGraphGetNodes(g, nullptr, &n), cudaSuccess);
  return n;
}

static cudaStreamCaptureStatus status(cudaStream_t s) {
  cudaStreamCaptureStatus st = cudaStreamCaptureStatusNone;
  EXPECT_ERR(cudaStreamIsCapturing(s, &st), cudaSuccess);
  return st;
}

// The capture \p s is in has failed: ending it gives no graph.
static void endInvalidated(cudaStream_t s) {
  EXPECT(status(s) == cudaStreamCaptureStatusInvalidated);
  cudaGraph_t g = (cudaGraph_t)&g;
  EXPECT_ERR(cudaStreamEndCapture(s, &g), cudaErrorStreamCaptureInvalidated);
  EXPECT(g == nullptr && status(s) == cudaStreamCaptureStatusNone);
}

int main() {
  static float in[N], out[N], other[N];
  float *x, *y, *z;
  EXPECT_ERR(cudaMalloc(&x, sizeof in), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&y, sizeof in), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&z, sizeof in), cudaSuccess);
  cudaStream_t s, t, free;
  EXPECT_ERR(cudaStreamCreate(&s), cudaSuccess); // blocking: synchronises with stream 0
  EXPECT_ERR(cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking), cudaSuccess);
  EXPECT_ERR(cudaStreamCreateWithFlags(&free, cudaStreamNonBlocking), cudaSuccess);
  cudaEvent_t fork, join, plain;
  EXPECT_ERR(cudaEventCreate(&fork), cudaSuccess);
  EXPECT_ERR(cudaEventCreate(&join), cudaSuccess);
  EXPECT_ERR(cudaEventCreate(&plain), cudaSuccess);

  // One stream: x <- in, x = 3x + b, out <- x, a host function. Nothing
  // runs while capturing; the arguments are the values at capture.
  for (int i = 0; i < N; ++i)
    in[i] = i;
  EXPECT(status(s) == cudaStreamCaptureStatusNone);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT(status(s) == cudaStreamCaptureStatusActive);
  unsigned long long id1 = 0, id2 = 0;
  cudaStreamCaptureStatus st;
  EXPECT_ERR(cudaStreamGetCaptureInfo(s, &st, &id1), cudaSuccess);
  EXPECT(st == cudaStreamCaptureStatusActive && id1 != 0);
  EXPECT_ERR(cudaMemsetAsync(y, 0, sizeof in, s), cudaSuccess);
  EXPECT_ERR(cudaMemcpyAsync(x, in, sizeof in, cudaMemcpyHostToDevice, s), cudaSuccess);
  float b = 1.0f;
  axpb<<<N / 64, 64, 0, s>>>(x, 3.0f, b, N);
  b = 1000.0f;
  EXPECT_ERR(cudaMemcpyAsync(out, x, sizeof out, cudaMemcpyDeviceToHost, s), cudaSuccess);
  EXPECT_ERR(cudaLaunchHostFunc(s, count, nullptr), cudaSuccess);
  cudaGraph_t building;
  const cudaGraphNode_t *tail;
  size_t tailSize = 0;
  EXPECT_ERR(cudaStreamGetCaptureInfo_v2(s, &st, &id2, &building, &tail, &tailSize), cudaSuccess);
  EXPECT(id2 == id1 && nodes(building) == 5 && tailSize == 1);
  cudaGraphNodeType type;
  EXPECT_ERR(cudaGraphNodeGetType(tail[0], &type), cudaSuccess);
  EXPECT(type == cudaGraphNodeTypeHost);
  cudaGraph_t g;
  EXPECT_ERR(cudaStreamEndCapture(s, &g), cudaSuccess);
  EXPECT(status(s) == cudaStreamCaptureStatusNone);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT(out[1] == 0.0f && hostCalls == 0);
  EXPECT(nodes(g) == 5);
  cudaGraphExec_t exec;
  EXPECT_ERR(cudaGraphInstantiate(&exec, g, nullptr, nullptr, 0), cudaSuccess);
  EXPECT_ERR(cudaGraphDestroy(g), cudaSuccess);
  for (int round = 1; round <= 2; ++round) {
    for (int i = 0; i < N; ++i)
      in[i] = i * round;
    EXPECT_ERR(cudaGraphLaunch(exec, t), cudaSuccess);
    EXPECT_ERR(cudaStreamSynchronize(t), cudaSuccess);
    int wrong = 0;
    for (int i = 0; i < N; ++i)
      wrong += out[i] != 3.0f * in[i] + 1.0f;
    EXPECT(wrong == 0 && hostCalls == round);
  }

  // Fork and join: t joins the capture through an event recorded on s and
  // s waits for t's work through another. x and y are computed on the two
  // streams, z = x + y after both.
  EXPECT_ERR(cudaMemcpy(x, in, sizeof in, cudaMemcpyHostToDevice), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(y, in, sizeof in, cudaMemcpyHostToDevice), cudaSuccess);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaEventRecord(fork, s), cudaSuccess);
  EXPECT_ERR(cudaStreamWaitEvent(t, fork, 0), cudaSuccess);
  EXPECT(status(t) == cudaStreamCaptureStatusActive);
  EXPECT_ERR(cudaStreamGetCaptureInfo(t, &st, &id2), cudaSuccess);
  EXPECT_ERR(cudaStreamGetCaptureInfo(s, &st, &id1), cudaSuccess);
  EXPECT(id1 == id2);
  axpb<<<N / 64, 64, 0, s>>>(x, 2.0f, 0.0f, N);
  axpb<<<N / 64, 64, 0, t>>>(y, 1.0f, 5.0f, N);
  EXPECT_ERR(cudaEventRecord(join, t), cudaSuccess);
  EXPECT_ERR(cudaEventQuery(join), cudaErrorCapturedEvent);
  endInvalidated(s);
  EXPECT(status(t) == cudaStreamCaptureStatusNone);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaEventRecord(fork, s), cudaSuccess);
  EXPECT_ERR(cudaStreamWaitEvent(t, fork, 0), cudaSuccess);
  axpb<<<N / 64, 64, 0, s>>>(x, 2.0f, 0.0f, N);
  axpb<<<N / 64, 64, 0, t>>>(y, 1.0f, 5.0f, N);
  EXPECT_ERR(cudaEventRecord(join, t), cudaSuccess);
  EXPECT_ERR(cudaStreamWaitEvent(s, join, 0), cudaSuccess);
  sum<<<N / 64, 64, 0, s>>>(z, x, y, N);
  cudaGraph_t forked;
  EXPECT_ERR(cudaStreamEndCapture(s, &forked), cudaSuccess);
  size_t roots = 0, edges = 0;
  EXPECT_ERR(cudaGraphGetRootNodes(forked, nullptr, &roots), cudaSuccess);
  EXPECT_ERR(cudaGraphGetEdges(forked, nullptr, nullptr, &edges), cudaSuccess);
  EXPECT(nodes(forked) == 3 && roots == 2 && edges == 2);
  cudaGraphExec_t forkedExec;
  EXPECT_ERR(cudaGraphInstantiate(&forkedExec, forked, nullptr, nullptr, 0), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(forkedExec, free), cudaSuccess);
  EXPECT_ERR(cudaMemcpyAsync(out, z, sizeof out, cudaMemcpyDeviceToHost, free), cudaSuccess);
  int wrong = 0;
  for (int i = 0; i < N; ++i)
    wrong += out[i] != 2.0f * in[i] + (in[i] + 5.0f);
  EXPECT(wrong == 0);

  // A fork that does not join back, and an end on the stream that joined.
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaEventRecord(fork, s), cudaSuccess);
  EXPECT_ERR(cudaStreamWaitEvent(t, fork, 0), cudaSuccess);
  axpb<<<N / 64, 64, 0, t>>>(y, 1.0f, 5.0f, N);
  cudaGraph_t none = (cudaGraph_t)&none;
  EXPECT_ERR(cudaStreamEndCapture(s, &none), cudaErrorStreamCaptureUnjoined);
  EXPECT(none == nullptr && status(t) == cudaStreamCaptureStatusNone);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaEventRecord(fork, s), cudaSuccess);
  EXPECT_ERR(cudaStreamWaitEvent(t, fork, 0), cudaSuccess);
  EXPECT_ERR(cudaStreamEndCapture(t, &none), cudaErrorStreamCaptureUnmatched);
  endInvalidated(s);

  // Synchronising with a capturing stream, or the device, is invalid; so is
  // using the legacy stream while a blocking stream captures.
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaErrorStreamCaptureUnsupported);
  axpb<<<1, 1, 0, s>>>(x, 1.0f, 0.0f, 1);
  EXPECT_ERR(cudaGetLastError(), cudaErrorStreamCaptureInvalidated);
  endInvalidated(s);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaStreamQuery(s), cudaErrorStreamCaptureUnsupported);
  endInvalidated(s);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed), cudaSuccess);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaErrorStreamCaptureUnsupported);
  endInvalidated(s);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaStreamIsCapturing(0, &st), cudaErrorStreamCaptureImplicit);
  EXPECT(status(s) == cudaStreamCaptureStatusActive);
  EXPECT_ERR(cudaMemcpy(out, x, sizeof out, cudaMemcpyDeviceToHost), cudaErrorStreamCaptureImplicit);
  endInvalidated(s);
  // A non-blocking stream's capture leaves the legacy stream free.
  EXPECT_ERR(cudaStreamBeginCapture(t, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(other, x, sizeof other, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT(other[3] == 2.0f * in[3]);
  EXPECT_ERR(cudaStreamIsCapturing(0, &st), cudaSuccess);
  EXPECT(st == cudaStreamCaptureStatusNone);
  EXPECT_ERR(cudaStreamEndCapture(t, &g), cudaSuccess);
  EXPECT(nodes(g) == 0);
  EXPECT_ERR(cudaGraphDestroy(g), cudaSuccess);

  // Events across the capture boundary.
  EXPECT_ERR(cudaEventRecord(plain, free), cudaSuccess);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaStreamWaitEvent(s, plain, 0), cudaErrorStreamCaptureIsolation);
  endInvalidated(s);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaStreamBeginCapture(t, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaEventRecord(fork, s), cudaSuccess);
  EXPECT_ERR(cudaStreamWaitEvent(t, fork, 0), cudaErrorStreamCaptureMerge);
  endInvalidated(s);
  endInvalidated(t);
  EXPECT_ERR(cudaEventSynchronize(fork), cudaErrorCapturedEvent);
  EXPECT_ERR(cudaEventRecord(fork, free), cudaSuccess); // an ordinary event again
  EXPECT_ERR(cudaEventSynchronize(fork), cudaSuccess);

  // Starting and ending captures.
  EXPECT_ERR(cudaStreamBeginCapture(0, cudaStreamCaptureModeGlobal),
             cudaErrorStreamCaptureUnsupported);
  EXPECT_ERR(cudaStreamBeginCapture(s, (cudaStreamCaptureMode)7), cudaErrorInvalidValue);
  EXPECT_ERR(cudaStreamEndCapture(s, &g), cudaErrorIllegalState);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaErrorIllegalState);
  EXPECT_ERR(cudaStreamAddCallback(s, [](cudaStream_t, cudaError_t, void *) {}, nullptr, 0),
             cudaErrorStreamCaptureUnsupported);
  endInvalidated(s);

  // Capture modes: cudaMalloc is a potentially unsafe call.
  void *p = nullptr;
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&p, 16), cudaErrorStreamCaptureUnsupported);
  endInvalidated(s);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&p, 16), cudaSuccess);
  EXPECT_ERR(cudaStreamEndCapture(s, &g), cudaSuccess);
  EXPECT_ERR(cudaGraphDestroy(g), cudaSuccess);
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal), cudaSuccess);
  cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
  EXPECT_ERR(cudaThreadExchangeStreamCaptureMode(&mode), cudaSuccess);
  EXPECT(mode == cudaStreamCaptureModeGlobal);
  EXPECT_ERR(cudaFree(p), cudaSuccess); // this thread is relaxed now
  EXPECT_ERR(cudaThreadExchangeStreamCaptureMode(&mode), cudaSuccess);
  EXPECT(mode == cudaStreamCaptureModeRelaxed);
  EXPECT_ERR(cudaStreamEndCapture(s, &g), cudaSuccess);
  EXPECT_ERR(cudaGraphDestroy(g), cudaSuccess);
  // Another thread's capture: a global one prohibits this thread's unsafe
  // calls, a thread-local one does not; only its thread may end it.
  for (cudaStreamCaptureMode m : {cudaStreamCaptureModeThreadLocal, cudaStreamCaptureModeGlobal}) {
    std::atomic<int> step{0};
    std::thread worker([&] {
      EXPECT_ERR(cudaStreamBeginCapture(t, m), cudaSuccess);
      step = 1;
      while (step != 2)
        std::this_thread::yield();
      cudaGraph_t wg;
      if (m == cudaStreamCaptureModeGlobal) {
        endInvalidated(t);
      } else {
        EXPECT_ERR(cudaStreamEndCapture(t, &wg), cudaSuccess);
        EXPECT_ERR(cudaGraphDestroy(wg), cudaSuccess);
      }
    });
    while (step != 1)
      std::this_thread::yield();
    cudaGraph_t mg;
    EXPECT_ERR(cudaStreamEndCapture(t, &mg), cudaErrorStreamCaptureWrongThread);
    EXPECT_ERR(cudaMalloc(&p, 16), m == cudaStreamCaptureModeGlobal
                                       ? cudaErrorStreamCaptureUnsupported
                                       : cudaSuccess);
    step = 2;
    worker.join();
  }
  EXPECT_ERR(cudaFree(p), cudaSuccess);

  // Stream-ordered allocation and graph launches are captured as nodes.
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  float *scratch = nullptr;
  EXPECT_ERR(cudaMallocAsync(&scratch, sizeof in, s), cudaSuccess);
  EXPECT(scratch != nullptr);
  EXPECT_ERR(cudaMemcpyAsync(scratch, x, sizeof in, cudaMemcpyDeviceToDevice, s), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(exec, s), cudaSuccess); // x = 3 * in + 1, out <- x
  sum<<<N / 64, 64, 0, s>>>(z, scratch, x, N);
  EXPECT_ERR(cudaFreeAsync(scratch, s), cudaSuccess);
  EXPECT_ERR(cudaFreeAsync(x, s), cudaErrorInvalidValue); // not a graph allocation
  EXPECT_ERR(cudaStreamEndCapture(s, &g), cudaSuccess);
  cudaGraphNode_t all[6];
  size_t count = 6;
  EXPECT_ERR(cudaGraphGetNodes(g, all, &count), cudaSuccess);
  cudaGraphNodeType want[] = {cudaGraphNodeTypeMemAlloc, cudaGraphNodeTypeMemcpy,
                              cudaGraphNodeTypeGraph, cudaGraphNodeTypeKernel,
                              cudaGraphNodeTypeMemFree};
  EXPECT(count == 5);
  for (size_t i = 0; i < count && i < 5; ++i) {
    EXPECT_ERR(cudaGraphNodeGetType(all[i], &type), cudaSuccess);
    EXPECT(type == want[i]);
  }
  EXPECT_ERR(cudaMemcpy(x, in, sizeof in, cudaMemcpyHostToDevice), cudaSuccess);
  cudaGraphExec_t combined;
  EXPECT_ERR(cudaGraphInstantiate(&combined, g, nullptr, nullptr, 0), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(combined, s), cudaSuccess);
  EXPECT_ERR(cudaMemcpyAsync(other, z, sizeof other, cudaMemcpyDeviceToHost, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  wrong = 0;
  for (int i = 0; i < N; ++i)
    wrong += other[i] != in[i] + (3.0f * in[i] + 1.0f);
  EXPECT(wrong == 0 && hostCalls == 3);
  unsigned long long graphMemory = 1;
  EXPECT_ERR(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &graphMemory),
             cudaSuccess);
  EXPECT(graphMemory == 0);

  // A dependency set replaced by hand: the next node starts a new root.
  EXPECT_ERR(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), cudaSuccess);
  EXPECT_ERR(cudaMemsetAsync(y, 0, 4, s), cudaSuccess);
  EXPECT_ERR(cudaStreamUpdateCaptureDependencies(s, nullptr, 0, cudaStreamSetCaptureDependencies),
             cudaSuccess);
  EXPECT_ERR(cudaMemsetAsync(y, 0, 4, s), cudaSuccess);
  EXPECT_ERR(cudaStreamEndCapture(s, &building), cudaSuccess);
  EXPECT_ERR(cudaGraphGetRootNodes(building, nullptr, &roots), cudaSuccess);
  EXPECT(roots == 2);
  EXPECT_ERR(cudaStreamUpdateCaptureDependencies(s, nullptr, 0, 0), cudaErrorIllegalState);

  for (cudaGraphExec_t e : {exec, forkedExec, combined})
    EXPECT_ERR(cudaGraphExecDestroy(e), cudaSuccess);
  for (cudaGraph_t gr : {g, forked, building})
    EXPECT_ERR(cudaGraphDestroy(gr), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(s), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(t), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(free), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
