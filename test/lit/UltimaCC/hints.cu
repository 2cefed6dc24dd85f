// Hints a program may give that change nothing here (CUDA Runtime API):
// stream attributes (an L2 access-policy window, the synchronisation
// policy) are kept and reported back; persisting L2 is absent
// (persistingL2CacheMaxSize 0) and resetting it succeeds; one device has no
// peer to describe.
// REQUIRES: ultima-cc
// RUN: %ultima-cc -I%S/Inputs %s -o %t
// RUN: env ULTIMA_CACHE_DIR=%t.cache %t | FileCheck %s
#include <cuda_runtime.h>
#include "expect.h"

int main() {
  cudaStream_t s;
  EXPECT_ERR(cudaStreamCreate(&s), cudaSuccess);
  int *d;
  EXPECT_ERR(cudaMalloc(&d, 1 << 20), cudaSuccess);
  cudaStreamAttrValue in = {}, out = {};
  in.accessPolicyWindow.base_ptr = d;
  in.accessPolicyWindow.num_bytes = 1 << 20;
  in.accessPolicyWindow.hitRatio = 0.6f;
  in.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  in.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  EXPECT_ERR(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &in), cudaSuccess);
  EXPECT_ERR(cudaStreamGetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &out), cudaSuccess);
  EXPECT(out.accessPolicyWindow.base_ptr == d && out.accessPolicyWindow.hitRatio == 0.6f &&
         out.accessPolicyWindow.hitProp == cudaAccessPropertyPersisting);
  in.accessPolicyWindow.hitRatio = 1.5f;
  EXPECT_ERR(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &in),
             cudaErrorInvalidValue);
  in.syncPolicy = cudaSyncPolicyBlockingSync;
  EXPECT_ERR(cudaStreamSetAttribute(0, cudaStreamAttributeSynchronizationPolicy, &in),
             cudaSuccess);
  EXPECT_ERR(cudaStreamGetAttribute(0, cudaStreamAttributeSynchronizationPolicy, &out),
             cudaSuccess);
  EXPECT(out.syncPolicy == cudaSyncPolicyBlockingSync);
  EXPECT_ERR(cudaStreamGetAttribute(s, (cudaStreamAttrID)77, &out), cudaErrorInvalidValue);
  cudaDeviceProp p;
  EXPECT_ERR(cudaGetDeviceProperties(&p, 0), cudaSuccess);
  EXPECT(p.persistingL2CacheMaxSize == 0 && p.accessPolicyMaxWindowSize == 0);
  EXPECT_ERR(cudaCtxResetPersistingL2Cache(), cudaSuccess);

  int value = -1;
  EXPECT_ERR(cudaDeviceGetP2PAttribute(&value, cudaDevP2PAttrAccessSupported, 0, 0),
             cudaErrorInvalidDevice);
  EXPECT_ERR(cudaDeviceGetP2PAttribute(&value, cudaDevP2PAttrAccessSupported, 0, 1),
             cudaErrorInvalidDevice);
  EXPECT_ERR(cudaDeviceGetP2PAttribute(&value, (cudaDeviceP2PAttr)0, 0, 0),
             cudaErrorInvalidValue);

  cudaFree(d);
  cudaStreamDestroy(s);
  return DONE();
}
// CHECK-NOT: FAILED
// CHECK: OK
