// Kernel parameters that are structs holding device pointers, bool and
// size_t members, passed by value (CUDA copies the object's bytes to the
// kernel): each field reaches the kernel, pointers as the device memory they
// point to (at their offset into an allocation; null stays null), through
// nested structs, arrays of pointers and base classes, launched with
// <<<>>>, cudaLaunchKernel and a graph kernel node (which keeps its own
// copy of the arguments).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cstddef>
#include <cuda_runtime.h>
#include "expect.h"

struct Pair {
  const float *in;
  float *out;
  int n;
};

__global__ void scale(Pair p, float f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    p.out[i] = p.in[i] * f;
}

// Padding everywhere: char before a pointer, short and bool between.
struct Inner {
  int *p;
  short k;
};
struct Outer {
  char tag;
  Inner a;
  Inner b[2];
  double w;
};

__global__ void nested(Outer o) {
  int i = threadIdx.x;
  o.a.p[i] = o.tag + o.a.k + i;
  o.b[0].p[i] = o.b[0].k * i;
  o.b[1].p[i] = o.b[1].k * i + static_cast<int>(o.w);
}

struct Table {
  float *rows[3];
  int len;
  __device__ float &at(int r, int c) { return rows[r][c]; }
};

__global__ void fill(Table t) {
  int c = threadIdx.x;
  if (c < t.len)
    for (int r = 0; r < 3; ++r)
      t.at(r, c) = 10.0f * r + c;
}

struct Flags {
  bool negate;
  size_t n;
  char pad;
  bool twice;
  int *count; // may be null
  float *v;
};

__global__ void flags(Flags f) {
  size_t i = threadIdx.x;
  if (i >= f.n)
    return;
  float x = f.v[i];
  if (f.negate)
    x = -x;
  if (f.twice)
    x *= 2;
  f.v[i] = x;
  if (f.count)
    atomicAdd(f.count, 1);
}

struct Base {
  int *b;
};
struct Derived : Base {
  int add;
  int *d;
};

__global__ void derived(const Derived s) { s.d[threadIdx.x] = s.b[threadIdx.x] + s.add; }

// Over-aligned members: a vector type aligned to 16 after a char.
struct Wide {
  char c;
  float4 v;
  float *out;
  long long big;
  double2 d;
  unsigned char last;
};

__global__ void wide(Wide w) {
  w.out[0] = w.c + w.v.x + w.v.w;
  w.out[1] = static_cast<float>(w.big - 1000000000000LL);
  w.out[2] = static_cast<float>(w.d.x * w.d.y) + w.last;
}

int main() {
  const int N = 40;
  float hin[N], hout[N];
  for (int i = 0; i < N; ++i)
    hin[i] = i * 0.5f;
  float *din, *dout;
  cudaMalloc(&din, (N + 3) * sizeof(float));
  cudaMalloc(&dout, N * sizeof(float));
  cudaMemcpy(din + 3, hin, sizeof hin, cudaMemcpyHostToDevice);

  // <<<>>>, a pointer into the middle of an allocation.
  Pair p = {din + 3, dout, N};
  scale<<<2, 32>>>(p, 3.0f);
  EXPECT_ERR(cudaGetLastError(), cudaSuccess);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += hout[i] != hin[i] * 3.0f;
  EXPECT(bad == 0);

  // cudaLaunchKernel with pointers to the struct and the float.
  p.n = 10;
  float f = -1.0f;
  void *args[] = {&p, &f};
  EXPECT_ERR(cudaLaunchKernel((const void *)scale, dim3(1), dim3(32), args, 0, 0), cudaSuccess);
  cudaMemcpy(hout, dout, sizeof hout, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < N; ++i)
    bad += hout[i] != (i < 10 ? -hin[i] : hin[i] * 3.0f);
  EXPECT(bad == 0);

  // Nested structs and an array of structs.
  int *d0, *d1, *d2;
  cudaMalloc(&d0, 32 * sizeof(int));
  cudaMalloc(&d1, 32 * sizeof(int));
  cudaMalloc(&d2, 64 * sizeof(int));
  Outer o = {5, {d0, 7}, {{d1, 3}, {d2 + 32, -2}}, 100.0};
  nested<<<1, 32>>>(o);
  int h0[32], h1[32], h2[32];
  cudaMemcpy(h0, d0, sizeof h0, cudaMemcpyDeviceToHost);
  cudaMemcpy(h1, d1, sizeof h1, cudaMemcpyDeviceToHost);
  cudaMemcpy(h2, d2 + 32, sizeof h2, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < 32; ++i)
    bad += h0[i] != 12 + i || h1[i] != 3 * i || h2[i] != -2 * i + 100;
  EXPECT(bad == 0);

  // An array of pointers, used through a member function.
  float *rows;
  cudaMalloc(&rows, 3 * 16 * sizeof(float));
  Table t = {{rows + 32, rows, rows + 16}, 16};
  fill<<<1, 32>>>(t);
  float hrows[48];
  cudaMemcpy(hrows, rows, sizeof hrows, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int c = 0; c < 16; ++c)
    bad += hrows[32 + c] != c || hrows[c] != 10.0f + c || hrows[16 + c] != 20.0f + c;
  EXPECT(bad == 0);

  // bool and size_t members; a null pointer member, then a real one.
  float hv[8] = {1, 2, 3, 4, 5, 6, 7, 8}, back[8];
  float *dv;
  int *dcount;
  cudaMalloc(&dv, sizeof hv);
  cudaMalloc(&dcount, sizeof(int));
  cudaMemset(dcount, 0, sizeof(int));
  cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
  Flags fl = {true, 6, 'x', false, nullptr, dv};
  flags<<<1, 8>>>(fl);
  fl.negate = false;
  fl.twice = true;
  fl.n = 8;
  fl.count = dcount;
  flags<<<1, 8>>>(fl);
  cudaMemcpy(back, dv, sizeof back, cudaMemcpyDeviceToHost);
  int count = -1;
  cudaMemcpy(&count, dcount, sizeof count, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < 8; ++i)
    bad += back[i] != (i < 6 ? -hv[i] : hv[i]) * 2;
  EXPECT(bad == 0);
  EXPECT(count == 8);

  float *dw;
  cudaMalloc(&dw, 3 * sizeof(float));
  Wide w = {3, make_float4(0.5f, 9, 9, 0.25f), dw, 1000000000042LL, make_double2(1.5, 4), 7};
  wide<<<1, 1>>>(w);
  float hw[3];
  cudaMemcpy(hw, dw, sizeof hw, cudaMemcpyDeviceToHost);
  EXPECT(hw[0] == 3.75f && hw[1] == 42.0f && hw[2] == 13.0f);

  // A base class's pointer, through a graph kernel node that copied the
  // struct when it was added.
  int hb[32], hd[32];
  for (int i = 0; i < 32; ++i)
    hb[i] = i * i;
  int *db, *dd;
  cudaMalloc(&db, sizeof hb);
  cudaMalloc(&dd, sizeof hd);
  cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  Derived s;
  s.b = db;
  s.add = 4;
  s.d = dd;
  void *nodeArgs[] = {&s};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)derived;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(32);
  kp.kernelParams = nodeArgs;
  cudaGraph_t g;
  cudaGraphNode_t node;
  cudaGraphExec_t exec;
  EXPECT_ERR(cudaGraphCreate(&g, 0), cudaSuccess);
  EXPECT_ERR(cudaGraphAddKernelNode(&node, g, nullptr, 0, &kp), cudaSuccess);
  s.add = 1000;
  s.d = nullptr;
  EXPECT_ERR(cudaGraphInstantiate(&exec, g, nullptr, nullptr, 0), cudaSuccess);
  EXPECT_ERR(cudaGraphLaunch(exec, 0), cudaSuccess);
  EXPECT_ERR(cudaStreamSynchronize(0), cudaSuccess);
  cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
  bad = 0;
  for (int i = 0; i < 32; ++i)
    bad += hd[i] != i * i + 4;
  EXPECT(bad == 0);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(g);
  EXPECT_ERR(cudaDeviceSynchronize(), cudaSuccess);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
