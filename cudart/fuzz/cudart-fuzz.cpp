//===- cudart-fuzz.cpp - libFuzzer target: sequences of CUDA runtime calls -===//
///
/// \file
/// The input decodes into a program of CUDA runtime API calls on a few
/// allocation, stream and event slots: cudaMalloc/cudaFree of any size,
/// cudaMemcpy/cudaMemcpyAsync in every direction with offsets and sizes in and
/// out of bounds, cudaMemset, streams, events, synchronisation, launches of the
/// kernels of kernels.cu with valid and invalid configurations, and the last
/// error. A host model (the bytes of each allocation, which of them are known,
/// the last error) predicts every result that must be exact; a disagreement
/// aborts with the operation that disagreed, so libFuzzer keeps the input as
/// a finding (docs/sanitizers-and-fuzzing.md).
///
/// The programs the harness runs are race-free by construction: before an
/// operation touches memory that another stream's unsynchronised work uses,
/// it synchronises the device.
//===----------------------------------------------------------------------===//

#include "Model.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>

namespace cudart_fuzz {

cudaDeviceProp props;
int kernelMaxThreads[3];
bool trace; // ULTIMA_CUDART_FUZZ_TRACE set: every checked call is printed
const uint8_t *inputData;
size_t inputSize;

/// Ends the run on a disagreement with the model. libFuzzer's own SIGABRT
/// and SIGILL handlers may have been replaced by the OpenCL implementation's,
/// so the input is written here: to $ULTIMA_CUDART_FUZZ_FINDINGS (default
/// the working directory) as mismatch-<hash>.
[[noreturn]] void finding() {
  uint64_t hash = 1469598103934665603ull;
  for (size_t i = 0; i < inputSize; ++i)
    hash = (hash ^ inputData[i]) * 1099511628211ull;
  const char *dir = std::getenv("ULTIMA_CUDART_FUZZ_FINDINGS");
  char path[4096];
  std::snprintf(path, sizeof path, "%s/mismatch-%016llx", dir ? dir : ".",
                (unsigned long long)hash);
  if (FILE *f = std::fopen(path, "wb")) {
    std::fwrite(inputData, 1, inputSize, f);
    std::fclose(f);
    std::fprintf(stderr, "cudart-fuzz: input written to %s\n", path);
  }
  std::fflush(stderr);
  __builtin_trap();
}

void Model::run() {
  while (in.remaining_bytes() > 0 && op < MaxOps) {
    ++op;
    switch (in.ConsumeIntegralInRange<int>(0, 10)) {
    case 0:
    case 1:
      doMalloc();
      break;
    case 2:
      doFree();
      break;
    case 3:
    case 4:
      doMemcpy();
      break;
    case 5:
      doMemset();
      break;
    case 6:
      doStream();
      break;
    case 7:
      doEvent();
      break;
    case 8:
      doSync();
      break;
    case 9:
      doLaunch();
      break;
    default:
      if (in.ConsumeBool())
        doErrors();
      else
        doVerify();
      break;
    }
  }
  // Every live allocation ends as the model says; then the state goes.
  what = "final check";
  deviceSync();
  for (Alloc &slot : slots)
    if (slot.live) {
      std::vector<unsigned char> got(slot.size);
      expect(cudaMemcpy(got.data(), slot.ptr, slot.size, cudaMemcpyDeviceToHost), cudaSuccess);
      check(slot, 0, got.data(), slot.size);
      expect(cudaFree(slot.ptr), cudaSuccess);
    }
  for (int s = 1; s < NumStreams; ++s)
    if (streams[s].live)
      expect(cudaStreamDestroy(streams[s].handle), cudaSuccess);
  for (Event &e : events)
    if (e.live)
      expect(cudaEventDestroy(e.handle), cudaSuccess);
  cudaError_t e = cudaGetLastError();
  if (e != lastError)
    fail("cudaGetLastError at the end gave %lld, the model %lld", e, lastError);
}

} // namespace cudart_fuzz

using namespace cudart_fuzz;

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  trace = std::getenv("ULTIMA_CUDART_FUZZ_TRACE") != nullptr;
  if (cudaGetDeviceProperties(&props, 0) != cudaSuccess) {
    std::fprintf(stderr, "cudart-fuzz: no device\n");
    std::exit(1);
  }
  for (int k = 0; k < 3; ++k) {
    cudaFuncAttributes attr;
    if (cudaFuncGetAttributes(&attr, ultimaFuzzKernel(k)) != cudaSuccess) {
      std::fprintf(stderr, "cudart-fuzz: cudaFuncGetAttributes failed\n");
      std::exit(1);
    }
    kernelMaxThreads[k] = attr.maxThreadsPerBlock;
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  inputData = data;
  inputSize = size;
  FuzzedDataProvider in(data, size);
  Model model(in);
  model.run();
  return 0;
}
