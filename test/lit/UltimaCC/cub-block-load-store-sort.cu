// cub::BlockLoad, cub::BlockStore (CUB documentation: "BlockLoad",
// "BlockStore": the blocked arrangement for BLOCK_LOAD_DIRECT, _VECTORIZE,
// _TRANSPOSE, _WARP_TRANSPOSE, the striped one for BLOCK_LOAD_STRIPED;
// guarded loads and stores with valid_items and an out-of-bounds default)
// and cub::BlockRadixSort ("BlockRadixSort": Sort, SortDescending, key-value
// pairs, a bit range, the blocked result) on int, unsigned, float and double
// keys, in blocks of 128 and 96 threads. Checked against host references:
// arrangements item by item, sorts against std::stable_sort (CUB's radix
// sort is stable: pairs carry each key's input position).
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t 2>&1 | FileCheck --allow-empty --check-prefix=BUILD %s
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// BUILD-NOT: warning
// CHECK-NOT: FAILED
// CHECK: OK
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_store.cuh>
#include <cuda_runtime.h>
#include <algorithm>
#include <vector>
#include "cub-values.h"
#include "expect.h"

// out[0 .. tile): the loaded items as thread t's item i at t * IPT + i;
// out[tile .. 2 tile): stored back with the matching store algorithm;
// out[2 tile .. 3 tile): a guarded load (-7 past valid) stored guarded (past
// valid, the output keeps its -9).
template <typename T, int BT, int IPT, cub::BlockLoadAlgorithm LA, cub::BlockStoreAlgorithm SA>
__global__ void loadStoreKernel(const T *in, T *out, int valid) {
  typedef cub::BlockLoad<T, BT, IPT, LA> Load;
  typedef cub::BlockStore<T, BT, IPT, SA> Store;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
  } temp;
  const int tile = BT * IPT;
  T items[IPT];
  Load(temp.load).Load(in, items);
  for (int i = 0; i < IPT; ++i)
    out[threadIdx.x * IPT + i] = items[i];
  __syncthreads();
  Store(temp.store).Store(out + tile, items);
  __syncthreads();
  T guarded[IPT];
  Load(temp.load).Load(in, guarded, valid, -7);
  __syncthreads();
  Store(temp.store).Store(out + 2 * tile, guarded, valid);
}

template <typename T, int BT, int IPT, cub::BlockLoadAlgorithm LA, cub::BlockStoreAlgorithm SA>
static void checkLoadStore(bool striped, int valid) {
  const int tile = BT * IPT;
  std::vector<T> h(tile);
  for (int i = 0; i < tile; ++i)
    h[i] = value<T>(i);
  T *din, *dout;
  cudaMalloc(&din, tile * sizeof(T));
  cudaMalloc(&dout, 3 * tile * sizeof(T));
  cudaMemcpy(din, h.data(), tile * sizeof(T), cudaMemcpyHostToDevice);
  std::vector<T> o(3 * tile, (T)-9);
  cudaMemcpy(dout, o.data(), o.size() * sizeof(T), cudaMemcpyHostToDevice);
  loadStoreKernel<T, BT, IPT, LA, SA><<<1, BT>>>(din, dout, valid);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  cudaMemcpy(o.data(), dout, o.size() * sizeof(T), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < BT; ++t)
    for (int i = 0; i < IPT; ++i) {
      int from = striped ? i * BT + t : t * IPT + i;
      bad += !same(o[t * IPT + i], h[from]);
      bad += !same(o[2 * tile + from], from < valid ? h[from] : (T)-9);
    }
  for (int k = 0; k < tile; ++k)
    bad += !same(o[tile + k], h[k]);
  if (bad)
    std::printf("FAILED: BlockLoad %d / BlockStore %d, %d threads x %d: %d wrong\n", (int)LA,
                (int)SA, BT, IPT, bad);
  EXPECT(bad == 0);
  cudaFree(din);
  cudaFree(dout);
}

// The guarded load's default, checked where the store writes everything.
template <int BT, int IPT> __global__ void oobKernel(const int *in, int *out, int valid) {
  int items[IPT];
  cub::BlockLoad<int, BT, IPT, cub::BLOCK_LOAD_STRIPED>().Load(in, items, valid, -7);
  cub::StoreDirectStriped<BT>(threadIdx.x, out, items);
}

// Four sorts of one tile: ascending keys, descending keys, pairs (values:
// input positions) and pairs on bits [begin, end).
template <typename K, int BT, int IPT>
__global__ void sortKernel(const K *in, K *keysOut, int *valuesOut, int begin, int end) {
  typedef cub::BlockRadixSort<K, BT, IPT, int> Sort;
  __shared__ typename Sort::TempStorage temp;
  const int tile = BT * IPT;
  K keys[IPT];
  int values[IPT];
  for (int pass = 0; pass < 4; ++pass) {
    for (int i = 0; i < IPT; ++i) {
      keys[i] = in[threadIdx.x * IPT + i];
      values[i] = threadIdx.x * IPT + i;
    }
    if (pass == 0)
      Sort(temp).Sort(keys);
    else if (pass == 1)
      Sort(temp).SortDescending(keys);
    else if (pass == 2)
      Sort(temp).Sort(keys, values);
    else
      Sort(temp).SortDescending(keys, values, begin, end);
    __syncthreads();
    for (int i = 0; i < IPT; ++i) {
      keysOut[pass * tile + threadIdx.x * IPT + i] = keys[i];
      valuesOut[pass * tile + threadIdx.x * IPT + i] = values[i];
    }
  }
}

template <typename K> static K sortKey(int i) {
  K k = value<K>(i * 31 % 977); // repeated keys, for stability
  if (std::is_floating_point<K>::value && i % 50 == 3)
    k = (K)(i % 100 == 3 ? -0.0 : 0.0); // -0.0 sorts before +0.0
  return k;
}

template <typename K, int BT, int IPT> static void checkSort(int begin, int end) {
  const int tile = BT * IPT;
  std::vector<K> h(tile);
  for (int i = 0; i < tile; ++i)
    h[i] = sortKey<K>(i);
  if (std::is_unsigned<K>::value)
    for (int i = 0; i < tile; ++i)
      h[i] = (K)(h[i] * 2654435761u);
  K *din, *dkeys;
  int *dvalues;
  cudaMalloc(&din, tile * sizeof(K));
  cudaMalloc(&dkeys, 4 * tile * sizeof(K));
  cudaMalloc(&dvalues, 4 * tile * sizeof(int));
  cudaMemcpy(din, h.data(), tile * sizeof(K), cudaMemcpyHostToDevice);
  // The block's threads in a 2-D block would be numbered x fastest; here 1-D.
  sortKernel<K, BT, IPT><<<1, BT>>>(din, dkeys, dvalues, begin, end);
  EXPECT(cudaDeviceSynchronize() == cudaSuccess);
  std::vector<K> ko(4 * tile);
  std::vector<int> vo(4 * tile);
  cudaMemcpy(ko.data(), dkeys, ko.size() * sizeof(K), cudaMemcpyDeviceToHost);
  cudaMemcpy(vo.data(), dvalues, vo.size() * sizeof(int), cudaMemcpyDeviceToHost);
  std::vector<int> order(tile);
  for (int i = 0; i < tile; ++i)
    order[i] = i;
  // The order CUB documents for radix sorts: bits ordered as the keys are.
  auto ordered = [&](K k) {
    unsigned long long u = 0;
    std::memcpy(&u, &k, sizeof(K));
    unsigned long long sign = 1ull << (8 * sizeof(K) - 1);
    if (!std::is_floating_point<K>::value && !std::is_unsigned<K>::value)
      u ^= sign; // signed keys: sign bit flipped
    if (std::is_floating_point<K>::value) // negative: every bit flipped; others: the sign bit
      u = (u & sign) ? ~u & (sign | (sign - 1)) : (u | sign);
    return u;
  };
  auto field = [&](K k) { return (ordered(k) >> begin) & ((1ull << (end - begin)) - 1); };
  std::vector<int> asc = order, desc = order, bits = order;
  std::stable_sort(asc.begin(), asc.end(), [&](int a, int b) { return ordered(h[a]) < ordered(h[b]); });
  std::stable_sort(desc.begin(), desc.end(), [&](int a, int b) { return ordered(h[b]) < ordered(h[a]); });
  std::stable_sort(bits.begin(), bits.end(),
                   [&](int a, int b) { return field(h[b]) < field(h[a]); });
  int bad = 0;
  for (int r = 0; r < tile; ++r) {
    bad += !same(ko[r], h[asc[r]]) + !same(ko[tile + r], h[desc[r]]);
    bad += vo[2 * tile + r] != asc[r] || !same(ko[2 * tile + r], h[asc[r]]);
    bad += vo[3 * tile + r] != bits[r] || !same(ko[3 * tile + r], h[bits[r]]);
  }
  if (bad)
    std::printf("FAILED: BlockRadixSort<K of %d bytes%s, %d, %d>, bits [%d, %d): %d wrong\n",
                (int)sizeof(K), std::is_floating_point<K>::value ? ", floating" : "", BT, IPT,
                begin, end, bad);
  EXPECT(bad == 0);
  cudaFree(din);
  cudaFree(dkeys);
  cudaFree(dvalues);
}

int main() {
  checkLoadStore<int, 128, 4, cub::BLOCK_LOAD_DIRECT, cub::BLOCK_STORE_DIRECT>(false, 300);
  checkLoadStore<int, 96, 3, cub::BLOCK_LOAD_STRIPED, cub::BLOCK_STORE_STRIPED>(true, 200);
  checkLoadStore<float, 96, 2, cub::BLOCK_LOAD_TRANSPOSE, cub::BLOCK_STORE_TRANSPOSE>(false, 100);
  checkLoadStore<double, 128, 2, cub::BLOCK_LOAD_WARP_TRANSPOSE, cub::BLOCK_STORE_WARP_TRANSPOSE>(
      false, 255);
  checkLoadStore<unsigned, 128, 4, cub::BLOCK_LOAD_VECTORIZE, cub::BLOCK_STORE_VECTORIZE>(false,
                                                                                         511);
  {
    const int BT = 96, IPT = 3, tile = BT * IPT, valid = 150;
    std::vector<int> h(tile);
    for (int i = 0; i < tile; ++i)
      h[i] = i;
    int *din, *dout;
    cudaMalloc(&din, tile * sizeof(int));
    cudaMalloc(&dout, tile * sizeof(int));
    cudaMemcpy(din, h.data(), tile * sizeof(int), cudaMemcpyHostToDevice);
    oobKernel<BT, IPT><<<1, BT>>>(din, dout, valid);
    EXPECT(cudaDeviceSynchronize() == cudaSuccess);
    std::vector<int> o(tile);
    cudaMemcpy(o.data(), dout, tile * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int k = 0; k < tile; ++k)
      bad += o[k] != (k < valid ? k : -7);
    EXPECT(bad == 0);
  }
  checkSort<int, 128, 4>(0, 12);
  checkSort<unsigned, 96, 3>(4, 13);
  checkSort<float, 128, 2>(20, 32);
  checkSort<double, 96, 2>(52, 64);
  return DONE();
}
