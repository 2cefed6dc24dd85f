// Lambdas that capture by reference ([expr.prim.lambda.capture]: a name in
// the body that denotes an entity captured by reference denotes the original
// entity): the lambda writes the caller's variables and sees the caller's
// later writes; captures by copy in the same lambda do not. Each scenario is
// a __host__ __device__ function run by every thread of a kernel and, as the
// reference, by the host itself; a __shared__ array written through a [&]
// lambda is checked against the arithmetic done on the host.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -std=c++17 -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK-NOT: FAILED
// CHECK: OK
#include <cuda_runtime.h>
#include "expect.h"

// A functor template parameter: the copied closure still refers to the
// caller's variables.
template <typename F> __host__ __device__ void repeat(int n, F f) {
  for (int i = 0; i < n; ++i)
    f(i);
}

// [&x] writes the caller's variable; a copy capture next to it keeps the
// value at the lambda's creation, a reference capture sees a later write.
__host__ __device__ int writesAndSees(int t) {
  int x = t, y = 2 * t;
  auto f = [&x, y](int d) {
    x += d;
    return x * 1000 + y;
  };
  y = 7;          // the lambda's y is its own copy
  x = x + 1;      // seen through the reference
  int r = f(3);   // x = t + 4
  return r + x + y;
}

// [&] captures everything by reference; the call in a loop accumulates.
__host__ __device__ int accumulate(int t) {
  int sum = 0, calls = 0;
  auto add = [&](int v) {
    sum += v * t;
    ++calls;
  };
  for (int i = 0; i < 5; ++i)
    add(i);
  return sum * 10 + calls;
}

// Defaults mixed with explicit captures: [&, s] and [=, &acc].
__host__ __device__ int mixed(int t) {
  int s = t + 1, acc = 0;
  auto a = [&, s](int v) { acc += s * v; };
  auto b = [=, &acc](int v) { acc -= s + v; };
  s = 100; // neither lambda sees this: both copied s
  repeat(3, a); // acc = (t + 1) * (0 + 1 + 2)
  repeat(2, b); // acc -= (t + 1) * 2 + 1
  return acc;
}

// A nested lambda captures by reference what the outer one captured by
// reference: both denote the original variable.
__host__ __device__ int nested(int t) {
  int total = 0;
  int hist[4] = {0, 0, 0, 0};
  auto outer = [&](int m) {
    auto inner = [&total, &hist, m](int k) {
      total += m * k;
      hist[(m + k) & 3] += 1;
    };
    repeat(m, inner);
  };
  repeat(t % 5 + 2, outer);
  return total * 100 + hist[0] * 27 + hist[1] * 9 + hist[2] * 3 + hist[3];
}

// A pointer captured by reference: the lambda advances the caller's pointer.
__host__ __device__ int walk(const int *p, int n) {
  const int *q = p;
  int s = 0;
  auto next = [&] { s += *q++; };
  for (int i = 0; i < n; ++i)
    next();
  return s * 100 + int(q - p);
}

// A reference parameter (bound to global memory in the kernel) and an
// init-capture by reference of an array element.
__host__ __device__ void addInto(int &dst, int t) {
  int local[3] = {t, t + 1, t + 2};
  auto f = [&dst, &mid = local[1]](int v) {
    dst += v + mid;
    mid *= 2;
  };
  f(1);
  f(2);
  dst += local[1];
}

// `this`, captured by [&] and by [this], and the object copied by [*this].
struct Counter {
  int count;
  int step;
  __host__ __device__ void bump() { count += step; }
  __host__ __device__ int run(int n) {
    auto byRef = [&](int k) { bump(); count += k; };
    repeat(n, byRef);
    auto byThis = [this] { step *= 2; return count; };
    int seen = byThis();
    auto copy = [*this] { return count * 10 + step; };
    count = -1; // the copy is unaffected
    return seen * 1000 + copy() + count;
  }
};

__host__ __device__ int members(int t) {
  Counter c = {t, 3};
  return c.run(4) + c.step;
}

__host__ __device__ int scenario(int which, int t, const int *data) {
  switch (which) {
  case 0:
    return writesAndSees(t);
  case 1:
    return accumulate(t);
  case 2:
    return mixed(t);
  case 3:
    return nested(t);
  case 4:
    return walk(data + (t % 8), 1 + t % 5);
  case 5: {
    int v = t; // a private variable captured by reference
    auto twice = [&v] { v *= 2; };
    twice();
    twice();
    return v;
  }
  default:
    return members(t);
  }
}

const int Scenarios = 7;
const int Threads = 64;

__global__ void runAll(int *out, int *refOut, const int *data) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int w = 0; w < Scenarios; ++w)
    out[w * Threads + t] = scenario(w, t, data);
  // The reference parameter bound to global memory.
  refOut[t] = t;
  addInto(refOut[t], t);
}

// A __shared__ array written through a [&] lambda (it is not captured: it
// has static storage duration) together with a captured local.
__global__ void sharedTile(int *out) {
  __shared__ int tile[Threads];
  int written = 0;
  auto put = [&](int i, int v) {
    tile[i] = v;
    ++written;
  };
  put(threadIdx.x, threadIdx.x * 3);
  __syncthreads();
  auto get = [&](int i) { return tile[i] + written; };
  out[threadIdx.x] = get((threadIdx.x + 1) % Threads);
}

int main() {
  int data[16];
  for (int i = 0; i < 16; ++i)
    data[i] = i * i - 20;
  int *dOut, *dRef, *dData, *dTile;
  cudaMalloc(&dOut, sizeof(int) * Scenarios * Threads);
  cudaMalloc(&dRef, sizeof(int) * Threads);
  cudaMalloc(&dData, sizeof data);
  cudaMalloc(&dTile, sizeof(int) * Threads);
  cudaMemcpy(dData, data, sizeof data, cudaMemcpyHostToDevice);
  runAll<<<2, Threads / 2>>>(dOut, dRef, dData);
  EXPECT(cudaGetLastError() == cudaSuccess);
  sharedTile<<<1, Threads>>>(dTile);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  int out[Scenarios * Threads], ref[Threads], tile[Threads];
  cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(ref, dRef, sizeof ref, cudaMemcpyDeviceToHost);
  cudaMemcpy(tile, dTile, sizeof tile, cudaMemcpyDeviceToHost);
  for (int w = 0; w < Scenarios; ++w)
    for (int t = 0; t < Threads; ++t) {
      int expected = scenario(w, t, data);
      if (out[w * Threads + t] != expected) {
        std::printf("scenario %d thread %d: %d, host %d\n", w, t, out[w * Threads + t], expected);
        EXPECT(out[w * Threads + t] == expected);
      }
    }
  for (int t = 0; t < Threads; ++t) {
    int v = t;
    addInto(v, t);
    EXPECT(ref[t] == v);
    EXPECT(tile[t] == ((t + 1) % Threads) * 3 + 1);
  }
  // Spot values from the standard's semantics, independent of the device.
  EXPECT(writesAndSees(1) == 5002 + 5 + 7);
  EXPECT(accumulate(2) == 205);
  EXPECT(mixed(1) == 2 * 3 - (2 * 2 + 1));
  return DONE();
}
