//===- ModelLaunch.cpp - the fuzzer's kernel launches ----------------------===//
///
/// \file
/// Launches of kernels.cu's kernels with valid and invalid configurations.
//===----------------------------------------------------------------------===//
#include "Model.h"

namespace cudart_fuzz {

void Model::doLaunch() {
  int k = in.ConsumeIntegralInRange<int>(0, 2);
  const void *fn = ultimaFuzzKernel(k);
  bool usable, stale;
  int s = pickStream(usable, stale);
  int i = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
  int j = in.ConsumeIntegralInRange<int>(0, NumSlots - 1);
  int mode = in.ConsumeIntegralInRange<int>(0, 15); // 0-7 valid, others one fault each
  what = "cudaLaunchKernel";
  dim3 grid(in.ConsumeIntegralInRange<unsigned>(1, 8), in.ConsumeIntegralInRange<unsigned>(1, 2),
            in.ConsumeIntegralInRange<unsigned>(1, 2));
  dim3 block(in.ConsumeIntegralInRange<unsigned>(1, 128), 1, 1);
  if (k == 0 && in.ConsumeBool())
    block =
        dim3(in.ConsumeIntegralInRange<unsigned>(1, 32), in.ConsumeIntegralInRange<unsigned>(1, 4),
             in.ConsumeIntegralInRange<unsigned>(1, 2));
  if (k != 0)
    grid.y = grid.z = 1;
  size_t shared = in.ConsumeIntegralInRange<size_t>(0, 256) + (k == 2 ? block.x : 0);
  if (!slots[i].live || !slots[j].live)
    return;
  Alloc &dst = slots[i];
  Alloc &src = slots[j];
  size_t off = in.ConsumeIntegralInRange<size_t>(0, dst.size);
  unsigned long long n = in.ConsumeIntegralInRange<size_t>(0, dst.size - off);
  size_t soff = in.ConsumeIntegralInRange<size_t>(0, src.size);
  if (n > src.size - soff)
    n = src.size - soff;
  if (&dst == &src && k != 0 && (soff != off || k != 1) && (off < soff + n && soff < off + n))
    soff = off, k = k == 2 ? 0 : k; // no overlapping kernel reads of written bytes
  fn = ultimaFuzzKernel(k);
  if (k == 2 && shared < block.x)
    shared = block.x;
  unsigned char *dp = dst.ptr + off, *sp = src.ptr + soff;
  unsigned char value = in.ConsumeIntegral<unsigned char>();
  cudaError_t want = cudaSuccess;
  switch (mode) {
  case 8:
    (in.ConsumeBool() ? grid.x : in.ConsumeBool() ? grid.y : grid.z) = 0;
    want = cudaErrorInvalidConfiguration;
    break;
  case 9:
    (in.ConsumeBool() ? block.x : in.ConsumeBool() ? block.y : block.z) = 0;
    want = cudaErrorInvalidConfiguration;
    break;
  case 10:
    block = dim3(props.maxThreadsDim[0] + in.ConsumeIntegralInRange<unsigned>(1, 1000), 1, 1);
    want = cudaErrorInvalidConfiguration;
    break;
  case 11:
    grid.y = (unsigned)props.maxGridSize[1] + in.ConsumeIntegralInRange<unsigned>(1, 1000);
    want = cudaErrorInvalidConfiguration;
    break;
  case 12:
    shared = (size_t)props.sharedMemPerBlock + in.ConsumeIntegralInRange<size_t>(1, 1 << 20);
    want = cudaErrorInvalidValue;
    break;
  case 13:
    fn = (const void *)&ultimaFuzzKernel; // a host function
    want = cudaErrorInvalidDeviceFunction;
    break;
  case 14:
    dp = host.data(); // a host pointer
    want = cudaErrorInvalidDevicePointer;
    break;
  case 15:
    if (freed.empty())
      return;
    dp = freed[in.ConsumeIntegralInRange<size_t>(0, freed.size() - 1)];
    want = cudaErrorInvalidDevicePointer;
    break;
  default:
    break;
  }
  if (stale) {
    if (want != cudaSuccess)
      return;
    want = cudaErrorInvalidResourceHandle;
  } else if (!usable) {
    return;
  }
  if (want == cudaSuccess && (int)(block.x * block.y * block.z) > kernelMaxThreads[k])
    want = cudaErrorLaunchOutOfResources;
  if (want == cudaSuccess) {
    order(dst, s);
    order(src, s);
  }
  cudaError_t got;
  if (k == 0) {
    void *args[] = {&dp, &n, &value};
    got = cudaLaunchKernel(fn, grid, block, args, shared, streamHandle(s));
  } else {
    void *args[] = {&dp, &sp, &n};
    got = cudaLaunchKernel(fn, grid, block, args, shared, streamHandle(s));
  }
  expect(got, want);
  if (want != cudaSuccess)
    return;
  dst.pending |= 1u << s;
  src.pending |= 1u << s;
  if (k == 0) {
    for (unsigned long long x = 0; x < n; ++x) {
      dst.bytes[off + x] = (unsigned char)(value + (x & 7));
      dst.known[off + x] = true;
    }
  } else if (k == 1) {
    for (unsigned long long x = 0; x < n; ++x) {
      dst.known[off + x] = dst.known[off + x] && src.known[soff + x];
      dst.bytes[off + x] = (unsigned char)(dst.bytes[off + x] + src.bytes[soff + x]);
    }
  } else {
    std::vector<unsigned char> bytes(src.bytes.begin() + soff, src.bytes.begin() + soff + n);
    std::vector<bool> known(src.known.begin() + soff, src.known.begin() + soff + n);
    for (unsigned long long c = 0; c < n; c += block.x) {
      unsigned long long len = std::min<unsigned long long>(block.x, n - c);
      for (unsigned long long t = 0; t < len; ++t) {
        dst.bytes[off + c + t] = bytes[c + len - 1 - t];
        dst.known[off + c + t] = known[c + len - 1 - t];
      }
    }
  }
}

} // namespace cudart_fuzz
