// Patterns from public benchmark suites, executed and compared with a host
// reference: a loader that is a member class template of a class template
// (with a clear() called from a member function template), a list of
// __shared__ cells reached through an aggregate-initialised struct, and a
// slot of a `Cell *` field written through a cast to a union of pointers.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include "expect.h"
#include <cuda_runtime.h>

template <int Steps> struct Window {
  template <bool Clamped> struct Column {
    int pos, end;
    __device__ void clear() { pos = end = 0; }
    __device__ int next(const int *in) {
      int v = in[pos];
      if (!Clamped || pos + 1 < end)
        ++pos;
      return v;
    }
  };
  template <bool Clamped> __device__ int sum(const int *in, int start, int n) {
    Column<Clamped> c;
    c.clear();
    c.pos = start;
    c.end = n;
    int s = 0;
    for (int i = 0; i < Steps; ++i)
      s += c.next(in);
    return s;
  }
};

__global__ void windows(const int *in, int *clamped, int *open, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Window<4> w;
  if (i < n)
    clamped[i] = w.sum<true>(in, i, n);
  if (i + 4 <= n)
    open[i] = w.sum<false>(in, i, n);
}

struct Cell {
  int value;
  Cell *next;
};
union Link {
  Link *more;
  Cell *cell;
};
struct Span {
  Cell *first;
  Cell *last;
};

// The slot `&c->next` seen as a one-element patch list.
__device__ Link *slotOf(Cell **slot) {
  Link *l = (Link *)slot;
  return l;
}

#define CELLS 16
__global__ void chain(const int *values, int *sums) {
  __shared__ Cell cells[CELLS];
  int t = threadIdx.x;
  cells[t].value = values[blockIdx.x * CELLS + t];
  cells[t].next = &cells[t]; // overwritten below
  __syncthreads();
  if (t == 0) {
    Span s = {cells, cells + CELLS - 1};
    for (Cell *c = s.first; c != s.last; ++c)
      slotOf(&c->next)->cell = c + 1;
    s.last->next = 0;
    int total = 0;
    for (Cell *c = s.first; c; c = c->next)
      total += c->value;
    sums[blockIdx.x] = total;
  }
}

int main() {
  const int n = 100, blocks = 3;
  int in[n], clamped[n], open[n], values[blocks * CELLS], sums[blocks];
  for (int i = 0; i < n; ++i)
    in[i] = (i * 7) % 13 - 5;
  for (int i = 0; i < blocks * CELLS; ++i)
    values[i] = i * i % 17;
  int *din, *dc, *dopen, *dv, *ds;
  cudaMalloc(&din, sizeof in);
  cudaMalloc(&dc, sizeof clamped);
  cudaMalloc(&dopen, sizeof open);
  cudaMalloc(&dv, sizeof values);
  cudaMalloc(&ds, sizeof sums);
  cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
  cudaMemcpy(dv, values, sizeof values, cudaMemcpyHostToDevice);
  windows<<<(n + 31) / 32, 32>>>(din, dc, dopen, n);
  chain<<<blocks, CELLS>>>(dv, ds);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  cudaMemcpy(clamped, dc, sizeof clamped, cudaMemcpyDeviceToHost);
  cudaMemcpy(open, dopen, sizeof open, cudaMemcpyDeviceToHost);
  cudaMemcpy(sums, ds, sizeof sums, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) {
    int c = 0, o = 0;
    for (int k = 0; k < 4; ++k) {
      c += in[i + k < n ? i + k : n - 1];
      if (i + 4 <= n)
        o += in[i + k];
    }
    EXPECT(clamped[i] == c);
    if (i + 4 <= n)
      EXPECT(open[i] == o);
  }
  for (int b = 0; b < blocks; ++b) {
    int total = 0;
    for (int i = 0; i < CELLS; ++i)
      total += values[b * CELLS + i];
    EXPECT(sums[b] == total);
  }
  // CHECK: OK
  return DONE();
}
