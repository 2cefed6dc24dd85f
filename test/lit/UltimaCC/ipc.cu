// Inter-process handles (CUDA Runtime API, cudaIpc*): the program runs itself
// again as a child process. The parent computes input on the device, exports
// it, an output allocation and an interprocess event; the child opens them,
// waits on the event (recorded by the parent), reads the parent's input in a
// kernel, writes the output and records the event; the parent waits on that
// record and checks the output on the host. Then the documented errors: an
// interprocess event needs cudaEventDisableTiming, only such an event has a
// handle, a malformed handle opens nothing, a process cannot open its own
// memory handle, only a pointer that was opened can be closed, opening a
// handle again gives the same pointer (counted: as many closes as opens).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include <cstdlib>
#include <cstring>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include "expect.h"

extern char **environ;

const int n = 100000;

__global__ void fill(float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    in[i] = 0.5f * i;
}

__global__ void affine(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2.0f * in[i] + 1.0f;
}

template <typename Handle> std::string toHex(const Handle &h) {
  std::string s;
  for (unsigned char c : h.reserved) {
    const char *digits = "0123456789abcdef";
    s += digits[c >> 4];
    s += digits[c & 15];
  }
  return s;
}

template <typename Handle> Handle fromHex(const char *s) {
  Handle h;
  for (size_t i = 0; i < sizeof h.reserved; ++i) {
    char byte[3] = {s[2 * i], s[2 * i + 1], 0};
    h.reserved[i] = (char)std::strtoul(byte, nullptr, 16);
  }
  return h;
}

// argv: child <in handle> <out handle> <event handle> <fd to signal>
static int child(char **argv) {
  cudaIpcMemHandle_t inHandle = fromHex<cudaIpcMemHandle_t>(argv[2]);
  cudaIpcMemHandle_t outHandle = fromHex<cudaIpcMemHandle_t>(argv[3]);
  cudaIpcEventHandle_t eventHandle = fromHex<cudaIpcEventHandle_t>(argv[4]);
  int signal = std::atoi(argv[5]);
  float *in = nullptr, *out = nullptr, *again = nullptr;
  cudaEvent_t ready;
  EXPECT_ERR(cudaIpcOpenMemHandle((void **)&in, inHandle, cudaIpcMemLazyEnablePeerAccess),
             cudaSuccess);
  EXPECT_ERR(cudaIpcOpenMemHandle((void **)&out, outHandle, cudaIpcMemLazyEnablePeerAccess),
             cudaSuccess);
  EXPECT_ERR(cudaIpcOpenEventHandle(&ready, eventHandle), cudaSuccess);
  EXPECT(in != nullptr && out != nullptr && in != out);
  // Opened again: the same pointer, its count raised.
  EXPECT_ERR(cudaIpcOpenMemHandle((void **)&again, inHandle, cudaIpcMemLazyEnablePeerAccess),
             cudaSuccess);
  EXPECT(again == in);
  EXPECT_ERR(cudaIpcCloseMemHandle(again), cudaSuccess);
  // An opened event does not time.
  float ms = 0;
  EXPECT_ERR(cudaEventElapsedTime(&ms, ready, ready), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaGetLastError(), cudaErrorInvalidResourceHandle); // and forgets it
  if (!EXPECT_OK())
    return DONE();

  cudaStream_t s;
  EXPECT_ERR(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), cudaSuccess);
  // The parent's fill, recorded on the event before this process started.
  EXPECT_ERR(cudaStreamWaitEvent(s, ready, 0), cudaSuccess);
  affine<<<(n + 255) / 256, 256, 0, s>>>(in, out, n);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  EXPECT_ERR(cudaEventRecord(ready, s), cudaSuccess);
  // The parent waits on the event from here on.
  char byte = 1;
  EXPECT(write(signal, &byte, 1) == 1);
  close(signal);

  // This process too reads what the parent's kernel wrote.
  float *check = (float *)std::malloc(n * sizeof(float));
  EXPECT_ERR(cudaMemcpyAsync(check, in, n * sizeof(float), cudaMemcpyDeviceToHost, s), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(s), cudaSuccess);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += check[i] != 0.5f * i;
  EXPECT(wrong == 0);
  std::free(check);

  EXPECT_ERR(cudaIpcCloseMemHandle(in), cudaSuccess);
  EXPECT_ERR(cudaIpcCloseMemHandle(out), cudaSuccess);
  EXPECT_ERR(cudaIpcCloseMemHandle(in), cudaErrorInvalidValue); // closed already
  EXPECT_ERR(cudaEventDestroy(ready), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(s), cudaSuccess);
  std::printf("child: ");
  return DONE();
}

static void errors() {
  cudaEvent_t e;
  // An interprocess event must not time.
  EXPECT_ERR(cudaEventCreateWithFlags(&e, cudaEventInterprocess), cudaErrorInvalidValue);
  EXPECT_ERR(cudaEventCreateWithFlags(&e, cudaEventDisableTiming), cudaSuccess);
  cudaIpcEventHandle_t eh;
  EXPECT_ERR(cudaIpcGetEventHandle(&eh, e), cudaErrorInvalidResourceHandle);
  EXPECT_ERR(cudaEventDestroy(e), cudaSuccess);

  cudaIpcMemHandle_t zero;
  std::memset(&zero, 0, sizeof zero);
  cudaIpcEventHandle_t zeroEvent;
  std::memset(&zeroEvent, 0, sizeof zeroEvent);
  void *p = nullptr;
  EXPECT_ERR(cudaIpcOpenMemHandle(&p, zero, cudaIpcMemLazyEnablePeerAccess), cudaErrorInvalidValue);
  EXPECT_ERR(cudaIpcOpenEventHandle(&e, zeroEvent), cudaErrorInvalidValue);

  int *d = nullptr;
  EXPECT_ERR(cudaMalloc(&d, 1024), cudaSuccess);
  cudaIpcMemHandle_t own;
  EXPECT_ERR(cudaIpcGetMemHandle(&own, d), cudaSuccess);
  EXPECT_ERR(cudaIpcGetMemHandle(&own, d), cudaSuccess); // again: no adverse effect
  // Null out-parameters.
  EXPECT_ERR(cudaIpcGetMemHandle(nullptr, d), cudaErrorInvalidValue);
  EXPECT_ERR(cudaIpcOpenMemHandle(nullptr, own, cudaIpcMemLazyEnablePeerAccess),
             cudaErrorInvalidValue);
  EXPECT_ERR(cudaEventCreateWithFlags(&e, cudaEventInterprocess | cudaEventDisableTiming),
             cudaSuccess);
  EXPECT_ERR(cudaIpcGetEventHandle(nullptr, e), cudaErrorInvalidValue);
  EXPECT_ERR(cudaIpcGetEventHandle(&eh, e), cudaSuccess);
  EXPECT_ERR(cudaIpcOpenEventHandle(nullptr, eh), cudaErrorInvalidValue);
  EXPECT_ERR(cudaEventDestroy(e), cudaSuccess);
  // A process cannot open the memory it exported (an invalid context).
  EXPECT_ERR(cudaIpcOpenMemHandle(&p, own, cudaIpcMemLazyEnablePeerAccess),
             cudaErrorDeviceUninitialized);
  // Only what cudaIpcOpenMemHandle returned is closed.
  EXPECT_ERR(cudaIpcCloseMemHandle(d), cudaErrorInvalidValue);
  int host = 0;
  EXPECT_ERR(cudaIpcCloseMemHandle(&host), cudaErrorInvalidValue);
  // Host memory is no device allocation.
  EXPECT_ERR(cudaIpcGetMemHandle(&own, &host), cudaErrorInvalidValue);
  EXPECT_ERR(cudaFree(d), cudaSuccess);
  EXPECT_ERR(cudaIpcGetMemHandle(&own, d), cudaErrorInvalidValue); // freed
}

int main(int argc, char **argv) {
  if (argc == 6 && std::strcmp(argv[1], "child") == 0)
    return child(argv);
  errors();

  float *in = nullptr, *out = nullptr;
  EXPECT_ERR(cudaMalloc(&in, n * sizeof(float)), cudaSuccess);
  EXPECT_ERR(cudaMalloc(&out, n * sizeof(float)), cudaSuccess);
  EXPECT_ERR(cudaMemset(out, 0, n * sizeof(float)), cudaSuccess);
  cudaIpcMemHandle_t inHandle, outHandle;
  cudaIpcEventHandle_t eventHandle;
  cudaEvent_t ready;
  EXPECT_ERR(cudaIpcGetMemHandle(&inHandle, in), cudaSuccess);
  EXPECT_ERR(cudaIpcGetMemHandle(&outHandle, out), cudaSuccess);
  EXPECT_ERR(cudaEventCreateWithFlags(&ready, cudaEventInterprocess | cudaEventDisableTiming),
             cudaSuccess);
  EXPECT_ERR(cudaIpcGetEventHandle(&eventHandle, ready), cudaSuccess);
  if (!EXPECT_OK())
    return DONE();
  // Exporting leaves the memory as it was: the zeros cudaMemset wrote.
  float first = -1;
  EXPECT_ERR(cudaMemcpy(&first, out, sizeof first, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT(first == 0.0f);

  cudaStream_t s;
  EXPECT_ERR(cudaStreamCreate(&s), cudaSuccess);
  fill<<<(n + 255) / 256, 256, 0, s>>>(in, n);
  EXPECT_ERR(cudaEventRecord(ready, s), cudaSuccess);

  int pipeFds[2];
  EXPECT(pipe(pipeFds) == 0);
  std::string inHex = toHex(inHandle), outHex = toHex(outHandle), eventHex = toHex(eventHandle);
  std::string fd = std::to_string(pipeFds[1]);
  char childArg[] = "child";
  char *childArgv[] = {argv[0],          childArg, &inHex[0], &outHex[0], &eventHex[0],
                       &fd[0],           nullptr};
  std::fflush(stdout);
  pid_t pid = 0;
  EXPECT(posix_spawn(&pid, "/proc/self/exe", nullptr, nullptr, childArgv, environ) == 0);
  close(pipeFds[1]);
  char byte = 0;
  EXPECT(read(pipeFds[0], &byte, 1) == 1); // the child has recorded the event
  close(pipeFds[0]);

  // The latest record is the child's: the copy waits for its kernel.
  cudaStream_t t;
  EXPECT_ERR(cudaStreamCreate(&t), cudaSuccess);
  EXPECT_ERR(cudaStreamWaitEvent(t, ready, 0), cudaSuccess);
  float *result = (float *)std::malloc(n * sizeof(float));
  EXPECT_ERR(cudaMemcpyAsync(result, out, n * sizeof(float), cudaMemcpyDeviceToHost, t),
             cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(t), cudaSuccess);
  EXPECT_ERR(cudaEventSynchronize(ready), cudaSuccess);
  EXPECT_ERR(cudaEventQuery(ready), cudaSuccess);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += result[i] != 2.0f * (0.5f * i) + 1.0f;
  EXPECT(wrong == 0);
  std::free(result);

  int status = -1;
  EXPECT(waitpid(pid, &status, 0) == pid);
  EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0);

  EXPECT_ERR(cudaEventDestroy(ready), cudaSuccess);
  EXPECT_ERR(cudaFree(in), cudaSuccess);
  EXPECT_ERR(cudaFree(out), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(s), cudaSuccess);
  EXPECT_ERR(cudaStreamDestroy(t), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: child: OK
// CHECK-NOT: FAILED
// CHECK: OK
