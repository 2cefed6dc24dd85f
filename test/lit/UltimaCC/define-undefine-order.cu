// nvcc's -D and -U take effect in command-line order (as in Clang), for the
// host compilation and the device code alike: "-UVAL -DVAL=5" defines VAL,
// "-DGONE -UGONE" leaves GONE undefined. nvcc's long and separate spellings
// (--include-path DIR, --define-macro NAME, -std STD) mean what the short ones do.
// REQUIRES: ultima-cc
// RUN: %ultima-cc --include-path %S/Inputs -UVAL -DVAL=5 -DGONE -UGONE --define-macro TWICE=2 \
// RUN:   -std c++17 %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
// RUN: %ultima-cc -I%S/Inputs -DVAL=1 -UVAL -DVAL=5 -D GONE -U GONE --define-macro=TWICE=2 \
// RUN:   --std c++17 %s -o %t.2
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t.2 | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"
#if defined(GONE) || __cplusplus < 201703L
#error "GONE is defined or the standard is not C++17"
#endif
__global__ void k(int *p) {
#if defined(GONE) || __cplusplus < 201703L
  p[0] = -1;
#else
  p[0] = VAL * TWICE;
#endif
}
int main() {
  int *d, h = 0;
  EXPECT_ERR(cudaMalloc(&d, sizeof h), cudaSuccess);
  k<<<1, 1>>>(d);
  EXPECT_ERR(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT(h == VAL * TWICE);
  EXPECT(h == 10);
  return DONE();
}
// CHECK: OK
