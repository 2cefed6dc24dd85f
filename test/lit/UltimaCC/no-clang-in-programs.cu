// A program ultima-cc builds links the CUDA runtime, not the translator: it
// does not depend on libclang-cpp or libultimaTranslator, and none is
// mapped when main starts (the OpenCL driver may load its own compiler
// later, at the first use of the device: PoCL does).
// REQUIRES: ultima-cc
// RUN: %ultima-cc %s -o %t
// RUN: ldd %t | FileCheck %s --check-prefix=LINKED
// LINKED: libultima-cudart
// LINKED-NOT: libclang-cpp
// LINKED-NOT: libultimaTranslator
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// CHECK: at start: clang 0, translator 0
// CHECK: 42
#include <cstring>

__global__ void answer(int *p) { *p = 42; }

static int mapped(const char *name) {
  FILE *maps = fopen("/proc/self/maps", "r");
  char line[4096];
  int found = 0;
  while (maps && fgets(line, sizeof line, maps))
    found |= strstr(line, name) != nullptr;
  if (maps)
    fclose(maps);
  return found;
}

int main() {
  printf("at start: clang %d, translator %d\n", mapped("libclang-cpp"),
         mapped("libultimaTranslator"));
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  answer<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", h);
  return 0;
}
