// CUDA's device memcpy and memset (Programming Guide, "Dynamic Global Memory
// Allocation and Operations") between global, shared and private memory, and
// cooperative groups' shuffles of any trivially copyable type (the guide's
// thread_block_tile::shfl* take a T): uint4 and a struct of 12 bytes move
// whole, word by word.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cooperative_groups.h>
#include <cstring>
#include <cuda_runtime.h>
#include "expect.h"
namespace cg = cooperative_groups;

struct Record {
  int key;
  float value;
  short tag[2];
};

__global__ void copies(Record *out, const Record *in, unsigned char *bytes) {
  Record mine;
  memcpy(&mine, in + threadIdx.x, sizeof mine); // global -> private
  __shared__ Record staged[32];
  memcpy(&staged[threadIdx.x], &mine, sizeof(Record)); // private -> shared
  __syncthreads();
  memcpy(out + threadIdx.x, &staged[31 - threadIdx.x], sizeof(Record)); // shared -> global
  memset(bytes + 3 * threadIdx.x, 0x40 + threadIdx.x, 3);
}

__global__ void shuffles(uint4 *vectors, Record *records) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  cg::thread_block_tile<8> eight = cg::tiled_partition<8>(cg::this_thread_block());
  unsigned t = threadIdx.x;
  uint4 v = make_uint4(t, 100 + t, 200 + t, 300 + t);
  vectors[t] = warp.shfl_xor(v, 1);
  Record r = {(int)t, 0.5f * t, {(short)-t, (short)(2 * t)}};
  records[t] = eight.shfl_down(r, 2);
}

int main() {
  Record h[32];
  for (int i = 0; i < 32; ++i)
    h[i] = {i, 1.5f * i, {(short)i, (short)(i + 1)}};
  Record *in, *out;
  unsigned char *bytes;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof h);
  cudaMalloc(&bytes, 96);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  copies<<<1, 32>>>(out, in, bytes);
  Record r[32];
  unsigned char b[96];
  EXPECT_ERR(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(b, bytes, sizeof b, cudaMemcpyDeviceToHost), cudaSuccess);
  for (int i = 0; i < 32; ++i) {
    EXPECT(std::memcmp(&r[i], &h[31 - i], sizeof(Record)) == 0);
    for (int k = 0; k < 3; ++k)
      EXPECT(b[3 * i + k] == 0x40 + i);
  }

  uint4 *vectors;
  cudaMalloc(&vectors, 32 * sizeof(uint4));
  shuffles<<<1, 32>>>(vectors, out);
  uint4 v[32];
  EXPECT_ERR(cudaMemcpy(v, vectors, sizeof v, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT_ERR(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost), cudaSuccess);
  for (unsigned t = 0; t < 32; ++t) {
    unsigned s = t ^ 1;
    EXPECT(v[t].x == s && v[t].y == 100 + s && v[t].z == 200 + s && v[t].w == 300 + s);
    // shfl_down stays inside the tile of 8: the last two lanes keep their own.
    unsigned d = t % 8 < 6 ? t + 2 : t;
    EXPECT(r[t].key == (int)d && r[t].value == 0.5f * d && r[t].tag[0] == -(short)d &&
           r[t].tag[1] == (short)(2 * d));
  }
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
