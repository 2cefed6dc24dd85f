// NVTX annotations build and do nothing, as NVTX does with no tool
// attached: ranges and marks around launches leave the results alone.
// REQUIRES: ultima-cc
// RUN: %ultima-cc %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <nvtx3/nvToolsExt.h>

__global__ void twice(int *v) { v[threadIdx.x] *= 2; }

int main() {
  int h[4] = {1, 2, 3, 4}, *d;
  nvtxRangeId_t outer = nvtxRangeStartA("whole");
  int level = nvtxRangePushA("copy in");
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  nvtxRangePop();
  nvtxEventAttributes_t attributes = {};
  attributes.version = NVTX_VERSION;
  attributes.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  attributes.colorType = NVTX_COLOR_ARGB;
  attributes.color = 0xff00ff00;
  attributes.messageType = NVTX_MESSAGE_TYPE_ASCII;
  attributes.message.ascii = "kernel";
  nvtxRangePushEx(&attributes);
  nvtxMarkA("launch");
  twice<<<1, 4>>>(d);
  nvtxRangePop();
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  nvtxRangeEnd(outer);
  // CHECK: 2 4 6 8 level -2 id 0
  printf("%d %d %d %d level %d id %llu\n", h[0], h[1], h[2], h[3], level,
         (unsigned long long)outer);
  return 0;
}
