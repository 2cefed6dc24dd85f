//===- host_shim.h - The CUDA thread model on the host, for the oracle ----===//
//
// Part of the ultima project.
//
//===----------------------------------------------------------------------===//
/// \file
/// Lets a generated CUDA program compile unchanged as host C++17 (g++ or
/// clang++, `-include host_shim.h`), so that the differential runner can
/// compare the translated kernel on OpenCL with an independent execution.
/// Threads of a block run as std::threads that meet at a real barrier when
/// the kernel has `__syncthreads`; blocks run one after another, so
/// `__shared__` is a function-local `static`. Atomics take one mutex.
/// Only what the generator (gen.py) emits is provided.
//===----------------------------------------------------------------------===//
#pragma once

#include <climits>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __shared__ static

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
};

namespace uhost {
inline thread_local dim3 tl_threadIdx, tl_blockIdx;
inline dim3 g_blockDim, g_gridDim;
inline std::mutex g_atomic;

/// A reusable barrier for the threads of one block (std::barrier is C++20).
class Barrier {
  std::mutex M;
  std::condition_variable CV;
  unsigned N = 0, Waiting = 0, Phase = 0;

public:
  void reset(unsigned Count) { N = Count, Waiting = 0, Phase = 0; }
  void wait() {
    std::unique_lock<std::mutex> L(M);
    unsigned P = Phase;
    if (++Waiting == N) {
      Waiting = 0;
      ++Phase;
      CV.notify_all();
      return;
    }
    CV.wait(L, [&] { return Phase != P; });
  }
};
inline Barrier g_barrier;

/// Runs Kernel for every thread of a 1-D launch: blocks in order; within a
/// block, one std::thread per thread when the kernel synchronises, else a loop.
inline void launch(unsigned Grid, unsigned Block, bool Threads,
                   const std::function<void()> &Kernel) {
  g_gridDim = dim3{Grid, 1, 1};
  g_blockDim = dim3{Block, 1, 1};
  for (unsigned B = 0; B < Grid; ++B) {
    if (!Threads) {
      for (unsigned T = 0; T < Block; ++T) {
        tl_blockIdx = dim3{B, 0, 0};
        tl_threadIdx = dim3{T, 0, 0};
        Kernel();
      }
      continue;
    }
    g_barrier.reset(Block);
    std::vector<std::thread> Ts;
    for (unsigned T = 0; T < Block; ++T)
      Ts.emplace_back([=, &Kernel] {
        tl_blockIdx = dim3{B, 0, 0};
        tl_threadIdx = dim3{T, 0, 0};
        Kernel();
      });
    for (auto &Th : Ts)
      Th.join();
  }
}
} // namespace uhost

#define threadIdx (uhost::tl_threadIdx)
#define blockIdx (uhost::tl_blockIdx)
#define blockDim (uhost::g_blockDim)
#define gridDim (uhost::g_gridDim)

inline void __syncthreads() { uhost::g_barrier.wait(); }

// Atomics: integer read-modify-write under one lock; results are compared only
// where the operations commute (gen.py), so any order is a CUDA order.
template <class T, class A> T atomicAdd(T *P, A Arg) {
  std::lock_guard<std::mutex> L(uhost::g_atomic);
  T V = T(Arg);
  T Old = *P;
  using U = std::make_unsigned_t<T>;
  *P = T(U(Old) + U(V)); // wraps as the hardware does
  return Old;
}
#define UHOST_ATOMIC(NAME, EXPR)                                               \
  template <class T, class A> T NAME(T *P, A Arg) {                            \
    std::lock_guard<std::mutex> L(uhost::g_atomic);                            \
    T V = T(Arg);                                                              \
    T Old = *P;                                                                \
    *P = (EXPR);                                                               \
    return Old;                                                                \
  }
UHOST_ATOMIC(atomicOr, Old | V)
UHOST_ATOMIC(atomicAnd, Old &V)
UHOST_ATOMIC(atomicXor, Old ^ V)
UHOST_ATOMIC(atomicMax, Old < V ? V : Old)
UHOST_ATOMIC(atomicMin, V < Old ? V : Old)
#undef UHOST_ATOMIC

// CUDA's min/max overloads, for the same-type calls gen.py writes.
template <class T> T min(T A, T B) {
  if constexpr (std::is_floating_point_v<T>)
    return std::fmin(A, B);
  else
    return A < B ? A : B;
}
template <class T> T max(T A, T B) {
  if constexpr (std::is_floating_point_v<T>)
    return std::fmax(A, B);
  else
    return A < B ? B : A;
}

inline int __popc(unsigned X) { return __builtin_popcount(X); }
inline int __clz(int X) { return X == 0 ? 32 : __builtin_clz(unsigned(X)); }
inline int __ffs(int X) { return __builtin_ffs(X); }
inline unsigned __brev(unsigned X) {
  unsigned R = 0;
  for (int I = 0; I < 32; ++I)
    R |= ((X >> I) & 1u) << (31 - I);
  return R;
}
