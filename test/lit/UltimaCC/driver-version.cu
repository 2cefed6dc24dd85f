// cudaDriverGetVersion and cudaRuntimeGetVersion (CUDA Runtime API,
// "Version Management"): the runtime's version is the headers' CUDART_VERSION;
// the driver's is at least the runtime's (a runtime needs a driver as new as
// itself) and, in ultima, 12.8's, whose conditional graph nodes (if/else and
// switch included) libultima-cudart implements, so that programs that check
// the driver before using them run them.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"

int main() {
  int driver = 0, runtime = 0;
  EXPECT(cudaDriverGetVersion(&driver) == cudaSuccess);
  EXPECT(cudaRuntimeGetVersion(&runtime) == cudaSuccess);
  EXPECT(runtime == CUDART_VERSION);
  EXPECT(driver >= runtime);
  EXPECT(driver >= 12080);
  EXPECT_ERR(cudaRuntimeGetVersion(nullptr), cudaErrorInvalidValue);
  std::printf("driver %d, runtime %d\n", driver, runtime);
  return DONE();
}
// CHECK: driver 12080, runtime 11080
// CHECK-NOT: FAILED
// CHECK: OK
